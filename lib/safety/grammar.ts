// Runs the phrase grammar over one text and turns matches into categories and a level.
// A match counts unless: it sits inside a look-alike span (idiom, medical routine, news), its
// clause denies it ("I would never hurt myself"), it is told as the past with no sign of it
// returning ("I used to cut"), or it is about someone else's completed death (grief, news).
// About someone else at risk, it becomes 'third-party'.
import { BASE_LEVEL, type CrisisCategory, type LookalikeKind } from './categories';
import { levelRank, maxLevel, type CrisisLevel } from './levels';
import { LOOKALIKES } from './lookalikes';
import { normalize } from './normalize';
import { RULES, type Cue, type Rule } from './rules';
import { MACROS, RISK_VOCABULARY } from './lexicon';

export type GrammarHit = { rule: string; text: string; start: number; cats: Array<CrisisCategory | Cue>; third: boolean; level?: CrisisLevel };
export type VetoedHit = { rule: string; text: string; why: LookalikeKind };

export type GrammarResult = {
  level: CrisisLevel;
  categories: CrisisCategory[];
  /** Look-alike evidence found anywhere in the text (used to distrust a marginal embedding score). */
  lookalikes: LookalikeKind[];
  hits: GrammarHit[];
  vetoed: VetoedHit[];
  normalized: string;
  /** Whether the text uses any risk vocabulary at all (lexicon.ts); gates the embedding's own alarms. */
  riskWords: boolean;
  /** The writer denies the crisis and names an ordinary state instead ("not suicidal, just exhausted"). */
  denied: boolean;
  /** The text tells an old crisis from a recovered present and says nothing of it being recent or back. */
  recovered: boolean;
};

type Span = { start: number; end: number; kind: LookalikeKind; force: boolean; cuesOnly: boolean; denial: boolean };

const CUES = new Set<string>([
  'timing',
  'intent',
  'plan-words',
  'means',
  'weak-prep',
  'recur',
  'final',
  'decision',
  'worry',
  'third-weak',
  'secret',
  'at-hand',
  'persistent',
]);
const IDEATION: CrisisCategory[] = ['passive', 'active'];
// Times that describe the present or a habit rather than when something will be done.
const WEAK_TIME = /^(?:today|this (?:week|month|morning|evening|afternoon)|right now|at night|soon|after work|after school|over the weekend)$/;

const ACTING: CrisisCategory[] = ['active', 'method', 'plan', 'preparatory'];

// ---------------------------------------------------------------- negation scope
const NEGATORS = new Set(['not', 'never', 'no', 'nor', 'zero', 'without', 'stopped', 'quit', 'instead', 'rather']);
// A negator only denies what it governs: "I don't know if I want to live" is not a denial.
const SCOPE_BREAKERS = new Set([
  'if',
  'whether',
  'because',
  'why',
  'how',
  'when',
  'what',
  'but',
  'saying',
  'say',
  'said',
  'mean',
  'sure',
  'though',
  'although',
  'unless',
  'until',
  'except',
  'lie',
  'lying',
  'pretend',
  'pretending',
  'matter',
  'like',
]);
// "never felt so suicidal", "haven't been this low": the negator compares, it does not deny.
const INTENSIFIERS = new Set(['so', 'this', 'as', 'more', 'such', 'worse', 'before', 'less']);
// "I can't promise I won't...": doubt about a denial keeps the risk.
const DOUBT = /\b(?:promise|guarantee|swear|sure|certain|confident|trust myself|know if|know whether|say for sure|tell if)\b/;
const CLAUSE_END = /[.!?;:\n,]|\b(?:but|though|although|however|yet|except|because|and then|so)\b/g;

const MAX_MATCHES_PER_RULE = 40;
// Clauses are short; looking further back than this only costs time on very long entries.
const CLAUSE_LOOKBACK = 300;

function clauseStart(t: string, at: number): number {
  const from = Math.max(0, at - CLAUSE_LOOKBACK);
  const window = t.slice(from, at);
  let start = 0;
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(window); m; m = CLAUSE_END.exec(window)) start = m.index + m[0].length;
  return from + start;
}

// "Any thoughts of ending things? No, none." / "...like I'm going to do something drastic. I'm not."
const ANSWER_NO = /^\s*(?:no|nope|none|never|nah|not really|not at all|definitely not)\b/;
const DENIED_AFTER = /^[^.!?]{0,20}[.!?,;]\s*(?:i am not|i will not|i would not|i am not going to|not really|nope|no)\s*(?:[.!,;]|$)/;

const NOT_BACK_AFTER = /^\s*(?:has|have|had|did) not\s+(?:\w+\s+)?(?:come back|came back|returned|been back|happened|shown up|crossed my mind)\b/;
// "the suicidal thoughts i had at uni are long gone": thoughts or urges said to be over.
const OVER_AFTER =
  /^[^.!?]{0,40}?\b(?:are|is|have been|has been)\s+(?:long |well |all |completely |mostly )?(?:gone|over|behind me|in the past|a thing of the past|history|a distant memory)\b/;
