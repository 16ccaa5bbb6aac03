import { generateText, type LanguageModel } from 'ai';
import { serverEnv } from '@/lib/env';

// Only the model conversation lives here; budgets, safety and the offline path are the analysis
// service's (lib/services/analysis.ts).

const ANALYSIS_SYSTEM = [
  'You are a warm, supportive journaling companion. The user shares a private journal entry.',
  'Write a short analysis (at most about 150 words) in plain text: name the feelings you notice, offer one gentle reflection',
  'and one concrete, doable suggestion. Be kind and non-clinical; do not diagnose, lecture or moralise.',
  'End with a final line exactly in this form: "Emotion detected: <mood>", where <mood> is one of',
  'happy, sad, angry, relaxed, neutral (one word, lowercase).',
].join(' ');

/** The model's analysis of one journal text, as it wrote it (the service normalises it). */
export async function askModelForAnalysis(model: LanguageModel, journalText: string): Promise<string> {
  const { text } = await generateText({
    model,
    system: ANALYSIS_SYSTEM,
    prompt: journalText,
    maxOutputTokens: 600,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(serverEnv().AI_TIMEOUT_MS),
  });
  return text;
}
