// The crisis head's small network: how text-head.ts reads it, and how train.ts fits it.
import { describe, expect, it } from 'vitest';
import { countTokens, naiveBayesScores, smoothedLogLikelihood, trainNaiveBayes } from '@/lib/mood/naive-bayes';
import { fitEnsemble, fitMlp } from '@/lib/safety/train';
import { embeddingProbability, hiddenLayer, SAFETY_HEAD } from '@/lib/safety/text-head';

describe('the stored head', () => {
  it('is one tanh layer over the 512-number embedding', () => {
    const hidden = SAFETY_HEAD.embedding.hidden!;
    expect(SAFETY_HEAD.version).toBe(3);
    expect(hidden.weights.length).toBe(SAFETY_HEAD.embedding.weights.length);
    expect(hidden.weights.every((row) => row.length === 512)).toBe(true);
    expect(() => embeddingProbability(new Array(100).fill(0))).toThrow(/512-d/);
  });
});

describe('the stored naive Bayes counts', () => {
  it('keeps words from two or more training texts, with the denominator of every word seen', () => {
    const { vocabulary, counts, totals, vocabularySize } = SAFETY_HEAD.naiveBayes;
    expect(counts).toHaveLength(vocabulary.length);
    expect(counts.every(([calm, crisis]) => Number.isInteger(calm) && Number.isInteger(crisis) && calm + crisis >= 2)).toBe(true);
    expect(vocabularySize).toBeGreaterThan(vocabulary.length);
    expect(totals[1]).toBeGreaterThanOrEqual(Math.max(...counts.map((c) => c[1])));
  });

  it('smooths counts exactly as a trained table does', () => {
    const docs = [
      ['pill', 'stash'],
      ['pill', 'vitamin'],
      ['walk', 'dog'],
      ['stash', 'tonight'],
    ];
    const labels = [1, 0, 0, 1];
    const trained = trainNaiveBayes(docs, labels, 2, { alpha: 0.5, binary: true, uniformPrior: true });
    const c = countTokens(docs, labels, 2, true);
    expect(c.vocabularySize).toBe(6);
    for (const [w, n] of Object.entries(c.counts)) expect(smoothedLogLikelihood(n, c.totals, c.vocabularySize, 0.5)).toEqual(trained.logLikelihood[w]);
    const model = { logPrior: trained.logPrior, logLikelihood: trained.logLikelihood };
    const [calm, crisis] = naiveBayesScores(model, ['pill', 'stash'], true);
    expect(crisis).toBeGreaterThan(calm);
  });
});

describe('reading a network head', () => {
  const net = {
    bias: -1,
    weights: [2, -3],
    hidden: {
      bias: [0, 0.5],
      weights: [
        [1, 0],
        [0, -1],
      ],
    },
  };
  it('applies tanh(Wx + b), then a sigmoid of the output layer', () => {
    const [a, b] = hiddenLayer([0.2, 0.4], net.hidden);
    expect(a).toBeCloseTo(Math.tanh(0.2), 12);
    expect(b).toBeCloseTo(Math.tanh(0.5 - 0.4), 12);
    const z = -1 + 2 * Math.tanh(0.2) - 3 * Math.tanh(0.1);
    expect(embeddingProbability([0.2, 0.4], net)).toBeCloseTo(1 / (1 + Math.exp(-z)), 12);
  });
  it('still reads a logistic head (no hidden layer)', () => {
    expect(embeddingProbability([1, 1], { bias: 0, weights: [1, -1] })).toBe(0.5);
  });
});

describe('fitting the network', () => {
  // Two classes that no single straight cut separates (the sign of x times y): logistic regression
  // cannot learn it, one hidden layer can.
  const points: number[][] = [];
  for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) points.push([i / 10 - 0.95, j / 10 - 0.95]);
  const labels = points.map(([a, b]) => (a * b > 0 ? 1 : 0));
  const opts = { hidden: 8, epochs: 200, learningRate: 0.02, l2: 0, batch: 32, seed: 7 };

  it('learns a boundary a straight line cannot draw', () => {
    const net = fitMlp(points, labels, opts);
    const right = points.filter((p, i) => embeddingProbability(p, net) >= 0.5 === (labels[i] === 1)).length;
    expect(right / points.length).toBeGreaterThan(0.95);
  });

  it('gives the same weights on every run, and others for another seed', () => {
    const small = { ...opts, epochs: 5 };
    expect(fitMlp(points, labels, small)).toEqual(fitMlp(points, labels, small));
    expect(fitMlp(points, labels, { ...small, seed: 8 })).not.toEqual(fitMlp(points, labels, small));
  });

  it('averages the logits of networks from consecutive seeds, stored as one wider layer', () => {
    const small = { ...opts, epochs: 5 };
    const nets = [7, 8, 9].map((seed) => fitMlp(points, labels, { ...small, seed }));
    const merged = fitEnsemble(points, labels, small, 3);
    expect(merged.hidden!.weights.length).toBe(3 * small.hidden);
    const logit = (p: number) => Math.log(p / (1 - p));
    for (const p of [points[0], points[57], points[399]]) {
      const mean = nets.reduce((sum, n) => sum + logit(embeddingProbability(p, n)), 0) / 3;
      expect(embeddingProbability(p, merged)).toBeCloseTo(1 / (1 + Math.exp(-mean)), 10);
    }
  });
});
