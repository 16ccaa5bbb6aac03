import { COPING_IDEAS, COPING_LEADS, FEELING_QUESTIONS, type CopingKind, type Topic } from './chat-lexicon';
import type { Mood } from '@/lib/moods';
import { normalise, readMessage, type Reading } from './chat-reading';

export { readMessage, reasonOf } from './chat-reading';

// The no-network chat assistant. It cannot understand text the way a model does, so it does the
// few things a good listener does and that rules can do reliably: reflect the feelings and topics
// it recognises, ask one open question, and offer one small coping idea when distress shows.
// It always speaks as an AI, never as a person or a clinician.

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export const OFFLINE_CRISIS_FOLLOW_UP =
  "I'm an AI assistant, so I can't be there with you in person, but I'm here to keep listening. Who is someone nearby, or someone you could call right now, who could be with you?";

const IDENTITY_REPLY =
  "I'm an AI assistant, not a person, a therapist or a doctor. I can listen, reflect back what I hear and share small coping ideas, but for medical or mental-health care a qualified professional is the right person to talk to.";

type Intent = 'identity' | 'greeting' | 'thanks' | 'goodbye' | 'fine' | 'unsure' | 'brief' | 'advice' | 'talk';

const IDENTITY =
  /\b(?:are|r) (?:you|u)(?: even)?(?: a| an)? (?:real|human|person|people|bot|robot|ai|machine|therapist|doctor|counsell?or|psychologist|psychiatrist)\b|\b(?:who|what) (?:are|r) (?:you|u)\b|\bam i (?:talking|speaking|chatting) (?:to|with)\b/;
