// Word lists behind the offline chat assistant. Each pattern is matched against lower-cased text
// with straight apostrophes; `\b` boundaries keep "sad" from matching "saddle".

export type CopingKind = 'breathe' | 'unload' | 'comfort' | 'cool' | 'rest' | 'kindness' | 'clarity';

export type Feeling = {
  key: string;
  /** How the reply names it: "It sounds like you're feeling <label>". */
  label: string;
  pattern: RegExp;
  valence: 'negative' | 'positive';
  /** Whether it counts as distress (which earns one coping idea). */
  distress: boolean;
  coping?: CopingKind;
};

export const FEELINGS: Feeling[] = [
  {
    key: 'anxious',
    label: 'anxious',
    valence: 'negative',
    distress: true,
    coping: 'breathe',
    pattern: /\b(anxious|anxiety|nervous|worried|worrying|worries|panic(?:king|ky)?|on edge|uneasy|restless|tense|jittery|dread(?:ing)?)\b/,
  },
  {
    key: 'stressed',
    label: 'stressed',
    valence: 'negative',
    distress: true,
    coping: 'unload',
    pattern: /\b(stress(?:ed|ful)?|under pressure|so much pressure|swamped|hectic)\b/,
  },
  {
    key: 'overwhelmed',
    label: 'overwhelmed',
    valence: 'negative',
    distress: true,
    coping: 'unload',
    pattern: /\b(overwhelm(?:ed|ing)?|too much (?:to|on)|drowning|can(?:'|no)?t cope|cannot cope|falling apart|can(?:'|no)?t handle)\b/,
  },
  {
    key: 'sad',
    label: 'sad',
    valence: 'negative',
    distress: true,
    coping: 'comfort',
    pattern:
      /\b(sad|sadness|unhappy|depressed|miserable|crying|cried|cry|tearful|heartbroken|gloomy|upset|(?:feel(?:ing)?|felt|i'?m|so|been) (?:so |really |very |a bit |kind of |kinda |pretty )?(?:down|low|blue))\b/,
  },
  {
    key: 'lonely',
    label: 'lonely',
    valence: 'negative',
    distress: true,
    coping: 'comfort',
    pattern: /\b(lonely|loneliness|alone|isolated|left out|no friends|nobody (?:cares|understands|gets me)|no one (?:cares|understands))\b/,
  },
  { key: 'hurt', label: 'hurt', valence: 'negative', distress: true, coping: 'comfort', pattern: /\b(hurt|betrayed|rejected|let down|ignored|abandoned)\b/ },
  {
    key: 'hopeless',
    label: 'hopeless',
    valence: 'negative',
    distress: true,
    coping: 'comfort',
    pattern: /\b(hopeless|pointless|worthless|empty|numb|give up|giving up|what'?s the point)\b/,
  },
  {
    key: 'angry',
    label: 'angry',
    valence: 'negative',
    distress: true,
    coping: 'cool',
    pattern: /\b(angry|anger|mad|furious|pissed|rage|raging|livid|resent(?:ful|ment)?|hate (?:him|her|them|it|this))\b/,
  },
  {
    key: 'frustrated',
    label: 'frustrated',
    valence: 'negative',
    distress: true,
    coping: 'cool',
    pattern: /\b(frustrat(?:ed|ing|ion)|fed up|irritated|annoyed|annoying|stuck)\b/,
  },
  {
    key: 'tired',
    label: 'worn out',
    valence: 'negative',
    distress: true,
    coping: 'rest',
    pattern: /\b(tired|exhausted|exhausting|drained|burn(?:t|ed) out|burnout|worn out|fatigued|no energy|sleepy)\b/,
  },
  { key: 'scared', label: 'scared', valence: 'negative', distress: true, coping: 'breathe', pattern: /\b(scared|afraid|frightened|terrified|fear(?:ful)?)\b/ },
  {
    key: 'guilty',
    label: 'guilty',
    valence: 'negative',
    distress: true,
    coping: 'kindness',
    pattern: /\b(guilty|guilt|ashamed|shame|embarrassed|regret(?:ting)?|my fault)\b/,
  },
  {
    key: 'insecure',
    label: 'down on yourself',
    valence: 'negative',
    distress: true,
    coping: 'kindness',
    pattern: /\b(not good enough|a failure|hate myself|useless|stupid|insecure|ugly)\b/,
  },
  {
    key: 'confused',
    label: 'unsure',
    valence: 'negative',
    distress: false,
    coping: 'clarity',
    pattern: /\b(confused|confusing|unsure|not sure what to do|don'?t know what to do|torn|feel(?:ing)? (?:so |really |a bit )?lost)\b/,
  },
  { key: 'bored', label: 'bored', valence: 'negative', distress: false, pattern: /\b(bored|boring|meh)\b/ },
  {
    key: 'rough',
    label: 'pretty rough',
    valence: 'negative',
    distress: true,
    coping: 'comfort',
    pattern: /\b(bad|awful|terrible|horrible|rough|crappy|shitty|the worst|hard day|tough day|struggling)\b/,
  },
  {
    key: 'happy',
    label: 'happy',
    valence: 'positive',
    distress: false,
    pattern: /\b(happy|glad|great|good|joyful|joy|cheerful|fantastic|awesome|wonderful|amazing|lovely)\b/,
  },
  { key: 'excited', label: 'excited', valence: 'positive', distress: false, pattern: /\b(excited|exciting|thrilled|can'?t wait|looking forward)\b/ },
  { key: 'calm', label: 'calm', valence: 'positive', distress: false, pattern: /\b(calm|relaxed|peaceful|at peace|content|chill)\b/ },
  { key: 'grateful', label: 'grateful', valence: 'positive', distress: false, pattern: /\b(grateful|thankful|blessed|appreciative)\b/ },
  { key: 'proud', label: 'proud', valence: 'positive', distress: false, pattern: /\b(proud|accomplished|achieved|nailed it)\b/ },
  { key: 'hopeful', label: 'hopeful', valence: 'positive', distress: false, pattern: /\b(hopeful|optimistic|better today|feeling better|getting better)\b/ },
];

/** Negated positive words ("not good", "not happy at all") read as a low mood, not a happy one. */
export const NEGATED_POSITIVE: Feeling = {
  key: 'low',
  label: 'low',
  valence: 'negative',
  distress: true,
  coping: 'comfort',
  pattern: /$^/,
};

export type Topic = {
  key: string;
  /** Noun phrase the reply uses: "It sounds like <phrase> ...". */
  phrase: string;
  pattern: RegExp;
  questions: string[];
  /** Words that make the topic itself a hardship ("can't sleep", "passed away"), worth a coping idea. */
  hardship?: { pattern: RegExp; coping: CopingKind };
  /** Outranks topics mentioned earlier in the message ("my grandmother passed away": loss, not family). */
  weighty?: boolean;
  /** How a feeling attaches to the topic: "lonely with all this change" (default "about"). */
  joiner?: string;
  /** The coping idea that fits when the user asks what to do about this topic. */
  advice?: CopingKind;
};

// Conflict with people close to you is hard whether or not a feeling word is used.
const CONFLICT = {
  pattern: /\b(fight|fighting|fought|argu(?:e|ed|ing|ment)|yell(?:ed|ing)?|shout(?:ed|ing)?|broke up|break ?up|divorce|cheat(?:ed|ing)?)\b/,
  coping: 'comfort' as const,
};

export const TOPICS: Topic[] = [
  {
    key: 'work',
    phrase: 'work',
    advice: 'unload',
    pattern:
      /\b(work|working|job|boss|manager|co-?workers?|colleagues?|office|shifts?|deadlines?|career|meetings?|clients?|promotion|fired|laid off|interview)\b/,
    questions: [
      'What part of work is weighing on you the most?',
      'What would make work feel even a little more manageable this week?',
      'How are you getting on with the people you work with?',
    ],
  },
  {
    key: 'study',
    phrase: 'your studies',
    advice: 'unload',
    pattern:
      /\b(school|exams?|tests?|class(?:es)?|homework|assignments?|universit(?:y|ies)|college|uni|grades?|teachers?|professors?|thesis|studying|study|lecture)\b/,
    questions: [
      'What about your studies feels hardest right now?',
      'How are you preparing, and how is that going for you?',
      'What would a good outcome look like for you here?',
    ],
  },
  {
    key: 'family',
    phrase: 'your family',
    advice: 'comfort',
    hardship: CONFLICT,
    pattern:
      /\b(mom|mum|mother|dad|father|parents?|brother|sister|siblings?|family|son|daughter|kids?|children|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)\b/,
    questions: [
      'How have things been between you and your family lately?',
      'What do you wish your family understood about how you feel?',
      'What happened with them that is staying with you?',
    ],
  },
  {
    key: 'relationship',
    phrase: 'your relationship',
    advice: 'comfort',
    hardship: CONFLICT,
    pattern: /\b(partner|boyfriend|girlfriend|husband|wife|spouse|relationship|break ?up|broke up|dating|my ex|marriage|divorce)\b/,
    questions: [
      'How are you feeling about the relationship right now?',
      'What do you most need from them at the moment?',
      'What has been on your mind about the two of you?',
    ],
  },
  {
    key: 'friends',
    phrase: 'your friendships',
    advice: 'comfort',
    hardship: CONFLICT,
    pattern: /\b(friends?|friendships?|bestie|roommates?|flatmates?)\b/,
    questions: [
      'How have things been with your friends lately?',
      'Who is a friend you feel comfortable opening up to?',
      'What happened with your friend that is on your mind?',
    ],
  },
  {
    key: 'sleep',
    phrase: 'your sleep',
    advice: 'rest',
    hardship: {
      pattern: /\b(can'?t sleep|cannot sleep|insomnia|nightmares?|awake at night|not sleeping|trouble sleeping|barely slept|didn'?t sleep)\b/,
      coping: 'rest',
    },
    pattern: /\b(sleep(?:ing)?|slept|insomnia|can'?t sleep|awake at night|nightmares?|bedtime)\b/,
    questions: [
      'What usually goes through your mind when you are trying to sleep?',
      'How long has your sleep been like this?',
      'What does your evening look like before bed?',
    ],
  },
  {
    key: 'health',
    phrase: 'your health',
    advice: 'comfort',
    pattern: /\b(sick|ill|illness|pain|health|doctor|hospital|headaches?|injur(?:y|ed)|diagnos(?:is|ed)|symptoms?)\b/,
    questions: [
      'How are you coping with how your body feels?',
      'Who has been able to support you with your health?',
      'What has been the hardest part of this for you?',
    ],
  },
  {
    key: 'money',
    phrase: 'money worries',
    advice: 'clarity',
    pattern: /\b(money|rent|bills?|debt|afford|finances?|financial|loan|paycheck|salary|broke(?! up))\b/,
    questions: [
      'What part of the money situation worries you most?',
      'What is one small step that could make it feel a bit more in your control?',
      'Who could you talk to about this, so you are not carrying it alone?',
    ],
  },
  {
    key: 'loss',
    phrase: 'this loss',
    advice: 'comfort',
    joiner: 'after',
    weighty: true,
    hardship: { pattern: /./, coping: 'comfort' },
    pattern: /\b(died|passed away|death|funeral|grief|grieving|lost my|miss (?:him|her|them) so)\b/,
    questions: [
      'What would you like me to know about them?',
      'How have you been looking after yourself since it happened?',
      'What do you find yourself missing most?',
    ],
  },
  {
    key: 'future',
    phrase: 'the future',
    advice: 'clarity',
    pattern: /\b(future|decision|decide|choose|choice|what to do with my life|next step|plans?)\b/,
    questions: [
      'What options are you weighing up?',
      'What matters most to you as you think about what comes next?',
      'If a friend were in your place, what would you hope for them?',
    ],
  },
  {
    key: 'self',
    phrase: 'how you see yourself',
    advice: 'kindness',
    pattern: /\b(not good enough|a failure|hate myself|confidence|self-?esteem|compare myself|comparing myself|my body|the way i look)\b/,
    questions: [
      'When did you start feeling this way about yourself?',
      'What would you say to a friend who told you the same thing about themselves?',
      'What is one thing you did recently, however small, that you are glad about?',
    ],
  },
  {
    key: 'social',
    phrase: 'being around people',
    advice: 'breathe',
    pattern: /\b(party|parties|social|crowds?|presentation|public speaking|small talk|new people)\b/,
    questions: [
      'What feels hardest about being around people for you?',
      'What helps you feel a bit more at ease in those moments?',
      'How do you usually feel afterwards?',
    ],
  },
  {
    key: 'change',
    phrase: 'all this change',
    joiner: 'with',
    pattern: /\b(moving|moved|new city|new house|new school|new job|change|changes|transition)\b/,
    questions: ['What has been hardest to adjust to?', 'What would help you feel more settled?', 'What are you hoping this change brings?'],
  },
];

export const FEELING_QUESTIONS: Record<'negative' | 'positive' | 'neutral', string[]> = {
  negative: [
    'What do you think is behind this feeling most?',
    'When did you first notice feeling this way today?',
    'What would feel most supportive to you right now?',
    'How has this been showing up in your day?',
  ],
  positive: [
    'What do you think made the difference today?',
    'How could you bring a little more of this into tomorrow?',
    'Who or what helped you feel this way?',
  ],
  neutral: [
    'How are you feeling about it?',
    'What has been on your mind the most today?',
    'How has your day been so far?',
    'What would you like to talk about first?',
  ],
};

export const COPING_IDEAS: Record<CopingKind, string[]> = {
  breathe: [
    'Try a few slow breaths: in for a count of four, hold for four, and out for six, and notice your shoulders drop a little.',
    'Grounding can help when your mind races: name five things you can see, four you can touch and three you can hear.',
  ],
  unload: [
    'Try writing down everything that is on your mind, then circle just one small thing you can do next and leave the rest for later.',
    'Give yourself a ten-minute break away from screens, even just a glass of water by a window, before you pick the next task.',
  ],
  comfort: [
    'Be gentle with yourself today: something small and kind, like a warm drink, a short walk outside or a song you love, can help a little.',
    'Sending a short message to someone you trust, even just "rough day, thinking of you", can make things feel a little less heavy.',
  ],
  cool: [
    'Before responding to anyone, step away for a few minutes: move your body, or write out everything you would like to say without sending it.',
    'Try letting the tension out physically, with a brisk walk or by clenching and slowly releasing your fists a few times.',
  ],
  rest: [
    'If you can, let one non-urgent thing wait and give yourself a proper pause; even fifteen minutes of rest counts.',
    'A gentle wind-down can help tonight: screens away half an hour before bed, dim lights, and a few slow breaths once you lie down.',
  ],
  kindness: [
    'Try speaking to yourself the way you would speak to a good friend in the same situation; you deserve that kindness too.',
    'Write down one thing you handled well recently, however small. It is easy to forget those when you are being hard on yourself.',
  ],
  clarity: [
    'Writing the options side by side, with one line on how each one feels, can make the next step a little clearer.',
    'It can help to pick the smallest next step rather than the whole answer; what comes after often gets clearer once you start.',
  ],
};

export const COPING_LEADS = ['One small thing that might help:', 'If it feels right, you could try this:', 'Something that sometimes helps:'];
