import { MOOD_VALUES, MOODS, type Mood } from '@/lib/moods';
import { classifyMood, type MoodClassification } from './classifier';

// The offline provider's written analysis: the feelings it found, one reflection and one
// concrete suggestion, ending with the Emotion detected line. Deterministic for a given text.

const OPENINGS: Record<Mood, string> = {
  happy: 'There is a real lift in this entry.',
  sad: 'This entry carries some heaviness, and you took care to put it into words.',
  angry: 'There is a lot of heat in this entry, and it is fair to feel it.',
  relaxed: 'This entry has a slow, settled feel to it.',
  neutral: 'This reads like a fairly steady day.',
};

const REFLECTIONS: Record<Mood, string[]> = {
  happy: [
    'Moments like this are worth noticing on purpose: naming what went well helps the good feeling last a little longer.',
    'Joy often shows what you value most. Whatever made today bright is worth keeping close.',
    'It is easy to rush past good days. Pausing to write this one down is already a way of savouring it.',
  ],
  sad: [
    'Sadness often points at something that matters deeply to you, and it deserves gentleness rather than hurry.',
    'Heavy days do not last forever, even when they feel endless from the inside. You do not have to fix everything tonight.',
    'Feeling low is not a failure. It is a signal to treat yourself with the kindness you would give a friend.',
  ],
  angry: [
    'Anger usually means a boundary was crossed or something felt unfair. It is information about what you need.',
    'Frustration is a natural response when effort meets obstacles. Feeling it does not make you difficult.',
    'Underneath anger there is often hurt or tiredness. Both deserve attention once the heat settles.',
  ],
  relaxed: [
    'Calm like this is something your body and mind remember. Noticing what brought it makes it easier to find again.',
    'Rest is not wasted time. Days like this quietly refill what busier days use up.',
    'Peace often comes from small, simple things. It sounds like you gave yourself some of them.',
  ],
  neutral: [
    'Ordinary days are the ground everything else stands on, and there is value in simply noticing them.',
    'Not every day needs a strong feeling. Steady can be a good place to be.',
    'Writing down even an uneventful day builds a record that helps you spot patterns later.',
  ],
};

const SUGGESTIONS: Record<Mood, string[]> = {
  happy: [
    'Try writing down three specific things that made today good, so you can come back to them on a harder day.',
    'Share the good news with someone who will be glad for you; saying it out loud tends to make it bigger.',
    'Take a photo or keep a small reminder of today, and put it somewhere you will see it next week.',
  ],
  sad: [
    'Consider sending a short message to one person you trust, even just to say you are having a hard day.',
    'Try one small act of care tonight: a warm drink, a short walk outside, or going to bed a little earlier.',
    'If these feelings keep coming back, talking with a counsellor or your doctor can really help.',
  ],
  angry: [
    'Before responding to anyone, try a few slow breaths or a ten-minute walk to let the first wave pass.',
    'Write down what you would like to happen next, then decide on one calm, concrete step towards it.',
    'Move the energy somewhere safe: a brisk walk, a workout or loud music can help your body let it go.',
  ],
  relaxed: [
    'Make a note of what helped you feel this way, so you can plan a little more of it into next week.',
    'Protect this feeling: keep the evening simple and try to end it without screens for half an hour.',
    'Try a short gratitude note for this calm moment; it helps your mind find its way back here later.',
  ],
  neutral: [
    'End the day by noting one small thing you enjoyed, however minor; it trains attention towards the good.',
    'A short walk or a change of scenery tomorrow could add a little colour to an ordinary routine.',
    'Check in with yourself once more before bed: how does your body feel, and what would you like more of?',
  ],
};

