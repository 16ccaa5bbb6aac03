// The learned offline mood classifier: a logistic head over sentence embeddings blended with naive
// Bayes over stemmed, negation-marked words (and, if training found it useful, the lexicon). The
// heads are trained by scripts/train-mood.ts. Without the encoder it uses the no-encoder blend
// chosen in training, which may be the lexicon classifier alone.
import { classifyMood } from '@/lib/ai/offline/classifier';
import { embed } from '@/lib/ml/encoder';
import { MOOD_VALUES, type Mood } from '@/lib/moods';
import { argmax, blend, lexiconProbabilities, type EnsembleWeights } from './ensemble';
import type { MoodHeads } from './heads';
import { logisticLogits, softmax } from './logistic';
import { naiveBayesScores, type NaiveBayesModel } from './naive-bayes';
import { moodTokens } from './tokens';
import headsJson from './model/mood-heads.json';

export type LearnedMood = {
  mood: Mood;
  probabilities: Record<Mood, number>;
  /** 'lexicon' when only the hand-written lexicon decided (no usable learned head). */
  source: 'learned' | 'lexicon';
};

const heads = headsJson as unknown as MoodHeads;

type Loaded = { nb: NaiveBayesModel; classOrder: number[] };
let loaded: Loaded | undefined;

function load(): Loaded {
  if (loaded) return loaded;
  const logLikelihood: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  heads.naiveBayes.vocabulary.forEach((t, i) => (logLikelihood[t] = heads.naiveBayes.logLikelihood[i]));
  // Heads store classes in their own order; map it onto MOOD_VALUES in case that list is reordered.
  const classOrder = MOOD_VALUES.map((m) => heads.moods.indexOf(m));
  if (classOrder.some((i) => i < 0)) throw new Error('mood-heads.json does not cover every mood; retrain with scripts/train-mood.ts');
  loaded = { nb: { logPrior: heads.naiveBayes.logPrior, logLikelihood }, classOrder };
  return loaded;
}

function toRecord(probs: number[], classOrder: number[]): Record<Mood, number> {
  return Object.fromEntries(MOOD_VALUES.map((m, i) => [m, probs[classOrder[i]]])) as Record<Mood, number>;
}

function lexiconOnly(text: string): LearnedMood {
  const r = classifyMood(text);
  const probs = lexiconProbabilities(MOOD_VALUES.map((m) => r.scores[m]));
  return { mood: r.mood, probabilities: Object.fromEntries(MOOD_VALUES.map((m, i) => [m, probs[i]])) as Record<Mood, number>, source: 'lexicon' };
}

function classifyOne(text: string, embedding: number[] | null): LearnedMood {
  const weights: EnsembleWeights = embedding ? heads.ensemble : heads.fallback;
  if (weights.naiveBayes === 0 && (!embedding || weights.logistic === 0)) return lexiconOnly(text);
  const { nb, classOrder } = load();
  const nbScores = naiveBayesScores(nb, moodTokens(text, heads.tokens), heads.naiveBayes.binary);
  const logistic = embedding
    ? softmax(
        logisticLogits(
          heads.logistic,
          embedding.map((x) => x * heads.logistic.inputScale),
        ),
      )
    : null;
  let lexicon = heads.moods.map(() => 0);
  if (weights.lexicon > 0) {
    const scores = classifyMood(text).scores;
    lexicon = lexiconProbabilities(heads.moods.map((m) => scores[m]));
  }
  const probs = blend(weights, nbScores, logistic, lexicon);
  return { mood: heads.moods[argmax(probs)], probabilities: toRecord(probs, classOrder), source: 'learned' };
}

// Larger encoder batches are no faster on the CPU backend but hold far more memory (about
// 1 GB of RSS for 350 entries at once against under 300 MB in batches of 16).
const EMBED_BATCH = 16;

async function embedOrNull(texts: string[]): Promise<Array<number[] | null>> {
  const out: Array<number[] | null> = [];
  try {
    for (let i = 0; i < texts.length; i += EMBED_BATCH) {
      const vectors = await embed(texts.slice(i, i + EMBED_BATCH));
      if (!vectors) return texts.map(() => null);
      out.push(...vectors);
    }
    return out;
  } catch (e) {
    // An encoder that loaded but fails on some input should cost accuracy, not the request.
    console.error('[mood] embedding failed; classifying without the encoder:', e instanceof Error ? e.message : e);
    return texts.map(() => null);
  }
}

const EMPTY: LearnedMood = {
  mood: 'neutral',
  probabilities: Object.fromEntries(MOOD_VALUES.map((m) => [m, m === 'neutral' ? 1 : 0])) as Record<Mood, number>,
  source: 'lexicon',
};

/** Classifies many entries, sharing encoder calls between them. */
export async function classifyMoodsLearned(texts: string[]): Promise<LearnedMood[]> {
  const filled = texts.flatMap((t, i) => (t.trim() ? [i] : []));
  const vectors = await embedOrNull(filled.map((i) => texts[i]));
  const out: LearnedMood[] = texts.map(() => ({ ...EMPTY, probabilities: { ...EMPTY.probabilities } }));
  filled.forEach((i, k) => (out[i] = classifyOne(texts[i], vectors[k])));
  return out;
}

export async function classifyMoodLearned(text: string): Promise<LearnedMood> {
  return (await classifyMoodsLearned([text]))[0];
}