const THOUGHT_HIT = /\b(?:thoughts?|urges?|ideation|feelings?|self harm|cutting|suicidal)\b/;

// The writer's own answer called a lie right after it: "therapist asked if i had had thoughts of ending my life and i said no.
// lied." Someone else who lied ("my ex lied to everyone") is not it.
const DENIAL_LIED = /(?:^|\bi\s+|[.!?,]\s*)(?:lied|was lying)\b|\b(?:that|it) was a lie\b|[.!?,]\s*(?:a )?lie\s*(?:[.!?]|$)/;
const DENIAL_LIED_REACH = 80;

function isNegated(t: string, at: number, end: number): boolean {
  const after = t.slice(end, end + CLAUSE_LOOKBACK);
  const lied = DENIAL_LIED.test(after.slice(0, DENIAL_LIED_REACH));
  const stop = after.search(/[.!?\n]/);
  if (stop >= 0 && after[stop] === '?' && ANSWER_NO.test(after.slice(stop + 1)) && !lied) return true;
  if (DENIED_AFTER.test(after) && !lied) return true;
  // "the urge to cut has not come back at all": denied after the fact.
  if (NOT_BACK_AFTER.test(after)) return true;
  if (THOUGHT_HIT.test(t.slice(at, end)) && OVER_AFTER.test(after)) return true;
  const from = clauseStart(t, at);
  const prefix = t.slice(from, at).trim();
  if (!prefix) return false;
  const words = prefix.split(/\s+/).slice(-6);
  let neg = -1;
  for (let i = words.length - 1; i >= 0; i--) {
    if (NEGATORS.has(words[i]) && !(words[i] === 'rather' && words[i - 1] === 'would')) {
      neg = i;
      break;
    }
  }
  if (neg < 0) return false;
  // "can't quit thinking about it", "never stopped wanting to": a negated stop goes on.
  if ((words[neg] === 'quit' || words[neg] === 'stopped') && /^(?:cannot|not|never)$/.test(words[neg - 1] ?? '')) return false;
  // "stopped calling the thoughts of killing myself intrusive": a stop to naming them so, not to having them.
  if (words[neg] === 'stopped' && /^(?:calling|treating|fighting|resisting|pushing|ignoring|seeing)$/.test(words[neg + 1] ?? '')) return false;
  if (words[neg] === 'instead' && words[neg + 1] !== 'of') return false;
  if (words[neg] === 'rather' && words[neg + 1] !== 'than') return false;
  const between = words.slice(neg + 1);
  if (between.length > 4) return false;
  if (between.some((w) => SCOPE_BREAKERS.has(w) || INTENSIFIERS.has(w))) return false;
  if (DOUBT.test(prefix.slice(0, prefix.lastIndexOf(words[neg])))) return false;
  return true;
}

// What takes a denial back: "not suicidal, just tired of everything and want to sleep forever".
const DENIAL_UNDONE =
  /\b(?:forever|for good|not wake|never wake|disappear\w*|not be here|not exist|be gone|end it all|tired of (?:everything|it all|life|living|being)|done with (?:everything|it all|life)|want(?:ing)? it (?:all )?to stop|make it stop|no point|exactly|per se|but (?:i|part of me) (?:do|want|wish|think))\b/;

// The writer quotes their own crisis words to say which sense they meant ("i wrote 'i want to
// disappear', i meant from the family whatsapp not from life"): the quoted words do not undo it.
const SENSE_CLARIFIED =
  /\bi (?:meant|mean) (?:from|in|about|like) [^.!?]{1,50}\bnot (?:from |in |about )?(?:life|living|the world|existence|for real|literally|that way|like that)\b/;

