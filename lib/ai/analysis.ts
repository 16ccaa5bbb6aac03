import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { serverEnv } from '@/lib/env';
import { MOOD_VALUES, type Mood } from '@/lib/moods';
import { firstJsonObject, looksLikeJson, unreadableSuccess, UnusableModelOutput, type OnModelCall } from './model-call';

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

// What the model is asked for: the five moods and four levels as enums, so a server that honours
// json_schema (OpenAI's strict mode, vLLM, llama.cpp grammars) can only answer one of them.
const answerSchema = z.object({
  analysis: z.string(),
  emotion: z.enum(MOOD_VALUES),
  crisisLevel: z.enum(CRISIS_LEVEL_WORDS),
});

// What is accepted when the answer misses that shape but is still JSON: a model that says
// "Joyful" or "HIGH", or leaves a field out, is normalised by the service, not refused.
const lenientAnswer = z.object({
  analysis: z.string(),
  emotion: z.string().nullish(),
  crisisLevel: z.string().nullish(),
});

export type ModelAnalysis = {
  analysis: string;
  /** The model's emotion word as written (the service maps it onto the five moods). */
  emotion: string | null;
  /** The model's crisis level, when it gave one we know. */
  crisisLevel: (typeof CRISIS_LEVEL_WORDS)[number] | null;
  /** False when the model did not answer in the JSON shape (free text, or no crisis level), so it could not say it saw a crisis. */
  structured: boolean;
};

function levelWord(raw: string | null | undefined): ModelAnalysis['crisisLevel'] {
  const w = raw?.trim().toLowerCase();
  return (CRISIS_LEVEL_WORDS as readonly string[]).includes(w ?? '') ? (w as ModelAnalysis['crisisLevel']) : null;
}

function fromObject(o: z.infer<typeof lenientAnswer>): ModelAnalysis {
  const crisisLevel = levelWord(o.crisisLevel);
  return { analysis: o.analysis.trim(), emotion: o.emotion?.trim() || null, crisisLevel, structured: crisisLevel !== null };
}

type Attempt = { model: LanguageModel; system: string; prompt: string; maxRetries: number; abortSignal: AbortSignal; onCall?: OnModelCall };

/** One generateText call, read into an analysis; throws UnusableModelOutput for an answer worth asking again. */
async function attempt({ model, system, prompt, maxRetries, abortSignal, onCall }: Attempt): Promise<ModelAnalysis> {
  const sent = `${system}\n${prompt}`;
  let answer: ModelAnalysis;
  try {
    const result = await generateText({
      model,
      system,
      prompt,
      output: Output.object({ schema: answerSchema }),
      maxOutputTokens: 700,
      maxRetries,
      abortSignal,
    });
    onCall?.({ usage: result.usage, prompt: sent, reply: result.text });
    answer = fromObject(result.output);
  } catch (e) {
    if (NoObjectGeneratedError.isInstance(e)) {
      const text = (e.text ?? '').trim();
      onCall?.({ usage: e.usage, prompt: sent, reply: text });
      const salvaged = lenientAnswer.safeParse(firstJsonObject(text));
      if (salvaged.success) answer = fromObject(salvaged.data);
      // Half an object (cut off at the token limit) or a fenced block that does not parse: garbled.
      else if (!text || looksLikeJson(text)) throw new UnusableModelOutput(text ? 'analysis was not valid JSON' : 'analysis was empty', { cause: e });
      // Free text where JSON was asked for (a model or server without structured output): still
      // an answer, read the old way by the service with the normaliser.
      else return { analysis: text, emotion: null, crisisLevel: null, structured: false };
    } else {
      const unreadable = unreadableSuccess(e);
      if (!unreadable) throw e;
      onCall?.({ usage: undefined, prompt: sent, reply: unreadable.responseBody ?? '' });
      throw new UnusableModelOutput('the model server sent an answer that could not be read', { cause: e });
    }
  }
  if (!answer.analysis) throw new UnusableModelOutput('analysis was empty');
  return answer;
}

/**
 * The model's structured analysis of one journal text (emotion, analysis, crisis level). A model
 * that answers in free text instead is still used: its text is returned for the service to
 * normalise. `chosenMood` is the mood the user picked, which the analysis should speak to.
 * `onCall` hears about every call the server answered, for the token budget.
 *
 * How the retries add up: the SDK retries what the transport says is passing (429, 5xx, a dropped
 * connection) once, honouring the server's retry-after; an answer that arrived but is empty or
 * garbled is asked for once more, with no transport retry of its own. So an analysis costs at most
 * three calls, and all of them share one AI_TIMEOUT_MS deadline: a waiting user gets an answer or
 * a 503 within the timeout, whichever way the server misbehaves.
 */
export async function askModelForAnalysis(
  model: LanguageModel,
  journalText: string,
  chosenMood?: Mood | null,
  opts: { onCall?: OnModelCall; activities?: string[] } = {},
): Promise<ModelAnalysis> {
  // What the writer did that day (issue 18) is context the model can speak to ("a walk outdoors").
  const context = [
    chosenMood ? `The writer marked this entry as "${chosenMood}".` : '',
    opts.activities?.length ? `Activities: ${opts.activities.join(', ')}.` : '',
  ].filter(Boolean);
  const prompt = `${context.length ? `${context.join('\n')}\n\n` : ''}Journal entry:\n${journalText}`;
  const abortSignal = AbortSignal.timeout(serverEnv().AI_TIMEOUT_MS);
  const call = { model, system: ANALYSIS_SYSTEM, prompt, abortSignal, onCall: opts.onCall };
  try {
    return await attempt({ ...call, maxRetries: 1 });
  } catch (e) {
    if (!(e instanceof UnusableModelOutput)) throw e;
    console.warn(`[ai] ${e.message}; asking once more`);
    return attempt({ ...call, maxRetries: 0 });
  }
}
