import { afterEach, describe, expect, it } from 'vitest';
import * as statusRoute from '@/app/api/ai/status/route';
import { checkAiStatus, resetAiStatusCache, STATUS_TTL_MS } from '@/lib/services/ai-status';
import { call } from '../helpers/http';
import { failure, hang, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai';
import { scopedEnv } from '../helpers/fake-model-env';

// GET /api/ai/status says whether the configured model server answers: a GET {baseURL}/models
// with the key, kept for a minute, and nothing about which server or model it is.

const setEnv = scopedEnv();
const servers: FakeOpenAI[] = [];

afterEach(async () => {
  resetAiStatusCache();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function configured(model = 'secret-model-name') {
  const fake = await startFakeOpenAI({ model });
  servers.push(fake);
  setEnv({ OPENAI_API_KEY: 'sk-status-key', OPENAI_BASE_URL: fake.url, AI_MODEL: model });
  return fake;
}
const modelsRequests = (fake: FakeOpenAI) => fake.requests.filter((r) => r.path === '/v1/models');
const status = () => call(statusRoute.GET);

describe('GET /api/ai/status', () => {
  it('is offline without a key, and asks no server', async () => {
    const fake = await startFakeOpenAI();
    servers.push(fake);
    setEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: fake.url });
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ online: false, offline: true });
    expect(fake.requests).toHaveLength(0);
  });

  it('is online when the server answers its model list, asked with the key, and names neither server nor model', async () => {
    const fake = await configured();
    const res = await status();
    expect(res.json).toEqual({ online: true, offline: false });
    expect(res.text).not.toMatch(/secret-model-name|127\.0\.0\.1|openai|model|provider/i);
    const [req] = modelsRequests(fake);
    expect(req).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(req.headers.authorization).toBe('Bearer sk-status-key');
    // No tokens spent on a status check.
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('keeps the answer for a minute: one check for many visitors, then a fresh one', async () => {
    const fake = await configured();
    const now = Date.now();
    const answers = await Promise.all([checkAiStatus(now), checkAiStatus(now), checkAiStatus(now + 1000)]);
    expect(answers).toEqual(Array(3).fill({ online: true, offline: false }));
    expect(modelsRequests(fake)).toHaveLength(1);

    // The server goes away: still the kept answer within the minute, offline once it is checked again.
    await fake.close();
    expect(await checkAiStatus(now + STATUS_TTL_MS - 1)).toEqual({ online: true, offline: false });
    expect(await checkAiStatus(now + STATUS_TTL_MS)).toEqual({ online: false, offline: true });
  });

  it('is offline when the configured server is closed', async () => {
    const fake = await configured();
    await fake.close();
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ online: false, offline: true });
    expect(res.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|secret-model-name/);
  });

  it.each([
    ['refuses the key (401)', () => failure(401, 'Incorrect API key provided')],
    ['fails (500)', () => failure(500)],
    ['does not answer within the check timeout', () => hang()],
  ])('is offline when the server %s', async (_name, behaviour) => {
    const fake = await configured();
    fake.script({ ...behaviour(), when: { endpoint: 'models' } });
    expect((await status()).json).toEqual({ online: false, offline: true });
    expect(modelsRequests(fake)).toHaveLength(1);
  });

  it('checks afresh when the configuration changes', async () => {
    const first = await configured();
    expect((await status()).json.online).toBe(true);
    await first.close();
    const second = await configured();
    expect((await status()).json.online).toBe(true);
    expect(modelsRequests(second)).toHaveLength(1);
  });
});