const GREETING = /^(?:hi|hello|hey|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening))(?: there)?(?: (?:ai|assistant|bot|friend))?[!. ]*$/;
const THANKS = /\b(?:thanks|thank you|thx|ty|cheers|appreciate it)\b/;
const GOODBYE = /^(?:bye|goodbye|see you|see ya|good night|gotta go|got to go|talk (?:to you )?later|that'?s all)\b/;
const FINE = /^(?:i'?m |i am )?(?:fine|ok|okay|alright|all right)[!. ]*$/;
const UNSURE = /^(?:idk|i don'?t know|not sure|dunno|nothing|maybe|hmm+|um+)(?: really| at all| honestly)?[!. ]*$/;
const BRIEF = /^(?:yes|yeah|yep|yup|no|nope|sure|i guess|kind of|kinda|sort of|a bit|a little|true|right|exactly)[!. ]*$/;
const ADVICE =
  /\b(?:what (?:should|can|do) i do|any (?:tips|advice|ideas)|how (?:can|do|should) i (?:cope|deal|handle|stop|feel better|calm|relax|sleep)|help me|give me (?:some )?(?:advice|tips)|what helps)\b/;

function intentOf(norm: string): Intent {
  if (IDENTITY.test(norm)) return 'identity';
  if (GREETING.test(norm)) return 'greeting';
  const short = norm.split(' ').length <= 8;
  if (short && GOODBYE.test(norm)) return 'goodbye';
  if (short && THANKS.test(norm)) return 'thanks';
  if (FINE.test(norm)) return 'fine';
  if (UNSURE.test(norm)) return 'unsure';
  if (BRIEF.test(norm)) return 'brief';
  if (ADVICE.test(norm)) return 'advice';
  return 'talk';
}

/** djb2: a stable seed, so the same conversation gets the same reply (and tests can rely on it). */
function hash(text: string): number {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) >>> 0;
  return h;
}

/** Picks a variant, preferring one this conversation has not heard yet. */
function picker(seed: number, said: string) {
  return (options: string[]): string => {
    for (let i = 0; i < options.length; i++) {
      const option = options[(seed + i) % options.length];
      if (!said.includes(option)) return option;
    }
    return options[seed % options.length];
  };
}

function listOf(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function hardTopic(reading: Reading): Topic | undefined {
  return reading.topics.find((t) => t.hardship?.pattern.test(reading.norm));
}

function copingKind(reading: Reading, intent: Intent): CopingKind | null {
  const distressed = reading.feelings.find((f) => f.valence === 'negative' && f.distress);
  const sleepy = reading.topics.some((t) => t.key === 'sleep');
  if (distressed) return sleepy && distressed.coping !== 'breathe' ? 'rest' : (distressed.coping ?? 'comfort');
  if (intent === 'advice') {
    return reading.feelings.find((f) => f.valence === 'negative' && f.coping)?.coping ?? reading.topics.find((t) => t.advice)?.advice ?? 'clarity';
  }
  const hard = hardTopic(reading);
  if (hard?.hardship) return hard.hardship.coping;
  if (reading.feelings.length === 0 && reading.score <= -3) return 'comfort';
  return null;
}

function reflect(reading: Reading, pick: (o: string[]) => string): string {
  const negatives = reading.feelings.filter((f) => f.valence === 'negative');
  const positives = reading.feelings.filter((f) => f.valence === 'positive');
  const selfTalk = negatives.some((f) => f.key === 'insecure');
  const topic = reading.topics.find((t) => !(selfTalk && t.key === 'self'));
  const about = topic ? ` ${topic.joiner ?? 'about'} ${topic.phrase}` : '';
  const neg = listOf(negatives.slice(0, 3).map((f) => f.label));
  const pos = listOf(positives.slice(0, 3).map((f) => f.label));

  if (reading.wish && negatives.length === 0) return `It makes sense to want to feel ${reading.wish}, and it sounds like that feels out of reach right now.`;
  if (negatives.length && positives.length) return `It sounds like you're feeling a mix of things${about}: ${pos}, but also ${neg}.`;
  if (negatives.length) {
    return topic
      ? pick([`It sounds like you're feeling ${neg}${about}.`, `Feeling ${neg}${about} sounds really hard.`])
      : pick([
          `It sounds like you're feeling ${neg} right now.`,
          `I'm sorry you're feeling ${neg}; that sounds hard.`,
          `Thank you for telling me you're feeling ${neg}. That takes honesty.`,
        ]);
  }
  if (positives.length) return pick([`That's really good to hear. It sounds like you're feeling ${pos}${about}.`, `I'm glad you're feeling ${pos}${about}.`]);
  const hard = hardTopic(reading);
  if (hard) return `I'm sorry, that sounds really hard. Thank you for telling me about ${hard.phrase}.`;
  if (topic) return pick([`It sounds like there's a lot going on with ${topic.phrase}.`, `Thanks for telling me about ${topic.phrase}.`]);
  if (reading.score <= -2) return pick(['That sounds really hard.', "I'm sorry things feel this way right now."]);
  if (reading.score >= 2) return pick(['That sounds good.', "It's nice to hear that."]);
  return pick(['Thank you for sharing that with me.', "I'm listening.", 'I hear you.']);
}

/**
 * Praise words in a message the classifier reads as sad or angry are sarcasm ("Wonderful, the train
 * is cancelled again"): they are dropped rather than reflected back as joy.
 */
function agreeWithMood(reading: Reading, mood: Mood | null): Reading {
  if (mood !== 'sad' && mood !== 'angry') return reading;
  const feelings = reading.feelings.filter((f) => f.valence !== 'positive');
  return feelings.length === reading.feelings.length ? reading : { ...reading, feelings, score: Math.min(reading.score, 0) };
}

function questionFor(reading: Reading, earlierTopic: Topic | undefined): string[] {
  if (reading.wish) return [`What would feeling ${reading.wish} look like for you?`, 'What do you think is getting in the way of that right now?'];
  const topic = reading.topics[0] ?? (reading.feelings.length === 0 ? earlierTopic : undefined);
  if (topic) return topic.questions;
  if (reading.feelings.some((f) => f.valence === 'negative')) return FEELING_QUESTIONS.negative;
  if (reading.feelings.length || reading.score >= 2) return FEELING_QUESTIONS.positive;
  return FEELING_QUESTIONS.neutral;
}

// When the words name no feeling, the learned classifier's reading of the message speaks instead,
// so a loss told through events is met as a loss, as the journal's analysis would meet it.
const MOOD_REFLECTIONS: Record<Exclude<Mood, 'neutral'>, string[]> = {
  sad: ['That sounds like it weighs on you.', "That sounds heavy to carry, and I'm glad you told me."],
  angry: ['That sounds really unfair.', 'That sounds genuinely frustrating.'],
  happy: ['That sounds like a good moment.', "That's lovely to hear."],
  relaxed: ['That sounds peaceful.', 'That sounds like a calm stretch of time.'],
};

/**
 * The offline assistant's answer to the last user turn, in the light of the turns before it.
 * `mood` is the learned classifier's reading of that turn, when the caller has one.
 */
export function offlineChatReply(history: ChatTurn[], opts: { mood?: Mood | null } = {}): string {
  const lastUserIndex = history.map((t) => t.role).lastIndexOf('user');
  const said = history
    .filter((t) => t.role === 'assistant')
    .map((t) => t.content)
    .join('\n');
  const earlierAssistantTurns = history.filter((t) => t.role === 'assistant').length;
  if (lastUserIndex < 0) return "Hi, I'm the MoodJournal AI assistant. How are you feeling today?";

  const text = history[lastUserIndex].content;
  const norm = normalise(text);
  const pick = picker(hash(norm) + earlierAssistantTurns, said);
  const intent = intentOf(norm);

  switch (intent) {
    case 'identity':
      return `${IDENTITY_REPLY}\n\n${pick(['What would you like to talk about today?', 'How are you feeling right now?'])}`;
    case 'greeting':
      return earlierAssistantTurns > 0
        ? `Hi again. ${pick(['How are you feeling right now?', 'What is on your mind?'])}`
        : "Hi, I'm the MoodJournal AI assistant: not a person or a therapist, just a supportive place to think out loud. How are you feeling today?";
    case 'goodbye':
      return "Take care of yourself. I'm here whenever you want to talk again.";
    case 'thanks':
      return `You're welcome. I'm glad to be here for you. ${pick(['What else is on your mind?', 'How are you feeling now?'])}`;
    case 'fine':
      return `"Fine" can cover a lot of things. ${pick(['How are you really doing underneath it?', 'What has today actually been like for you?'])}`;
    default:
      break;
  }

  const reading = agreeWithMood(readMessage(text), opts.mood ?? null);
  // A reply with no topic of its own ("yes, all week") usually answers the question just asked
  // about the previous message's topic, so the conversation stays there.
  const previousUser = history
    .slice(0, lastUserIndex)
    .reverse()
    .find((t) => t.role === 'user');
  const earlierTopic = previousUser ? readMessage(previousUser.content).topics[0] : undefined;

  const opening: string[] = [];
  const nothingRecognised = reading.feelings.length === 0 && reading.topics.length === 0;
  if (intent === 'advice' && reading.feelings.length === 0 && !reading.wish) {
    const topic = reading.topics[0];
    opening.push(topic ? `It's a good idea to have a plan for ${topic.phrase}.` : "It's good that you're looking for something that might help.");
  } else if (intent === 'unsure') {
    opening.push("That's okay. Feelings aren't always easy to put into words.");
  } else if (intent === 'brief') {
    opening.push(pick(['Thank you. Take all the time you need.', 'Okay, I hear you.']));
  } else if (reading.feelings.length === 0 && !reading.wish && opts.mood && opts.mood !== 'neutral') {
    opening.push(pick(MOOD_REFLECTIONS[opts.mood]));
  } else if (nothingRecognised && earlierTopic && Math.abs(reading.score) < 2) {
    opening.push(pick(['Thank you for telling me more.', 'I appreciate you sharing that.']));
  } else {
    opening.push(reflect(reading, pick));
  }
  if (reading.reason) opening.push(`You mentioned that ${reading.reason}.`);

  const paragraphs = [opening.join(' ')];
  const kind = copingKind(reading, intent);
  if (kind) paragraphs.push(`${pick(COPING_LEADS)} ${pick(COPING_IDEAS[kind])}`);

  const questions =
    intent === 'unsure'
      ? [
          'If you had to describe today in one word, what would it be?',
          'What has taken up most of your energy today?',
          'What would help most right now: talking it through, or a small idea to try?',
        ]
      : questionFor(reading, earlierTopic);
  paragraphs.push(pick(questions));
  return paragraphs.join('\n\n');
}
