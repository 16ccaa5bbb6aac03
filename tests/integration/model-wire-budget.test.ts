import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as analyzeRoute from '@/app/api/ai/analyze/route';
import { db } from '@/lib/db/client';
import { aiUsage } from '@/lib/db/schema';
import { estimateTokens, tokensThisMonth } from '@/lib/services/ai-usage';
import { call } from '../helpers/http';
import { reply } from '../helpers/fake-openai';
import { scopedEnv, withFakeOpenAI } from '../helpers/fake-model-env';
import { createTestUser, type TestUser } from '../helpers/users';

// The token budgets of analysis, counted from what the model server reports over the wire (or
// estimated when it reports nothing): a per-user daily budget (429 past it, crisis texts still
// answered) and a site-wide monthly ceiling (past it the offline analysis answers, labelled).

const fake = withFakeOpenAI();
const setEnv = scopedEnv();

const analyze = (u: TestUser, journalText: string) => call(analyzeRoute.POST, { headers: u.auth, body: { journalText } });
const usageOf = async (u: TestUser) => (await db.select().from(aiUsage).where(eq(aiUsage.userId, u.id)))[0] ?? null;

const GOOD = { analysis: 'That sounds like a heavy evening.', emotion: 'sad', crisisLevel: 'none' };
const SAD_TEXT = 'I miss her so much. I cried all evening and the flat feels empty and lonely without her.';

describe('daily token budget (AI_DAILY_TOKEN_LIMIT)', () => {
  it('counts the tokens the server reports, then answers 429 with the reset time without calling the model', async () => {
    setEnv({ AI_DAILY_TOKEN_LIMIT: '100' });
    const u = await createTestUser();
    fake().setDefault(reply(GOOD, { usage: { prompt_tokens: 80, completion_tokens: 40 } }));

    const first = await analyze(u, SAD_TEXT);
    expect(first.status).toBe(200);
    expect(await usageOf(u)).toMatchObject({ tokens: 120, requests: 1 });

    const second = await analyze(u, SAD_TEXT);
    expect(second.status).toBe(429);
    expect(second.json.message).toMatch(/^You have used today's AI allowance\. It resets at 00:00 UTC \(in .+\)\.$/);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fake().chatRequests()).toHaveLength(1);
    expect(await usageOf(u)).toMatchObject({ tokens: 120, requests: 1 });
  });

  it('still answers a crisis text past the budget, offline, with the resources', async () => {
    setEnv({ AI_DAILY_TOKEN_LIMIT: '100' });
    const u = await createTestUser();
    fake().setDefault(reply(GOOD, { usage: { prompt_tokens: 150, completion_tokens: 10 } }));
    expect((await analyze(u, SAD_TEXT)).status).toBe(200);

    const res = await analyze(u, 'I have been thinking about suicide a lot.');
    expect(res.status).toBe(200);
    expect(res.json.offline).toBe(true);
    expect(res.json.crisis.level).toMatch(/^(concern|high|imminent)$/);
    expect(res.json.analysis).toContain('findahelpline.com');
    expect(fake().chatRequests()).toHaveLength(1);
  });

  it('each user has their own budget, and admins have none', async () => {
    setEnv({ AI_DAILY_TOKEN_LIMIT: '100' });
    fake().setDefault(reply(GOOD, { usage: { prompt_tokens: 100, completion_tokens: 50 } }));
    const spent = await createTestUser();
    expect((await analyze(spent, SAD_TEXT)).status).toBe(200);
    expect((await analyze(spent, SAD_TEXT)).status).toBe(429);
    const other = await createTestUser();
    expect((await analyze(other, SAD_TEXT)).status).toBe(200);
    const admin = await createTestUser({ role: 'admin' });
    for (let i = 0; i < 3; i++) expect((await analyze(admin, SAD_TEXT)).status).toBe(200);
    expect(await usageOf(admin)).toMatchObject({ tokens: 450, requests: 3 });
  });

  it('estimates the tokens (four characters a token) when the server reports no usage', async () => {
    const u = await createTestUser();
    fake().script(reply(GOOD, { usage: null }));
    expect((await analyze(u, SAD_TEXT)).status).toBe(200);
    const [req] = fake().chatRequests();
    const [system, user] = req.body.messages as Array<{ role: string; content: string }>;
    expect(system.role).toBe('system');
    const expected = estimateTokens(`${system.content}\n${user.content}`, JSON.stringify(GOOD));
    expect(expected).toBeGreaterThan(100);
    expect(await usageOf(u)).toMatchObject({ tokens: expected, requests: 1 });
  });

  it('counts both calls when a garbled answer is asked for again', async () => {
    const u = await createTestUser();
    fake().script(
      reply('{"analysis": "cut off', { usage: { prompt_tokens: 70, completion_tokens: 5 } }),
      reply(GOOD, { usage: { prompt_tokens: 70, completion_tokens: 20 } }),
    );
    expect((await analyze(u, SAD_TEXT)).status).toBe(200);
    expect(await usageOf(u)).toMatchObject({ tokens: 165, requests: 2 });
  });
});

describe('monthly ceiling (AI_MONTHLY_TOKEN_LIMIT)', () => {
  it('answers with the offline analysis, labelled offline, once the site has spent it', async () => {
    const u = await createTestUser();
    fake().setDefault(reply(GOOD, { usage: { prompt_tokens: 40, completion_tokens: 10 } }));
    expect((await analyze(u, SAD_TEXT)).json.offline).toBe(false);
    // The ceiling is everyone's: reached by what this file has spent so far.
    setEnv({ AI_MONTHLY_TOKEN_LIMIT: String(await tokensThisMonth()) });

    const someoneElse = await createTestUser();
    const res = await analyze(someoneElse, SAD_TEXT);
    expect(res.status).toBe(200);
    expect(res.json.offline).toBe(true);
    expect(res.json.emotion).toBe('sad');
    expect(res.json.analysis.endsWith('Emotion detected: sad')).toBe(true);
    expect(res.json.analysis).not.toContain(GOOD.analysis);
    expect(fake().chatRequests()).toHaveLength(1);
    expect(await usageOf(someoneElse)).toBeNull();

    // Raised again, the model answers.
    setEnv({ AI_MONTHLY_TOKEN_LIMIT: '0' });
    expect((await analyze(someoneElse, SAD_TEXT)).json.offline).toBe(false);
  });
});
