import 'server-only';
import { askModelForAnalysis } from '@/lib/ai/analysis';
import { normalizeAnalysis } from '@/lib/ai/normalize';
import { writeOfflineAnalysis } from '@/lib/ai/offline/analysis';
import { classifyMood } from '@/lib/ai/offline/classifier';
import { selectModel } from '@/lib/ai/provider';
import { CRISIS_NOTE, signalsCrisis } from '@/lib/ai/safety';
import { AppError, isAppError } from '@/lib/errors';
import type { Mood } from '@/lib/moods';
import { limit, policies } from '@/lib/rate-limit';

export type JournalAnalysis = {
  analysis: string;
  mood: Mood;
  provider: 'openai' | 'offline';
  crisis: boolean;
};

/**
 * Analyses a journal text with the configured model, or the offline provider without one. The
 * answer always ends in `Emotion detected: <mood>` with one of the five moods, and text that
 * signals a crisis always leads with crisis resources.
 */
export async function analyzeJournal(journalText: string, opts: { offline?: boolean } = {}): Promise<JournalAnalysis> {
  const crisis = signalsCrisis(journalText);
  const selected = opts.offline ? ({ kind: 'offline' } as const) : selectModel();
  let result: { analysis: string; mood: Mood; provider: JournalAnalysis['provider'] };

  if (selected.kind === 'offline') {
    const classification = classifyMood(journalText);
    result = { analysis: writeOfflineAnalysis(journalText, classification), mood: classification.mood, provider: 'offline' };
  } else {
    try {
      const text = await askModelForAnalysis(selected.model, journalText);
      const normalized = normalizeAnalysis(text, journalText, () => writeOfflineAnalysis(journalText));
      result = { analysis: normalized.analysis, mood: normalized.mood, provider: 'openai' };
    } catch (e) {
      console.error('[ai] analysis failed:', e instanceof Error ? e.message : e);
      // Someone in crisis must get the resources even when the model is down.
      if (!crisis) throw new AppError('unavailable:ai', undefined, { cause: e, headers: { 'Retry-After': '10' } });
      const classification = classifyMood(journalText);
      result = { analysis: writeOfflineAnalysis(journalText, classification), mood: classification.mood, provider: 'offline' };
    }
  }

  return { ...result, analysis: crisis ? `${CRISIS_NOTE}\n\n${result.analysis}` : result.analysis, crisis };
}

/**
 * "Analyse an entry for a user": within a per-user budget of analyses. Text that signals a crisis
 * is always answered: past the budget with the offline analysis and the resources, so crisis words
 * cannot be used to call the model without limit either.
 */
export async function analyzeForUser(userId: string, journalText: string): Promise<JournalAnalysis> {
  try {
    await limit(policies.analysis(), userId);
  } catch (e) {
    if (isAppError(e) && e.kind === 'rate_limit' && signalsCrisis(journalText)) return analyzeJournal(journalText, { offline: true });
    throw e;
  }
  return analyzeJournal(journalText);
}
