// The logistic-regression head over sentence embeddings (trained by train.ts, stored as JSON so
// a Next.js server bundle can import it statically).
import head from './model/safety-head.json';

export type SafetyHead = {
  dims: number;
  bias: number;
  weights: number[];
  thresholds: { concern: number; high: number; lookalike: number };
};

export const SAFETY_HEAD: SafetyHead = head;

/** Probability that an embedded text is crisis language (0 to 1). */
export function crisisProbability(embedding: readonly number[], model: SafetyHead = SAFETY_HEAD): number {
  if (embedding.length !== model.weights.length) throw new Error(`expected a ${model.weights.length}-d embedding, got ${embedding.length}`);
  let z = model.bias;
  for (let i = 0; i < embedding.length; i++) z += model.weights[i] * embedding[i];
  return 1 / (1 + Math.exp(-z));
}
