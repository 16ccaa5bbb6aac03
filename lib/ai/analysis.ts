import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { serverEnv } from '@/lib/env';
import type { Mood } from '@/lib/moods';

// Only the model conversation lives here; budgets, safety and the offline path are the analysis
// service's (lib/services/analysis.ts).

const ANALYSIS_SYSTEM = [
  'You are a warm, supportive journaling companion. The user shares a private journal entry.',
  'Answer in the JSON shape you are given:',
  '"analysis": a short analysis (at most about 150 words, plain text): name what you notice in the entry in its own terms, offer one gentle reflection and one concrete, doable suggestion. Be kind and non-clinical; do not diagnose, lecture or moralise. Do not add an "Emotion detected" line.',
  '"emotion": the dominant feeling, exactly one of happy, sad, angry, relaxed, neutral. Read what happened, not only feeling words: grief told through objects, anger at what someone did, sarcasm, happy tears.',
  '"crisisLevel": none, concern (passive wish to be dead, self-harm urges, worry about someone at risk), high (suicidal thoughts, self-harm, method or means, preparations, someone else at risk), or imminent (a plan with a time, an attempt in progress, means at hand now). When unsure, choose the higher level.',
  'If the crisis level is concern or above, write for someone in pain: never celebrate, and the emotion is never happy or relaxed.',
].join('\n');

export const CRISIS_LEVEL_WORDS = ['none', 'concern', 'high', 'imminent'] as const;

// Lenient on purpose: a model that says "Joyful" or "HIGH" is normalised by the service, not refused.
const answerSchema = z.object({
  analysis: z.string(),
  emotion: z.string(),
  crisisLevel: z.string(),
});

export type ModelAnalysis = {
  analysis: string;
  /** The model's emotion word as written (the service maps it onto the five moods). */
  emotion: string | null;
  /** The model's crisis level, when it gave one we know. */
  crisisLevel: (typeof CRISIS_LEVEL_WORDS)[number] | null;
  /** False when the model ignored the JSON shape and its free text was used instead. */
  structured: boolean;
};

function levelWord(raw: string | null | undefined): ModelAnalysis['crisisLevel'] {
  const w = raw?.trim().toLowerCase();
  return (CRISIS_LEVEL_WORDS as readonly string[]).includes(w ?? '') ? (w as ModelAnalysis['crisisLevel']) : null;
}

/**
 * The model's structured analysis of one journal text (emotion, analysis, crisis level). A model
 * that answers in free text instead is still used: its text is returned for the service to
 * normalise. `chosenMood` is the mood the user picked, which the analysis should speak to.
 */
export async function askModelForAnalysis(model: LanguageModel, journalText: string, chosenMood?: Mood | null): Promise<ModelAnalysis> {
  const prompt = chosenMood ? `The writer marked this entry as "${chosenMood}".\n\nJournal entry:\n${journalText}` : `Journal entry:\n${journalText}`;
  try {
    const result = await generateText({
      model,
      system: ANALYSIS_SYSTEM,
      prompt,
      output: Output.object({ schema: answerSchema }),
      maxOutputTokens: 700,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(serverEnv().AI_TIMEOUT_MS),
    });
    const out = result.output;
    return { analysis: out.analysis.trim(), emotion: out.emotion.trim() || null, crisisLevel: levelWord(out.crisisLevel), structured: true };
  } catch (e) {
    // Free text where JSON was asked for: still an answer, parsed the old way by the service.
    if (NoObjectGeneratedError.isInstance(e)) {
      return { analysis: (e.text ?? '').trim(), emotion: null, crisisLevel: null, structured: false };
    }
    throw e;
  }
}