// ---------------------------------------------------------------- past told as past
const HISTORY =
  /\b(?<!\b(?:am|are|is|was|were|get|got|getting|be|been)\s)used to\b|\blooking back\b|\bi remember (?:the|those|that) (?:nights?|days?|years?|months?|weeks?|times?|evening|morning) (?:i|when)\b|\bthere was a time (?:i|when)\b|\bmy old (?:journals?|diary|diaries|posts|notebooks?|blog|entries|notes)\b|\bback then\b|\bwhen i was (?:\w+ing|in hospital|in the hospital|at my (?:worst|lowest|sickest|most unwell)|in a (?:bad|dark) (?:way|place)|really ill|really unwell)\b|\b(?:years|months|a year|a decade|a long time|ages|a while)\s+ago\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) years (?:today |now )?since\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|some|many) (?:years|months) back\b|\bbefore (?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few) (?:years|months)\b|(?<!\b(?:my|be|this|the|our)\s)\blast (?:winter|summer|spring|autumn|fall)\b(?![^.!?]{0,40}\b(?:again|and now|still)\b)|\bin (?:college|uni|university|sixth form|year (?:\d+|seven|eight|nine|ten|eleven|twelve))\b|\bwhen i was\s+(?:younger|very young|young|little|a (?:kid|child|teen|teenager)|\d+|in (?:high )?school|in college|at uni)\b|\bin the past\b|\bthe (?:suicidal|dark|bad|self harm|cutting|worst|lost) (?:years|days|period|phase|time|era|months)\b|\bat\s+(?:1[0-9]|2[0-9]|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\s*,?\s*i\s+(?:was|thought|felt|wanted|tried|had|used|believed|genuinely|honestly|really)\b|\bback in (?:\d{4}|school|high school|college|uni|the day|my teens)\b|\bas a (?:teen|teenager|kid|child)\b|\bin (?:high school|middle school|my teens|my twenties|my 20s)\b|\bonce upon a time\b|\bthat was (?:years|a long time|months) ago\b|\bin 20[01]\d\b|\blast year\b|\bsince (?:i|my) (?:last|attempt)\b|\banniversary\b|\bsurvived\b|\bremember when (?:i|we|she|he|they|nan|gran|granny|grandma|grandad|grandpa|mum|mom|dad) (?:(?:truly|really|honestly|genuinely|actually) )?(?:said|told|used|was|wanted|tried|thought|felt|had|wrote|posted|gave|believed)\b(?![^.!?]{0,80}\b(?:now|i am going to|i just want|i want|i have the|tonight)\b)|\b(?:tried|attempted) to (?:die|end it|kill (?:myself|herself|himself)|end (?:my|her|his) life) at (?:(?:age|the age of) \d+|1[2-9]|2\d)\b(?!\s*(?:am|pm|o clock|:|tonight|today|this|last|yesterday))|\bback when i\b|(?<!\b(?:doc|document|website|file|computer|laptop|phone|car|song|outfit|photo|cv|resume|template|font|game)\s)\b(?:from|during|back in|in) (?:19\d\d|20[01]\d|202[0-3])\b|\bthe (?:year|years|summer|winter|spring|autumn|months?|time|period|term) (?:when |that )?i (?:was|wanted|tried|felt|used|did|had|spent|kept|thought)\b|\b(?:teen|teenage|younger|little|kid|child|past|old|\d+ year old|\d+ yo) me\b|\b(?:version of me|old me) (?:from (?:19|20)\d\d|who (?:wanted|was|used|tried|did|felt|thought|had)|that (?:wanted|was|used|tried|did|felt|thought|had))\b/;
// Going back to the place of an old attempt brings it into the present ("ten years ago a policeman talked me down
// from the bridge. last night i went back there").
const PRESENT =
  /\b(?:went back there|back on (?:the|that) (?:ledge|bridge|roof|edge|tracks|platform|parapet)|again|relaps\w*|lately|recently|these days|coming back|came back|come back|are back|is back|returning|start(?:ed|ing)? again|currently|still (?:want|think|feel|have|wish|do|am)|every day now|and now i)\b/;
// A time of day says the text is about now only where it is said: "used to stand on that bridge
// thinking about jumping. walked over it this morning with the dog" tells the past as past.
// "five years ago this week" names an anniversary, not the present.
const PRESENT_TIME = /\b(?:right now|(?<!\bago\s)tonight|(?<!\bago\s)this (?:week|weekend|morning|evening|month))\b/;

function sentenceOf(t: string, start: number, end: number): string {
  const before = t.slice(Math.max(0, start - CLAUSE_LOOKBACK), start);
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n'));
  return before.slice(cut + 1) + t.slice(start, end) + restOfSentence(t, end, CLAUSE_LOOKBACK);
}

/** The words after `end` up to the end of its sentence, looking at most `reach` characters ahead. */
function restOfSentence(t: string, end: number, reach = 60): string {
  const after = t.slice(end, end + reach);
  const stop = after.search(/[.!?\n]/);
  return stop >= 0 ? after.slice(0, stop) : after;
}

// A recovery story names the old crisis to say it is over ("two years since I tried to end it,
// and I'm glad I'm here"; "when I was suicidal... so grateful I got help"). Within such a frame a
// hit told in the past tense is history, unless the text says it is recent or back.
const RECOVERY_FRAME =
  /\b(?:changed that|changed all that|got me through|pulled me out of it|turned it around|turned that around|lived experience)\b|(?:^|[.!?]\s*|\b(?:and|but)\s+)now\s+(?:i\s+(?:have (?:got )?(?:a|an|my|two|three|new|job|friends|kids|work|grandkids)|am (?:a|an|the|doing|studying|working|married|engaged|sober|happy|well|healthy|in (?:uni|college|recovery|therapy))|run|coach|work|help|teach|study|volunteer|own|got|mentor|lead)|we\s+(?:have|are))\b(?![^.!?]{0,40}\b(?:want\w*|going to|gonna|plan\w*|ready|done|tired|cannot|alone|again|nothing|no one|nobody|empty|numb|worse|back)\b)|\b(?:glad|grateful|thankful|lucky|happy) (?:i am|to be|i am still|i stayed|i did not|i got|i survived|i made it|i am alive|i am here|to still be|that i)\b|\bgot (?:the |some )?help\b|\b(?:life|things|it) (?:is|are|has been|have been|got) (?:so much |a lot |way )?(?:good|better|okay|ok) (?:now|since|these days)\b|\b(?:doing|feeling) (?:so much |much |a lot |way )?better (?:now|these days)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|a few|several|many) (?:days?|weeks?|months?|years?) (?:today )?(?:since|on from|after|clean|free|sober)\b|\bin recovery\b|\bsurvived\b|\bmade it through\b|\b(?:i am|i feel) (?:okay|ok|fine|good|better|safe|well) now\b|\bmy (?:\d+ year old|younger|teenage|past|old) self\b|\b(?:(?:a|such a|completely|totally) different person|not that (?:person|girl|boy|guy|woman|man|kid) (?:anymore|any more)|not the same person)\b|\bnot who i am (?:now|anymore|any more|today)\b|\bhow far i (?:have|ve) come\b|\b(?:i am|we are both|we are) (?:[2-9][0-9]) now\b|\bnow i am (?:[2-9][0-9])\b|\b(?:that|the) (?:man|woman|boy|girl|kid|lad|lass|person|version of me) made it\b|\b(?:it is|its|it has been) (?:a good|a nice|a decent|a full) life\b|\balive and (?:i )?(?:want|glad|happy) to be\b/;
