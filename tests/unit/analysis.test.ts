import { describe, expect, it } from 'vitest';
import { parseEmotionDetected, stripEmotionLines } from '@/lib/ai/emotion-line';
import { moodFromWord, normalizeAnalysis, readModelText } from '@/lib/ai/normalize';
import { quoteLine, writeCrisisAnalysis, writeOfflineAnalysis } from '@/lib/ai/offline/analysis';

describe('parseEmotionDetected', () => {
  it.each([
    ['Nice.\nEmotion detected: Happy', 'happy'],
    ['**Emotion detected:** relaxed.', 'relaxed'],
    ['emotion detected - ANGRY', 'angry'],
    ['Emotion detected: sad\n...\nEmotion detected: neutral', 'neutral'],
    ['No line here', null],
    ['', null],
  ])('reads %j as %s', (text, word) => {
    expect(parseEmotionDetected(text)).toBe(word);
  });

  it('handles a missing analysis', () => {
    expect(parseEmotionDetected(null)).toBeNull();
    expect(parseEmotionDetected(undefined)).toBeNull();
  });
});

describe('moodFromWord', () => {
  it.each([
    ['happy', 'happy'],
    ['Joyful', 'happy'],
    ['grateful', 'happy'],
    ['anxious', 'sad'],
    ['lonely', 'sad'],
    ['frustrated', 'angry'],
    ['irritated', 'angry'],
    ['calm', 'relaxed'],
    ['content', 'relaxed'],
    ['meh', 'neutral'],
    ['okay', 'neutral'],
    ['purple', null],
    ['', null],
  ])('maps %j to %s', (word, mood) => {
    expect(moodFromWord(word)).toBe(mood);
  });
});

describe('normalizeAnalysis', () => {
  it('keeps a valid line, placed once at the end', () => {
    const r = normalizeAnalysis('Emotion detected: sad\nYou sound low.', 'whatever');
    expect(r).toEqual({ analysis: 'You sound low.\n\nEmotion detected: sad', mood: 'sad', source: 'model' });
  });

  it('maps a synonym and rewrites the line', () => {
    const r = normalizeAnalysis('Such energy!\n\n**Emotion Detected:** Ecstatic!', 'text');
    expect(r).toEqual({ analysis: 'Such energy!\n\nEmotion detected: happy', mood: 'happy', source: 'mapped' });
  });

  it('classifies the journal text when the line is missing or unknown', () => {
    const furious = 'They lied to me again and I am furious.';
    expect(normalizeAnalysis('Hmm.', furious)).toMatchObject({ mood: 'angry', source: 'classified', analysis: 'Hmm.\n\nEmotion detected: angry' });
    expect(normalizeAnalysis('Hmm.\nEmotion detected: blorp', furious)).toMatchObject({ mood: 'angry', analysis: 'Hmm.\n\nEmotion detected: angry' });
  });

  it('uses the fallback body for an empty answer', () => {
    const r = normalizeAnalysis('  ', 'Calm evening by the lake.', () => 'Offline words.\n\nEmotion detected: relaxed');
    expect(r.analysis).toBe('Offline words.\n\nEmotion detected: relaxed');
    expect(r.source).toBe('classified');
  });

  it('strips every emotion line from a body', () => {
    expect(stripEmotionLines('a\nEmotion detected: x\n\n\n\nb\nemotion detected: y')).toBe('a\n\nb');
  });
});

describe('readModelText', () => {
  it.each([
    ['Emotion detected: Happy', 'happy'],
    ['Emotion: joyful', 'joyful'],
    ['**Emotion:** Joyful.', 'joyful'],
    ['**Mood:** Calm!', 'calm'],
    ['Detected emotion - anger', 'anger'],
    ['Primary emotion \u2014 grief', 'grief'],
    ['- Feeling: content', 'content'],
  ])('takes the word of "%s" out of the body', (line, word) => {
    expect(readModelText(`You wrote about your day.\n${line}`)).toEqual({ body: 'You wrote about your day.', word });
  });

  it('keeps sentences that only start like a label, and takes the last label', () => {
    expect(readModelText('Mood: low all week, lifting by Friday.\nEmotion: sad\nEmotion detected: relaxed')).toEqual({
      body: 'Mood: low all week, lifting by Friday.',
      word: 'relaxed',
    });
    expect(readModelText('No label here.')).toEqual({ body: 'No label here.', word: null });
  });
});

