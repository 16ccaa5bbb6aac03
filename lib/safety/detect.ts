// Crisis detection for journal entries and chat messages. The grammar always runs and decides
// the level and categories; the sentence-embedding head, when the encoder is available, catches
// crisis texts worded in ways the grammar has no rule for. A look-alike the grammar recognised
// (an idiom, medical routine, news, a denial) raises the bar the embedding has to clear, and a
// text with no risk vocabulary at all (lexicon.ts) is never raised by the embedding alone.
import { embed } from '@/lib/ml/encoder';
import type { CrisisCategory } from './categories';
import { crisisProbability, SAFETY_HEAD } from './embedding-head';
import { analyseGrammar, type GrammarResult } from './grammar';
import type { CrisisLevel } from './levels';

export type CrisisSource = 'grammar' | 'embedding';
export type CrisisSignal = { level: CrisisLevel; categories: CrisisCategory[]; source: CrisisSource[] };

const NONE: CrisisSignal = { level: 'none', categories: [], source: [] };

function fromGrammar(g: GrammarResult): CrisisSignal {
  return g.level === 'none' ? { ...NONE } : { level: g.level, categories: g.categories, source: ['grammar'] };
}

/** Combines a grammar reading with an embedding probability (null: encoder unavailable). */
export function combineSignals(g: GrammarResult, probability: number | null): CrisisSignal {
  const signal = fromGrammar(g);
  if (probability === null) return signal;
  const { concern, high, lookalike } = SAFETY_HEAD.thresholds;
  const vetoed = g.lookalikes.length > 0;
  if (signal.level !== 'none') {
    if (probability >= concern) signal.source.push('embedding');
    return signal;
  }
  if (!g.riskWords || probability < (vetoed ? lookalike : concern)) return signal;
  return { level: probability >= high && !vetoed ? 'high' : 'concern', categories: [], source: ['embedding'] };
}

/** Grammar only, for callers that cannot await. Catches the clear cases; prefer detectCrisis. */
export function detectCrisisSync(text: string): CrisisSignal {
  if (!text.trim()) return { ...NONE };
  return fromGrammar(analyseGrammar(text));
}

async function probabilities(texts: string[]): Promise<Array<number | null>> {
  const out: Array<number | null> = [];
  // One text per call, like training: batching pads to the longest text and shifts the last bits.
  for (const t of texts) {
    if (!t.trim()) {
      out.push(null);
      continue;
    }
    const v = await embed([t]);
    if (!v) return texts.map(() => null);
    out.push(crisisProbability(v[0]));
  }
  return out;
}

export async function detectCrisis(text: string): Promise<CrisisSignal> {
  return (await detectCrisisMany([text]))[0];
}

/** One signal per text, in order (for insights over a week of entries). */
export async function detectCrisisMany(texts: readonly string[]): Promise<CrisisSignal[]> {
  const grammar = texts.map((t) => (t.trim() ? analyseGrammar(t) : null));
  let probs: Array<number | null>;
  try {
    probs = await probabilities([...texts]);
  } catch (e) {
    // The grammar result stands on its own; an encoder fault must never hide it.
    console.error('[safety] embedding failed; using the grammar alone:', e instanceof Error ? e.message : e);
    probs = texts.map(() => null);
  }
  return grammar.map((g, i) => (g ? combineSignals(g, probs[i]) : { ...NONE }));
}
