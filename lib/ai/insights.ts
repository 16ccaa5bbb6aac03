import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { MOODS, type Mood } from '@/lib/moods';
import { selectModel } from './provider';
import { serverEnv } from '@/lib/env';
import { firstJsonObject, unreadableSuccess, type OnModelCall } from './model-call';

export type InsightsInput = {
  topEmotion: Mood | null;
  counts: Partial<Record<Mood, number>>;
  total: number;
  /** Varies the curated wording from day to day and between users. */
  seed: number;
};

export type InsightsText = { motivation: string; emotionTip: string; source: 'model' | 'curated' };

const MOTIVATIONS = [
  'Every entry you write is a small act of care for yourself. Keep going.',
  'You showed up for yourself this week, and that matters more than any perfect day.',
  'Noticing how you feel is the first step to shaping how you feel. You are already doing it.',
  'Small, steady steps add up. Be proud of the ones you took this week.',
  'You do not have to have it all figured out. Writing it down is enough for today.',
  'Growth is rarely loud. The quiet habit of reflecting is doing its work.',
  'Be as patient with yourself as you would be with a good friend.',
];

const START_MOTIVATIONS = [
  'A fresh week is a fresh page. One honest sentence is a great start.',
  'Your journal is waiting whenever you are ready. There is no wrong way to begin.',
];

export const EMOTION_TIPS: Record<Mood, string[]> = {
  happy: [
    'Happiness led your week. Write down what made those days good so you can build more of them in.',
    'Share some of this good energy: a thank-you note or a quick call can make someone else\u2019s week too.',
    'Savour it: pause for a minute each evening to replay one good moment in detail.',
  ],
  sad: [
    'Sadness showed up most this week. Be gentle with yourself and reach out to someone you trust.',
    'Small comforts help on heavy days: daylight, a short walk, a warm meal, an early night.',
    'If low days keep stacking up, talking to a counsellor or your doctor is a strong, sensible step.',
  ],
  angry: [
    'Frustration ran high this week. Try a pause-and-breathe routine before responding when tension rises.',
    'Anger often points at a need or boundary. Name it, then pick one calm step to protect it.',
    'Give that energy a safe outlet: a brisk walk, a workout, or writing an unsent letter.',
  ],
  relaxed: [
    'Calm was your most common mood this week. Note what helped, and protect time for it next week.',
    'You found a good balance. Keep the routines that gave you rest, even when things get busy.',
    'Use this steady energy for something you have been putting off; calm is a great time to plan.',
  ],
  neutral: [
    'A steady week. Try adding one small thing you enjoy each day to lift the ordinary moments.',
    'Neutral weeks are a good time to check in with your goals. What would you like more of?',
    'Try noting one thing you are grateful for each evening; it sharpens attention to the good.',
  ],
};

const NO_ENTRIES_TIP = 'No entries in the last 7 days yet. Write a few lines about today and your weekly insights will appear here.';

/** Curated wording: always available, no network. */
export function curatedInsights(input: InsightsInput): InsightsText {
  if (!input.topEmotion || input.total === 0) {
    return { motivation: START_MOTIVATIONS[input.seed % START_MOTIVATIONS.length], emotionTip: NO_ENTRIES_TIP, source: 'curated' };
  }
  const tips = EMOTION_TIPS[input.topEmotion];
  return {
    motivation: MOTIVATIONS[input.seed % MOTIVATIONS.length],
    emotionTip: tips[Math.floor(input.seed / 7) % tips.length],
    source: 'curated',
  };
}

// Asked for over the wire as a json_schema. Plain strings there: length limits are not part of
// OpenAI's strict mode, so they are checked here, on the answer.
const wireAnswer = z.object({ motivation: z.string(), emotionTip: z.string() });

const modelAnswer = z.object({
  motivation: z.string().trim().min(5).max(400),
  emotionTip: z.string().trim().min(5).max(600),
});

const INSIGHTS_SYSTEM =
  'You write short, warm, non-clinical encouragement for a mood journal app. Answer in the JSON shape you are given: ' +
  '{"motivation": "<one motivating sentence>", "emotionTip": "<one or two sentences: a practical tip for the most frequent mood>"}.';

export type WriteInsightsOptions = {
  /** Asked just before the model would be called (per-hour limit, token budget); false keeps the curated text. */
  modelAllowed?: () => Promise<boolean>;
  /** Hears about every model call the server answered, for the token budget. */
  onCall?: OnModelCall;
};

/**
 * Weekly motivation and tip: written by the model when one is configured (and `modelAllowed` agrees),
 * otherwise (and on any model failure or malformed answer) taken from the curated lists. Never throws.
 * The model is asked for a JSON object (structured output); a model that cannot do that and writes
 * the JSON inside prose or a code fence is read too. No second try on a bad answer: the curated
 * wording is a good answer, and this card is fetched whenever the journal opens.
 */
export async function writeInsights(input: InsightsInput, opts: WriteInsightsOptions = {}): Promise<InsightsText> {
  const selected = selectModel();
  if (selected.kind === 'offline' || !input.topEmotion || input.total === 0) return curatedInsights(input);
  if (opts.modelAllowed && !(await opts.modelAllowed())) return curatedInsights(input);
  const counts = Object.entries(input.counts)
    .map(([mood, n]) => `${MOODS[mood as Mood].label}: ${n}`)
    .join(', ');
  const prompt = `Moods logged in the last 7 days (${input.total} entries): ${counts}. Most frequent mood: ${input.topEmotion}.`;
  const sent = `${INSIGHTS_SYSTEM}\n${prompt}`;
  let answer: unknown = null;
  try {
    const result = await generateText({
      model: selected.model,
      system: INSIGHTS_SYSTEM,
      prompt,
      output: Output.object({ schema: wireAnswer }),
      maxOutputTokens: 250,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(serverEnv().AI_TIMEOUT_MS),
    });
    opts.onCall?.({ usage: result.usage, prompt: sent, reply: result.text });
    answer = result.output;
  } catch (e) {
    if (NoObjectGeneratedError.isInstance(e)) {
      opts.onCall?.({ usage: e.usage, prompt: sent, reply: e.text ?? '' });
      answer = firstJsonObject(e.text ?? '');
    } else {
      const unreadable = unreadableSuccess(e);
      if (unreadable) opts.onCall?.({ usage: undefined, prompt: sent, reply: unreadable.responseBody ?? '' });
      console.error('[ai] insights failed; using curated text:', e instanceof Error ? e.message : e);
      return curatedInsights(input);
    }
  }
  const parsed = modelAnswer.safeParse(answer);
  if (parsed.success) return { ...parsed.data, source: 'model' };
  console.error('[ai] insights answer was not the expected JSON; using curated text');
  return curatedInsights(input);
}

export type MoodTally = { mood: Mood; count: number; lastAt: Date };

/**
 * The most frequent mood; a tie goes to the mood felt most recently, since it says more about
 * how the week is ending.
 */
export function pickTopEmotion(tallies: MoodTally[]): Mood | null {
  let best: MoodTally | null = null;
  for (const t of tallies) {
    if (t.count <= 0) continue;
    if (!best || t.count > best.count || (t.count === best.count && t.lastAt.getTime() > best.lastAt.getTime())) best = t;
  }
  return best?.mood ?? null;
}

export const INSIGHTS_CRISIS_LINE =
  'Some of your recent entries sound very hard. You do not have to carry this alone: in the US call or text 988, elsewhere find a helpline at https://findahelpline.com.';