const TOPICS: Array<[string, string[]]> = [
  [
    'work',
    [
      'work',
      'job',
      'boss',
      'manager',
      'office',
      'meeting',
      'meetings',
      'colleague',
      'coworker',
      'coworkers',
      'shift',
      'project',
      'deadline',
      'career',
      'promotion',
      'interview',
      'team',
      'client',
    ],
  ],
  [
    'family',
    [
      'mom',
      'mum',
      'dad',
      'mother',
      'father',
      'parents',
      'sister',
      'brother',
      'kids',
      'son',
      'daughter',
      'grandma',
      'grandpa',
      'grandmother',
      'grandfather',
      'family',
      'aunt',
      'uncle',
      'cousin',
      'baby',
    ],
  ],
  ['friendships', ['friend', 'friends', 'roommate', 'party', 'group']],
  ['your relationship', ['partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'date', 'ex', 'relationship', 'engaged', 'wedding']],
  ['your health', ['doctor', 'sick', 'hospital', 'pain', 'health', 'therapy', 'therapist', 'diagnosis', 'surgery', 'illness']],
  ['rest and sleep', ['sleep', 'slept', 'tired', 'exhausted', 'nap', 'insomnia', 'rest']],
  ['money', ['money', 'rent', 'bills', 'debt', 'paycheck', 'salary', 'loan', 'loans', 'budget']],
  ['your studies', ['exam', 'exams', 'school', 'class', 'university', 'college', 'grades', 'homework', 'study', 'thesis']],
  ['time outdoors', ['garden', 'park', 'lake', 'beach', 'river', 'forest', 'walk', 'hike', 'outside', 'sunset']],
  ['your pets', ['dog', 'cat', 'puppy', 'kitten', 'pet', 'vet']],
];

/** A small stable hash, so the same entry always gets the same wording. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(items: T[], seed: number): T {
  return items[seed % items.length];
}

function quoteList(words: string[]): string {
  const q = words.map((w) => `\u201c${w}\u201d`);
  if (q.length <= 1) return q.join('');
  return `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** The strongest distinct feeling words for a mood, as the writer put them. */
function feelingWords(c: MoodClassification, mood: Mood, max = 3): string[] {
  const seen = new Set<string>();
  return c.cues
    .filter((cue) => cue.mood === mood && !cue.negated && cue.weight >= 0.8)
    .sort((a, b) => b.weight - a.weight)
    .map((cue) => cue.word.toLowerCase().replace(/\bi\b/g, 'I'))
    .filter((w) => (seen.has(w) ? false : (seen.add(w), true)))
    .slice(0, max);
}

/** The one subject the entry keeps coming back to; a single passing mention is not a theme. */
function topicOf(text: string): string | null {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const counts = TOPICS.map(([topic, list]) => [topic, words.filter((w) => list.includes(w)).length] as const).sort((a, b) => b[1] - a[1]);
  const [first, second] = counts;
  return first[1] >= 2 && first[1] > second[1] ? first[0] : null;
}

const RESPONSES: Record<Mood, string> = {
  happy: 'That has a real lift to it.',
  sad: 'There is a quiet heaviness in that, and it deserves some gentleness.',
  angry: 'That sounds genuinely unfair, and it makes sense that it got under your skin.',
  relaxed: 'There is a slow, settled feel to that.',
  neutral: 'It reads like a fairly steady day, written down as it happened.',
};

/** How a mood is named inside a sentence ("a little frustration in it"). */
const NOUNS: Record<Mood, string> = {
  happy: 'happiness',
  sad: 'sadness',
  angry: 'frustration',
  relaxed: 'calm',
  neutral: 'steadiness',
};

/** What the classifiers read, handed in by the analysis service (lib/services/analysis.ts). */
export type AnalysisReading = {
  /** The learned classifier's reading of the entry. */
  detected: Mood;
  /** The mood the user picked, if any: the analysis speaks to it and never contradicts it. */
  chosen?: Mood | null;
  /** The entry's most telling sentence, in the writer's own words. */
  keyLine?: string | null;
};

const MAX_QUOTE = 160;

/** The writer's own words, trimmed to one readable quote. */
export function quoteLine(line: string): string | null {
  let q = line.replace(/\s+/g, ' ').trim();
  if (q.length < 8) return null;
  if (q.length > MAX_QUOTE) q = `${q.slice(0, MAX_QUOTE).replace(/\s+\S*$/, '')}\u2026`;
  const end = /[.!?\u2026]["\u201d)]?$/.test(q) ? '' : '.';
  return `You wrote, \u201c${q}\u201d${end}`;
}

function noticed(c: MoodClassification, text: string, mood: Mood, reading?: AnalysisReading): string {
  const words = feelingWords(c, mood);
  const topic = topicOf(text);
  const quote = reading?.keyLine ? quoteLine(reading.keyLine) : null;
  const parts = quote ? [quote, RESPONSES[mood]] : [OPENINGS[mood]];
  if (words.length) parts.push(`Words like ${quoteList(words)} stand out${topic ? `, and much of it seems to centre on ${topic}` : ''}.`);
  else if (mood === 'neutral')
    parts.push(`You mostly recorded what happened${topic ? ` around ${topic}` : ''} rather than how it felt, which is completely fine.`);
  else if (topic) parts.push(`Much of it seems to centre on ${topic}.`);

  // The user's own choice leads; a different reading is offered, never imposed.
  const chosen = reading?.chosen;
  if (chosen && reading && reading.detected !== chosen && reading.detected !== 'neutral') {
    parts.push(
      `You marked this entry as ${MOODS[chosen].label.toLowerCase()}, and that is how I have read it; there may be a little ${NOUNS[reading.detected]} in it too, and both can be true.`,
    );
    return parts.join(' ');
  }

  // A second, clearly present feeling of a different kind is worth naming: days are rarely one thing.
  const second = MOOD_VALUES.filter((m) => m !== mood && m !== 'neutral').sort((a, b) => c.scores[b] - c.scores[a])[0];
  const secondWords = feelingWords(c, second, 2);
  if (mood !== 'neutral' && c.scores[second] >= 0.6 * c.scores[mood] && secondWords.length) {
    parts.push(`There is some ${MOODS[second].label.toLowerCase()} mixed in too (${quoteList(secondWords)}), which is very human.`);
  }
  return parts.join(' ');
}

/**
 * A short, warm analysis of a journal entry, written without any network call. With a reading
 * from the learned classifier it quotes the entry's most telling line and speaks to the mood the
 * user chose, if any; alone it falls back to the lexicon.
 */
export function writeOfflineAnalysis(text: string, reading?: AnalysisReading | MoodClassification): string {
  const lexicon = reading && 'cues' in reading ? reading : classifyMood(text);
  const learned = reading && !('cues' in reading) ? reading : undefined;
  const mood = learned ? (learned.chosen ?? learned.detected) : lexicon.mood;
  const seed = hash(text);
  return [
    noticed(lexicon, text, mood, learned),
    pick(REFLECTIONS[mood], seed),
    `One thing to try: ${lowerFirst(pick(SUGGESTIONS[mood], seed >>> 3))}`,
    `Emotion detected: ${mood}`,
  ].join('\n\n');
}

/**
 * The body for an entry at crisis concern or above, under the crisis resources: written for
 * someone in pain, never celebrating, never quoting the painful words back. The emotion line is
 * never happy or relaxed.
 */
export function writeCrisisAnalysis(emotion: Mood): string {
  return [
    'What you wrote sounds really painful, and I am glad you put it into words instead of holding it alone.',
    'You deserve support with this now, not later. Reaching out to one person today (a friend, someone in your family, or one of the lines above) can make the next hours a little lighter.',
    'If you have a safety plan, this is a good moment to open it. If not, you can write one in Settings whenever you feel able.',
    `Emotion detected: ${safeCrisisMood(emotion)}`,
  ].join('\n\n');
}

/** A crisis entry is never read as happy or relaxed (or shrugged off as neutral). */
export function safeCrisisMood(mood: Mood): Mood {
  return mood === 'angry' ? 'angry' : 'sad';
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
