// Multinomial naive Bayes over the feature tokens. Written here rather than taken from
// wink-naive-bayes-text-classifier so the trained head is a plain, diffable JSON table and the
// probabilities (not only the winning label) are available to the ensemble.
export type NaiveBayesModel = {
  /** Log prior per class, in the order of the class list the model was trained with. */
  logPrior: number[];
  /** Log P(token | class) per class for every token seen in training. */
  logLikelihood: Record<string, number[]>;
};

export type NaiveBayesOptions = {
  /** Additive (Laplace) smoothing. */
  alpha: number;
  /** Count each token once per text; repetition says little about mood in short entries. */
  binary: boolean;
  /** Use equal priors, so a class that is common in training is not favoured for that alone. */
  uniformPrior: boolean;
};

function docCounts(tokens: string[], binary: boolean): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, binary ? 1 : (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Per-class token counts: what a naive Bayes table is computed from, in whole numbers. */
export type NaiveBayesCounts = {
  /** Count per class for every token seen in training, tokens sorted. */
  counts: Record<string, number[]>;
  /** All counted tokens per class, and the number of distinct tokens: the smoothing's denominator. */
  totals: number[];
  vocabularySize: number;
  docsPerClass: number[];
};

export function countTokens(docs: string[][], labels: number[], classes: number, binary: boolean): NaiveBayesCounts {
  const perClass = Array.from({ length: classes }, () => new Map<string, number>());
  const totals = new Array<number>(classes).fill(0);
  const docsPerClass = new Array<number>(classes).fill(0);
  const vocab = new Set<string>();
  docs.forEach((tokens, i) => {
    const c = labels[i];
    docsPerClass[c]++;
    for (const [t, n] of docCounts(tokens, binary)) {
      perClass[c].set(t, (perClass[c].get(t) ?? 0) + n);
      totals[c] += n;
      vocab.add(t);
    }
  });
  // Sorted so the exported table (and its bytes) do not depend on the order texts were read.
  const counts: Record<string, number[]> = {};
  for (const t of [...vocab].sort()) counts[t] = perClass.map((m) => m.get(t) ?? 0);
  return { counts, totals, vocabularySize: vocab.size, docsPerClass };
}

/** Log P(token | class) with additive smoothing, from a token's counts per class. */
export function smoothedLogLikelihood(counts: readonly number[], totals: readonly number[], vocabularySize: number, alpha: number): number[] {
  return counts.map((n, c) => Math.log((n + alpha) / (totals[c] + alpha * vocabularySize)));
}

export function trainNaiveBayes(docs: string[][], labels: number[], classes: number, options: NaiveBayesOptions): NaiveBayesModel {
  const { counts, totals, vocabularySize, docsPerClass } = countTokens(docs, labels, classes, options.binary);
  const logLikelihood: Record<string, number[]> = {};
  for (const [t, n] of Object.entries(counts)) logLikelihood[t] = smoothedLogLikelihood(n, totals, vocabularySize, options.alpha);
  const logPrior = docsPerClass.map((n) => (options.uniformPrior ? -Math.log(classes) : Math.log(n / docs.length)));
  return { logPrior, logLikelihood };
}

/** Joint log-likelihood per class; tokens never seen in training are skipped. */
export function naiveBayesScores(model: NaiveBayesModel, tokens: string[], binary: boolean): number[] {
  const scores = [...model.logPrior];
  for (const [t, n] of docCounts(tokens, binary)) {
    const row = model.logLikelihood[t];
    if (!row) continue;
    for (let c = 0; c < scores.length; c++) scores[c] += n * row[c];
  }
  return scores;
}
