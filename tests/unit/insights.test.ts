import { afterEach, describe, expect, it } from 'vitest';
import { curatedInsights, EMOTION_TIPS, pickTopEmotion, writeInsights } from '@/lib/ai/insights';
import { setModelOverride } from '@/lib/ai/provider';
import { answeringModel, failingModel } from '../helpers/journal-ai';

afterEach(() => setModelOverride(undefined));

const at = (d: string) => new Date(d);

describe('pickTopEmotion', () => {
  it('picks the most frequent mood', () => {
    expect(
      pickTopEmotion([
        { mood: 'happy', count: 2, lastAt: at('2025-01-05') },
        { mood: 'sad', count: 3, lastAt: at('2025-01-01') },
      ]),
    ).toBe('sad');
  });

  it('breaks ties with the most recent mood', () => {
    expect(
      pickTopEmotion([
        { mood: 'angry', count: 2, lastAt: at('2025-01-02') },
        { mood: 'relaxed', count: 2, lastAt: at('2025-01-03') },
        { mood: 'neutral', count: 1, lastAt: at('2025-01-04') },
      ]),
    ).toBe('relaxed');
  });

  it('answers null without entries', () => {
    expect(pickTopEmotion([])).toBeNull();
    expect(pickTopEmotion([{ mood: 'happy', count: 0, lastAt: at('2025-01-01') }])).toBeNull();
  });
});

describe('curatedInsights', () => {
  it('gives the top mood tip and a motivation, varying with the seed', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const r = curatedInsights({ topEmotion: 'angry', counts: { angry: 3 }, total: 3, seed });
      expect(EMOTION_TIPS.angry).toContain(r.emotionTip);
      seen.add(r.motivation);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('invites a first entry when there are none', () => {
    const r = curatedInsights({ topEmotion: null, counts: {}, total: 0, seed: 1 });
    expect(r.emotionTip).toMatch(/No entries in the last 7 days/);
    expect(r.motivation).toBeTruthy();
  });
});

describe('writeInsights', () => {
  const input = { topEmotion: 'sad' as const, counts: { sad: 2, happy: 1 }, total: 3, seed: 4 };

  it('is curated without a model', async () => {
    setModelOverride(null);
    expect((await writeInsights(input)).source).toBe('curated');
  });

  it('takes the model JSON, even inside a code fence', async () => {
    setModelOverride(answeringModel('```json\n{"motivation":"One step at a time.","emotionTip":"Call a friend tonight."}\n```'));
    expect(await writeInsights(input)).toEqual({ motivation: 'One step at a time.', emotionTip: 'Call a friend tonight.', source: 'model' });
  });

  it.each([
    ['throws', () => failingModel()],
    ['answers without JSON', () => answeringModel('Hang in there.')],
    ['answers the wrong JSON', () => answeringModel('{"tip": "x"}')],
  ])('falls back to curated text when the model %s', async (_name, model) => {
    setModelOverride(model());
    const r = await writeInsights(input);
    expect(r.source).toBe('curated');
    expect(EMOTION_TIPS.sad).toContain(r.emotionTip);
  });
});
