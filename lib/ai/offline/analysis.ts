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
  ['work', ['work', 'job', 'boss', 'manager', 'office', 'meeting', 'meetings', 'colleague', 'coworker', 'coworkers', 'shift', 'project', 'deadline', 'career', 'promotion', 'interview', 'team', 'client']],
  ['family', ['mom', 'mum', 'dad', 'mother', 'father', 'parents', 'sister', 'brother', 'kids', 'son', 'daughter', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'family', 'aunt', 'uncle', 'cousin', 'baby']],
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

function noticed(c: MoodClassification, text: string): string {
  const mood = c.mood;
  const words = feelingWords(c, mood);
  const topic = topicOf(text);
  const parts = [OPENINGS[mood]];
  if (words.length) parts.push(`Words like ${quoteList(words)} stand out${topic ? `, and much of it seems to centre on ${topic}` : ''}.`);
  else if (mood === 'neutral') parts.push(`You mostly recorded what happened${topic ? ` around ${topic}` : ''} rather than how it felt, which is completely fine.`);
  else if (topic) parts.push(`Much of it seems to centre on ${topic}.`);

  // A second, clearly present feeling of a different kind is worth naming: days are rarely one thing.
  const second = MOOD_VALUES.filter((m) => m !== mood && m !== 'neutral').sort((a, b) => c.scores[b] - c.scores[a])[0];
  const secondWords = feelingWords(c, second, 2);
  if (mood !== 'neutral' && c.scores[second] >= 0.6 * c.scores[mood] && secondWords.length) {
    parts.push(`There is some ${MOODS[second].label.toLowerCase()} mixed in too (${quoteList(secondWords)}), which is very human.`);
  }
  return parts.join(' ');
}

/** A short, warm analysis of a journal entry, written without any network call. */
export function writeOfflineAnalysis(text: string, classification: MoodClassification = classifyMood(text)): string {
  const seed = hash(text);
  const mood = classification.mood;
  return [
    noticed(classification, text),
    pick(REFLECTIONS[mood], seed),
    `One thing to try: ${lowerFirst(pick(SUGGESTIONS[mood], seed >>> 3))}`,
    `Emotion detected: ${mood}`,
  ].join('\n\n');
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
