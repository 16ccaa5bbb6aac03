// How the heads' outputs become one probability per mood. Shared by training (cross-validation
// scores candidate settings with exactly this code) and the run-time classifier.
import { softmax } from './logistic';

export type EnsembleWeights = {
  /** Share given to each head; they sum to 1 so the blend is still a probability. */
  logistic: number;
  naiveBayes: number;
  lexicon: number;
  /** Naive Bayes log-likelihoods are overconfident (words are not independent); dividing by
   *  this before the softmax makes its probabilities comparable with the other heads'. */
  naiveBayesTemperature: number;
};

/** The lexicon's evidence per mood as shares of the total (it always gives neutral a base). */
export function lexiconProbabilities(scores: number[]): number[] {
  const sum = scores.reduce((a, b) => a + Math.max(0, b), 0);
  return sum > 0 ? scores.map((s) => Math.max(0, s) / sum) : scores.map(() => 1 / scores.length);
}

/** Blends the heads; a head given as null (encoder unavailable) has its share spread over the rest. */
export function blend(weights: EnsembleWeights, nbScores: number[], logisticProbs: number[] | null, lexiconProbs: number[]): number[] {
  const nb = softmax(nbScores.map((s) => s / weights.naiveBayesTemperature));
  const parts: Array<[number, number[]]> = [
    [weights.naiveBayes, nb],
    [weights.lexicon, lexiconProbs],
  ];
  if (logisticProbs) parts.push([weights.logistic, logisticProbs]);
  const total = parts.reduce((a, [w]) => a + w, 0);
  return nb.map((_, c) => (total > 0 ? parts.reduce((a, [w, p]) => a + w * p[c], 0) / total : nb[c]));
}

export function argmax(values: number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}
