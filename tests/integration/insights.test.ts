import { afterEach, describe, expect, it } from 'vitest';
import * as tipsRoute from '@/app/api/insights/tips/route';
import { EMOTION_TIPS } from '@/lib/ai/insights';
import { setModelOverride } from '@/lib/ai/provider';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import type { Mood } from '@/lib/moods';
import { call } from '../helpers/http';
import { answeringModel, failingModel } from '../helpers/journal-ai';
import { createTestUser, type TestUser } from '../helpers/users';

afterEach(() => setModelOverride(null));

const tips = (u: TestUser) => call(tipsRoute.GET, { headers: u.auth });
const daysAgo = (d: number, minutes = 0) => new Date(Date.now() - d * 86_400_000 - minutes * 60_000);

async function seed(u: TestUser, entries: Array<[Mood, Date, string?]>) {
  await db.insert(journalEntry).values(entries.map(([mood, createdAt, text]) => ({ userId: u.id, mood, createdAt, text: text ?? `${mood} entry` })));
}

describe('GET /api/insights/tips', () => {
  it('answers sensibly with no entries', async () => {
    const u = await createTestUser();
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(res.json.topEmotion).toBeNull();
    expect(res.json.entryCount).toBe(0);
    expect(res.json.motivation.length).toBeGreaterThan(10);
    expect(res.json.emotionTip).toMatch(/no entries in the last 7 days/i);
  });

  it('finds the most frequent mood of the last 7 days and gives its tip', async () => {
    const u = await createTestUser();
    const other = await createTestUser();
    await seed(u, [
      ['sad', daysAgo(1)],
      ['sad', daysAgo(2)],
      ['sad', daysAgo(6)],
      ['happy', daysAgo(0, 5)],
      // Older than a week: not counted, however many.
      ['angry', daysAgo(8)],
      ['angry', daysAgo(9)],
      ['angry', daysAgo(10)],
      ['angry', daysAgo(30)],
    ]);
    await seed(other, [
      ['relaxed', daysAgo(1)],
      ['relaxed', daysAgo(1)],
      ['relaxed', daysAgo(1)],
      ['relaxed', daysAgo(1)],
    ]);
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(res.json.topEmotion).toBe('sad');
    expect(res.json.entryCount).toBe(4);
    expect(EMOTION_TIPS.sad).toContain(res.json.emotionTip);
    expect(res.json.motivation).toBeTruthy();
  });

  it('breaks a tie with the mood felt most recently', async () => {
    const u = await createTestUser();
    await seed(u, [
      ['angry', daysAgo(3)],
      ['angry', daysAgo(4)],
      ['relaxed', daysAgo(5)],
      ['relaxed', daysAgo(0, 10)],
    ]);
    expect((await tips(u)).json.topEmotion).toBe('relaxed');
  });

  it('uses the model wording when a model is configured', async () => {
    const u = await createTestUser();
    await seed(u, [['happy', daysAgo(1)]]);
    const model = answeringModel('Sure! {"motivation": "Keep shining this week.", "emotionTip": "Write down three good moments each night."}');
    setModelOverride(model);
    const res = await tips(u);
    expect(res.json).toEqual({
      motivation: 'Keep shining this week.',
      topEmotion: 'happy',
      emotionTip: 'Write down three good moments each night.',
      entryCount: 1,
    });
    expect(JSON.stringify(model.doGenerateCalls[0].prompt)).toContain('Most frequent mood: happy');
  });

  it.each([
    ['a failing model', () => failingModel()],
    ['a model answering prose', () => answeringModel('You are doing great!')],
  ])('falls back to curated lists with %s, never 503', async (_name, model) => {
    const u = await createTestUser();
    await seed(u, [['angry', daysAgo(1)]]);
    setModelOverride(model());
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(res.json.topEmotion).toBe('angry');
    expect(EMOTION_TIPS.angry).toContain(res.json.emotionTip);
  });

  it('asks the model at most AI_INSIGHTS_PER_HOUR times an hour, then answers with the curated wording', async () => {
    process.env.AI_INSIGHTS_PER_HOUR = '2';
    try {
      const u = await createTestUser();
      await seed(u, [['relaxed', daysAgo(1)]]);
      const model = answeringModel('{"motivation": "Keep it up, calmly.", "emotionTip": "Protect the routines that gave you rest."}');
      setModelOverride(model);
      for (let i = 0; i < 4; i++) expect((await tips(u)).status).toBe(200);
      expect(model.doGenerateCalls).toHaveLength(2);
      const last = await tips(u);
      expect(EMOTION_TIPS.relaxed).toContain(last.json.emotionTip);
    } finally {
      delete process.env.AI_INSIGHTS_PER_HOUR;
    }
  });

  it('adds crisis resources when a recent entry signals a crisis', async () => {
    const u = await createTestUser();
    await seed(u, [['sad', daysAgo(1), 'Some days I wish I were dead.']]);
    const res = await tips(u);
    expect(res.json.emotionTip).toContain('988');
    expect(res.json.emotionTip).toContain('findahelpline.com');
  });

  it('needs a signed-in user', async () => {
    expect((await call(tipsRoute.GET)).status).toBe(401);
  });
});