// The stronger half of that frame: a present that says the writer is well now. With it the learned
// head alone needs a reading as sure as 'high' (detect.ts), as it does after a denial.
const RECOVERED_NOW =
  /\bused to think\s+(?:that\s+)?(?:my family|my kids|everyone|everybody|they|people|the world|my wife|my husband|my partner|mum|mom|dad)\s+(?:would be|were|was|are)\s+better off without me\b[^.!?]{0,40}[.!?,]?\s*(?:but\s+)?(?:i\s+)?(?:know|see|realise|realize)\s+(?:now\s+)?(?:that\s+)?(?:that is|thats|it is|its|that was)\s+(?:not true|a lie|wrong|bullshit|rubbish)\b|\b(?:glad|grateful|thankful|lucky|happy) (?:i am (?:still )?(?:here|alive)|to be (?:here|alive)|i stayed|i got help|i survived|i made it|to still be here)\b|\bgot (?:the |some )?help\b|\b(?:doing|feeling) (?:so much |much |a lot |way )?better (?:now|these days)\b|\b(?:i am|i feel) (?:okay|ok|fine|good|better|safe|well|happy) now\b|\bhow far i (?:have|ve) come\b|(?<!\b(?:says?|said|saying|told|tell|telling|tells|promise\w*|heard)\b[^.!?]{0,20})\bit gets better\b|\bi am (?:[2-9][0-9]) now\b|\b(?:that|the) (?:man|woman|boy|girl|kid|lad|lass|person|version of me) made it\b|\b(?:did not|didnt) think (?:i would|id|i d) be (?:alive|here|around) (?:to|for)\b|\b\d+ (?:years?|months?) (?:off|out of|since) (?:the )?(?:ward|hospital|psych ward|unit|inpatient)\b|\bnot (?:that (?:person|girl|boy|guy|woman|man|kid)|who i am) (?:anymore|any more|now)\b|\b(?:reading|read|looking|look|seeing|writing|being|weird being|strange being|odd being)\s+(?:it\s+|this\s+|them\s+|back\s+)?(?:from|on) (?:the other|this) side(?: of (?:it|the desk|the counter|the bed|the ward|things))?(?=[.!?,;]|$| now| these days| good)|\b(?:do not|dont|never) (?:really )?think about it (?:anymore|any more|these days)\b|(?:\b(?:mad|crazy|funny|wild|amazing|weird) how (?:things|much|life) (?:change|changes|has changed)|\bfeels? like progress|\bi (?:actually |really )?(?:like|love|enjoy) my life(?: now)?|\bnow (?:it is|its) (?:rare|rarer|much rarer|a lot rarer)(?=\s*(?:[.!?,;]|$|\s+and\b)))\b(?<=\b(?:used to|back then|years ago|months ago|last year|when i was)\b[^]*)(?![^.!?]{0,20}\b(?:said no one|lol|jk|not)\b)/;
const STRUGGLING = /\b(?:clean|free|urges?|want to|taking everything|hard to|struggl\w*|less glad|wish|hoped i (?:would not|wouldnt))\b/;
const PAST_TOLD = /\b(?:was|were|had|tried|attempted|used to|did|took|overdosed|swallowed|wanted|felt|thought|considered|nearly|almost|ended up|who wanted)\b/;
const PRESENT_TOLD = /\b(?:am|is|are|want|wants|will|going to|gonna|feel|keep|still|now|urges?|fighting)\b/;
// "ten years today since" is an anniversary, not a recent day.
const RECENT =
  /\b(?:last night|yesterday|earlier today|an hour ago|hours ago|just now|this (?:morning|afternoon|evening)|tonight|(?<!\b(?:years?|months?|ago)\s)today)\b/;

