import { generateText } from 'ai';
import { AppError, isAppError } from '@/lib/errors';
import type { Mood } from '@/lib/moods';
import { limitAnalysis } from './limits';
import { normalizeAnalysis } from './normalize';
import { writeOfflineAnalysis } from './offline/analysis';
import { classifyMood } from './offline/classifier';
import { selectModel } from './provider';
import { CRISIS_NOTE, signalsCrisis } from './safety';

export type JournalAnalysis = {
  analysis: string;
  mood: Mood;
  provider: 'openai' | 'offline';
  crisis: boolean;
};

export const AI_UNAVAILABLE_MESSAGE = 'Our AI assistant is temporarily unavailable. Please try again shortly.';

const ANALYSIS_SYSTEM = [
  'You are a warm, supportive journaling companion. The user shares a private journal entry.',
  'Write a short analysis (at most about 150 words) in plain text: name the feelings you notice, offer one gentle reflection',
  'and one concrete, doable suggestion. Be kind and non-clinical; do not diagnose, lecture or moralise.',
  'End with a final line exactly in this form: "Emotion detected: <mood>", where <mood> is one of',
  'happy, sad, angry, relaxed, neutral (one word, lowercase).',
].join(' ');

function timeoutMs(): number {
  return Number(process.env.AI_TIMEOUT_MS || 30_000);
}

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
      const { text } = await generateText({
        model: selected.model,
        system: ANALYSIS_SYSTEM,
        prompt: journalText,
        maxOutputTokens: 600,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(timeoutMs()),
      });
      const normalized = normalizeAnalysis(text, journalText, () => writeOfflineAnalysis(journalText));
      result = { analysis: normalized.analysis, mood: normalized.mood, provider: 'openai' };
    } catch (e) {
      console.error('[ai] analysis failed:', e instanceof Error ? e.message : e);
      // Someone in crisis must get the resources even when the model is down.
      if (!crisis) throw new AppError('unavailable:ai', AI_UNAVAILABLE_MESSAGE, { cause: e, headers: { 'Retry-After': '10' } });
      const classification = classifyMood(journalText);
      result = { analysis: writeOfflineAnalysis(journalText, classification), mood: classification.mood, provider: 'offline' };
    }
  }

  return { ...result, analysis: crisis ? `${CRISIS_NOTE}\n\n${result.analysis}` : result.analysis, crisis };
}

/**
 * The analyze endpoint's work, within a per-user budget of analyses. Text that signals a crisis is
 * always answered: past the budget with the offline analysis and the resources, so crisis words
 * cannot be used to call the model without limit either.
 */
export async function analyzeForUser(userId: string, journalText: string): Promise<JournalAnalysis> {
  try {
    await limitAnalysis(userId);
  } catch (e) {
    if (isAppError(e) && e.kind === 'rate_limit' && signalsCrisis(journalText)) return analyzeJournal(journalText, { offline: true });
    throw e;
  }
  return analyzeJournal(journalText);
}