describe('writeOfflineAnalysis', () => {
  const text = 'My boss took credit for my work again and I am furious. I am so fed up with that office.';
  const analysis = writeOfflineAnalysis(text);

  it('names the feelings it found and the topic', () => {
    expect(analysis).toMatch(/\u201cfed up\u201d|\u201cfurious\u201d/);
    expect(analysis).toMatch(/centre on work/);
  });

  it('offers one reflection and one concrete suggestion, then the emotion line', () => {
    const parts = analysis.split('\n\n');
    expect(parts).toHaveLength(4);
    expect(parts[2]).toMatch(/^One thing to try: /);
    expect(parts[3]).toBe('Emotion detected: angry');
  });

  it('is deterministic, and differs between moods', () => {
    expect(writeOfflineAnalysis(text)).toBe(analysis);
    expect(writeOfflineAnalysis('Lazy Sunday with tea and a book. So peaceful.')).toMatch(/Emotion detected: relaxed$/);
  });

  it('writes something sensible for an entry without feelings', () => {
    const a = writeOfflineAnalysis('Groceries, laundry, emails.');
    expect(a).toMatch(/recorded what happened/);
    expect(a.endsWith('Emotion detected: neutral')).toBe(true);
  });

  it('names a clearly mixed second feeling', () => {
    const a = writeOfflineAnalysis('I was so happy about the promotion, but I am also furious that they cut my team.');
    expect(a).toMatch(/mixed in too/);
  });
});

describe('writeOfflineAnalysis with the learned reading', () => {
  const text = "Sorted mum's recipe cards today. Her handwriting on every one.";

  it('quotes the entry in its own words and speaks to the detected mood', () => {
    const a = writeOfflineAnalysis(text, { detected: 'sad', keyLine: 'Her handwriting on every one.' });
    expect(a.startsWith('You wrote, \u201cHer handwriting on every one.\u201d There is a quiet heaviness in that')).toBe(true);
    expect(a.endsWith('Emotion detected: sad')).toBe(true);
    expect(a.split('\n\n')).toHaveLength(4);
  });

  it('speaks to the mood the user chose and mentions the other reading gently', () => {
    const a = writeOfflineAnalysis(text, { detected: 'sad', chosen: 'relaxed', keyLine: "Sorted mum's recipe cards today." });
    expect(a).toMatch(/You marked this entry as relaxed, and that is how I have read it; there may be a little sadness in it too/);
    expect(a.endsWith('Emotion detected: relaxed')).toBe(true);
    expect(a).not.toMatch(/heaviness/);
  });

  it('closes an unpunctuated quote and shortens a long one at a word', () => {
    expect(quoteLine('went to the market with dad')).toBe('You wrote, \u201cwent to the market with dad\u201d.');
    const long = quoteLine(`${'word '.repeat(60)}end.`)!;
    expect(long.length).toBeLessThan(200);
    expect(long).toMatch(/word\u2026\u201d$/);
    expect(quoteLine('ok')).toBeNull();
  });
});

describe('writeCrisisAnalysis', () => {
  it('is written for someone in pain and never reads as happy or relaxed', () => {
    for (const mood of ['happy', 'relaxed', 'neutral', 'sad'] as const) {
      const a = writeCrisisAnalysis(mood);
      expect(a).not.toMatch(/lift|bright|savour|celebrat/i);
      expect(a.endsWith('Emotion detected: sad')).toBe(true);
    }
    expect(writeCrisisAnalysis('angry').endsWith('Emotion detected: angry')).toBe(true);
  });
});
