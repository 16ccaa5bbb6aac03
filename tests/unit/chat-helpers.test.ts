import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_TURNS, fitHistory } from '@/lib/ai/chat';
import { chatTitle } from '@/lib/client-api/chat';
import { dailyMessageLimit, limitReachedMessage, nextUtcMidnight, startOfUtcDay, untilText } from '@/lib/services/ai-allowance';
import { titleFromMessage } from '@/lib/services/chats';
import { CHAT_MESSAGE_MAX, chatHistoryQuerySchema, isChatId, sendMessageSchema } from '@/lib/validation/chat';
import { voiceWidgetSrc } from '@/components/chat/voice-widget-src';

describe('chat message validation', () => {
  it('trims, keeps inner line breaks and drops control characters', () => {
    expect(sendMessageSchema.parse({ message: '  hello\r\nthere\u0000  ' }).message).toBe('hello\nthere');
  });

  it('rejects missing, blank and over-long messages with a readable reason', () => {
    expect(sendMessageSchema.safeParse({}).error?.issues[0].message).toBe('Message is required.');
    expect(sendMessageSchema.safeParse({ message: 42 }).error?.issues[0].message).toBe('Message must be text.');
    expect(sendMessageSchema.safeParse({ message: ' \n ' }).error?.issues[0].message).toBe('Message cannot be empty.');
    expect(sendMessageSchema.safeParse({ message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }).error?.issues[0].message).toBe('Message is at most 4,000 characters.');
    expect(sendMessageSchema.safeParse({ message: 'x'.repeat(CHAT_MESSAGE_MAX) }).success).toBe(true);
  });

  it('checks history paging parameters', () => {
    expect(chatHistoryQuerySchema.parse({})).toEqual({ limit: 30 });
    expect(chatHistoryQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(chatHistoryQuerySchema.safeParse({ before: 'yesterday' }).success).toBe(false);
    expect(chatHistoryQuerySchema.safeParse({ before: '2025-01-01T00:00:00.000Z', beforeId: 'nope' }).success).toBe(false);
  });

  it('recognises chat ids', () => {
    expect(isChatId('8b0d6c3e-1f0a-4a52-9d6e-2a7c1c0b9e11')).toBe(true);
    expect(isChatId('123')).toBe(false);
    expect(isChatId(undefined)).toBe(false);
  });
});

describe('chat titles', () => {
  it('takes the first message on one line, cut at a word', () => {
    expect(titleFromMessage('Hello\n  there')).toBe('Hello there');
    const long = titleFromMessage('I have been thinking a lot about how work is going and whether I should change jobs soon');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('…')).toBe(true);
    expect(long).toMatch(/^I have been thinking a lot about how work is going and\b/);
  });

  it('falls back to Untitled Chat on the client', () => {
    expect(chatTitle({ sessionName: 'Session A', title: 'Title' })).toBe('Session A');
    expect(chatTitle({ title: 'Title' })).toBe('Title');
    expect(chatTitle({ title: '  ' })).toBe('Untitled Chat');
    expect(chatTitle({})).toBe('Untitled Chat');
  });
});

describe('history sent to the model', () => {
  it('keeps the latest turns within the turn limit', () => {
    const turns = Array.from({ length: 30 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content: `m${i}` }));
    const kept = fitHistory(turns);
    expect(kept).toHaveLength(CHAT_HISTORY_TURNS);
    expect(kept[kept.length - 1].content).toBe('m29');
  });

  it('drops the oldest turns past the character budget but always keeps the newest', () => {
    const big = 'x'.repeat(4000);
    const turns = Array.from({ length: 10 }, () => ({ role: 'user' as const, content: big }));
    const kept = fitHistory(turns);
    expect(kept.length).toBeLessThan(10);
    expect(kept.length).toBeGreaterThan(0);
    expect(fitHistory([{ role: 'user', content: 'y'.repeat(30_000) }])).toHaveLength(1);
  });
});

describe('daily message allowance', () => {
  it('reads AI_DAILY_MESSAGE_LIMIT with a default of 200', () => {
    expect(dailyMessageLimit({})).toBe(200);
    expect(dailyMessageLimit({ AI_DAILY_MESSAGE_LIMIT: '5' })).toBe(5);
    expect(dailyMessageLimit({ AI_DAILY_MESSAGE_LIMIT: '0' })).toBe(0);
    expect(dailyMessageLimit({ AI_DAILY_MESSAGE_LIMIT: 'lots' })).toBe(200);
    expect(dailyMessageLimit({ AI_DAILY_MESSAGE_LIMIT: '-3' })).toBe(200);
  });

  it('counts the UTC day', () => {
    const now = new Date('2025-03-10T19:00:00.000Z');
    expect(startOfUtcDay(now).toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(nextUtcMidnight(now).toISOString()).toBe('2025-03-11T00:00:00.000Z');
  });

  it('says when the allowance resets', () => {
    expect(limitReachedMessage(200, new Date('2025-03-10T19:00:00.000Z'))).toBe(
      "You have reached today's limit of 200 messages. It resets at 00:00 UTC (in 5 hours).",
    );
    expect(limitReachedMessage(1, new Date('2025-03-10T23:15:30.000Z'))).toBe(
      "You have reached today's limit of 1 message. It resets at 00:00 UTC (in 45 minutes).",
    );
    expect(untilText(2 * 3_600_000 + 60_000)).toBe('2 hours 1 minute');
    expect(untilText(5_000)).toBe('1 minute');
  });
});

describe('voice widget setting', () => {
  it('accepts http(s) URLs and same-origin paths only', () => {
    expect(voiceWidgetSrc(undefined)).toBeNull();
    expect(voiceWidgetSrc('  ')).toBeNull();
    expect(voiceWidgetSrc('https://widget.example.com/voice.js')).toBe('https://widget.example.com/voice.js');
    expect(voiceWidgetSrc('/widgets/voice.js')).toBe('/widgets/voice.js');
    expect(voiceWidgetSrc('//evil.example.com/x.js')).toBeNull();
    expect(voiceWidgetSrc('javascript:alert(1)')).toBeNull();
    expect(voiceWidgetSrc('not a url')).toBeNull();
  });
});
