import 'server-only';
import { createHash } from 'node:crypto';
import { aiStatus, modelEndpoint, type AiStatus } from '@/lib/ai/provider';

// GET /api/ai/status tells visitors whether a model writes the answers or the offline provider
// does. A key in the environment is not enough to say "online": the server behind it may be down,
// asleep (a laptop running Ollama) or refusing the key. So the configured server is asked for its
// model list (GET {baseURL}/models: cheap, no tokens, answered by OpenAI, Ollama, vLLM, LM Studio
// and llama.cpp alike) with a short timeout, and the answer is kept for a minute per process: the
// journal asks on every visit, and the model server should not see a request for each. Nothing
// about the server (URL, model name, error) reaches the answer.

export const STATUS_TTL_MS = 60_000;
export const STATUS_TIMEOUT_MS = 2_000;

type Entry = { key: string; at: number; online: Promise<boolean> };
const globalForStatus = globalThis as unknown as { __moodAiStatus?: Entry };

async function answers(baseURL: string, apiKey: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseURL}/models`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
      cache: 'no-store',
    });
    await res.body?.cancel();
    return res.ok;
  } catch (e) {
    console.warn('[ai] status check: the model server did not answer:', e instanceof Error ? e.message : e);
    return false;
  }
}

/**
 * Whether the configured model server answers, checked at most once a minute per process (and per
 * configuration, so a changed OPENAI_BASE_URL or key is checked afresh). Concurrent requests share
 * one check. Without a key the answer is offline at once; a test's mock model is online.
 */
export async function checkAiStatus(now = Date.now()): Promise<AiStatus> {
  const configured = aiStatus();
  const endpoint = modelEndpoint();
  if (!configured.online || !endpoint) return configured;
  // The key is part of what is checked (a revoked key answers 401), kept only as a hash.
  const key = createHash('sha256').update(`${endpoint.baseURL}\n${endpoint.apiKey}`).digest('hex');
  let entry = globalForStatus.__moodAiStatus;
  if (!entry || entry.key !== key || now - entry.at >= STATUS_TTL_MS || now < entry.at) {
    entry = { key, at: now, online: answers(endpoint.baseURL, endpoint.apiKey) };
    globalForStatus.__moodAiStatus = entry;
  }
  const online = await entry.online;
  return { online, offline: !online };
}

/** Forgets the cached answer (tests, or after changing the configuration in-process). */
export function resetAiStatusCache(): void {
  globalForStatus.__moodAiStatus = undefined;
}
