// The shape of lib/mood/model/mood-heads.json: everything the run-time classifier needs, and a
// record of how it was chosen. Tables are arrays (not token-keyed objects) so TypeScript does not
// infer a type with thousands of properties when the JSON is imported.
import type { Mood } from '@/lib/moods';
import type { EnsembleWeights } from './ensemble';
import type { TokenOptions } from './tokens';

export type MoodHeads = {
  version: number;
  moods: Mood[];
  tokens: TokenOptions;
  naiveBayes: {
    alpha: number;
    binary: boolean;
    logPrior: number[];
    vocabulary: string[];
    /** logLikelihood[i][c] = log P(vocabulary[i] | moods[c]). */
    logLikelihood: number[][];
  };
  logistic: {
    l2: number;
    /** Embeddings are unit vectors; scaling them keeps gradient steps well-sized. */
    inputScale: number;
    weights: number[][];
    bias: number[];
  };
  /** Used when the sentence encoder is available. */
  ensemble: EnsembleWeights;
  /** Used without the encoder; naiveBayes 0 means the lexicon alone is the better choice. */
  fallback: EnsembleWeights;
  /** Cross-validated accuracies behind the choices above (training data only). */
  crossValidation: Record<string, number>;
  trainedOn: Record<string, Record<string, number>>;
};
