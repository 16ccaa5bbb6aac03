import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import { serverEnv } from '@/lib/env';

/** GET /api/ai/status: whether a model answers, and nothing about which (the model is not public). */
export type AiStatus = { online: boolean; offline: boolean };

type Selected = { kind: 'model'; model: LanguageModel; name: string } | { kind: 'offline' };

const globalForAi = globalThis as unknown as { __moodAiOverride?: LanguageModel | null };

/**
 * Tests hand in a mock model (MockLanguageModelV3 from 'ai/test'); `null` forces the offline
 * provider; `undefined` goes back to the environment's choice.
 */
export function setModelOverride(model: LanguageModel | null | undefined) {
  globalForAi.__moodAiOverride = model;
}

/**
 * OPENAI_API_KEY selects the OpenAI provider (OPENAI_BASE_URL for any OpenAI-compatible server,
 * AI_MODEL for the model); without a key every feature uses the offline provider.
 */
export function selectModel(source?: Record<string, string | undefined>): Selected {
  const env = serverEnv(source);
  const override = globalForAi.__moodAiOverride;
  if (override === null) return { kind: 'offline' };
  if (override) return { kind: 'model', model: override, name: typeof override === 'string' ? override : override.modelId };
  if (!env.OPENAI_API_KEY) return { kind: 'offline' };
  const name = env.AI_MODEL;
  const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined });
  // The Chat Completions API is the one OpenAI-compatible servers (Ollama, vLLM, llama.cpp) speak.
  return { kind: 'model', model: openai.chat(name), name };
}

/** Where the configured OpenAI-compatible server is, for the status check; null with a test model or offline. */
export function modelEndpoint(source?: Record<string, string | undefined>): { baseURL: string; apiKey: string } | null {
  const env = serverEnv(source);
  if (globalForAi.__moodAiOverride !== undefined || !env.OPENAI_API_KEY) return null;
  return { baseURL: (env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''), apiKey: env.OPENAI_API_KEY };
}

/** From the configuration alone: whether a model is set up (lib/services/ai-status.ts checks it answers). */
export function aiStatus(): AiStatus {
  const online = selectModel().kind === 'model';
  return { online, offline: !online };
}
