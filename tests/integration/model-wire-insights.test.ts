import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as tipsRoute from '@/app/api/insights/tips/route';
import { EMOTION_TIPS } from '@/lib/ai/insights';
import { db } from '@/lib/db/client';
import { aiUsage, journalEntry } from '@/lib/db/schema';
import type { Mood } from '@/lib/moods';
import { call } from '../helpers/http';
import { empty, failure, hang, invalidJson, rateLimited, reply } from '../helpers/fake-openai';
import { scopedEnv, withFakeOpenAI } from '../helpers/fake-model-env';
import { createTestUser, type TestUser } from '../helpers/users';

// Weekly insights through the real provider over HTTP: asked for as a json_schema, read from
// prose when the model cannot do that, the curated wording whenever the model fails or the token
// budget is spent (never a 503 or 429: the card is a nicety), and every call's tokens counted.

const fake = withFakeOpenAI();
const setEnv = scopedEnv();

const tips = (u: TestUser) => call(tipsRoute.GET, { headers: u.auth });
const usageOf = async (u: TestUser) => (await db.select().from(aiUsage).where(eq(aiUsage.userId, u.id)))[0] ?? null;
const MODEL_TIPS = { motivation: 'Keep shining this week.', emotionTip: 'Write down three good moments each night.' };

async function userWith(mood: Mood) {
  const u = await createTestUser();
  await db.insert(journalEntry).values({ userId: u.id, mood, text: `${mood} entry`, createdAt: new Date(Date.now() - 86_400_000) });
  return u;
}

describe('insights over the wire', () => {
  it('asks for a json_schema of motivation and tip, uses the object, and counts its tokens', async () => {
    const u = await userWith('happy');
    fake().script(reply(MODEL_TIPS, { usage: { prompt_tokens: 60, completion_tokens: 25 } }));
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...MODEL_TIPS, topEmotion: 'happy', entryCount: 1 });
    const [req] = fake().chatRequests();
    expect(req.jsonSchema).toBe(true);
    expect(Object.keys(req.body.response_format.json_schema.schema.properties)).toEqual(['motivation', 'emotionTip']);
    expect(JSON.stringify(req.body.messages)).toContain('Most frequent mood: happy');
    expect(await usageOf(u)).toMatchObject({ tokens: 85, requests: 1 });
  });

  it('reads the JSON from the prose of a model without structured output', async () => {
    const u = await userWith('relaxed');
    fake().script(reply(`Sure! Here you go:\n\`\`\`json\n${JSON.stringify(MODEL_TIPS)}\n\`\`\``));
    expect((await tips(u)).json).toMatchObject(MODEL_TIPS);
  });

  it.each([
    ['prose without JSON', () => reply('You are doing great, keep going!')],
    ['the wrong JSON', () => reply({ tip: 'x' })],
    ['an empty message', () => empty()],
    ['a body that is not JSON', () => invalidJson()],
    ['a 429', () => rateLimited(1)],
    ['a 500', () => failure(500)],
  ])('falls back to the curated wording after %s, never an error', async (_name, bad) => {
    const u = await userWith('angry');
    fake().setDefault(bad());
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(res.json.topEmotion).toBe('angry');
    expect(EMOTION_TIPS.angry).toContain(res.json.emotionTip);
    expect(fake().chatRequests().length).toBeGreaterThanOrEqual(1);
  });

  it('falls back to the curated wording when the server hangs past AI_TIMEOUT_MS', async () => {
    setEnv({ AI_TIMEOUT_MS: '300' });
    const u = await userWith('sad');
    fake().script(hang());
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(EMOTION_TIPS.sad).toContain(res.json.emotionTip);
  });

  it('estimates the tokens when the server reports no usage', async () => {
    const u = await userWith('happy');
    fake().script(reply(MODEL_TIPS, { usage: null }));
    expect((await tips(u)).json).toMatchObject(MODEL_TIPS);
    expect((await usageOf(u))?.tokens).toBeGreaterThan(50);
  });

  it('answers with the curated wording, without calling the model, past the daily token budget', async () => {
    setEnv({ AI_DAILY_TOKEN_LIMIT: '100' });
    const u = await userWith('happy');
    fake().setDefault(reply(MODEL_TIPS, { usage: { prompt_tokens: 90, completion_tokens: 30 } }));
    expect((await tips(u)).json).toMatchObject(MODEL_TIPS);
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(EMOTION_TIPS.happy).toContain(res.json.emotionTip);
    expect(fake().chatRequests()).toHaveLength(1);
  });

  it('answers with the curated wording past the monthly ceiling', async () => {
    setEnv({ AI_MONTHLY_TOKEN_LIMIT: '1' });
    const u = await userWith('neutral');
    const res = await tips(u);
    expect(res.status).toBe(200);
    expect(EMOTION_TIPS.neutral).toContain(res.json.emotionTip);
    expect(fake().chatRequests()).toHaveLength(0);
  });
});
