import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as analyzeRoute from '@/app/api/ai/analyze/route';
import * as statusRoute from '@/app/api/ai/status/route';
import * as createRoute from '@/app/api/journal/route';
import { setModelOverride } from '@/lib/ai/provider';
import { crisisNote, resourcesFor, type CrisisLevel } from '@/lib/safety';
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

const analyze = (u: TestUser, body: unknown, headers: Record<string, string> = {}) => call(analyzeRoute.POST, { headers: { ...u.auth, ...headers }, body });
/** The resources note an answer at `level` starts with, for a reader without a known region. */
const noteFor = (level: CrisisLevel, acceptLanguage: string | null = null) => crisisNote(level, resourcesFor(acceptLanguage));
/** A model answering in the structured shape the analysis asks for. */
const structured = (o: { analysis: string; emotion: string; crisisLevel: string }) => answeringModel(JSON.stringify(o));
const emotionLines = (analysis: string) => analysis.split('\n').filter((l) => /emotion detected/i.test(l));

const ANGRY_TEXT = 'My landlord kept the whole deposit for no reason and hung up on me. I am furious and fed up.';
const SAD_TEXT = 'I miss her so much. I cried all evening and the flat feels empty and lonely without her.';

describe('GET /api/ai/status', () => {
  it('says only that the AI is offline without a model', async () => {
    setModelOverride(null);
    const res = await call(statusRoute.GET);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ online: false, offline: true });
  });

  it('says only that the AI is online when a model is configured, never which one', async () => {
    setModelOverride(answeringModel('x'));
    const res = await call(statusRoute.GET);
    expect(res.json).toEqual({ online: true, offline: false });
    expect(res.text).not.toMatch(/mock-journal-model|openai|provider|model/i);
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

  it("leads with the crisis note when the text signals a crisis, with the helplines of the reader's region", async () => {
    const text = 'Everything is too much and I keep thinking about ending my life.';
    const res = await analyze(alice, { journalText: text }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.json.crisis.level).toMatch(/^(high|imminent)$/);
    expect(res.json.crisis.resources).toMatchObject({ region: 'US', phone: '988' });
    expect(res.json.analysis.startsWith(noteFor(res.json.crisis.level, 'en-US'))).toBe(true);
    expect(res.json.analysis).toContain('988');
    expect(emotionLines(res.json.analysis)).toHaveLength(1);
    // Written for someone in pain: nothing celebratory, never a happy or relaxed reading.
    expect(res.json.emotion).toMatch(/^(sad|angry)$/);
    expect(res.json.analysis).not.toMatch(/real lift|bright|worth keeping close/i);

    const uk = await analyze(alice, { journalText: text }, { 'accept-language': 'en-GB' });
    expect(uk.json.crisis.resources).toMatchObject({ region: 'GB', phone: '116 123', name: 'Samaritans' });
    expect(uk.json.analysis).toContain('116 123');
    const elsewhere = await analyze(alice, { journalText: text }, { 'accept-language': 'de-DE' });
    expect(elsewhere.json.analysis).toContain('findahelpline.com');
  });

  it('reads a crisis told without any crisis word, and a look-alike as an ordinary entry', async () => {
    const res = await analyze(alice, { journalText: "counted what's left in the bottle. enough i think. sunday." });
    expect(res.json.crisis).not.toBeNull();
    expect(res.json.emotion).not.toMatch(/happy|relaxed/);
    const lookalike = await analyze(alice, { journalText: 'This deadline is killing me, but the killer workout after work helped.' });
    expect(lookalike.status).toBe(200);
    expect(lookalike.json.crisis).toBeNull();
    expect(lookalike.json.analysis).not.toContain('findahelpline');
  });

  it('reads an entry that names no feeling with the learned classifier', async () => {
    const res = await analyze(alice, { journalText: 'Landlord kept the whole deposit for a scuff we photographed on move-in day.' });
    expect(res.json.emotion).toBe('angry');
    expect(res.json.analysis).toContain('Landlord kept the whole deposit');
    expect(res.json.analysis.endsWith('Emotion detected: angry')).toBe(true);
    const grief = await analyze(alice, { journalText: "Sorted mum's recipe cards today. Her handwriting on every one." });
    expect(grief.json.emotion).toBe('sad');
  });

  // Below the crisis bar, but not sure it is calm: never read as a good day (lib/safety/detect.ts
  // DOUBT_PROBABILITY). Without the guard the learned classifier reads this entry as happy. (With
  // "Nothing left to sort" added, the eighteenth head was sure enough to raise it to concern; the
  // forty-fifth reads "Lovely day." in its place at 0.690, its concern bar. The forty-sixth scores this
  // entry 0.616, over the doubt bar of 0.45 and under concern, 0.68; the fifty-first, 0.612 against 0.45 and 0.7; the
  // fifty-second, 0.612 against 0.5 and 0.695; the fifty-third, 0.607 against 0.45 and 0.695; the
  // fifty-fourth, 0.617 against 0.5 and 0.685.)
  it('never calls a doubtful entry happy or relaxed, without showing helplines', async () => {
    const text = 'Good day. Paid off my last bill, cancelled the gym and the phone contract. I feel so free.';
    const res = await analyze(alice, { journalText: text });
    expect(res.status).toBe(200);
    expect(res.json.crisis).toBeNull();
    expect(res.json.emotion).toBe('neutral');
    expect(res.json.analysis.endsWith('Emotion detected: neutral')).toBe(true);
    expect(res.json.analysis).not.toMatch(/real lift|bright/);
    // The writer's own choice of mood still stands.
    const chosen = await analyze(alice, { journalText: text, mood: 'happy' });
    expect(chosen.json.emotion).toBe('happy');
    // A model that celebrates it is not trusted either.
    setModelOverride(structured({ analysis: 'There is a real lift in this entry!', emotion: 'happy', crisisLevel: 'none' }));
    const viaModel = await analyze(alice, { journalText: text });
    expect(viaModel.json.emotion).toBe('neutral');
    expect(viaModel.json.analysis).not.toMatch(/real lift/);
  });

  it('speaks to the mood the user chose, and mentions a different reading gently', async () => {
    const res = await analyze(alice, { journalText: 'Landlord kept the whole deposit for a scuff we photographed on move-in day.', mood: 'relaxed' });
    expect(res.status).toBe(200);
    expect(res.json.emotion).toBe('relaxed');
    expect(res.json.analysis.endsWith('Emotion detected: relaxed')).toBe(true);
    expect(res.json.analysis).toMatch(/You marked this entry as relaxed/);
    expect(res.json.analysis).toMatch(/a little frustration in it too/);
    expect((await analyze(alice, { journalText: 'hello there', mood: 'ecstatic' })).status).toBe(400);
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
      expect(res.json.analysis.startsWith(noteFor(res.json.crisis.level))).toBe(true);
      expect(res.json.offline).toBe(true);
    }
    expect(model.doGenerateCalls).toHaveLength(1);
    expect((await analyze(u, { journalText: 'an ordinary day' })).status).toBe(429);
  });
});

