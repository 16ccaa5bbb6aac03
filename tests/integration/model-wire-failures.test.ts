import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as analyzeRoute from '@/app/api/ai/analyze/route';
import * as createRoute from '@/app/api/journal/route';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import { crisisNote, resourcesFor } from '@/lib/safety';
import { call } from '../helpers/http';
import { cut, empty, failure, hang, invalidJson, rateLimited, reply } from '../helpers/fake-openai';
import { scopedEnv, withFakeOpenAI } from '../helpers/fake-model-env';
import { createTestUser, type TestUser } from '../helpers/users';

// What a user sees when the model server misbehaves, through the real provider over HTTP: always
// a 503 with Retry-After (never a 500 or a hung request), nothing they wrote lost, and someone in
// crisis answered with the resources whatever the server does.

const fake = withFakeOpenAI();
const setEnv = scopedEnv();
let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser({ name: 'Alice' });
});

const analyze = (body: unknown, u: TestUser = alice) => call(analyzeRoute.POST, { headers: u.auth, body });
const UNAVAILABLE = 'Our AI assistant is temporarily unavailable. Please try again shortly.';
const SAD_TEXT = 'I miss her so much. I cried all evening and the flat feels empty and lonely without her.';
const CRISIS_TEXT = 'I have been thinking about suicide a lot.';
const GOOD = { analysis: 'That sounds like a heavy evening.', emotion: 'sad', crisisLevel: 'none' };

describe('upstream 429', () => {
  it("answers 503 with the provider's Retry-After after one retry, and the saved entry is untouched", async () => {
    const u = await createTestUser();
    const saved = await call(createRoute.POST, { headers: u.auth, body: { mood: 'sad', text: SAD_TEXT } });
    expect(saved.status).toBe(201);

    fake().script(rateLimited(1), rateLimited(1));
    const res = await analyze({ journalText: SAD_TEXT }, u);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ message: UNAVAILABLE, code: expect.any(String) });
    // The provider's wait (1 s), not our default of 10.
    expect(res.headers.get('retry-after')).toBe('1');
    // The SDK retried once (honouring retry-after), then gave up.
    expect(fake().chatRequests()).toHaveLength(2);

    const rows = await db.select().from(journalEntry).where(eq(journalEntry.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text: SAD_TEXT, mood: 'sad', analysis: null });
  });

  it('answers the analysis when the retry succeeds', async () => {
    fake().script(rateLimited(1), reply(GOOD));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(200);
    expect(res.json.analysis).toBe('That sounds like a heavy evening.\n\nEmotion detected: sad');
    expect(fake().chatRequests()).toHaveLength(2);
  });
});

describe('upstream 500', () => {
  it('is retried once, then answers 503 with our default Retry-After', async () => {
    fake().setDefault(failure(500));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(fake().chatRequests()).toHaveLength(2);
  });
});

describe('timeout (AI_TIMEOUT_MS)', () => {
  it('answers 503 when the server never answers, without a second call', async () => {
    setEnv({ AI_TIMEOUT_MS: '300' });
    fake().script(hang());
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(UNAVAILABLE);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(fake().chatRequests()).toHaveLength(1);
  });

  it('answers 503 when the answer is slower than the timeout', async () => {
    setEnv({ AI_TIMEOUT_MS: '300' });
    fake().setDefault(reply(GOOD, { delayMs: 5_000 }));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(503);
  });

  it('waits for a slow answer within the timeout', async () => {
    fake().script(reply(GOOD, { delayMs: 200 }));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(200);
    expect(res.json.emotion).toBe('sad');
  });
});

describe('malformed or empty output: one more try, then 503', () => {
  it.each([
    ['an empty message', () => empty()],
    ['a body that is not JSON', () => invalidJson()],
    ['half an object (cut off)', () => reply('{"analysis": "You sound tired and', { usage: null })],
    ['an object with an empty analysis', () => reply({ analysis: ' ', emotion: 'sad', crisisLevel: 'none' })],
  ])('%s twice: exactly two calls, then 503', async (_name, bad) => {
    fake().script(bad(), bad());
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(UNAVAILABLE);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(fake().chatRequests()).toHaveLength(2);
  });

  it.each([
    ['an empty message', () => empty()],
    ['a body that is not JSON', () => invalidJson()],
  ])('%s once, then a good answer: 200 after exactly two calls', async (_name, bad) => {
    fake().script(bad(), reply(GOOD));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(200);
    expect(res.json.analysis).toBe('That sounds like a heavy evening.\n\nEmotion detected: sad');
    expect(fake().chatRequests()).toHaveLength(2);
  });

  it('does not retry the retry: garbled, then a 429, is a 503 after two calls', async () => {
    fake().script(invalidJson(), rateLimited(5), reply(GOOD));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(fake().chatRequests()).toHaveLength(2);
    expect(fake().pending()).toBe(1);
  });
});

describe('a connection dropped half way through the answer', () => {
  it("is the SDK's transport retry, not a second one of ours: two calls, then 503", async () => {
    fake().script(cut(GOOD, 3), cut(GOOD, 3), reply(GOOD));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.status).toBe(503);
    expect(fake().chatRequests()).toHaveLength(2);
    expect(fake().pending()).toBe(1);
  });
});

describe('a crisis text when the model fails', () => {
  it.each([
    ['a 429', () => fake().setDefault(rateLimited(1))],
    ['a 500', () => fake().setDefault(failure(500))],
    ['a hang past the timeout', () => (setEnv({ AI_TIMEOUT_MS: '300' }), fake().setDefault(hang()))],
    ['garbage twice', () => fake().setDefault(invalidJson())],
  ])('still gets the safe answer with the resources after %s', async (_name, arrange) => {
    arrange();
    const res = await call(analyzeRoute.POST, { headers: { ...alice.auth, 'accept-language': 'en-US' }, body: { journalText: CRISIS_TEXT } });
    expect(res.status).toBe(200);
    expect(res.json.crisis.level).toMatch(/^(concern|high|imminent)$/);
    expect(res.json.crisis.resources).toMatchObject({ region: 'US', phone: '988' });
    expect(res.json.analysis.startsWith(crisisNote(res.json.crisis.level, resourcesFor('en-US')))).toBe(true);
    expect(res.json.analysis).toMatch(/Emotion detected: (sad|angry)$/);
    expect(res.json.offline).toBe(true);
    // The model was tried: the safe answer is the fallback, not a way around it.
    expect(fake().chatRequests().length).toBeGreaterThanOrEqual(1);
  });
});
