import 'server-only';
import { askModelForAnalysis } from '@/lib/ai/analysis';
import { stripEmotionLines } from '@/lib/ai/emotion-line';
import { modelUnavailable } from '@/lib/ai/failures';
import type { ModelCall, OnModelCall } from '@/lib/ai/model-call';
import { moodFromWord, readModelText } from '@/lib/ai/normalize';
import { safeCrisisMood, writeCrisisAnalysis, writeOfflineAnalysis } from '@/lib/ai/offline/analysis';
import { selectModel } from '@/lib/ai/provider';
import type { SessionUser } from '@/lib/auth/types';
import { isAppError } from '@/lib/errors';
import { classifyMoodsLearned } from '@/lib/mood/learned';
import { isCelebratingMood, type Mood } from '@/lib/moods';
import { limit, policies } from '@/lib/rate-limit';
import { atLeast, crisisNote, detectCrisis, maxLevel, resourcesFor, type CrisisLevel, type CrisisResources } from '@/lib/safety';
import { modelBudget, recordAiUsage, tokensOf } from '@/lib/services/ai-usage';

export type JournalAnalysis = {
  analysis: string;
  mood: Mood;
  provider: 'openai' | 'offline';
  /** Concern or above: the answer leads with crisis resources. */
  crisis: boolean;
  crisisLevel: CrisisLevel;
  /** The helplines the answer names, for the crisis banner; null below concern. */
  resources: CrisisResources | null;
};

export type AnalyzeOptions = {
  /** The mood the user picked: the analysis speaks to it and never contradicts it. */
  chosenMood?: Mood | null;
  /** Activities the user tagged the entry with (issue 18): named in the model's prompt. */
  activities?: string[];
  /** The request's Accept-Language, which decides the helplines shown. */
  acceptLanguage?: string | null;
  /** Keep the model out of it (past the budget, someone in crisis still gets an answer). */
  offline?: boolean;
  /** Hears about every model call the server answered, for the token budget. */
  onCall?: OnModelCall;
};

const MAX_SENTENCES = 6;

/** Sentences worth quoting back: whole thoughts of a few words, in the writer's order. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?\u2026])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3)
    .slice(0, MAX_SENTENCES);
}

type Reading = { detected: Mood; keyLine: string | null };

/**
 * The learned classifier's reading of the entry and the sentence that carries the mood spoken to
 * most strongly, all in one encoder call.
 */
async function readEntry(text: string, chosen: Mood | null | undefined): Promise<Reading> {
  const sentences = sentencesOf(text);
  const [whole, ...parts] = await classifyMoodsLearned(sentences.length > 1 ? [text, ...sentences] : [text]);
  const mood = chosen ?? whole.mood;
  if (sentences.length <= 1) return { detected: whole.mood, keyLine: sentences[0] ?? null };
  let best = 0;
  parts.forEach((p, i) => {
    if (p.probabilities[mood] > parts[best].probabilities[mood]) best = i;
  });
  return { detected: whole.mood, keyLine: sentences[best] };
}

/**
 * Analyses a journal text with the configured model, or offline without one. The offline crisis
 * detector runs first and alone decides when the model fails; with a model, the higher of the two
 * crisis levels wins. At concern or above the answer starts with resources, is written for someone
 * in pain and never reads as happy or relaxed. The answer always ends in `Emotion detected: <mood>`.
 */
