// Crisis detection for journal entries and chat messages. The grammar always runs and decides
// the level and categories of what it recognises; the learned head (text-head.ts: sentence
// embedding blended with naive Bayes over words) catches crisis texts worded in ways the grammar
// has no rule for. A look-alike the grammar recognised (an idiom, medical routine, news, a denial)
// raises the bar the learned head has to clear (a denial that names an ordinary state instead, to
// the 'high' bar), and a text with no risk vocabulary (lexicon.ts) is never raised by it alone. Without the encoder, naive Bayes stands alone.
import { embed } from '@/lib/ml/encoder';
import type { CrisisCategory } from './categories';
import { crisisProbability, SAFETY_HEAD } from './text-head';
import { analyseGrammar, type GrammarResult } from './grammar';
import { RISK_VOCABULARY } from './lexicon';
import { normalize } from './normalize';
import type { CrisisLevel } from './levels';

export type CrisisSource = 'grammar' | 'learned';
export type CrisisSignal = {
  level: CrisisLevel;
  categories: CrisisCategory[];
  source: CrisisSource[];
  /** Below 'concern', but the learned head is not sure it is calm: the reading must not celebrate. */
  doubt?: boolean;
};

// The learned head's probability from which a text left below 'concern' is still read with doubt:
// no helplines, but never called a happy or relaxed day. Picked on the learned head's out-of-fold
// probabilities over the training rows (never a final split), by a rule fixed first: the lowest bar,
// in steps of 0.05, that reads at most 10% of the ordinary happy or relaxed diary entries as neutral.
// With the fifty-fourth head, 0.5 reads 37 of 494 such ordinary entries as neutral (7.5%; 0.45: 52, over 10%).
// The twenty-fifth, thirty-ninth, forty-third, forty-fifth, forty-eighth to fiftieth and fifty-second heads gave 0.5 as
// this one by the same rule; the twenty-second to twenty-fourth, the twenty-sixth to thirty-eighth, the fortieth to
// forty-second, the forty-fourth, the forty-sixth, the forty-seventh, the fifty-first and the fifty-third, 0.45.
export const DOUBT_PROBABILITY = 0.5;

const NONE: CrisisSignal = { level: 'none', categories: [], source: [] };

function fromGrammar(g: GrammarResult): CrisisSignal {
  return g.level === 'none' ? { ...NONE } : { level: g.level, categories: g.categories, source: ['grammar'] };
}

const MIN_WORDS_WITHOUT_RISK_VOCABULARY = 8;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Combines a grammar reading with the learned head's probability; `withEncoder` says whether the
 * probability includes the embedding (its thresholds differ from naive Bayes alone).
 */
export function combineSignals(g: GrammarResult, probability: number | null, withEncoder = true): CrisisSignal {
  const signal = fromGrammar(g);
  if (probability === null) return signal;
  const sayable = g.riskWords || wordCount(g.normalized) >= MIN_WORDS_WITHOUT_RISK_VOCABULARY;
  if (withEncoder && sayable && probability >= DOUBT_PROBABILITY) signal.doubt = true;
  const { concern, high, lookalike } = withEncoder ? SAFETY_HEAD.thresholds : SAFETY_HEAD.fallbackThresholds;
  const vetoed = g.lookalikes.length > 0;
  if (signal.level !== 'none') {
    if (probability >= concern) signal.source.push('learned');
    return signal;
  }
  // A short text with no risk vocabulary ("again", "please keep this message") is never raised by
  // the learned head alone: on a few words its probability says more about the words' rarity.
  if (!sayable || probability < (vetoed ? lookalike : concern)) return signal;
  // A denial with an ordinary state named instead ("not suicidal, just exhausted") is read by the
  // head as the crisis words it denies; only a reading as sure as 'high' may still raise it.
  // The same after a recovery told from a well present ("I'm 30 now, married, happy. it gets better").
  if ((g.denied || g.recovered) && probability < high) return signal;
  return { level: probability >= high && !vetoed ? 'high' : 'concern', categories: [], source: ['learned'] };
}