// An anniversary ("ten years ago tonight", "three years clean ... today") dates the looking back, unless
// the text says the act is back.
const ANNIVERSARY =
  /\b(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) years? (?:ago )?(?:today|tonight)|(?:years?|months?) (?:clean|sober|free)\b[^.!?]{0,30}\btoday)\b(?![^]*\b(?:again|last night|this morning)\b)/;

// Words that say an old act or a calm present is not the whole story: it is back, it is recent, or someone shows a
// warning sign now ("used to self harm and has not for a year, but I found blades"; "tried last year and got his
// college place ... but last night he said he cannot see the point"). Read before a lapse or someone else's recovery
// makes a hit history; so does a "but" (anything more told after the calm part errs towards reading it).
const BACK_NOW =
  /\b(?:again|back to|hides?|hiding|sent me|sorry|says (?:she|he|they)|is going to|are going to|wants? to|tonight|last night|yesterday|this morning|this evening|right now|just now|this week|tomorrow|back (?:there|up|on)|where i am going|going first|discharge\w*|relaps\w*|but i found|blades?|hidden|cannot see|can not see|no point|goodbye|gave|giving|given|stopped eating|not eating|key|made (?:his|her|their) peace|put up with|much longer|buying|paracetamol|pills|tablets|missing|worried|scared|keeps|still (?:talks|says|thinks|wants|cuts|does)|but|did it|truth is|lied|lie)\b/;
// A lapse told after the act: "thought about my death constantly at uni, not in years though"; "self harm and has not
// for a year".
const LAPSED =
  /\b(?:not|no longer)\s+(?:in|for)\s+(?:(?:\d+|a|two|three|four|five|six|eighteen|many|several|over a)\s+)?(?:months?|years?|ages|a long time|a while)\b/;
// Someone else's crisis told from a good present ("my brother, who tried to kill himself in 2019, just graduated. So
// proud of him"): a year or more ago, with pride or work after it.
const THIRD_WELL_NOW =
  /\b(?:so proud|celebrat\w*|doing (?:really |so )?well|back at work|got (?:his|her|their) (?:college|uni|university|job|place)|graduat\w*)\b/;
const THIRD_PAST = /\b(?:last year|years ago|in (?:19\d\d|20[01]\d|202[0-3])|used to)\b/;

// A lapse counts only in the rest of the act's own sentence ("not in years though").
// A habit told in the past may have its lapse in the next few words, as a fragment: "at my lowest weight i thought about
// dying every day. haven't in months." A single act may not: "Cut myself. Haven't for years." is a relapse.
const HABIT_PAST = /\b(?:every (?:day|night|week)|constantly|all the time|at my (?:lowest|worst))\b/;
const LAPSE_FRAGMENT = /^[^.!?]*[.!?]\s*(?:i\s+)?(?:have|has|had) not (?:in|for)\b/;
// Narrower than PAST_TOLD on purpose: someone who "wanted", "felt" or "thought" it last year is told as a state that may
// still hold, so only a finished act or a past habit makes someone else's crisis history.
const THIRD_TOLD_PAST = /\b(?:tried|attempted|used to|was|had|did|took|overdosed)\b/;
const THIRD_TOLD_NOW =
  /\b(?:(?:is|are) (?:going to|gonna|planning|back|cutting|talking|saying|threatening|self harming|hurting)|says|wants?|going to|gonna|will|keeps?|now|has (?:razors|blades|pills|tablets|a rope|a plan)|still)\b/;

/** Someone else's act told as over: told in the past, long ago with a good present, or lapsed, and nothing says it is back. */
function isThirdHistory(t: string, start: number, end: number): boolean {
  const sentence = sentenceOf(t, start, end);
  const told = t.slice(clauseStart(t, start), end);
  return (
    THIRD_PAST.test(sentence) &&
    THIRD_TOLD_PAST.test(told) &&
    !THIRD_TOLD_NOW.test(sentence) &&
    (THIRD_WELL_NOW.test(t) || LAPSED.test(restOfSentence(t, end, 40))) &&
    !BACK_NOW.test(t)
  );
}

const SINCE_YESTERDAY = /\b(?:last night|yesterday|this morning|an hour ago|just now)\b/;

