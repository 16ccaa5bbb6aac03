import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as analyzeRoute from '@/app/api/ai/analyze/route';
import * as statusRoute from '@/app/api/ai/status/route';
import * as createRoute from '@/app/api/journal/route';
import { setModelOverride } from '@/lib/ai/provider';
import { CRISIS_NOTE } from '@/lib/ai/safety';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { answeringModel, failingModel } from '../helpers/journal-ai';
import { createTestUser, type TestUser } from '../helpers/users';

let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser({ name: 'Alice' });
});

afterEach(() => {
  setModelOverride(null);
  delete process.env.AI_RATE_LIMIT_PER_MIN;
});

const analyze = (u: TestUser, body: unknown) => call(analyzeRoute.POST, { headers: u.auth, body });
const emotionLines = (analysis: string) => analysis.split('\n').filter((l) => /emotion detected/i.test(l));

const ANGRY_TEXT = 'My landlord kept the whole deposit for no reason and hung up on me. I am furious and fed up.';
const SAD_TEXT = 'I miss her so much. I cried all evening and the flat feels empty and lonely without her.';

describe('GET /api/ai/status', () => {
  it('reports the offline provider without a model', async () => {
    setModelOverride(null);
    const res = await call(statusRoute.GET);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ provider: 'offline', model: null, offline: true });
  });

  it('reports the model provider when one is configured', async () => {
    setModelOverride(answeringModel('x'));
    const res = await call(statusRoute.GET);
    expect(res.json).toEqual({ provider: 'openai', model: 'mock-journal-model', offline: false });
  });
});

