import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setModelOverride } from '@/lib/ai/provider';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

// Integration tests that reach the fake OpenAI server through the real provider: the app reads
// OPENAI_API_KEY and OPENAI_BASE_URL on every call (lib/env.ts), so setting them is all it takes.

export const FAKE_KEY = 'sk-test-fake-key';
export const FAKE_MODEL = 'gpt-4o-mini';

/** Sets environment variables for one test and puts every one back (or removes it) afterwards. */
export function scopedEnv() {
  const saved = new Map<string, string | undefined>();
  afterEach(() => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    saved.clear();
  });
  return (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (!saved.has(k)) saved.set(k, process.env[k]);
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

/**
 * Starts one fake server for the file and points the app at it for every test; each test starts
 * with an empty script, no recorded requests and the default reply. `fake()` is the server.
 */
export function withFakeOpenAI(): () => FakeOpenAI {
  let server: FakeOpenAI | undefined;
  const saved: Record<string, string | undefined> = {};
  const vars = { OPENAI_API_KEY: FAKE_KEY, AI_MODEL: FAKE_MODEL };
  beforeAll(async () => {
    server = await startFakeOpenAI();
    for (const k of [...Object.keys(vars), 'OPENAI_BASE_URL']) saved[k] = process.env[k];
    Object.assign(process.env, vars, { OPENAI_BASE_URL: server.url });
    // No test model: the environment decides, so the real @ai-sdk/openai provider is used.
    setModelOverride(undefined);
  });
  beforeEach(() => server?.reset());
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the fake OpenAI server starts in beforeAll');
    return server;
  };
}
