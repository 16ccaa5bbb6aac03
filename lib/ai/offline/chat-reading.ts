import Sentiment from 'sentiment';
import { FEELINGS, NEGATED_POSITIVE, TOPICS, type Feeling, type Topic } from './chat-lexicon';

// Reads one message for the offline chat assistant: the feelings and topics it names, a reason
// it gives ("because ..."), and a wish ("I just want to be happy").

const sentiment = new Sentiment();

export type Reading = {
  feelings: Feeling[];
  topics: Topic[];
  /** The user's "because ..." reason, turned to the second person, or null. */
  reason: string | null;
  /** AFINN score of the whole message, for text the word lists miss. */
  score: number;
  /** The message lower-cased with straight apostrophes. */
  norm: string;
  /** "I just want to be happy": the state they wish for ("happy"), or null. */
  wish: string | null;
};

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// "not happy", "don't feel good", "never really calm": a negator up to two words before the match.
const NEGATED_BEFORE = /(?:\bnot|n't|\bnever|\bno longer|\bhardly|\bbarely)(?:\s+[a-z']+){0,2}\s*$/;
// "how can I calm down", "I just want to be happy": a wish, not how they feel now.
const WISHED_BEFORE = /\b(?:to|want|wanna|wish|need|how|could|would|can|hope)(?:\s+[a-z']+){0,2}\s*$/;

const WISH =
  /\b(?:want|wanna|wish|need|hope|long)(?: i could| to| i was| i were| i)? (?:be|feel|be able to feel)(?: (?:more|less|really|truly|a bit|a little|so|just))? ([a-z]{3,20})\b/;
const NOT_WISHES = new Set(['able', 'there', 'here', 'alone', 'left', 'like', 'the', 'with', 'around', 'done', 'sure']);
const GENERIC = new Set(['happy', 'rough', 'low']);

const GREETING_WORDS = /\bgood (?:morning|afternoon|evening|night)\b/g;
const OWN_FEELING = /\bi(?:'m| am)? (?:feel|felt|feeling)(?: so| really| very| quite| pretty| a bit| a little| kind of| kinda| sort of)? ([a-z]{3,20})\b/;
const NOT_FEELINGS = new Set([
  'like',
  'that',
  'this',
  'the',
  'about',
  'when',
  'because',
  'for',
  'him',
  'her',
  'them',
  'you',
  'its',
  'it',
  'as',
  'if',
  'and',
  'but',
  'with',
  'nothing',
  'something',
  'anything',
  'everything',
  'some',
  'more',
  'less',
  'much',
  'way',
]);

export function readMessage(text: string): Reading {
  const norm = normalise(text);
  // Blank out what was matched (same length, so positions hold) so "not good enough" is read once.
  let work = norm.replace(GREETING_WORDS, (m) => ' '.repeat(m.length));
  const found = new Map<string, { feeling: Feeling; at: number }>();
  const note = (feeling: Feeling, at: number) => {
    if (!found.has(feeling.key)) found.set(feeling.key, { feeling, at });
  };
  for (const feeling of FEELINGS) {
    const global = new RegExp(feeling.pattern.source, 'g');
    work = work.replace(global, (match, ...rest) => {
      const offset = rest[rest.length - 2] as number;
      const before = work.slice(Math.max(0, offset - 30), offset);
      const negated = NEGATED_BEFORE.test(before);
      const wished = !negated && feeling.valence === 'positive' && (WISHED_BEFORE.test(before) || /^\s+down\b/.test(work.slice(offset + match.length)));
      if (negated) {
        if (feeling.valence === 'positive') note(NEGATED_POSITIVE, offset);
      } else if (!wished) {
        note(feeling, offset);
      }
      return ' '.repeat(match.length);
    });
  }

  // "I feel weird": a feeling word the lists do not know is still worth reflecting back.
  if (found.size === 0) {
    const own = norm.match(OWN_FEELING);
    if (own && !NOT_FEELINGS.has(own[1])) {
      const score = sentiment.analyze(own[1]).score;
      const feeling: Feeling = {
        key: `own:${own[1]}`,
        label: own[1],
        valence: score > 0 ? 'positive' : 'negative',
        distress: score < 0,
        coping: score < 0 ? 'comfort' : undefined,
        pattern: /$^/,
      };
      note(feeling, own.index ?? 0);
    }
  }

  const topics = TOPICS.map((t) => ({ t, at: norm.search(t.pattern) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => Number(Boolean(b.t.weighty)) - Number(Boolean(a.t.weighty)) || a.at - b.at)
    .map((x) => x.t);

  // In the order they were said; a vague word ("good", "bad") gives way to a precise one.
  const inOrder = [...found.values()].sort((a, b) => a.at - b.at).map((x) => x.feeling);
  const feelings = inOrder.filter((f) => !(GENERIC.has(f.key) && inOrder.some((o) => o.valence === f.valence && !GENERIC.has(o.key))));
  const wished = norm.match(WISH)?.[1];
  const wish = wished && !NOT_WISHES.has(wished) ? wished : null;
  return { feelings, topics, reason: reasonOf(text), score: sentiment.analyze(norm).score, norm, wish };
}

const SECOND_PERSON: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  am: 'are',
};

// A reason worth echoing is short, about the user, and not self-criticism: repeating "because
// I'm worthless" back as a statement would read as agreement.
const UNSAFE_TO_ECHO = /\b(you|your|u|ur|worthless|useless|stupid|failure|hate myself|not good enough|ugly|die|dead|kill)\b/i;

export function reasonOf(text: string): string | null {
  const m = text.replace(/[\u2018\u2019\u02bc`]/g, "'").match(/(?:\bbecause|'cause|\bcuz|\bcoz)\s+(?!of\b)([^.!?;\n]{3,120})/i);
  if (!m) return null;
  let clause = m[1]
    .split(/,?\s+but\s+/i)[0]
    .replace(/[,:\-\s]+$/, '')
    .trim();
  if (UNSAFE_TO_ECHO.test(clause)) return null;
  const words = clause.split(/\s+/);
  if (words.length < 2 || words.length > 14) return null;
  clause = clause
    .replace(/\bI was\b/gi, 'you were')
    .replace(/\bI am\b/gi, 'you are')
    .replace(/\b(I'm|I've|I'll|I'd|I|me|my|mine|myself|am)\b/gi, (w) => SECOND_PERSON[w.toLowerCase()] ?? w);
  return clause;
}