describe('POST /api/ai/analyze, offline provider', () => {
  it('classifies the text and writes an analysis ending in the emotion line', async () => {
    const res = await analyze(alice, { journalText: ANGRY_TEXT });
    expect(res.status).toBe(200);
    expect(res.json.offline).toBe(true);
    expect(res.json.emotion).toBe('angry');
    const analysis: string = res.json.analysis;
    expect(analysis.trim().split('\n').pop()).toBe('Emotion detected: angry');
    expect(analysis).toMatch(/furious|fed up/);
    expect(analysis).toMatch(/One thing to try/);
  });

  it.each([[{ journalText: '' }], [{ journalText: '  \n ' }], [{}], [{ journalText: 42 }]])('answers %j with 400', async (body) => {
    const res = await analyze(alice, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBeTruthy();
  });

  it('rejects text over 20,000 characters and signed-out callers', async () => {
    expect((await analyze(alice, { journalText: 'a'.repeat(20_001) })).status).toBe(400);
    expect((await call(analyzeRoute.POST, { body: { journalText: 'hello' } })).status).toBe(401);
  });

  it('leads with the crisis note when the text signals a crisis', async () => {
    const res = await analyze(alice, { journalText: 'Everything is too much and I keep thinking about ending my life.' });
    expect(res.status).toBe(200);
    expect(res.json.analysis.startsWith(CRISIS_NOTE)).toBe(true);
    expect(res.json.analysis).toContain('988');
    expect(res.json.analysis).toContain('findahelpline.com');
    expect(emotionLines(res.json.analysis)).toHaveLength(1);
  });

  it('limits analyses per user per minute, but never a crisis text', async () => {
    process.env.AI_RATE_LIMIT_PER_MIN = '2';
    const u = await createTestUser();
    expect((await analyze(u, { journalText: 'one' })).status).toBe(200);
    expect((await analyze(u, { journalText: 'two' })).status).toBe(200);
    const third = await analyze(u, { journalText: 'three' });
    expect(third.status).toBe(429);
    expect(third.json.message).toMatch(/try again/i);
    expect((await analyze(u, { journalText: 'I want to kill myself.' })).status).toBe(200);
  });

  it('past the budget answers a crisis text without the model, so crisis words are no way around the limit', async () => {
    process.env.AI_RATE_LIMIT_PER_MIN = '1';
    const u = await createTestUser();
    const model = answeringModel('I hear you.\nEmotion detected: sad');
    setModelOverride(model);
    expect((await analyze(u, { journalText: 'I want to kill myself.' })).json.offline).toBe(false);
    for (let i = 0; i < 3; i++) {
      const res = await analyze(u, { journalText: 'I want to kill myself.' });
      expect(res.status).toBe(200);
      expect(res.json.analysis.startsWith(CRISIS_NOTE)).toBe(true);
      expect(res.json.offline).toBe(true);
    }
    expect(model.doGenerateCalls).toHaveLength(1);
    expect((await analyze(u, { journalText: 'an ordinary day' })).status).toBe(429);
  });
});

describe('POST /api/ai/analyze, with a model', () => {
  it('keeps the model answer and its Emotion detected line', async () => {
    const model = answeringModel('You sound proud and light today.\n\nEmotion detected: happy');
    setModelOverride(model);
    const res = await analyze(alice, { journalText: 'I passed my exam!' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ analysis: 'You sound proud and light today.\n\nEmotion detected: happy', emotion: 'happy', offline: false });
    // The model was told to end with the line and saw the entry.
    const call0 = model.doGenerateCalls[0];
    const system = call0.prompt.find((m) => m.role === 'system');
    expect(system && typeof system.content === 'string' ? system.content : '').toContain('Emotion detected: <mood>');
    expect(JSON.stringify(call0.prompt)).toContain('I passed my exam!');
  });

  it('maps a synonym to the nearest mood', async () => {
    setModelOverride(answeringModel('What a lovely time.\n**Emotion detected:** Joyful.'));
    const res = await analyze(alice, { journalText: 'Fun day at the beach' });
    expect(res.json.emotion).toBe('happy');
    expect(res.json.analysis).toBe('What a lovely time.\n\nEmotion detected: happy');
  });

  it('classifies the text itself when the model names no emotion', async () => {
    setModelOverride(answeringModel('That sounds really hard. Be gentle with yourself tonight.'));
    const res = await analyze(alice, { journalText: SAD_TEXT });
    expect(res.status).toBe(200);
    expect(res.json.emotion).toBe('sad');
    expect(res.json.analysis).toBe('That sounds really hard. Be gentle with yourself tonight.\n\nEmotion detected: sad');
  });

  it('classifies the text when the model names a word that is no mood', async () => {
    setModelOverride(answeringModel('Interesting entry.\nEmotion detected: purple'));
    const res = await analyze(alice, { journalText: ANGRY_TEXT });
    expect(res.json.emotion).toBe('angry');
    expect(emotionLines(res.json.analysis)).toEqual(['Emotion detected: angry']);
  });

  it('writes the offline analysis when the model answers nothing', async () => {
    setModelOverride(answeringModel(''));
    const res = await analyze(alice, { journalText: SAD_TEXT });
    expect(res.status).toBe(200);
    expect(res.json.analysis).toMatch(/One thing to try/);
    expect(res.json.analysis.endsWith('Emotion detected: sad')).toBe(true);
  });

  it('answers 503 with a message when the model fails, and saves nothing', async () => {
    const u = await createTestUser();
    const saved = await call(createRoute.POST, { headers: u.auth, body: { mood: 'sad', text: SAD_TEXT } });
    expect(saved.status).toBe(201);
    setModelOverride(failingModel());
    const res = await analyze(u, { journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('Our AI assistant is temporarily unavailable. Please try again shortly.');
    const rows = await db.select().from(journalEntry).where(eq(journalEntry.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].analysis).toBeNull();
  });

  it('still answers a crisis text with resources when the model fails', async () => {
    setModelOverride(failingModel());
    const res = await analyze(alice, { journalText: 'I have been thinking about suicide a lot.' });
    expect(res.status).toBe(200);
    expect(res.json.analysis.startsWith(CRISIS_NOTE)).toBe(true);
    expect(res.json.analysis).toMatch(/Emotion detected: (happy|sad|angry|relaxed|neutral)$/);
  });

  it('leads a model analysis with the crisis note too', async () => {
    setModelOverride(answeringModel('I hear how much pain you are in.\nEmotion detected: sad'));
    const res = await analyze(alice, { journalText: 'I want to hurt myself tonight.' });
    expect(res.json.analysis).toBe(`${CRISIS_NOTE}\n\nI hear how much pain you are in.\n\nEmotion detected: sad`);
  });
});
