import { isMood, type Mood } from '@/lib/moods';
import { parseEmotionDetected, stripEmotionLines } from './emotion-line';
import { classifyMood } from './offline/classifier';

// What a model may say instead of one of the five moods, mapped to the nearest one. Worry and
// fear sit with sad (low and unsettled), frustration with angry, contentment with relaxed.
const SYNONYMS: Record<string, Mood> = {
  joy: 'happy',
  joyful: 'happy',
  glad: 'happy',
  excited: 'happy',
  excitement: 'happy',
  elated: 'happy',
  cheerful: 'happy',
  grateful: 'happy',
  gratitude: 'happy',
  thankful: 'happy',
  proud: 'happy',
  pride: 'happy',
  delighted: 'happy',
  ecstatic: 'happy',
  happiness: 'happy',
  hopeful: 'happy',
  optimistic: 'happy',
  love: 'happy',
  loving: 'happy',
  enthusiastic: 'happy',
  thrilled: 'happy',
  positive: 'happy',
  upbeat: 'happy',
  amused: 'happy',
  euphoric: 'happy',
  satisfied: 'happy',
  sadness: 'sad',
  down: 'sad',
  depressed: 'sad',
  depression: 'sad',
  lonely: 'sad',
  loneliness: 'sad',
  grief: 'sad',
  grieving: 'sad',
  heartbroken: 'sad',
  melancholy: 'sad',
  melancholic: 'sad',
  unhappy: 'sad',
  disappointed: 'sad',
  disappointment: 'sad',
  hopeless: 'sad',
  anxious: 'sad',
  anxiety: 'sad',
  worried: 'sad',
  worry: 'sad',
  fear: 'sad',
  fearful: 'sad',
  afraid: 'sad',
  scared: 'sad',
  nervous: 'sad',
  stressed: 'sad',
  stress: 'sad',
  overwhelmed: 'sad',
  exhausted: 'sad',
  tired: 'sad',
  hurt: 'sad',
  sorrow: 'sad',
  sorrowful: 'sad',
  despair: 'sad',
  gloomy: 'sad',
  miserable: 'sad',
  negative: 'sad',
  guilty: 'sad',
  ashamed: 'sad',
  shame: 'sad',
  guilt: 'sad',
  low: 'sad',
  blue: 'sad',
  discouraged: 'sad',
  insecure: 'sad',
  regret: 'sad',
  nostalgic: 'sad',
  anger: 'angry',
  mad: 'angry',
  furious: 'angry',
  irritated: 'angry',
  irritation: 'angry',
  annoyed: 'angry',
  annoyance: 'angry',
  frustrated: 'angry',
  frustration: 'angry',
  rage: 'angry',
  resentful: 'angry',
  resentment: 'angry',
  bitter: 'angry',
  outraged: 'angry',
  livid: 'angry',
  hostile: 'angry',
  agitated: 'angry',
  irate: 'angry',
  fuming: 'angry',
  enraged: 'angry',
  calm: 'relaxed',
  peaceful: 'relaxed',
  peace: 'relaxed',
  content: 'relaxed',
  contentment: 'relaxed',
  serene: 'relaxed',
  serenity: 'relaxed',
  tranquil: 'relaxed',
  relief: 'relaxed',
  relieved: 'relaxed',
  rested: 'relaxed',
  relaxation: 'relaxed',
  chill: 'relaxed',
  mellow: 'relaxed',
  comfortable: 'relaxed',
  grounded: 'relaxed',
  easy: 'relaxed',
  unwound: 'relaxed',
  neutral: 'neutral',
  okay: 'neutral',
  ok: 'neutral',
  fine: 'neutral',
  meh: 'neutral',
  mixed: 'neutral',
  indifferent: 'neutral',
  ambivalent: 'neutral',
  balanced: 'neutral',
  reflective: 'neutral',
  pensive: 'neutral',
  thoughtful: 'neutral',
  uncertain: 'neutral',
  confused: 'neutral',
  bored: 'neutral',
  boredom: 'neutral',
  numb: 'sad',
  unsure: 'neutral',
  curious: 'neutral',
  steady: 'neutral',
  surprised: 'neutral',
  surprise: 'neutral',
};

/** The mood a single emotion word stands for, or null when it is not one we know. */
export function moodFromWord(word: string | null | undefined): Mood | null {
  if (!word) return null;
  const w = word.trim().toLowerCase();
  if (isMood(w)) return w;
  return SYNONYMS[w] ?? null;
}

export type NormalizedAnalysis = {
  analysis: string;
  mood: Mood;
  /** model: the model named a mood; mapped: a synonym was mapped; classified: the text was classified here. */
  source: 'model' | 'mapped' | 'classified';
};

/**
 * Makes any model answer end in exactly one `Emotion detected: <mood>` line with one of the five
 * moods: the model's own word when it is one, the nearest mood for a synonym, otherwise the
 * offline classifier's reading of the journal text.
 */
export function normalizeAnalysis(raw: string, journalText: string, fallbackBody?: () => string): NormalizedAnalysis {
  const word = parseEmotionDetected(raw);
  let mood = moodFromWord(word);
  let source: NormalizedAnalysis['source'] = mood ? (isMood(word) ? 'model' : 'mapped') : 'classified';
  if (!mood) mood = classifyMood(journalText).mood;
  let body = stripEmotionLines(raw);
  if (!body && fallbackBody) {
    body = stripEmotionLines(fallbackBody());
    source = 'classified';
  }
  return { analysis: body ? `${body}\n\nEmotion detected: ${mood}` : `Emotion detected: ${mood}`, mood, source };
}

// A closing label line in a model's free text: "Emotion detected: sad", "Emotion: joyful",
// "**Mood:** Calm.", "Primary emotion - anger". Only a label and one word: a sentence that starts
// with "Mood:" is part of the analysis and stays.
const LABEL_LINE =
  /^[\s*_#>-]*(?:(?:primary|dominant|main|overall|detected)\s+)?(?:emotion|mood|feeling)(?:\s+detected)?[\s*_]*[:\-\u2013\u2014][\s*_]*([A-Za-z]+)[\s*_.!]*$/i;

/**
 * A model's free-text analysis split into its body and the emotion word its label line names
 * (the last one wins), with every such line and any "Emotion detected" line taken out of the body.
 */
export function readModelText(raw: string): { body: string; word: string | null } {
  let word: string | null = null;
  const kept: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    const label = LABEL_LINE.exec(line);
    if (label) word = label[1].toLowerCase();
    else if (/emotion\s+detected/i.test(line)) word = parseEmotionDetected(line) ?? word;
    else kept.push(line);
  }
  return { body: stripEmotionLines(kept.join('\n')), word };
}
