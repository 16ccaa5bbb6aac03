import { MOOD_VALUES, type Mood } from '@/lib/moods';
import {
  ABSENCE_NEGATORS,
  ACTIVITY_WORDS,
  COMPLAINT_MARKERS,
  CONTRAST_WORDS,
  DOWNTONERS,
  FIRST_PERSON,
  INTENSIFIERS,
  NEGATION_BREAKERS,
  NEGATORS,
  OTHER_AGENTS,
  PHRASE_CUES,
  SENTENCE_CONTRAST_WORDS,
  WORD_CUES,
  type CueGroup,
} from './lexicon';
import { AFINN } from './afinn';

/** One piece of evidence the classifier used, kept so the analysis can name the feelings. */
export type MoodCue = { word: string; group: CueGroup; mood: Mood; weight: number; negated: boolean };

export type MoodClassification = {
  mood: Mood;
  /** Share of the evidence that went to the winning mood, 0 to 1. */
  confidence: number;
  scores: Record<Mood, number>;
  /** AFINN-style valence of the words that were not mood cues (negation applied). */
  valence: number;
  cues: MoodCue[];
};

// With no feeling words at all an entry is neutral; any clear cue outweighs this.
const NEUTRAL_BASE = 0.8;
const NEGATION_WINDOW = 3;
const BEFORE_CONTRAST = 0.6;
const AFTER_CONTRAST = 1.4;
const EXCLAIM = 1.25;

type Token = { text: string; raw: string; breakBefore: boolean };
type Sentence = { tokens: Token[]; exclaim: boolean; question: boolean };
type SentenceSignals = { blame: boolean; shouted: boolean; rhetorical: boolean; doneToMe: boolean };
type Contribution = { group: CueGroup | 'valence'; weight: number; sentence: number; pos: number; word: string; negated: boolean };

type Index = { exact: Map<string, Array<[CueGroup, number]>>; prefixes: Array<[string, CueGroup, number]> };

let index: Index | undefined;

function cueIndex(): Index {
  if (index) return index;
  const exact = new Map<string, Array<[CueGroup, number]>>();
  const prefixes: Array<[string, CueGroup, number]> = [];
  for (const [group, words] of Object.entries(WORD_CUES) as Array<[CueGroup, Record<string, number>]>) {
    for (const [word, weight] of Object.entries(words)) {
      if (word.endsWith('*')) prefixes.push([word.slice(0, -1), group, weight]);
      else exact.set(word, [...(exact.get(word) ?? []), [group, weight]]);
    }
  }
  index = { exact, prefixes };
  return index;
}

function lookup(word: string): Array<[CueGroup, number]> {
  const { exact, prefixes } = cueIndex();
  const found = exact.get(word);
  if (found) return found;
  const byPrefix = prefixes.filter(([p]) => word.startsWith(p)).map(([, g, w]) => [g, w] as [CueGroup, number]);
  return byPrefix;
}

const PHRASES = PHRASE_CUES.map(([phrase, group, weight]) => ({ parts: phrase.split(' '), group, weight, phrase }));

function partMatches(part: string, word: string): boolean {
  if (part === '*') return true;
  return part.endsWith('*') ? word.startsWith(part.slice(0, -1)) : part === word;
}