export async function analyzeJournal(journalText: string, opts: AnalyzeOptions = {}): Promise<JournalAnalysis> {
  const chosen = opts.chosenMood ?? null;
  const [signal, reading] = await Promise.all([detectCrisis(journalText), readEntry(journalText, chosen)]);
  const selected = opts.offline ? ({ kind: 'offline' } as const) : selectModel();

  let level = signal.level;
  let provider: JournalAnalysis['provider'] = 'offline';
  let modelBody: string | null = null;
  let modelMood: Mood | null = null;
  let modelSawCrisis = false;
  let structured = false;

  if (selected.kind === 'model') {
    try {
      const answer = await askModelForAnalysis(selected.model, journalText, chosen, { onCall: opts.onCall, activities: opts.activities });
      provider = 'openai';
      structured = answer.structured;
      // Free text names its mood in a closing line ("Emotion detected: sad", "Emotion: joyful"),
      // which is taken out of the body: the canonical line is added once, below.
      const text = readModelText(answer.analysis);
      modelMood = moodFromWord(answer.emotion) ?? moodFromWord(text.word);
      modelBody = text.body || null;
      if (answer.crisisLevel) {
        level = maxLevel(level, answer.crisisLevel);
        modelSawCrisis = atLeast(answer.crisisLevel, 'concern');
      }
    } catch (e) {
      console.error('[ai] analysis failed:', e instanceof Error ? e.message : e);
      // Someone in crisis must get the resources even when the model is down.
      if (!atLeast(level, 'concern')) throw modelUnavailable('unavailable:ai', e);
    }
  }

  if (atLeast(level, 'concern')) {
    const resources = resourcesFor(opts.acceptLanguage ?? null);
    const mood = safeCrisisMood(chosen ?? modelMood ?? reading.detected);
    // A model's own words are kept only when it did not read the entry as a good day, and, when it
    // could say so (structured output), it saw the crisis too.
    const trusted = modelBody && !isCelebratingMood(modelMood) && (modelSawCrisis || !structured);
    const body = trusted ? `${modelBody}\n\nEmotion detected: ${mood}` : writeCrisisAnalysis(mood);
    return { analysis: `${crisisNote(level, resources)}\n\n${body}`, mood, provider, crisis: true, crisisLevel: level, resources };
  }

  // Below 'concern' but in doubt (the learned head is not sure the text is calm), the entry is
  // never called a happy or relaxed day unless its writer chose that mood: read as neutral, and
  // written with the offline words for neutral, since a model's celebration is not to be trusted.
  if (signal.doubt && !chosen && isCelebratingMood(provider === 'openai' ? (modelMood ?? reading.detected) : reading.detected)) {
    return {
      analysis: writeOfflineAnalysis(journalText, { ...reading, detected: 'neutral', chosen: null }),
      mood: 'neutral',
      provider,
      crisis: false,
      crisisLevel: level,
      resources: null,
    };
  }

  if (provider === 'openai') {
    const mood = chosen ?? modelMood ?? reading.detected;
    const body = modelBody ?? writeOfflineAnalysis(journalText, { ...reading, chosen });
    return { analysis: `${stripEmotionLines(body)}\n\nEmotion detected: ${mood}`, mood, provider, crisis: false, crisisLevel: level, resources: null };
  }

  const mood = chosen ?? reading.detected;
  return { analysis: writeOfflineAnalysis(journalText, { ...reading, chosen }), mood, provider, crisis: false, crisisLevel: level, resources: null };
}

/** Adds each answered call's tokens (reported, or estimated) to the user's budget. */
async function recordCalls(userId: string, calls: ModelCall[]): Promise<void> {
  for (const c of calls) {
    try {
      await recordAiUsage(userId, tokensOf(c.usage, c));
    } catch (e) {
      // The answer is already written; losing it over the bookkeeping would be the worse failure.
      console.error('[ai] could not record token usage:', e instanceof Error ? e.message : e);
    }
  }
}

/**
 * "Analyse an entry for a user": within a per-user number of analyses a minute and the token
 * budgets (lib/services/ai-usage.ts). Past the site's monthly ceiling the offline analysis answers,
 * marked offline. Text at crisis concern or above is always answered: past either per-user limit
 * with the offline analysis and the resources, so crisis words cannot be used to call the model
 * without limit either. Every model call's tokens count against the user's daily budget.
 */
export async function analyzeForUser(user: SessionUser, journalText: string, opts: Omit<AnalyzeOptions, 'offline' | 'onCall'> = {}): Promise<JournalAnalysis> {
  let offline = false;
  try {
    await limit(policies.analysis(), user.id);
    // Checked only when a model would be called: the offline provider costs nothing.
    if (selectModel().kind === 'model') offline = (await modelBudget(user)) === 'offline';
  } catch (e) {
    // Someone in crisis is answered past the limits (what modelBudget's allowOverBudget does). The
    // detector runs only once a limit is hit, so the usual path does not pay for it twice.
    if (isAppError(e) && e.kind === 'rate_limit' && atLeast((await detectCrisis(journalText)).level, 'concern')) {
      return analyzeJournal(journalText, { ...opts, offline: true });
    }
    throw e;
  }
  const calls: ModelCall[] = [];
  try {
    return await analyzeJournal(journalText, { ...opts, offline, onCall: (c) => calls.push(c) });
  } finally {
    await recordCalls(user.id, calls);
  }
}
