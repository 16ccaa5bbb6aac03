// Fits the logistic-regression head over sentence embeddings and picks the thresholds detect.ts
// uses. Everything is deterministic (zero init, full-batch gradient descent, fixed epochs, fixed
// folds, rounded output) so re-running `npx tsx scripts/train-safety.ts` on the same corpus
// reproduces model/safety-head.json byte for byte.
import { embed } from '@/lib/ml/encoder';
import { loadCorpus, type CorpusSample } from './corpus';
import { analyseGrammar } from './grammar';

export const TRAINING = { epochs: 1000, learningRate: 4, l2: 0.001, folds: 5, falseAlarmBudget: 0.04 } as const;

export type SafetyHeadModel = {
  version: 1;
  about: string;
  dims: number;
  bias: number;
  weights: number[];
  /** Embedding probability needed with no grammar hit: to raise 'concern', to raise 'high', and to raise 'concern' despite a grammar look-alike. */
  thresholds: { concern: number; high: number; lookalike: number };
  training: typeof TRAINING & { samples: number; crisis: number; crossValidated: { recall: number; falseAlarms: number } };
};

const round = (x: number, digits = 6) => (x === 0 ? 0 : Number(x.toPrecision(digits)));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function dot(w: number[], x: number[]): number {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i] * x[i];
  return s;
}

/** Plain L2-regularised logistic regression, zero init, full batch; classes weighted to balance. */
export function fitLogistic(x: number[][], y: number[], opts: { epochs: number; learningRate: number; l2: number }) {
  const d = x[0]?.length ?? 0;
  const w = new Array<number>(d).fill(0);
  let b = 0;
  const pos = y.filter((v) => v === 1).length;
  const neg = y.length - pos;
  const cw = y.map((v) => (v === 1 ? y.length / (2 * Math.max(1, pos)) : y.length / (2 * Math.max(1, neg))));
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const gw = new Array<number>(d).fill(0);
    let gb = 0;
    for (let i = 0; i < x.length; i++) {
      const err = (sigmoid(dot(w, x[i]) + b) - y[i]) * cw[i];
      const xi = x[i];
      for (let j = 0; j < d; j++) gw[j] += err * xi[j];
      gb += err;
    }
    for (let j = 0; j < d; j++) w[j] -= opts.learningRate * (gw[j] / x.length + opts.l2 * w[j]);
    b -= (opts.learningRate * gb) / x.length;
  }
  return { weights: w, bias: b };
}

export function predict(model: { weights: number[]; bias: number }, x: number[]): number {
  return sigmoid(dot(model.weights, x) + model.bias);
}

/**
 * One text per call: batching pads to the longest text, which is slower and changes the last bits
 * of the vectors, and training must see exactly what detect.ts sees at run time.
 */
export async function embedOneByOne(texts: string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (const t of texts) {
    const v = await embed([t]);
    if (!v) throw new Error('the sentence encoder is unavailable, so the safety head cannot be trained');
    out.push(v[0]);
  }
  return out;
}

/** Fold of each sample: round-robin within each category, so every fold sees every kind of text. */
export function foldsFor(samples: Array<{ category: string }>, k: number): number[] {
  const seen = new Map<string, number>();
  return samples.map((s) => {
    const n = seen.get(s.category) ?? 0;
    seen.set(s.category, n + 1);
    return n % k;
  });
}

export function outOfFoldProbabilities(x: number[][], y: number[], folds: number[], k: number): number[] {
  const out = new Array<number>(x.length).fill(0);
  for (let f = 0; f < k; f++) {
    const idx = x.map((_, i) => i).filter((i) => folds[i] !== f);
    const model = fitLogistic(idx.map((i) => x[i]), idx.map((i) => y[i]), TRAINING);
    x.forEach((xi, i) => {
      if (folds[i] === f) out[i] = predict(model, xi);
    });
  }
  return out;
}

type Scored = { p: number; crisis: boolean; lookalike: boolean; gated: boolean };

/**
 * Thresholds for the embedding on its own, from out-of-fold probabilities on train: the pair
 * (plain, look-alike) that catches the most crisis texts while raising at most `budget` of the
 * non-crisis texts. Judged on all of train rather than on what the grammar missed, because the
 * grammar was written against train and misses almost nothing there - unlike on unseen text.
 */
export function chooseThresholds(scored: Scored[], budget: number) {
  const grid: number[] = [];
  for (let t = 0.3; t <= 0.995; t += 0.005) grid.push(round(t, 3));
  const negatives = scored.filter((s) => !s.crisis).length;
  const allowed = Math.floor(budget * negatives);
  let best = { concern: 0.995, lookalike: 0.995, caught: -1 };
  for (const tc of grid) {
    for (const tl of grid) {
      if (tl < tc) continue;
      let caught = 0;
      let fp = 0;
      for (const s of scored) {
        if (s.gated || s.p < (s.lookalike ? tl : tc)) continue;
        if (s.crisis) caught++;
        else fp++;
      }
      // on ties keep the stricter pair found first (lower thresholds come first in the grid, so only strictly better wins)
      if (fp <= allowed && caught > best.caught) best = { concern: tc, lookalike: tl, caught };
    }
  }
  // 'high' from the embedding alone only above every non-crisis training text.
  const maxNegative = Math.max(0, ...scored.filter((s) => !s.crisis && !s.gated).map((s) => s.p));
  const high = round(Math.min(0.995, Math.max(best.concern, Math.ceil((maxNegative + 0.0001) * 200) / 200)), 3);
  return { concern: best.concern, lookalike: best.lookalike, high };
}

/** Trains on the corpus "train" split and returns the head as JSON text (what scripts/train-safety.ts writes). */
export async function trainSafetyHeadJson(samples: CorpusSample[] = loadCorpus()): Promise<string> {
  const train = samples.filter((s) => s.split === 'train');
  const x = await embedOneByOne(train.map((s) => s.text));
  const y = train.map((s) => (s.crisis ? 1 : 0));
  const folds = foldsFor(train, TRAINING.folds);
  const oof = outOfFoldProbabilities(x, y, folds, TRAINING.folds);
  const grammar = train.map((s) => analyseGrammar(s.text));
  const scored: Scored[] = train.map((s, i) => ({ p: oof[i], crisis: s.crisis, lookalike: grammar[i].lookalikes.length > 0, gated: !grammar[i].riskWords }));
  const thresholds = chooseThresholds(scored, TRAINING.falseAlarmBudget);
  const flagged = scored.map((s, i) => grammar[i].level !== 'none' || (!s.gated && s.p >= (s.lookalike ? thresholds.lookalike : thresholds.concern)));
  const tp = flagged.filter((f, i) => f && train[i].crisis).length;
  const fp = flagged.filter((f, i) => f && !train[i].crisis).length;
  const model = fitLogistic(x, y, TRAINING);
  const head: SafetyHeadModel = {
    version: 1,
    about: 'Logistic regression (crisis vs not) over Universal Sentence Encoder lite embeddings, trained on the train split of tests/fixtures/safety-texts.json by lib/safety/train.ts. Regenerate with: npx tsx scripts/train-safety.ts',
    dims: x[0].length,
    bias: round(model.bias),
    weights: model.weights.map((w) => round(w)),
    thresholds,
    training: {
      ...TRAINING,
      samples: train.length,
      crisis: y.filter((v) => v === 1).length,
      crossValidated: { recall: round(tp / Math.max(1, y.filter((v) => v === 1).length), 4), falseAlarms: round(fp / Math.max(1, y.filter((v) => v === 0).length), 4) },
    },
  };
  return `${JSON.stringify(head, null, 2)}\n`;
}