/** Splits text into sentences of word tokens; commas and dashes mark clause breaks. */
function tokenize(text: string): Sentence[] {
  const normalized = text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
  const re = /[A-Za-z0-9]+(?:['-][A-Za-z0-9]+)*|[.!?\n]+|[,;:()"\u2014\u2013]|\s-\s/g;
  const sentences: Sentence[] = [];
  let current: Token[] = [];
  let breakNext = false;
  const close = (punct: string) => {
    if (current.length) sentences.push({ tokens: current, exclaim: punct.includes('!'), question: punct.includes('?') });
    current = [];
    breakNext = false;
  };
  for (const m of normalized.matchAll(re)) {
    const t = m[0];
    if (/^[.!?\n]+$/.test(t)) close(t);
    else if (/^[A-Za-z0-9]/.test(t)) {
      current.push({ text: t.toLowerCase(), raw: t, breakBefore: breakNext });
      breakNext = false;
    } else breakNext = true;
  }
  close('');
  return sentences;
}

const IRREGULAR_PAST = new Set([
  'stole',
  'took',
  'gave',
  'threw',
  'broke',
  'left',
  'told',
  'made',
  'kept',
  'cut',
  'hit',
  'ate',
  'sent',
  'tore',
  'spent',
  'lost',
  'put',
  'let',
  'read',
]);

function isPastVerb(word: string): boolean {
  return (word.length > 4 && word.endsWith('ed')) || IRREGULAR_PAST.has(word);
}

function isShouted(raw: string): boolean {
  return raw.length >= 3 && /[A-Z]/.test(raw) && raw === raw.toUpperCase() && !/\d/.test(raw);
}

/** How strongly the words just before position i amplify or soften it. */
function modifierAt(tokens: Token[], i: number): number {
  let factor = 1;
  for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
    const w = tokens[k].text;
    if (tokens[k + 1]?.breakBefore) break;
    if (INTENSIFIERS[w]) factor *= INTENSIFIERS[w];
    else if ((w === 'of' && ['kind', 'sort'].includes(tokens[k - 1]?.text ?? '')) || ((w === 'bit' || w === 'little') && tokens[k - 1]?.text === 'a')) {
      factor *= 0.6;
      break;
    } else if (DOWNTONERS[w] && w !== 'kind' && w !== 'sort' && w !== 'bit' && w !== 'little') factor *= DOWNTONERS[w];
    else break;
  }
  return factor;
}

type NegationState = { at: number; absence: boolean } | null;

/** Finds whether position i sits inside a negation, honouring clause breaks and breakers. */
function negationAt(tokens: Token[], i: number): NegationState {
  for (let k = i - 1; k >= Math.max(0, i - NEGATION_WINDOW); k--) {
    if (tokens[k + 1].breakBefore) return null;
    const w = tokens[k].text;
    if (CONTRAST_WORDS.has(w)) return null;
    if (!NEGATORS.has(w)) continue;
    // "can't stop smiling", "can't describe the joy": the negation falls on the verb, not the feeling.
    const next = tokens[k + 1]?.text;
    if (k + 1 < i && next && NEGATION_BREAKERS.has(next)) return null;
    // "haven't felt this giddy in years", "never been so happy": an intensifier, not a denial.
    const after = tokens[k + 2]?.text;
    if (k + 2 < i && next && ['felt', 'been', 'feel', 'seen'].includes(next) && after && ['this', 'so', 'as', 'that'].includes(after)) return null;
    // "not a single thing went wrong": the negation covers the whole clause.
    return { at: k, absence: ABSENCE_NEGATORS.has(w) && k === i - 1 };
  }
  return null;
}

function moodOf(group: CueGroup): Mood {
  return group === 'worry' || group === 'stress' ? 'sad' : group;
}

/**
 * Where a denied feeling points: "not happy" leans sad, "not angry" leans calm, "no stress" is
 * relief, "nothing terrible" is just an ordinary day.
 */
function negatedTargets(group: CueGroup, absence: boolean): Array<[CueGroup, number]> {
  if (group === 'worry' || group === 'stress') return [['relaxed', 0.7]];
  // "no energy", "no fun": missing joy is low mood; "nothing terrible": just an ordinary day.
  if (absence)
    return group === 'happy'
      ? [
          ['sad', 0.4],
          ['neutral', 0.3],
        ]
      : [['neutral', 0.5]];
  switch (group) {
    case 'happy':
      return [
        ['sad', 0.5],
        ['neutral', 0.3],
      ];
    case 'sad':
      return [['neutral', 0.5]];
    case 'angry':
      return [
        ['neutral', 0.4],
        ['relaxed', 0.3],
      ];
    case 'relaxed':
      return [
        ['worry', 0.5],
        ['angry', 0.2],
      ];
    case 'neutral':
      return [['sad', 0.8]];
  }
}

function collect(sentences: Sentence[]) {
  const contributions: Contribution[] = [];
  const contrasts: Array<{ sentence: number; pos: number }> = [];
  const signals: SentenceSignals[] = [];
  let activity = 0;

  sentences.forEach((s, si) => {
    const toks = s.tokens;
    signals.push({
      blame: toks.some((t) => OTHER_AGENTS.has(t.text) || COMPLAINT_MARKERS.has(t.text)),
      shouted: toks.some((t) => isShouted(t.raw)),
      rhetorical: s.question && ['how', 'why', 'who', 'what'].includes(toks[0]?.text ?? ''),
      // "Somebody stole my bike", "she shared my secret": someone else acting on what is mine.
      doneToMe: !FIRST_PERSON.has(toks[0]?.text ?? '') && toks.some((t, k) => k >= 2 && (t.text === 'my' || t.text === 'me') && isPastVerb(toks[k - 1].text)),
    });
    const used = new Array<boolean>(toks.length).fill(false);
    if (SENTENCE_CONTRAST_WORDS.has(toks[0]?.text) || CONTRAST_WORDS.has(toks[0]?.text)) contrasts.push({ sentence: si, pos: 0 });

    const add = (group: CueGroup, weight: number, i: number, word: string) => {
      const neg = negationAt(toks, i);
      const factor = modifierAt(toks, i) * (isShouted(toks[i].raw) ? 1.5 : 1);
      if (!neg) {
        contributions.push({ group, weight: weight * factor, sentence: si, pos: i, word, negated: false });
        return;
      }
      for (const [target, share] of negatedTargets(group, neg.absence)) {
        contributions.push({ group: target, weight: weight * share * factor, sentence: si, pos: i, word, negated: true });
      }
    };

    // Phrases first, longest first, so "not good not bad" wins over "good" and "bad".
    const phrases = [...PHRASES].sort((a, b) => b.parts.length - a.parts.length);
    for (const p of phrases) {
      for (let i = 0; i + p.parts.length <= toks.length; i++) {
        if (used.slice(i, i + p.parts.length).some(Boolean)) continue;
        if (!p.parts.every((part, k) => partMatches(part, toks[i + k].text))) continue;
        for (let k = 0; k < p.parts.length; k++) used[k + i] = true;
        // A phrase is denied only right after the negator ("not in love"); "I don't think I'm cut
        // out for this" keeps its meaning, and a phrase carrying its own negation is never flipped.
        const before = toks[i - 1]?.text ?? '';
        const directlyNegated = NEGATORS.has(before) || (INTENSIFIERS[before] !== undefined && NEGATORS.has(toks[i - 2]?.text ?? ''));
        if (!directlyNegated || NEGATORS.has(p.parts[0]) || p.parts[0].includes("'t")) {
          contributions.push({ group: p.group, weight: p.weight * modifierAt(toks, i), sentence: si, pos: i, word: p.phrase, negated: false });
        } else add(p.group, p.weight, i, p.phrase);
      }
    }

    toks.forEach((tok, i) => {
      const w = tok.text;
      if (CONTRAST_WORDS.has(w) && i > 0) contrasts.push({ sentence: si, pos: i });
      if (used[i]) return;
      if (ACTIVITY_WORDS.has(w)) activity++;
      const cues = lookup(w);
      if (cues.length) {
        for (const [group, weight] of cues) add(group, weight, i, tok.raw);
        return;
      }
      const v = AFINN[w];
      if (!v) return;
      const neg = negationAt(toks, i);
      const factor = modifierAt(toks, i);
      // "nothing terrible" is an absence, not a good thing; "nothing went wrong" is a good thing.
      if (neg?.absence) contributions.push({ group: 'neutral', weight: 0.3, sentence: si, pos: i, word: tok.raw, negated: true });
      else contributions.push({ group: 'valence', weight: (neg ? -0.7 : 1) * v * factor, sentence: si, pos: i, word: tok.raw, negated: Boolean(neg) });
    });
  });
  return { contributions, contrasts, activity, signals };
}

/** Contrast shifts weight onto what follows it: "work was awful, but tonight I feel calm". */
function contrastFactor(c: Contribution, contrasts: Array<{ sentence: number; pos: number }>): number {
  let f = 1;
  for (const k of contrasts) {
    if (k.pos === 0) {
      if (c.sentence === k.sentence - 1) f *= BEFORE_CONTRAST;
      else if (c.sentence === k.sentence) f *= AFTER_CONTRAST;
    } else if (c.sentence === k.sentence) f *= c.pos < k.pos ? BEFORE_CONTRAST : AFTER_CONTRAST;
  }
  return f;
}

const POSITIVE: ReadonlySet<CueGroup> = new Set(['happy', 'relaxed']);
const NEGATIVE: ReadonlySet<CueGroup> = new Set(['sad', 'angry', 'worry', 'stress']);

/**
 * Classifies a journal text into one of the five moods from the words it contains: cue words per
 * mood, the AFINN valence list for everything else, negation, intensifiers, contrast ("but") and
 * exclamation. Pure and synchronous, so chat and tests can call it freely.
 */
export function classifyMood(text: string): MoodClassification {
  const sentences = tokenize(text);
  const { contributions, contrasts, activity, signals } = collect(sentences);
  const groups: Record<CueGroup | 'valence', number> = { happy: 0, sad: 0, angry: 0, relaxed: 0, neutral: 0, worry: 0, stress: 0, valence: 0 };
  const perSentence = sentences.map(() => 0);
  const sadCuesIn = sentences.map(() => 0);
  let positiveValence = 0;
  let negativeValence = 0;
  // Unnamed negativity (no feeling word, just "ruined", "mess", "problem") blamed on someone else.
  let blamedNegativity = 0;

  for (const c of contributions) {
    const s = sentences[c.sentence];
    const weight = c.weight * contrastFactor(c, contrasts) * (s.exclaim ? EXCLAIM : 1);
    if (c.group === 'valence') {
      if (weight > 0) positiveValence += weight;
      else if (signals[c.sentence].blame || signals[c.sentence].shouted || signals[c.sentence].doneToMe) blamedNegativity -= weight;
      else negativeValence -= weight;
      perSentence[c.sentence] += weight * 0.3;
      continue;
    }
    if (c.group === 'stress' && (signals[c.sentence].blame || signals[c.sentence].shouted)) {
      groups.angry += weight * 0.5;
      groups.stress += weight * 0.5;
    } else groups[c.group] += weight;
    if (c.group === 'sad' || c.group === 'worry') sadCuesIn[c.sentence] += weight;
    if (POSITIVE.has(c.group)) perSentence[c.sentence] += weight;
    if (NEGATIVE.has(c.group)) perSentence[c.sentence] -= weight;
  }

  const scores: Record<Mood, number> = {
    happy: groups.happy + 0.45 * positiveValence,
    relaxed: groups.relaxed + 0.15 * positiveValence,
    sad: groups.sad + 0.8 * groups.worry + 0.6 * groups.stress + 0.35 * negativeValence + 0.1 * blamedNegativity,
    angry: groups.angry + 0.3 * groups.stress + 0.15 * negativeValence + 0.4 * blamedNegativity,
    neutral: NEUTRAL_BASE + groups.neutral + Math.min(0.8, 0.2 * activity),
  };

  sentences.forEach((s, i) => {
    // Exclamations and shouting raise arousal: excitement when positive, anger when negative.
    if (s.exclaim || signals[i].shouted) {
      if (perSentence[i] > 0.2) scores.happy += 0.4;
      else if (perSentence[i] < -0.2 || signals[i].shouted) scores.angry += s.question || signals[i].shouted ? 0.8 : 0.4;
    }
    // "How is that acceptable?", "Why do I even bother?": rhetorical questions are complaints.
    if (signals[i].rhetorical && sadCuesIn[i] === 0) scores.angry += 0.8;
    // Someone else acted on what is mine and the sentence is not happy about it.
    if (signals[i].doneToMe && perSentence[i] <= 0 && (signals[i].blame || perSentence[i] < 0)) scores.angry += 0.8;
  });

  // Strong feelings pulling both ways in equal measure read as a mixed, middling day.
  const pos = scores.happy + scores.relaxed;
  const neg = scores.sad + scores.angry;
  if (pos > 1.5 && neg > 1.5 && Math.min(pos, neg) / Math.max(pos, neg) > 0.8) scores.neutral += 0.5 * Math.min(pos, neg);

  let mood: Mood = 'neutral';
  for (const m of MOOD_VALUES) if (scores[m] > scores[mood] + 1e-9) mood = m;
  const total = MOOD_VALUES.reduce((sum, m) => sum + Math.max(0, scores[m]), 0);

  const cues: MoodCue[] = contributions
    .filter((c): c is Contribution & { group: CueGroup } => c.group !== 'valence')
    .map((c) => ({ word: c.word, group: c.group, mood: moodOf(c.group), weight: c.weight, negated: c.negated }));

  return {
    mood,
    confidence: total > 0 ? scores[mood] / total : 0,
    scores,
    valence: positiveValence - negativeValence,
    cues,
  };
}
