// Softmax regression over sentence embeddings. Training is full-batch gradient descent with
// momentum from a zero start, a fixed step and a fixed number of epochs: no randomness, so the
// same data always gives the same weights.
export type LogisticModel = {
  /** weights[c][j]: weight of input feature j for class c. */
  weights: number[][];
  bias: number[];
};

export type LogisticOptions = {
  l2: number;
  epochs: number;
  learningRate: number;
  /** Weight each class by the inverse of its frequency so rarer moods are not drowned out. */
  balanced: boolean;
};

export function softmax(logits: number[]): number[] {
  const max = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function logisticLogits(model: LogisticModel, x: number[]): number[] {
  return model.weights.map((w, c) => {
    let z = model.bias[c];
    for (let j = 0; j < w.length; j++) z += w[j] * x[j];
    return z;
  });
}

export function trainLogistic(xs: number[][], labels: number[], classes: number, options: LogisticOptions): LogisticModel {
  const n = xs.length;
  const d = xs[0]?.length ?? 0;
  const counts = new Array<number>(classes).fill(0);
  for (const y of labels) counts[y]++;
  const sampleWeight = labels.map((y) => (options.balanced ? n / (classes * counts[y]) : 1));
  const weightSum = sampleWeight.reduce((a, b) => a + b, 0);
  const W = Array.from({ length: classes }, () => new Float64Array(d));
  const b = new Float64Array(classes);
  const vW = Array.from({ length: classes }, () => new Float64Array(d));
  const vb = new Float64Array(classes);
  const momentum = 0.9;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const gW = Array.from({ length: classes }, () => new Float64Array(d));
    const gb = new Float64Array(classes);
    for (let i = 0; i < n; i++) {
      const x = xs[i];
      const logits = new Array<number>(classes);
      for (let c = 0; c < classes; c++) {
        let z = b[c];
        const w = W[c];
        for (let j = 0; j < d; j++) z += w[j] * x[j];
        logits[c] = z;
      }
      const p = softmax(logits);
      for (let c = 0; c < classes; c++) {
        const g = (sampleWeight[i] * (p[c] - (labels[i] === c ? 1 : 0))) / weightSum;
        if (g === 0) continue;
        gb[c] += g;
        const gw = gW[c];
        for (let j = 0; j < d; j++) gw[j] += g * x[j];
      }
    }
    for (let c = 0; c < classes; c++) {
      for (let j = 0; j < d; j++) {
        vW[c][j] = momentum * vW[c][j] - options.learningRate * (gW[c][j] + options.l2 * W[c][j]);
        W[c][j] += vW[c][j];
      }
      vb[c] = momentum * vb[c] - options.learningRate * gb[c];
      b[c] += vb[c];
    }
  }
  return { weights: W.map((w) => Array.from(w)), bias: Array.from(b) };
}
