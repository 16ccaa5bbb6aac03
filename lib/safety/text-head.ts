// The learned half of the crisis detector: a small neural head over sentence embeddings blended with
// naive Bayes over stemmed, negation-marked words and word pairs (the same features the mood
// classifier counts). The embedding carries meaning across wordings; the words carry the concrete
// cues (pills, overpass, beneficiary, sleeves) that a small embedding head blurs. Trained by
// train.ts into model/safety-head.json, imported statically so a Next.js server bundle has it.
import { naiveBayesScores, smoothedLogLikelihood, type NaiveBayesModel } from '@/lib/mood/naive-bayes';
import { moodTokens } from '@/lib/mood/tokens';
import head from './model/safety-head.json';

export type SafetyHead = {
  version: 2 | 3;
  /**
   * Over the sentence embedding: logistic regression (version 2), or with `hidden` one tanh layer
   * first (version 3), whose output weights and bias are then `weights` and `bias`.
   */
  embedding: { bias: number; weights: number[]; hidden?: { bias: number[]; weights: number[][] } };
  /**
   * Naive Bayes kept as whole-number counts per class (calm, crisis) for the words seen in two or more
   * training texts, with the totals and vocabulary size the smoothing divides by: the log-likelihoods
   * are computed at load, exactly as training computed them, in a third of the bytes.
   */
  naiveBayes: { vocabulary: string[]; counts: number[][]; totals: number[]; vocabularySize: number; alpha: number; logPrior: number[] };
  /** Share of the naive Bayes probability in the blend, and the temperature that softens it. */
  blend: { naiveBayes: number; temperature: number };
  /** Discount on a window's probability against the whole text's (detect.ts); 1 or more reads no windows. */
  windowMargin?: number;
  /** Blended probability needed with no grammar hit: for 'concern', for 'concern' despite a grammar look-alike, and for 'high'. */
  thresholds: { concern: number; lookalike: number; high: number };
  /** The same for naive Bayes alone, used when the sentence encoder is unavailable. */
  fallbackThresholds: { concern: number; lookalike: number; high: number };
};

export const SAFETY_HEAD = head as unknown as SafetyHead;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function embeddingProbability(embedding: readonly number[], model: SafetyHead['embedding'] = SAFETY_HEAD.embedding): number {
  const inputs = model.hidden ? model.hidden.weights[0].length : model.weights.length;
  if (embedding.length !== inputs) throw new Error(`expected a ${inputs}-d embedding, got ${embedding.length}`);
  const features = model.hidden ? hiddenLayer(embedding, model.hidden) : embedding;
  let z = model.bias;
  for (let i = 0; i < features.length; i++) z += model.weights[i] * features[i];
  return sigmoid(z);
}

/** tanh(W x + b): the hidden layer of a version 3 head. */
export function hiddenLayer(x: readonly number[], layer: { bias: readonly number[]; weights: readonly (readonly number[])[] }): number[] {
  return layer.weights.map((row, k) => {
    let z = layer.bias[k];
    for (let j = 0; j < x.length; j++) z += row[j] * x[j];
    return Math.tanh(z);
  });
}

let nbModel: NaiveBayesModel | undefined;

function naiveBayesModel(): NaiveBayesModel {
  if (nbModel) return nbModel;
  const logLikelihood: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  const { vocabulary, counts, totals, vocabularySize, alpha, logPrior } = SAFETY_HEAD.naiveBayes;
  vocabulary.forEach((t, i) => (logLikelihood[t] = smoothedLogLikelihood(counts[i], totals, vocabularySize, alpha)));
  nbModel = { logPrior, logLikelihood };
  return nbModel;
}

export const SAFETY_TOKENS = { bigrams: true } as const;

/** Naive Bayes probability of crisis (class 1), softened by `temperature`. */
export function naiveBayesProbability(text: string, temperature = SAFETY_HEAD.blend.temperature, model: NaiveBayesModel = naiveBayesModel()): number {
  const [calm, crisis] = naiveBayesScores(model, moodTokens(text, SAFETY_TOKENS), true);
  return sigmoid((crisis - calm) / temperature);
}

/** The blended probability that a text is crisis language; without the encoder, naive Bayes alone. */
export function crisisProbability(text: string, embedding: readonly number[] | null, model: SafetyHead = SAFETY_HEAD): number {
  const nb = naiveBayesProbability(text, model.blend.temperature);
  if (!embedding) return nb;
  const w = model.blend.naiveBayes;
  return w * nb + (1 - w) * embeddingProbability(embedding, model.embedding);
}