function isHistorical(t: string, start: number, end: number, present: boolean): boolean {
  if (present) return false;
  const sentence = sentenceOf(t, start, end);
  if (PRESENT_TIME.test(t)) return HISTORY.test(sentence) && !PRESENT_TIME.test(sentence);
  // "Years ago I lost my job and yesterday I stood on the roof": a recent day in the same sentence is not history.
  if (HISTORY.test(sentence)) return !SINCE_YESTERDAY.test(sentence);
  // An act told as lapsed ("thought about my death constantly at uni, not in years though"), not a wish for later
  // ("I want to die, not for a while yet").
  const lapsed = LAPSED.test(restOfSentence(t, end)) || (HABIT_PAST.test(sentence) && LAPSE_FRAGMENT.test(t.slice(end, end + 80)));
  if (lapsed && !BACK_NOW.test(t) && !PRESENT_TOLD.test(t.slice(clauseStart(t, start), end))) return true;
  // On an anniversary ("ten years today since my overdose") "today" dates the looking back, not the act.
  if (!RECOVERY_FRAME.test(t) || (RECENT.test(t) && !ANNIVERSARY.test(t))) return false;
  // The clause up to the hit and a few words after it ("how suicidal i was").
  const rest = t.slice(end, end + 20);
  const told = t.slice(clauseStart(t, start), end) + rest.split(/[.!?,;]|\b(?:and|but|so|though|yet)\b/)[0];
  if (PRESENT_TOLD.test(told)) return false;
  // "remembered how...", "entries about wanting to die" in a text that looks back ("my old journal").
  return PAST_TOLD.test(told) || /\b(?:remember\w*|looking back|thinking back)\b/.test(told) || HISTORY.test(t);
}

// ---------------------------------------------------------------- whose life is it about
const wordSet = (macro: string) => new RegExp(`^${macro}$`);
const THIRD_WORD = wordSet(MACROS.THIRD);
const RELATION_WORD = wordSet(MACROS.RELATION);
const GENERAL_WORD = wordSet(MACROS.GENERAL);
const SELF_WORD = /^(?:i|me|we|us|you|myself|yourself|ourselves|im)$/;
const COMPLETED = /\b(?:killed|took|hanged|hung|shot|drowned|died|committed|ended|jumped|offed|unalived|poisoned)\b/;
const STILL_AT_RISK =
  /\b(?:tried|tries|trying|attempted|attempt|almost|nearly|threaten\w*|wants?|wanted|wanting|going to|gonna|about to|talk\w* about|thinking|thinks|keeps? saying|kept saying|said (?:she|he|they) (?:would|will|wants?|might)|might|could|plans?|planning|scared (?:she|he|they)|worried (?:she|he|they))\b/;

type Subject = 'self' | 'third' | 'general';