/** Grammar only, for callers that cannot await. Catches the clear cases; prefer detectCrisis. */
export function detectCrisisSync(text: string): CrisisSignal {
  if (!text.trim()) return { ...NONE };
  return fromGrammar(analyseGrammar(text));
}

// A long entry can carry the risk in one line ("...the dog needs walking. the 14th. decided. then
// dinner..."), which the whole-text embedding averages away. So entries of three or more sentences
// are also read a window at a time (each sentence with the next), and the riskiest reading counts.
// Only windows that use risk vocabulary are read: the rest cannot raise an alarm on their own
// anyway (see combineSignals), and skipping them keeps a long entry to a few encoder calls.
const MIN_SENTENCES_FOR_WINDOWS = 3;
const MAX_WINDOWS = 16;
const MIN_WINDOW_WORDS = 3;

/** The windows of a long text worth scoring on their own: sentence pairs that use risk vocabulary. */
export function riskWindows(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => wordCount(s) >= MIN_WINDOW_WORDS);
  if (sentences.length < MIN_SENTENCES_FOR_WINDOWS) return [];
  const windows: string[] = [];
  for (let i = 0; i < sentences.length && windows.length < MAX_WINDOWS; i++) {
    const w = sentences.slice(i, i + 2).join(' ');
    if (RISK_VOCABULARY.test(normalize(w))) windows.push(w);
  }
  return windows;
}

/**
 * The learned head's probability for one text: the whole text, or its riskiest window (less the
 * head's window margin, chosen in training on this same reading) when that is higher. Null when the encoder is unavailable (callers fall back to naive Bayes on the whole text).
 */
export async function textProbability(text: string): Promise<number | null> {
  const v = await embed([text]);
  if (!v) return null;
  let p = crisisProbability(text, v[0]);
  const margin = SAFETY_HEAD.windowMargin ?? 0;
  if (margin >= 1) return p;
  for (const w of riskWindows(text)) {
    const wv = await embed([w]);
    if (!wv) return null;
    p = Math.max(p, crisisProbability(w, wv[0]) - margin);
  }
  return p;
}

async function probabilities(texts: string[]): Promise<{ probs: Array<number | null>; withEncoder: boolean }> {
  const probs: Array<number | null> = [];
  let withEncoder = true;
  // One text per call, like training: batching pads to the longest text and shifts the last bits.
  for (const t of texts) {
    if (!t.trim()) {
      probs.push(null);
      continue;
    }
    const p = withEncoder ? await textProbability(t) : null;
    if (p === null) withEncoder = false;
    probs.push(p ?? crisisProbability(t, null));
  }
  // Mixed readings (the encoder failed part-way) are judged by the stricter naive Bayes rules.
  if (!withEncoder) return { probs: texts.map((t) => (t.trim() ? crisisProbability(t, null) : null)), withEncoder };
  return { probs, withEncoder };
}

export async function detectCrisis(text: string): Promise<CrisisSignal> {
  return (await detectCrisisMany([text]))[0];
}

/** One signal per text, in order (for insights over a week of entries). */
export async function detectCrisisMany(texts: readonly string[]): Promise<CrisisSignal[]> {
  const grammar = texts.map((t) => (t.trim() ? analyseGrammar(t) : null));
  let read: { probs: Array<number | null>; withEncoder: boolean };
  try {
    read = await probabilities([...texts]);
  } catch (e) {
    // The grammar result stands on its own; a fault in the learned head must never hide it.
    console.error('[safety] learned head failed; using the grammar alone:', e instanceof Error ? e.message : e);
    read = { probs: texts.map(() => null), withEncoder: false };
  }
  return grammar.map((g, i) => (g ? combineSignals(g, read.probs[i], read.withEncoder) : { ...NONE }));
}
