import { afterEach, describe, expect, it } from 'vitest';
import { generateChatReply } from '@/lib/ai/chat';
import { offlineChatReply, readMessage, reasonOf, type ChatTurn } from '@/lib/ai/offline/chat';
import { setModelOverride } from '@/lib/ai/provider';
import { crisisNote, crisisReminderLine, resourcesFor } from '@/lib/safety';

const NOTE = crisisNote('high', resourcesFor('en-US'));

const say = (...texts: string[]): ChatTurn[] => texts.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
const questionsIn = (text: string) => (text.match(/\?/g) ?? []).length;

// Claims an assistant must never make about itself.
const CLAIMS_HUMAN = /\b(i am|i'm) (a |an )?(human|person|real person|therapist|doctor|psychologist|psychiatrist|counsell?or|clinician)\b/i;

describe('offline chat: reading a message', () => {
  it('recognises feelings and topics', () => {
    const r = readMessage("I'm so anxious about my exam tomorrow and my boss keeps calling");
    expect(r.feelings.map((f) => f.key)).toContain('anxious');
    expect(r.topics.map((t) => t.key)).toEqual(['study', 'work']);
  });

  it('reads a negated positive word as a low mood, and ignores a negated negative one', () => {
    expect(readMessage("I'm not happy at all").feelings.map((f) => f.key)).toEqual(['low']);
    expect(readMessage("I don't feel good").feelings.map((f) => f.key)).toEqual(['low']);
    expect(readMessage("I'm not anxious anymore").feelings.map((f) => f.key)).not.toContain('anxious');
  });

  it('does not mistake greetings or "write it down" for feelings', () => {
    expect(readMessage('Good morning').feelings).toEqual([]);
    expect(readMessage('I will write it down later').feelings).toEqual([]);
  });

  it('reflects a feeling word it does not know', () => {
    expect(readMessage('I feel weird').feelings.map((f) => f.label)).toEqual(['weird']);
  });

  it('turns the reason to the second person, and refuses to echo self-criticism', () => {
    expect(reasonOf('I am sad because my sister ignored me')).toBe('your sister ignored you');
    expect(reasonOf("I'm stressed because I was late again, but whatever")).toBe('you were late again');
    expect(reasonOf("I'm sad because I'm worthless")).toBeNull();
    expect(reasonOf('because you never listen')).toBeNull();
    expect(reasonOf("I'm tired because of work")).toBeNull();
    expect(reasonOf('The cause of my stress is my job')).toBeNull();
  });
});

describe('offline chat: replies', () => {
  it('reflects feeling and topic, offers one coping idea and asks one question when distress shows', () => {
    const reply = offlineChatReply(say("I'm so anxious about my exam tomorrow because I haven't studied enough"));
    expect(reply).toMatch(/anxious/);
    expect(reply).toMatch(/studies/);
    expect(reply).toContain("you haven't studied enough");
    expect(reply).toMatch(/breath|grounding|five things/i);
    expect(questionsIn(reply)).toBe(1);
  });

  it('answers good news warmly, with a question and no coping advice', () => {
    const reply = offlineChatReply(say('Today was lovely, I feel proud and calm'));
    expect(reply).toMatch(/proud/);
    expect(reply).not.toMatch(/might help|could try|sometimes helps/);
    expect(questionsIn(reply)).toBe(1);
  });

  it('matches the coping idea to the feeling', () => {
    expect(offlineChatReply(say("I can't sleep and I'm exhausted"))).toMatch(/rest|wind-down|pause/i);
    expect(offlineChatReply(say('I am furious with my brother'))).toMatch(/step away|tension|brisk walk/i);
    expect(offlineChatReply(say('I feel so lonely lately'))).toMatch(/gentle with yourself|someone you trust/i);
  });

  it('says it is an AI, not a person or a clinician, when asked', () => {
    for (const q of ['Are you a real person?', 'are you a therapist', 'who are you?', 'Am I talking to a bot?']) {
      const reply = offlineChatReply(say(q));
      expect(reply).toMatch(/AI assistant/);
      expect(reply).toMatch(/not a person/);
      expect(reply).not.toMatch(CLAIMS_HUMAN);
    }
  });

  it('never claims to be a person or a clinician, and always asks at most one question', () => {
    const inputs = [
      'hi',
      'I feel terrible',
      'My girlfriend broke up with me and I feel hurt',
      'thanks',
      'idk',
      'fine',
      'What should I do about my rent?',
      'I had pizza for lunch',
      'My dad is in hospital and I am scared',
      "I'm not good enough",
      'Work was great today!',
      'bye',
    ];
    const history: ChatTurn[] = [];
    for (const text of inputs) {
      history.push({ role: 'user', content: text });
      const reply = offlineChatReply(history);
      history.push({ role: 'assistant', content: reply });
      expect(reply.length).toBeGreaterThan(10);
      expect(reply).not.toMatch(CLAIMS_HUMAN);
      expect(questionsIn(reply)).toBeLessThanOrEqual(1);
    }
  });

  it('does not repeat the question it just asked when the user says the same again', () => {
    const first = offlineChatReply(say('I am stressed about work'));
    const second = offlineChatReply(say('I am stressed about work', first, 'I am stressed about work'));
    const lastLine = (t: string) => t.split('\n').filter(Boolean).pop();
    expect(lastLine(second)).not.toBe(lastLine(first));
  });

  it('stays on the previous topic when the answer has none of its own', () => {
    const reply = offlineChatReply(say('My exams start next week', 'How are you preparing, and how is that going for you?', 'slowly, one chapter a day'));
    expect(reply).toMatch(/studies|prepar|outcome/i);
  });

  it('keeps the reply plain text with line breaks between its parts', () => {
    const reply = offlineChatReply(say('I feel overwhelmed by everything at work'));
    expect(reply.split('\n\n').length).toBe(3);
    expect(reply).not.toMatch(/[<>*#]/);
  });
});

describe('chat reply: the safety decision wraps whatever the provider writes', () => {
  afterEach(() => setModelOverride(undefined));

  it('puts the crisis resources before the offline reply', async () => {
    setModelOverride(null);
    const reply = await generateChatReply(say('I want to kill myself'), { safety: { note: NOTE, reminder: null } });
    expect(reply.crisis).toBe(true);
    expect(reply.source).toBe('offline');
    expect(reply.text.startsWith(NOTE)).toBe(true);
    expect(reply.text).not.toMatch(CLAIMS_HUMAN);
  });

  it('answers offline without crisis text for ordinary messages', async () => {
    setModelOverride(null);
    const reply = await generateChatReply(say('I am a bit tired today'));
    expect(reply.crisis).toBe(false);
    expect(reply.text).not.toContain(NOTE);
  });

  it('ends with the reminder line once the chat had a high signal', async () => {
    setModelOverride(null);
    const reminder = crisisReminderLine(resourcesFor('en-GB'));
    const reply = await generateChatReply(say('work was long today'), { safety: { note: null, reminder } });
    expect(reply.text.endsWith(reminder)).toBe(true);
    expect(reminder).toContain('116 123');
  });

  it('reflects the learned reading when the words name no feeling, and drops sarcastic praise', () => {
    expect(offlineChatReply(say('Cleared out the spare room. Her coat is still on the hook.'), { mood: 'sad' })).toMatch(/weighs on you|heavy to carry/);
    const sarcasm = offlineChatReply(say('Wonderful, the train is cancelled again, third time this week.'), { mood: 'angry' });
    expect(sarcasm).not.toMatch(/good to hear|glad you're feeling/i);
  });
});

describe('offline chat: hard topics without feeling words', () => {
  it('offers rest for sleeplessness and comfort for a loss', () => {
    const sleep = offlineChatReply(say("I can't sleep at night lately"));
    expect(sleep).toMatch(/rest|wind-down|pause/i);
    expect(questionsIn(sleep)).toBe(1);
    const loss = offlineChatReply(say('My grandmother passed away last week'));
    expect(loss).toMatch(/this loss/);
    expect(loss).toMatch(/gentle with yourself|someone you trust/i);
  });
});

describe('offline chat: wishes and requests for help', () => {
  it('hears a wish as a wish, not as the feeling itself', () => {
    const reply = offlineChatReply(say('I just want to be happy'));
    expect(reply).toMatch(/want to feel happy/);
    expect(reply).not.toMatch(/glad you're feeling|good to hear/);
    expect(offlineChatReply(say('I need to be more confident'))).toMatch(/feel confident/);
    expect(offlineChatReply(say('I wish I could feel normal again'))).toMatch(/feel normal/);
  });

  it('answers "how do I calm down" with a fitting idea rather than "glad you feel calm"', () => {
    const reply = offlineChatReply(say('what can I do to calm down before my presentation'));
    expect(reply).not.toMatch(/glad you're feeling calm/);
    expect(reply).toMatch(/breath/);
    expect(questionsIn(reply)).toBe(1);
  });
});