describe('POST /api/ai/analyze, with a model', () => {
  it('asks for a structured answer and builds the Emotion detected line from it', async () => {
    const model = structured({ analysis: 'You sound proud and light today.', emotion: 'happy', crisisLevel: 'none' });
    setModelOverride(model);
    const res = await analyze(alice, { journalText: 'I passed my exam!' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ analysis: 'You sound proud and light today.\n\nEmotion detected: happy', emotion: 'happy', offline: false, crisis: null });
    // The model was asked for JSON (emotion, analysis, crisis level) and saw the entry.
    const call0 = model.doGenerateCalls[0];
    expect(call0.responseFormat).toMatchObject({ type: 'json' });
    const system = call0.prompt.find((m) => m.role === 'system');
    expect(system && typeof system.content === 'string' ? system.content : '').toMatch(/crisisLevel/);
    expect(JSON.stringify(call0.prompt)).toContain('I passed my exam!');
  });

  it('keeps a free-text answer (a model that cannot do structured output) and its Emotion detected line', async () => {
    setModelOverride(answeringModel('You sound proud and light today.\n\nEmotion detected: happy'));
    const res = await analyze(alice, { journalText: 'I passed my exam!' });
    expect(res.json).toMatchObject({ analysis: 'You sound proud and light today.\n\nEmotion detected: happy', emotion: 'happy', offline: false });
  });

  it('never passes a model that calls a crisis text happy: resources first, a safe body, never happy', async () => {
    setModelOverride(
      structured({ analysis: 'There is a real lift in this entry! Whatever made today bright is worth keeping close.', emotion: 'happy', crisisLevel: 'none' }),
    );
    const res = await analyze(alice, { journalText: 'gave my guitar to my brother and wrote the letters. tonight is the night.' });
    expect(res.status).toBe(200);
    expect(res.json.crisis?.level).toBe('imminent');
    expect(res.json.analysis.startsWith(noteFor('imminent'))).toBe(true);
    expect(res.json.emotion).toBe('sad');
    expect(res.json.analysis).not.toMatch(/real lift|bright/);
    expect(res.json.analysis.endsWith('Emotion detected: sad')).toBe(true);
  });

  it('takes the higher crisis level when the model sees more than the offline detector', async () => {
    setModelOverride(structured({ analysis: 'That sounds so heavy.', emotion: 'sad', crisisLevel: 'high' }));
    const res = await analyze(alice, { journalText: 'Wrote my sister a long letter today and sorted who gets the records.' });
    expect(res.json.crisis?.level).toBe('high');
    expect(res.json.analysis.startsWith(noteFor('high'))).toBe(true);
    expect(res.json.analysis).toContain('That sounds so heavy.');
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

  it('asks once more when the model answers nothing, then answers 503', async () => {
    const model = answeringModel('');
    setModelOverride(model);
    const res = await analyze(alice, { journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(model.doGenerateCalls).toHaveLength(2);
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
    expect(res.json.analysis.startsWith(noteFor(res.json.crisis.level))).toBe(true);
    expect(res.json.analysis).toMatch(/Emotion detected: (sad|angry)$/);
  });

  it('leads a model analysis with the crisis note too', async () => {
    setModelOverride(answeringModel('I hear how much pain you are in.\nEmotion detected: sad'));
    const res = await analyze(alice, { journalText: 'I want to hurt myself tonight.' });
    expect(res.json.analysis).toBe(`${noteFor(res.json.crisis.level)}\n\nI hear how much pain you are in.\n\nEmotion detected: sad`);
  });
});