function subjectOf(t: string, start: number, text: string): Subject {
  // Reflexives settle it: "kill herself" is about her, "kill myself" about the writer.
  if (/\b(?:himself|herself|themselves|themself)\b/.test(text)) return 'third';
  if (/\bmyself\b/.test(text)) return 'self';
  // A rule that spells out its own subject ("i am a burden", "she wishes she was dead")
  const first = text.split(' ', 1)[0];
  if (first === 'i') return 'self';
  if (first === 'he' || first === 'she' || first === 'they') return 'third';
  const before = t.slice(Math.max(0, start - CLAUSE_LOOKBACK), start);
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n'));
  const words = before
    .slice(cut + 1)
    .split(/[\s,;:"()]+/)
    .filter(Boolean)
    .reverse()
    .slice(0, 12);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (SELF_WORD.test(w)) return 'self';
    if (THIRD_WORD.test(w)) return 'third';
    const owner = words[i + 1];
    if (RELATION_WORD.test(w)) return owner === 'a' && GENERAL_WORD.test(w) ? 'general' : 'third';
    // "everyone at work would be relieved if my desk was empty": others are the subject, the writer the topic
    if (GENERAL_WORD.test(w)) return owner === 'my' || owner === 'our' ? 'third' : /\b(?:i|my|me)\b/.test(text) ? 'self' : 'general';
  }
  if (/\b(?:i|my|me)\b/.test(text)) return 'self';
  if (/\b(?:he|she|his|her|their|him)\b/.test(text)) return 'third';
  return 'self';
}

// ---------------------------------------------------------------- combining
const BOUNDARY = /[.!?\n]/;

function sentenceBounds(t: string, start: number, end: number): [number, number] {
  let a = start;
  while (a > 0 && !BOUNDARY.test(t[a - 1])) a--;
  let b = end;
  while (b < t.length && !BOUNDARY.test(t[b])) b++;
  return [a, b];
}

function findSpans(t: string): Span[] {
  const out: Span[] = [];
  for (const l of LOOKALIKES) {
    for (const m of t.matchAll(l.re)) {
      if (!m[0].length) continue;
      let [start, end] = [m.index, m.index + m[0].length];
      // `unless` reads the whole sentences the marker sits in ("asked if i was suicidal ... i lied");
      // a sentence span then covers them, any other span only the marker.
      const [a, b] = sentenceBounds(t, start, end);
      if (l.unless?.test(t.slice(a, b))) continue;
      // A denial the next words call a lie ("i said no. lied.") denies nothing.
      if (l.denial && DENIAL_LIED.test(t.slice(end, end + DENIAL_LIED_REACH))) continue;
      if (l.sentence) [start, end] = [a, b];
      out.push({ start, end, kind: l.kind, force: !!l.force, cuesOnly: !!l.cuesOnly, denial: !!l.denial });
    }
  }
  return out;
}

function vetoingSpan(spans: Span[], rule: Rule, start: number, end: number, isCue: boolean): Span | undefined {
  if (rule.unvetoable) return undefined;
  return spans.find((s) => s.start < end && start < s.end && (s.cuesOnly ? isCue : s.force || !rule.strong));
}

const has = (set: Set<string>, ...cats: string[]) => cats.some((c) => set.has(c));

// Serious concern for another person is 'high'; someone else's attempt in progress is 'imminent'.
function thirdPartyLevel(cats: Set<string>): CrisisLevel {
  return cats.has('attempt') ? 'imminent' : 'high';
}

/** Grammar-only reading of one text. */
export function analyseGrammar(text: string): GrammarResult {
  const t = normalize(text);
  const spans = findSpans(t);
  const lookalikes = new Set<LookalikeKind>(spans.map((s) => s.kind));
  const hits: GrammarHit[] = [];
  const vetoed: VetoedHit[] = [];
  const historical: GrammarHit[] = [];
  const present = PRESENT.test(t);

  for (const rule of RULES) {
    const isCue = rule.cats.every((c) => CUES.has(c));
    let seen = 0;
    for (const m of t.matchAll(rule.re)) {
      if (!m[0].length) continue;
      // A rule says what it has to say in a few matches; a text repeating a word thousands of times must not cost more.
      if (++seen > MAX_MATCHES_PER_RULE) break;
      const start = m.index;
      const end = start + m[0].length;
      const span = vetoingSpan(spans, rule, start, end, isCue);
      if (span) {
        vetoed.push({ rule: rule.id, text: m[0], why: span.kind });
        continue;
      }
      if (rule.id !== 'timing' && rule.id !== 'worry' && isNegated(t, start, end)) {
        vetoed.push({ rule: rule.id, text: m[0], why: 'negated' });
        lookalikes.add('negated');
        continue;
      }
      if (isCue) {
        hits.push({ rule: rule.id, text: m[0], start, cats: rule.cats, third: false });
        continue;
      }
      const subject = rule.person ?? subjectOf(t, start, m[0]);
      if (subject === 'general') {
        vetoed.push({ rule: rule.id, text: m[0], why: 'news' });
        lookalikes.add('news');
        continue;
      }
      if (subject === 'third') {
        const mode = rule.third ?? 'risk';
        const prefix = t.slice(clauseStart(t, start), start);
        if (mode !== 'ignore' && isThirdHistory(t, start, end)) {
          vetoed.push({ rule: rule.id, text: m[0], why: 'recovery' });
          lookalikes.add('recovery');
          continue;
        }
        if (mode === 'ignore' || (mode === 'completed' && COMPLETED.test(m[0]) && !STILL_AT_RISK.test(prefix + m[0]))) {
          const why: LookalikeKind = mode === 'ignore' ? 'medical' : 'grief';
          vetoed.push({ rule: rule.id, text: m[0], why });
          lookalikes.add(why);
          continue;
        }
        hits.push({ rule: rule.id, text: m[0], start, cats: rule.cats, third: true, level: rule.level });
        continue;
      }
      const hit: GrammarHit = { rule: rule.id, text: m[0], start, cats: rule.cats, third: false, level: rule.level };
      if (!rule.present && isHistorical(t, start, end, present)) {
        vetoed.push({ rule: rule.id, text: m[0], why: 'recovery' });
        lookalikes.add('recovery');
        historical.push(hit);
        continue;
      }
      hits.push(hit);
    }
  }

  const { level, categories } = combine(t, hits, historical);
  const denied = spans.some((s) => s.denial) && (!DENIAL_UNDONE.test(t) || SENSE_CLARIFIED.test(t));
  const recovered = RECOVERED_NOW.test(t) && !RECENT.test(t) && !PRESENT.test(t) && !STRUGGLING.test(t);
  return { level, categories, lookalikes: [...lookalikes], hits, vetoed, normalized: t, riskWords: RISK_VOCABULARY.test(t), denied, recovered };
}

/** Which sentence (0-based) a position falls in, given the sorted positions of sentence ends. */
function sentenceIndex(boundaries: number[], at: number): number {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boundaries[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const distinctTexts = (hits: GrammarHit[], cue: Cue) => new Set(hits.filter((h) => h.cats.includes(cue)).map((h) => h.text)).size;

/** Each hit counts at its rule's level or its categories' base level; words inside a lower-level hit ("the urge to hurt myself") count at that hit's level. */
function evidenceLevel(evidence: GrammarHit[]): CrisisLevel {
  let level: CrisisLevel = 'none';
  const capped = evidence.filter((h) => h.level);
  for (const h of evidence) {
    const within = capped.find((c) => c !== h && c.start <= h.start && h.start + h.text.length <= c.start + c.text.length);
    for (const c of h.cats) if (!CUES.has(c)) level = maxLevel(level, within?.level ?? h.level ?? BASE_LEVEL[c as CrisisCategory]);
  }
  return level;
}

/** Categories and level from the counted hits, then the C-SSRS escalations (ideation + method + plan...). */
function combine(t: string, hits: GrammarHit[], historical: GrammarHit[]): { level: CrisisLevel; categories: CrisisCategory[] } {
  const cues = new Set<string>(hits.flatMap((h) => h.cats.filter((c) => CUES.has(c))));
  const evidence = hits.filter((h) => !h.third && h.cats.some((c) => !CUES.has(c)));
  // "I used to cut... the urges are back": the past becomes the present again.
  if (cues.has('recur')) evidence.push(...historical);
  const self = new Set<string>(evidence.flatMap((h) => h.cats.filter((c) => !CUES.has(c))));
  const others = new Set<string>(hits.filter((h) => h.third).flatMap((h) => h.cats.filter((c) => !CUES.has(c))));
  let level = evidenceLevel(evidence);
  const derive = (c: CrisisCategory) => {
    if (self.has(c)) return;
    self.add(c);
    level = maxLevel(level, BASE_LEVEL[c]);
  };

  const weakPrep = distinctTexts(hits, 'weak-prep');
  if (self.size) {
    if (cues.has('means') && has(self, 'passive', 'active', 'preparatory', 'plan')) derive('method');
    if (weakPrep && has(self, 'passive', 'active', 'method')) derive('preparatory');
    if ((cues.has('plan-words') || cues.has('intent') || cues.has('decision')) && has(self, 'passive', 'active', 'method', 'preparatory')) derive('plan');
  }
  // Loose ends tied in more than one way ("deleted my socials... cancelled therapy") are preparation,
  // and so is one that is being hidden ("they didn't know that's what it was").
  if (weakPrep >= 2 || (cues.has('secret') && (weakPrep || self.has('preparatory')))) derive('preparatory');
  if (cues.has('secret') && cues.has('timing') && (cues.has('decision') || cues.has('intent') || weakPrep)) derive('plan');

  // "Made a plan. Set a date.": planning words and a decision together are a plan without a time too.
  if (cues.has('plan-words') && cues.has('decision')) derive('plan');
  // A means that is right here, now ("the pills are on the table in front of me").
  if (cues.has('means') && cues.has('at-hand')) derive('method');
  // A decision with a time ("sunday. I've decided sunday") is a plan even when the act goes unnamed.
  const timings = hits.filter((h) => h.cats.includes('timing'));
  const decidedWhen = (cues.has('decision') || cues.has('intent')) && timings.length > 0;
  if (decidedWhen) derive('plan');
  // "been thinking about it a lot this week" is not a plan: a time makes one only when it is a
  // future time in or next to the sentence with the act.
  const boundaries = [...t.matchAll(/[.!?\n]/g)].map((m) => m.index);
  const actSentences = evidence.filter((h) => h.cats.some((c) => (ACTING as string[]).includes(c))).map((h) => sentenceIndex(boundaries, h.start));
  const timed =
    has(self, ...ACTING) && timings.some((h) => !WEAK_TIME.test(h.text) && actSentences.some((n) => Math.abs(n - sentenceIndex(boundaries, h.start)) <= 1));
  if (timed && has(self, 'active', 'method', 'preparatory')) derive('plan');

  // A wish to be dead that never lets up ("every night", "for weeks") is strong passive ideation.
  if (self.has('passive') && cues.has('persistent')) level = maxLevel(level, 'high');
  if (has(self, ...IDEATION) && self.has('method')) level = maxLevel(level, 'high');
  const ladder = ['method', 'plan', 'preparatory'].filter((c) => self.has(c)).length + (has(self, ...IDEATION) ? 1 : 0);
  const meansAtHand = self.has('method') && cues.has('at-hand');
  if (timed || decidedWhen || ladder >= 3 || meansAtHand || (cues.has('final') && levelRank(level) > 0)) level = 'imminent';

  const categories = [...self] as CrisisCategory[];
  // Someone else at risk: their worry signs add up too ("tidying things up" and I'm worried).
  if (others.size || (cues.has('third-weak') && cues.has('worry')) || distinctTexts(hits, 'third-weak') >= 2) {
    categories.push('third-party');
    level = maxLevel(level, thirdPartyLevel(others));
  }
  return { level, categories: sortCategories(categories) };
}

const ORDER: CrisisCategory[] = ['attempt', 'plan', 'preparatory', 'method', 'active', 'passive', 'self-harm', 'third-party'];
function sortCategories(cats: CrisisCategory[]): CrisisCategory[] {
  return [...new Set(cats)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}
