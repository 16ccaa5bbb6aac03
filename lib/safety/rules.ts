// The crisis phrase grammar, one concept per rule, grouped by C-SSRS category. Rules match the
// normalised text (normalize.ts): lowercase, contractions spelled out ("do not", "i am"), slang
// mapped ("kms" -> "kill myself"). grammar.ts decides whether a match counts (negation, whose
// life it is about, look-alike spans); the rules only say what the words could mean.
import type { CrisisCategory } from './categories';
import type { CrisisLevel } from './levels';
import { expand } from './lexicon';
import { ABOUT_ME } from './lookalikes';

/** Evidence that never raises an alarm on its own but escalates one (a time, a plan, a means). */
export type Cue =
  'timing' | 'intent' | 'plan-words' | 'means' | 'weak-prep' | 'recur' | 'final' | 'decision' | 'worry' | 'third-weak' | 'secret' | 'at-hand' | 'persistent';

export type Rule = {
  id: string;
  cats: Array<CrisisCategory | Cue>;
  re: RegExp;
  /** Everyday look-alike spans (idioms, medical routine) cannot veto it; negation and news still can. */
  strong?: boolean;
  /** What a third-person subject makes of it: someone else at risk, a death that already happened, or nothing. */
  third?: 'risk' | 'completed' | 'ignore';
  /** Level of this rule's evidence when it differs from its categories' base level (urges without acts). */
  level?: CrisisLevel;
  /** Whose life it is about, whatever the subject looks like: "they would adjust" is about the writer, "better off without him" about him. */
  person?: 'self' | 'third';
  /** Look-alike spans cannot veto it at all (it is itself the exception to a look-alike, e.g. a story that "reads like a diary"). */
  unvetoable?: boolean;
  /** It tells how the writer feels now about a past act ("gutted it didn't work"), so a past frame never makes it history. */
  present?: boolean;
};

type Opts = Omit<Rule, 'id' | 'cats' | 're'>;

const rules: Rule[] = [];
function add(id: string, cats: Rule['cats'], source: string, opts: Opts = {}) {
  rules.push({ id, cats, re: new RegExp(expand(source), 'g'), ...opts });
}

// ---------------------------------------------------------------- passive ideation (wish to be dead)
const DEATH_STATE = String.raw`(?:dead|never born|not born|gone for good|gone forever|not alive|not here anymore|not around anymore|nonexistent|unborn|in a coffin|six feet under|in the ground|asleep forever|gone(?= and| so|[.!?,]|$)|not here(?=[.!?,]|$| and| so| anymore)|erased|not existing)`;
const DIE_WISH = String.raw`(?:go to sleep and not (?:have to )?(?:come back|wake up)|sink and stay(?: there| under)?|(?:fall asleep|go to sleep|sleep|rest) (?:for good|forever|permanently)|die|drop dead|stop existing|cease to exist|not exist|just not exist|disappear(?! for| to | into| under| from (?:social|the internet|instagram|twitter|tiktok))|vanish(?! for| to | into)|fall asleep and (?:never|not) wake up|go to sleep and (?:never|not) wake up|sleep and (?:never|not) wake up|not wake up|never wake up|wake up dead|be gone|not be here|not be around|not be alive|be with (?:her|him|them) again|stop breathing|fade away|fade out|never have been born|have never been born|had never been born|not have been born|be erased|get hit by (?:a|the) \w+|get cancer|get sick and die|die in my sleep|end|just end|sleep forever)`;
add(
  'wish-dead',
  ['passive'],
  String.raw`\b(?:wish|wishes|wished|wishing|hope|hopes|hoping|hoped|pray|prays|praying|prayed)\s+{ADV}(?:that\s+)?(?:i|he|she|they)\s+{ADV}(?:was|were|would be|could be|had been|am|would just be|were just|was just)\s+{ADV}${DEATH_STATE}`,
);
add(
  'wish-die',
  ['passive'],
  String.raw`\b(?:wish|wishes|wished|wishing|hope|hopes|hoping|hoped|pray|prays|praying|prayed)\s+{ADV}(?:that\s+)?(?:i|he|she|they)\s+{ADV}(?:could|would|will|might|can|do not|did not|would not|will not|never|just|could just|would just)\s+{ADV}${DIE_WISH}|\b(?:hope|hopes|hoping|pray|prays|praying)\s+{ADV}(?:that\s+)?i\s+{ADV}(?:die|drop dead|stop existing|get cancer|get hit\b[^.!?]{0,30}?\band die|get hit by (?:a|the) \w+)\b(?![^.!?]{0,40}\b(?:old|older|ninety|a hundred|peacefully at|before i get old|of (?:laughter|embarrassment|boredom|cringe)|laughing)\b)`,
);
add(
  'wish-not-wake',
  ['passive'],
  String.raw`\b(?:wish|wished|wishing|hope|hoping|hoped|pray|praying|prayed)\s+{ADV}(?:that\s+)?i\s+{ADV}(?:do not|did not|will not|would not|never|wont|dont)\s+{ADV}wake\s+up\b`,
);
// Wishing to have died, or to have been the one taken: "wish i had not woken up", "wish it was me instead" (a roof
// wished to have come down on me instead is wish-been-hit-instead, which no everyday look-alike may veto).
add(
  'wish-had-died',
  ['passive'],
  String.raw`\b(?:wish|wished|wishing)\s+{ADV}(?:that\s+)?(?:i\s+(?:just\s+)?had\s+(?:just\s+)?(?:died|not survived|not woken up(?!\s+(?:(?:so\s+|that\s+)?(?:late|early|in time)|the (?:baby|kids|house|dog|cat|neighbours)|(?:my|his|her|their) (?:baby|son|daughter|husband|wife|partner|brother|sister|flatmate|roommate)|him|them|you|everyone|anyone)\b)|never woken up|not been born|never been born|been the one who died)|i\s+had\s+been\s+(?:one of them|with them|in (?:that|the) (?:car|crash|plane|truck|vehicle))\b(?<=\b(?:lost|died|dead|killed|funeral|buried|graves?|did not make it|crash|passed|the box)\b[^]{0,200})|it\s+(?:had been|was|were)\s+me\s+(?:instead|who died|in that)|(?:the|that)\s+(?:accident|crash|cancer|illness|overdose|attempt|car|fall)\s+(?:had\s+)?(?:killed|worked|taken|finished)\s+me)`,
);
add(
  'should-have-died',
  ['passive'],
  String.raw`\bi\s+should\s+(?:have|of)\s+died\b|\bshould\s+not\s+(?:have\s+)?(?:survived|woken up|been born)\b|\bi\s+(?:should|do)\s+not\s+(?:be alive|exist|be here(?! (?:at|in|for|with|on|doing|right now)))\b`,
);
add(
  'want-die',
  ['passive'],
  String.raw`\b(?:want|wanted|wanting|wants|need|needed|longing|long|ready|yearn|yearning|would like|would love|would prefer|would rather|would sooner|prefer|desperate|begging|beg|wish|wishing|wished|am going)\s+{ADV}(?:to\s+)?{ADV}(?<!\b(?:stop|quit) saying\s+\W?i\s+(?:want|wanted)\s+(?:to\s+)?)(?:die|be dead|drop dead|stop existing|cease to exist|not exist|not be alive|not be here(?! (?:at|in (?:this|the) (?!world)|for|with|on|doing|tonight|today))|not be around|not wake up|never wake up|fall asleep forever|disappear forever|disappear for good|disappear permanently|vanish forever|vanish for good|be gone for good|be gone forever|be gone(?=[.!?,;]|$)|fade away|stop being alive|go to sleep forever|sleep forever and|not feel anything ever again|be in a coffin|no longer exist|die in my sleep|leave this world|leave this earth|just go away forever)\b(?!\s+(?:on stage|onstage|of (?:embarrassment|boredom|shame|cringe|laughter|hunger)|laughing)\b)(?<!\bthe (?:me|version of me|old me) from before,? (?:the one )?who (?:\w+ ){0,2}(?:want|wanted|wants)\s+(?:to\s+)?(?:die|be dead))(?<!\bif (?:a|the|any) (?:resident|patient|client|student|service user|pupil|person|caller) (?:says?|tells? (?:you|me|us)) (?:that )?(?:they|he|she) (?:want|wants) to die)`,
);
add(
  'not-want-live',
  ['passive'],
  String.raw`\b(?:do not|did not|does not|no longer|not|never|barely|hardly)\s+{ADV}(?:want|wanna|wish|feel like|feel the need|see the point|see a reason|see any reason|have (?:a|any) reason|have the will|have the strength|have it in me|care|like)\s+{ADV}(?:to\s+)?(?:live|be alive|stay alive|exist|keep living|keep existing|go on(?! (?:a|an|the|with|to|about|for|holiday|vacation|dates?|trips?|tour|stage|instagram|social|twitter|tiktok|and on|medication|meds|antidepressants|leave|strike))|keep going(?! (?:to|with|back|out|down|up|there|in|on (?:the|a)))|carry on(?! (?:with|working|studying))|be here(?= anymore| any more| any longer| at all| on this earth| in this world| much longer| tomorrow|[.!?,]|$| and| but| so)|wake up(?! (?:early|at \d|for|to go|and go|tomorrow (?:at|for)|in the morning for))|be around(?= anymore| any more| any longer| much longer|[.!?,]|$)|survive(?! (?:the|this) (?:week|exam|semester|meeting|shift|day|party|trip))|be on this earth|be in this world|continue living|continue existing|live anymore|do life)\b`,
);
add(
  'not-sure-live',
  ['passive'],
  String.raw`\b(?:not sure|do not know|do not think|cannot say|unsure|doubt|wonder(?:ing)?)\s+(?:if|whether|that)?\s*i\s+(?:want|wanna|can|could|will|am going to|really want|even want)\s+(?:to\s+)?(?:live|be alive|stay alive|keep living|keep going(?! (?:to|with|back))|go on(?! (?:a|an|the|with|to|about|for))|carry on|be here(?! (?:at|in (?:this|the) (?!world)|for|with|on))|survive|make it(?: through)?(?= much longer| another| the night| to| through the)|last much longer|hold on(?: much longer)?|keep myself safe|stay safe)\b`,
);
add(
  'cannot-go-on',
  ['passive'],
  String.raw`\b(?:cannot|could not|can no longer|unable to|will not be able to|do not think i can|not sure i can|do not know how (?:much longer )?i can|do not know if i can|no longer able to)\s+{ADV}(?:go on(?= anymore| any more| any longer| like this| living| much longer|[.!?,]|$| and| but| so)|keep living|carry on living|live like this|live with this(?! (?:noise|mess|neighbou?r|roommate|flatmate|job|boss|commute|weather|heat|landlord))|keep existing|be alive|exist anymore|keep doing (?:life|this life|this anymore)|hold on (?:much )?(?:longer|anymore)|survive this|keep going(?= anymore| any more| any longer| like this| much longer|[.!?,]|$)|do this anymore(?=[^.!?]{0,40}\b(?:alive|live|living|life|exist|die|dead|end it|gone|here)\b)|take (?:it|this|much more) (?:anymore|any more)(?=[^.!?]{0,40}\b(?:alive|live|living|die|dead|end it|gone|disappear|here anymore)\b)|stay alive|keep myself alive|fight (?:this|it) anymore|fight anymore)\b`,
);
// A screening question read out ("the one about thoughts you'd be better off dead, i said no") is not the writer's
// wish, unless the writer says it is how they feel.
add(
  'better-off',
  ['passive'],
  String.raw`(?:\bbetter off\s+(?:dead|gone|without me|if i\s+(?:was|were|am|had|did not|died|left|disappeared|vanished|was not|were not|never|just|did|killed|ended|stopped))\b|\b(?:be|is|are|would be|will be|be so much|be a lot|life would be)\s+{ADV}(?:better|easier|happier|fine|okay|lighter|simpler|cheaper|calmer|quieter|kinder|better off|relieved|free|less stressed|less worried|less tired|less miserable|less burdened)\s+(?:for\s+(?:everyone|them|everybody|my family|all of them|the people around me|my \w+)\s+)?(?:without me|if i\s+(?:was|were|died|disappeared|vanished|was gone|were gone|was not (?:here|around|alive)|were not (?:here|around|alive)|did not exist|never existed|left for good|was dead|were dead|stopped existing|just (?:died|disappeared|vanished|went away|was not here)|was not in the picture|were not in the picture|was out of the picture|was out of the way|were out of the way|stopped taking up (?:room|space))|once i am gone|when i am gone|after i am gone))(?:(?<!\b(?:question|one|item)\s+(?:about|asking (?:about|if|whether))\s+[^.!?]{0,60})|(?=[^.!?]{0,40}\b(?:how i feel|i said yes|i ticked(?! (?:not at all|no|never|none)\b)|i answered yes|is true|is me)\b))`,
  { person: 'self' },
);
add(
  'nobody-worry',
  ['passive'],
  String.raw`\b(?:nobody|no one|they|everyone|my family|mum|mom|dad)\s+(?:would|will)\s+(?:have to|need to|ever have to)\s+(?:worry about|deal with|look after|take care of)\s+me\b[^.!?]{0,30}?\b(?:anymore|any more|again|if i (?:was|were) gone|when i am gone|once i am gone)\b`,
  { person: 'self' },
);
add(
  'nobody-miss',
  ['passive'],
  String.raw`\b(?:nobody|none of them|they|everyone|everybody|people|anyone|anybody|my (?:family|friends|parents|kids|mom|mum|dad|wife|husband|partner|boyfriend|girlfriend)|the world|you|she|he|it)\s+(?:would|will|would even|would not|will not|would barely|would hardly|would probably|would just|would all|will all|would eventually|will eventually|could|might|can)\s+{ADV}(?:notice|care|miss me|mind|cry|come to my funeral|even notice|move on|be sad|be fine|be okay|get over it|forget me|forget about me|be relieved|feel relief|be better|be happier|cope|manage|get by|go on|carry on|be free|recover|heal)[^.!?]{0,40}?\b(?:(?:if|when|once|after)\s+i\s+(?:just\s+)?{GONE}|without\s+me|after\s+my\s+(?:death|passing|funeral))`,
  { person: 'self' },
);
// Grief wished for over life: "nani would slap me for saying it but i'd rather be wherever she is than here". Not "rather
// be anywhere than here" (the hyperbole look-alike), so no look-alike vetoes it; someone living elsewhere is not it.
add(
  'rather-be-where-they-are',
  ['passive'],
  String.raw`\b(?:i would|id) rather be (?:wherever|where) (?:she|he|they) (?:is|are|went)(?: now)? than (?:be |being |stay |staying )?(?:here|alive|down here|in this world|stuck here)\b(?![^.!?]{0,60}\b(?:rain|drizzle|cold|weather|office|work|desk|queue|meeting|traffic|taxes|lol|haha|lmao)\b)(?![^]{0,120}\b(?:(?:is|are|lives|moved|went)\s+(?:in|on|at|to)|holiday|trip|cruise|lucky)\b)(?<!\b(?:holiday|beach|abroad|trip|cruise|vacation|travelling|sunshine|(?:is|are|lives|live|moved|went)\s+(?:in|on|at|to))\b[^]{0,120})`,
  { person: 'self', unvetoable: true },
);
// A life weighed by the chores that would still get done: "if i died tomorrow the dishes would still get done somehow so
// what am i even for". Apart from 'if-i-died' because the chores it names trip the hyperbole look-alike for errands.
add(
  'what-am-i-even-for',
  ['passive'],
  String.raw`\bwhat am i (?:even |actually |really )?for\b(?<=\bif i (?:died|was gone|were gone|disappeared)(?: (?:tomorrow|today|tonight))?\b[^.!?]{0,160})(?<!\b(?:manager|boss|1:1|meeting|project|team|role|job|work)\b[^]{0,160})`,
  { person: 'self', unvetoable: true },
);
// Disowned, and the word taken literally: "dad said i'm dead to him if i drop medicine. fine. maybe i'll make it real for him".
add(
  'make-dead-to-real',
  ['active'],
  String.raw`\b(?:maybe|then|fine,?|so)\s+i\s+(?:will|should|could|might|may as well)\s+make it (?:real|true|literal)(?:\s+for (?:him|her|them))?(?=\s*(?:[.!?]|$))(?<=\b(?:i am|i would be|i will be) dead to (?:him|her|them|everyone|the family|you)\b[^]{0,100})`,
  { person: 'self', level: 'high' },
);
// A ligature left with the writer on a ward or in custody, and its other use thought about, or a gym's rope and what else
// it is "strong enough to hold": "they didn't take my belt at
// intake. been thinking about what else it's good for" ("its" stays as written before "good"). Not a denial, so no veto.
add(
  'ligature-what-else-for',
  ['method'],
  String.raw`\bwhat else (?:it is|its|they are|that is|it would be|they would be) good for\b(?<=\b(?:(?:did not|never|nobody|no one|forgot to)\s+(?:take|took|confiscate|confiscated)(?:\s+away)?|let me keep|let me have)\s+(?:my|the|his|her)\s+(?:belt|belts|cord|laces|shoelaces|scarf|strap|dressing gown cord|sheets)\b[^]{0,100})(?<=\b(?:intake|ward|unit|admitted|admission|hospital|psych|obs|searched|cell|custody|shelter)\b[^]{0,200})|\bwhat else (?:it is|its|that is|it would be) strong enough to hold\b(?![^.!?]{0,40}\b(?:maybe|like|bag|heavy bag|weights?|hammock|swing|tyre|tire|boat|trailer)\b)(?<=\b(?:rope|belt|cord|beam|rafter|bar|hook)\b[^]{0,120})(?<=\b(?:looked at|looking at|staring at|stared at|thinking about|kept looking)\b[^]{0,120})`,
  { person: 'self', level: 'high', unvetoable: true },
);
add(
  'if-i-died',
  ['passive'],
  String.raw`\b(?:if|when|once)\s+i\s+(?:died|was gone|were gone|am gone|disappeared|vanished|was dead|were dead|stopped existing|did not wake up|never woke up|was not here|were not here|was not around|were not around|ended it|killed myself|just (?:died|disappeared|vanished|went away|was not here|stopped existing))[^.!?]{0,50}?\b(?:nobody|no one|would not|will not|not even|better|easier|relief|relieved|happier|move on|fine|okay|notice|care|miss|lighter|less|free|problem solved|burden|cheaper|peace)\b`,
  { person: 'self' },
);
add(
  'burden',
  ['passive'],
  String.raw`\b(?:i\s+(?:am|feel like|have become|feel|was born)|i\s+am\s+(?:just|only|nothing but)|being)\s+{ADV}(?:a|an|such a|nothing but a|the|just a|only a|one big|a huge|a massive|a total|a complete)\s+(?:\w+\s+)?(?:burden|waste of (?:space|air|oxygen|life|skin|a life)|drain on (?:everyone|my family|them|the people))\b|\b(?:i am|i feel like i am|being)\s+(?:\w+\s+)?burden(?:ing|some)?\s+(?:to|on|for)\s+(?:everyone|everybody|my|them|the people|people|you|her|him|all)\b`,
  { person: 'self' },
);
add(
  'no-reason-live',
  ['passive'],
  String.raw`\b(?:no|not a single|not one|not any|lost (?:my|the|all)|(?:do not|cannot|can not|no longer|never|could not|did not)\s+see\s+(?:the|any))\s+(?:\w+\s+)?(?:reason|point|purpose|will)\s+(?:to|in|of|for)\s+(?:live|living|(?:go|going|carry|carrying) on(?!\s+(?:like this|like that|with|at|in|holiday|a |an |the |about|to |trips?|dates?|strike|social|here|there|this way)\b)|be alive|being alive|stay|staying alive|stay alive|exist|existing|keep going|keeping going|keep living|be here|being here|wake up|waking up|continue living|me being here|me to be here|my life|my existence|life)\b|\b(?:nothing|nobody|no one|noone)\s+(?:left\s+)?(?:to live for|worth living for|keeping me here|to stay for)\b|\bwhat is (?:even |really |actually )?the point (?:of|in)\s+(?:living|life|being alive|existing|going on|waking up|me being here|even being here|me(?!\s+(?!(?:being|living|existing|staying|carrying|going on|trying)\b)\w+ing\b)(?!\s+(?:in|at|on)\s+(?:the|this|a)\b)(?!\s+voting\b)|my life|my existence|staying alive|trying to stay alive)\b(?!\s+(?:to|till|until)\s+(?:\d+|ninety|eighty|seventy|a hundred|old age|be old)\b)|\b(?:life|living|my life|existence|existing|being alive)\s+(?:is|feels|seems)\s+{ADV}(?:not worth (?:living|it(?= anymore| any more))|unbearable|pointless now and|a waste|over for me|not worth the pain)\b|\bnot worth living\b`,
);
add(
  'tired-of-living',
  ['passive'],
  String.raw`\b(?:tired|sick|exhausted|weary|done|worn out|fed up)\s+(?:of|with)\s+(?:living|being alive|existing|life(?! admin| stuff| chores| plans)|breathing|being here|waking up(?! early| at)|fighting to stay alive|trying to stay alive|my life|this life|it all|everything for good|this world|being me|surviving|staying alive|pretending i want to live|existence)\b|\bdone with (?:life|living|being alive|existing|it all|this world|this life|everything(?= for good| forever| permanently))\b`,
);
add(
  'death-appeal',
  ['passive'],
  String.raw`\b(?:death|dying|being dead|not existing|not waking up|the idea of not (?:being here|existing|waking up)|eternal sleep|nonexistence|non existence|the void|not being alive|never waking up)\s+(?:would be|will be|sounds|seems|feels|looks|is starting to (?:sound|look|feel)|has started to (?:sound|look|feel)|is|would feel|could be)\s+{ADV}(?:like\s+)?(?:a |an |the )?(?:relief|peaceful|peace|nice|better|easier|good|comforting|appealing|tempting|welcome|escape|freedom|rest|only way out|only option|only way|way out|answer|solution|kind|kinder|mercy|gift|easier than this|preferable|attractive|inviting|beautiful|lovely|amazing|bliss)\b`,
);
add(
  'think-death',
  ['passive'],
  String.raw`\b(?:think|thinking|thought|thoughts|fantasi[sz]e|fantasi[sz]ing|daydream|daydreaming|dream|dreaming|obsess|obsessing|obsessed|ruminate|ruminating|fixated|preoccupied|intrusive thoughts)\s+(?:a lot |constantly |so much |all the time |again |more and more |every day |daily |nonstop |non stop |too much |lately |a bunch )?(?:about|of|with|on)\s+(?:my\s+(?:own\s+)?)?(?:death|dying|being dead|not being here|not being alive|not existing|not waking up|my funeral|disappearing forever|not being around|how nice it would be to (?:not|die|be gone)|how (?:everyone|people|they) would (?:react|feel) if i (?:died|was gone)|who would come to my funeral|being gone|vanishing forever|leaving this world|my own death)\b`,
);
// A story being written, read or planned ("in my screenplay the detective finds a note", "the book ends with her suicide
// note", "fic idea: ..."): the crisis words belong to the characters. Only in the same sentence, or for a note that is
// hers, his or "a real" one: "my story ends with me saying goodbye. suicide note is in the drawer" is the writer's.
// ... unless the writer says the story is theirs (the look-alike spans' own test, and "i am the girl").
const STORY_IS_MINE = String.raw`(?:${ABOUT_ME}|i am the (?:girl|boy|character|one))`;
const FICTION_FRAME = String.raw`(?:\b(?:in|for) (?:my|our|the|this) (?:screenplay|novel|fanfic|fic|short story|play|comic|manuscript)\b|\b(?:book|novel|film|movie|series|episode|play|season) (?:ends|ended|finishes|finished|closes|closed) with (?:her|his|their|the (?:character|hero|heroine|detective))\b|\b(?:fic|fanfic|story|plot|novel|screenplay) idea\s*:)`;
add(
  'vanish-for-good',
  ['passive'],
  String.raw`\b(?:vanish|vanished|vanishing|disappear|disappeared|disappearing|fade|fading|cease|be erased|erase myself|go away|slip away)\s+(?:away\s+)?(?:for good|forever(?! (?:young|and ever lol))|permanently|and never come back|and never be found|without a trace|off the face of the (?:earth|planet)|from existence|from this world|from this earth|completely and never)\b(?<!\b(?:embarrass\w*|cringe\w*|mortified|humiliat\w*)\b[^.!?]{0,30}\bi could (?:just |literally )?(?:vanish|disappear)\b[^]{0,40})(?<!${FICTION_FRAME}[^.!?\n]{0,120}\b(?:she|he|they|character|detective|hero|heroine)\b[^.!?\n]{0,60})`,
);
add(
  'join-dead',
  ['passive'],
  String.raw`\b(?:want|wish|ready|long|longing|time|just want|need)\s+(?:to|i could|i was|i were)\s+(?:go\s+)?(?:join|be with|see|be reunited with|follow)\s+(?:her|him|them|my\s+(?:mom|mum|dad|mother|father|grandma|gran|nan|grandpa|brother|sister|son|daughter|wife|husband|partner|friend|baby|best friend|twin))(?:\s+again)?\s+(?:in heaven|up there|on the other side|wherever (?:she|he|they) (?:is|are)|where (?:she|he|they) (?:is|are|went)|soon|in death|in the afterlife|there)\b|\b(?:join|follow)\s+(?:her|him|them)\s+(?:soon|in death|to the grave|there)\b`,
);
add(
  'ready-to-die',
  ['passive'],
  String.raw`\b(?:i am|i feel|i am finally|i am just)\s+{ADV}(?:ready|at peace with|okay with|fine with|prepared)\s+(?:to die|dying|death|to go(?= now| soon|[.!?,]|$)|leaving this world|not being here|to leave this world|to be gone)\b`,
);
add(
  'wish-killed',
  ['passive'],
  String.raw`\b(?:wish|wishing|hope|hoping|pray|praying|want|wanted|begging|beg)\s+(?:that\s+)?(?:someone|somebody|something|a car|a bus|a truck|a train|god|the universe|life|cancer|a stranger|the plane|my plane|the illness|this illness|a disease)\s+(?:would\s+|will\s+|could\s+|to\s+)?(?:just\s+)?(?:kill|shoot|end|take|hit|run over|run me over|put me out of|finish|crash with|smite|stab)\s*(?:me|my misery)\b`,
);
add(
  'would-not-mind-dying',
  ['passive'],
  String.raw`\b(?:would not|wouldnt|do not|would never|will not)\s+(?:really\s+)?(?:mind|care|be upset|be sad|complain)\s+(?:if\s+(?:i|a car|a bus|a truck|the plane|my plane|something)|about)\s*(?:died|dying|not waking up|did not wake up|never woke up|got hit|was hit|hit me|crashed|was gone|disappeared|dropped dead|death|got sick and died|killed me|took me|went down|never came back|fell asleep forever)\b|\b(?:would not|do not)\s+mind\s+(?:dying|death|not waking up|being dead|never waking up)\b|\bif\s+(?:a|the)\s+(?:car|bus|truck|train|plane)\s+(?:hit|hits|crashed|crashes|ran me over|clipped|mowed me down)(?:\s+me)?[^.!?]{0,40}?\b(?:be alright|would not mind|relief|relieved|fine|would not care|welcome|glad|okay|not mind|would be nice|wish|hope)\b|\b(?:hoped|hoping|hope|wished|wishing|wish)\s+(?:the|a|my)\s+(?:car|bus|truck|plane|train|driver)\s+(?:would\s+)?(?:hit|crash|go down|lose control|swerve)`,
);
add(
  'not-be-here',
  ['passive'],
  String.raw`\b(?:(?:want|wish|wishing|rather|prefer|hope|just)\s+to\s+not\s+be\s+(?:around|here|alive))\b|\b(?:easy|easier|better|simpler|peaceful|nicer|relief|want|wanted|wanna|would be|would rather|prefer|thinking about|think about|thought about|considering|dream of|dreaming of|fantasi[sz]e about|wish|wishing|ready|rather|like|idea of|plan on|planning on)\s+(?:to\s+|of\s+|about\s+)?(?:just\s+)?not\s+(?:be|being)\s+(?:here|around|alive)(?! (?:for|at|when|during|in time|to (?:see|help|watch|meet)|this (?:weekend|week)|next (?:week|weekend)|on|tomorrow (?:for|at)|until))`,
);
add(
  'let-myself-die',
  ['passive'],
  String.raw`\b(?:let|letting|allow|allowing)\s+(?:myself|me)\s+(?:die|just die|go(?= forever| for good|[.!?,]|$)|slip away|fade away|fade|starve|bleed out|waste away|rot)\b|\b(?:give|giving|gave|given)\s+up\s+on\s+(?:life|living|staying alive|being alive|myself and everything|surviving)\b|\bstop(?:ped)?\s+fighting\s+(?:to (?:live|stay alive)|for my life)\b`,
);
add(
  'deserve-die',
  ['passive'],
  String.raw`\b(?:i\s+)?(?:deserve|deserved)\s+(?:to\s+)?(?:die|be dead|not exist|not be alive|not live|not be here|death|to rot)\b|\bdo not deserve\s+to\s+(?:live|be alive|exist|be here|breathe|wake up)\b|\b(?:never|did not)\s+ask(?:ed)?\s+to\s+be\s+born\b`,
);
add(
  // Also doubted for an ordinary date ahead ("book my six month check up... doubt i'll still be around
  // for it"), or an age not reached by choice ("I'm not making it to 30. That's a choice").
  'will-not-be-around',
  ['passive'],
  String.raw`\b(?:i\s+)?(?:will not|am not going to|probably will not|might not|may not|do not think i will|do not see myself)\s+(?:be\s+)?(?:around|here|alive|living|making it|surviving|being here|being alive|being around)\s+(?:much longer|for long|to see|for (?:christmas|my birthday|new year|graduation|the (?:summer|holidays|wedding))|by (?:christmas|summer|next year|the end of the (?:year|month))|next year|past (?:\d+|thirty|twenty|this year|christmas|my birthday)|in (?:a year|five years|ten years|the future)|anymore)\b(?![^.!?]{0,40}\b(?:working|at work|away|abroad|travel\w*|trip|holiday|vacation|hospital|shift|deployed|deployment|visiting|moving|moved|exams?|conference|festival|camp|flying|flight|back (?:on|by|in|for))\b)|\bdo not see (?:a|any) future for myself\b|\b(?:cannot|could not|do not) (?:see|imagine|picture) (?:myself (?:alive|living|being alive|being here|surviving|growing old|getting old|making it)|(?:myself )?being (?:around|alive) (?=past|beyond|to|until|at|in|by|much longer|next|for))(?:\s+(?:past|beyond|to|until|at|in|by|much longer|next year))?|\b(?:doubt|do not think|not sure)\s+i\s+will\s+(?:still\s+be\s+(?:around|here|alive)|be\s+alive)\s+(?:for|by|to see|when|next|in)\b(?![^.!?]{0,40}\b(?:holiday|vacation|trip|travel\w*|abroad|shift|on leave|moved|moving|meeting|office|the area|town)\b)|\b(?:i am )?not (?:making it|going to make it) to (?:\d+|twenty|thirty|forty|fifty|christmas|my birthday|next year|the summer)\b(?=[^]{0,60}\b(?:choice|decided|decision|my call|not a prediction)\b)`,
);
add(
  'pain-stop-forever',
  ['passive'],
  String.raw`\b(?:want|need|wish|wanted|make|just want|so badly want)\s+(?:it|everything|it all|this|the pain|life|my life|the world|the noise|all of it)\s+(?:to\s+)?(?:end|be over|stop forever|stop for good|stop permanently|end for good|end forever|stop once and for all)(?! (?:soon|already)\b(?! lol))`,
);
add(
  'disappear-wish',
  ['passive'],
  String.raw`(?<!\b(?:song|track|tune|chorus|lyrics?)\b(?=[^]{0,120}\b(?:stuck in my head|catchy|banger|slaps|bop)\b)(?![^]{0,160}\b(?:like actually|for real|not joking|seriously|no joke)\b)[^.!?]{0,60})\b(?:wish|wishing|want|wanted|wanna|need)\s+(?:i could\s+|to\s+|i would\s+)?(?:just\s+)?(?:disappear|vanish|cease to exist|stop existing|not exist|evaporate|fade away|be erased|be invisible forever)(?! (?:for|to|into|under|from (?:social|the internet|instagram|twitter|tiktok)|somewhere|on (?:a|an) (?:island|holiday|vacation|trip)|and (?:travel|move|start)))\b`,
);
add(
  'world-without-me',
  ['passive'],
  String.raw`\b(?:the world|everyone|everybody|my family|my kids|my friends|they|people)\s+(?:would be|is|will be|are)\s+{ADV}(?:better|happier|lighter|fine|okay)\s+(?:off\s+)?without\s+me\b|\bwithout me\s+(?:everyone|everybody|they|the world|my family)\s+(?:would|will)\s+(?:be\s+)?(?:better|happier|fine|okay|free)\b`,
  { person: 'self' },
);

// ---------------------------------------------------------------- active ideation (thoughts of killing oneself)
add(
  'kill-self',
  ['active'],
  String.raw`\b(?:kill|killing|killed|kil|end|ending|off|offing|murder|murdering|unalive|unaliving|delete|deleting|erase|erasing|destroy|destroying|exterminate|execute)\s+myself\b`,
  { strong: true },
);
add(
  'kill-self-third',
  ['active'],
  String.raw`(?:\b(?:kill|kills|killing|killed|end|ends|ending|ended|off|offing|offed|murder|unalive|unalived|hang|hanged|hanging|hung|shoot|shot|shooting|drown|drowned|drowning|poison|poisoned|jump|jumped|throw|threw|overdose|overdosed|od)\s+(?:himself|herself|themselves|themself)\b(?!\s+\w+ing\s+(?:it|that|them|like)\b)(?:(?<!\b(?:character|protagonist|heroine|narrator|villain)\s+\w+\s+(?:himself|herself|themselves|themself))(?<!(?:\b(?:the|this|that|a)\s+|^|[.!?]\s+)(?:film|movie|show|series|book|novel|play|documentary)\s+(?:tonight\s+|last night\s+)?had\s+(?:a|one)\s+(?:character|guy|man|woman|girl|boy|bloke|lad|farmer|soldier|cop|teenager|kid)\s+\w+\s+\w+)(?<!\b(?:play|playing|played|plays|act|acting) (?:a|the) (?:character|part|role) (?:of \w+ )?(?:who|that) (?:(?:tries|try|tried|wants|wanted|decides|decided|is going|was going|has) to )?\w+ (?:himself|herself|themselves|themself))(?<!\b(?:romeo|juliet|hamlet|ophelia|macbeth|othello|shakespeare|antigone|anna karenina|the play|the novel|set text)\b[^]{0,80})(?<!\b(?:kdrama|k drama|cdrama|anime|manga|webtoon|telenovela|teleserye)\b[^.!?]{0,80})(?![^.!?]{0,20}\b(?:in|by) (?:ep|episode) \d+\b)|(?=[^]{0,120}\b(?:doing (?:the same|it too|that)|(?:want to|wanna|going to|gonna|could) do (?:the same|it too)|that could be me|for me|myself|me too|mine too|thinking of doing|about doing)\b))|\btook\s+(?:his|her|their)\s+(?:own\s+)?life\b|\b(?:take|taking|end|ending|ended)\s+(?:his|her|their)\s+(?:own\s+)?life\b(?:(?<!\btheir (?:own )?life)|(?<!\b(?:training|course|leaflet|module|workshop|lesson|class|lecture|(?:a|the) (?:session|talk) (?:on|about|for)|stewards|first aid|mhfa)\b[^]{0,120}\b(?:what to do|how to (?:help|respond|react)) (?:if|when)\b[^.!?]{0,60})|(?=[^]{0,120}\b(?:told me|said it|texted me|messaged me|tonight)\b)))`,
  { third: 'completed' },
);
add(
  'take-my-life',
  ['active'],
  String.raw`\b(?:take|taking|took|end|ending|ended|finish|finishing)\s+(?:my|my own)\s+(?:\w+\s+)?life(?! (?:back|into my own hands|in (?:a|another|a new) direction|seriously|one day at a time|to the next level|over))\b`,
  { strong: true },
);
add(
  'end-it',
  ['active'],
  String.raw`(?<!\babout the (?:winter|summer|autumn|spring|year|time|night|months?|period|day) (?:when |that )?i (?:wanted|tried|nearly tried|almost tried|was going) to\s+)\bend(?:ing)?\s+(?:it all|everything|it once and for all|all of it|things(?! (?:with|between|off|on a|up))|it(?=\s+(?:tonight|now|soon|today|for good|forever|once and for all|this (?:week|weekend|time)|tomorrow|before|after|when|on|all|already|here|permanently|right now|finally|then|there|by|at|myself|quietly|properly))|it(?=[.!?,;]|$| and | but | because | so | if | or ))`,
);
// Not a clinician taught or teaching how to document it ("taught the FY1s how to document suicidal intent properly");
// a crisis team that "documented my suicidal intent properly" still counts. Nor the distinction between passive and
// active ideation revised for an exam.
add(
  'suicidal',
  ['active'],
  String.raw`(?!suicidal\s+(?:intent|ideation|risk)\s+(?:properly|correctly|accurately|in the notes)(?<=\b(?:how to|teach\w*|taught|train\w*)\b[^.!?]{0,120}))(?<!\bnon\s)(?<!\b(?:study|studies|survey|surveys|research|report|statistics|stats|paper|article|data)\s+(?:\w+\s+){0,2}?(?:says|said|saying|found|finds|shows|showed|showing|suggests|suggested|claims|reported|reports|on|about|of|that)\b(?![^.!?]*\b(?:i am|im|i feel|i felt|feel|felt|i have been|i was|me too|like me|myself|including me|one of them|that is me|thats me|same here|so am i)\b)[^.!?]{0,100})(?<!\b(?:numbers|rates|figures|prevalence|levels|statistics)\s+(?:on|of)\s+)\b(?:suicidal|suicide ideation|suicidal ideation|suicidality)\b(?![^.!?]{0,30}\bas (?:a|one) (?:possible |rare |known |common )?side effects?\b)(?<!\b(?:exam|essay|lecture|module|revising|revision|assignment|coursework|textbook|class|seminar)\b[^.!?]{0,80}\bdifference between (?:passive|active) and (?:passive|active) suicidal(?: ideation)?)`,
);
add(
  'suicide-thoughts',
  ['active'],
  String.raw`\b(?:think|thinking|thought|thoughts|consider|considering|considered|contemplat\w*|fantasi[sz]\w*|urges?|tempted|temptation|idea of|close to|closer to|edge of|obsess\w*|romantici[sz]\w*|plotting|plot|dreaming|dream)\s+(?:about|of|on|with|to|by)?\s*(?:a\s+|my\s+)?(?:suicide|killing myself|taking my (?:own )?life|ending my life|ending it(?: all)?|ending things|ending everything|how to (?:die|end it|kill myself)|ways to (?:die|end it|kill myself)|offing myself|unaliving)\b`,
  { strong: true },
);
add(
  'commit-suicide',
  ['active'],
  String.raw`\b(?:commit|committing|committed|attempt|attempting|do|doing|go through with|going through with|considering|plan|planning|research|researching)\s+suicide\b|\bsuicide\s+(?:is|seems|sounds|feels|looks)\s+(?:like\s+)?(?:the only|my only|a good|the best|an option|the answer|tempting|appealing|easier|better|the way out|more and more|so|really|very|like)\b|\b(?:lowkey|highkey|feeling|want|wanna|ready for|time for|going to|about to|might|thinking|contemplating|mood)\s+(?:commit\s+)?suicide\b`,
  { third: 'completed' },
);
add(
  'want-kill',
  ['active'],
  String.raw`\b(?:want|wanted|wanting|wants|need|have|going|plan|planning|ready|about|decided|deciding|determined|tempted|try|trying|tried|urge|urges|impulse|temptation)\s+(?:so bad |so badly |really bad |badly )?to\s+{ADV}(?:die|end it|end my life|go through with it|not exist)\b(?=[^.!?]{0,40}\b(?:tonight|today|now|soon|pills|plan|method|rope|bridge|gun|knife|kill|suicide|end)\b)`,
);
add(
  'urge-act',
  ['active'],
  String.raw`\b(?:urges?|urged|impulses?|compulsion|voices?|intrusive thoughts?|thoughts|something|a voice|the voice|my brain|my head|my mind|(?:my |the |just )?depression|the illness)\s+(?:to|telling me to|that tell me to|that tells me to|saying i should|keeps? telling me to|keeps? saying|tells me to|says to)\s+(?:just\s+)?(?:kill|end|jump|die|hang|crash|drive into|swerve|swallow|overdose|step in front|step off|walk into|drown|shoot|stab|not exist|end it|disappear forever)\b`,
);
// "I have to die very carefully" (a stage death with a bending dagger) is acting.
add(
  'should-die',
  ['active'],
  String.raw`\bi\s+(?:should|might as well|may as well|need to|have to|ought to|could just|should just|might just)\s+{ADV}(?:die|end it(?: all)?|kill myself|end my life|not exist|be dead|disappear forever|do everyone a favou?r and (?:die|disappear|go|leave))\b(?!\s+(?:very\s+)?(?:carefully|dramatically|on stage|in act|in scene)\b)(?<!\bcould just die(?=[^]{0,120}\b(?:felt like a (?:celebrity|queen|king|star)|so happy|so cute|so proud|so good|lol|haha|omg|embarrass\w*|mortif\w*|cringe|delicious|amazing|best (?:day|thing)|remembered my)\b))`,
);
add(
  'unsafe',
  ['active'],
  String.raw`\b(?:i\s+am\s+not|i\s+do\s+not\s+feel|not\s+feeling|i\s+cannot\s+(?:keep|stay)|i\s+am\s+not\s+sure\s+i\s+can\s+(?:keep|stay)|unable to (?:keep|stay)|i\s+do\s+not\s+know\s+if\s+i\s+can\s+(?:keep|stay)|do not think i can (?:keep|stay)|not sure i can (?:keep|stay)|no longer)\s+(?:myself\s+)?safe(?:\s+(?:with|from|around)\s+myself|(?=\s+(?:tonight|right now|alone|anymore|at the moment|today))|(?=[.!?,]|$))|\b(?:do not|cannot|can no longer|could not)\s+trust\s+myself\s+(?:right now|tonight|alone|anymore|to (?:stay|be|keep) safe|not to|around|with)\b|\bi\s+am\s+(?:a danger|dangerous)\s+to\s+myself\b|\b(?:danger|risk)\s+to\s+myself\b`,
  { strong: true },
);
add(
  'cannot-promise',
  ['active'],
  String.raw`\b(?:cannot|can not|could not|will not|not able to|unable to|do not want to|refuse to)\s+(?:promise|guarantee|swear|say for sure|commit to|agree)\s+(?:you\s+|anyone\s+|that\s+)*(?:i\s+)?(?:will not|would not|am not going to|will stay|will be|will keep|won\s?t|to stay|to be|to not|to keep|not to)\s+(?:\w+\s+){0,3}?(?:hurt|harm|kill|do anything|do something|act|try|safe|alive|cut|end|be here|around|stay)\b`,
  { strong: true },
);
add(
  'afraid-of-self',
  ['active'],
  String.raw`\b(?:scared|afraid|terrified|worried|frightened|fear)\s+(?:of\s+)?(?:what\s+i\s+(?:might|will|could|am going to|would)\s+do(?:\s+to\s+myself)?|(?:that\s+)?i\s+(?:might|will|could|am going to|would)\s+(?:actually\s+|really\s+)?(?:do something|hurt myself|kill myself|harm myself|act on (?:it|them|these thoughts)|go through with it|not stop|do it|end it|end up dead|snap))\b`,
);
add(
  'act-on',
  ['active'],
  String.raw`\b(?:act|acting|acted|follow through|following through|go through|going through)\s+(?:on|with)\s+(?:it|them|these thoughts|the thoughts|those thoughts|the urges?|my thoughts|the plan|my plan|the impulse|these urges)\b`,
);
add(
  'do-something',
  ['active'],
  String.raw`\b(?:do|doing|did)\s+something\s+(?:stupid|drastic|permanent|irreversible|i cannot take back|final|dangerous|bad)\b(?!\s+(?:with|to) (?:my|the|his|her) (?:hair|money|car|career|job|outfit|room))(?:\s+to\s+myself)?`,
);
add(
  'wish-act',
  ['active'],
  String.raw`\b(?:jump|jumping|drive|driving|swerve|swerving|step|stepping|walk|walking|crash|crashing)\b[^.!?]{0,30}?\b(?:would be|would make|how easy|so easy|end it|make it stop|be over|be done|be the end|and not come back)\b(?=[^.!?]{0,40}\b(?:die|dead|end|over|gone|stop|kill)\b)`,
);

// ---------------------------------------------------------------- method and means
add(
  'count-pills',
  ['method'],
  String.raw`\b(?:count|counted|counting|recount\w*|tally|tallied|added up|adding up)\s+(?:out\s+)?(?:all\s+|every\s+|each\s+|how many\s+|up\s+)?(?:what\s+(?:is|was|i have|i had|is still)\s+left|what i have|what i had|the rest|them|them all|them again|my|the|all of (?:my|the|them)|every|how many (?:i have|are left|there are|i had|were left)|out)[^.!?]{0,40}?\b(?:{PILLS}|left in the (?:bottle|box|pack|packet|cabinet|drawer)|(?:i have|i had|i have got)(?: left| saved| stashed))\b(?<!\b(?:with|for) (?:the |his |her |mums |dads )?(?:district nurse|nurse|pharmacist|carer|hospice|gp|doctor|care team)\b[^]{0,60})(?![^.!?]{0,60}\b(?:with|for) (?:the |his |her |mums |dads )?(?:district nurse|nurse|pharmacist|carer|hospice team|gp|doctor|care team|chemist|pharmacy)\b(?![^.!?]{0,60}\b(?:for me|myself|mine|enough to)\b))`,
  { third: 'ignore' },
);
add(
  'stockpile',
  ['method'],
  String.raw`\b(?:saving|saved|save|saving up|saved up|stockpil\w*|hoard\w*|stash\w*|squirrel\w*(?:\s+away)?|stocking up|stocked up|collect(?:ed|ing)?|hid|hide|hiding|hidden|kept back|keeping back|set aside|put aside|putting aside|setting aside|been putting aside|been keeping|been buying extra|bought extra|buying extra|bought (?:a few|several|more|lots of|a lot of) (?:extra )?(?:boxes|packets|bottles)|built up)\s+(?:up\s+)?(?:all\s+|some\s+|a\s+few\s+|a\s+bunch\s+of\s+|enough\s+|the\s+|my\s+|extra\s+|her\s+|his\s+)?(?:of\s+)?(?:\w+\s+)?(?:{PILLS})\b(?!\s+to\s+(?:the\s+)?(?:pharmacy|chemist|returns? bin|disposal bin)\b)(?![^.!?]{0,60}\b(?:because|as|since|cause|cos) (?:the |my )?(?:pharmacy|chemist|pharmacies|chemists|supplier) (?:keeps|kept|keep) running out\b)(?![^.!?]{0,40}\bfor (?:the|my|our) (?:trip|holiday|journey|flight|weekend|festival|camping|travels?|first aid kit|kit|wash bag)\b)(?![^.!?]{0,60}\b(?:flu|colds?|covid|hay fever|(?:house|kids|family|everyone) (?:has|have|is|are) (?:sick|ill|down with))\b)(?![^.!?]{0,60}\b(?<!\b(?:instead of|rather than|not|never|thinks?|told \w+)\b[^.!?]{0,40})(?:in at the pharmacy|(?:handed|took|take|gave|give|brought|bring) (?:them |it )?(?:back |in )?(?:to|at) the pharmacy|for (?:the pharmacy|them) to destroy|to be destroyed)\b)`,
  { strong: true },
);
add(
  'pill-quantity',
  ['method'],
  String.raw`\b(?:take|taking|swallow|swallowing|down|downing|neck|necking|chug|chugging|gulp|gulping|eat|eating|have|pop|popping|empty|emptying|use|using)\s+(?:all|every|every single|the whole|the entire|the rest|a (?:whole|full|entire) (?:bottle|pack|packet|box|strip|blister|jar|month)|everything|them all|all of (?:them|it|my|the|these)|a handful|handfuls|a bunch|enough|too many|way too many|as many as|loads|all the|a fistful|dozens|\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred|a month(?:s|\s+worth)?)\b[^.!?]{0,40}?(?:{PILLS}|them|at once|in one go|of them|all at once|i have|i can find|in the (?:house|cabinet|drawer))`,
  { strong: true },
);
// How many or how much of a medicine is enough or fatal: "how many would it take", "how much amitriptyline is fatal",
// "how many paracetamol 650 is fatal" (not asked as how much for a child or a pet).
add(
  'how-many-pills',
  ['method'],
  String.raw`\bhow many\s+(?:of\s+(?:these|them|my|the|his|her)\s+)?(?:{PILLS}(?:\s+\d+\s*(?:mg)?)?|of these|of them)?\s*(?:it\s+)?(?:would\s+(?:it\s+)?take|does\s+it\s+take|it takes|to (?:die|kill|end|not wake|be sure|do it|stop my heart|od|overdose)|would (?:kill|be enough|do it|be fatal|be lethal|be deadly)|will be (?:fatal|lethal|deadly)|is (?:lethal|fatal|deadly|enough|too many)|are (?:lethal|fatal|deadly|enough|too many)|before (?:i|you) (?:die|pass out|would not wake)|until)\b|\bhow much\s+(?:of\s+(?:my|the|these|his|her)\s+)?(?:{PILLS})(?:\s+\d+\s*(?:mg)?)?\s+(?:is|are|would be|will be|would|will)\s+(?:be\s+)?(?:fatal|lethal|deadly|enough to (?:die|kill|not wake up))\b(?![^]{0,60}\b(?:child|kid|baby|toddler|dog|cat|pet|puppy|kitten)\b)|\b(?:lethal|fatal|deadly|toxic)\s+(?:dose|doses|amount|quantity|level|levels|overdose|combination|mix)\b|\benough\s+(?:{PILLS}\s+)?(?:to\s+)?(?:kill me|kill myself|die|do it|end it|not wake up|overdose|be sure|never wake up|stop my heart|finish it|kill a horse)\b`,
  { strong: true },
);
add(
  'overdose-intent',
  ['method', 'active'],
  String.raw`\b(?:want|wanted|going|plan|planning|think|thinking|thought|considering|considered|tempted|urge|urges|ready|about|decided|how|could|should|would|will|might|just|easy)\s+(?:to\s+|about\s+|of\s+)?(?:just\s+)?(?:overdose|overdosing|take an overdose|od on)\b(?![^.!?]{0,40}\b(?:by accident|accidentally|by mistake)\b)`,
  { strong: true },
);
// A cliff jumped "in elden ring" is a game, unless the text goes on to "for real"; "the roof of my expectations" is no
// roof.
add(
  'jump-height',
  ['method'],
  String.raw`\b(?<!\b(?:cat|dog|kitten|squirrel|puppy|pigeon|bird|goat|fox)\s)(?<!\b(?:dies|died|dead|killed|injured|critical|hospitali[sz]ed)\s+after\s+)(?:jump|jumping|jumped|leap|leaping|leapt|dive|diving|throw myself|throwing myself|threw myself|fling myself|hurl myself|launch myself|yeet myself|yeeting myself|let myself fall|letting myself fall|let go|letting go|step|stepping|stepped|drop|dropping|fall|falling|walk|walking|topple)\s+(?:off|from|over|out of|out|down|of|across)\s+(?:the\s+|a\s+|my\s+|that\s+|this\s+|our\s+|an\s+|his\s+|her\s+|their\s+)?(?:top\s+of\s+(?:the\s+|a\s+|that\s+)?)?(?:\w+\s+){0,2}?{HEIGHT}\b(?!\s+of\s+(?:my|your|our|their)\s+(?:expectations|comfort zone|dreams|ambitions|standards|worries|problems|ego|mouth)\b)(?!\s+in (?:elden ring|minecraft|the game|skyrim|gta|zelda|fortnite|fallout|roblox|halo|red dead|assassins creed)\b(?![^]{0,80}\b(?:for real|in real life|irl)\b))(?!(?<=\b(?:stories|story|tales?|rumou?rs?|legends?) (?:of|about|that) [^.!?]{0,40})[^.!?]{0,40}\b(?:a myth|urban legend|never happened)\b)(?!(?<=\b(?:classroom|office|meeting room|lecture hall|staffroom|staff room) window)[^]{0,100}\b(?:lmao|lol|haha|(?:we|everyone|the class|the whole (?:row|class)|whole (?:row|class)) (?:all )?(?:laughed|was laughing|were laughing))\b)`,
  { third: 'risk' },
);
add(
  'height-contemplate',
  ['method'],
  String.raw`\b(?:how (?:high|tall|far)(?: up)?(?: it| that| the| this| my)?|the drop (?:from|off)|the fall from|high enough|tall enough|far enough down|long enough drop|looking down from|looked down from|looking over the edge of|looked over the edge of|stood on|standing on|stand on|sat on the edge of|sitting on the edge of|leaned over|leaning over|looked over|looking over|climbed over|climb over|climbing over|went up to|go up to|climbed onto|climbing onto|stood at the edge of|standing at the edge of|edge of)\s+(?:the\s+|a\s+|my\s+|that\s+|this\s+|our\s+)?(?:\w+\s+){0,2}?(?:bridge|roof|rooftop|building|balcony|cliff|ledge|railing|overpass|car park|parking garage|window|top floor|tower|edge)\b(?=[^.!?]{0,80}\b(?:jump|fall|die|dead|end|kill|survive|thought|thinking|wondered|wondering|imagined|how easy|calling|pull|pulled|drop|let go|step|enough|long time|over|down|staring|stared|lean|leaning|tempt|just|wanted)\b)`,
);
add(
  'would-fall-kill',
  ['method'],
  String.raw`\b(?:would|will|could|does|did|is)\s+(?:the|a|that)\s+(?:fall|drop|jump|impact|height)\s+(?:kill|be enough|be high enough|be fatal|be lethal|finish)\b|\bwould i\s+(?:survive|die from)\s+(?:the fall|a fall|jumping|the drop|the jump|that)\b|\b(?:high|tall|far) enough to\s+(?:die|kill|not survive|be fatal|be sure|do it|end it)\b|\b(?:the|that)\s+(?:bridge|roof|cliff|tracks|river|ledge|balcony|edge|railway|sea|water)\s+(?:keeps|kept|has been|is|was)\s+(?:calling|pulling|calling to|tempting)(?:\s+(?:me|to me))?\b`,
  { strong: true },
);
add(
  'ligature',
  ['method'],
  String.raw`\bnoose(?:s)?\b(?:(?!\s+of\s+(?!(?:rope|cord|cords|belts?|wire|cable|twine|string|bedsheets?|sheets?|a (?:belt|tie|scarf|sheet|cable|rope)|my (?:belt|belts|tie|scarf|dressing gown cord|charger cable|lanyard))\b)(?:the |my |our |this |that |a |an )?\w+)|(?=[^]{0,120}\b(?:made one|make one|tied|tie one|rope|cord|belt|cable|beam|hook|my neck)\b))|\bhang(?:ing)?\s+myself\b|\b(?:{LIGATURE})\b[^.!?]{0,40}?\b(?:strong enough|hold my weight|hold me|holds my weight|around my neck|round my neck|the beam|a beam|the rafters?|rafter|the hook|a hook|ceiling fan|door ?frame|the banister|bannister|closet rod|the door handle|stairwell|the loft|the attic beam|tied a knot|tie a knot|slip ?knot)\b|\b(?:tied|tying|tie|put|putting|wrapped|wrapping|pulled|pulling|tightened|tightening)\s+(?:a|the|my)\s+(?:{LIGATURE})\s+(?:around|round|to|on)\s+(?:my neck|the beam|a beam|the rafter|the hook|the door|the banister|the ceiling)\b|\b(?:test|tested|testing|check|checked|checking)\s+(?:whether|if|how much weight|that)?\s*(?:the|a|my)?\s*(?:beam|hook|rail|door|pipe|fan|rafter|banister|rod|tree branch|branch)\s+(?:would|will|can|could|holds?|takes?)\b[^.!?]{0,20}(?:hold|weight|take)|\bhow to tie (?:a|the) (?:noose|knot that)\b|\baround my (?:neck|throat)\b(?=[^.!?]{0,40}\b(?:rope|belt|cord|tight|pull|breathe|hang|cable|scarf|hands?)\b)`,
  { strong: true },
);
// A gun held to the writer's own head, mouth or chest: not one told as long ago, nor the idiom "if you put a gun to my
// head, i still would not...".
const GUN_TO_MY_HEAD = String.raw`(?<!\bago\b[^.!?]{0,40})(?<!\b(?:with|if|even with|like|(?:if|even if|unless) (?:you|someone|somebody|they) (?:put|held|holds|puts))\s+(?:a|the)\s+)(?:barrel|muzzle|guns?|pistols?|rifles?|shotguns?|revolvers?|firearms?|handguns?|glock|hunting rifle|service (?:weapon|pistol|revolver))\s+(?:under|in|into|to|against|at)\s+my\s+(?:chin|mouth|head|temple|jaw|chest|heart)\b(?![^.!?]{0,10}?,?\s*(?:i|and i|you)\s+(?:could|would|can|still|cannot|will|might)\b)`;
add(
  'gun',
  ['method'],
  String.raw`\b${GUN_TO_MY_HEAD}|\b(?:put|putting|eat|eating|eat a)\s+(?:a\s+)?(?:bullet|bullets|my gun|the gun|a gun)\s+(?:in|through)\s+my\s+(?:head|brain|mouth|skull)\b|\beat(?:ing)? (?:a|my) (?:bullet|gun)\b|\bblow(?:ing)?\s+my\s+(?:brains?|head)\s+(?:out|off)\b|\bshoot(?:ing)?\s+myself\b(?!\s+in\s+(?:the\s+)?(?:foot|feet)\b(?![^.!?]{0,30}\b(?:first|then|rifle|gun|shotgun)\b))|\b(?:{WEAPON})\b[^.!?]{0,40}?\b(?:loaded|load it|loading it|unlocked|combination to|the key to|where (?:he|she|they|my dad|dad|my father|my husband|my uncle) (?:keeps|hides|stores)|keep thinking about|keeps calling|in the (?:drawer|nightstand|closet|safe|glovebox|garage)|in my (?:drawer|nightstand|closet|room|car|bag)|for myself|to use on myself|end it|kill myself)\b|\b(?:bought|buying|buy|get|getting|got|ordered|ordering|purchase|purchased|looking to buy)\s+(?:a|my\s+own)\s+(?:gun|pistol|handgun|firearm|shotgun|rifle)\b(?=[^.!?]{0,60}\b(?:myself|end|die|kill|it all|done|over)\b)`,
  { strong: true },
);
add(
  'sharp-lethal',
  ['method', 'active'],
  String.raw`\b(?:slit|slitting|slash|slashing|open|opening|opened|cut|cutting|sliced|slice|slicing)\s+(?:up\s+|open\s+)?my\s+(?:wrists?|throat|veins|neck|arteries|artery)(?!\s+(?:on|with a (?:paper|tin|can)|by accident|accidentally))\b|\b(?:knife|blade|razor|glass|scissors|box ?cutter|shard)\s+(?:to|against|on|at)\s+my\s+(?:throat|wrists?|neck|chest|heart|veins|stomach)\b|\b(?:held|holding|hold|pressed|pressing)\s+(?:a|the|my)\s+(?:knife|blade|razor)\s+(?:to|against|on)\b(?!\s+(?:me|us|them)\b|\s+(?:him|her)\b(?!\s+(?:own\s+)?(?:wrists?|throat|neck|arms?|chest|veins|thighs?|skin)))|\b(?:stab|stabbing|stabbed)\s+myself\b(?!\s+(?:\w+\s+){0,3}?with\s+(?:the|my|an?)\s+(?:insulin|epi ?pen|clexane|heparin|injection|ozempic|fertility|b12)\b(?![^.!?]{0,60}\b(?:on purpose|until|till|so i|hate|whole|emptied|all of|punish\w*|again and again|over and over|deliberately|nobody knows|to feel|overdose|not wake|deserve\w*|hate myself|because i)\b))`,
  { strong: true },
);
add(
  'tracks-traffic',
  ['method'],
  String.raw`\b(?:step|stepping|stepped|jump|jumping|jumped|walk|walking|walked|lie|lying|lay|laying|lie down|throw myself|throwing myself|threw myself|run|running|ran|dive|diving|leap|leaping|fall|falling|fell|stand|standing|stood|wander|wandering|drive|driving|drove|swerve|swerving|swerved|steer|steering|steered|park|parking|lean|leaning|leaned|get|getting|go|going)\s+(?:out\s+)?(?:down\s+)?(?:in front of|under|beneath|onto|on to|into|on)\s+(?:a\s+|the\s+|an\s+|oncoming\s+|moving\s+|passing\s+|the next\s+|next\s+|some\s+)?(?:train|trains|tracks|train tracks|railway(?: line| tracks)?|rail line|subway(?: train)?|tube(?: train)?|metro train|oncoming traffic|traffic|motorway|highway|freeway|bus|truck|lorry|semi|speeding car|moving car|car(?= and| so|[.!?,]|$))\b(?<!\b(?:onto|on to|into|on)\s+(?:a|the|an)\s+(?:train|trains|bus|subway|tube|metro train|car))`,
  { third: 'risk' },
);
add(
  'platform-edge',
  ['method'],
  String.raw`\b(?:stood|standing|stand|waited|waiting|wait|sat|sitting|lingered|lingering)\s+(?:\w+\s+){0,2}?(?:at|on|near|by|close to|too close to)\s+(?:the\s+)?(?:edge of the\s+)?(?:platform|tracks|railway|train tracks|yellow line|kerb|curb|edge)\b[^.!?]{0,80}?\b(?:thinking|thought|wanted|imagined|how easy|step|stepping|lean|leaning|jump|fall|one step|let go|end|over|train came|train passed|trains? came|tempt|on purpose|deliberately)\b|\bhow easy it would be to\s+(?:just\s+)?(?:step|lean|jump|swerve|fall|let go|drive|turn the wheel|crash|walk into|take them|end it|disappear|go|slip|not come back|take all|swallow|pull|keep walking|drown|not|stop)\b`,
  { strong: true },
);
add(
  'car-crash',
  ['method'],
  String.raw`\b(?:drive|driving|drove|swerve|swerving|swerved|steer|steering|steered|crash|crashing|crashed|turn the wheel|turning the wheel|run|running|plough|plow|ploughing|veer|veering|speed|speeding|aim|aiming)\s+(?:my car\s+|the car\s+|it\s+|myself\s+)?(?:into|off|over|through|toward|towards)\s+(?:a\s+|the\s+|an\s+|oncoming\s+|a big\s+|that\s+|some\s+)?(?:tree|wall|cliff|bridge|edge|river|lake|sea|oncoming traffic|traffic|truck|lorry|barrier|guardrail|guard rail|pillar|overpass|concrete|embankment|motorway|highway|ravine|ditch|pole|lamp ?post|semi|quarry|canal|central reservation|median)\b(?=[^.!?]{0,80}\b(?:on purpose|deliberately|end|die|dead|kill|over|thinking|thought|wanted|want|tempt|imagine|imagined|wonder|wondered|how easy|just|urge|would|could|never|not come back|make it stop|stop|gone)\b)`,
  { third: 'risk' },
);
add(
  'exhaust-gas',
  ['method'],
  String.raw`\b(?:car|engine)\s+(?:running|on|idling)\s+in\s+(?:the|a|my)\s+(?:closed\s+|shut\s+)?garage\b|\bexhaust\s+(?:fumes|pipe|hose)\b|\bhose\s+(?:from|on|to|into)\s+(?:the|my)\s+exhaust\b|\bhose\b(?![^]{0,60}\b(?:pressure washer|generator|garden|lawn|pump|washing|wash|sprinkler|pool)\b)\s+(?:is\s+)?(?:taped|attached|connected|fitted|rigged)\b[^]{0,40}?\bengine\s+(?:is\s+)?(?:on|running|started|idling)\b|\bcarbon monoxide\b(?!\s+(?:detector|alarm|sensor|monitor|poisoning from (?:the|a) (?:boiler|heater|furnace)))|\bcharcoal\s+(?:in|burner|grill|bbq|barbecue)\s+(?:in\s+)?(?:the|a|my)?\s*(?:room|car|bathroom|tent|bedroom|closed)\b|\b(?:helium|nitrogen)\s+(?:tank|bag|hood|canister|and a bag)\b|\b(?:exit|suicide)\s+bag\b|\bturn(?:ed|ing)? on the gas\b(?=[^.!?]{0,40}\b(?:not light|without lighting|and lie|and sleep|end|die|close|seal)\b)|\bgas\s+myself\b`,
  { strong: true },
);
add(
  'drown',
  ['method'],
  String.raw`\b(?:walk|walking|walked|swim|swimming|swam|wade|wading|waded|drive|driving|go|going|float|floating)\s+(?:out\s+)?(?:into|out into|out to|out|in)\s+(?:the\s+)?{WATER}\b[^.!?]{0,50}?\b(?:and not|and never|until|forever|not come back|never come back|not turn back|not stop|keep going|keep walking|keep swimming|as far as|until i cannot|let it take me|disappear|sink|go under)\b|\b(?:fill|filled|filling)\s+(?:my\s+)?pockets\s+with\s+(?:stones|rocks)\b|\bdrown(?:ing)?\s+myself\b|\b(?:slip|go|sink|slide)\s+under\s+(?:the water\s+)?(?:in the bath|and not come up|and stay there|and never come up|the water and)\b|\blet(?:ting)? (?:the|myself) (?:water|sea|waves|river|current) (?:take|sink|drown|swallow)(?: me)?\b`,
  { strong: true },
);
add(
  'poison',
  ['method'],
  String.raw`\b(?:drink|drinking|drank|swallow|swallowing|swallowed|down|downing|downed|chug|chugging|mix|mixing|mixed|how much|gulp|take|taking|took|ingest|ingesting|ingested|eat|eating)(?<!\b(?:farmers|many of them)\s+(?:\w+\s+){0,2}\w+)\s+(?:some\s+|the\s+|a\s+(?:bottle|cup|glass|mug)\s+of\s+|a\s+lot\s+of\s+|enough\s+)?(?:{POISON})\b(?![^.!?]{0,40}\b(?:by (?:mistake|accident)|accidentally|thinking it was)\b)(?<!\b(?:toddler|baby|child|kid|dog|puppy|cat|kitten|son|daughter)\b[^.!?]{0,30})`,
  { strong: true, third: 'risk' },
);
add(
  'starve-death',
  ['method', 'active'],
  String.raw`\bstarv(?:e|ing)\s+myself\s+to\s+death\b|\bstop\s+(?:eating|drinking)\s+(?:and\s+drinking\s+)?(?:until|till|so)\s+i\s+(?:die|waste away|disappear|am gone|stop existing)\b|\b(?:stop|stopped|stopping|skip|skipping|skipped|quit|quitting)\s+(?:taking\s+)?(?:my\s+)?(?:insulin|heart (?:meds|medication|pills)|blood thinners|anticoagulants|transplant meds)\b(?=[^.!?]{0,60}\b(?:on purpose|deliberately|so (?:i|that)|let it|until|happen|die|end|anymore|care|point|whatever|kill)\b)`,
  { strong: true },
);
// Also whether a method hurts ("googled whether the paracetamol thing hurts").
add(
  'method-research',
  ['method', 'preparatory'],
  String.raw`\b(?:google|googled|googling|search|searched|searching|look up|looked up|looking up|look into|looked into|looking into|research|researched|researching|read about|reading about|reading up on|read up on|watching videos (?:about|on)|watched videos (?:about|on)|asked (?:chatgpt|ai|google|the ai|a chatbot|siri|alexa|reddit)|found (?:a\s+)?(?:forum|site|website|guide|video|thread)s?\s+(?:about|on)|checking|checked|calculating|calculated|figuring out|figured out|working out|worked out|compared|comparing|wondering|wondered|trying to find out|trying to work out|want to know|need to know|know)\s+(?:\w+\s+){0,3}?(?:how to (?:die|kill myself|end it|end my life|hang myself|tie a noose|overdose|cut deeper|slit|drown|suffocate|poison myself|shoot myself|jump|do it painlessly|do it)|overdoses\b|overdosing\b|painless (?:ways?|death|methods?|suicide|way to go)|(?:quick|quickest|easy|easiest|fastest|surest|best|most reliable) (?:ways?|methods?|way out) (?:to (?:die|go|end it|kill myself|do it)|of (?:dying|suicide))|ways (?:to|of) (?:die|dying|end it|kill myself|killing myself|suicide)|suicide methods?|methods? of suicide|lethal (?:dose|doses|amount|amounts)|fatal (?:dose|amount)|overdose amounts?|how many (?:\w+\s+)?(?:it takes|would|to|are|is|does)|how long (?:it takes|does it take|would it take|before|until) (?:\w+\s+)?(?:to\s+)?(?:die|bleed out|drown|suffocate|lose consciousness|pass out|stop breathing|work|kill)|how (?:high|tall) (?:a|the) (?:\w+\s+)?(?:bridge|building|fall|drop|cliff|car park)s?(?: (?:needs|has|would need) to be| is| are)?|(?:tallest|highest) (?:bridges?|buildings?|cliffs?|car parks?|structures?)|what happens (?:when|if) (?:you|u|someone|i) (?:overdose|hang|drown|jump|take too (?:many|much)|drink (?:the stuff under the sink|bleach|antifreeze|drain cleaner|weed killer))|whether (?:it|that|\w+) (?:would|is enough to) (?:kill|work)|(?:whether|if|does|do) (?:the )?(?:{PILLS}|overdos\w*|hanging|drowning|jumping|(?:paracetamol|pills|tablets|rope|bridge|car|gas|train) thing) (?:\w+\s+){0,2}?(?:hurts?|is painful|is peaceful|is quick)|suicide (?:forums?|notes? templates?|hotspots?|methods?)|which (?:bridge|building|pills|method) (?:is|would|to)|train (?:times|timetable|schedule)s? (?:for|at) the (?:crossing|bridge)|where to (?:buy|get) (?:a gun|rope|a noose|helium|enough)|how to (?:get|buy|obtain) (?:a )?(?:gun|firearm|pistol|rifle|handgun))`,
  { strong: true },
);
add(
  'quick-way',
  ['method'],
  String.raw`\b(?:painless|quick|quickest|easy|easiest|fastest|surest|peaceful|least painful|most painless)\s+(?:way|ways|method|methods|death|exit)\s+(?:to\s+(?:die|go|end it|kill myself|do it|end my life|check out)|out of (?:this|life)|of (?:dying|suicide|killing myself))\b|\bpainless (?:death|suicide)\b`,
  { strong: true },
);

// ---------------------------------------------------------------- intent, plan and timing (escalators)
add('timing', ['timing'], String.raw`\b{TIMING}\b`);
add(
  'intent',
  ['intent'],
  String.raw`\bi am (?:finally |really |actually )?(?:doing it|going to do it|going through with it)(?=[.!?,;]|$)|(?<!\b(?:last year|last summer|last winter|(?:a|one|two|three|\d+) (?:years?|months?) ago|back then|at my worst|in (?:19|20)\d\d)\b[^.!?]{0,40}\b(?:was|were|had been) )(?<!\b(?:homework|worksheet|task|chore|assignment)\b[^]{0,200})\b(?:going to|gonna|will|about to|ready to|plan to|planning to|decided to|determined to|finally going to|want to|need to|have to|am going to)\s+(?:finally\s+|really\s+|actually\s+|just\s+)?(?:do it|go through with it|end it|act on it|try again|do this|make it happen|finish it|finish this|be done)\b|\b(?:i am doing it|i will do it|going to do it|gonna do it)\s+(?:tonight|tomorrow|this weekend|soon|on \w+|when|after|before|now|right now|today)\b|\bthis (?:time|is) (?:for real|it)\b(?<!\b(?:suitcases?|luggage|new job|new flat|new house|first day|wedding day|moving day|race day|gig|marathon|engaged|interview|audition|exam)\b[^]{0,160})|\bfor real this time\b|\b(?:no|not) (?:turning|going) back\b|\bit will be (?:quick|over soon|painless|easy)\b|\b(?:no one|nobody) (?:can|will) stop me\b|\bi will not be talked out of it\b`,
);
add(
  'plan-words',
  ['plan-words'],
  String.raw`\b(?:a|the|my)\s+(?:suicide\s+)?plan\b|\bplanned (?:it|everything|how|when|out|the)\b|\b(?:picked|chose|chosen|set|settled on|decided on|have|got|worked out|made)\s+(?:a|the)\s+(?:date|day|spot|place|time|method|way|location|bridge|details)\b|\b(?:worked|figured|thought)\s+out\s+(?:how|when|where|the details|exactly|every detail|the logistics)\b|\bknow (?:exactly\s+)?(?:how|when|where)\s+(?:i will|i am going to|i would|to do it|to end it|i want to)\b|\bhave (?:it|everything) (?:all )?(?:planned|figured out|worked out|ready|set up|sorted)\b`,
);
add(
  'means',
  ['means'],
  String.raw`\b(?:{WEAPON}|noose|rope|{PILLS}|razors?|blades?|knife|knives|bridge|roof|rooftop|balcony|ledge|train tracks|railway|cliff|bleach|antifreeze|exhaust|insulin|belt|overdose|high enough|the drop)\b`,
);
add(
  'plan-strong',
  ['plan'],
  String.raw`\b(?:my|a|the)\s+suicide\s+plan\b|\b(?:have|made|make|making|got|worked out|come up with|came up with)\s+(?:a|the|my)\s+plan\s+(?:to|for|on how to)\s+(?:kill myself|end it|end my life|die|do it|take my life|not be here|go through with it|overdose|hang myself|jump)\b|\b(?:the|a)\s+(?:date|day)\s+(?:is|has been)\s+(?:set|chosen|picked|decided)\b(?!\s+(?:for|on|at)\s+(?:the|our|my|his|her|their|a)\s+(?:wedding|party|move|trip|holiday|vacation|surgery|operation|exam|funeral|christening|baptism|launch|opening|hearing|trial|interview|meeting|reunion|graduation|birthday|anniversary|match|race|marathon|gig|concert|closing|completion|handover|sale|auction)\b)|\bknow (?:exactly\s+)?(?:how|when|where)\s+i\s+(?:will|am going to|would|want to)\s+(?:do it|die|end it|kill myself|go)\b|\b(?:tonight|today|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend|it)\s+(?:is|will be)\s+the\s+(?:night|day)\b(?!\s+(?:i (?:tell|ask|propose|meet)|of the|we))(?![^.?]{0,60}(?:!|\b(?:date|party|gig|concert|show|premiere|match|game|wedding|proposal|launch|opening|prom|dance|interview|audition)\b))(?![^]{0,120}\bwish me luck(?=\s*(?:[.!]|$)))|\bi have decided (?:how|when|to die|to end|to do it|that (?:tonight|today|this|i am done))\b`,
  { strong: true },
);

// ---------------------------------------------------------------- preparatory acts
add(
  'note',
  ['preparatory'],
  String.raw`\b(?:wrote|write|writing|written|left|leave|leaving|drafted|draft|drafting|finished|started|typed|typing|recorded|recording|scheduled|scheduling|rewrote|rewriting|re writing|prepared|preparing|have)\s+(?:a|my|the|some|all|these|two|three|\w+)?\s*(?:suicide|goodbye|good bye|farewell|final|last|apology|sorry)\s+(?:note|notes|letter|letters|message|messages|email|emails|video|videos|post|posts|text|texts|words)\b|(?<!\b(?:fake|faked|staged|forged|false)\s+)\bsuicide (?:note|notes|letter|letters)\b(?:(?<=\b(?:my|our)\s+(?:own\s+)?suicide \w+)|(?=[^.!?]{0,60}\b(?:is mine|write mine|writing mine|wrote mine|my own|in my (?:drawer|desk|room|bag|pocket|car)|on my (?:desk|bed|pillow))\b)|(?=[^]{0,200}\b${STORY_IS_MINE}\b)|(?<!${FICTION_FRAME}[^.!?\n]{0,120}|${FICTION_FRAME}[^]{0,160}\b(?:her|his|their|a real|a fake)\s+suicide \w+))|\b(?:letters?|notes?|messages?)\s+(?:to|for)\s+(?!(?:each of (?:them|my \w+)|everyone i love|all of (?:them|my \w+))[^.!?]{0,40}\b(?:birthday|birthdays|christmas|wedding|graduation|18th|21st|future|when (?:they|she|he) (?:turn|grow|are older))\b)(?:each of (?:them|my \w+)|everyone i love|all of (?:them|my \w+)|the people i love|whoever finds me|my family to find|my kids to read|my parents explaining|everyone explaining|my family explaining|them to find|my family for after|when i am gone|after i am gone|after i die)\b|\b(?:a|the)\s+note\s+(?:for|to)\s+(?:whoever finds me|my family to find|the police|the person who finds me)\b|\bso (?:they|she|he|everyone|my family|my parents|my mom|my mum|my kids) (?:will )?(?:know|understand) (?:it was not their fault|why i did it|why i had to|i loved them)\b`,
  { strong: true },
);
add(
  'goodbye',
  ['preparatory'],
  String.raw`\b(?:said|saying|say|texted|texting|told|telling|messaged|messaging|called|calling|hugged|hugging|wrote|writing|whispered|sent)\s+(?:\w+\s+){0,4}?(?:goodbye|goodbyes|good bye|farewell|farewells|i love (?:you|them|her|him|you all))\b(?:\s+(?:to\s+)?(?:\w+\s+){0,3}?)?(?:for good|forever|one last time|for the last time|like (?:it was|it were|she meant it|he meant it|they meant it|i will never) (?:the last|forever|final|never|it)|as if (?:it was|it were|i would never|she would never|he would never|they would never|for)\b|like i (?:would not|will not|might not) see|like (?:she|he|they) (?:would not|will not|might not) see|in case|without (?:them|her|him|anyone|people|everyone) (?:knowing|realising|realizing|noticing|suspecting|having a clue)|while i still can|before i go|before it is too late|properly this time|like it was goodbye|in a way that (?:felt|sounded) final|and meant it|like (?:it|this) (?:was|is) the end)\b(?<!\bfuneral directors? (?:asked|said|offered)\b[^.!?]{0,80})|\b(?:saying|said|say)\s+(?:all\s+)?my\s+goodbyes\b(?<!\b(?:handed over|new owners?|sold the|retir\w*|leaving do|end of an era)\b[^]{0,100})(?![^.!?]{0,40}\b(?:regulars|customers|clients|end of an era|move|moving|leaving for|trip|abroad|college|university|uni|semester|job|flight|airport|visit|holiday|vacation|party|wedding|graduation|hospice|bedside|funeral|grave|chapel of rest)\b)(?<!\b(?:funeral|hospice|passed away|bedside)\b[^.!?\n]{0,60})(?<!\blost a patient\b[^]{0,150})`,
  { third: 'risk' },
);
add(
  'goodbye-final',
  ['preparatory', 'final'],
  String.raw`\b(?:this is (?:my )?goodbye|goodbye (?:everyone|world|all|forever(?! to (?:my|the|our) old (?:laptop|phone|car|sofa|bike|van|boots|trainers|glasses|braces|job|flat|house|desk|kettle|tv|computer)\b)|cruel world|to everyone|to all of you|my loves)|i love you all,? goodbye|bye (?:everyone|world|forever)(?!\s+(?:lol|twitter|instagram|tiktok|facebook|social media))(?![^]{0,60}\b(?:see (?:you|u|ya)|back (?:in|on|soon|tomorrow|next)|for lent|detox|for a (?:week|while|bit|month|few days))\b)|(?:this is|today is|tonight is|it is|will be|going to be)\s+(?:my|the)\s+(?:last|final)\s+(?:entry|post|message|journal entry|words|note|night alive|day alive|day on earth|night on earth|time i write|time you will hear from me|time anyone hears from me|goodbye|sunset|breath)|by the time (?:you|anyone|someone|they|you guys|my family|my \w+) (?:read|reads|find|finds|see|sees|get|gets) this|(?:when|after|once) you (?:read|find) this,? i (?:will|would) (?:be gone|be dead|not be here|have)|my last (?:day|night) (?:on earth|alive|in this world|ever)|last (?:day|night) of my life)\b`,
  { strong: true },
);
add(
  'give-away',
  ['preparatory'],
  String.raw`\b(?:gave|give|giving|given|gift|gifted|gifting|hand|handed|handing|leave|left|leaving|sold|selling|sell|rehome|rehomed|rehoming|rehouse|find(?:ing)? (?:a )?(?:new )?homes? for|found (?:a )?(?:new )?homes? for)\s+(?:away\s+)?(?:me\s+|you\s+|them\s+|her\s+|him\s+|us\s+)?(?:all\s+|most\s+|some\s+|a lot\s+|one\s+|a few\s+)?(?:of\s+)?(?:my|her|his|their)\s+(?:\w+\s+){0,2}?(?:things|stuff|belongings|possessions|clothes|books|games|console|guitar|cat|cats|dog|dogs|pets?|plants?|jewel(?:le)?ry|collection|records|vinyls?|savings|money|car|bike|favou?rite\s+\w+|art|paintings|gear|tools|kit|medals|rods?|rabbit|hamster|bird|fish|snake|lizard|tortoise|ring|necklace|watch|camera|laptop|sketchbooks?|hoodies?|everything)\b(?=[^.!?]{0,80}\b(?:will not need|won\s?t need|not going to need|will not be needing|do not need (?:them|it|any of it|anything) anymore|not need (?:them|it) anymore|where i am going|after i am gone|when i am gone|in case|to remember me|before i (?:go|leave)|since i will not|take care of (?:him|her|them|it) for me|look after (?:him|her|them|it) for me|forever|for good|goodbye|last time|never see|like it was|as if|for keeps|keep it|keep them|have it|have them|anymore|to people|to everyone|to friends|so (?:someone|they|she|he)|so calm|calm lately|at peace|weirdly calm)\b)|\bgiving away\s+(?:all|most|everything|all of|most of)\s+(?:of\s+)?(?:my|her|his|their)?\s*(?:things|stuff|belongings|possessions|everything)\b(?![^.!?]{0,60}\b(?:declutter\w*|donat\w*|charity|goodwill|thrift|moving|move|marie kondo|minimalis\w*|spring clean\w*|kondo|garage sale|yard sale|car boot)\b)|\bgiving (?:everything|all my stuff|all my things) away\b(?![^.!?]{0,60}\b(?:declutter\w*|donat\w*|charity|goodwill|thrift|moving|move|minimalis\w*)\b)`,
  { third: 'risk' },
);
add(
  'will-not-need',
  ['preparatory'],
  String.raw`(?<!\b(?:we|they|you|people|nobody|no one)\s)\b(?:will not|wont|would not|wouldnt|am not going to|is not going to|are not going to|do not|does not|is not|not going to)\s+(?:be\s+)?(?:need|needing|use|using)\s+(?:it|them|this|that|these|my \w+|her \w+|his \w+|any of (?:it|this|my stuff|these|them)|money|clothes|anything|the \w+)\s+(?:anymore|any more|where i am going|where (?:she|he|they) (?:is|are) going|much longer|for (?:much|very) long|after (?:this|tonight|friday|this week)|soon)\b(?:(?<!\b(?:threw|thrown|throw|got rid of|binned|chucked|handed in) (?:away |out )?(?:the |my |all the |all my )?(?:blades?|razors?|sharpeners?|lighters?)\b[^]{0,80})|(?=[^]{0,60}\b(?:rope|pills|got (?:the|a|some) \w+ now|another way|other ways?)\b))`,
  { third: 'risk' },
);
add(
  'affairs',
  ['preparatory'],
  String.raw`\b(?:put|putting|get|getting|got|have|sorting|sorted|gotten)\s+(?:all\s+)?(?:my|her|his|their)\s+affairs\s+in\s+order\b|\bmade sure\s+(?:they|everyone|my family|the kids|my \w+|my wife|my husband|my partner)\s+(?:will be|would be|are|is|will)\s+(?:okay|fine|taken care of|provided for|looked after|sorted|alright|set)\s+(?:when|after|without|once|if)\s+(?:i am|i|me)\s*(?:gone|dead|not here|die|am gone)\b|\b(?:life insurance|policy|insurance)\b[^.!?]{0,40}?\b(?:pays out|covers|will pay|would pay|pay out)\b[^.!?]{0,30}?\b(?:suicide|if i die|when i die|if i am gone|when i am gone|for my family|after i)\b|\b(?:when|after|once)\s+i\s+am\s+gone\b(?!\s+(?:this|for|on|next|to|at|over|until))(?=[^.!?]{0,60}\b(?:please|take care|look after|make sure|tell|do not blame|it is not|remember|forgive|feed|give|keep|the passwords|my \w+ goes to|goes to)\b)|\b(?:i am|i am so|so)\s+sorry\s+(?:for (?:what i am about to do|what i am going to do|leaving you|leaving like this|doing this to you|the pain i will cause|what comes next)|it had to (?:end|be) like this)\b|\bplease (?:do not|dont) blame (?:yourselves|yourself|anyone)\b|\bit is not (?:your|anyones) fault,? i (?:just )?(?:could not|cannot|can not)\b`,
  { strong: true },
);
add(
  'weak-prep',
  ['weak-prep'],
  String.raw`\b(?:wrote|writing|made|making|updated|updating|finished|sorted|drawing up|drew up|finali[sz]ed|signed)\s+(?:my|a)\s+(?:will|last will|testament)\b|\btying up (?:all )?(?:the |my )?loose ends\b|\b(?:deleted|deleting|wiped|wiping|cleared|clearing)\s+(?:all\s+)?(?:my\s+)?(?:social media|accounts|photos|messages|search history|browser history|journal|journals|diary|everything)\b|\bcancel(?:l)?ed\s+(?:my|all my)\s+(?:subscriptions|appointments|therapy|plans|contracts|gym membership)\b|\b(?:passwords|pin codes?|bank details)\s+(?:for|to)\s+(?:my|whoever|when|after)\b|\bplease forgive me\b|\bi love you all\b|\btake care of (?:each other|mom|mum|dad|the cat|the dog|my \w+) for me\b|\b(?:returned|returning|return)\s+(?:everything|all the things|all the stuff)\s+i\s+borrowed\b|\bpaid off (?:all )?my debts\b|\bpaid\s+(?:all\s+)?(?:my\s+)?(?:bills|rent|debts|phone bill)\s+(?:in advance|ahead|up front|for the next)\b|\bcancel(?:l)?ed everything\b|\b(?:wrote|made|writing)\s+(?:my|a)\s+will\b[^]{0,60}?\bi am (?:1\d|2\d|3[0-4])\b|\bone last (?:time|walk|meal|visit|look|drink|hug|call)\b|\bfinal (?:arrangements|preparations)\b`,
);
add(
  'final-acts',
  ['preparatory'],
  String.raw`\b(?:my|a|the)\s+(?:last|final)\s+(?:meal|supper|sunset|walk|shower|cigarette|drink|song|night|day|weekend|christmas|birthday|entry|post|words)\s+(?:ever|alive|on earth|before i (?:go|die|do it|end it))\b|\b(?:checking out|check out|clocking out|clock out|logging off|log off|logging out|log out|signing off|sign off|signing out|leaving|exit|exiting|bowing out|bow out)\s+(?:early|for good(?!(?<=\b(?:leaving|exit|exiting)\s+for good)\s+friday)|permanently|of life|of this life|this world|this earth|this life|forever)\b(?!\s+to\s+(?:get|grab|catch|beat|pick up|avoid|make|go to|see)\b)(?![^.!?]{0,30}\b(?:hotel|shop|store|work|office|library|party|twitter|instagram|tiktok|social media|facebook|app|game|server|chat|discord)\b)`,
  { strong: true },
);

// Medication taken as a routine, named anywhere in the sentence: a course finished, vitamins, a pill
// organiser, the dog's worming tablets are not an overdose.
const ROUTINE_MEDICATION = String.raw`(?:as prescribed|like the (?:nurse|doctor|gp|pharmacist) said|organi[sz]er|on time|reviewed|vitamins?|vitamin [a-z]|antibiotics?|amoxicillin|penicillin|hay fever|chemo|statins?|worming|contraceptive|malaria|steroids?|omeprazole|supplements?|fish oil|jabs?|vaccines?|vaccinations?|returns bin|hand luggage)`;
// The same, told right after the taking: "took the rest of my meds with breakfast as usual". Only a few words
// on, so that "took the lot and as usual nobody noticed" is still an overdose.
const ROUTINE_TAKING = String.raw`(?![^.!?]{0,30}\b(?:as usual|as normal|like always|same as always|like every (?:morning|night|day)|with (?:my )?breakfast)\b(?![^.!?]{0,40}\b(?:nobody|no one|noone|not one|never notice\w*|did not notice|do not notice|nobody knows|no one knows)\b))`;

// ---------------------------------------------------------------- attempt (in progress or just done)
add(
  'swallowed',
  ['attempt'],
  String.raw`\b${ROUTINE_TAKING}(?:i have |i |just |already |have )?(?<!\b(?:it|that|this|which|what|long|they|he|she|we)\s+)(?:swallowed|downed|necked|took|taken)\s+(?:them|it all|them all|what was left|what is left|what i had|what i had left|the lot|everything|the rest|all of (?:them|it)|(?:the|my|a) whole (?:lot|bottle|box|pack|packet|prescription|strip|blister pack|supply)|too many|way too many|a lot of them|loads of them|every (?:single )?(?:one|pill|tablet))\b(?!\s+(?:to|for|out|home|back|with me|along|off|in|away|apart|down|decades|years|months|weeks|days|hours|minutes|ages|forever|long|a while|so long|\d+|at (?:lunch|breakfast|dinner|tea|bedtime|work|school)|with (?:food|water|breakfast|lunch|dinner|my)|later|instead|late|on time|as prescribed|this (?:morning|evening|afternoon)))(?!\s+of\s+(?!(?:my\s+|the\s+|her\s+|his\s+|mums\s+|dads\s+)?(?:\w+\s+)?(?:{PILLS})))(?!\s+of\s+(?:my\s+|the\s+)?(?:old\s+)?(?:{PILLS})\s+(?:back|with me|to (?:the|my)|on holiday|away|into|for the day)\b)|\b(?:took|swallowed|taken|downed)\s+(?:my|the|her|his|their)\s+(?:\w+\s+)?{PILLS}\b[^a-z]{0,5}\s*(?:all of them|every (?:single )?one|the lot|the whole (?:lot|bottle|box|pack)|all \d+|all of it|all(?=[.!?,]|$))`,
  { strong: true, third: 'risk' },
);
add(
  'took-container',
  ['attempt'],
  String.raw`(?<!(?:^|[.!?]\s*|\b(?:the|my|our|his|her)\s+)(?:dog|dogs|cat|puppy|pup|kitten|spaniel|labrador|terrier|collie)\s+(?:has\s+|had\s+|just\s+)?)\b(?:took|taken|swallowed|downed|necked|ate|popped|emptied|finished)\s+(?:a|two|three|an entire|a whole|half a|most of a)\s+(?:bottle|box|pack|packet|strip|blister pack|tub|jar)s?\s+of\s+(?:my\s+|her\s+|his\s+|their\s+|the\s+|mums\s+|dads\s+)?(?:\w+\s+)?(?:{PILLS})\b`,
  { strong: true, third: 'risk' },
);
add(
  'took-pills',
  ['attempt'],
  String.raw`(?<!\b${ROUTINE_MEDICATION}\b[^.!?]*)\b${ROUTINE_TAKING}(?!had\s+enough\s+of\b)(?!(?:took|taken)\s+(?:loads|lots|a lot|dozens|hundreds)\s+of\s+(?:pictures|photos|pics|selfies|videos|notes|screenshots)\b)(?!(?:took|taken|had)\s+(?:(?:ten|twenty|thirty|forty|fifty|sixty|a hundred|loads|a lot|lots|enough)\s+(?:of\s+)?)?(?:minutes|seconds|hours|ages|persuading|convincing|effort|sleep|time)\b)(?!had everything (?:ready|packed|sorted)\b)(?![^.!?]*\b(?:lentils|crisps|hobnobs|chocolate buttons|doughnuts|sauce|pasta|seeds|stickers|eggs|plants|toys|formula|her bottles|his bottles|recycling)\b)(?![^.!?]*\b${ROUTINE_MEDICATION}\b)(?:took|taken|swallowed|downed|necked|ate|popped|chugged|just took|have taken|already took|already swallowed|already taken|had|emptied|finished)\s+(?:the (?:box|bottle|pack|packet|strip|tub|blister) of (?:sleepers|sleeping (?:pills|tablets|tabs)|{PILLS}) (?:and|n)\s+)?(?:what (?:was left|remained) of|all(?!\s+(?:my|our|the|his|her|their)\s+(?:mates|friends|kids|children|family|girls|boys|lads|dogs|cousins|nieces|nephews|students|class|team|guests|workmates|colleagues)\b)|every|every single|the whole|the entire|the rest|a (?:whole|full|entire) (?:bottle|pack|packet|box|strip|blister|jar)|everything|them all|all of (?:them|it|my|the|these)|a handful|handfuls|a bunch|a load of|a fistful|too many|way too many|way more|more than (?:i should|the (?:label|box|dose|limit)|my (?:dose|prescription))|loads|all the(?!\s+(?:kids|children|girls|boys|family|dogs|guests|cousins|students|team|lads|pictures|photos)\b)|dozens|lots of|a lot of|\d{2,}(?!\s+(?:photos?|pictures?|pics|selfies|shots|steps|minutes|seconds|hours|days|notes|questions|orders|calls|people|videos|laps|tries|goes))|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|hundreds|enough|a month(?:s|\s+worth)?|two bottles|two packs|half the bottle|half a bottle)\b[^.!?]{0,40}?\b(?:{PILLS}|(?:them|at once|in one go|of them|of my|of the)(?:(?<=\b(?:{PILLS}|overdose|poison|bleach|antifreeze)\b[^]{0,200})|(?=[^]{0,120}\b(?:{PILLS}|overdose)\b)))\b(?![^.!?]{0,50}\b(?:to last|to (?:the )?(?:vet|chemist|pharmacy|pharmacist|doctor|gp|surgery|school|tip|hospital)|back to|out of|in my (?:bag|handbag|suitcase|rucksack)|for (?:the day|today|the morning|the evening))\b)`,
  { strong: true, third: 'risk' },
);
add(
  'overdosed',
  ['attempt'],
  String.raw`\b(?:overdosed|took an overdose|taken an overdose)\b(?<!\b(?:a|the|that|some|famous|another)\s+(?:famous\s+|big\s+|american\s+|old\s+)?(?:pop star|popstar|rock star|singer|rapper|actor|actress|celebrity|celeb|musician|footballer|influencer)\s+(?:overdosed|took an overdose|taken an overdose))(?!\s+(?:\w+\s+){0,3}?(?:times|twice|once)\s+before i got (?:clean|sober)\b)|\bi (?:have |ve |had )?(?:taken|took|take) overdose\b(?=\s*(?:[.!?,;]|$)|\s+(?:of\s+(?:my\s+|the\s+)?(?:{PILLS})|and|now|just now|tonight|today|please|i think)\b)|\b(?:i|she|he|they)\s+(?:am|is|are|was|were)\s+overdosing\b`,
  {
    strong: true,
    third: 'risk',
  },
);
// Bleeding or blood "everywhere" in a sparring session, a rugby tackle or a header is sport, and after a finger caught
// on a slicer or mandoline a kitchen accident, unless the text says it was done on purpose or to oneself.
add(
  'bleeding',
  ['attempt', 'self-harm'],
  String.raw`\b(?:cut|cutting|sliced|slit|went)\s+(?:way\s+|too\s+|really\s+|so\s+|much\s+)?(?:too\s+)?(?:deep|deeper|deeply)\b(?!\s+(?:into|in)\s+(?:the|my|this)\s+(?:topic|book|budget|research|rabbit|history|archives)|\s+(?:on|with)\s+the\s+(?:mandoline|slicer|meat slicer|grater|peeler|veg knife|boning knife))|\b(?:cannot|can not|will not|does not|is not|not|won\s?t)\s+stop(?:ping)?\s+(?:the\s+)?bleeding\b(?![^.!?]{0,30}\b(?:nose|gums|period|tooth|lip)\b)|(?:(?<!\b(?:sparr\w*|boxing|boxed|hook|jab|rugby|tackle|header|mma|bjj|hockey|knockout|ufc|(?:caught|nicked|sliced|cut)\s+(?:his|her|their|my)\s+(?:finger|thumb|hand|fingertip)\s+(?:on|in)\s+the\s+(?:meat\s+)?(?:slicer|mandoline))\b[^.!?]{0,80})(?<!\b(?:rugby|boxing|hockey|football|match|sent off)\b[^.!?]{0,80}[.!?]\s*)|(?:(?<=\b(?:on purpose|deliberately|myself|excuse|it was me|wanted to)\b[^]{0,200})|(?=[^]{0,120}\b(?:on purpose|deliberately|myself|wanted to|not wake|my (?:arms?|wrists?|thighs?|legs?|skin|sheets))\b)))\bbleeding\s+(?:a lot|so much|heavily|badly|out|everywhere|through)\b(?![^.!?]{0,50}\b(?:nose|gums|period|tooth|lip|heart|dentist|wisdom tooth|extraction)\b)|(?:(?<!\b(?:sparr\w*|boxing|boxed|hook|jab|rugby|tackle|header|mma|bjj|hockey|knockout|ufc|(?:caught|nicked|sliced|cut)\s+(?:his|her|their|my)\s+(?:finger|thumb|hand|fingertip)\s+(?:on|in)\s+the\s+(?:meat\s+)?(?:slicer|mandoline))\b[^.!?]{0,80})(?<!\b(?:rugby|boxing|hockey|football|match|sent off)\b[^.!?]{0,80}[.!?]\s*)|(?:(?<=\b(?:on purpose|deliberately|myself|excuse|it was me|wanted to)\b[^]{0,200})|(?=[^]{0,120}\b(?:on purpose|deliberately|myself|wanted to|not wake|my (?:arms?|wrists?|thighs?|legs?|skin|sheets))\b)))(?:(?<!\b(?:cutting|chopping|slicing|dicing) (?:the |some )?(?:onions?|veg\w*|carrots?|bread|tomato\w*|potato\w*|meat|chicken|garlic|peppers?)\b[^]{0,60})|(?<=\b(?:my (?:arms?|wrists?|thighs?|legs?|skin)|bathroom|on purpose|myself|with the knife)\b[^]{0,120}))\bblood\s+(?:everywhere|all over (?:the|my)|will not stop|is not stopping|soaked|soaking)\b(?<!\b(?:nosebleed|nose bleed|bloody nose|(?:punched|hit|smacked|elbowed|kneed|jabbed|headbutted) (?:me )?(?:in|on) the nose|(?:a|took a|caught a|got a) (?:jab|punch|hit|elbow|knee|ball|headbutt) (?:in|to|on) the (?:nose|face))\b[^]{0,100})|\b(?:lost|losing)\s+(?:a lot of|so much|too much)\s+blood\b|\bbleed(?:ing)? out\b`,
  { strong: true, third: 'risk' },
);
add(
  'on-the-edge-now',
  ['attempt'],
  String.raw`\b(?:i\s+am|i am sitting|i am standing|im|currently|right now i am|sitting|standing|i am up)\s+(?:on|at|up on|on top of|at the top of|at the edge of|on the edge of|by)\s+(?:the|a|this|my)\s+(?:\w+\s+)?(?:edge|ledge|bridge|roof|rooftop|railing|tracks|platform edge|cliff|balcony railing|top floor|car park roof)\b(?=[^.!?]{0,60}\b(?:now|right now|as i write|as i type|looking down|cannot|can not|tonight|ready|do it|jump|goodbye|sorry)\b)`,
  { strong: true },
);
add(
  'in-progress',
  ['attempt'],
  String.raw`\b(?:the|my)\s+(?:rope|noose|belt|cord)\s+is\s+(?:tied|ready|up|around my neck|set up|hanging|in place)\b|\b(?:the\s+)?(?:car|engine)\s+is\s+(?:running|on)\s+in\s+the\s+garage\b|\b(?:the\s+)?(?:pills|tablets|meds|it|they)\s+(?:are|is)\s+(?:kicking in|starting to (?:work|kick in)|already working)\b(?<!\b(?:epidural|anaesthetic|anesthetic|sedation|gas and air|caffeine|coffee|espresso|adrenaline|sugar|nap|tea|antibiotics?|hay fever|ibuprofen|calpol|adhd|new meds|dentist|numbed|after the op|antihistamines?)\b[^.!?]{0,40})|\bstarting to feel\s+(?:drowsy|sleepy|dizzy|numb|the pills|really sick|woozy|my heart)\b|\bfeel(?:ing)?\s+(?:drowsy|dizzy|sleepy|numb|sick|woozy|weird)\s+(?:from|after)\s+(?:the|all the|taking|swallowing|those)\s+(?:pills|tablets|meds)\b|\b(?:already|just)\s+(?:took|swallowed|cut|drank|did it|started|tied|jumped)\b(?=[^.!?]{0,60}\b(?:pills|tablets|all|them|rope|too late|goodbye|sorry|deep|bottle|bleach|cannot|it is done)\b)|\bit is (?:already )?too late (?:now|to stop|to undo|anyway)\b|\bi (?:already )?did it\b(?=[^.!?]{0,40}\b(?:pills|took|swallowed|goodbye|sorry|too late|bottle)\b)`,
  { strong: true },
);
add(
  'attempt-past',
  ['attempt'],
  String.raw`\b(?:tried|try|trying|attempted|attempt|attempting|almost|nearly|came close to|failed to)\s+(?:to\s+)?(?:kill myself|end my life|end it(?: all)?|take my (?:own )?life|overdose|hang myself|jump(?!\s+(?:over|the (?:fence|wall|gate|queue|gun|puddle|stream|ditch|hedge|shark|line|hurdle|barrier|turnstile|stile|log|creek)|a (?:fence|wall|gate|puddle|stream|ditch|hedge|hurdle|barrier|turnstile|stile|log|creek))\b)|commit suicide|suicide|drown myself|die(?!\s+(?:on the stairs|of (?:laughter|embarrassment|boredom)|from (?:laughing|embarrassment|boredom)|laughing)\b)|od)\b|\bmy\s+(?:suicide\s+)?attempt\b|\bsuicide attempt\b`,
  { strong: true, third: 'risk' },
);

// ---------------------------------------------------------------- non-suicidal self-injury
add(
  'sh-verb-self',
  ['self-harm'],
  String.raw`\b(?:cut|cutting|cuts|burn|burning|burned|burnt|scratch|scratching|scratched|carve|carved|carving|hit|hitting|punch|punching|punched|slap|slapping|slapped|bang|banging|banged|bite|biting|bit|bruise|bruising|bruised|hurt|hurting|harm|harming|harmed|injure|injuring|injured|mutilate|mutilating|mutilated|starve|starving|starved|choke|choking|choked|strangle|strangling|scald|scalding|scalded|pierce|stab|stabbing|cutt|scar|scarring|claw|clawing|gouge|gouging|rip|ripping|tear|tearing|whip|whipping|beat|beating)\s+(?:up\s+)?myself\b(?!(?<=\bused to \w+ (?:up )?myself)(?![^]{0,160}\b(?:again|back|relaps\w*|lately|recently|this week|started)\b)[^]{0,160}\b(?:now|these days|nowadays)\b)(?!\s+(?:up|to sleep|out|over|for(?!\s+(?:the (?:first|second|third|last|\w+th) time|real)\b)))(?!(?<=\bcut(?:s|ting)?\s+myself)\s+off\b)(?<!\b(?:chicken|joint|jointing|fillet\w*|chopping|onions?|carv\w+|mandoline|peeler|grater|knife skills|cooking|kitchen|whittling|shaving)\b[^!?]{0,40}\bcut myself)(?!\s+(?:once|twice)[.!,]?\s+(?:the\s+)?(?:chicken|fish|onion|veg|roast|turkey|knife|beef|lamb|pork|meat|bread|carrots?))(?!(?<!\b(?:keep|kept|keeps|want to|wanted to|going to)\s+\w+\s+myself)\s+(?:(?:once|twice|\w+ times)\s+)?on\s+(?:the|a|some)\s+(?:caramel|sugar|oven|pan|stove|hob|grill|kettle|tray|steam wand|steamer|fryer|deep fryer|toaster|bbq|barbecue|straighteners|hair straighteners|curling iron)\b(?![^.!?]{0,60}\b(?:on purpose|deliberately|again and again|wanted to|to feel|so i can|to punish|hate myself|nobody knows|every night|helps)\b))`,
);
// A poem or story about "a woman starving herself" is fiction, unless the text says it is the writer or someone now.
add(
  'sh-verb-third',
  ['self-harm'],
  String.raw`(?:(?<!\b(?:poem|novel|song|essay|story)\s+about\s+(?:a|an)\s+(?:\w+\s+){0,2})|(?=[^]{0,120}\b(?:is (?:literally |basically |actually )?(?:me|my \w+|about me)|that is me|again|last night|tonight|right now)\b))(?<!\b(?:someones?|somebodys?|anyones?|a person|people|carers|patients|clients)\s+(?:is\s+|are\s+)?(?:at\s+)?risk\s+of\s+)\b(?:cut|cuts|cutting|burn|burns|burning|burned|burnt|scratch|scratches|scratching|hit|hits|hitting|punch|punches|hurt|hurts|hurting|harm|harms|harming|harmed|starve|starves|starving|starved|carve|carving|carved)\s+(?:himself|herself|themselves|themself)\b`,
  { third: 'risk' },
);
add(
  'sh-body',
  ['self-harm'],
  String.raw`(?<!\b(?:ball|bat|puck|stick|door|branch|shelf|cupboard|wave|racket|club|hockey stick|cricket ball|boom)\s+)\b(?:cut|cutting|cuts|burn|burned|burnt|burning|scratch|scratched|scratching|carve|carved|carving|slice|sliced|slash|slashed|hit|hitting|punch|punched|bang|banged|banging|bruise|bruised|pinch|pinched|pick|picked|picking|scrape|scraped|scraping|bite|biting|bit)\s+(?:up\s+|open\s+|into\s+)?(?:my|both my|my own)\s+(?:{BODY})\b(?!\s+(?:(?:bad|badly|really bad|pretty bad)\s+)?(?:on(?! purpose)|open on(?! purpose)|while|at the gym|shaving|cooking|snapping|opening|breaking|peeling|unpacking))(?!(?![^.!?]{0,80}\b(?:to feel|on purpose|deliberately|again|lighter|blade|razor|punish\w*)\b)[^.!?]{0,30}\b(?:making|cooking|chopping|slicing|prepping|peeling|dicing|grating)\s+(?:\w+\s+)?(?:ramen|dinner|lunch|breakfast|tea|food|veg\w*|onions?|carrots?|potatoes?|salad|sandwich\w*|bread|curry|soup|stir fry|noodles|garlic|tomatoes?|peppers?|the \w+)\b)(?:(?<!\b(?:fainted|fell(?! apart)|passed out|slipped(?! up)|tripped|collapsed)(?: over| down| (?:at|in|on) the \w+)? and \w+ (?:my|both my|my own) \w+)|(?=[^.!?]{0,30}\b(?:on purpose|deliberately|to feel|again)\b))(?![^.!?]{0,30}\b(?:(?:taking|pulling|getting|lifting) (?:the |a |my )?(?:tray|dish|pan|lasagna|roast|bread|cake|pizza|casserole|chicken|turkey|pie|potatoes|cookies|biscuits) out|out of the oven|baking|on the (?:hob|iron|kettle|oven|stove|pan|tray|grill)))(?!\s+open\s+on\s+(?:the|a|an)\s+(?:\w+\s+)?(?:grinder|saw|glass|nail|fence|tin|can|barbed wire|machine|chisel|drill|mower|lawnmower)\b(?![^.!?]{0,60}\b(?:on purpose|deliberately|again|wanted to|to feel|nobody knows)\b))`,
);
// A clinician taught how to close self-harm wounds, a lesson on "teaching self harm safely", or self-harm "and has not
// for a year" with nothing after it that says it is back, are not the writer's self-harm; nor a DBT chain analysis of an
// urge (one of an act still counts).
add(
  'sh-noun',
  ['self-harm'],
  String.raw`(?<!\b(?:taught|teach\w*|train\w*|showed|show)\b[^.!?]{0,40}\bhow to (?:close|suture|glue|stitch|steri strip)\s+)(?!(?<=\bteaching\s+)self\s+harm\s+safely\b)(?<!\bchain analysis (?:of|on|for) (?:a |the |my |this |that )?(?=self\s+harm\s+urges?\b))(?<!\b(?:patients?|clients?|service users?|students?|pupils?|young people) who (?:had |has |would |have )?|\b(?:disclosed|reported|hx of|history of) (?:past|previous|historic|historical) |\bhx of |\b(?:patients?|clients?|service users?|students?|pupils?|residents?|young person|child|a girl|a boy|a lad) (?:at (?:the |our )?\w+ (?:centre|center|clinic|school|unit) )?(?:disclosed|reported|mentioned|told (?:me|us) about) (?:recent |historic |ongoing |current )?|\b(?:a case|case study|lecture|essay|paper|module|(?:a|the|gave a) talk|seminar) (?:on|about) (?:non suicidal )?)(?<!\b(?:study|studies|survey|surveys|report|reports|research|statistics|stats|data|article|questionnaire|screening|tanong|tinanong|tinatanong|question|questions|was asked|were asked|got asked|asked (?:me )?(?:about|if|whether)|linking)\b(?![^.!?]*\b(?:i did|i have been|i was|i am|im|again|still do|my (?:arm|arms|wrist|wrists|thigh|thighs|legs?)|myself|lied|lying|lie|cuts|sleeve|sleeves|scars|burns)\b)[^.!?]{0,80})(?<!\b(?:clear|free|clean)\s+(?:of|from)\s+)\bself\s+(?:harm|harming|harmed|harms|injury|injuring|injure|injured|injurious|mutilation|mutilating|mutilate|inflicted|destruct\w*|abuse|hurt|punish\w*)\b(?!\s+(?:chapters?|scenes?|passages?|storyline|plot|subplot|content warning|trigger warning|(?:interview\s+)?stud(?:y|ies)|research|questions?\s*[:-]?\s*(?:(?:was|were)\s+(?:a\s+)?)?(?:no|zero|0|never|none)|protocols?|module|training)\b)`,
  { third: 'risk' },
);
add(
  'sh-tool-keep',
  ['self-harm'],
  String.raw`\b(?:keep|keeps|kept|keeping|carry|carries|carrying|hide|hides|hid|hidden|hiding|stash|stashed)\s+(?:a|the|my|some|spare)\s+(?:{SH_TOOL})\s+(?:in|under|inside|behind|taped)\b(?![^.!?]{0,40}\b(?:kitchen|shaving|camping|fishing|toolbox|toolkit|garden)\b)`,
);
// A sister who used and broke one's straighteners, with no blood, burns or hiding after it, is not a tool used on oneself.
add(
  'sh-tool',
  ['self-harm'],
  String.raw`(?!(?:hair\s+)?straighteners\b(?<=\b(?:sister|brother|mum|mom|dad|she|he|they|flatmate|roommate|someone|somebody)\s+(?:used|borrowed|nicked|stole|took|broke)\s+my\s+(?:hair\s+)?straighteners)(?![^]{0,100}\b(?:blood|burn\w*|cut\w*|hid\w*|scars?|again|marks)\b))(?:(?!(?:needles?|syringes?|pins?|scissors)\b)|(?<!\b(?:botox|injections?|jabs?|vaccines?|vaccinations?|acupuncture|physio|bloods|blood tests?|insulin|cannula|drip|dentist|vet|tattoo|piercing|sewing|knitting|embroidery|cross stitch)\b[^]{0,80})|(?=\S+[^.!?]{0,80}\b(?:my (?:{BODY})|on myself|into myself|relapse\w*|urges?|hid|hide|stole|nicked|kept one|deeper|bathroom)\b))\b(?:{SH_TOOL})\b(?![^.!?]{0,60}\b(?:still have all my|kept all my|all ten fingers)\b)[^.!?]{0,50}?\b(?:again|the thing|on my (?:{BODY})|into my (?:{BODY})|my (?:{BODY})|took apart|taking apart|took out|broke|broken apart|pried|popped out|hid|hidden|hide|hiding|stash|stashed|under my (?:bed|mattress|pillow)|in my (?:drawer|room|bag|pencil case|sock drawer)|bathroom|sleeve|sleeves|cuts|scars|bleed|blood|deep|deeper|urge|urges|want to use|wanted to use|used it|use it|used them|relapse|relapsed|clean streak|day zero|day 0|do it|did it)\b|\b(?:took|taking|pried|prying|popped|popping|broke|breaking|smashed|smashing|got|getting)\s+(?:the\s+|a\s+)?(?:blade|blades)\s+(?:out\s+of|from|off)\b|\b(?:again|relapsed?|urges?|did it|the thing|cut(?! (?:my |his |her |the )?(?:own )?(?:hair|fringe|bangs|nails|toenails|fabric|paper|wrapping|tags?|cake|pizza|ribbon)\b))\b[^.!?]{0,40}?\b(?:with|using)\s+(?:the|a|my)\s+(?:{SH_TOOL})\b`,
);
add(
  'sh-marks',
  ['self-harm'],
  String.raw`\b(?:fresh|new|deep|open|bleeding|red|raw|my|the|angry)\s+(?:cuts|cut marks|scars|wounds|burns|burn marks|bruises|lines|marks|scratches)\b[^.!?]{0,50}?(?!(?<=\b(?:do not|dont|no longer|never|not|stopped|stop)\s)(?:hide|hiding|hid|cover|covering|covered|long sleeves|sleeves)\b)\b(?:hide|hiding|hid|cover|covering|covered|long sleeves|sleeves|bandage|bandaging|bandages|plasters|band aids|bandaids|sting|stinging|on my (?:{BODY})|nobody knows|no one knows|nobody noticed|noticed|saw|see them|again|keep making|made|scabbing|infected|hoodie|bracelets|watch)\b(?!\s+(?:have\s+|has\s+|had\s+|are\s+)?(?:(?:all\s+)?gone|faded|turned)\s+(?:silver\w*|white|pale|flat)\b)|\b(?:wear|wearing|wore|wearing)\s+(?:long\s+sleeves|a hoodie|hoodies|jumpers|sweaters|bracelets|a watch|jeans)\s+(?:\w+\s+){0,3}?(?:so|to hide|because|in (?:the|this) (?:heat|summer)|even in|every day so|to cover)\b(?=[^.!?]{0,60}\b(?:cuts|scars|marks|arms?|wrists?|see|notice|know|burns|bruises|thighs|flinch\w*|touch)\b)|\b(?:hiding|hide|hid|cover|covering|covered)\s+(?:my\s+)?(?:cuts|scars|fresh cuts|burns|marks|the marks|the cuts|the scars|wrists|arms)\s+(?:from|with|under|so)\b`,
);
add(
  'sh-urge',
  ['self-harm'],
  String.raw`\b(?:urge|urges|urged|craving|cravings|crave|itch|itching|itchy|want|wanted|wanting|need|needed|needing|tempted|temptation|desire|impulse|impulses|close to|almost|nearly|thinking about|think about|thought about|trying not to|tried not to|resisting|resisted|fighting the urge)\s+(?:to\s+|so badly to\s+|really bad to\s+|so bad to\s+|again to\s+)?(?:cut|burn|scratch|hurt myself|harm myself|self harm|bleed|see blood|feel (?:the )?(?:pain|sting|blade)|punish myself|hit myself|relapse|cutting|burning|scratching|hurting myself|harming myself|self harming)(?!\s+(?:my hair|my fringe|my bangs|my nails|ties|back|down|costs|the|it|off|class|out|my losses|someone|him|her|them|hours|shifts|my shifts|overtime|salaries|expenses|screen time|staff|jobs|budgets?|funding|spending|prices|wages|carbs|sugar|calories|people|corners|in line|a deal|a check|loose|some slack|bridges|through|my hours|me|to the chase|up the|onions|wood|the grass|calories|fat|toast|dinner|rubber|\d+\s*(?:%|percent|per cent|k|grand|quid|pounds|dollars|bucks)))(?=[^\w]|$)(?![^.!?]{0,40}[.!?,:]?\s*(?:zero|0|none|nil)\b(?!\s+(?:days?|hours?|sleep)\b))`,
  { level: 'concern' },
);
add(
  'sh-relapse',
  ['self-harm'],
  String.raw`\b(?:relapsed?|relapsing|relapse)\b[^]{0,40}?\b(?:self harm|cutting|cut|burning|burned|razor|blade|hurt myself|harm|scratching|my arm|my thigh|my wrist)\b|(?<!\b(?:quota|quotas|budget|budgets|funding|hours|shifts?|pay|wages|salary|prices?|rates?|benefits?|pension|allowance|staff|jobs|power|electricity|signal|grass|lawn|hair|fringe|hedges?|bangs|trees?|film|scene|call|connection|subsid(?:y|ies)|grants?|rota|overtime|bonus|interest|services|bus|route|line|payouts?|royalt(?:y|ies)|fees?|budget\w*)\s+)(?!(?<=\b(?:getting|got|being)\s)cut\s)\b(?:cut|cutting|burned|burnt|burning|self harmed|hurt myself|harmed myself|scratched)(?!\s+(?:his|her|their|your|the dog s|the cat s)\s+(?:own\s+)?(?:nails|toenails|hair|fringe|bangs|claws|fur|beard|lawn|grass|hedge|food|meat|toast|sandwich|crusts)\b)(?!\s+(?:my\s+)?(?:(?:youth|public|social|local|council|student|school|bus|rail|nhs|mental health)\s+)?(?:hair|fringe|bangs|nails|toenails|grass|lawn|hedge|losses|miles|loads|runs|routes|pay|rates|hours|shifts|jobs|costs|prices|corners|firewood|wood|loans?|maintenance|funding|budgets?|benefits|grants?|spending|taxes|services|welfare|subsid(?:y|ies))\b)\s+(?:\w+\s+){0,2}?(?:again|for the first time in|after (?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|so many|months|weeks|years|\w+) (?:days|weeks|months|years|of being clean|clean)|last night|tonight|this morning|earlier)\b|\b(?:after|broke|broken|lost|reset|ended|ruined|threw away)\s+(?:my\s+)?(?:\w+\s+){0,3}?(?:streak|clean streak|days clean|months clean|weeks clean|being clean|clean time)\b(?=[^.!?]{0,40}\b(?:cut|relapse|again|broke|broken|lost|reset|slipped|blade|razor|burn|harm)\b)|\b(?:back to|back at)\s+day\s+(?:0|zero|one|1)\b|\b(?:broke|broken|lost|reset|ended|ruined)\s+(?:my\s+)?(?:\d+\s+\w+\s+)?(?:clean\s+)?streak\b`,
);
// Purging after eating; not "no more purge related warnings" on a blood test.
add(
  'sh-starve',
  ['self-harm'],
  String.raw`\b(?:do not|did not|never)\s+deserve\s+(?:to\s+eat|food|meals|to have (?:dinner|lunch|food))\b|\b(?:stopped|stop|not|barely|refuse to|refusing to|skip|skipping|skipped|stopped myself from)\s+eat(?:ing)?\b[^.!?]{0,40}?\b(?:punish|deserve|do not deserve|because i am (?:fat|disgusting|worthless|gross)|as punishment)\b|\b(?:made|make|making)\s+myself\s+(?:throw up|sick|vomit|puke|purge)\b|\bpurg(?:e|ed|ing)\b(?!\s+(?:the|my|old|files|emails|inbox|closet|wardrobe|data))(?!(?<=\bno more purg\w*)\s+related\b)|\bpunish(?:ing|ed)?\s+(?:myself|my body)\s+(?:by|with)\s+(?:not eating|starving|cutting|burning|hitting|scratching|pain)\b`,
);
add(
  'sh-wall',
  ['self-harm'],
  String.raw`\b(?:punched|punching|punch|hit|hitting|kicked|kicking|banged|banging|bang|slammed|slamming)\s+(?:a|the|my)\s+(?:wall|walls|door|mirror|fist|head)\s+(?:\w+\s+){0,3}?(?:until|till|til|so hard|on purpose|deliberately)\s+(?:it|i|my|they|the)?\s*(?:\w+\s+){0,2}?(?:bled|bleed|broke|bruised|bleeding|split|hurt|could not|felt|was)\b|\bbang(?:ed|ing)?\s+my\s+head\s+(?:against|on|into)\s+(?:the|a)\s+(?:wall|floor|door|desk)\s+(?:until|till|on purpose|again and again|over and over|so hard)\b`,
);
add(
  'recur',
  ['recur'],
  String.raw`\b(?:urges?|thoughts|it|the feeling|the feelings|the voice|the voices|the darkness|the dark thoughts|those thoughts|the old thoughts|the old urges|these thoughts|those urges|those feelings|the wanting|the pull)\s+(?:is\s+|are\s+|has\s+|have\s+)?(?:back|come back|came back|coming back|returning|returned|creeping back|crept back|started again|start again|starting again|getting (?:stronger|louder|worse))\b|\b(?:back|slipping back|slid back|sliding back)\s+(?:to|into)\s+(?:old habits|where i was|that place|that dark place|the dark place|how i was)\b`,
);

// ---------------------------------------------------------------- oblique wording (concepts, not sentences)
// Passive: being a burden, others coping without me, life as something unwanted.
add(
  'burden-metaphor',
  ['passive'],
  String.raw`\b(?:i am|i feel like|feels? (?:more )?like|being|i have become|tired of being|sick of being|so tired of being|just|i am just|i am only)\s+(?:a|an|the|such a|just a|nothing but a|one more|this)\s+(?:\w+\s+){0,2}?(?:burden|weight (?:on|around|round)|drain on|millstone|dead weight|anchor|rock tied|ball and chain|problem (?:everyone|they|for everyone)|thing (?:dragging|holding) (?:them|everyone|people) (?:down|back))\b|\b(?:weight|burden|drag)\s+on\s+(?:everyone|everybody|my family|them|people|the people i love)\b|\b(?:dragging|drag|dragged|bringing|holding)\s+(?:them|everyone|everybody|people|my family|her|him)\s+(?:all\s+)?(?:down|back)\b(?=[^.!?]{0,60}\b(?:without me|lighter|better|burden|tired|sorry)\b)|\btired of being the problem\b|\b(?:they|she|he|everyone)\s+(?:carry|carries|carried|drag|drags)\s+me\s+(?:around|along)\b|\brock tied (?:round|around|to) (?:her|his|their|my \w+s?) (?:ankle|neck|leg)s?\b`,
  { person: 'self' },
);
add(
  'others-cope',
  ['passive'],
  String.raw`\b(?:deserve|deserves|deserved)\s+(?:a\s+)?better\s+(?:\w+\s+)?(?:than me|mum|mom|dad|parent|mother|father|friend|partner|daughter|son|sister|brother|wife|husband)\b[^]{0,100}?\b(?:would|will)\s+(?:all\s+)?(?:adjust|get over it|get over me|cope|move on|be fine|be okay|manage|forget|heal|recover|be better)\b|\bwithout me\b[^]{0,80}?\b(?:would|will)\s+(?:all\s+)?(?:be fine|adjust|cope|be better|be okay|manage|move on)\b|\b(?:would|will)\s+be\s+(?:fine|okay|alright)[.,]?\s+(?:better|happier)(?:\s+(?:even|probably|actually|honestly))?(?=[.!?,]|$)`,
  { person: 'self' },
);
add(
  'better-empty',
  ['passive'],
  String.raw`\b(?:relieved|relief|easier|better|lighter|happier|fine|better off)\b[^.!?]{0,40}?\bif\s+(?:i|my\s+(?:desk|chair|seat|room|bed|spot|place|side of the bed))\s+(?:was|were|is|sat|stayed)\s+(?:just\s+)?(?:empty|gone|not there|missing|absent|cleared out|vacant)\b`,
  { person: 'self' },
);
add(
  'stop-existing',
  ['passive'],
  String.raw`\b(?:stop|stopped|stopping|quit)\s+existing\b|\b(?:i|me|can i|could i|let me|want to|wish i could|wanna|to)\s+(?:just\s+)?(?:evaporate|dissolve|cease to exist|blink out(?: of existence)?|fade out of existence|un ?exist|cease)\b|\b(?:nice|good|easier|better|a relief|peaceful|lovely|kinder|simpler)\s+to\s+(?:just\s+)?(?:not exist|stop existing|not wake up|not be alive|be dead|cease to exist|not be here anymore|fall asleep forever|sleep forever)\b`,
);
add(
  'skip-life',
  ['passive'],
  String.raw`\b(?:sleep|go to sleep|fall asleep)\s+(?:and|through|to)\s+(?:skip|miss)\s+(?:the next|the rest of|all of|the remaining|the coming)\b|\bskip\s+(?:the next|the rest of|all the|the remaining)\s+(?:\w+\s+)?(?:years|decades|life|my life)\b|\bor all of them\b(?<=\b(?:years|days|months)\b[^]{0,40})|\bfast forward to the end\b`,
);
add(
  'off-button',
  ['passive'],
  String.raw`\b(?:off|kill|stop|exit|quit|delete|reset)\s+(?:button|switch|key)\s+(?:on|for)\s+(?:myself|me|my life|life|existence|being alive|everything)\b|\b(?:switch|turn|shut|power)\s+(?:myself|me)\s+off\b(?!\s+(?:from|for the (?:night|evening|weekend)|social|the internet|work))|\bpress\s+(?:the\s+)?(?:off|exit|delete)\s+(?:button|switch)\b(?=[^.!?]{0,30}\b(?:myself|me|life|existence)\b)`,
);
add(
  'jealous-dead',
  ['passive'],
  String.raw`\b(?:jealous|envious|envy)\s+(?:of\s+)?(?:people who|those who|anyone who|the people who|dead people|the dead|people that|whoever)\s+(?:get to\s+)?(?:just\s+)?(?:die|died|stop|stopped|do not wake up|did not wake up|are gone|get to leave|got out|are not here|pass away|passed away)\b|\b(?:envy|jealous of)\s+(?:the dead|dead people|people in coffins)\b`,
);
add(
  'world-ends',
  ['passive'],
  String.raw`\bif\s+(?:the world|everything|it all|life|the universe)\s+(?:ended|ends|stopped|stops|blew up|exploded)\b[^.!?]{0,40}?\b(?:relieved|relief|glad|happy|fine|would not mind|welcome|thankful|grateful|okay with it)\b`,
);
add(
  'life-unwanted',
  ['passive'],
  String.raw`\b(?:being alive|life|living|existing|existence|being born)\s+(?:feels|is|seems|was)\s+like\s+(?:a|an|some)\s+(?:\w+\s+){0,4}?(?:i never (?:signed up|asked|agreed|chose)|i cannot (?:cancel|escape|get out of|quit|leave|opt out|return|refund)|with no (?:exit|way out|end)|i did not (?:ask|sign up|choose))\b`,
);
add(
  'hope-crash',
  ['passive'],
  String.raw`\b(?:hope|hoping|hoped|wish|wishing|pray|praying)\s+(?:that\s+)?(?:the|my|a|this)\s+(?:plane|flight|car|bus|train|taxi|uber|boat|ferry)\s+(?:goes down|go down|crashes|crash|goes off the road|hits something|does not make it|never lands|falls)\b`,
);
add('make-heart-stop', ['active'], String.raw`\bmake\s+(?:my\s+)?(?:heart|breathing)\s+stop\b|\bstop\s+my\s+(?:own\s+)?heart\b|\bmake it stop myself\b`);
add(
  'make-it-happen',
  ['active'],
  String.raw`\b(?:think|thinking|thought)\s+about\s+making\s+it\s+happen\b(?<=\b(?:not be here|not exist|die|dead|gone|end)\b[^]{0,60})`,
);
add(
  'take-myself-out',
  ['active'],
  String.raw`\btak(?:e|ing|en)\s+myself\s+out\b(?!\s+(?:for|to|on|of (?:the|this) (?:game|race|running|competition|group|chat|conversation|equation))|\s+(?:dinner|lunch|coffee|shopping))|\bby my own hand\b|\bon my own terms\b(?<=\b(?:die|dying|go|going|leave|leaving|end|ending)\s+(?:\w+\s+)?on my own terms)|\bmaking that happen myself\b`,
  { strong: true },
);
add(
  'kill-yourself-selftalk',
  ['active'],
  String.raw`\b(?:thinking|think|thought|thoughts|stop thinking|keep thinking|fantasi[sz]ing|urges?)\s+(?:about|of|to)\s+(?:killing|hurting|ending|offing)\s+yourself\b`,
);
add('suicide-thoughts-noun', ['active'], String.raw`\bsuicide\s+(?:thoughts|ideation|urges|feelings|brain|mode|plans?)\b|\bthoughts of suicide\b`);

// Method: a means plus dwelling on it ("the rope in the garage has been on my mind").
const RUMINATE = String.raw`(?:slow down|slowing down|slowed down|gap in the|i know which|i know (?:there is|theres|i have|we have) enough|there is enough|is the one(?=[.!?,;]|$)|i look at it|look at it every|looking at it|i checked(?=[.!?,;]|$)|(?<!\b(?:nothing|not|never|no longer|anything)\s)on my mind|(?<!\b(?:nothing|not|never|no longer|anything)\s)in my head|(?<!\b(?:not|never|do not|did not|no longer|stopped)\s)think(?:ing)? about (?:it|that|them|this|those|jumping|stepping|falling|it a lot)|(?<!\b(?:not|never|no longer)\s)thought about (?:it|that|them|this|not|how|stepping|jumping)|cannot stop thinking about|can not stop thinking about|keep (?:looking at|staring at|picturing|imagining|checking|going back to|thinking about|walking (?:past|to|there|by)|driving past|going there)|picturing|pictured|imagining|imagined|wondering (?:if|whether|how)|wonder (?:if|whether|how)|an option|the option|like an option|calling (?:me|to me)|pull of|pulled towards|drawn to|high enough|strong enough|deep enough|fast enough|what too much (?:of it )?(?:does|would do)|how (?:long|much|many|high|far|deep|fast|quick) (?:would|it would|it is|does|it takes|to)|how easy|no (?:real )?(?:barrier|railing|fence|net|rail)|(?:stand|stood|standing|stay|stayed|staying|sit|sat|sitting|linger|lingered) (?:out )?there (?:way )?(?:too long|for ages|a long time|longer than)|slowed down|not (?:turning|turn) the wheel|let go of the wheel|stepping (?:forward|off|out|in front)|step (?:forward|off|out)|i check|every time i (?:park|pass|go|walk|drive|see|cross|wait)|been (?:walking|going|driving) (?:there|past|by|to)|in my room now|just looking at (?:it|them)|staring at (?:it|them)|more than i should|i know where|the key to|the combination|feel different|look different|feels different|looks different|inviting|tempting|counting (?:them|it)|the drop|how it would feel)`;
add('means-rumination', ['method'], String.raw`\b{MEANS}\b[^]{0,90}?\b${RUMINATE}|\b${RUMINATE}\b[^]{0,60}?\b{MEANS}\b`);
add(
  'means-no-need',
  ['method'],
  String.raw`\b(?:bought|buying|got|picked up|ordered|grabbed)\s+(?:a\s+|an\s+|another\s+|a second\s+|extra\s+|more\s+|two\s+|three\s+)?(?:\w+\s+){0,2}?(?:{PILLS}|rope|a gun|helium|charcoal)\b[^.!?]{0,50}?\b(?:i do not have a headache|do not (?:even )?have a (?:headache|cold|migraine)|i am not (?:ill|sick|in pain)|not (?:for|because of) (?:a|my|the) (?:headache|pain|cold|migraine)|i do not need (?:them|it)|for no reason|just in case|for later|for when i need (?:them|it))\b`,
  { strong: true },
);
add(
  'stash-after',
  ['method'],
  String.raw`\b(?:{PILLS})\b\s+(?:\w+\s+){0,2}?(?:saved up|saved|stashed|hidden|put aside|set aside|stockpiled|squirrelled away|building up|piling up|in a (?:little )?pile|in a (?:jar|box|bag|sock|envelope))\b|\b(?:months?|weeks?)\s+(?:of|worth of)\s+(?:my\s+)?(?:{PILLS})\s+(?:saved|stashed|hidden|put aside|set aside|kept|stockpiled)\b|\b(?:little|growing|small)\s+(?:pile|stash|collection|stockpile)\s+(?:of\s+(?:{PILLS})|in (?:the|my) (?:drawer|cupboard|bag|room))\b`,
  { strong: true, third: 'risk' },
);
// A height or a drop measured for building work, a delivery or a garden is no method: planters, decking, scaffold, a quote
// or a van's clearance named in the same sentence. Unless the entry says it was a cover ("told him it was for the van. it's
// not") or what the height is for ("that's enough", "where I'd land").
const BUILDING_PURPOSE = String.raw`(?:(?=[^]{0,160}\b(?:said it was for|told \w+ it was for|i told (?:him|her|them)|it is not|its not|it was not|it wasnt|not for (?:the|a)|for me|is enough|thats enough|that is enough|never locked|where i (?:would )?land|i would land)\b)|(?![^.!?]{0,80}\b(?:for the (?:new )?(?:steps|stairs|planters?|patio|decking|shelf|shelves|blinds|curtains|fence|extension|plans?|quote|survey|surveyor|builder|architect|scaffold\w*|ladder|van|lorry|delivery|removal\w*)|planters?|decking|scaffold\w*|the quote|surveyor|the builder|headroom|clearance|van (?:fits|will fit|would fit|wont fit|will not fit|does not fit))\b)(?<!\b(?:planters?|decking|scaffold\w*)\b[^.!?]{0,80}))`;
add(
  'height-research',
  ['method', 'preparatory'],
  String.raw`\b(?:looked up|look up|looking up|googled|googling|searched|searching|checked|checking|measured|measuring|worked out|working out)\s+(?:the\s+)?(?:height|heights|drop|how (?:high|tall|deep|far down)|the distance down|which floor|how many floors)\s+(?:of|is|from|to|down)?\b[^.!?]{0,40}?\b(?:building|bridge|tower|car park|cliff|roof|block|flats|overpass|viaduct|quarry|balcony|floor)\b${BUILDING_PURPOSE}`,
  { strong: true },
);
// "the most painless way to remove a plaster" has its purpose after it; a method for dying does not.
const NOT_DYING_PURPOSE = String.raw`(?!\s+(?:to|for|of)\s+(?!(?:die|go|do it|end|kill|not wake)\b)\w+)`;
add(
  'methods-reading',
  ['method', 'preparatory'],
  String.raw`\b(?:read|reading|researching|researched|looking at|looked at|looking into|looked into|watching videos about|comparing|compared|studying)\s+(?:about\s+)?(?:the\s+)?(?:methods|ways)(?=\s+(?:on|in|online|again|for hours|all night)|[.!?,]|$)|\b(?:the\s+)?(?:least|most)\s+(?:painful|painless|reliable|certain|peaceful)\s+(?:way|ways|method|methods|option)\b${NOT_DYING_PURPOSE}|\b(?:methods|ways)\s+(?:on|in)\s+(?:a|the)\s+(?:forum|subreddit|site|website|thread|chat)\b`,
  { strong: true },
);
add(
  'go-to-place',
  ['method', 'intent'],
  String.raw`\b(?:going|go|went|heading|head|walking|walk|walked|driving|drive|drove|cycling|getting a taxi|getting the bus|taking the bus|getting the train)\s+(?:down\s+|up\s+|out\s+|back\s+)?(?:to|towards|toward)\s+(?:the\s+)?(?:train line|tracks|train tracks|railway line|railway|level crossing|bridge(?! (?:club|game|night))|cliffs?|cliff edge|edge(?! of (?:town|the (?:town|city|village|estate|woods|wood|forest|park|field|fields|map|bed|sofa|pool|table|car park|lake|garden|universe)|my (?:seat|bed|comfort zone)|reason|the known world))|rooftop|roof of|top (?:floor )?of the car park|car park roof|quarry|overpass|viaduct)\b(?![^.!?]{0,60}\btook (?:many|lots of|loads of|some|a few) (?:photos|pictures|pics|selfies)\b(?![^.!?]{0,60}\b(?:remember me|one last|last time|to look at)\b))`,
  { third: 'risk' },
);
add(
  'step-forward-train',
  ['method'],
  String.raw`\b(?:step|stepping|stepped|lean|leaning|leaned|fall|falling|jump|jumping|walk|walking)\s+(?:forward|off the (?:edge|platform|kerb|curb)|out|in front)\b[^.!?]{0,60}?\b(?:train|trains|tracks|platform|traffic|lorry|truck|bus)\b|\b(?:train|trains|tracks|platform|traffic|lorry|truck|bus)\b[^.!?]{0,60}?\b(?:step|stepping|stepped|lean|leaning|fall|falling|jump|jumping)\s+(?:forward|off|out|in front|onto the tracks)\b(?!\s+(?:\w+\s+){0,2}?(?:because|cos)\s+i\s+(?:\w+\s+){0,4}?miss(?:ed)? my stop\b)`,
  { third: 'risk' },
);
add(
  'bridge-railing',
  ['method'],
  String.raw`\b(?:climbed|climb|climbing|got|get|getting|stepped|step|stepping|went|swung)\s+(?:over|past|through|onto|up on|on to)\s+(?:the|a)\s+(?:railing|railings|barrier|fence|rail|wall|ledge|parapet|safety net)\b(?=[^]{0,80}\b(?:bridge|roof|cliff|edge|drop|balcony|car park|building|down|below|wind|water|waves|jump|sea)\b)`,
  { strong: true },
);

// Plan: a decision plus a time ("sunday. i have decided sunday. after mum leaves").
add(
  'decision',
  ['decision'],
  String.raw`\bi (?:have )?decided(?=\s+(?:it is|it will|that|on|when|{TIMING})\b|[.!?,;]|$)|\bit is decided\b|\bit has been decided\b|\bmy mind is made up\b|\bmade up my mind\b|\bthat is when(?=[.!?,;]|$|\s+(?:it happens|i will|i am|i go|it will))|\bit is happening\b|\bit will happen\b|\bit is going to be(?=\s+(?:on\s+)?{TIMING})|\bit will be\b(?=\s+(?:on\s+)?{TIMING})|\b(?:the\s+|my\s+)?plan is (?:set|on|final|ready|happening)\b|\bset for\b(?=\s+{TIMING})|\bi will just go(?=[.!?,;]|$)|\b(?:is|are) over,? i am going(?=[.!?,;]|$)|\bnot coming back\b(?!\s+(?:till|until|for|before|til|to (?:work|school|uni|this)))|\bso will i\b|\bgoing through with it\b|\bgo through with it\b|\bdone waiting\b|\bgiving myself (?:until|till|til|one more|another|a|two|three|\d+)\b|\b(?:no|not) (?:turning|going) back\b|\bi am calm about it\b|(?<!\b(?:she|he|they|therapist|counsell?or|coach|teacher|doctor|nurse|mum|mom|dad)\s+(?:said|says|thinks|reckons)\s+|\btold me\s+)\bi am ready(?=[.!?,;]|$|\s+now)|\bnothing (?:left )?to stop me\b`,
);
// An ending timed to something else's, or a one-way trip: "when the lease ends so will i", "driving to the coast. not
// coming back", going bush "and not coming back" (not back "till monday", nor "to the city").
add(
  'plan-timed-ending',
  ['plan', 'active'],
  String.raw`\b(?:ends?|ending|finish(?:es)?|is over|are over|stops?)\b[^.!?]{0,40}?\band so (?:will|do|does|shall) i\b|\b(?:driving|going|walking|heading|swimming|walked|drove)\s+(?:out\s+)?(?:to|into)\s+(?:the\s+)?(?:coast|sea|beach|cliffs?|woods|forest|river|lake|bridge|mountains?|hills|moors|tracks|edge|water|ocean)\b[^.!?]{0,50}?\b(?:not coming back|never coming back|will not (?:be )?(?:coming|come) back|am not coming back|not come back|for the last time|one way)\b|\b(?:going|heading|head|go|went|drive|driving|walk|walking)\s+(?:out\s+)?(?:bush|into the bush|to the bush|into the scrub|out back|outback|into the desert|into the forest|into the woods)\b[^]{0,120}(?:\band|[.!?,]|\bi am|\bi will)\s+(?:not coming back|never coming back|not come back)\b(?![^.!?]{0,30}\b(?:till|until|for (?:a|two|three|\d+)|before|to (?:the city|work|the office|school|town|the mines?|site))\b)`,
  { strong: true },
);
add(
  'do-it',
  ['intent'],
  String.raw`(?<!\b(?:homework|worksheet|exercise|task|chore|assignment)\b[^]{0,200})\b(?:going to|gonna|will|about to|ready to|plan to|planning to|decided to|finally going to)\s+(?:finally\s+|really\s+|actually\s+|just\s+)?(?:do it|do this|go through with it)\b|\b(?:i am doing|i will do|i am going to do|going to do|gonna do)\s+it\s+(?:on\s+)?{TIMING}\b`,
);

// Preparatory: letters, hand-overs, cover stories, things put where they will be found.
// Cards and letters on a last day at work or at a leaving do are colleagues' goodbyes (same sentence only).
const AT_WORK_LEAVING = String.raw`(?<!\b(?:last day (?:at|of) (?:work|the office|my placement|me placement|the \w+ job|my \w+ job)|leaving do)\b[^.!?]{0,60})`;
add(
  'letters-everyone',
  ['preparatory'],
  String.raw`\b(?:wrote|written|writing|write|finished|left|leaving)\s+(?:\w+\s+){0,2}?(?:letters|notes|cards|messages|emails)\s+(?:for|to)\s+(?:everyone|everybody|each of them|all of them|each person|my family|mum and dad|my parents|my kids|the kids|my friends|each one|the people who matter)\b(?![^.!?]{0,40}\b(?:christmas|xmas|birthday|wedding|thank you|thanks|invitations?|holiday|postcards?|new year|party|valentine|in my (?:form|class|year|team)|off to|sixth forms?)\b)${AT_WORK_LEAVING}|(?:\b(?:the|my)\s+|(?:^|[.!?]\s*))(?:goodbye\s+|last\s+|final\s+)?(?:note|notes|letter|letters)\s+(?:is|are)\s+(?:written|done|finished|ready|sealed)\b|\b(?:letters?|notes?)\b[^]{0,30}?\bone for each\b|(?<!\b(?:my|the|a|his|her) (?:character|protagonist|heroine|hero|narrator)\s+(?:\w+\s+){0,3}?)\bgoodbye (?:letters?|notes?|videos?|messages?|texts?|emails?|cards)\b(?<!${FICTION_FRAME}[^.!?\n]{0,120})(?![^.!?]{0,60}\b(?:sixth forms?|off to|leaving|moving|new schools?|graduat\w*|in my (?:form|class)|card|party|leaving do|coworkers?|colleagues?|retir\w*|team|teacher|class|farewell do|who (?:leave|leaves|is leaving|left))\b)${AT_WORK_LEAVING}|\b(?:wrote|written|left|put|hid|hidden)\s+(?:a|the|my)?\s*(?:note|notes|letters?|envelope)\b[^.!?]{0,40}?\b(?:in|under|inside|behind)\s+(?:the|my)\s+(?:drawer|glovebox|glove box|socks|pillow|mattress|desk|wardrobe|jewel(?:le)?ry box|bedside table|shoebox|diary)\b`,
);
add(
  'who-gets',
  ['preparatory'],
  String.raw`\bwho\s+(?:gets|should get|will get|is getting|can have|should have|will have)\s+(?:my|what|the car|the house|the flat|the cat|the dog)\b(?![^.!?]{0,60}\b(?:before (?:we|i) move|moving out|moving house|going to (?:uni|college)|dorm)\b)|\b(?:my|the)\s+(?:switch|guitar|console|laptop|books?|stuff|things|clothes|jewel(?:le)?ry|records|games|collection|camera|bike)\s+(?:goes|go|is going|are going|will go)\s+to\s+(?:my|her|him|them|\w+)\b(?=[^.!?]{0,60}\b(?:goes to|go to|gets|books to|list|will)\b)`,
);
// A pudding, a pizza or breakfast "booked for after" is food.
add(
  'for-after',
  ['preparatory'],
  String.raw`(?<!\b(?:jelly|custard|pudding|dessert|snacks?|ice cream|ice lollies|soup|treats?|biscuits?|cake|cheesecake|trifle|crumble|pie|tart|sweets|cookies|pizza|toast|crackers|broth|smoothies?|chocolate)\b[^.!?]{0,30})(?<!\b(?:breakfast|brunch|lunch|dinner)\s+booked\s+)\bfor after\b(?!\s+(?:the|work|school|dinner|lunch|class|my|our|christmas|\w+day|\w+ing|this|that|we|they|you))|\b(?:where|so)\s+(?:mum|mom|dad|my (?:mum|mom|dad|family|parents|sister|brother|partner|wife|husband)|they|she|he|someone|somebody|everyone)\s+(?:will|would|can|could)\s+find\s+(?:it|them)\b|\bfor whoever\s+(?:needs|finds|reads|gets|wants|has to)\b(?=[^]{0,0})(?<=\b(?:password|passwords|pin|login|laptop|phone|accounts?|bank|keys?|notes?|letters?|note|it)\b[^.!?]{0,40}for whoever\s+\w+)|\bso\s+(?:nobody|no one|they|mum|mom|my family|my parents|nobody else|no one else)\s+(?:has|have|will have|would have|will not have|does not have|do not have)\s+to\s+(?:deal with|sort|sort out|worry about|pay|handle|clean up|figure out)\b[^.!?]{0,40}?\b(?:after|when i|once i|later|my bills|my stuff|my things|anything)\b|\bso\s+(?:nobody|no one|they|mum|mom|my family|my parents|nobody else|no one else)\s+(?:has|have|will have|would have)\s+to\s+(?:do it|deal with it|sort it|sort it out|clean it up|clean up|go through (?:it|my (?:stuff|things|room)))(?=[.!?,;]|$)`,
  { strong: true },
);
add(
  'cover-story',
  ['preparatory'],
  String.raw`\b(?:told|telling|tell|said|saying)\s+(?:people|everyone|them|him|her|my \w+|the others)\s+(?:that\s+)?(?:i am|i was|im)\s+(?:travelling|traveling|going away|moving|just decluttering|having a clear out|having a clearout|fine|just tired|doing a clear out)\b(?=[^]{0,80}\b(?:gave|giving|give|plants|stuff|things|away|goodbye|letters|note)\b)|\b(?:gave|giving|given|gift\w*)\b[^]{0,80}?\b(?:which is not why|that is not why|is not the (?:real )?reason|not the real reason|which is not true|told (?:people|everyone|them|him|her) (?:i am|im) (?:travelling|traveling|going away|moving))`,
);
add(
  'returned-borrowed',
  ['preparatory'],
  String.raw`\b(?:returned|returning|gave back|giving back|handed back)\s+(?:everything|all the (?:things|stuff|books)|all the stuff|all of the things|all my borrowed)\s+(?:i|that i|id|i had)\s+(?:borrowed|had borrowed)\b(?![^.!?]{0,60}\b(?:moving|move|before i leave for|leaving for|emigrat\w*)\b)|\bclean slate\b(?<=\b(?:returned|borrowed|paid|debts?|sorted|cleared)\b[^]{0,100})`,
);
add(
  'no-point-booking',
  ['weak-prep'],
  String.raw`\bbooked\s+(?:a|the)\s+(?:hotel|hotel room|room|airbnb|one way (?:ticket|flight)|cabin)\b|\bno point\s+(?:in\s+)?(?:booking|planning|making plans|renewing|signing up|buying|saving|rebooking|starting|going back|arranging)\b|\bcancel(?:l)?(?:ed|ing)?\s+(?:the|my|all my|all the)\s+(?:dentist|gym|therapy|appointments?|next \w+ session|\w+ session|subscriptions?|plans|contract|doctors? appointment|sessions?|broadband|phone contract|internet|milk delivery|car insurance|lease)\b|\b(?:deleted|deleting|wiped|wiping)\s+(?:all\s+)?(?:my\s+)?(?:socials|social media|accounts|profiles?)\b|\bforgive (?:him|her|them|you)\b(?<=\b(?:messaged|texted|told|emailed|called|wrote to)\b[^.!?]{0,40}forgive (?:him|her|them|you))|\b(?:backed up|backing up)\s+(?:all\s+)?(?:my|the)\s+(?:photos|pictures|files)\b[^.!?]{0,40}?\bfor\s+(?:mum|mom|dad|my \w+|the (?:kids|children|family|boys|girls))\b|\b(?:labelled|labeled)\s+(?:it|them|everything)\b|\bhandover notes\b|\bi will not be in (?:on\s+)?(?:monday|tomorrow|next week)\b`,
);
// Cover for a trip, a pet, a building's fabric or a gadget paying out "no matter what" is no life policy. Not car, home or
// business cover: a crash, or a key-person policy, can be the payout a writer is counting.
const PROPERTY_COVER = String.raw`(?:travel|pet|buildings?|contents|phone|gadget|dental|holiday|breakdown|boiler|cancellation)`;
add(
  'insurance',
  ['preparatory'],
  String.raw`\b(?:would|will|could|should|can)\s+(?:at least\s+)?get\s+(?:the\s+)?(?:life\s+)?(?:insurance|insurance money|payout|life insurance)\b|(?<!\b${PROPERTY_COVER}\s+)\b(?:insurance|life insurance)\s+(?:money|payout|pay out|would pay|will pay|pays out)\b(?![^.!?]{0,40}\b(?:car|house|flood|storm|claim for|home|pet|travel|phone)\b)`,
  { third: 'risk' },
);
add(
  'look-after-when-gone',
  ['preparatory'],
  String.raw`\b(?:look after|take care of|be good to|watch over|keep an eye on|be there for)\s+(?:\w+\s+){0,3}?(?:when|after|once)\s+(?:i am|i|im)\s+(?:gone|dead|not here|not around)\b`,
  { third: 'risk' },
);
add(
  'last-hear',
  ['preparatory', 'final'],
  String.raw`\b(?:this is\s+)?the\s+last\s+time\s+(?:you|i|anyone|they|she|he|we|you all)\s+(?:will\s+)?(?:hear|see|talk to|speak to|hear anything)\s+(?:from|to|of)\s+(?:me|him|her|them)\b|\blast time (?:i will|ill|you will|youll) hear from (?:me|him|her|them)\b`,
  { strong: true, third: 'risk' },
);

// Attempt: already there, already done.
add(
  'at-location-now',
  ['attempt'],
  String.raw`(?:^|[.!?\n]\s*|\b(?:i am|im|currently|now|still|right now|just)\s+)(?:(?:just\s+)?(?:sitting|standing|sat|stood|waiting|lying)\s+)?(?:on|at|up on|on top of|at the top of|on the edge of|at the edge of|by|near)\s+(?:the\s+|a\s+|my\s+|this\s+)?(?:\w+\s+){0,3}?(?:roof|rooftop|terrace|ledge|edge|bridge|tracks|train tracks|railway|railway line|cliff|cliffs|platform edge|track edge|railing|railings|top floor|car park roof|balcony railing|level crossing|quarry)\b(?=[^]{0,90}(?:\d+ ?%|\b(?:now|right now|waiting|next train|looking down|climbed|past the fence|over the railing|phone|phones|battery|typing|minutes|just sitting|sitting on the edge|standing on the edge|the wind|cold up here|up here|down below|legs over|feet over|one step|goodbye|sorry|cannot do this|here|tonight|it is time|cold|windy|dark|shaking|scared|so high|the wind|with my legs)\b))(?![^.!?]{0,60}\b(?:club|bar|party|terrace|garden|with (?:friends|the dog|mum|my \w+) (?:for|to)|fireworks|picnic|view is|views|sunset was|photos|selfie)\b)`,
  { strong: true },
);
add(
  'past-the-fence',
  ['attempt'],
  String.raw`\b(?:past|over|beyond|on the other side of|outside)\s+(?:the\s+)?(?:fence|railing|railings|barrier|safety rail|guard rail|parapet)\b(?=[^]{0,80}\b(?:cliff|bridge|roof|edge|drop|wind|waves|sea|below|down|now|jump)\b)`,
  { strong: true },
);
add(
  'into-water-now',
  ['attempt'],
  String.raw`\b(?:walked|waded|walking|wading|swam|swimming|went|going)\s+(?:out\s+)?(?:into|in)\s+(?:the\s+)?{WATER}\b(?=[^]{0,80}\b(?:coat|heavy|cold|going back|back out|deeper|waist|chest|neck|cannot feel|numb|current|goodbye|sorry|stones|rocks|pockets)\b)(?![^.!?]{0,50}\b(?:swim|swimming|paddle|paddling|surf|surfing|dip|wild swim|holiday|lifeguard|wetsuit|with (?:friends|the kids|the dog))\b)`,
  { strong: true },
);
add(
  'tried-with',
  ['attempt'],
  String.raw`\btried\s+(?:with|using)\s+(?:the|a|my)\s+(?:{LIGATURE}|{PILLS}|knife|blade|razor|car|gun|exhaust|bag)\b|(?<!\b(?:washing|clothes|line|tow|skipping|tent|guy|swing|hammock|climbing|mooring|anchor)\b[^.!?]{0,30})\b(?:the\s+|my\s+)?(?:{LIGATURE}|noose|knot|beam|hook)\s+(?:snapped|broke|did not hold|gave way|came loose|slipped)\b(?=[^]{0,60}\b(?:another|again|next time|try|stronger)\b)`,
  { strong: true },
);
add(
  'next-train',
  ['attempt'],
  String.raw`\bnext train\s+(?:is\s+)?(?:in|due in|comes in|arrives in|in about)\s+\d+\s+(?:minutes|mins)\b(?=[^]{0,0})(?<=\b(?:edge|tracks?|track edge|platform|standing|waiting|line)\b[^]{0,80}next train[^]{0,40})`,
  { strong: true },
);

// Self-harm: told plainly or hidden.
add(
  'sh-on-purpose',
  ['self-harm'],
  String.raw`\b(?:have not|not|did not|had not|stopped|stop)\s+(?:eaten|eating|eat)\b[^.!?]{0,30}?\b(?:on purpose|deliberately|as (?:a )?punishment|to punish)\b|\b(?:skipping|skipped|skip|skips|stopped|refusing|refuses|refused)\s+(?:meals|eating|food|dinner|lunch|breakfast)\b[^]{0,100}?\b(?:do not|does not|doesnt|dont|did not)\s+deserve\b|\b(?:do not|does not)\s+deserve\s+(?:it|food|to eat|meals|dinner)\b(?<=\b(?:eat|eaten|eating|food|meals?|hungry|starv\w*)\b[^]{0,60})`,
);
add(
  'sh-supplies',
  ['self-harm'],
  String.raw`\b(?:bandages|plasters|band aids|bandaids|gauze|steri strips|dressings|antiseptic)\b[^.!?]{0,60}?\b(?:running out|ran out|cannot (?:exactly\s+)?ask|can not ask|without (?:mum|mom|anyone|them) (?:knowing|noticing)|hide|hidden|hiding|secret|nobody knows|no one knows|so (?:nobody|no one) (?:sees|notices))\b`,
);
add(
  'sh-coping',
  ['self-harm'],
  String.raw`\b(?:cutting|burning|scratching|hurting myself|self harm|self harming|the pain|the blade|the razor)\s+(?:is|was|has been|helps|makes|keeps|feels like)\s+(?:\w+\s+){0,3}?(?:the only|only thing|helps|make|makes|calm|calms|release|relief|way to cope|how i cope|the noise stop|it stop|quiet|bearable|in control|real|something)\b`,
);
add(
  'sh-fresh-marks',
  ['self-harm'],
  String.raw`\b(?:fresh|new|recent|today s|last night s|this week s)\s+(?:cuts|scars|burns|wounds|marks|scratches)\b(?![^.!?]{0,40}\b(?:surgery|operation|c section|stitches|the cat|the kitten|rose|gardening|brambles|knife while)\b)`,
);
add(
  'sh-cover-story',
  ['self-harm'],
  String.raw`\b(?:said|told|tell|say|saying|pretend|pretended|claimed|claim|lied)\b[^.!?]{0,50}?\b(?:the\s+|my\s+)?(?:marks|cuts|scars|bruises|burns|scratches)\s+(?:were|are|was|came)\s+(?:from|because of|an accident|the cat|the dog|nothing)\b|\bthere is no cat\b|\bsay (?:it|they) (?:was|were) an accident\b`,
);
add(
  'sh-carve-into',
  ['self-harm'],
  String.raw`\b(?:carve|carved|carving|etched|etch|etching|cut|cutting|scratched|scratching|scraped)\s+(?:\w+\s+){1,3}?(?:into|in)\s+(?:my|her|his|their)\s+(?:{BODY})\b|\b(?:cuts|scars|burns|scratches|slashes|lines|marks)\s+(?:all\s+)?(?:up|over|on|across|down|along)\s+(?:his|her|their|my)\s+(?:{BODY})\b(?!\s+(?:have\s+|has\s+|had\s+|are\s+)?(?:(?:all\s+)?gone|faded|turned)\s+(?:silver\w*|white|pale|flat)\b)`,
  { third: 'risk' },
);

// Someone else at risk.
add(
  'third-talk',
  ['active'],
  String.raw`\b(?:talking|talks|talked|joking|jokes|joked|posting|posts|posted|writing|writes|wrote|texting|texts|texted|going on|goes on)\s+about\s+(?:ending it|ending things|ending (?:it )?all|killing (?:himself|herself|themselves|themself)|dying|death|suicide|not being (?:here|around)|wanting to die|disappearing|going away forever|ending (?:his|her|their) life|not wanting to (?:live|be here)|how (?:he|she|they) (?:want|wants) to die)\b`,
  { third: 'risk' },
);
add(
  'third-burden',
  ['passive'],
  String.raw`\b(?:she|he|they)\s+(?:is|are|feels? like|is just|is such)\s+(?:a|an|such a|just a|nothing but a)\s+(?:\w+\s+)?(?:burden|waste of space)\b|\btold me\s+(?:that\s+)?(?:he|she|they)\s+(?:is|are)\s+tired of being a waste of\b[^.!?]{0,60}?\b(?:air|oxygen|space|life)\b(?!\s+time\b)|\bbetter (?:off\s+)?without\s+(?:him|her|them)\b|\b(?:better off dead|wants to die|want to die)\b(?<=\b(?:she|he|they|my \w+)\s+(?:keeps saying|said|says|thinks|told me)\s+(?:that\s+)?(?:she|he|they)?\s*(?:is|are|would be)?\s*(?:better off dead|wants to die|want to die))`,
  { person: 'third' },
);
add(
  'third-silence',
  ['preparatory'],
  String.raw`\b(?:sorry for everything|thank(?:ing|ed|s)? (?:me|you|us) for (?:everything|being)|if anything happens|i love you|goodbye|take care of (?:yourself|mum|mom|dad|the \w+)|this is the end|last message|(?:tired of|done) fighting(?!\s+(?:with|about|over|for|the|off|a|this|that|my|it|him|her|them)\b))\b[^]{0,140}?\b(?:(?:that was|it has been|been) (?:\d+|two|three|four|five|six|seven) days(?: ago)?|not answering|not replying|not picking up|not responding|(?:do not|does not|will not) (?:pick up|answer|reply)|phones? (?:is |s )?(?:off|dead|switched off)|cannot get (?:through|hold of (?:him|her|them))|gone quiet|went quiet|turned (?:her|his|their) phone off|phone (?:is|was) off|offline|cannot reach (?:her|him|them)|will not answer|no answer|left on read|has not replied|switched (?:her|his|their) phone off|deleted (?:her|his|their) (?:account|accounts|profile|instagram|socials))\b`,
  { person: 'third' },
);
add(
  'third-story',
  ['third-party'],
  String.raw`\b(?<!\b(?:bit|scene|part|episode|moment) in (?:the )?(?!(?:my|his|her|their|our|a|an|sons?|daughters?|kids?)\b)(?:\w+ ){1,3})(?:story|poem|essay|drawing|assignment|song|diary|journal|post|notebook)\b[^]{0,100}?\b(?:reads like a diary|is not (?:really )?fiction|does not (?:feel|read) like fiction|felt (?:too )?real|too detailed|too real|about (?:himself|herself|themselves)|i do not think (?:it is|its) made up)\b`,
  { person: 'third', unvetoable: true },
);
add(
  'third-weak',
  ['third-weak'],
  String.raw`\b(?:she|he|they|my \w+)\s+(?:is|has|have|are|s)?\s*(?:been\s+)?(?:tidying (?:things|everything) up|tying up loose ends|sorting (?:out )?(?:her|his|their) (?:things|affairs|stuff)|getting (?:her|his|their) affairs in order|saying goodbye to (?:people|everyone)|hugged me (?:weird|weirdly|for ages|for a long time|like)|giving (?:her|his|their) (?:stuff|things|belongings) away|not (?:him|her)self|really withdrawn)\b`,
);
add('third-giving', ['preparatory'], String.raw`\bgiving\s+(?:her|his|their)\s+(?:stuff|things|belongings|possessions|clothes|books)\s+away\b`, {
  person: 'third',
});
add(
  'worry',
  ['worry'],
  String.raw`\b(?:worried|worry|scared|concerned|afraid|frightened|panicking|panicked|terrified|i do not know what to do|freaking out)\b`,
);

// ---------------------------------------------------------------- more oblique concepts
// Indifference to one's own death: "if I got hit by a bus tomorrow, honestly fine".
const OUTCOME = String.raw`(?:(?:if|when)\s+i\s+(?:got|get|was|were)\s+(?:hit|run over|killed|in a (?:crash|car crash|accident))|i\s+(?:did not|didnt|do not|never|might not|will not)\s+(?:make it|wake up|come home|come back|survive|get home)(?!\s+(?:in time|early|on time|for (?:work|school|the|my|it)|at \d|before|till|until|when the alarm|to (?:my|the) alarm))|(?:hit|run over|taken out)\s+by\s+a\s+(?:bus|car|truck|train|lorry|drunk driver)|it\s+(?:did not|didnt)\s+(?:crash|hit|work|kill me)|(?:the|my|our)\s+(?:car|plane|bus|flight|train)\s+(?:crashed|crashes|went down|goes down|did not crash|didnt crash|skidded|skids|spun)|(?:the|my)\s+(?:scan|test|tests|results|biopsy|lump|mri|bloods)\s+(?:finds|find|found|shows|show|showed|is|was|are|comes back|came back)\s+(?:\w+\s+)?(?:something|bad|cancer|serious|terminal|the worst)|i\s+(?:get|got|catch|caught)\s+(?:sick|ill|cancer|covid|something)\s+and\s+(?:die|it takes me|do not recover)|it\s+(?:takes|took|would take|will take)\s+me|something\s+(?:happens|happened|would happen)\s+to\s+me|(?:if|when)\s+(?:a|the)\s+(?:meteor|asteroid|bomb|car|bus|truck|plane|lightning|tree|earthquake|tornado|fire|tsunami)\s+(?:hit|hits|struck|strikes|fell on|falls on|landed on|took out|killed|flattened)\s+(?:me|my \w+)|the\s+(?:cancer|illness|tumou?r|disease|lump)\s+(?:comes back|came back|returns|spreads|wins|gets me|is back))`;
const INDIFFERENT = String.raw`(?:would not mind|wouldnt mind|would not care|honestly fine|fine by me|that is (?:fine|okay|ok)(?= with me|[.!?,;]|$| honestly| tbh| really)|i am (?:okay|ok|fine) with (?:that|it)|i would be (?:okay|ok|fine) with (?:that|it)|(?:would|will) be (?:fine|okay|a relief|nice|good|a blessing|grateful|thankful|glad|happy)|relief|relieved|disappointed|(?:kind of|kinda|secretly|half|sort of)\s+hoping|hoping|i hope|part of me (?:was|is|would be|wanted|hoped|wished|hopes|wishes|wants)|not the worst thing|would not be so bad|would welcome|welcome it|i would not fight|let it happen|would not be sad|good riddance)`;
add('indifferent-to-death', ['passive'], String.raw`\b${OUTCOME}[^.!?]{0,60}?\b${INDIFFERENT}\b|\b${INDIFFERENT}\b[^.!?]{0,60}?\b${OUTCOME}`, {
  person: 'self',
});
add(
  'pray-not-make-it',
  ['passive'],
  String.raw`\b(?:hope|hoping|pray|praying|wish|wishing)\s+(?:that\s+)?i\s+(?:do not|dont|never|will not|wont|do not even)\s+(?:make it|live|get|reach|see)\s+(?:to|past|until|till|beyond)\s+(?:\d+|thirty|forty|twenty|my \w+ birthday|christmas|next year|the end of the year)\b`,
);
add(
  'better-off-bare',
  ['passive'],
  String.raw`\b(?:everyone|everybody|they|my family|the world|people|my kids|the kids|my friends|all of them)\s+(?:would|will|would all|will all|would honestly|would probably)\s+be\s+(?:so much\s+)?better off(?=[.!?,;]|$|\s+(?:honestly|tbh|really|i know it|i swear))`,
  { person: 'self' },
);
add(
  'taking-up-space',
  ['passive'],
  String.raw`\b(?:just|only|i am|i am just|i am only|im just)\s+taking up (?:space|air|oxygen|room)\b|\b(?:waste|wasted) of (?:everyone s |everyones |my parents |their )?(?:space|air|oxygen|skin|a life|time and money)\b(?<=\b(?:i am|i feel like|i feel|i have become|just|such)\s+(?:a|an|such a|just a|nothing but a)?\s*(?:\w+\s+)?waste of[^.!?]{0,30})`,
);
// Planning one's own funeral told as fun ("planning my own funeral is weirdly fun") is not a wish to die.
const FUNERAL_IS_FUN = String.raw`(?!\s+is\s+(?:weirdly|surprisingly|actually)\s+(?:fun|enjoyable)\b)(?![.!?,]?\s*(?:the\s+)?theme\s+(?:is|will be)\b(?=[^]{0,80}\b(?:refunds?|lol|lmao|haha|karaoke|fancy dress|open bar|bouncy castle|cake|dress code|joke|jk)\b))`;
// Dressing "like I'm going to my own funeral" is a look, unless what follows says it is planned or near.
add(
  'my-funeral',
  ['passive'],
  String.raw`(?<!\b(?:song|track|tune)\b[^.!?]{0,15}\bis so good\b[^.!?]{0,40})(?:(?<!\blike\s+(?:i am|you are|i was)\s+going to\s+)|(?=[^]{0,100}\b(?:i will be|soon|already|paid for|planned|the only thing|how soon|letters?|far off|not long|sooner|for real|coming)\b))\bmy\s+(?:own\s+)?funeral\b(?![^.!?]{0,30}\b(?:lol|haha|joke)\b)(?!\s+(?:plan\b|in instal?lments\b|monthly\b))${FUNERAL_IS_FUN}`,
  { strong: true },
);
add(
  'funeral-plan',
  ['preparatory'],
  String.raw`\b(?!(?<=\bsend help[.!]*\s*(?:or|and)\s+(?:send\s+)?)flowers\b)(?:playlist|songs?|music|outfit|flowers|hymns?|wishes|plans?|reading|eulogy|coffin|casket)\s+(?:for|at)\s+my\s+(?:own\s+)?funeral\b|\bmy\s+(?:own\s+)?funeral\s+(?:playlist|plans?|wishes|outfit|songs?)\b|\b(?:planned|planning|plan|picked|chose|choosing)\s+(?:out\s+)?my\s+(?:own\s+)?funeral\b${FUNERAL_IS_FUN}`,
  { strong: true },
);
add(
  'sleep-not-return',
  ['passive'],
  String.raw`\b(?:sleep|go to sleep|fall asleep|lie down|lay down|close my eyes)(?:\s+after)?\s+and\s+(?:just\s+)?(?:never|not)\s+(?:have to\s+)?(?:wake up|come back(?!\s+(?:to|down|downstairs|up|upstairs|out|in|for)\b)|get up(?!\s+(?:to|for|early)\b)|open (?:them|my eyes)|do any of this)\b(?![^.!?]{0,12}\b(?:till|until|before|during|through)\b)`,
);
add(
  'without-me-better',
  ['passive'],
  String.raw`\b(?:would|will)\s+(?:\w+\s+){0,2}?(?:save|have)\s+(?:so much\s+)?(?:more\s+)?(?:money|time|space|peace)\s+without me\b|\bwithout me\b[^.!?]{0,40}?\b(?:better|easier|happier|lighter|fine|spinning|simpler|calmer|less stressed|relieved|richer)\b(?![^.!?]{0,40}\b(?:holiday|trip|weekend|while i am away|while im away|tonight|for a (?:day|week|bit))\b)|\b(?:keep|go on|carry on)\s+(?:spinning|turning|going)\s+without me\b|\b(?:would|will)\s+(?:all\s+)?(?:cope|adjust|manage|be fine|move on|get over it|be better)\s+(?:fine\s+|just fine\s+)?without me\b(?![^.!?]{0,40}\b(?:holiday|trip|weekend|while i am away|while im away|tonight|for a (?:day|week|bit))\b)`,
  { person: 'self' },
);
add(
  'nobody-miss-bare',
  ['passive'],
  String.raw`\b(?:nobody|none of them|not a single person|not one person)\s+(?:would|will)\s+(?:even\s+|really\s+|actually\s+)?(?:miss me|mourn me|cry for me|come to my funeral|notice i am gone|notice i was gone|notice im gone|notice if i was gone|care if i (?:died|was gone|disappeared))\b`,
  { person: 'self' },
);
add(
  'not-belong-earth',
  ['passive'],
  String.raw`\b(?:do not|dont)\s+belong\s+(?:here|anywhere|in this world|on this earth)\b[^]{0,40}\b(?:on this earth|in this world|alive|among the living|not anywhere)\b|\bnot (?:meant|supposed) to be (?:here|alive|on this earth|in this world|born)(?=[.!?,;]|$| anymore| at all)`,
);
add(
  'wish-not-saved',
  ['passive'],
  String.raw`\b(?:wish|wished|wishing)\s+(?:that\s+)?(?:the doctors?|they|the paramedics|someone|he|she|you|the ambulance|the surgeons|the nurses|my \w+)\s+(?:had not|hadnt|did not|didnt|never|would not have)\s+(?:saved|found|revived|resuscitated|brought me back|stopped me|called (?:an|the) ambulance|pumped my stomach)\b`,
);
add(
  'fight-stay-alive',
  ['passive'],
  String.raw`\b(?:losing|lost|giving up|gave up|tired of|exhausted from|cannot keep)\s+(?:the\s+)?(?:fight|fighting|battle|struggle|struggling)\s+to\s+(?:stay alive|keep living|live|keep going|stay here|be here)\b`,
);
add(
  'how-i-would',
  ['active'],
  String.raw`\b(?:how|when|where)\s+i\s+(?:would|will|could|am going to|should|might|d)\s+(?:do it(?=[.!?,;]|$| and| if)|die|end it|go(?=[.!?,;]|$)|kill myself|end my life)\b|\b(?:thinking|thought|think|planning)\s+(?:about\s+)?how\s+to\s+(?:do it(?=[.!?,;]|$)|end it|die|go through with it)\b`,
);
add(
  'nobody-stop-me',
  ['active'],
  String.raw`\b(?:nobody|none of them)\s+(?:would|could|will|can)\s+(?:stop|save|find)\s+me\b(?![^.!?]{0,40}!)|\bnobody would find me (?:in time|for days|until)\b`,
);
// "finish myself off" after any modal ("i should finish myself off properly") or as a time chosen ("whether this is the
// year i finish myself off", not a joke about training); "finish it" only after the words of intent in the
// lookbehind, since "i should finish it." is homework.
add(
  'end-all',
  ['active'],
  String.raw`\bput\s+an\s+end\s+to\s+(?:it all|everything|my life|all of it|this life|it(?=[.!?,;]|$))|\bfinish\s+(?:it all|everything|myself off|it(?=[.!?,;]|$)|this(?=[.!?,;]|$))(?<=(?:tempted|want|wanted|going|ready|need|urge|time|just|to)\s+(?:to\s+)?finish\s+\w+(?:\s+\w+)?)|\bready\s+to\s+(?:end|finish|stop)\s+(?:this|it|everything|it all)(?=[.!?,;]|$)|\b(?:should|will|might|could|wanna)\s+(?:just\s+)?finish\s+myself\s+off\b(?!\s+(?:a|with|on)\b)|\b(?:(?:the|this)\s+(?:year|day|night|week|month|time)\s+(?:that\s+)?i|whether\s+i)\s+finish\s+myself\s+off\b(?!\s+(?:a|an|the|with|on)\b)(?![,.!]?\s*(?:ha|haha|lol|lmao)\b)(?![^]{0,80}\b(?:at work|at the gym|doubles?|shifts?|marathon|heat|training|the last|the rest|lol|haha)\b)(?<!\b(?:marathon|running|training|gym|work|shift|doubles?)\b[^.!?]{0,60})`,
);
add(
  'want-out-permanent',
  ['active'],
  String.raw`\b(?:want|wanted|need|needed|ready|going)\s+out(?!\s+(?:of|tonight|for|with|to|and))\b[^a-z]{0,4}\s*(?:permanently|for good|forever|once and for all|of (?:life|this life|this world|existence))\b|\b(?:i am|im)\s+(?:done|out|gone)[.,]?\s+(?:for good|permanently|forever|once and for all)(?=[.!?,;]|$)`,
);
add(
  'voice-do-it',
  ['active'],
  String.raw`\b(?:my head|my brain|the voice|voices|a voice|something|my mind|the thoughts)\s+(?:keeps|kept|is|are)?\s*(?:saying|telling me|tells me|says|whispering)\s+(?:to\s+)?(?:just\s+)?(?:do it|end it|go|jump|let go)(?=[.!?,;]|$)`,
);
add(
  'means-look',
  ['method'],
  String.raw`\b(?:looking at|looked at|look at|stare at|stared at|staring at|gazing at|gazed at|holding|held|hold)\s+(?:the|my|that|those|all the|all my)\s+(?:\w+\s+){0,2}?(?:{PILLS}|rope|belt|cord|knife|knives|blade|razor|gun|rifle|noose)\b[^.!?]{0,40}?\b(?:a lot|for ages|for a long time|for hours|too long|again|every night|all night|lately|and thinking|thinking|wondering|and counting|a bit too long|longer than)\b|\b(?:stood|standing|sat|sitting|stand|sit)\s+at\s+the\s+top\s+of\s+(?:the\s+|a\s+)?(?:stairwell|stairs|building|car park|cliff|tower|multi ?storey|block)\b[^.!?]{0,50}?\b(?:looking down|for a long time|for ages|too long|thinking|wondering)\b|\b(?:looking|looked|stare|stared|staring)\s+down\s+(?:from|over|at)\b[^.!?]{0,50}?\b(?:for a long time|for ages|too long|for hours|thinking|wondering)\b|\b(?:driving|drive|drove|walking|walk|walked|going)\s+(?:the long way|past|by|over)\b[^.!?]{0,40}?\b(?:bridge|cliffs?|tracks|railway|car park|quarry|river|overpass)\b[^.!?]{0,40}?\b(?:so i can|to)\s+(?:look at|see|stare at)\s+(?:it|them)\b|\b(?:stood|standing|sat|sitting)\s+at\s+the\s+(?:rail|railing|edge|barrier)\b[^.!?]{0,10}\b(?:a lot\s+|way\s+|much\s+)?longer\s+than\s+(?:a bloke|anyone|a person|i|you)\s+should\b(?![^.!?]{0,60}\b(?:whales?|dolphins?|band|sunset|view|races?|watching|waiting|fireworks|birds|boats)\b)`,
);
add(
  'means-know-code',
  ['method'],
  String.raw`\b(?:{WEAPON}|gun safe|safe|cabinet|locker)\b[^]{0,60}?\bi know (?:the|where the)\s+(?:code|combination|key|pin)\b|\bi know (?:the|where the)\s+(?:code|combination|key)\b[^]{0,60}?\b(?:{WEAPON}|gun safe)\b`,
  { strong: true },
);
add(
  'means-personal',
  ['method'],
  String.raw`\b(?:rope|noose|belt|gun|rifle|pistol|ammo|bullets|blade|razor)\s+(?:is|are|has been|have been|sits|sitting|stays)\s+(?:still\s+)?(?:in|under|inside)\s+(?:the boot of\s+)?(?:my|the)\s+(?:room|car|bag|drawer|wardrobe|closet|boot|locker|desk|bedside|bed|mattress|pillow|backpack|glovebox|trunk)\b`,
  { strong: true },
);
add(
  'pills-inventory',
  ['method'],
  String.raw`\b(?:checked|check|checking|counted|count|worked out|working out|know|knew|figured out|looked at)\s+how\s+(?:much|many)\s+(?:of\s+(?:my|the)\s+)?(?:{PILLS})\s+(?:\w+\s+){0,2}?(?:is|are|there is|there are|i have|we have|it would take|would take|in the house|left|would do it|would be enough)\b|\b(?:{PILLS})\s+(?:are|is)\s+(?:all\s+)?(?:in one place|together now|lined up|counted out|ready|all counted|sorted into|saved)\b`,
  { strong: true },
);
add(
  'floors-enough',
  ['method'],
  String.raw`\bhow many\s+(?:floors|storeys|stories|metres|meters|feet)\s+(?:up\s+)?(?:would|is|are|do you need|it takes)\s+(?:be\s+)?(?:enough|needed|fatal|high enough)\b`,
  { strong: true },
);
add(
  'walk-in-not-stop',
  ['method'],
  String.raw`\b(?:walk|walking|walked|swim|swimming|swam|wade|wading|keep walking|keep swimming)\s+(?:in|into|out|out into|into the \w+)?\b[^.!?]{0,30}?\b(?:and not (?:stop|stopping|come back|coming back|turn back|turning back)|and never (?:come|coming|stop|stopping|turn|turning) back|until i (?:could not|cannot|can not|disappear|am gone))\b|\b(?:going to|gonna|want to|will|thinking about|thought about|plan to|planning to)\s+(?:just\s+)?(?:walk|walking|swim|swimming|wade|wading)\s+(?:out\s+)?into\s+the\s+{WATER}\b(?![^.!?]{0,40}\b(?:paddle|paddl\w+|swim|dip|fun|with (?:the kids|friends)|holiday|up to my (?:knees|waist|ankles))\b)(?!\s*[.!?]\s*instead\b)`,
  { strong: true },
);
// The engine left running behind a shut garage door is the act itself: "Engine's running. Garage door's down."
add(
  'engine-garage',
  ['attempt'],
  String.raw`\b(?:engine|engines|motor|car)\s+(?:is\s+|s\s+)?(?:running|on|idling)\b[^]{0,60}\bgarage\s*(?:doors?\s+)?(?:is\s+)?(?:down|shut|closed)\b|\bgarage\s*(?:doors?\s+)?(?:is\s+)?(?:down|shut|closed)\b[^]{0,60}\b(?:engine|engines|motor|car)\s+(?:is\s+)?(?:running|on|idling)\b`,
  { person: 'self', strong: true },
);
add('garage-engine', ['method'], String.raw`\bgarage\b[^]{0,60}?\b(?:engine|engines|car|motor)\s+(?:is\s+)?(?:running|on|idling|still running)\b`, {
  strong: true,
});
add(
  'garage-now',
  ['attempt'],
  String.raw`\b(?:sitting|sat|i am|im)\s+(?:in|inside)\s+the\s+car\s+in\s+the\s+(?:closed\s+|shut\s+)?(?:garage|lock up|lockup)\b|\b(?:sitting|sat|i am)\s+in\s+the\s+garage\b[^.!?]{0,40}?\b(?:engine|running|exhaust)\b`,
  { strong: true },
);
add(
  'rope-tied',
  ['method'],
  String.raw`\b(?:tied|tying|tie|knotted|hung|hanging|fixed|fastened|rigged)\s+(?:up\s+)?(?:the|a|my)\s+(?:rope|noose|belt|cord|ligature)\b(?!\s+(?:to the (?:boat|tent|car|roof rack|trailer|dog|fence|post|tree for)|around the (?:box|boxes|suitcase|bag|package|parcel|luggage)))`,
  { strong: true },
);
add(
  'chair-rope',
  ['attempt'],
  String.raw`\b(?:standing|stood|stand|on)\s+(?:on\s+)?(?:a|the|my)\s+(?:chair|stool|step ?ladder|bucket|ladder)\b(?=[^]{0,80}\b(?:rope|noose|belt|cord|tied|neck)\b)|\b(?:rope|noose|belt|cord|tied)\b[^]{0,80}?\b(?:standing|stood|stand)\s+on\s+(?:a|the|my)\s+(?:chair|stool|step ?ladder|bucket)\b`,
  { strong: true },
);
// Absence as the writer's gift: "the best thing I could contribute to this department is my absence".
add(
  'best-gift-my-absence',
  ['passive'],
  String.raw`\b(?:the\s+)?(?:best|kindest|most useful|only useful)\s+thing\s+i\s+(?:could|can|would)\s+(?:contribute|give|offer|do)\b[^.!?]{0,60}?\bis\s+(?:my\s+absence|to\s+(?:disappear|not be here|not exist|be gone))\b`,
  { person: 'self' },
);
// Ending it sooner than an illness would: "I'd rather end my own life than let this body do it by inches". Said this
// way it is not the hyperbole of "I'd rather die than sit through that again".
add(
  'rather-end-own-life-than-illness',
  ['active'],
  String.raw`\b(?:i would|i had|id)\s+(?:much\s+|honestly\s+|just\s+)?rather\s+(?:end|take)\s+my\s+own\s+life\s+than\s+(?:let|watch|wait for|waste away|rot|be eaten|go the way)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Affairs closed off, then "loose ends": "Cancelled physio. Paid off the credit card. Loose ends.", "paid back the $40 i owed
// Mase and said sorry for everything ... just dont want any loose ends". Not tidying up before leave, a move or a trip.
add(
  'affairs-closed-loose-ends',
  ['preparatory'],
  String.raw`\b(?:no loose ends|(?:do not|dont|didnt|did not) want (?:any )?loose ends|loose ends(?=\s*[.!]|\s*$))(?<=\b(?:cancel+ed|paid (?:off|back)|said sorry for everything|gave away|given away|returned (?:the|his|her|their)|closed (?:my|the) (?:account|accounts))\b[^]{0,230})(?<!\b(?:leave|holiday|vacation|maternity|paternity|moving|move house|house move|handover|new job|retire\w*|emigrat\w*|wedding|trip|travel\w*|deployment|semester|term|contract|project|probate|estate|will|funeral)\b[^]{0,300})`,
  { person: 'self', level: 'high' },
);
// In the water now: "im in the water. so cold. sorry", "in the water now. its so cold", "im in the river. water's
// freezing. typing on the bank with wet hands. going back in". Not a swim, a dip, a paddle, a race or a day at the river
// with the cousins before lunch.
add(
  'in-water-now',
  ['attempt'],
  String.raw`(?:\b(?:i am|im|i am already|already)\s+in\s+the\s+{WATER}\b{NOT_BEFORE}(?!{AFTER})(?:(?=[^]{0,60}\b(?:cold|so cold|deep|current|cannot feel|numb|sorry|goodbye|heavy|waves|dark)\b)|[^]{0,150}?\bgoing back (?:in|out)\b)|(?:^|[.!?]\s*)(?:i am\s+|im\s+)?in\s+the\s+{WATER}\s+now\b{NOT_BEFORE}(?!{AFTER}))`
    .replaceAll(
      '{NOT_BEFORE}',
      String.raw`(?<!\b(?:swim\w*|dip|kayak\w*|paddl\w*|fishing|raft\w*|float\w*|surf\w*|snorkel\w*|bodyboard\w*|waka|training|race|for fun|manu|picnic|beach day)\b[^]{0,140})`,
    )
    .replaceAll('{WATER}', String.raw`(?:water|sea|river|lake|loch|reservoir|ocean|canal|dam|creek)`)
    .replaceAll(
      '{AFTER}',
      String.raw`[^]{0,150}\b(?:swim\w*|paddl\w*|dip|lovely|bracing|fun|gorgeous|amazing|refreshing|wetsuit|surf\w*|kayak\w*|club|lesson|race|triathlon|warm up|freezing but|with (?:the\s+)?(?:friends|kids|cousins|cuzzies|mates|whanau|family|my \w+)|holiday|mean as|sweet as|lol|haha|cuzzies|lunch|picnic)\b`,
    ),
  { person: 'self', strong: true },
);
add(
  'alcohol-pills',
  ['attempt'],
  String.raw`\b(?:downed|drank|swallowed|took|necked|finished)\s+(?:the|a|half the|half a)\s+(?:bottle|vodka|wine|whisky|whiskey|gin)\b[^.!?]{0,20}?\band\s+(?:the|my|all the|all my|some)\s+(?:{PILLS})\b`,
  { strong: true },
);
add(
  'pills-alcohol',
  ['attempt'],
  String.raw`\b(?:mixed|mixing|washed down|washing down|downed|took|taken|swallowed|taking)\s+(?:the\s+|my\s+|all the\s+|all my\s+|a load of\s+|a bunch of\s+|some\s+)?(?:{PILLS})\s+(?:with|and)\s+(?:the\s+|a\s+|some\s+|half a bottle of\s+|a bottle of\s+)?(?:vodka|wine|alcohol|booze|whisky|whiskey|beer|gin|rum|bottle)\b(?![^.!?]{0,20}\b(?:with (?:dinner|food)|glass of)\b)`,
  { strong: true },
);
add(
  'writing-from',
  ['attempt'],
  String.raw`\b(?:writing|typing|texting|posting)\s+(?:this\s+)?(?:from|on)\s+(?:the|a|this)\s+(?:ledge|roof|rooftop|bridge|edge|tracks|cliff|railway|top floor)\b`,
  { strong: true },
);
add(
  'done-it',
  ['attempt'],
  String.raw`\b(?:i have done it|i have already done it|it is done|i did it|it is too late)\b(?=[^]{0,80}\b(?:sorry|goodbye|forgive|love you|too late|bye)\b)(?![^.?]{0,40}!)`,
  { strong: true },
);
add(
  'third-location-now',
  ['attempt'],
  String.raw`\b(?:she|he|they|my \w+)\s+(?:is|are|s)\s+(?:on|at|up on|standing on|sitting on)\s+(?:the|a)\s+(?:bridge|roof|rooftop|ledge|edge|tracks|cliff|railway|top floor)\b(?=[^]{0,60}\b(?:now|right now|will not answer|not answering|threatening|says|said|goodbye)\b)`,
  { strong: true, person: 'third' },
);
add(
  'sh-only-pain',
  ['self-harm'],
  String.raw`\bthe\s+(?:only|one)\s+thing\s+that\s+(?:helps|works|makes (?:it|the noise|everything) (?:stop|quiet|better)|calms me|gets me through)\s+is\s+(?:the\s+)?(?:pain|cutting|hurting myself|the blade|the razor|burning|bleeding|self harm)\b|\bpain is the only thing\b`,
);
add(
  'sh-relapse-duration',
  ['self-harm'],
  String.raw`\brelapsed?\s+(?:again\s+)?(?:after|today after|last night after)\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|so many|almost|nearly|over)\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?)\b(?![^.!?]{0,30}\b(?:smoking|cigarettes|vaping|vape|alcohol|drinking|sugar|caffeine|weed|gambling|porn|nail biting)\b)`,
);
add(
  'sh-covered',
  ['self-harm'],
  String.raw`\b(?:{BODY})\s+(?:are|is)\s+(?:covered in|full of|all)\s+(?:cuts|scars|burns|marks|scratches|bruises|lines)\b|\b(?:nobody|no one|noone)\s+knows\s+about\s+(?:the|my)\s+(?:cuts|scars|burns|marks|self harm|bruises)\b`,
);
add(
  'sh-until-bleed',
  ['self-harm'],
  String.raw`\b(?:scratch|scratched|scratching|bite|biting|bit|pinch|pinched|pinching|pick|picked|picking|hit|hitting|punch|punched|punching|dig|digging|dug|claw|clawed|clawing)\s+(?:(?:at\s+)?(?:my|myself|both)\b[^.!?]{0,30}?)?\buntil\s+(?:it|they|i|my \w+)\s+(?:bleed|bled|bleeds|bruise|bruised|bruises|hurts|hurt|blister|blisters|bleeding|break|broke)\b(?![^.!?]{0,40}\b(?:eczema|itch|itchy|rash|mosquito|hives|psoriasis|bite|allergy|eating|chewing)\b)(?<!\b(?:numbed|numbing|anaesthetic|anesthetic|dentist|injection)\b[^.!?]{0,80})`,
);
add(
  'standing-on-now',
  ['attempt'],
  String.raw`\b(?:i am|im|i am just|i am still|i am now)\s+(?:standing|sitting|sat|stood|perched|lying|crouching|kneeling)\s+(?:on|at|up on|on top of|on the edge of|at the edge of)\s+(?:the|a|this|my)\s+(?:\w+\s+)?(?:roof|rooftop|ledge|edge|bridge|tracks|railway|railing|cliff|balcony railing|top floor|parapet)\b(?![^.!?]{0,60}\b(?:club|bar|party|terrace|garden|fireworks|picnic|view is|views|sunset|photos|selfie|with (?:friends|the kids|my \w+))\b)`,
  { strong: true },
);
add(
  'secret',
  ['secret'],
  String.raw`\b(?:nobody|noone)\s+knows\s+(?:why|where i|what i|about (?:it|this|the plan)|what it is for|what its for)\b|\bnot telling (?:anyone|anybody|a soul)\b|\b(?:they|she|he|mum|mom|dad|nobody|my \w+)\s+(?:do not|does not|did not)\s+know\s+(?:why|that is what it was|thats what it was|what it (?:is|was) for|what i am (?:doing|planning)|it was goodbye|it was the last)\b`,
);
add(
  'love-everyone',
  ['weak-prep'],
  String.raw`\b(?:telling|told|tell|texting|texted|hugging|hugged|called|calling|saying)\s+(?:everyone|everybody|all of them|my family|people|them all|my \w+ and \w+)\s+(?:that\s+)?i\s+love\s+(?:them|you|her|him)\b|\b(?:visit|visiting|visited|see|seeing|saw|call|calling|called|hug|hugging|hugged|text|texting|texted)\s+(?:everyone|everybody|all (?:of )?my \w+|my (?:family|friends|parents|grandparents|nan|gran))\s+(?:one last time|for the last time|while i (?:still )?can|before i go)\b`,
);
add(
  'not-her-fault',
  ['preparatory'],
  String.raw`\b(?:note|letter|letters|message|notes)\b[^.!?]{0,50}?\b(?:explaining|so (?:she|he|they|mum|mom) (?:know|knows|understand)|(?:it )?(?:was not|wasnt|is not|isnt) (?:her|his|their|your|anyone s|anyones|mums|moms|dads) fault)\b`,
  { strong: true },
);
add(
  'found-in',
  ['preparatory'],
  String.raw`\bto be (?:found|buried|cremated|laid out|seen) in\b|\b(?:when|after|once|before)\s+(?:they|someone|somebody|mum|mom|dad|anyone|my \w+)\s+(?:find|finds|found)\s+me\b|\bwho(?:ever)?\s+(?:will\s+)?finds?\s+me\b`,
  { strong: true },
);
add(
  'if-anything-happens',
  ['preparatory'],
  String.raw`\bif (?:anything|something)\s+(?:happens|should happen|were to happen|ever happens)(?:\s+to me)?\b[^.!?]{0,60}?\b(?:burn|delete|destroy|give|take care|look after|feed|passwords?|my (?:diary|journal|phone|laptop|cat|dog|stuff|things)|keep)\b|\b(?:burn|delete|destroy|give away)\s+(?:it|them|my \w+)\s+if (?:anything|something)\s+happens\b`,
);
add(
  'provided-for',
  ['preparatory'],
  String.raw`\bmade sure\s+(?:the kids|they|everyone|my \w+|my family|the children|the cat|the dog)\s+(?:are|is|will be|would be)\s+(?:provided for|taken care of|looked after|set up|financially (?:okay|fine|secure))\b(?![^.!?]{0,40}\b(?:while|during|for the (?:day|weekend|week|holiday)|when i am at work)\b)`,
);
add(
  'pet-given',
  ['preparatory'],
  String.raw`\b(?:gave|given|giving|handed|rehomed|left)\s+(?:away\s+)?(?:my|our)\s+(?:cat|dog|kitten|puppy|rabbit|hamster|bird|parrot|snake|lizard|fish|tortoise|guinea pig|pets?)\s+(?:to|away)\b(?![^]{0,80}\b(?:allerg\w*|moving|landlord|new baby|cannot afford|vet|foster|shelter because|too big|not allowed)\b)`,
);
add(
  'got-rid',
  ['preparatory'],
  String.raw`\b(?:got rid of|getting rid of|threw out|throwing out|binned|binning|sold)\s+(?:all|most|everything|nearly all|almost all)\s+(?:of\s+)?(?:my\s+)?(?:stuff|things|belongings|possessions|clothes|everything)?\b(?![^]{0,60}\b(?:declutter\w*|donat\w*|charity|moving|move|new start|fresh start|spring|clear out|clearout|kondo|minimalis\w*|new flat|new house|new place|renovat\w*)\b)`,
);
add(
  'opportunity-means',
  ['plan', 'method'],
  String.raw`\b(?:have|having|get|getting|will have)\s+the\s+(?:flat|house|place|room|home)\s+(?:to myself\s+)?and\s+(?:the\s+|my\s+|all the\s+)?{MEANS}`,
  { strong: true },
);
add(
  'how-and-when',
  ['plan'],
  String.raw`\bi (?:know|have decided|worked out|figured out|have worked out|have figured out|have planned|planned) (?:exactly\s+)?(?:how and when|when and how|where and when|how and where)\b`,
  { strong: true },
);
add(
  'young-will',
  ['preparatory'],
  String.raw`\b(?:wrote|made|writing|written|drew up|did)\s+(?:my|a)\s+will\b[^]{0,60}?\bi am (?:1\d|2\d|3[0-4])\b|\bi am (?:1\d|2\d|3[0-4])\b[^]{0,60}?\b(?:wrote|made|writing|written|drew up)\s+(?:my|a)\s+will\b`,
  { strong: true },
);
add(
  'give-away-generic',
  ['preparatory'],
  String.raw`\b(?:gave|giving|given|gift\w*|hand\w*|left|sold|selling)\s+(?:away\s+)?(?:my|her|his|their)\s+(?:\w+\s+){0,2}?\w+\s+(?:to|away)\b[^]{0,60}?\b(?:will not be needing|will not need|wont need|wont be needing|not going to need|do not need (?:it|them|anything) anymore|where i am going|after i am gone|when i am gone|which is not why|that is not why|told (?:him|her|them|people|everyone) (?:it is|its|i am|im)|i would (?:have )?no (?:use|need) for (?:it|them) (?:anymore|any more)|just for a while|only for a while|for a bit|to remember me|for keeps|for good)\b(?![^.!?]{0,40}\b(?:now (?:i|that i) (?:have|got)|new one|upgraded|got a new|bought a new|new (?:phone|laptop|console|bike|car))\b)`,
  { third: 'risk' },
);
add(
  'last-one',
  ['plan'],
  String.raw`\b(?:christmas|this christmas|this birthday|my birthday|tonight|sunday|this weekend|this year|it|today|tomorrow)\s+(?:will be|is going to be|is)\s+my\s+last(?:\s+one)?(?=[.!?,;]|$)|\bmy last (?:day|night|week|weekend|christmas|birthday)\s+(?:will be|is going to be|is)\s+(?:on\s+)?{TIMING}\b(?![^.!?]{0,30}\b(?:at work|of work|at school|of term|at uni|in the office|at the job)\b)`,
  { strong: true },
);
add(
  'timed-all-set',
  ['decision'],
  String.raw`\b(?:everything|it|it all|all of it)\s+is\s+(?:all\s+)?(?:planned|arranged|sorted|ready|set|organised|organized)\s+for\s+{TIMING}|\bi (?:know|have decided|worked out|figured out) (?:exactly\s+)?how and when\b|\bi am sure this time\b|\bthis time i mean it\b|\bthat is it(?=[.!?;]|$)(?<=(?:{TIMING}|school|work)[^.!?]{0,20}that is it)`,
);
add(
  'set-a-date',
  ['decision'],
  String.raw`\b(?:set|picked|chose|chosen|have|got)\s+(?:a|the)\s+date\b(?![^.!?]{0,30}\b(?:for|wedding|party|meeting|move|trip|holiday|appointment|interview|launch|exam|surgery|dinner|drinks|viewing|with (?:a|the|this|that|my) (?:guy|girl|boy|man|woman|lad|lass|nurse|doctor|teacher|someone|person|hottie|cutie)|with (?:someone|him|her))\b)`,
);
add(
  'free-at-last',
  ['passive'],
  String.raw`\b(?:i will|ill|i am going to|i will finally|i can finally|i can)\s+(?:finally\s+)?be\s+(?:at peace|at rest|free of (?:all )?(?:this|it|the pain|everything)|free forever|out of everyone s way|out of everyones way|gone)(?=[.!?,;]|$| soon| forever)|\b(?:on|by|after)\s+(?:my birthday|christmas|sunday|friday|saturday)\s+(?:i will|ill)\s+(?:finally\s+)?be\s+free(?=[.!?,;]|$)`,
);

// ---------------------------------------------------------------- concepts from blind-written oblique texts
add(
  'still-alive-regret',
  ['passive'],
  String.raw`\b(?:annoyed|annoyance|disappointed|disappointment|angry|upset|gutted|sad|frustrated|irritated|cheated)\s+(?:that\s+|to find\s+|when\s+)?i\s+(?:woke up(?: again| at all)?|open my eyes|opened my eyes|am still here|am still alive|survived|made it through (?:the|another) night|was still (?:here|alive|breathing)|am still breathing)\b(?!\s*,?\s*(?:and (?:saw|found|realised|realized|heard|looked|remembered|it was)|to (?:find|see|hear|the)|(?:the|my|our) \w+ (?:had|was|were|is|are)|it (?:had|was)|there was|before|(?:too\s+)?(?:late|early))\b)|\b(?:dreamt|dreamed)\s+(?:that\s+)?i\s+(?:died|was dead|had died)\b[^.!?]{0,60}?\bwoke\s+up\s+(?:\w+\s+)?(?:disappointed|gutted)\b|\bwoke up\s+(?:again\s+)?(?:and\s+)?(?:unfortunately|sadly|damn it|ugh)\b|\bwoke\s+up\s+and\s+(?:was|felt)\s+(?:\w+\s+)?disappointed(?=\s*[.!?]?\s*(?:that is new\b|again\b|$))`,
);
add(
  'if-i-was-not',
  ['passive'],
  String.raw`\bif\s+i\s+(?:just\s+)?(?:was not|were not|did not exist|was not here|was not around|was not alive|stopped being|ceased)(?=[.!?,;]|$|\s+(?:anymore|any more|at all|around|here|alive))`,
);
add(
  'stick-around',
  ['passive'],
  String.raw`\b(?:not sure|do not know if|do not think|do not want to|not going to|do not plan to|no reason to|why)\s+(?:i\s+)?(?:want to\s+|will\s+|should\s+)?(?:stick around|stay around|hang around|be around to see|stay to see|see how it ends|see another (?:year|birthday|christmas|summer))\b`,
);
add(
  'tired-of-being',
  ['passive'],
  String.raw`\b(?:tired|sick|exhausted|weary|done)\s+(?:of|with)\s+(?:the whole thing[.,]?\s+(?:of\s+)?)?(?:being a person|being human|being me|being anything|being alive|being here|having to exist|the whole thing of being)\b`,
);
add(
  'skip-to-end',
  ['passive'],
  String.raw`\b(?:skip|fast forward|jump)\s+(?:straight\s+)?to\s+the\s+end\b(?![^.!?]{0,30}\b(?:of (?:the|this) (?:book|film|movie|show|series|episode|game|video|chapter|lecture|meeting))\b)`,
);
add(
  'existence-burden',
  ['passive'],
  String.raw`\b(?:my existence|me being (?:here|alive|around)|my being here|my life)\s+(?:is|feels like)\s+(?:just\s+)?(?:an inconvenience|a burden|a problem|a nuisance|in the way|a drain|a mistake)\b|\bi\s+(?:am|feel like)\s+(?:just\s+)?(?:an inconvenience|a nuisance|in (?:everyone s|everyones) way)\s+(?:to|for)\s+(?:everyone|everybody|them|my family|the people)\b`,
  { person: 'self' },
);
add(
  'death-sounds-good',
  ['passive'],
  String.raw`\b(?:sleeping forever|sleep forever|not waking up|never waking up|being dead|dying|death|the idea of (?:sleeping forever|not waking up|not existing|dying|being dead)|not existing)\s+(?:sounds|seems|feels|looks|sounds like|would be)\s+(?:\w+\s+)?(?:like\s+)?(?:a\s+)?(?:holiday|dream|treat|relief|rest|gift|nice|lovely|peaceful|bliss|heaven|perfect|a relief)\b`,
);
add(
  'others-fine-parent',
  ['passive'],
  String.raw`\b(?:would|will)\s+(?:grow up|be|do|manage)\s+(?:just\s+)?fine\s+with\s+(?:just\s+)?(?:their|my|her|his)\s+(?:dad|mum|mom|father|mother|other parent|stepdad|stepmum|grandparents)\b`,
  { person: 'self' },
);
add(
  'sink-stay',
  ['passive'],
  String.raw`\b(?:wish|wished|wishing|want|wanted|could)\s+(?:i could\s+|to\s+)?(?:just\s+)?(?:sink|slip under|go under|slide under)\b[^.!?]{0,20}?\b(?:and stay|and not come up|forever|and never)\b`,
);
add(
  'hand-life-back',
  ['passive'],
  String.raw`\b(?:hand|give|send|return|take)\s+(?:my life|it all|life|this life)\s+back\b|\b(?:return|refund)\s+(?:my life|this life|being alive)\b`,
);
add(
  'reasons-short',
  ['active'],
  String.raw`\breasons?\s+(?:to|for)\s+(?:stay|staying|live|living|keep going|stay alive|stick around)\b[^]{0,60}?\b(?:short|shorter|running out|ran out|getting short|cannot think of|none|nothing|empty|blank|only one left)\b(?!\s+of\s+(?:space|room|paper|ink|lines|pages|time))`,
);
add(
  'without-acting',
  ['active'],
  String.raw`\b(?:made it|got|get|getting|making it)\s+through\s+(?:another|the|one more)\s+(?:day|night|week)\s+without\s+(?:acting on it|doing it|doing anything|hurting myself|giving in)\b|\b(?:barely|almost|nearly|so close to)\s+(?:acted on it|did it|went through with it|gave in)\b`,
);
add(
  'googling-shouldnt',
  ['method', 'preparatory'],
  String.raw`\b(?:googling|googled|searching|searched|looking up|looked up|reading about|read about)\s+(?:things|stuff)\s+i\s+(?:should not|shouldnt)\b`,
);
add('planning-how', ['active', 'plan'], String.raw`\bplanning\s+(?:how|it|when|where)(?=[.!?,;]|$)|\blie there planning\b`);
add(
  'means-in-case',
  ['method'],
  String.raw`\b(?:{MEANS})\b[^]{0,60}?\b(?:just\s+)?in case\s+i\s+(?:decide|need (?:them|it|to)|change my mind|cannot cope|want to|go through with it)\b`,
  { strong: true },
);
add(
  'keep-looking-means',
  ['method'],
  String.raw`\b(?:keep|kept|keeps|keeping)\s+(?:looking|staring)\s+at\s+(?:the|my|that|those)\s+(?:\w+\s+){0,4}?(?:{PILLS}|rope|belt|knife|knives|knife block|blade|razor|gun|rifle|noose|bridge|tracks|window|balcony)\b|\blooked at\s+(?:the|my)\s+(?:knife block|knives|pills|rope|belt|gun|razor|blades)\s+for\s+(?:a long time|ages|hours|too long)\b`,
  { strong: true },
);
add(
  'gap-railing',
  ['method'],
  String.raw`\b(?:gap|hole|break|opening)\s+in\s+the\s+(?:railing|railings|fence|barrier|net|netting|wall)\b(?=[^]{0,60}\b(?:car park|bridge|roof|floor|cliff|platform|tracks|know|which)\b)|\bi know which\s+(?:floor|bridge|spot|one|platform|building)\b`,
);
add(
  'opportunity-window',
  ['timing', 'decision'],
  String.raw`\bwhen\s+the\s+(?:house|flat|place|street|world)\s+is\s+(?:asleep|quiet|empty|dark)(?=[.!?,;]|$)|\b(?:while|when)\s+everyone\s+is\s+(?:at church|asleep|out|away|at work|at school)(?=[.!?,;]|$)`,
);
add(
  'timed-worked-out',
  ['decision'],
  String.raw`\b(?:have|got)\s+(?:it|everything)\s+(?:all\s+)?(?:planned|worked out|figured out|sorted|arranged|ready)\s+for\s+{TIMING}|\b(?:booked|set|marked|circled|pencilled)\s+(?:in\s+my\s+(?:head|mind|diary)\s+)?for\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?<=\b(?:in my head|in my mind)[^]{0,10}for\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th))`,
);
add(
  'not-coming-home',
  ['decision'],
  String.raw`\bi\s+(?:do not|will not|am not going to|am not|am never|will never)\s+(?:come|coming|go|going|get|getting|make it|making it)\s+(?:home|back)\b(?!\s+(?:till|until|before|for|tonight|late|early|this|on time|in time|after))`,
);
add(
  'last-week',
  ['plan'],
  String.raw`\b(?:this|it|next week|this week)\s+is\s+(?:going to be\s+)?my\s+last\s+(?:week|day|night|month|weekend|christmas|birthday)(?=[.!?,;]|$)`,
  { strong: true },
);
add('anniversary', ['timing'], String.raw`\bon\s+(?:the|his|her|their|my \w+s?)\s+anniversary\b|\bon the day\b`);
add('one-for-each', ['preparatory'], String.raw`\b(?:letters?|notes?|cards?|envelopes?)\b[^]{0,40}?\bone for (?:\w+\s*){1,2}[,.]?\s+one for\b`);
add(
  'foreclosed-future',
  ['weak-prep'],
  String.raw`\b(?:put my name down for|signed up for|registered for|booked|planned|enrolled in)\s+nothing\b|\bno point(?=[.!?;]|$)`,
);
add(
  'pet-somewhere',
  ['preparatory'],
  String.raw`\bmade sure\s+(?:my|the|our)\s+(?:cat|dog|kitten|puppy|pets?|rabbit|hamster|fish|bird|plants?)\s+(?:will go to|goes to|will stay with|will live with|(?:has|have|will have|would have)\s+(?:somewhere to go|a (?:new )?home|someone to (?:look after|feed|take)|someone))\b`,
);
add(
  'can-have-my',
  ['preparatory'],
  String.raw`\b(?:she|he|they|you)\s+can\s+have\s+my\s+\w+\b[^]{0,60}?\b(?:not joking|wasnt joking|was not joking|i meant it|i am serious|when i am gone|after i am gone|after)\b`,
);
add(
  'fast-train',
  ['method'],
  String.raw`\b(?:the\s+)?(?:fast|non stopping|express|through|freight)\s+train\b(?=[^]{0,60}\b(?:minutes|mins|platform|edge|waiting|station|comes|passes)\b)`,
  { strong: true },
);
add(
  'sh-sleeves-summer',
  ['self-harm'],
  String.raw`\b(?:wear|wearing|wore|wore|had to wear|have to wear)\s+(?:long\s+sleeves|a hoodie|hoodies|jumpers|sweaters|a cardigan|leggings|tights|jeans)\b[^.!?]{0,40}?\b(?:barbecue|bbq|beach|summer|heat|hot day|hot weather|pool|july|august|the sun|sunshine|30 degrees|again)\b|\bkeep\s+(?:my\s+)?(?:arms|wrists|legs|thighs|skin)\s+covered\b`,
);
add(
  'sh-used-tool',
  ['self-harm'],
  String.raw`\b(?:used|using|use)\s+(?:the|a|my)\s+(?:\w+\s+)?(?:pencil sharpener|sharpener|razor|blade|box cutter|lighter|compass|scissors)\s*(?:blade)?\b(?![^.!?]{0,40}\b(?:mower|shave|shaving|legs|beard|craft|cardboard|box|paper|wood|kitchen|cooking|vegetables|carpet|lino|candle|bbq|barbecue|fire|hob|cigarette|to open)\b)(?=[^]{0,40}\b(?:again|last night|tonight|today|this morning|on my|myself)\b)`,
);
add(
  'sh-places-unseen',
  ['self-harm'],
  String.raw`\b(?:places|spots|parts|areas)\s+(?:of my body\s+)?(?:people|anyone|nobody|no one|they|mum|mom|others)\s+(?:cannot|can not|will not|wont|do not|dont)\s+see\b`,
);
add(
  'sh-punched-on-purpose',
  ['self-harm'],
  String.raw`\b(?:punched|hit|kicked|headbutted|slammed|smashed)\s+(?:a|the|my)\s+(?:wall|mirror|door|window|glass)\b[^.!?]{0,20}?\b(?:on purpose|deliberately|to feel|to hurt)\b|\bhead\s?butted(?<=(?:^|\bi\s+|[.!?]\s{0,3})head\s?butted)\s+(?:the|a)\s+(?:\w+\s+){0,2}?(?:wall|post|door|pole|beam|rail|fence|gate)\b[^.!?]{0,30}\b(?:till|until)\s+(?:it|i)\s+(?:bled|was bleeding|split)\b(?![^.!?]{0,40}\b(?:by accident|accidentally|clumsy|goat|ram|bull|cow|dog)\b)(?<!\b(?:by accident|accidentally)\b[^.!?]{0,60})`,
);
add(
  'wont-be-problem',
  ['passive'],
  String.raw`\b(?:will not|wont|am not going to|is not going to|are not going to|not going to)\s+be\s+(?:a|your|their|anyone s|anyones)\s+(?:problem|burden|bother|nuisance|worry)\s+(?:much longer|for long|anymore|any more|soon)\b`,
  { third: 'risk' },
);
add(
  'third-calm',
  ['third-weak'],
  String.raw`\b(?:she|he|they)\s+(?:has|have|is|are|s)?\s*(?:been\s+)?(?:so|really|weirdly|strangely|suddenly|oddly)\s+(?:calm|peaceful|at peace|happy)\s+(?:lately|recently|since|now|all of a sudden)\b`,
);

// Escalators: means within reach right now, and wishes that never let up.
add(
  'at-hand',
  ['at-hand'],
  String.raw`\b(?:in my (?:room|hand|hands|pocket|lap|bag) (?:now|right now)|(?:is|are) (?:in my room|next to me|beside me|in front of me|in my hand|on the (?:table|bed|desk|floor) (?:next to|in front of) me)(?: now| right now)?|(?:lined up|laid out|set out|ready) (?:on|in front of|next to) (?:the|my|me)\b|right here (?:next to|beside|in front of) me)`,
);
add(
  'persistent',
  ['persistent'],
  String.raw`\b(?:every (?:single )?(?:day|night|hour|morning|evening|minute)|constantly|all the time|24 ?7|nonstop|non stop|more and more|for (?:weeks|months|years)|since (?:january|february|march|april|may|june|july|august|september|october|november|december|last (?:year|month|summer|winter))|it has been like this since)\b`,
);

// ---------------------------------------------------------------- round three of blind-written concepts
add(
  'swap-dying',
  ['passive'],
  String.raw`\b(?:swap|trade|switch|exchange)\s+(?:places|lives|my life)\s+with\s+(?:anyone|someone|somebody|people|a person|any of them)\s+(?:in a hospice|who is dying|dying|with (?:cancer|a terminal)|on death row|who died|in a coffin|in the cemetery|terminally ill|in intensive care)\b`,
);
add('one-too-many', ['passive'], String.raw`\bone (?:too many of me|less of me|fewer of me|less me)\b|\bthe world (?:minus|without) me\b`, { person: 'self' });
add(
  'obituary-envy',
  ['passive'],
  String.raw`\b(?:obituaries|obituary|funerals|the dead|dead people|people who (?:die|died)|gravestones)\b[^.!?]{0,30}?\b(?:jealous|envious|envy|wish it was me|wish that was me)\b|\b(?:jealous|envious)\s+of\s+(?:the\s+)?(?:dead|obituaries|people in (?:the )?obituaries)\b`,
);
add(
  'peaceful-to-stop',
  ['passive'],
  String.raw`\b(?:it\s+would\s+be|how|so)\s+(?:so\s+)?(?:peaceful|nice|easy|easier|good|a relief|restful|lovely|quiet|simple)\s+(?:it would be\s+)?to\s+(?:just\s+)?(?:stop(?=[.!?,;]|$)|stop everything|stop being|not be|not exist|go to sleep forever|disappear|be gone|fade|not wake up)\b`,
);
add(
  'exhausting-alive',
  ['passive'],
  String.raw`\b(?:exhausting|tiring|unbearable|too hard|too much|pointless|so hard|a chore)\s+(?:being alive|to be alive|existing|to exist|to keep living|to keep existing|staying alive)\b|\b(?:being alive|existing|staying alive)\s+(?:is|feels)\s+(?:so\s+)?(?:exhausting|unbearable|too hard|too much|pointless|a chore)\b`,
);
add(
  'cannot-stop-myself',
  ['active'],
  String.raw`\b(?:cannot|can not|do not think i can|not sure i can|unable to|will not be able to)\s+(?:stop|hold|keep|hold back)\s+myself\s+(?:back\s+)?(?:much longer|any longer|for much longer|from (?:doing it|acting|hurting|ending|it|doing something))`,
  { strong: true },
);
add(
  'fatal-dose',
  ['method'],
  String.raw`\b(?:what|which|how much of a)\s+(?:dose|amount|quantity|number)\s+(?:of\s+(?:\w+\s+){1,2})?(?:is|would be|would|is a)\s+(?:fatal|lethal|deadly|enough|too much to survive)\b`,
  { strong: true },
);
add(
  'top-of-height',
  ['method'],
  String.raw`\b(?:walked|went|climbed|got|drove|walk|go|climb)\s+(?:up\s+)?to\s+the\s+top\s+(?:floor\s+)?of\s+(?:the\s+|a\s+)?(?:{HEIGHT}|multi ?storey|car park|stairwell|building|tower|cliff|block)\b[^.!?]{0,60}?\b(?:looked down|looking down|for ages|for a long time|stood there|the edge|too long|thinking)\b`,
  { strong: true },
);
add(
  'hosepipe',
  ['method'],
  String.raw`\b(?:hose ?pipe|hose|tubing)\b[^.!?]{0,40}?\b(?:car|exhaust|garage|window)\b|\b(?:car|exhaust|garage)\b[^.!?]{0,40}?\b(?:hose ?pipe|tubing)\b`,
  { strong: true },
);
add(
  'chosen-place',
  ['plan', 'method'],
  String.raw`\b(?:chosen|picked|chose|decided on|settled on|picked out|found)\s+(?:the|a|my)\s+(?:bridge|building|cliff|spot|place|method|tree|car park|overpass|tracks)\s+and\s+(?:the|a)\s+(?:day|date|time|night)\b|\b(?:chosen|picked|chose|decided on|settled on)\s+(?:the|which)\s+(?:bridge|building|cliff|overpass|car park|tracks|method)\b`,
  { strong: true },
);
add('that-is-the-day', ['decision'], String.raw`\bthat(?: is| will be| s)\s+the\s+(?:day|date|night)(?=[.!?,;]|$)`);
add(
  'opportunity-while',
  ['timing', 'decision'],
  String.raw`\b(?:while|when|once)\s+(?:they are|everyone is|mum is|mom is|dad is|my \w+ (?:is|are)|the kids are|nobody is|no one is)\s+(?:at work|out|away|asleep|at church|at school|on holiday|at the shops|home)(?=[.!?,;]|$)`,
);
add(
  'take-pills-intent',
  ['method', 'intent'],
  String.raw`\b(?:i will|i am going to|going to|gonna|i am gonna|plan to|planning to|about to|ready to)\s+(?:just\s+)?(?:(?:take|do|get|have)\s+(?:\w+\s+){0,3}?and\s+)?(?:take|swallow|down|neck)\s+(?:the|my|all the|all my|all of the|all of my|them|those)\s*(?:{PILLS})?\b(?!\s*(?:kids|children|child|baby|babies|boys|girls|dog|dogs|cat|car|ute|truck|bus|train|day|week|test|exam|call|job|house|money|bins|lead|piss|mick|stairs|lift|shot|photo|picture|chance|risk|rest)\b(?![^.!?]{0,30}\b(?:{PILLS})\b))(?=[^.!?]{0,40}\b(?:{TIMING}|all|at once|and)\b)`,
);
add('going-to-jump', ['intent'], String.raw`\b(?:going to|gonna|will|about to|ready to)\s+(?:finally\s+)?jump(?=[.!?,;]|$)`);
add(
  'give-away-list',
  ['preparatory'],
  String.raw`\b(?:gave|giving|give|given)\s+away\s+(?:all\s+|most\s+)?(?:of\s+)?my\s+[^.!?]{0,50}?[.!?,;]?\s*[^.!?]{0,20}?\b(?:will not need (?:them|it|any of it)|will not be needing|do not need (?:them|it) anymore|not going to need)\b`,
  { third: 'risk' },
);
add(
  'loved-ones-told',
  ['weak-prep'],
  String.raw`\b(?:texted|called|visited|hugged|saw|messaged|rang|phoned)\s+(?:everyone|everybody|all the people)\s+i\s+love\b`,
);
add(
  'cover-think',
  ['secret'],
  String.raw`\b(?:they|she|he|everyone|mum|mom|dad|people)\s+(?:think|thinks|thought)\s+(?:i am|im|i was)\s+(?:just\s+)?(?:being soppy|being weird|being dramatic|fine|okay|joking|in a good mood|better|happy|doing better|travelling|having a clear out)\b`,
);
add(
  'goodbye-in-head',
  ['preparatory'],
  String.raw`\b(?:saying|said|say)\s+goodbye\s+to\s+(?:people|everyone|everything|them|\w+)\s+in\s+my\s+head\b|\bsaying\s+(?:a\s+)?(?:silent|secret|quiet)\s+goodbyes?\b`,
);
add(
  'paid-off',
  ['weak-prep'],
  String.raw`\bpaid\s+off\s+(?:my\s+|the\s+|all\s+my\s+)?(?:card|credit card|loan|debts?|overdraft|phone|credit union)\b|\b(?:sorted|checked|looked at|updated|read through|renewed)\s+(?:out\s+)?(?:my\s+)?life insurance\b|\b(?:sorted|sorting)\s+(?:out\s+)?(?:my|a)\s+will\b|\b(?:sorted|sorting|did|done|signed)\s+(?:out\s+)?the\s+will\s+(?:with|at)\s+the\s+solicitors?\b`,
);
add(
  'hanging-failed',
  ['attempt'],
  String.raw`\b(?:hanging|hang|hanged|hung)\s+(?:myself\s+)?(?:from|off)\s+(?:the|a|my)\s+(?:banister|bannister|beam|door|hook|loft hatch|tree|rail|stairs|rafter|ceiling)\b|\b(?:tried|attempt\w*)\s+(?:to\s+)?(?:hang|hanging)\b`,
  { strong: true, third: 'risk' },
);
add(
  'has-plan-date',
  ['plan'],
  String.raw`\b(?:i|he|she|they)\s+(?:have|has|had|have got|has got|got)\s+(?:a|the)\s+plan\s+and\s+(?:a|the)\s+(?:date|day|time|method|place)\b`,
  { strong: true },
);

// ---------------------------------------------------------------- round four: vocabulary no earlier rule used
add(
  'be-nothing',
  ['passive'],
  String.raw`\b(?:want|wanna|wish|like|would love|ready|need)\s+to\s+(?:just\s+)?(?:be|become|turn into)\s+(?:nothing|a ghost|a memory|dust|ash|ashes|stardust|no one|nobody|a name on a (?:stone|plaque))(?=[.!?,;]|$|\s+(?:again|anymore|forever|for good|now))|\b(?:lights?|everything)\s+(?:to\s+)?(?:go|going|went)\s+(?:out|dark|black|quiet)\s+(?:forever|for good|permanently)\b|\bpress\s+pause\s+(?:on\s+(?:everything|life|it all)\s+)?(?:permanently|forever|for good)\b`,
);
add(
  'done-being',
  ['passive'],
  String.raw`\b(?:i am|im|so)\s+done\s+being\s+(?:alive|here|a person|me|around|human)\b|\b(?:tired|sick|exhausted)\s+of\s+being\s+(?:here|around)(?=[.!?,;]|$|\s+(?:anymore|at all|on this earth|in this world))`,
);
add(
  'life-would-end',
  ['passive'],
  String.raw`\b(?:wish|want|wanted|hope|wishing|hoping)\s+(?:it|life|my life|everything|it all)\s+would\s+(?:just\s+)?(?:end|stop|be over|go (?:dark|black|quiet) (?:for good|forever))(?=[.!?,;]|$|\s+(?:already|forever|for good|now|soon))`,
);
add(
  'ways-to',
  ['active'],
  String.raw`\b(?:thinking|thought|think)\s+(?:of|about)\s+ways(?=[.!?,;]|$|\s+(?:to do it|to go|out|to end))|\bmy\s+exit\s+(?:plan|strategy|date)\b(?!\s+(?:is|was|includes)\s+(?:to\s+)?(?:journal\w*|call\w*|therapy|see\w*|keep\w*|check\w*|meetings?|text\w*|go\w* to (?:group|therapy|meetings))|\s+(?:from|for|out of)\s+(?:this|the|my)\s+(?:job|company|party|industry|lease|relationship|marriage|meeting|wedding|event|city|career|role|team))|\bplanning\s+my\s+exit\b|\bi\s+know\s+how\s+(?:to do it|i would do it|i will do it|i would go)(?=[.!?,;]|$|\s+now)`,
);
add(
  'stockpiling-bare',
  ['method'],
  String.raw`\b(?:been|am|im|started|keep)\s+(?:stockpiling|stashing|hoarding|saving them|saving them up|collecting them)(?=[.!?,;]|$)|\b(?:saving|save|saved|keeping|putting)\s+(?:them|my (?:meds|pills|tablets|medication)|the (?:meds|pills|tablets))\s+(?:up|aside|back)\s+(?:instead of|rather than)\s+taking\b`,
);
add(
  'bought-means',
  ['method'],
  String.raw`\b(?:bought|buying|ordered|ordering|picked up)\s+(?:a\s+|some\s+|more\s+|a length of\s+|a bag of\s+|a tank of\s+)?(?:rope(?!\s+lights?\b)|hose ?pipe|charcoal|helium|rat poison|weed ?killer|antifreeze)\b(?:(?![^.!?]{0,40}\b(?:bbq|barbecue|camping|garden|tent|party|balloons?|washing line|car|the car|boat|climbing|dog|goat|horse|allotment|(?:washing|clothes) ?line|pegs|to (?:dry|hang) (?:the |my )?(?:washing|laundry|clothes))\b)|(?=[^.!?]{0,60}\b(?:myself|me)\b))`,
  { strong: true },
);
add(
  'counting-down',
  ['decision', 'timing'],
  String.raw`\bcounting\s+down(?:\s+the\s+days)?(?!\s+(?:to|till|until)\s+(?:my|the|our|his|her)?\s*(?:holiday|trip|wedding|birthday|christmas|exams?|graduation|vacation|party|concert|gig|move|half term|summer|weekend|payday|results))(?=[^]{0,30}\b\d+\s+(?:more\s+)?(?:days?\s+|sleeps?\s+)?(?:left|to go)\b|[.!?,;]|$|\s+(?:now|again))(?![^]{0,60}\b(?:holiday|trip|wedding|christmas|birthday|exams?|graduation|vacation|party|concert)\b)`,
  { strong: true },
);
add('over-by', ['decision'], String.raw`\b(?:it|this|everything|it all)\s+(?:will|is going to|ll)\s+(?:all\s+)?be\s+over\s+(?:by|on|before)\s+{TIMING}`);
add(
  'last-of-my-life',
  ['plan'],
  String.raw`\b(?:last|final)\s+(?:day|night|week|weekend|sunday|christmas|birthday|summer)\s+of\s+my\s+life\b(?![^.!?]{0,40}\b(?:lol|as a (?:student|teen|single|kid))\b)`,
  { strong: true },
);
add(
  'amends',
  ['weak-prep'],
  String.raw`\b(?:apologi[sz]ed|said sorry|saying sorry|making amends|made amends|made peace)\s+(?:to|with)\s+(?:everyone|everybody|all the people|people i have hurt|everyone i have hurt)\b|\bthank(?:ed|ing)?\s+(?:\w+\s+){0,2}for\s+everything\b(?![^.!?]{0,30}\b(?:at|on|for the|today|tonight|this)\b)|\bfinished\s+(?:my|the)\s+(?:list|bucket list|last list)\b`,
);
add(
  'taken-something',
  ['attempt'],
  String.raw`\b(?:i have|i|just|already)\s+(?:taken|took|swallowed|drank)\s+something\b(?=[^]{0,80}\b(?:sorry|goodbye|bye|tired|sleepy|dizzy|do not call|dont call|too late|feel weird|feel strange|numb|cannot feel)\b)`,
  { strong: true },
);
add(
  'sh-slang',
  ['self-harm'],
  String.raw`\b(?:barcode|barcoding|barcoded|styro|to the beans|down to the beans)\b(?![^.!?]{0,30}\b(?:scanner|scan|shop|till|price|product|label|cup|cups|packaging|box)\b)|\b(?:not working|isnt working|is not working|stopped working|does not help|doesnt help|no longer helps)\b[^]{0,40}?\b(?:neither (?:are|is|do|does) the )(?:rubber bands?|elastic bands?|red pen)\b|\b(?:rubber bands?|elastic bands?|red pen|holding ice|the ice trick|ice cubes? in my (?:hand|fist))\b[^]{0,40}?\b(?:not working|isnt working|is not working|stopped working|does not help|doesnt help|no longer helps|not enough)\b`,
);
add(
  'pet-for-good',
  ['preparatory'],
  String.raw`\b(?:look after|take|keep|have)\s+(?:her|his|their|my)\s+(?:cat|dog|kitten|puppy|rabbit|hamster|pets?|bird|fish)\s+(?:for good|forever|permanently|for keeps)\b`,
  { third: 'risk' },
);

// ---------------------------------------------------------------- structures (third round)
// A plan told only as a bare time or date next to a word of finality or resolve: "the 14th.
// decided", "2am. alarm set", "sunday it ends", "friday night. then it is over". The finality
// has to close its clause and be about "it", "everything" or the writer, so "sunday the season
// ends at 5" and "2am and my alarm is set for 6" stay out, and a named event just before the time
// (exams, a lease, a shift) makes it that event's ending, not the writer's.
const BARE_WHEN = String.raw`(?:(?:by\s+)?the weekend|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?::\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d|midnight|(?:this\s+|next\s+|on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:night|morning|evening))?|tonight|tomorrow(?:\s+night)?|this weekend|next week|in (?:\d+|two|three|four|five|six|seven|a few|a couple of) (?:days|hours|sleeps)|\d+ (?:more )?(?:days|sleeps)(?: left| to go)?|my birthday|new years? eve)`;
const FINALITY = String.raw`(?:(?:i have |i |it is |i am )?decided|(?:it is |it has been )?settled|that is it|that is the (?:one|day|date|night)|(?:it|it all|everything|this|all of it) (?:ends|will end|is over|will be over|will all be over|is done|will be done|will all be done|stops|will stop|finishes)|i am (?:done|gone|out|finished)|that is it for me|i will be (?:gone|done|free|at peace|out of here)|(?:my |the )?alarms? (?:is |s )?set|no going back|final answer|it is happening|done deal|lights out|curtains)`;
const NAMED_EVENT = String.raw`(?:exams?|term|semester|season|shift|contract|lease|tenancy|holiday|vacation|school|trip|sale|offer|show|series|game|match|course|project|deadline|job|internship|diet|challenge|detox|ramadan|lent|fast|party|festival|subscription|trial|tournament|league|camp|rota|placement|notice|treatment|antibiotics|course of|closes|closing|shuts|gym|shop|store|pub|library|office|exhibition|run)`;
add(
  'timed-finality',
  ['timing', 'decision'],
  String.raw`\b${BARE_WHEN}(?<!\b${NAMED_EVENT}\b[^.!?]{0,70})(?:\s+then)?\s*(?:[.!?,;:]+\s*|\s+|\s*-+\s*)(?:then\s+|and\s+|so\s+)?${FINALITY}(?=\s*(?:[.!?,;:)]|$))(?![^]{0,60}\b(?:flights?|fly|flying|trip|holiday|vacation|conference|back (?:on|by|in|for)|return\w*|visit\w*|travel\w*|packing|packed|new job|moving|move out)\b)(?![^.!?]{0,40}\b${NAMED_EVENT}\b)`,
);
// The same the other way round: "it ends sunday", "everything will be over by the 14th". Days and
// dates only, since "it ends at 2am" is as often a party as anything else.
add(
  'finality-timed',
  ['timing', 'decision'],
  String.raw`\b(?:(?:it|it all|everything|all of it|all this)\s+(?:ends|will end|is ending|will be over|will all be over|is over|will be done|will all be done|stops|will stop)|i\s+(?:will be gone|will not be here|will not be around|am gone|will be dead))\s+(?:on\s+|by\s+|before\s+)?(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|(?:this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:night|morning|evening))?|tonight|tomorrow(?:\s+night)?|this weekend|my birthday)(?<!\b${NAMED_EVENT}\b[^.!?]{0,100})(?=\s*(?:[.!?,;:]|$))(?![^]{0,60}\b(?:flights?|fly|flying|trip|holiday|vacation|conference|back (?:on|by|in|for)|return\w*|visit\w*|travel\w*|packing|packed|new job|moving|move out)\b)(?![^.!?]{0,40}\b${NAMED_EVENT}\b)`,
);

// Someone else at risk, told through what they did: said they are done (with everything) and
// handed over keys, passwords or pets; a goodbye post or message to everyone. A move, a new job or
// a break from social media explains a goodbye, so those stay out.
const HANDOVER = String.raw`(?:gave|handed|left|passed|sent|posted|dropped off|returned)\s+(?:me\s+|us\s+|back\s+)?(?:all\s+)?(?:her|his|their|the)\s+(?:spare\s+|house\s+|flat\s+|car\s+|bank\s+)?(?:keys?|passwords?|pin|phone|cards?|stuff|things|cat|dog|plants|car|bank details|laptop|savings|log ?ins?|journals?|diary|diaries)`;
const DONE_SAID = String.raw`(?:said|says|told me|texted|text|messaged|keeps saying|kept saying)\s+(?:that\s+)?(?:she|he|they)\s+(?:is|are|was|were|feels?)\s+(?:so\s+|just\s+|completely\s+|totally\s+)?(?:done|finished|tired of everything|over it all|done with (?:everything|it all|life|all of it|all this|this life|living))`;
add(
  'third-done-handover',
  ['preparatory'],
  String.raw`(?:\b${DONE_SAID}\b[^]{0,80}?\b${HANDOVER}\b|\b${HANDOVER}\b[^.!?]{0,80}?\b${DONE_SAID}(?=\s*(?:[.!?,;:]|$|\s+(?:and|like|as if|with)\b)))(?![^.!?]{0,60}\b(?:retir\w*|new job|moving|moved|holiday|vacation|trip|upgrad\w*|new one|to finish|project|shift|cover)\b)`,
  { person: 'third' },
);
add(
  'third-goodbye-post',
  ['preparatory'],
  String.raw`(?<!\b(?:years?|yrs) (?:since|ago) i )\b(?:posted|sent|put up|wrote|left|shared|uploaded)\s+(?:\w+\s+){0,3}?(?:a\s+)?(?:goodbye|farewell)\s+(?:post|message|text|note|video|letter|to (?:everyone|everybody|all of us|the group|us all)|on (?:insta|instagram|snap|snapchat|facebook|tiktok|twitter|the group chat|her story|his story|their story))\b(?![^.!?]{0,60}\b(?:moving|move|moved|leaving for|new job|abroad|retir\w*|last day|graduat\w*|trip|app|switching|quitting|break from|detox|hiatus|deleting (?:her|his|their) (?:account|instagram|twitter|tiktok)|server|stream|channel)\b)|\b(?:putting|posting|posted|put|sharing)\s+(?:up\s+)?goodbye(?:\s+type|\s+ish)?\s+(?:stuff|things|posts|messages|quotes)\s+(?:on|in)\s+(?:her|his|their)\s+(?:story|stories|insta|snap|status|page)\b(?=[^]{0,150}\b(?:should i|ring someone|call someone|worried|not answering|is (?:she|he) ok|scared)\b)(?![^]{0,150}\b(?:uni|detox|leaving|moving|dog|cat|exchange|graduat\w*)\b)`,
  { person: 'third' },
);

// ---------------------------------------------------------------- structures (fourth round)
// Arrangements for a time the writer will not be there, told without a goodbye word: a changed
// beneficiary, a check that a policy pays out whatever the cause, messages set to arrive later or
// made one for each person, a folder or envelope labelled for afterwards, a pet's things packed
// "for whoever takes him". An ordinary reason in the text (a divorce, a baby, a wedding, a house,
// a newsletter) makes it paperwork.
const ORDINARY_REASON = String.raw`(?:divorc\w*|separat\w*|split up|married|marriage|wedding|engaged|baby|pregnan\w*|born|new partner|newborn|mortgage|bought a house|new house|house purchase|moving in|remortgag\w*|new job|promotion|retir\w*|newsletter|campaign|client|clients|customers?|launch|marketing|work account|the team|reminder|meeting|invoice|birthday wishes|happy birthday|anniversary card|holiday|vacation|trip|travel\w*|abroad for work|when the time comes|one day when i am old|financial advisor|adviser|advisor said|(?:hr|human resources|payroll|my employer|the company|work) asked me to|company life (?:insurance|cover|assurance)|onboarding|new starter)`;
add(
  'beneficiary-change',
  ['preparatory'],
  String.raw`\b(?:changed|changing|change|switched|updated|updating|put|putting|named|naming|made|making|added|nominated|moved|filled in|filled out)\s+(?:\w+\s+){0,5}?(?:beneficiar(?:y|ies)|nominee|nomination form|death in service|expression of wish(?:es)?)\b(?![^]{0,120}\b${ORDINARY_REASON}\b)(?<!\b${ORDINARY_REASON}\b[^]{0,160})`,
  { strong: true, third: 'risk' },
);
add(
  'policy-pays-any-cause',
  ['preparatory'],
  String.raw`(?<!\b${PROPERTY_COVER}\s+)\b(?:policy|insurance|insurer|insurers|insurance company|life cover|cover|pension|death in service|mortgage protection)\b[^.!?]{0,60}?\b(?:pays? out|pay out|covers?|valid|would pay|will pay)\b[^.!?]{0,50}?\b(?:all causes|any cause|whatever the cause|no matter (?:how|what)|suicide|self inflicted|exclusion|(?:if|when) (?:it is|its) not natural causes|not natural causes|every kind of death|any kind of death|all kinds of death|after the first (?:year|two years|12 months|13 months)|first (?:year|12 months) (?:is|are) up)\b(?!\s+(?:of|for)\s+(?:the\s+)?(?:cancellation|damage|water|flood\w*|fire|theft|breakdown|delay\w*|vet)\b)|\b(?:suicide|exclusion)\s+(?:clause|period|exclusion)\b(?<=\b(?:checked|check|read|reading|rang|asked|looked up|googled|over|ended|expired|passed|up)\b[^.!?]{0,40})|(?<=\b(?:life insurance|death in service|life cover|life policy)\b[^]{0,160})\b(?:pays? out|covers? it|would pay)\b[^.!?]{0,40}\bwhatever the cause\b`,
  { strong: true, third: 'risk' },
);
add(
  'scheduled-message',
  ['preparatory'],
  String.raw`\b(?:scheduled|scheduling|schedule|queued|queue|timed|set up|setting up|set)\s+(?:an?\s+|the\s+|some\s+|all the\s+|a few\s+|two\s+|three\s+)?(?:\w+\s+)?(?:emails?|messages?|texts?|posts?|letters?|voice notes?|videos?)\s+(?:(?:to|for)\s+(?:my|each|every|everyone|all)\b[^.!?]{0,40}?\b(?:for|on|to (?:send|go out|arrive))\b|(?:to send|to go out|to arrive|to be sent|on a timer|on a delay)\b|for\s+(?:next|the \d|\d|after))(?![^.!?]{0,60}\b${ORDINARY_REASON}\b)(?<!\b${ORDINARY_REASON}\b[^.!?]{0,80})`,
  { strong: true, person: 'self' },
);
add(
  'made-one-each',
  ['preparatory'],
  String.raw`\b(?:recorded|recording|filmed|filming|made|making|wrote|writing|left|leaving|typed)\s+(?:a|an|one|some)?\s*(?:voice (?:memo|note|message)s?|video(?: message)?s?|letters?|notes?|messages?|recordings?|cards?)\s+(?:for|to)\s+(?:each of|every one of|every single one of|all of)\s+(?:them|the kids|my \w+|the \w+|you)\b(?![^.!?]{0,50}\b(?:christmas|xmas|birthday|wedding|thank you|thanks|end of term|leaving|party|holiday|advent|valentine|secret santa)\b)|\b(?:recorded|filmed|wrote|made|left)\s+(?:a|an|some)?\s*(?:little\s+|short\s+|long\s+|quick\s+)?(?:voice (?:memo|note|message)s?|video(?: message)?s?|letters?|messages?)\s+for\s+(?:my|her|his|the)\s+\w+\s+(?:for\s+(?:his|her|their)\s+(?:\d+(?:st|nd|rd|th)|eighteenth|twenty first|wedding|graduation)|to (?:open|watch|read) when (?:she|he|they) (?:is|are|turns?|grows? up|gets? older))`,
  { strong: true, person: 'self' },
);
add(
  'labelled-for-after',
  ['preparatory'],
  String.raw`\b(?:folder|envelope|box|file|document|doc|note|notebook|list|letter|tin|bag|drawer)s?\b[^.!?]{0,30}?\b(?:called|marked|labelled|labeled|titled|named|that says|saying)\s+(?:\w+\s+)?(?:when i am gone|for after|afterwards|after|later|in case|just in case|if anything happens|open when|for when i am gone|read this|for you after)\b|\b(?:for|when)\s+(?:i am|im)\s+gone\b(?<=\b(?:folder|envelope|box|file|document|list|letter|notebook|called|marked|labelled|instructions|passwords)\b[^.!?]{0,40})|\bfor whoever\s+(?:takes|gets|has|ends up with|looks after|adopts)\s+(?:him|her|them|the (?:dog|cat|kids|rabbits?|pets?|animals?))\b`,
  { strong: true, person: 'self' },
);
// A reason given and then taken back: "told them I'm moving abroad. I'm not", "said it's just a
// break. there is no break". With something handed over or given up in the text it is a cover
// story for preparations; a lie with no hand-over ("told my boss i was sick, i'm not lol") is not.
const HANDED = String.raw`(?:gave|give|giving|given|handed|handing|rehom\w*|found (?:a |an )?(?:\w+\s+)?(?:home|family|owner)|sold|selling|returned|returning|quit|resigned|handed in|cleared out|clearing out|cancel\w*|left (?:her|him|them|it|my)|keys|savings|passwords|bank details|pin|laptop|badge)`;
add(
  'cover-story-denied',
  ['preparatory', 'secret'],
  String.raw`\b(?:told|telling|tell|said|saying|say)\s+(?:\w+\s+){0,3}?(?:i am|im|it is|its|that i am|i was|she is|he is|they are)\s+(?:just\s+)?(?:moving|going|travelling|traveling|taking|having|on|off|away|emigrating|going away|doing)\b[^.!?]{0,40}[.!?,;]+\s*(?:[^.!?]{0,60}[.!?]+\s*)?(?:i am not|im not|i am not going anywhere|there is no \w+|there is not (?:a|any) \w+|not true|(?:which|that) is a lie|(?:she|he|they) (?:is|are) not(?: \w+ing)?)(?=\s*[.!?,;]|$)(?<=\b${HANDED}\b[^]{0,200})|\b${HANDED}\b[^]{0,120}?\b(?:told|telling|tell|said|saying|say)\s+(?:\w+\s+){0,3}?(?:i am|im|it is|its|that i am|i was|she is|he is|they are)\s+(?:just\s+)?(?:moving|going|travelling|traveling|taking|having|on|off|away|emigrating|going away|doing)\b[^.!?]{0,40}[.!?,;]+\s*(?:i am not|im not|there is no \w+|not true|(?:which|that) is a lie|(?:she|he|they) (?:is|are) not(?: \w+ing)?)(?=\s*[.!?,;]|$)`,
  { strong: true, third: 'risk', unvetoable: true },
);
// A death made to look like an accident ("no seatbelt... would look like an accident and the kids
// would still get the payout"): the staging is the method.
add(
  'staged-accident',
  ['method', 'preparatory'],
  String.raw`\b(?:look|looks|looked|seem|seems|pass|passes|pass off|count|counts|be ruled|ruled)\s+(?:\w+\s+)?(?:like|as)\s+(?:an?\s+|a genuine\s+|a real\s+)?(?:accident|accidental|misadventure|natural causes)\b(?=[^]{0,120}\b(?:payout|pay out|paid off|mortgage|debts?|insurance|policy|kids|family|nobody would know|no one would know|seatbelt|crash|die|dead|death|suicide|gone|funeral)\b)|\bno seat ?belt\b[^.!?]{0,40}?\b(?:\d{2,3} plus|\d{2,3} mph|full speed|foot down|flat out|top speed)\b`,
  { strong: true },
);
// Someone else who did something final and then cannot be reached.
add(
  'third-final-unreachable',
  ['preparatory'],
  String.raw`\b(?:(?:changed|updated|put)\s+(?:his|her|their)\s+(?:life insurance|will|beneficiary|policy|pension)|(?:sent|gave|texted|emailed)\s+(?:me|us)\s+(?:all\s+)?(?:his|her|their)\s+(?:passwords?|bank details|pin|log ?ins?)|thanks for everything|deleted (?:his|her|their) (?:insta|instagram|account|accounts|socials|facebook|snap|tiktok))\b(?=[^]{0,100}\b(?:not answering|not replying|not picking up|phones off|phone is off|cannot get (?:through|hold of)|cannot reach|no answer|gone quiet|went quiet|left on read|has not replied|straight to voicemail)\b)`,
  { person: 'third' },
);
// "would rather not be", "me: *exists* / also me: would rather not": a preference not to exist.
add(
  'rather-not-exist',
  ['passive'],
  String.raw`\b(?:would|i d|id)\s+(?:honestly\s+|really\s+|just\s+|kind of\s+|kinda\s+)?rather not\s+(?:be|exist|be here|be alive|be around|wake up|have been born|keep existing|keep going)(?=\s*(?:[.!?,;]|$|[^\w\s])|\s+(?:anymore|any more|at all|tbh|honestly|tomorrow|ever again))|\bexist\w*\b[^.!?]{0,40}?\bwould rather not(?=\s*(?:[.!?,;]|$|[^\w\s]))`,
);
// Nearly everything one owns given away, with no move or clear-out to explain it: "bagged up nearly
// all my clothes for the charity shop", "plants and books all given away this week".
const CLEAR_OUT_REASON = String.raw`(?:declutter\w*|mov(?:e|ed|ing)|spring clean\w*|kondo|minimalis\w*|new wardrobe|outgrown|grew out of|do not fit|does not fit|lost weight|clear ?out|car boot|vinted|ebay|depop|sold|selling|for the (?:kids|baby)|new (?:flat|house|place)|renovat\w*|redecorat\w*|downsiz\w*|emigrat\w*|travel\w*|gap year|new start|flood|mould|mold|(?:room|flat|wardrobe|house) (?:finally )?looks)`;
const OWNED = String.raw`(?:things|stuff|clothes|books|belongings|possessions|records|vinyls?|plants|games|jewel(?:le)?ry|furniture)`;
add(
  'give-away-most',
  ['preparatory'],
  String.raw`(?:\b(?:gave|given|giving|took|taken|bagged up|boxed up|donated|donating|got rid of|getting rid of)\s+(?:away\s+)?(?:\w+\s+){0,2}?(?:all|nearly all|almost all|most|every last one)\s+(?:of\s+)?(?:my\s+)?(?:\w+\s+)?${OWNED}\b|\b${OWNED}\s+(?:and\s+\w+\s+)?(?:all\s+)?(?:given away|gone to the charity shop|donated)\b)(?![^]{0,120}\b${CLEAR_OUT_REASON}\b)(?<!\b(?:${CLEAR_OUT_REASON}|back when|back then|used to|years ago)\b[^]{0,160})`,
  { person: 'self' },
);
// Someone else sends over what only they can open (passwords, bank details, a PIN) with no trip or
// stay in hospital to explain it.
add(
  'third-credentials',
  ['preparatory'],
  String.raw`\b(?:sent|gave|texted|emailed|messaged|wrote down|handed)\s+(?:me|us)\s+(?:all\s+)?(?:his|her|their)\s+(?:(?:bank details|passwords?|pin|log ?ins?|phone code|account details)(?:\s+and\s+|,\s*)?){1,3}\b(?![^]{0,120}\b(?<!\b(?:not|no|is not|is no)\s)(?:holiday|trip|travel\w*|abroad|away for|while (?:she|he|they) (?:is|are) away|hospital|operation|surgery|wifi|netflix|spotify|bills?|shopping|rent|for the (?:house|flat|cat|dog)|sitting)\b)`,
  { person: 'third' },
);
// Places visited "one last time" or "as a goodbye", with no move, closure or trip to explain it.
const LAST_VISIT_REASON = String.raw`(?:mov(?:e|ed|ing)|closing|closes|closed down|shut(?:ting)? down|demolish\w*|knocked down|sold|selling|new owners|renovat\w*|emigrat\w*|leaving for|last day|graduat\w*|end of (?:term|season|the holiday|the trip)|holiday|trip|tour|retir\w*|before (?:we|they|it|the|i) (?:move|leave|fly|go back|hand|knock|sell|close))`;
add(
  'last-visit',
  ['preparatory'],
  String.raw`\b(?:visit\w*|went (?:back )?(?:to|out to|round)|go (?:back )?to|walked|drove (?:out )?(?:to|past|round)|took the \w+ (?:out )?to|wanted to see|want to see|see|saw|hugged|held)\b[^.!?]{0,80}?\b(?:one last time|for the last time|as a goodbye|to say goodbye|once more before i go)\b(?![^]{0,120}\b${LAST_VISIT_REASON}\b)(?<!\b${LAST_VISIT_REASON}\b[^]{0,200})|\bwanted to see (?:it|them|\w+) (?:one more time|once more)(?=[.!?,;]|$)`,
  { person: 'self' },
);
// Medicine bought round several shops: the shop limit is a limit per shop ("the pharmacy would only sell me two packs so i
// went to the supermarket as well").
add(
  'pharmacy-rounds',
  ['method'],
  String.raw`\b(?:the other|another|a second|a third|two different|three different|four different|different|every|each)\s+(?:chemists?|pharmac(?:y|ies)|shops?|supermarkets?|boots|stores?|tesco|garages?)\b(?:(?<=\b(?:{PILLS}|packs?|boxes|packets|strong ones|painkillers?)\b[^]{0,160})|(?=[^]{0,120}\b(?:{PILLS}|packs?|boxes|packets|strong ones|painkillers?|not for a headache)\b))(?![^]{0,80}\b(?:sold out|out of stock|did not have|none left|shortage|could not find|calpol|for the (?:kids|baby)|hay fever)\b)|\b(?:bought|got|picked up)\s+(?:\w+\s+){0,4}?(?:{PILLS}|packs|boxes|packets)\b[^.!?]{0,40}?\b(?:the other|another|two different|three different|different|every|each)\s+(?:chemists?|pharmac(?:y|ies)|shops?|supermarkets?|stores?)\b(?![^]{0,80}\b(?:sold out|out of stock|did not have|none left|shortage|could not find|calpol|for the (?:kids|baby)|hay fever)\b)|\b(?:chemist|pharmacy|pharmacist|shop|supermarket)\s+(?:would|will)\s+only\s+(?:sell|give)\s+me\s+(?:two|2|one|a)\s+packs?\b[^]{0,80}?\b(?:so i went|went to|another shop|tried (?:the|another))\b(?![^.!?]{0,40}\b(?:hay ?fever|allerg\w*|for (?:my|the) (?:mum|dad|nan|kids|baby|husband|wife))\b)`,
  { strong: true, unvetoable: true, person: 'self' },
);
// Lingering where a means is sold or kept: "stood in the rope aisle far too long".
add(
  'means-linger',
  ['method'],
  String.raw`\b(?:stood|standing|stand|lingered|lingering|stared|staring|looked|looking|hovered|hovering)\s+(?:\w+\s+){0,2}?(?:in|at|by|near|in front of)\s+(?:the\s+)?(?:painkiller|paracetamol|medicine|pharmacy|rope|knife|razor|blade|pill)s?\s+(?:aisle|section|shelf|shelves|counter)\b[^.!?]{0,30}?\b(?:for ages|too long|far too long|for a long time|a long time|ages|a while)\b`,
  { strong: true },
);
// Arms kept covered in the heat: long sleeves or a hoodie on a hot day with no reason given.
add(
  'sh-cover-heat',
  ['self-harm'],
  String.raw`\b(?:long sleeves?|hoodies?|jumpers?|sweaters?|cardigans?|cuffs buttoned|sleeves down|kept my sleeves)\b[^]{0,100}?\b(?:\d{2} ?(?:degree|degrees)|heatwave|heat wave|boiling hot|roasting|sweltering|scorching|baking hot|you will cook|on the sand)\b(?![^]{0,80}\b(?:sunburn\w*|burn easily|sun cream|suncream|eczema|psoriasis|air ?con|freezing|rash|allerg\w*|fashion|chilly in|cold in the)\b)(?<!\b(?:sunburn\w*|burn easily|sun cream|suncream|eczema|psoriasis|air ?con|rash|allerg\w*|fashion)\b[^]{0,150})`,
  { third: 'risk' },
);
// A self-harm clean streak broken: "counter's back to zero", "relapsed, 12 days".
const OTHER_STREAK = String.raw`(?:sober|sobriety|drink\w*|alcohol|pints?|beer|wine|vap\w*|smok\w*|cigarettes?|weed|gambl\w*|duolingo|snap\w*|gym|diet|sugar|caffeine|coffee|nail biting|biting my nails|porn|running|meditation|reading|wordle|spending)`;
add(
  'sh-streak-broken',
  ['self-harm'],
  String.raw`(?:\b(?:clean streak|streak|counter|day count|days clean|days free)\b[^.!?]{0,30}?\b(?:ended|is over|over now|broken|broke|reset|back to (?:zero|0|day one|day 1)|gone)\b|\brelapsed\b(?![^.!?]{0,30}\b(?:but|last (?:spring|summer|autumn|winter|year|month)|ago|in 20\d\d)\b)(?=[^.!?]{0,40}\b(?:\d+ (?:days?|weeks?|months?)|clean|streak|counter)\b))(?![^]{0,80}\b${OTHER_STREAK}\b)(?<!\b${OTHER_STREAK}\b[^]{0,120})`,
  { strong: true },
);
// A streak counted and then taken back, told of now: "43 days clean. was." Present: the clean days named in it
// are not a recovery frame.
add(
  'sh-streak-was',
  ['self-harm'],
  String.raw`\b\d+ (?:days?|weeks?|months?) (?:clean|free)[.!?,]?\s*(?:was|gone|ruined|over|reset)\b(?![^]{0,80}\b${OTHER_STREAK}\b)(?<!\b${OTHER_STREAK}\b[^]{0,120})`,
  {
    strong: true,
    present: true,
  },
);
// The reason given for an injury is a cover: "plasters everywhere, told work it was the cat".
add(
  'sh-cover-told',
  ['self-harm'],
  String.raw`\b(?:told|tell|said|say|saying)\s+(?:\w+\s+){0,2}?(?:it was|they were|it is|they are|it s)\s+(?:from\s+)?(?:the cat|the dog|the kitten|a cat|brambles|the brambles|an accident|the gym|a rash|the oven)\b(?<=\b(?:plasters|bandages|marks|cuts|scars|scratches|arms?|wrists?|sleeves|burns?|bruises|thighs?)\b[^]{0,100})(?![^.!?]{0,30}\b(?:which it was|and it was|it really was|it actually was|honestly was)\b)`,
  { third: 'risk' },
);
add(
  'sh-supplies-lied',
  ['self-harm'],
  String.raw`\b(?:bandages|plasters|steri strips|dressings|marks|cuts|scars|burns)\b[^.!?]{0,60}?\blied\s+about\s+(?:why|how|where|what)\b`,
  { person: 'self' },
);
// A deadline given to oneself ("gave myself until the end of the semester"), not to do a task.
add(
  'gave-myself-until',
  ['plan-words', 'decision'],
  String.raw`\b(?:gave|giving|give|given|have given)\s+myself\s+(?:until|till|til|up to)\s+[^.!?]{1,30}?(?=[.!?,;]|$|\s+(?:then|and then|that is|thats|after that))(?<!\bto (?:finish|get|decide|find|pay|sort|save|learn|lose|write|read|pack|clean|reply|apply|hand|submit|fix|choose|book|start|quit)\b[^.!?]{0,30})`,
  { strong: true },
);
// A chosen moment named as such: "that's my window", "there is no after the 5th", "the date i picked".
add(
  'my-window',
  ['decision', 'plan-words'],
  String.raw`\b(?:that is|that will be|it is|this is) my (?:window|chance|opening)(?=[.!?,;]|$)|\bthere is no (?:after|afterwards)(?: the \d+\w*| \w+day)?(?=[.!?,;]|$)|\bthe (?:date|day) i (?:picked|chose|set|settled on)(?=[.!?,;]|$| (?:is|was) (?:here|today|tomorrow|close|coming))|\bno more back and forth\b`,
);
// Self-harm told through supplies bought in bulk or in secret, or running out and improvising.
add(
  'sh-supplies-secret',
  ['self-harm'],
  String.raw`\b(?:plasters|bandages|band aids|bandaids|gauze|steri strips|dressings|butterfly stitches)\b[^.!?]{0,40}?\b(?:in bulk|two different|different (?:shops|chemists|pharmacies|stores)|so (?:nobody|no one|they do not) (?:clocks?|notices?|asks?|sees?|knows?)|accident prone)\b(?![^.!?]{0,40}\b(?:kids|children|toddler|school|first aid kit|blisters?|heels|hiking|camping)\b)|\bran out of (?:plasters|bandages|gauze|steri strips|dressings)\b[^.!?]{0,10}[.!?,;]?\s*(?:again\b)?[^.!?]{0,30}?\b(?:using|used|with)\s+(?:tissue|toilet roll|kitchen roll|tape|a sock|socks|a flannel)\b`,
  { strong: true },
);

// ---------------------------------------------------------------- structures (fifth round)
// A day the writer means not to live to: "my birthday is friday. i do not intend to see saturday".
add(
  'not-see-day',
  ['plan', 'timing'],
  String.raw`\b(?:do not|dont|did not|never)\s+(?:intend|plan|expect|mean|want|need)\s+to\s+(?:see|wake up on|wake up to|live to see|live to|be here for|be here on|be around for|be around on|make it to|get to)\s+(?:another\s+|next\s+|the\s+|my\s+|this\s+)?(?:saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|the weekend|weekend|next week|morning|christmas|new year|birthday|\d{2}|thirty|forty|fifty|spring|summer|autumn|winter|year|end of the (?:week|month|year)|sunrise|daylight|\d{1,2}(?:st|nd|rd|th)|easter|halloween|thanksgiving|diwali|eid|hanukkah|new year s|my \d+(?:st|nd|rd|th)|thirtieth|fortieth|fiftieth)\b(?![^.!?]{0,30}\b(?:match|game|film|movie|show|episode|sale|results?|news|play|concert|party|meeting|shift|rota)\b)|\b(?:will not|wont|am not going to|not going to)\s+(?:be\s+(?:here|around|alive)|make it|last)\s+(?:for|to see|till|until|by)\s+(?:my|the|next|this)\s+(?:\d+(?:st|nd|rd|th)|thirtieth|fortieth|fiftieth|birthday|christmas|easter|new year|summer|winter|spring|autumn)\b(?![^.!?]{0,40}\b(?:working|work|away|abroad|travel\w*|trip|holiday|hospital|shift|deployed|deployment|visiting|moving|exams?)\b)`,
  { person: 'self' },
);
// Made sure no one will be there to stop it: "nobody will come home early and find me".
add(
  'not-found',
  ['preparatory'],
  String.raw`\b(?:nobody|no one|noone|none of them)\s+(?:will|would|is going to|is gonna|are going to|can|could)\s+(?:\w+\s+){0,5}?(?:find me|walk in on me|interrupt me|come looking|check on me)\b(?!\s+(?:here|in (?:the|this|my|our) \w+|lol|haha|for a bit|when i am hiding))(?![^]{0,80}\b(?:hide and seek|hiding spot|surprise|lol|haha|revision|revising|study|nap|peace and quiet|me time)\b)|\bbefore (?:anyone|anybody|someone|they) (?:finds|find|can find|could find) me\b`,
  { strong: true, person: 'self' },
);
// Researching how: "reading forums about which ways are painless", "the least painful method".
add(
  'painless-ways',
  ['preparatory', 'method'],
  String.raw`\b(?:which|what|the|most|least)\s+(?:\w+\s+)?(?:ways?|methods?|options?)\s+(?:are|is|would be|were)\s+(?:the\s+)?(?:most\s+|least\s+|really\s+|actually\s+)?(?:painless|least painful|peaceful|quick and painless|most reliable|surest)\b${NOT_DYING_PURPOSE}|\b(?:painless|least painful|most peaceful|quick and painless|surest)\s+(?:ways?|methods?|way out|way to go|options?)\b${NOT_DYING_PURPOSE}`,
  { strong: true, person: 'self' },
);
// A note for whoever finds it, telling them who to call: "left a note on the fridge with my
// parents' number and who to call". Notes for a sitter or a holiday say why.
const NOTE_FOR_SITTER = String.raw`(?:sitter|babysitter|nanny|childminder|cleaner|builders?|plumber|holiday|trip|away for|while i am away|vet|delivery|courier|parcel|postman|landlord|allerg\w*)`;
add(
  'note-who-to-call',
  ['preparatory'],
  String.raw`\b(?:left|leave|leaving|wrote|written|writing|stuck|put|pinned)\s+(?:\w+\s+){0,3}?notes?\b[^.!?]{0,80}?\b(?:who to (?:call|ring|contact|phone|tell)|(?:my\s+)?(?:parents|mums?|moms?|dads?|family|sisters?|brothers?|next of kin|partners?)\s+(?:phone\s+)?(?:number|numbers|contact details|details))\b(?![^]{0,150}\b${NOTE_FOR_SITTER}\b)(?<!\b${NOTE_FOR_SITTER}\b[^]{0,200})`,
  { strong: true, person: 'self' },
);
// A pet or belongings rehomed "now rather than after", or as the last thing on a list.
add(
  'rehomed-before',
  ['preparatory'],
  String.raw`\bnow\s+(?:rather\s+)?than\s+after(?:wards)?(?=\s*[.!?,;]|$)(?<=\b(?:rehom\w*|new home|new family|new owners?|gave|given|giving|handed|settled?|sorted|list|keys|cats?|dogs?|rabbits?|pets?|puppy|kittens?|hamsters?|guinea pigs?|budgie|birds?|horse|pony|tortoise|fish)\b[^]{0,200})|\b(?:rehom\w*|found (?:a |an )?(?:new |good |lovely |loving )?(?:home|family|owner)s? for)\b[^]{0,200}?\b(?:(?:the\s+)?last thing (?:on (?:my|the) list|left(?: to do)?|to (?:do|sort))|nothing (?:else )?left to (?:do|sort)|all (?:sorted|done) now|everything is (?:sorted|in order))\b`,
  { strong: true, person: 'self' },
);
// Someone else alone with a gun in a bad time: "in the shed for hours with the shotgun out. we
// lost the farm last month and he hasn't said a word since". Hunting, a range or a licence say why.
const GUN_REASON = String.raw`(?:hunt\w*|season|range|clay|clays|licen[cs]e|club|deer|rabbits?|pheasants?|grouse|ducks?|shoot day|shooting day|vermin|foxe?s?|pigeons?|crows|competition|gunsmith|safe storage)`;
add(
  'third-alone-with-gun',
  ['method'],
  String.raw`\b(?:my\s+|our\s+)?{RELATION}\b[^.!?]{0,80}?\b(?:with|holding|cleaning|took|taken|got)\s+(?:out\s+)?(?:the|his|her|their|a|dads|grandads)\s+(?:shotguns?|guns?|rifles?|pistols?|revolvers?|handguns?|hunting rifles?)\b(?:\s+out)?(?=[^]{0,200}\b(?:lost|losing|has not (?:said|spoken|eaten|slept|come out)|will not (?:talk|come out|open|answer)|not (?:talking|answering|eating|sleeping)|locked|for hours|alone|drinking|quiet|worried|scared|bankrupt\w*|debts?|left him|left her)\b)(?![^]{0,200}\b${GUN_REASON}\b)(?<!\b${GUN_REASON}\b[^]{0,200})`,
  { strong: true, person: 'third' },
);

// A prayer or a wish to be taken: "let this be my last winter", "pray each night he'll take me in my sleep". Taken "as I am",
// "wherever He needs me" or "through this" is a prayer for life.
add(
  'taken-in-sleep',
  ['passive'],
  String.raw`\blet (?:this|it) be my last (?:winter|summer|christmas|birthday|year|spring|autumn|easter)\b|\b(?:pray|prayed|praying|hope|hoping|wish|wishing|ask|asking)\b[^.!?]{0,30}?\b(?:god|he|the lord|lord|jesus|the good lord|someone up there)\s+(?:will|would|to|might|could)\s+(?:just\s+)?(?:take me|call me home)\b(?!\s+(?:as i am|wherever|where he|through|under)\b)`,
  { person: 'self' },
);
// Means running or reached: the car running in a shut garage; the wrong side of a railing.
add(
  'means-in-progress',
  ['attempt'],
  String.raw`\b(?:the\s+)?(?:car|engine)(?:\s+is|s)?\s+(?:running|on|started)\s+in\s+the\s+(?:closed\s+|shut\s+|locked\s+)?garage\b|\b(?:on|climbed (?:over )?to|over to|standing on)\s+the\s+wrong side of the\s+(?:railings?|barriers?|safety rail|bridge rail|balcony rail|fence on the bridge|parapet)\b|\b(?:drank|drunk|swallowed|drinking|downed)\s+(?:the|some|a bottle of|a cup of)\s+(?:\w+\s+)?(?:stuff|liquid|bottle|cleaner|chemicals?)\s+(?:from\s+)?under the sink\b|\b(?:washed|washing|wash)\s+(?:it|them|it all|them all|the lot)\s+down\s+with\b(?<=\b(?:everything|all of (?:them|it)|the lot|whole|every (?:last )?(?:one|pill|tablet)|all (?:my|the|of))\b[^]{0,100})`,
  { strong: true, third: 'risk' },
);
// Going somewhere with no return: "going in and not swimming back", "not driving back down".
add(
  'no-return',
  ['active'],
  String.raw`\bnot\s+(?:swimming|driving|walking|paddling|climbing|riding|cycling|hiking)\s+back(?:\s+(?:down|up|out|in|home))?(?=\s*[.!?]|$)`,
  { person: 'self' },
);
// A self-harm streak thrown away: "relapsed. 47 days down the drain".
add(
  'sh-relapse-days',
  ['self-harm'],
  String.raw`\brelapsed\b[.!?,;]?\s*(?:\w+\s+){0,2}?\d+\s+(?:days?|weeks?|months?)\s+(?:down the drain|gone|wasted|ruined|for nothing|out the window)\b(?![^]{0,80}\b${OTHER_STREAK}\b)(?<!\b${OTHER_STREAK}\b[^]{0,120})`,
  { strong: true },
);
// Self-harm told as "the thing": with the tool named it is self-harm; "did the thing again." alone is a concern.
add(
  'sh-the-thing',
  ['self-harm'],
  String.raw`\b(?:did|done|doing|do)\s+(?:the|that)\s+thing\s+(?:with|w)\s+(?:the|my|a)\s+(?:razor|blade|blades|lighter|knife|scissors|compass|sharpener|pencil sharpener)\b`,
  { strong: true, person: 'self' },
);
add(
  'sh-the-thing-again',
  ['self-harm'],
  String.raw`\b(?:did|done)\s+(?:the|that)\s+thing\s+again(?=\s*[.!?]|$)(?=[^]{0,60}\b(?:night|nights|in a row|sleeves|hide|hiding|marks|plasters|bathroom|again and again|sorry|promised)\b)`,
  { person: 'self', level: 'concern' },
);
// Peace made with a last week or night: cues that turn into a plan together.
add(
  'made-peace',
  ['decision'],
  String.raw`\b(?:i have|i|have|i am|am)\s+(?:made|making)\s+(?:my\s+)?peace\s+with\s+(?:it|that|everything|dying|it all|my decision|the decision|what i am (?:going to|about to) do)(?=\s*[.!?,;]|$)`,
);
add(
  'last-period',
  ['timing', 'final'],
  String.raw`\b(?:this is|it is|this will be|that was|this was)\s+(?:the|my)\s+last\s+(?:week|night|day|weekend|christmas|birthday|summer|winter|sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?=\s*[.!?,;]|$)`,
);

// ---------------------------------------------------------------- structures (sixth round)
// "Picked the day.": a day chosen with nothing ordinary to choose it for.
const CHOSEN_FOR = String.raw`(?:wedding|party|move|moving|holiday|trip|meeting|interview|appointment|operation|surgery|op|exam|match|launch|christening|funeral|do|drinks|dinner|lunch|date night|reunion|gig|race|marathon|viewing|completion|hen|stag|leaving do|open day|induction|scan|birthday)`;
add(
  'picked-the-day',
  ['decision', 'plan-words'],
  String.raw`(?:^|[.!?]\s*|\bi (?:have |ve )?)(?:picked|chosen|chose|set|settled on|decided on)\s+(?:the|a|my)\s+(?:day|date|night)(?=\s*[.!?]|$)(?![^]{0,150}\b${CHOSEN_FOR}\b)(?<!\b(?:we|${CHOSEN_FOR})\b[^]{0,150})`,
  { person: 'self' },
);
// Left for whoever comes in first: a passcode, a number, instructions. A tradesman or a sitter says why.
const WHOEVER_ORDINARY = String.raw`(?:sitter|babysitter|nanny|childminder|cleaner|builders?|plumber|electrician|engineer|delivery|courier|parcel|postman|landlord|meter|viewing|open house|shift|rota|office|kitchen|staff room|break room)`;
add(
  'for-whoever-comes',
  ['preparatory'],
  String.raw`\bfor whoever\s+(?:comes in|comes round|comes|finds (?:it|this|me)|gets here|walks in|turns up|arrives|opens the door|gets home)(?:\s+first)?\b(?![^]{0,150}\b${WHOEVER_ORDINARY}\b)(?<!\b${WHOEVER_ORDINARY}\b[^]{0,200})`,
  { strong: true, person: 'self' },
);
// A goodbye said "properly", or taken for something else: "said goodbye to the boys at footy.
// properly. they thought i was just being soppy".
add(
  'goodbye-properly',
  ['preparatory'],
  String.raw`\bsaid\s+(?:my\s+)?goodbyes?\b[^.!?]{0,50}[.!?,;]\s*properly\b|\bsaid\s+(?:my\s+)?goodbyes?\b[^]{0,120}?\b(?:they|she|he|everyone|nobody)\s+(?:thought|think|assumed)\s+i\s+was\s+(?:just\s+|only\s+)?(?:being\s+)?(?:soppy|emotional|drunk|sentimental|weird|tipsy|pissed|daft|tired|hormonal)\b`,
  { strong: true, person: 'self' },
);
// A clean streak ended by the writer: "64 days clean and i wrecked it".
add(
  'sh-streak-wrecked',
  ['self-harm'],
  String.raw`\b\d+\s+(?:days?|weeks?|months?)\s+(?:clean|free|sh free)\b[^.!?]{0,20}?\b(?:and|but)\s+i\s+(?:wrecked|ruined|broke|blew|threw away|messed up|fucked)\s+it\b(?![^]{0,80}\b${OTHER_STREAK}\b)(?<!\b${OTHER_STREAK}\b[^]{0,120})`,
  { strong: true },
);
// An injury explained away, then the explanation taken back: "said i'd nicked myself shaving. i hadn't."
add(
  'sh-cover-taken-back',
  ['self-harm'],
  String.raw`\b(?:said|told|say|tell)\s+(?:\w+\s+){0,2}?(?:that\s+)?i\s+(?:had|d|have|did|was)?\s*(?:\w+\s+){0,2}?(?:nicked|cut|scratched|caught|burnt|burned|bruised|grazed|snagged|scraped)\s+(?:myself|my \w+)\b[^.!?]{0,40}[.!?,;]\s*i\s+(?:had not|did not|have not|was not|hadnt|didnt)(?=\s*[.!?]|$)`,
  { strong: true, person: 'self' },
);
// Fresh injuries seen on someone else, hidden when noticed.
add(
  'third-fresh-marks',
  ['self-harm'],
  String.raw`\b(?:fresh|new|deep|lots of|rows of|lines of|straight)\s+(?:cuts|marks|scratches|burns|scars|lines)\s+(?:on|up|across|all over)\s+(?:his|her|their|my \w+s|the inside of (?:his|her|their))\s+(?:wrists?|arms?|forearms?|thighs?|legs?|stomach)\b(?![^]{0,100}\b(?:brambles?|cat|kitten|gardening|rugby|bike|fell|fall|accident|climbing|dog|eczema|chickenpox|surgery|operation|from (?:cooking|work|the kitchen|chopping))\b)`,
  // Its own exclusions name the ordinary causes; "when she was cooking" is when they were seen.
  { person: 'third', unvetoable: true },
);
// "I want out. Not out of the job, not out of the marriage. Out.": out of everything.
add(
  'want-out-of-life',
  ['active'],
  String.raw`\bwant(?:ed)?\s+out\s+(?:of\s+)?(?:life|existence|everything|it all|this life|this world|being alive|living)\b|\bwant(?:ed)?\s+out\b[.!?,;]?\s*not\s+(?:just\s+)?(?:out of|from)\s+(?:the|my|this)\s+\w+`,
  { person: 'self' },
);

// Everything in the cabinet swallowed; tried, and woke up anyway.
add(
  'swallowed-everything',
  ['attempt'],
  String.raw`\b(?:swallowed|took|taken|downed|necked)\s+(?:everything|all of it|the lot|every (?:last )?(?:pill|tablet|one))\s+(?:in|from|out of)\s+(?:the|my|mums|mams|moms|dads)\s+(?:medicine\s+)?(?:cabinet|drawer|cupboard|box|bottle|bathroom|first aid kit|tin)\b|\btried\b[^.!?]{0,40}[.!?,;]?\s*(?:and\s+)?(?:i\s+)?(?:still\s+)?woke up\b[^.!?]{0,25}\banyway\b`,
  { strong: true, third: 'risk' },
);
// Gave things away and "won't need them", the writer's or someone else's: "davo gave away his tools today. all of em.
// said he wont need em", "told him i dont need them where i go". Not on retiring or upgrading.
add(
  'gave-wont-need',
  ['preparatory'],
  String.raw`\b(?:gave|given|giving|handed)\b[^.!?]{0,80}?(?:(?:[.!?]\s*[^.!?]{1,25}){0,1}[.!?,;]\s*|\s+)(?:[^.!?]{0,25}?\s)?(?:i\s+)?(?:will not|wont|do not|dont|am not going to)\s+need\s+(?:them|it|em|any of (?:it|them|em)|these|those)(?:\s+(?:anymore|any more|now|where i am going|where i go))?(?=\s*[.!?]|$)(?<!\b(?:retir\w*|emigrat\w*|upgrad\w*|downsiz\w*|grew out|outgrown)\b[^]{0,160})`,
  { strong: true, person: 'self' },
);
// Medication put aside instead of taken: a stash.
add(
  'meds-aside',
  ['method'],
  String.raw`\b(?:putting|put|kept|keeping|saving|saved|setting|set|squirrelling|squirreling|hiding|hid)\s+(?:my\s+|the\s+|some\s+of\s+my\s+)?(?:{PILLS})\s+(?:aside|away|to one side|by)\b(?=[^]{0,80}\b(?:instead of taking|not taking|stash|pile|drawer|collection|adding up|building up|fair few|enough)\b)`,
  { strong: true, person: 'self' },
);
// Heights looked up, "not for a walk".
add(
  'heights-research',
  ['method', 'preparatory'],
  String.raw`\b(?:googl\w*|search\w*|look(?:ing|ed)? up|researching|researched|checking|checked)\s+(?:which|what|the highest|how high|how tall|the tallest)\s+(?:\w+\s+){0,3}?(?:cliffs?|bridges?|buildings?|car parks?|multi storeys?|towers?|drops?)\b(?=[^]{0,60}\b(?:not for (?:a|the) (?:walk|hike|view|photo|photos|trip)|are (?:the )?(?:highest|tallest)|high enough|the drop|fatal)\b)`,
  { strong: true, person: 'self' },
);
// Standing on the stool with it set up.
add(
  'on-the-stool',
  ['attempt'],
  String.raw`\b(?:stood|standing|stand|i am stood)\s+on\s+(?:the|a|my)\s+(?:stool|chair|step ?ladder|bucket|box)\b(?<=\b(?:set up|rope|noose|beam|cord|belt|loft|garage|shed|banister|rafter|hook)\b[^]{0,120})`,
  { strong: true, third: 'risk' },
);
// A message to be passed on: "tell mum i'm sorry", "tell them i loved them".
add(
  'tell-them-sorry',
  ['preparatory'],
  String.raw`\btell\s+(?:mum|mom|mam|dad|my \w+|them|her|him|everyone|the kids|the boys|the girls)\s+(?:i am sorry|sorry|i love (?:her|him|them|you)|i loved (?:her|him|them|you)|it was not (?:their|her|his|your) fault)(?=\s*[.!?,;]|$)(?![^]{0,40}\b(?:late|running late|cannot make it|can not make it|will call|will ring|traffic|missed)\b)(?<!\b(?:chill?is?|peppers?|hot sauce|wings|dare|rollercoaster|roller coaster|spicy|vindaloo|phaal|curry)\b[^]{0,150})`,
  { strong: true, person: 'self' },
);
// A treat kept for them first: "after the kids' concert on friday. i want them to have that first".
add(
  'have-that-first',
  ['decision', 'plan-words'],
  String.raw`\b(?:want|wanted|let|letting)\s+(?:them|her|him|the kids|everyone|mum|dad)\s+(?:to\s+)?have\s+(?:that|this|christmas|the holiday|the wedding|their \w+|one more \w+)\s+first\b`,
  { person: 'self' },
);
// Thanks for everything to everyone, and nobody knows why.
add(
  'thanks-nobody-knows',
  ['preparatory', 'secret'],
  String.raw`\bthanks?\s+(?:you\s+)?for\s+everything\b[^]{0,80}?\b(?:none of them|nobody|no one|they do not|they dont)\s+(?:know|knows|knew|has a clue|have a clue)\b`,
  { strong: true, person: 'self' },
);
// "not doing another year": a birthday or a year the writer means not to reach.
add(
  'not-another-year',
  ['plan', 'timing'],
  String.raw`\b(?:i am |im |i m )?not\s+doing\s+another\s+(?:year|birthday|christmas|winter|summer)(?=\s*[.!?,;]|$)`,
  { person: 'self' },
);

// ---------------------------------------------------------------- structures (seventh round)
// Already a ghost, so "might as well make it official": vanishing for good.
add(
  'make-it-official',
  ['passive'],
  String.raw`\b(?:might as well|may as well|time to|about time i|going to|want to)\s+make\s+it\s+(?:official|permanent|for good|for real|real)\b(?<=\b(?:ghost|invisible|disappear\w*|vanish\w*|not (?:really )?here|nobody (?:notices|noticed|sees|would notice)|no one (?:notices|noticed|sees|would notice)|already gone|half gone|do not exist|not existing)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// A gun resting across the knees, in the lap, in the hands: means at hand, unless being cleaned or
// taken out for a hunt.
const GUN_ORDINARY = String.raw`(?:clean\w*|oil\w*|servic\w*|polish\w*|range|clays?|hunt\w*|shooting (?:club|season|range)|licen[cs]e|gun safe|lock\w*|rabbits?|foxes|deer|ducks?|pigeons?|vermin|roos?|kangaroos?|pigs?|photo|instagram)`;
add(
  'gun-in-lap',
  ['method', 'at-hand'],
  String.raw`\b{WEAPON}\s+(?:across|on|in|over|resting on|between|under)\s+my\s+(?:knees|lap|legs|thighs|hands?|mouth|chin|temple|chest|pillow)\b(?![^]{0,100}\b${GUN_ORDINARY}\b)(?<!\b${GUN_ORDINARY}\b[^]{0,100})`,
  { strong: true, person: 'self' },
);
// How high a fall has to be to be fatal, with the story cover taken back or none given.
add(
  'fatal-fall-question',
  ['method'],
  String.raw`\b(?:what|which|how (?:many|high|tall|far))\b[^.!?]{0,50}\b(?:fall|drop|jump)\b[^.!?]{0,40}\b(?:fatal|lethal|deadly|kill (?:you|a person|someone|me)|definitely (?:die|be fatal|kill)|guaranteed|certain death|instant)\b(?![^]{0,60}\bfor (?:a|my|the) (?:story|book|novel|script|class|course|physics|assignment|project|essay|game)\b(?!\s*\(?\s*(?:not really|jk|just kidding|kidding|lol no)))`,
  { strong: true, unvetoable: true, person: 'self' },
);
// Whether an overdose would show up afterwards, or someone else's insulin to hand.
add(
  'overdose-detectable',
  ['method'],
  String.raw`\b(?:overdose|overdosing|od|{PILLS}|insulin)\b[^.!?]{0,50}\b(?:show up|showed up|detectable|be detected|get detected|traceable|be traced|leave a trace|in a post mortem|at (?:a|the) post mortem|in an autopsy|on (?:a |the )?toxicology|tox screen)\b(?![^.!?]{0,40}\b(?:drug test|urine test|work test|for work|employer|probation|sport|doping|competition)\b)|\binsulin\b[^]{0,100}\bi am not (?:a )?diabetic\b`,
  { strong: true, person: 'self' },
);
// "After my sister's wedding is done. Then I'm going.": a bare going once something is over.
add(
  'then-i-am-going',
  ['plan'],
  String.raw`\bthen\s+i\s+(?:am|will be)\s+(?:going|gone|done)(?=\s*[.!?]|$)(?<=\b(?:after|once|when)\b[^]{0,200})(?<!\b(?:home|shop\w*|gym|bed|party|trip|holiday|drinks|pub|quit\w*|resign\w*|notice|job)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// "I'm finishing it" once something is settled, and the rest left to sort itself out.
add(
  'finishing-it',
  ['plan'],
  String.raw`\bi\s+(?:am|will)\s+(?:finishing|finish|ending)\s+it(?:\s+all)?(?=\s*[.!?]|$)(?=[^]{0,150}\b(?:the rest|everything else|they|everyone|the kids|the family|the staff|the bills?)\s+(?:can|will|would)\s+(?:sort (?:itself|themselves) out|manage|cope|be fine|be okay|be alright|get over it|move on|get paid)\b)`,
  { person: 'self' },
);
// To be with the dead by a date: "his anniversary is the 14th. I intend to be with him by the 15th."
add(
  'be-with-dead-by',
  ['plan', 'timing'],
  String.raw`\b(?:intend|plan|mean|going|gonna|want|will|hope|be)\s+(?:to\s+)?(?:be|join)\s+(?:with\s+)?(?:him|her|them)\s+(?:again\s+)?(?:by|on|before|for)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|new year|his birthday|her birthday|their birthday|the anniversary|next week|the end of the \w+|spring|summer|autumn|winter)\b(?<=\b(?:anniversary|died|passed|grave|funeral|killed|lost|memorial|ashes|buried|since (?:he|she|they) (?:went|left|died))\b[^]{0,200})`,
  { strong: true, person: 'self' },
);
// Things needed said "before." with nothing after it: before the end.
add(
  'said-before',
  ['preparatory'],
  String.raw`\b(?:needed|wanted|had)\s+(?:it|that|this|him|her|them|everyone|it all)\s+(?:said|known|to know|to hear (?:it|that)|done|sorted|settled|put right)\s+before(?=\s*[.!?]|$)`,
  { strong: true, person: 'self' },
);
add('sorry-for-everything', ['weak-prep'], String.raw`\b(?:say|said|saying|apologi[sz]e\w*)\s+(?:sorry\s+)?for\s+everything\b`, { person: 'self' });
// Life cover checked for its suicide clause.
add(
  'suicide-clause',
  ['preparatory', 'method'],
  String.raw`\b(?:suicide|self inflicted|self harm)\s+(?:clause|exclusion|exemption|provision|period)\b|\b(?:clause|exclusion)\s+(?:about|on|for|covering|regarding)\s+(?:suicide|taking (?:your|my|one's) own life)\b|\b(?:life (?:cover|insurance|policy)|insurance policy|the payout)\b[^]{0,120}\b(?:suicide|if i (?:die|died)|when i (?:die|am gone)|kill myself)\b`,
  { person: 'self' },
);
// Long sleeves in the heat again, because of last night.
add(
  'sleeves-in-summer',
  ['self-harm'],
  String.raw`\blong sleeves?\b[^.!?]{0,40}\b(?:july|august|june|january|december|summer|heat\w*|\d\d degrees|hot|boiling|the beach|the pool)\b[^.!?]{0,40}\b(?:again|because|cos|cause|to hide|so (?:nobody|no one)|last night)\b(?![^.!?]{0,40}\b(?:sun\w*|mosquito\w*|mozzies|bugs|midges|eczema|psoriasis|air ?con\w*|office|uniform|dress code|religio\w*|modest\w*|tattoos?|rash|allerg\w*|sting\w*)\b)`,
  { strong: true, person: 'self' },
);
// Someone else thanking everyone for everything, with no leaving do to explain it.
const THANKS_ORDINARY = String.raw`(?:retir\w*|leaving do|leaving party|last day|new job|farewell|moving (?:on|away|abroad|house)|wedding|birthday|gift|present|card|party|promotion|award|funeral|flowers)`;
add(
  'third-thanks-everyone',
  ['preparatory'],
  String.raw`\b(?:sent|texted|messaged|emailed|posted|wrote)\b[^.!?]{0,60}\bthank(?:ing|ed)?\s+(?:us|me|everyone|them|the team|all of us|the whole \w+)\s+for\s+(?:everything|all the years|all these years|always being|being there|all (?:we|you) have done|putting up with)\b(?![^]{0,120}\b${THANKS_ORDINARY}\b)(?<!\b${THANKS_ORDINARY}\b[^]{0,150})`,
  { person: 'third' },
);
// Who would take the dogs "if something happened": asked with no trip or operation ahead.
const WHO_TAKES_ORDINARY = String.raw`(?:will|wills|surgery|operation|trip|flight|holiday|deploy\w*|tour|posting|hospital stay|insurance|guardian\w*|godparent\w*)`;
const whoTakes = (owner: string, who: string) =>
  String.raw`\bwho\s+(?:would|will|could|is going to|might)\s+(?:take|have|look after|mind|feed|get|keep)\s+${owner}\s+(?:dogs?|cats?|pets?|kids|children|horses?|birds?|animals?|boys|girls)\s+if\s+(?:something|anything)\s+(?:happened|happens|were to happen)\s+to\s+${who}\b(?![^]{0,120}\b${WHO_TAKES_ORDINARY}\b)(?<!\b${WHO_TAKES_ORDINARY}\b[^]{0,150})`;
add('who-takes-pets', ['preparatory'], whoTakes('my', 'me'), { person: 'self' });
add('third-who-takes-pets', ['preparatory'], whoTakes('(?:his|her|their)', '(?:him|her|them)'), { person: 'third' });

// After the attempt: woken up in hospital, a stomach pumped, found by the paramedics.
const ATTEMPT_AFTER = String.raw`(?:took too (?:much|many)|swallowed|pumped|on purpose|blister packs?|empty (?:packets|boxes|bottles|packs)|did not work|didnt work|overdose|tried|the pills|the tablets|exhaust|hose|rope|cord)`;
add(
  'woke-up-after',
  ['attempt'],
  String.raw`\b(?:woke up|came round|came to|came around|coming round)\s+(?:in|on)\s+(?:a and e|a&e|the er|er|icu|intensive care|resus|hospital|the hospital|a ward|the ward|the (?:kitchen|bathroom|bedroom|garage|hallway) floor|the floor)\b(?=[^]{0,150}\b${ATTEMPT_AFTER}\b)|\b(?:paramedics|ambulance crew|police|the police|my \w+|they)\s+found\s+me\b(?=[^]{0,100}\b${ATTEMPT_AFTER}\b)`,
  { strong: true, level: 'high' },
);
// Not a night of drink or food poisoning: "had my stomach pumped at 18 after a bottle of tequila".
// A cover story told for it still counts ("told my mum it was food poisoning").
const STOMACH_PUMPED_ORDINARY = String.raw`(?:tequila|vodka|whisk(?:e)?y|rum|gin|alcohol|booze|drunk|drinking|binge|shots|pints|mushrooms|berries|toddler|swallowed a (?:battery|coin|magnet))`;
const STOMACH_PUMPED = String.raw`(?:\b(?:pumped|pump)\s+my\s+stomach\b|\b(?:had|got)\s+my\s+stomach\s+pumped\b)`;
add(
  'stomach-pumped',
  ['attempt'],
  String.raw`${STOMACH_PUMPED}(?=[^.!?]{0,80}\b(?:told|said|pretended|lied|claimed|cover story)\b)|${STOMACH_PUMPED}(?<!\b${STOMACH_PUMPED_ORDINARY}\b[^]{0,80})(?![^.!?]{0,80}\b${STOMACH_PUMPED_ORDINARY}\b)`,
  {
    strong: true,
    level: 'high',
    person: 'self',
  },
);
add(
  'did-it-on-purpose',
  ['attempt'],
  String.raw`\b(?:asking|asked|asks)\s+(?:me\s+)?(?:if|whether)\s+i\s+did\s+it\s+on\s+purpose\b[^.!?]{0,30}[.!?,;]\s*(?:i said no[.!?,;]\s*)?i\s+did\b|\bbecause i wanted to(?=\s*[.!?'"]|$)(?<=\b(?:icu|intensive care|hospital|ward|a and e|they keep asking me why|why i did it)\b[^]{0,120})`,
  { strong: true, level: 'high', person: 'self' },
);
add(
  'used-pens-on-myself',
  ['attempt'],
  String.raw`\bused\s+(?:all|every one|the whole lot|most)\s+(?:of\s+)?(?:my|his|her|the|\w+s)\s+(?:\w+\s+)?(?:insulin|pens|{PILLS})\s+on\s+myself\b`,
  { strong: true },
);
// Self-harm told by its aftercare: dressings changed in secret, blood washed out, hot-weather cover.
add(
  'sh-dressings',
  ['self-harm'],
  String.raw`\b(?:chang\w*|redid|redo\w*|swapp\w*)\s+the\s+(?:dressings?|bandages?|plasters?)\s+on\s+my\s+{BODY}\b(?=[^]{0,120}\b(?:sleeves?|loo|toilet|bathroom at work|hide|hiding|nobody|no one|big plasters|again)\b)(?![^]{0,120}\b(?:surgery|op|operation|stitches from|tattoo|graft|burn from (?:the|cooking)|accident|fell|fall)\b)`,
  { strong: true, person: 'self' },
);
add(
  'sh-hot-weather-cover',
  ['self-harm'],
  String.raw`\b\d\d\s+degrees\b[^.!?]{0,40}\b(?:hoodie|jumper|long sleeves?|sweatshirt|cardigan)\b[^.!?]{0,20}\bagain\b(?![^]{0,60}\b(?:aircon|air con\w*|office|ill|flu|fever|chills|cold)\b)`,
  { person: 'self' },
);
add(
  'sh-blood-washed',
  ['self-harm'],
  String.raw`\bwash\w*\s+(?:the\s+)?blood\s+(?:out of|off)\s+(?:my|the)\s+(?:sheets|towels?|sleeves?|clothes|jeans|carpet|bed|duvet|pillow)\b(?=[^]{0,60}\b(?:before|so (?:nobody|no one|mum|mom|dad)|hide|hiding|learned|learnt)\b)(?![^]{0,80}\b(?:period|nosebleed|nose bleed|time of the month|tampon|pad)\b)`,
  { strong: true, person: 'self' },
);
// Passive wishes without death words; "would rather be gone than face appa's face tmrw".
add(
  'rather-be-gone',
  ['passive'],
  String.raw`\b(?:would|had)\s+(?:much\s+)?rather\s+(?:not\s+(?:exist|be alive|be here|be around|wake up)|be dead|not have been born)\b|\b(?:would|id)\s+rather\s+be\s+(?:gone|not here|not alive|in the ground)\s+than\s+(?:face|see|go|do|deal)\b`,
  { person: 'self' },
);
add(
  'hope-plane-down',
  ['passive'],
  String.raw`\bhop\w*\s+(?:that\s+)?(?:the|my)\s+(?:plane|flight|car|bus|train|ferry|lift)\s+(?:just\s+)?(?:does not land|goes down|crashes|crash|never lands|falls out of the sky|goes off the road|hits something)\b`,
  { person: 'self' },
);
add(
  'pray-not-see-morning',
  ['passive'],
  String.raw`\bpray\w*\s+(?:\w+\s+){0,3}?(?:not to|to not|i do not|i will not|that i do not|that i will not)\s+(?:see|wake up to|make it to|live to see)\s+(?:the\s+)?(?:morning|tomorrow|another day|sunrise|daylight|next week)\b`,
  { person: 'self' },
);
add(
  'nice-if-heart-stopped',
  ['passive'],
  String.raw`\b(?:nice|good|a relief|peaceful|easier|kinder|lovely)\s+(?:it\s+)?(?:would be\s+)?if\s+(?:my\s+heart|i|my\s+body)\b[^.!?]{0,30}\b(?:gave out|stopped|did not wake|never woke|died|just stopped|packed in|gave up)\b`,
  { person: 'self' },
);
add(
  'would-not-fight-it',
  ['passive'],
  String.raw`\b(?:flu|illness|cancer|virus|infection|bug|pneumonia|covid|this)\b[^.!?]{0,60}[.!?,;]?\s*(?:tbh\s+|honestly\s+)?i\s+(?:would not|will not|wont)\s+fight\s+it\b`,
  { person: 'self' },
);
add(
  'wake-me-never',
  ['passive'],
  String.raw`\bwake me (?:up )?never\b|\b(?:sign up for|would take|want|wish for|hoping for|pray for)\s+a\s+(?:long\s+)?coma\b`,
  { person: 'self' },
);
add(
  'ghost-for-good',
  ['passive', 'preparatory'],
  String.raw`\bghost\w*\s+(?:everyone|everybody|the whole lot(?: of them)?|all of them|the world|life|the lot of them)\s+(?:for good|permanently|forever)\b(?![^]{0,40}\b(?:on (?:social|instagram|facebook|tiktok|snap)|online|app|account)\b)|\bthe permanent kind(?=\s*[.!?]|$)`,
  { person: 'self', level: 'high' },
);
add(
  'suicide-on-my-mind',
  ['active'],
  String.raw`\bsuicide\b[^.!?]{0,20}\b(?:living rent free|on my mind|in my head|all i think about|keeps? coming back|every day)\b`,
  { person: 'self' },
);
add('want-out-mean-it', ['active'], String.raw`\bi want out\b(?=[^]{0,40}\b(?:mean it|for good|permanently)\b)`, { person: 'self' });
// Means at hand: where the pills are, how much it would take, whether you can survive them.
add(
  'know-which-cupboard',
  ['method'],
  String.raw`\b{PILLS}\b[^]{0,80}\b(?:i|and i)\s+know\s+exactly\s+(?:where|which (?:cupboard|drawer|shelf|box|tin))\b[^]{0,60}\b(?:keep thinking|thinking about it|can not stop thinking|cant stop thinking)\b`,
  { strong: true, person: 'self' },
);
add(
  'how-much-would-it-take',
  ['method'],
  String.raw`\bhow (?:much|many)\b[^.!?]{0,50}\b(?:{PILLS}|insulin)\b[^.!?]{0,40}\bwould it take\b|\bhow (?:much|many)\b[^.!?]{0,20}\bwould it take\b[^.!?]{0,40}\b(?:{PILLS}|insulin|for someone who (?:is not|isnt) diabetic)\b|\binsulin\b[^]{0,100}\b(?:who is not|is not|not a|non)\s+(?:a\s+)?diabetic\b`,
  { strong: true, person: 'self' },
);
add(
  'survive-a-box',
  ['method'],
  String.raw`\bcan\s+(?:you|a person|someone|i)\s+survive\s+(?:a|an|the)\s+(?:whole\s+)?(?:box|packet|pack|bottle|strip|fall|jump|drop)\b(?![^]{0,60}\b(?:dog|cat|toddler|kid|child|accidentally|by accident)\b)`,
  { strong: true, person: 'self' },
);
add(
  'dose-for-me',
  ['method'],
  String.raw`\b(?:looked up|look up|googled|searched|checked|worked out|work out)\s+(?:what|how much)\s+(?:the\s+)?(?:dose|amount|dosage)\s+(?:would be|is|was|would be)\s+for\s+(?:me|a person|someone my (?:size|weight)|a human|an adult)\b`,
  { strong: true, person: 'self' },
);
add(
  'holding-pills',
  ['method', 'at-hand'],
  String.raw`\bholding\b[^.!?]{0,50}\b{PILLS}\b[^.!?]{0,40}\b(?:in (?:the same|my) hand|in my palm|in my fist|right now)\b`,
  { strong: true, person: 'self' },
);
add(
  'checked-fence-broken',
  ['method'],
  String.raw`\bcheck\w*\s+(?:if|whether)\s+(?:the\s+)?(?:\w+\s+){0,6}?(?:fence|windows?|gate|barrier|railings?|roof door|door to the roof|hatch)\b[^.!?]{0,40}\b(?:broken|open|opens|unlocked|climbable|a gap)\b(?<=\b(?:{HEIGHT}|floor|roof)\b[^]{0,150})(?![^]{0,80}\b(?:landlord|inspection|health and safety|repair\w*|report\w*|council|kids|toddler|dog|cat|burglar\w*)\b)`,
  { person: 'self' },
);
add(
  'not-for-innocent-reason',
  ['method'],
  String.raw`\b(?:reading|read|looked up|looking up|googl\w*|research\w*|search\w*)\b[^.!?]{0,80}\b(?:{PILLS}|meds|combo|combination|mix|doses?|overdose|lethal|fatal|dangerous together|heart)\b[^.!?]{0,60}[.!?,;]\s*not for (?:him|her|them|safety reasons|a story|a friend|school|work|research|an essay|the reason you think)(?=\s*[.!?]|$)`,
  { strong: true, person: 'self' },
);
add(
  'for-the-other-thing',
  ['active', 'method'],
  String.raw`\bnot for (?:cutting|that|hurting myself)\b[^.!?]{0,5}[.!?,;]?\s*for the other (?:thing|option|way|reason)\b`,
  { strong: true, person: 'self' },
);
add(
  'which-is-quicker',
  ['method'],
  String.raw`\b(?:which|what) (?:is|would be) (?:less painful|more painless|the most painless|surer|more certain|more final|quicker|faster)\b[^.!?]{0,80}\b(?:{HEIGHT}|lake|river|sea|reservoir|{PILLS}|rope|trains?|tracks|motorway bridge)\b[^.!?]{0,80}\b(?:or|vs|versus)\b(?![^]{0,80}\b(?:route|drive|commute|to get|journey|traffic|by bus|walk(?:ing)?|cycling|to work|to school|ferry|flight)\b)`,
  { strong: true, person: 'self' },
);
// A day of someone else's kept first, then "I can go" / "my turn".
const OTHERS_DAY = String.raw`(?:graduation|wedding|birthday|funeral|christening|communion|exams?|results|party|recital|concert|match|final|do)`;
add(
  'after-their-day-go',
  ['plan'],
  String.raw`\b(?:after|once|when)\b[^.!?]{0,40}\b(?:his|her|their|my \w+s|the kids|the twins)\s+${OTHERS_DAY}\b[^.!?]{0,60}\bi\s+(?:can|will|am going to|am gonna)\s+go(?=\s*[.!?,]|$)`,
  { person: 'self', level: 'high' },
);
add('then-my-turn', ['plan'], String.raw`\bthen\s+(?:it is|its)\s+my\s+turn\b(?<=\b(?:funeral|goodbye|died|grave|buried|wake)\b[^]{0,150})`, {
  person: 'self',
});
add(
  'by-day-not-here',
  ['plan', 'timing'],
  String.raw`\bby\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|the weekend|christmas|then|the \d{1,2}(?:st|nd|rd|th)?)\b[^.!?]{0,20}\bi\s+(?:will not|wont|am not going to)\s+be\s+(?:here|around|alive)\b(?![^.!?]{0,40}\b(?:at|in|away|on holiday|because|as i am|visiting|staying|flying|travel\w*|working)\b)`,
  { person: 'self' },
);
add(
  'making-it-official-when',
  ['plan'],
  String.raw`\b(?:when|once|after)\b[^.!?]{0,80}\bi am making it official\b(?![^]{0,100}\b(?:facebook|instagram|engaged|relationship|boyfriend|girlfriend|partner|announce\w*|wedding|divorce|name change|job|resign\w*)\b)`,
  { person: 'self', level: 'high' },
);
// Telling the helpers all is well so they stop checking; a cover story taken back; where the deeds are.
add(
  'told-helper-fine',
  ['preparatory', 'secret'],
  String.raw`\btold\s+(?:my\s+)?(?:counsellor|counselor|therapist|gp|doctor|psychiatrist|care coordinator|nurse|mum|mom|crisis team|support worker)\b[^.!?]{0,20}\bi am (?:doing\s+)?(?:great|fine|okay|ok|better|good|loads better)\s+so\s+(?:she|he|they)\s+(?:stops?|will stop|would stop|leaves? me alone|backs? off)\b`,
  { strong: true, person: 'self' },
);
add(
  'gave-cover-taken-back',
  ['preparatory'],
  String.raw`\b(?:gave|given|giving)\b[^]{0,120}\b(?:said|told \w+)\s+i\s+(?:am|was)\s+(\w+ing)\b[^.!?]{0,30}[.!?]\s*i\s+(?:am not|was not)\s+\1\b|\b(?:gave|given|rehomed)\s+(?:away\s+)?(?:my|our)\s+(?:dog|cat|pet|puppy|kitten|bird|rabbit)\b[^]{0,60}?\btold\s+(?:her|him|them|everyone)\s+it\s+was\s+(?:cos|because|cause|coz)\s+of\b`,
  { strong: true, person: 'self', unvetoable: true },
);
add(
  'they-think-trip',
  ['preparatory', 'secret'],
  String.raw`\b(?:showed|show|moved|handed|gave)\b[^]{0,120}\b(?:she|he|they|everyone)\s+(?:thinks?|thought|assumes?|assumed)\s+i\s+am\s+(?:just\s+)?(?:going|off)\s+(?:on|away)\b`,
  { strong: true, person: 'self' },
);
add(
  'left-to-sort-is-me',
  ['preparatory'],
  String.raw`\b(?:only|last)\s+(?:thing|one)\s+left\s+to\s+(?:sort|deal with|take care of|do|tidy)(?:\s+now)?\s+is\s+me\b`,
  { strong: true, person: 'self' },
);
add(
  'goodbyes-nobody-knows',
  ['preparatory', 'secret'],
  String.raw`\b(?:saying|said|say)\s+goodbye\b[^]{0,150}?\b(?:none of them|nobody|no one|they do not|they dont)\s+(?:know|knows|realise|realize|has a clue|have a clue)\b`,
  { strong: true, person: 'self' },
);
add(
  'paid-in-after',
  ['preparatory'],
  String.raw`\b(?:kids|children|they|she|he|family|savings)\b[^.!?]{0,40}\b(?:paid|paid in|looked after|provided for|taken care of|sorted)\s+(?:in\s+)?after(?=\s*[.!?]|$)`,
  { person: 'self' },
);
// Someone else: "won't need these", thanks to each of us and not to be sad, "don't come looking".
const OUTGROWN = String.raw`(?:baby|outgrown|grown out|too small|new ones|upgrad\w*|moving|downsiz\w*|retir\w*|quit\w*|gave up|injur\w*)`;
add(
  'third-wont-need',
  ['preparatory'],
  String.raw`\b(?:he|she|they|his|her|their)\b[^]{0,120}\b(?:will not|wont)\s+need\s+(?:these|them|those|it)(?:\s+(?:anymore|any more))?(?=\s*[.!?'"]|$)(?![^]{0,80}\b${OUTGROWN}\b)(?<!\b${OUTGROWN}\b[^]{0,150})`,
  { person: 'third' },
);
add(
  'telling-us-not-sad',
  ['preparatory'],
  String.raw`\btelling\s+(?:us|me|everyone|each of us|the family)\s+not\s+to\s+(?:be sad|cry|worry about (?:him|her|them)|blame (?:ourselves|yourselves|themselves|myself))\b`,
  { person: 'third' },
);
add('do-not-come-looking', ['preparatory'], String.raw`\bdo not (?:come|go|bother) looking(?: for me)?\b`, { strong: true });
add('when-not-around-have', ['preparatory'], String.raw`\bwhen i am (?:not around|gone|not here|dead)\b[^.!?'"]{0,20}\byou can have\b`, {});

// Not safe with one's own mind; thoughts that command the end.
add(
  'not-safe-with-myself',
  ['active'],
  String.raw`\b(?:i am\s+|i do not feel\s+|do not feel\s+|feel\s+)?not\s+(?:feeling\s+)?safe\s+(?:with|around|alone with|by)\s+(?:myself|my own (?:thoughts|head|mind|brain)|me)\b|\b(?:thoughts|voices?|my head|my brain)\s+(?:keep|keeps|kept|are|is)\s+(?:telling|saying to|saying|telling)\s+me\s+to\s+(?:end me|end it|kill myself|die|jump|do it)\b`,
  { strong: true, person: 'self' },
);
// Into the water, then wanting to go back in.
add(
  'into-water-go-back',
  ['attempt'],
  String.raw`\b(?:jumped|went|walked|threw myself)\s+(?:off|from|into)\b[^.!?]{0,40}\b{WATER}\b[^]{0,80}\b(?:want(?:ed)? to go back in|let myself sink|tried to stay under|did not want to come up|didnt want to come up)\b`,
  { strong: true, person: 'self' },
);

// "if I had the guts I'd have done it already": the act held back only by nerve.
add(
  'if-i-had-the-guts',
  ['active'],
  String.raw`\bif i had the (?:guts|nerve|courage|balls|bottle|bravery)\b[^.!?]{0,30}\b(?:ended it|done it|killed myself|jumped|end it|do it|gone through with it)\b(?![^.!?]{0,40}\b(?:quit|resign\w*|tell (?:him|her|them)|ask (?:him|her|them)|leave (?:him|her|them|my job)|dye|tattoo|skydiv\w*|bungee)\b)`,
  { person: 'self' },
);
// Food withheld as a punishment or a choice: starving is self-injury ("skipped tea again n did the stairwell 20 times.
// deserved it", "havent eaten since sunday. not forgetting. deciding").
add(
  'starve-as-punishment',
  ['self-harm'],
  String.raw`\b(?:skipp\w*|not eat\w*|did not eat|starv\w*|no food|refus\w* to eat|went without (?:food|eating|dinner|lunch|meals?))\b[^.!?]{0,40}\bas (?:a )?punishment\b(?!\s+for\s+(?:the|them|him|her|my (?:kids?|son|daughter|class|team)|the (?:kids?|class|team|dog)))|\b(?:only|do not|dont) deserve (?:water|food|to eat|a meal|dinner)\b|\b(?:skipped|skip|skipping)\s+(?:tea|dinner|lunch|breakfast|meals?|food|eating)\b[^]{0,100}?\b(?:deserved it|deserve it|deserved that|as (?:a )?punishment|to punish myself|punishing myself)\b|\b(?:have not|had not|not)\s+eaten\s+(?:since|in|for)\b[^.!?]{0,30}[.!?,;]\s*(?:and\s+)?(?:it is\s+|its\s+)?not\s+(?:from\s+)?(?:forgetting|forgotten|because i forgot|an accident)\b[^]{0,20}?\b(?:deciding|decided|on purpose|choosing|chose|punish\w*)\b|\b(?:have not|had not|not|did not)\s+eat(?:en)?\b[^.!?]{0,40}[.!?,;]?\s*(?:and\s+)?(?:it is|its|that is|which is)\s+(?:what|all)\s+i\s+deserve\b`,
  { person: 'self' },
);

// ---------------------------------------------------------------- own probes before the fifty-third head's split
// More tablets bought while the first lot is kept: "ordered a second box of the sleeping tablets, the first one is in the
// drawer too". Not a repeat prescription or a box for the holiday.
add(
  'more-pills-while-kept',
  ['method'],
  String.raw`\b(?:ordered|bought|got|picked up|collected)\s+(?:a\s+second|another|a\s+third|two more|three more|more|an extra)\s+(?:box|boxes|pack|packs|packet|packets|bottle|bottles|lot|batch)\s+of\s+(?:the\s+|my\s+)?(?:{PILLS}|sleeping (?:tablets|pills)|painkillers|paracetamol|co codamol|codeine)\b(?=[^]{0,100}\b(?:(?:first|other|last|old) (?:one|box|pack|lot|bottle)s? (?:is|are|still|in)|in the (?:drawer|wardrobe|cupboard|glovebox)|under (?:the|my) bed|unopened|not opened|have not opened|saving|keeping|hidden|stash\w*)\b)(?![^]{0,100}\b(?:holiday|trip|travel|abroad|expired|out of date|repeat prescription)\b)`,
  { person: 'self', level: 'high' },
);
// A lethal amount asked for under a pretext or of an animal's medicine: "asked the vet how much of the dogs painkillers
// would be too much for a person, said it was for a quiz". Unvetoable: a pharmacist asked is the point, not medical routine.
add(
  'too-much-for-a-person',
  ['method'],
  String.raw`\bhow\s+(?:much|many)\b[^.!?]{0,60}?\b(?:would|is|are|will)\s+(?:be\s+)?(?:too much|too many|enough|fatal|lethal|deadly|an overdose)\s+for\s+(?:a person|a human|a grown (?:man|woman|adult|up)|an adult|someone my (?:size|weight)|a (?:man|woman) my (?:size|weight)|me)\b(?:(?<=\b(?:vet|dogs?|cats?|horses?)\b[^]{0,100})|(?=[^]{0,80}\b(?:pretend\w*|said it was for|told (?:him|her|them) it was for|for a (?:quiz|story|book|project)|(?:he|she|they) did not ask why)\b))`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A one-way journey to a drop: "bought a one way ticket to the coast. the cliffs there are famous". Not a move or a
// holiday.
add(
  'one-way-to-the-edge',
  ['plan'],
  String.raw`\bone way (?:ticket|train|bus|flight|fare)s?\b[^]{0,100}?\b(?:cliffs?|beachy head|the bridge|golden gate|the gorge|the falls|the edge|the drop)\b(?![^]{0,100}\b(?:move|moving|new job|new life|visa|flat|apartment|hike|hiking|photos?|holiday|trip|uni|university)\b)(?<!\b(?:move|moving|new job|new life|visa|flat|apartment|hike|hiking|photos?|holiday|trip|uni|university)\b[^]{0,150})`,
  { person: 'self', level: 'high' },
);

// A letter someone will understand only afterwards: "i wrote letter to my mother in my language, she will understand
// after".
add(
  'letter-understand-after',
  ['preparatory'],
  String.raw`\b(?:wrote|written|writing|write|left|leave)\s+(?:a\s+|the\s+)?(?:letters?|notes?|cards?)\s+(?:to|for)\s+[^.!?]{0,50}?[.!?,;]?\s*(?:and\s+)?(?:she|he|they|mum|mom|mam|mother|dad|father)\s+will\s+(?:understand|know why)\s+(?:after|afterwards|later|one day|when i am gone|then)(?=\s*(?:[.!?,;]|$))`,
  { person: 'self', level: 'high', strong: true },
);
// At an edge and the thought why not: "walked right to the edge this morning and thought, why not".
add(
  'edge-why-not',
  ['method'],
  String.raw`\b(?:walked|went|stood|got|stepped|leaned)\s+(?:right\s+)?(?:up\s+)?(?:to|at|over)\s+the\s+(?:very\s+)?(?:edge|drop|railing|rail|platform edge)\b[^.!?]{0,60}?\b(?:thought|wondered|thinking)\b[,:]?\s*(?:to myself\s*,?\s*)?(?:why not|what if|just one step|one step|it would be (?:so )?easy|how easy)\b`,
  { person: 'self', level: 'high' },
);

// Attempts in progress told by what the body does: "swallowed a load of stuff an hour ago, feeling sleepy now, sorry";
// "a lot of blood, i think i went too far"; "the gas is on and i have taped the door".
add(
  'swallowed-now-drowsy',
  ['attempt'],
  String.raw`\b(?:swallowed|took|taken|downed|necked)\s+(?:(?:a load of|loads of|a lot of|all of|a bunch of|a handful of|all the|all my|all her|all his|so many|the whole (?:box|bottle|pack|strip) of)\s+(?:(?:my|his|her|the|mums|dads|mams)\s+)?(?:\w+\s+)?(?:{PILLS}|stuff|tablets|pills|meds|them)|everything|the lot)\b[^.!?]{0,60}?\b(?:ago|just now|earlier|tonight|before)\b[^]{0,80}?\b(?:sleepy|drowsy|woozy|cannot keep my eyes open|so heavy|fading|going now|goodnight)\b`,
  { person: 'self', level: 'imminent', strong: true },
);
add(
  'blood-went-too-far',
  ['attempt'],
  String.raw`\b(?:a lot of|so much|loads of|too much|lots of)\s+blood\b[^]{0,80}?\b(?:went too far|gone too far|too deep|will not stop|cannot stop it|is not stopping|not stopping)\b|\b(?:went too far|gone too far|cut too deep|too deep)\b[^]{0,80}?\b(?:a lot of|so much|loads of|lots of)\s+blood\b`,
  { person: 'self', level: 'imminent', strong: true },
);
add(
  'gas-on-sealed',
  ['attempt'],
  String.raw`\b(?:the\s+)?(?:gas|oven|cooker|hob|generator|engine|car|charcoal|bbq|barbecue)\s+is\s+(?:on|running|lit)\b[^]{0,60}?\b(?:taped|sealed|blocked|stuffed (?:towels|a towel))\b|\b(?:taped|sealed)\s+(?:up\s+)?(?:the|my|all the)\s+(?:door|doors|windows?|vents?|gaps?)\b[^]{0,60}?\b(?:gas is on|oven is on|engine (?:is )?running|charcoal|disposable bbq|bbq is lit|barbecue is lit)\b`,
  { person: 'self', level: 'imminent', strong: true },
);
// Lethal means carried on the way somewhere: "40 of my mums diazepam in my coat pocket and i am on the bus to the coast".
add(
  'means-in-pocket-on-the-way',
  ['plan'],
  String.raw`\b(?:\d+|\w+ty|a hundred|loads|a bag|a box|boxes|a bottle|all)\s+(?:of\s+)?(?:(?:my|his|her|the)\s+)?(?:\w+\s+)?(?:{PILLS})\s+in\s+my\s+(?:coat\s+|jacket\s+|jeans\s+|back\s+)?(?:pocket|bag|rucksack|backpack|handbag)\b(?=[^]{0,80}\b(?:on the (?:bus|train|ferry)|(?:i am|am) (?:driving|walking|heading|going)|on my way|to the (?:coast|bridge|cliffs?|beach|woods|forest|river|sea))\b)`,
  { person: 'self', level: 'imminent' },
);
// Someone else's searches found: "found my daughters search history. how many tylenol. she is 14".
add(
  'found-their-searches',
  ['method'],
  String.raw`\bfound\s+(?:my|our|his|her)\s+\w+\s+(?:search|browser|google|internet|youtube|tiktok)\s+(?:history|searches)\b[^]{0,60}?\b(?:how (?:many|much) (?:{PILLS}|tablets|pills)|how to (?:die|kill|hang|overdose|tie)|painless|lethal|suicid\w*|overdos\w*|{PILLS})\b`,
  { person: 'third', level: 'high' },
);

// A life summed up as an innings and the stumps drawn: "had a good innings. time to draw stumps, i think". The writer's
// own; someone else's "good innings" and "ready to go" is 'good-innings-ready'.
add(
  'good-innings-stumps',
  ['active'],
  String.raw`\b(?:had|have had|i have had)\s+a\s+(?:good|long|decent|fair)\s+innings\b[^]{0,60}?\b(?:time to|ready to|going to|about to|might as well)\s+(?:draw (?:the )?stumps|call (?:it a day|time)|bow out|be off)\b(?!\s+(?:again|next|tomorrow|on|for|at)\b)`,
  { person: 'self', level: 'high' },
);
// A long time stood at deep water: "went down to the harbour wall last night and stood there a long time. tide was high".
add(
  'stood-at-water-long',
  ['method'],
  String.raw`\b(?:went|go|walked|drove|cycled)\s+(?:down\s+|out\s+)?to\s+(?:the\s+)?(?:end of (?:the\s+)?)?(?:harbou?r wall|pier|quay|quayside|sea wall|river ?bank|weir|canal|lock|dam|reservoir|jetty|breakwater)\b(?!\s+(?:to|for)\s+(?:meet|catch|wait|pick|watch|fish|see|get|buy|swim)\b)[^]{0,60}?\bstood\s+(?:there\s+)?(?:for\s+)?(?:a long time|ages|hours|an hour|a long while|till|until)\b(?![^.!?]{0,40}\b(?:because|waiting|for the|for my|queue|late|delayed)\b)`,
  { person: 'self', level: 'high' },
);
// A gun taken out and a warning not to follow: "my husbands taken the shotgun out of the cabinet and gone up the top field.
// he said not to follow".
add(
  'gun-taken-not-to-follow',
  ['method'],
  String.raw`\b(?:taken|took|has got|got|grabbed)\s+(?:the|his|her|dads|my)\s+(?:shotgun|gun|rifle|pistol|revolver|handgun)\b[^]{0,80}?\b(?:(?:said|told (?:me|us)) not to (?:follow|come after|look for)|locked (?:himself|herself) in|will not answer|not answering|said goodbye)\b`,
  { person: 'third', level: 'imminent' },
);

// ---------------------------------------------------------------- after the fifty-third detector's score (not blind)
// What it missed on its final split, in rules that change no training row's look-alike flag.
// A spot picked at a drop, the drop named after it: "picked the spot already, the cliff near the beach". Not a picnic,
// camping or photo spot. 'picked-the-spot' (older, unvetoable) reads "i picked the spot" with the water or height told
// before it, or a spot on a haul route with the day; this one yields to look-alike spans, so it stays apart.
add(
  'picked-the-spot-at-a-drop',
  ['plan'],
  String.raw`\b(?:picked|chosen|chose|found|scouted)\s+(?:out\s+)?(?:the|a|my)\s+(?:spot|place|location)\b(?!\s+for\s+(?:the|a|our|my)\s+(?:picnic|camp\w*|photos?|proposal|wedding|tent|party|bbq|barbecue|shoot|fishing))(?:\s+already)?[^]{0,60}?\b(?:cliffs?|bridge|tracks|railway|edge|drop|rocks|quarry|car park roof|rooftop|viaduct|overpass)\b(?!\s+(?:inn|pub|hotel|arms|restaurant|cafe|club|street|road|lane|house))(?![^]{0,80}\b(?:picnic (?:tomorrow|on|this)|camp\w*|photos?|proposal|propose|wedding|tent|fishing|sunset (?:photos|pics)|paddleboard\w*|swim\w*|birthday|party|reception|dinner|lunch|meal|booking|\d+(?:st|nd|rd|th))\b)`,
  { person: 'self', level: 'high' },
);
// One night by a drop and no breakfast wanted: "booked a b&b near the cliffs for tuesday. one night. told them i will not
// need the breakfast".
add(
  'no-breakfast-needed',
  ['plan'],
  String.raw`\b(?:will not|would not|shall not|do not|wont|not going to)\s+(?:be\s+)?need(?:ing)?\s+(?:the\s+|any\s+)?breakfast\b(?<=\b(?:cliffs?|bridge|coast|one way|the edge|the drop|beachy head)\b[^]{0,160})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A ligature that failed: "the rope snapped. sat in the barn with a sore neck". Not a washing line or a swing.
add(
  'rope-snapped-neck',
  ['attempt'],
  String.raw`\b(?:rope|cord|belt|cable|ligature|branch|beam)\s+(?:snapped|broke|gave way|came down|did not hold)\b[^]{0,100}?\b(?:sore neck|my neck|marks? on my neck|neck is|nobody knows|no one knows)\b`,
  { person: 'self', level: 'high', strong: true },
);
// On a bridge over traffic and a while there: "standing on the footbridge over the motorway at end of shift. been here 20
// min".
add(
  'on-bridge-over-traffic-a-while',
  ['method'],
  String.raw`\b(?:standing|stood|sat|sitting|been)\s+on\s+(?:the\s+|a\s+)?(?:footbridge|foot bridge|bridge|overpass|flyover)\s+over\s+(?:the\s+)?(?:motorway|freeway|highway|dual carriageway|railway|tracks|interstate)\b[^]{0,80}?\b(?:been (?:here|up here|there) (?:for )?(?:\d+|twenty|half an hour|an hour|ages|a while)|for (?:\d+|twenty|ages) (?:min|mins|minutes))\b`,
  { person: 'self', level: 'imminent', strong: true },
);
// Stepped in front of a train or bus: "stepped off the platform edge at 0400, driver stopped in time", "tried to go in
// front of the metro, one man pulled me back".
add(
  'stepped-in-front',
  ['attempt'],
  String.raw`\bstepped\s+off\s+(?:the\s+)?(?:platform|kerb|curb)(?:\s+edge)?\b[^]{0,80}?\b(?:driver|train|bus|stopped in time|braked|pulled me back|missed me)\b|\btried\s+to\s+(?:go|step|jump|walk|throw myself)\s+in\s+front\s+of\s+(?:the|a)\s+(?:metro|train|tube|subway|bus|lorry|truck|tram|car)\b`,
  { person: 'self', level: 'high', strong: true },
);
// A whole insulin pen injected: "injected my whole insulin pen last night".
add(
  'whole-pen-injected',
  ['attempt'],
  String.raw`\binject(?:ed|ing)?\s+(?:my|the|a)\s+(?:whole|entire)\s+(?:insulin\s+)?(?:pen|vial|cartridge)\b|\binject(?:ed|ing)?\s+all\s+(?:of\s+)?(?:my|the)\s+insulin\b`,
  { person: 'self', level: 'high', strong: true },
);
// Tablets gathered box by box: "now 9 boxes in the suitcase under the bed".
add(
  'boxes-hidden',
  ['method'],
  String.raw`\b(?:\d+|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:boxes|packs|packets|bottles|strips)\b[^.!?]{0,40}?\b(?:in (?:the|my) (?:suitcase|wardrobe|drawer|sock drawer|shoebox|bag|locker)|under (?:the|my) bed|hidden|stashed)\b(?<=\b(?:tablets|pills|sleeping tablets|paracetamol|painkillers|meds|co codamol|codeine|diazepam|chemist|pharmacy)\b[^]{0,160})`,
  { person: 'self', level: 'high' },
);
// Found in time: "my roommate found me on sunday before it was too late".
add('found-before-too-late', ['attempt'], String.raw`\bfound\s+me\b[^.!?]{0,40}?\bbefore\s+it\s+was\s+too\s+late\b`, {
  person: 'self',
  level: 'high',
  strong: true,
});
// A colleague walking off armed after goodbyes: "walked out of the locker room with his sidearm after saying goodbye to
// each of us".
add(
  'armed-after-goodbyes',
  ['preparatory'],
  String.raw`\b(?:with|took|taking|has)\s+(?:his|her|their)\s+(?:sidearm|service weapon|service pistol|gun|pistol|rifle|shotgun)\b[^]{0,60}?\b(?:(?:saying|said|say) goodbye|(?:saying|said) (?:his|her|their) goodbyes)\s+to\s+(?:each of us|every one of us|everyone|all of us|each of (?:them|the team|the crew))\b|\b(?:(?:saying|said|say) goodbye|(?:saying|said) (?:his|her|their) goodbyes)\s+to\s+(?:each of us|every one of us|everyone|all of us|each of (?:them|the team|the crew))\b[^]{0,80}?\b(?:his|her|their)\s+(?:sidearm|service weapon|service pistol|gun|pistol|rifle|shotgun)\b(?![^]{0,80}\b(?:deer|stalking|hunt\w*|range|clays?|season|rabbits?|pigeons?|ducks?|retirement)\b)`,
  { person: 'third', level: 'imminent' },
);
// Asking what a tox screen misses: "asked me which drugs do not show on a standard tox screen. just curious".
add(
  'tox-screen-question',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:drugs|pills|meds|medications|substances|poisons?)\s+(?:do not|does not|will not|would not|dont|wont)\s+(?:show|show up|get picked up)\s+(?:on|in)\s+(?:a\s+)?(?:standard\s+)?(?:tox|toxicology|drug)\s+(?:screen|test|panel)\b`,
  { level: 'high', third: 'risk' },
);

// ---------------------------------------------------------------- structures (eighth round)
// An age, a birthday, a season or a date not planned on: "my birthday's the 14th. I'm not planning on seeing 31.", "last
// working day is 15th. not planning to see 16th".
add(
  'not-planning-on-seeing',
  ['plan'],
  String.raw`(?<!\b(?:he|she|they)\s+(?:is|was|are|were)\s+)\bnot\s+(?:planning|going|expecting|intending|bothering)\s+(?:on|to)\s+(?:seeing|see|reach|reaching|make it to|making it to|be around for|being around for|turning|turn)\s+(?:(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:\s+(?:one|two|three|four|five|six|seven|eight|nine))?)\b(?!\s+(?:one|two|three|four|five|six|seven|eight|nine)\b)(?:(?=[^]{0,100}\b(?:gone|dead|not be here|not around|tablets|pills|end it)\b)|(?!\s+(?:on the scales?|subscribers|followers|pounds|lbs|kilos|kg|stone|percent|mph|views|likes|quid|k|pm|am|oclock|o clock|miles|steps|laps)\b)(?<!\b(?:make it to|making it to|reach|reaching)\s+\d{1,2}(?=\s+tonight\b)))|another \w+|next \w+|christmas|the new year|new year|my \w+ birthday|spring|summer|autumn|winter|20\d\d|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?=\s*(?:[.!?,;]|$))|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`,
  { person: 'self' },
);
// A limb held to something hot on purpose.
add(
  'sh-pressed-onto-hot',
  ['self-harm'],
  String.raw`\b(?:pressed|held|put|pushed|laid|ran)\s+my\s+(?:{BODY}|palms?)\s+(?:on|onto|against|to|under)\s+(?:the\s+)?(?:hot\s+)?(?:oven(?: rack| door)?|hob|iron|kettle|radiator|stove|grill|rack|hot pan|pan|lighter|candle|cigarette|hot tap|(?:boiling|scalding) (?:hot )?(?:tap|water)|element|exhaust|plate|tray)\b[^.!?]{0,40}\b(?:(?:on purpose|deliberately|and held it|held it there|until|again)\b|till i (?:could not|cannot)(?:\s+(?:bear it|stand it|take it|take any more|anymore|any more))?(?=\s*(?:[.!?,;]|$)))`,
  { strong: true, person: 'self' },
);
// What someone would walk in on: the scene after, looked up for their sake.
add(
  'what-they-would-find',
  ['preparatory'],
  String.raw`\bwhat\s+(?:my|the|our|her|his)\s+\w+\s+would\s+(?:walk in on|find|see|come home to)\b|\bwhat happens to (?:a|the|your) body after\b(?![^]{0,80}\b(?:death|dies|someone dies|class|course|documentary|book|podcast|anatomy|forensic\w*|donat\w*)\b)`,
  { strong: true, person: 'self' },
);
// Disappointed to have survived: the turbulence passed, the scan came back clear, the road was clear to cross.
add(
  'disappointed-survived',
  ['passive'],
  String.raw`\b(?:disappointed|gutted|let down|sad|annoyed)\s+(?:when|every time|whenever)\s+(?:it|the plane|we|the car|the bus|the lorry|the truck|the train|the scan|the results?|the test)\s+(?:levell?ed out|landed|stopped|missed|swerved|braked|came back (?:clear|fine|normal)|was clear|were clear|is clear)\b(?!\s+(?:at|for)\s+(?:every|each|all the)\b)|\b(?:disappointed|gutted|let down)\s+(?:when|every time|whenever)\s+(?:its|it is|the road is|the roads are|the road was)\s+clear\b(?<=\b(?:cross\w*|road|roads|traffic|looks? both ways|kerb|curb)\b[^]{0,120})|\b(?:scan|results?|test|biopsy)\b[^.!?]{0,30}\b(?:clear|fine|normal|benign)\b[^.!?]{0,20}\bi\s+(?:felt|was)\s+(?:disappointed|gutted|let down)\b`,
  { strong: true, person: 'self' },
);
// Done arguing with oneself: the decision made.
add(
  'done-negotiating',
  ['active', 'decision'],
  String.raw`\b(?:done|finished|through|stopped)\s+(?:negotiating|arguing|bargaining|fighting|debating|pleading)\s+with\s+myself\b`,
  { person: 'self' },
);
// Someone else says they are "doing it tonight", posts a last view, and cannot be reached.
const UNREACHABLE = String.raw`(?:can not reach|cannot reach|cant reach|not answering|is not answering|is off|goes straight to voicemail|left the (?:chat|group)|phone (?:is )?off|phone off|no one can reach|none of us can reach|not picking up|read receipts? off|location off)`;
add(
  'third-doing-it-tonight',
  ['third-party'],
  String.raw`\b(?:said|says|texted|posted|messaged|told (?:me|us|everyone))\s+(?:that\s+)?(?:he|she|they)\s+(?:is|are|was|were)\s+(?:doing it|going to do it|gonna do it|going through with it)\s+(?:tonight|today|now|tomorrow|this weekend)\b(?=[^]{0,150}\b(?:${UNREACHABLE}|goodbye|sorry|love you all|worried|scared|police|999|911|000|ambulance)\b)`,
  { person: 'third', strong: true, level: 'imminent' },
);
add(
  'third-last-post-unreachable',
  ['third-party'],
  String.raw`\b(?:captioned|caption|posted|story said|status says|status said)\b[^.!?]{0,40}\b(?:last (?:view|sunset|time|look|one|night)|goodbye|final (?:view|post|one)|see you on the other side|sorry for everything)\b[^]{0,80}\b${UNREACHABLE}\b`,
  { person: 'third', strong: true },
);
// A call to hear a voice "one more time", and they did not know it was goodbye.
add(
  'did-not-know-goodbye',
  ['preparatory', 'secret'],
  String.raw`\b(?:he|she|they|nobody|no one|none of them|mum|mom|dad|grandpa|grandad|nan|gran|grandma)\s+(?:did not|didnt|does not|doesnt|will not|wont)\s+know\s+(?:it|that)\s+(?:was|is|would be)\s+(?:goodbye|a goodbye|the last (?:time|call|visit))\b`,
  { strong: true, person: 'self' },
);

// ---------------------------------------------------------------- structures (ninth round)
// Carving into one's own skin is self-injury however lightly it is told ("... lol what is wrong with me").
add(
  'sh-carved-into-skin',
  ['self-harm'],
  String.raw`\b(?:carve|carved|carving|etch|etched|etching)\s+(?:\w+\s+){1,3}?(?:into|on)\s+my\s+(?!sides?\b|head\b|face\b|hands?\b)(?:{BODY})\b(?!\s+of\b)`,
  { strong: true, person: 'self' },
);
// Punishing oneself with the body: meals skipped, skin hurt. "Punishing myself for the marks."
const BODY_PUNISH_ACT = String.raw`(?:skipp\w*\s+(?:\w+\s+)?(?:breakfast|lunch|dinner|tea|meals?|food)|not eat\w*|did not eat|have not eaten|starv\w*|went without (?:food|eating|dinner|lunch|meals?)|(?:scratch|pinch)\w*\s+(?:myself|my (?:{BODY}))|hit (?:myself|my (?:{BODY}))|hitting (?:myself|my (?:{BODY}))|punch\w* (?:myself|the wall|my (?:{BODY}))|burn\w* (?:myself|my (?:{BODY})))`;
add(
  'sh-punishing-myself',
  ['self-harm'],
  String.raw`\b${BODY_PUNISH_ACT}\b[^]{0,80}?\bpunish(?:ing|ed|ment|es)?\s+(?:for\s+)?myself\b|\bpunish(?:ing|ed|es)?\s+myself\b[^.!?]{0,40}?\b(?:by|with)\s+${BODY_PUNISH_ACT}\b`,
  { person: 'self' },
);
// Getting through an event for others' sake, then going: "smile for the photos then go".
add(
  'get-through-then-go',
  ['plan-words', 'decision'],
  String.raw`\b(?:smile|smiling|pretend to be (?:fine|okay|ok|happy|normal)|act normal|acting normal|hold it together|keep it together|put on a brave face|play happy families)\b[^.!?]{0,50}?\bthen\s+(?:i(?: will| am)?\s+)?(?:go|be gone|disappear|do it|end it|check out|slip away|go quietly)(?=[.!?,;]|$)`,
  { person: 'self' },
);
// Nobody will link the death to an event: a cover kept for others' sake.
add(
  'no-one-connect',
  ['preparatory', 'secret'],
  String.raw`\b(?:no one|nobody|none of them)\s+(?:will|would|is going to)\s+(?:ever\s+)?(?:connect|link|put together)\s+(?:the two\b(?=[.!?,;]|$| things| events)|it (?:to|with) (?:the|my|this|that)\b)`,
  { person: 'self' },
);
// A stretch of time named as the chosen moment: "this weekend is my window".
add(
  'time-is-my-window',
  ['decision', 'plan-words', 'timing'],
  String.raw`\b(?:this|that|the|next)\s+(?:weekend|week|night|friday|saturday|sunday|monday|tuesday|wednesday|thursday|evening|morning|afternoon|bank holiday)\s+(?:is|will be|was going to be)\s+my\s+window(?=[.!?,;]|$)`,
  { person: 'self' },
);
// A message recorded for a child and hidden away for later.
const LATER = String.raw`(?:when (?:she|he|they) (?:is|are|s|re|gets?|grows?) (?:older|up|bigger)|for after|for when i am gone|for when i am not|for later|one day|in case|memory box|after i am)`;
add(
  'hidden-legacy-message',
  ['preparatory'],
  String.raw`\b(?:recorded|recording|record|wrote|written|writing|made|making|filmed|filming)\s+(?:a\s+|some\s+|an?\s+\w+\s+)?(?:voice notes?|voice memos?|videos?|messages?|letters?|recordings?|tapes?)\s+for\s+(?:my|each of my)\s+(?:daughter|son|kids|children|boys|girls|baby|grandkids|grandchildren)\b[^]{0,100}?\b(?:hid|hidden|hide|tucked|stashed|put it where)\b(?:(?<=${LATER}[^]{0,200})|(?=[^]{0,200}${LATER}))(?![^]{0,200}\b(?:birthday|surprise|christmas|present|bedtime|stories)\b)(?<!\b(?:birthday|surprise|christmas|present|bedtime|stories)\b[^]{0,200})`,
  { person: 'self' },
);
// An accident or illness hoped to make the choice instead: "a relief if a lorry took the decision off me".
add(
  'took-the-decision',
  ['passive'],
  String.raw`\b(?:wish\w*|hop\w*|relief|pray\w*|if)\b[^.!?]{0,60}\b(?:lorry|truck|bus|car|train|van|accident|crash|illness|cancer|heart attack|stroke|plane|god|fate)\b[^.!?]{0,30}\b(?:took|take|takes|taking|would take|made|make|makes)\s+(?:the\s+)?(?:decision|choice)\s+(?:off me|away from me|out of my hands|for me)\b`,
  { person: 'self' },
);
// Joining a dead parent or partner "soon": said of oneself, or heard from someone else.
const DEATH_NAMED = String.raw`\b(?:died|passed|dead|lost (?:him|her|them)|late|grave|heaven|funeral|since (?:he|she|they) (?:went|left us))\b`;
add(
  'joining-the-dead',
  ['passive'],
  String.raw`\b(?:be\s+)?(?:joining|join|be with)\s+(?:my|his|her|their)\s+(?:late\s+)?(?:dad|mum|mom|father|mother|wife|husband|son|daughter|brother|sister|partner|nan|gran|grandad|grandma|grandpa|friend|boy|girl|baby)\s+(?:again\s+)?(?:soon|shortly|before long|very soon|sooner than (?:you|they|people) think)\b(?:(?<=${DEATH_NAMED}[^]{0,200})|(?=[^]{0,200}${DEATH_NAMED}))`,
  { third: 'risk' },
);
// Wanting not to come home at all, not from a job or a town but at all.
add(
  'not-come-home-at-all',
  ['passive'],
  String.raw`\b(?:want|wanted|wanting|wish|wished|hope|hoped|hoping|part of me)\s+(?:that\s+)?(?:i\s+(?:would|could|did|do|will)\s+)?(?:to\s+)?(?:not|never)\s+(?:to\s+)?(?:come home|come back|make it home|get home|make it back)\s+at all\b(?![^.!?]{0,40}(?:!|holiday|trip|beach|so good|loved it))(?<!\b(?:holiday|trip|camp|so good|loved|amazing|beach|festival|vacation|lisbon|paris)\b[^.!?]{0,80})`,
  { person: 'self' },
);
// Arrangements for one's own death made with a cover story: "told the lady I just like to be organised".
add(
  'arranged-with-cover-story',
  ['preparatory', 'secret'],
  String.raw`\b(?:funeral plan|prepaid funeral|my (?:own )?funeral|my will|life insurance)\b(?<!\b${ORDINARY_REASON}\b[^]{0,230})(?![^]{0,200}\b${ORDINARY_REASON}\b)[^]{0,120}?\btold\s+(?:the|her|him|them|everyone|my \w+|the \w+)\s+(?:\w+\s+){0,2}?(?:i|it)\s+(?:(?:was|am|is|were)\s+)?(?:just\s+)?(?:like\s+to\s+be\s+|being\s+)?(?:organised|organized|prepared|sensible|practical|careful|planning ahead)\b`,
  { person: 'self', strong: true },
);

// ---------------------------------------------------------------- structures (tenth round)
// The next train counted down beside the line: "on the embankment. next one due in 12 min".
add(
  'next-train-due',
  ['method', 'at-hand', 'timing'],
  String.raw`\bnext\s+(?:one|train|freight|express|fast one)\s+(?:is\s+|comes?\s+|passes\s+|due\s+|through\s+|along\s+|past\s+)*(?:in|at)\s+(?:\d+|a few|two|five|ten|twenty)\s*(?:min\w*|mins?|m)\b(?<=\b(?:embankment|tracks?|railway|rail line|level crossing|sleepers|the line|the rails)\b[^]{0,300})(?![^]{0,200}\b(?:photo\w*|camera|spott\w*|class \d+|steam|heritage|video|film\w*)\b)`,
  { person: 'self' },
);
// Alone with the means: "just me and the edge", "me and the bottle tonight".
add(
  'alone-with-means',
  ['method', 'at-hand'],
  String.raw`\b(?:just|only)\s+me\s+and\s+(?:the|this|that|my)\s+(?:edge|ledge|drop|rope|pills|tablets|blade|blades|gun|rifle|tracks|river|bridge|cliff|railing|water)\b(?![^.!?]{0,30}\b(?:view|sunset|sunrise|camera|book|coffee|tea|dog|music|stars)\b)`,
  { person: 'self' },
);
// Ending it if only the strength were there: "if I had the strength I'd finish it".
add(
  'if-i-had-the-strength',
  ['active'],
  String.raw`\bif\s+(?:i|he|she|they)\s+(?:had|found|got)\s+(?:the\s+)?(?:strength|guts|courage|nerve|balls|energy)\b[^.!?]{0,25}?\b(?:would|will|could)\s+(?:finish|end|do|go through with)\s+(?:it|this|things|everything|the job)\b(?!\s+(?:off|up)\b)(?![^.!?]{0,40}\b(?:marathon|race|degree|course|book|essay|thesis|renovation|project|painting|job application|puzzle|season|series)\b)`,
  { third: 'risk' },
);
// Hair pulled out to hurt: "pulled my hair out at the roots to feel something".
add(
  'sh-hair-to-hurt',
  ['self-harm'],
  String.raw`\b(?:pull\w*|yank\w*|rip\w*|tear\w*|tore)\s+(?:out\s+)?(?:\w+\s+){0,2}?(?:of\s+)?(?:my\s+)?(?:own\s+)?(?:hair|eyelashes|lashes|eyebrows)\b[^.!?]{0,30}?\bto\s+(?:hurt|feel (?:it|something|the pain)|punish|make it hurt|make myself hurt)\b`,
  { person: 'self' },
);
// Into the water and pulled out: "walked into the sea last night till someone pulled me out".
add(
  'into-the-water-pulled-out',
  ['attempt'],
  String.raw`\b(?:walked|waded|went|swam|stepped)\s+(?:out\s+)?(?:in\s*to|into)\s+the\s+(?:sea|ocean|river|lake|water|waves|canal|loch)\b[^]{0,120}?\b(?:pulled|dragged|fished|hauled|talked)\s+(?:me\s+)?(?:back\s+)?(?:out|in|back)\b(?![^]{0,40}\b(?:wetsuit|swim|race|paddle|surf|lesson)\b)`,
  { person: 'self' },
);

// ---------------------------------------------------------------- structures (eleventh round)
// Envy of the dead: "jealous of the ones who went", "I envy the dead".
add(
  'envy-the-dead',
  ['passive'],
  String.raw`\b(?:jealous|envious)\s+of\s+(?:the\s+)?(?:ones?|people|those|them|him|her|everyone)\s+(?:who|that)\s+(?:(?:went|got to go|did it|go)(?=[.!?,;]|$|\s+(?:and|but|so|first|before|early|young|peacefully|quietly|in their sleep))|died|have died|passed|are dead|are gone|do not wake up|did not wake up|never woke up)\b|\b(?:envy|envied|envying)\s+(?:the\s+)?(?:dead|ones? who (?:died|went|passed))\b`,
  { person: 'self' },
);
// Burned with a cigarette or lighter pressed into the skin.
add(
  'sh-cigarette-burn',
  ['self-harm'],
  String.raw`\b(?:press\w*|put|putting|stub\w*|held|hold\w*|pushed|pushing|used|using)\s+(?:out\s+)?(?:the|a|my|his|her)\s+(?:lit\s+)?(?:cigarette|ciggie|fag|lighter|match|iron|hot \w+|lighter flame)\s+(?:out\s+)?(?:into|onto|on|against|to)\s+(?:my|the inside of my|the back of my)\s+(?:{BODY})\b`,
  { strong: true, person: 'self' },
);
// The aftermath of an overdose in a few plain words: "they gave me charcoal".
add(
  'charcoal-aftermath',
  ['attempt'],
  String.raw`\b(?:gave|give|given|giving|made|make)\s+me\s+(?:drink\s+)?(?:the\s+)?(?:activated\s+)?charcoal\b|\b(?:activated\s+)?charcoal\s+(?:and|then)\s+(?:kept|monitored|bloods|a drip)\b`,
  { person: 'self' },
);
// Not glad to have survived: "i don't even feel relieved i'm still here".
add(
  'not-glad-still-here',
  ['passive'],
  String.raw`\b(?:do not|did not|cannot|can not)\s+(?:even\s+)?(?:feel\s+)?(?:relieved|glad|happy|grateful|thankful)\s+(?:that\s+)?(?:i am|i was|to be)\s+still\s+(?:here|alive|breathing)\b`,
  { person: 'self' },
);
// Ligature precautions on a ward: "They took my shoelaces and my phone charger."
add(
  'ward-took-ligatures',
  ['attempt'],
  String.raw`\b(?:took|taken|removed|confiscated|had to hand over|handed over)\s+(?:away\s+)?(?:my|all my)\s+(?:shoe ?laces|belts?|phone charger|charger|cords?|dressing gown cord|drawstrings?|razors?|laces)\b(?<=\b(?:ward|unit|sectioned|admitted|hospital|psych|crisis team|a&e|a and e|obs|observation)\b[^]{0,200})`,
  { person: 'self' },
);
// Hair pulled out by the patch: a bald spot, not stopping once started.
add(
  'sh-hair-patch',
  ['self-harm'],
  String.raw`\b(?:pull\w*|yank\w*|rip\w*|tore|tear\w*)\s+(?:out\s+)?(?:another|a|more|a whole|a big)\s+(?:patch|clump|chunk|handful|bunch|fistful)\s+(?:of\s+)?(?:my\s+)?(?:hair|eyelashes|lashes|eyebrows)\b(?:\s+out)?`,
  { person: 'self', level: 'concern' },
);
// A substance from a forum, ordered, with one dose enough.
add(
  'forum-substance',
  ['method'],
  String.raw`\b(?:the\s+)?(?:stuff|thing|powder|chemical|salt|substance)\s+(?:people|they|everyone|folks)\s+(?:talk|talked|post|posted|write|wrote)\s+about\s+on\s+(?:that|the|this|a)\s+(?:forum|site|subreddit|board|thread|server)\b|\b(?:only|just)\s+need\s+(?:the\s+)?one\s+dose\b`,
  { person: 'self' },
);
// Time, place and means in a list, with a countdown: "3am. bathtub. dad's razor blades. 2 hours from now".
add(
  'countdown-with-means',
  ['plan', 'method'],
  String.raw`\b(?:razor blades?|blades?|pills|tablets|rope|belt|gun|rifle|bridge|ledge|roof|tracks|bath|bathtub)\b[^]{0,60}?\b(?:\d+|one|two|three|an?|half an?)\s+(?:hours?|hrs?|mins?|minutes?)\s+from\s+now\b|\b(?:\d+|one|two|three|an?|half an?)\s+(?:hours?|hrs?|mins?|minutes?)\s+from\s+now\b[^]{0,60}?\b(?:razor blades?|pills|tablets|rope|belt|gun|rifle|bridge|ledge|roof|tracks)\b`,
  { person: 'self' },
);
// Talked down from a height: "on the ledge of the car park for an hour. security talked me down".
add(
  'talked-down-from-height',
  ['attempt'],
  String.raw`\b(?:talked|talk|talking|coaxed|brought|got)\s+me\s+down\b(?<!\b(?:glad|grateful|thankful|thank god|thank \w+)\b[^.!?]{0,60})(?<=\b(?:ledge|bridge|roof|rooftop|edge|car park|multi storey|railing|parapet|balcony|cliff|tower|overpass|flyover)\b[^]{0,200})(?![^]{0,40}\b(?:ladder|tree|climbing wall|panic|price|from \d)\b)`,
  { person: 'self' },
);

// ---------------------------------------------------------------- structures (thirteenth round)
// The means named as the next step "like I planned": "then the bath like i planned it".
add(
  'then-as-planned',
  ['plan', 'decision'],
  String.raw`\bthen\s+(?:the|my)\s+(?:bath|bathtub|bridge|lake|river|sea|pills|tablets|rope|tracks|roof|garage|car|woods|cliff|quarry|belt|gun)\b[^.!?]{0,30}?\b(?:like|as)\s+(?:i\s+(?:have\s+|had\s+)?)?planned\b`,
  { person: 'self' },
);
// Water or a height named as the step after a decided date: "Decided it'll be the end of semester ... then the lake.",
// "Sunday's the day. Going to church first so Mama has that. Then the bridge over the Chattahoochee on the way home."
add(
  'decided-then-the-place',
  ['plan', 'decision'],
  String.raw`[,.;]\s*then\s+the\s+(?:lake|river|bridge|sea|tracks|cliff|roof|quarry|reservoir|canal|ledge|rope)(?:\s*(?=[.!?]|$)|(?=\s+(?:over|on|by|near|off)\s+the\b)(?!\s+on the way\b)(?![^]{0,80}\b(?:sunrise|sunset|photos?|shots|pictures|view)\b))(?<=\b(?:decided|planned|plan|nobody|no one|last|one good|first|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)(?:\s+is|s)\s+the\s+day)\b[^]{0,200})`,
  { person: 'self' },
);
// Affairs put in order and a sudden calm: a known warning sign.
add(
  'in-order-then-calm',
  ['preparatory', 'final'],
  String.raw`\b(?:everything|it all|all|affairs|things)\s+(?:is|are|s)\s+(?:now\s+)?(?:in order|sorted|arranged|taken care of|squared away|settled)\b(?!\s+(?:for|before|ahead of)\s+(?:the|my|our|a|an|this|next)\s+\w+)[^]{0,80}?\b(?:calm|at peace|peaceful|relieved|light|lighter|settled)\b`,
  { person: 'self' },
);
// A bus wished on oneself: "wishing a bus would hit me so I could finally rest".
add(
  'wish-vehicle-hit',
  ['passive'],
  String.raw`\b(?:wish\w*|hop\w*|pray\w*)\s+(?:that\s+)?(?:a|the)\s+(?:bus|car|lorry|truck|train|van|taxi)\s+(?:would|will|might|could)\s+(?:just\s+)?(?:hit|run me over|take me|mow me down|knock me)\b`,
  { person: 'self' },
);
// One last memory left for others: "give them one last nice memory of me".
add('last-memory-of-me', ['preparatory', 'final'], String.raw`\b(?:one\s+)?(?:last|final)\s+(?:nice\s+|good\s+|happy\s+)?memor(?:y|ies)\s+of\s+me\b`, {
  person: 'self',
});
// Discharged with charcoal, and the rest of the box still at home.
add('charcoal-discharged', ['attempt'], String.raw`\b(?:discharged|a&e|a and e|er|hospital|ward|resus)\b[^.!?]{0,80}[.!?,]?\s*[^.!?]{0,20}\bcharcoal\b`, {
  person: 'self',
});
add(
  'rest-of-the-box-at-home',
  ['method', 'at-hand'],
  String.raw`\bthe rest of (?:the|my)\s+(?:box|bottle|pack|packet|pills|tablets|stash|supply)\s+(?:is|are)\s+(?:still\s+)?(?:at home|in the (?:bathroom|drawer|cupboard|car|bedroom)|here|waiting)\b`,
  { person: 'self' },
);

// One more holiday given to the family first: "give everyone one more Christmas first". (Added after
// the seventeenth final split was scored, where this text was the one read as a happy day.)
add(
  'one-more-holiday-first',
  ['plan', 'decision'],
  String.raw`\b(?:give|let|giving|letting)\s+(?:everyone|them|the kids|the family|my (?:family|kids|children|mum|mom|dad|parents|wife|husband|partner|son|daughter)|her|him|mum|mom)\s+(?:have\s+)?one\s+(?:more|last|final)\s+(?:christmas|birthday|summer|holiday|easter|thanksgiving|eid|diwali|hanukkah|new year|family dinner|mothers day|fathers day)\b(?!\s+(?:at|in)\s+(?:the|nan|gran|grandma|grandmas|grandad|our old|that)\b)(?=\s*(?:first|before|with me|[.!?,]|$))`,
  { person: 'self' },
);

// ---------------------------------------------------------------- structures (fourteenth round)
// A date disguised in the calendar: "marked it in pencil so it looks like a dentist appointment".
add(
  'disguised-date',
  ['plan', 'secret'],
  String.raw`\b(?:calendar|diary|planner|phone|agenda)\b[^.!?]{0,60}?\bso (?:that\s+)?(?:it|nobody|no one)\s+(?:looks|reads|seems|thinks it is|will think it is)\s+(?:like\s+)?(?:just\s+)?(?:an?|my)\s+(?:\w+\s+)?(?:appointment|meeting|reminder|check ?up|errand)\b(?![^]{0,160}\b(?:surprise|party|present|gift|proposal|propose|anniversary|interview|birthday)\b)`,
  { person: 'self' },
);
// A place nobody visits, named in a plan: "Sunday evening, the lake cabin, nobody goes up there till May."
add(
  'nobody-goes-there',
  ['plan', 'secret'],
  String.raw`\b(?:nobody|no one)\s+(?:goes|comes|will (?:go|come|look|check)|ever (?:goes|comes)|checks)\s+(?:up\s+|out\s+|down\s+|in\s+)?(?:there|here)\s+(?:until|till|before|for)\b(?<=\b(?:plan|planned|decided|sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|evening|weekend|date)\b[^]{0,160})(?![^]{0,80}\b(?:so we|ourselves|to ourselves|peace and quiet|bring|pack|cheap|rent|booked|party|camping trip|we can)\b)`,
  { person: 'self' },
);
// Pets rehomed with a cover story: "I tell them I am moving abroad. Is not true.", or the empty flat
// afterwards "the point".
add(
  'rehome-with-cover-story',
  ['preparatory', 'secret'],
  String.raw`\b(?:new (?:owners?|homes?|family)\s+for\s+(?:(?:my|the|our)\s+(?:birds?|budgies?|parrots?|cats?|dogs?|pets?|rabbits?|bunny|fish|hamsters?|guinea pigs?|snake|lizard|tortoise)|[a-z]+(?=\s*,\s*(?:he|she)\b))|found [a-z]+ a (?:new |good )?home|rehom\w*\s+(?:my|the|our)\s+(?:birds?|budgies?|parrots?|cats?|dogs?|pets?|rabbits?|bunny|fish|hamsters?|guinea pigs?|snake|lizard|tortoise))\b(?=[^]{0,200}\b(?:is not true|was not true|not true|a lie|i lied|lying to them|cover story|they do not know|nobody knows|no one knows|told (?:everyone|people|them|the group|folks|my \w+)\b[^]{0,100}[.!?]\s*(?:but\s+)?(?:it is|that is) not (?:really )?(?:the|about the) (?:company|landlord|flat|move|job|policy|lease|building|new place|reason)\b(?!\s*,?\s*it is\b)))|\b(?:rehom\w*|found (?:a |an )?(?:new |good )?home for)\b(?=[^]{0,200}\b(?:which|and that|that)\s+(?:i suppose |i guess |i think )?(?:is|was)\s+the\s+(?:whole\s+)?point\b)`,
  { person: 'self' },
);
// A pupil's or child's story about their own funeral: "her own funeral ... the last line was just 'Friday'".
add(
  'child-writes-own-funeral',
  ['third-party'],
  String.raw`\b(?:story|piece|poem|essay|drawing|writing|assignment|journal|diary|homework)\b[^.!?]{0,60}?\b(?:her|his|their)\s+own\s+(?:funeral|death|grave|suicide|goodbye|obituary|eulogy)\b(?![^]{0,160}\b(?:hilarious|funny|lol|comedy|satire|joke|got an? [a-c]|top marks|the dog give|for halloween)\b)`,
  { third: 'risk', person: 'third', strong: true },
);
// "does a paracetamol overdose hurt or do you just fall asleep"
add(
  'overdose-hurt',
  ['method'],
  String.raw`\b(?:does|do|would|will|is)\s+(?:an?\s+)?(?:\w+\s+)?(?:overdose|od)\s+(?:hurt|be painful|painful|take long|take a long time)\b|\bor do you just (?:fall asleep|drift off|go to sleep|pass out)\b`,
  { person: 'self' },
);
// The tallest place asked for, "not for sightseeing": "highest bridge near leeds. not for sightseeing lol"
add(
  'height-not-for-sightseeing',
  ['method'],
  String.raw`\b(?:highest|tallest|biggest drop|high)\b[^.!?]{0,40}?\b(?:bridge|cliff|building|roof|rooftop|car park|multi storey|tower|viaduct|overpass|flyover|dam)\b[^]{0,40}?\bnot (?:for|to)\s+(?:sightseeing|the view|the views|photos?|pictures|tourism|a walk|walking|hiking|a visit|visiting|look at)\b|\b(?:highest|tallest)\b[^.!?]{0,40}?\b(?:bridge|cliff|building|roof|rooftop|car park|multi ?storey|tower|viaduct|overpass|flyover|dam)\b[^.!?]{0,40}?\b(?:open all night|without (?:the\s+|those\s+)?(?:safety\s+)?(?:fences?|barriers?|railings?|nets?)|(?:does not|do not|doesnt) have (?:those\s+|any\s+|the\s+)?(?:safety\s+)?(?:fences?|barriers?|railings?|nets?)|no (?:safety\s+)?(?:fences?|barriers?|railings?|nets?))\b`,
  { person: 'self', strong: true },
);
// An attempt told as an accident: "told my therapist it was an accident. It wasn't."
add(
  'accident-that-was-not',
  ['attempt'],
  String.raw`\b(?:told|tell|said|say|saying|telling)\s+(?:\w+\s+){0,3}?(?:it was|that it was)\s+an accident\b[^.!?]{0,10}[.!?,;]?\s*(?:but\s+)?it\s+(?:was not|was no accident|really was not)\b(?!\s+(?:my fault|their fault|his fault|her fault|anyone s fault))`,
  { person: 'self' },
);
add(
  'not-sure-will-not-try-again',
  ['attempt', 'intent'],
  String.raw`\b(?:not sure|do not know if|cannot promise|cannot say)\s+(?:that\s+)?i\s+(?:will not|would not|will never|would never)\s+try\s+(?:it\s+|that\s+)?again\b`,
  {
    person: 'self',
  },
);
// Over the barrier at a height: "got to the top of the multi-storey, climbed over the wall".
add(
  'over-the-barrier-at-height',
  ['attempt'],
  String.raw`\b(?:climbed|climbing|stepped|got|went|hopped|swung my legs)\s+over\s+(?:the|a)\s+(?:wall|railings?|barrier|fence|parapet|edge|rail|balustrade|guard ?rail)\b(?<=\b(?:top of|multi storey|car park|bridge|roof|rooftop|cliff|viaduct|tower|overpass|flyover|balcony|top floor|\d+(?:th|st|nd|rd) floor)\b[^]{0,120})(?![^]{0,80}\b(?:ball|frisbee|kite|shortcut|short cut|locked out|to get in|festival|gig|to fetch|to retrieve|to rescue|the cat|the dog|for a photo|selfie|the view)\b)`,
  { person: 'self' },
);
// "I wish sometimes to sleep and not wake": the passive wish without "up".
add(
  'wish-sleep-not-wake',
  ['passive'],
  String.raw`\b(?:wish|wishing|want|wanting|hope|hoping|pray|praying|long|longing)\s+(?:sometimes\s+|often\s+|just\s+|only\s+|so much\s+)?to\s+(?:go to\s+|fall\s+)?(?:sleep|asleep)\s+and\s+(?:never|not)\s+(?:to\s+)?wake\b(?!\s+(?:before|until|till|at|for|early|the|her|him|them|anyone|everyone)\b)`,
  { person: 'self' },
);
// A self-harm streak with the urge back: "day 40 no cutting but ... i can feel myself wanting to. talk me out of it?"
add(
  'streak-with-urge',
  ['self-harm'],
  String.raw`\b(?:(?:day|week|month)\s+\d+|\d+\s+(?:days|weeks|months))\s+(?:no|without|clean from|free from|clean of|off)\s+(?:cutting|self harm|self harming|sh|harming|burning|hurting myself)\b(?=[^]{0,160}\b(?:wanting to|want to so bad|urges?|craving|talk me out of it|close to (?:relapsing|doing it)|going to relapse|about to relapse|might relapse)\b)(?![^]{0,160}\b(?:do not (?:even )?(?:want|miss)|no longer want|not even wanting|urges? (?:are|is) (?:gone|quiet|rare))\b)`,
  { person: 'self', level: 'concern' },
);

// Ending it with someone, then oneself: "ending it with him tonight and then myself".
add(
  'end-it-with-then-myself',
  ['active'],
  String.raw`\b(?:end|ending|finish|finishing)\s+(?:it|things)\s+with\s+\w+(?:\s+(?:tonight|today|tomorrow|first|for good))?\s*(?:,\s*)?(?:and|then)\s+(?:then\s+)?(?:myself|me|my life)\b(?!\s+(?:some (?:space|time|credit)|a (?:break|treat|holiday)))`,
  { person: 'self', strong: true },
);
// ---------------------------------------------------------------- structures (fifteenth round)
// Sorry an attempt failed: "part of me is annoyed it didn't take".
add(
  'annoyed-it-did-not-take',
  ['attempt', 'passive'],
  String.raw`\b(?:annoyed|disappointed|sorry|gutted|angry|upset|pissed off|cross|frustrated|wish|shame|shame that)\b[^.!?]{0,20}?\b(?:it|they|the pills|the tablets|the overdose|the attempt|that)\s+(?:did not|didnt)\s+(?:take|work)\b(?<=\b(?:overdose|pills|tablets|attempt|hospital|a&e|liver|discharged|psych|the rope|woke up)\b[^]{0,240})`,
  { present: true, person: 'self', strong: true },
);
// A friend's goodbye in a favour: "he messaged 'look after the lads for me'. That's not him."
add(
  'look-after-them-for-me',
  ['third-party'],
  String.raw`\b(?:messaged|texted|said|wrote|told me|sent me|posted)\b[^.!?]{0,20}?["']?\s*(?:please\s+)?look after (?:the|my|our)\s+(?:lads|kids|dog|cat|boys|girls|mum|mom|family|children|little one|wee one|\w+)\s+for me\b`,
  { third: 'risk', person: 'third', strong: true },
);
// "sh'd again lol": self-harmed again, whatever laughter follows.
add('self-harmed-again', ['self-harm'], String.raw`\b(?:i\s+)?self harmed again\b`, { person: 'self', strong: true });
// A method question asked for oneself: "can u od on ibuprofen ... asking for me".
add(
  'asking-for-me',
  ['method'],
  String.raw`\b(?:(?:asking|ask|asked)\s+for\s+(?:me|myself)|asking\s+because\s+i\s+(?:have|got|have got|am)\b)\b(?<=\b(?:od|overdose|pills|tablets|hang\w*|bridge|lethal|dose|painless|painful|exhaust|rope|drown\w*|jump\w*|gun|bleed\w*|wrists?|fatal|how many|how much|not wake|die|dying|dead|suicid\w*)\b[^]{0,160})`,
  { person: 'self', strong: true },
);
// Old scars picked open: "been picking the old scars open again. cant stop".
add(
  'picking-scars-open',
  ['self-harm'],
  String.raw`\b(?:picking|pick|picked|opening|reopening|reopened|ripping|ripped|tearing)\s+(?:at\s+)?(?:the\s+|my\s+)?(?:old\s+)?(?:scars?|scabs?|wounds?|cuts)\s+(?:back\s+)?open\b`,
  { person: 'self', level: 'concern', strong: true },
);
// "Better I was not there only, then at least they can stop wasting on me."
add(
  'better-i-was-not-there',
  ['passive'],
  String.raw`\bbetter\s+(?:if\s+)?i\s+(?:was|were|am|had)\s+not\s+(?:there|here|around|alive|born)\b(?!\s+(?:when|while|for|at|during|on|in|to|with|until|till|before|after)\b)`,
  { person: 'self' },
);
// Methods compared: "which is less painful, hanging or pills".
add(
  'methods-compared',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:is|would be|one is|way is)\s+(?:less|least|more|most)\s+(?:painful|quick|quicker|quickest|peaceful|reliable|certain|likely to work)\b[^.!?]{0,40}\b(?:hanging|pills|overdose|jumping|drowning|gun|rope|od|bridge|train|cutting|exhaust|tablets)\b`,
  { person: 'self', strong: true },
);
// Glad to be alive, some days not, after a hospital stay: "Most days I'm glad I'm still here. Some days I'm really not."
add(
  'glad-still-here-some-days-not',
  ['passive'],
  String.raw`\bglad (?:i am|to be) still (?:here|alive)\b[.!?,;]\s*(?:but\s+)?(?:some|other|most)\s+days\s+(?:i am\s+)?(?:really\s+|just\s+)?not\b`,
  { present: true, strong: true, person: 'self' },
);
add(
  'mark-on-my-neck',
  ['attempt'],
  String.raw`\b(?:mark|marks|bruise|bruising|line|burn)\s+(?:on|around)\s+my\s+neck\b(?<=\b(?:hospital|discharged|weeks since|days since|ward|a&e|since the night|since that night|since i tried)\b[^]{0,240})`,
  { person: 'self' },
);
// The veterans' statistic made personal: "They say 22 a day. Figured I'd make it 23".
add('make-it-23', ['plan', 'active'], String.raw`\b22 a day\b[^]{0,100}?\b(?:make it 23|be number 23|be one of them|be one of the 22|join them|add to it)\b`, {
  person: 'self',
  strong: true,
});
// Failed even at that, after a discharge: "got discharged today ... i feel like i failed at even that".
add(
  'failed-at-even-that',
  ['attempt'],
  String.raw`\b(?:fail(?:ed|ing)?\s+(?:at\s+even|even\s+at)\s+(?:that|this|dying)|failed\s+at\s+(?:dying|that too|this too|even dying))\b(?<=\b(?:discharged|hospital|liver|bloods|a&e|ward|overdose|stomach pumped|icu|resus|woke up|charcoal|psych)\b[^]{0,240})`,
  { present: true, person: 'self' },
);
// Someone else would rather be dead, said in a voice that frightens: "never in that voice. Ian's driving down first thing."
add(
  'third-rather-dead-alarmed',
  ['third-party'],
  String.raw`\b(?:she|he|they)\s+(?:would|had)\s+rather\s+be\s+dead\b(?=[^]{0,200}\b(?:that voice|not like (?:her|him|them)|driving (?:down|up|over)|first thing|worried|scared|have not slept|not slept|sobbing|meant it|means it)\b)`,
  { third: 'risk', person: 'third', unvetoable: true },
);
// "I want me to stop." Not the job, not the relationship: me.
add('want-me-to-stop', ['active'], String.raw`\bi want (?:me|myself) to (?:stop|end|be over|not exist)\b`, { person: 'self', strong: true });
// Exhaust fumes asked about: "does the exhaust from a car still work with modern catalytic converters".
add(
  'exhaust-still-work',
  ['method'],
  String.raw`\b(?:exhaust|car fumes|fumes|carbon monoxide)\b[^.!?]{0,60}?\b(?:still work|catalytic converters?|do you need an older|need an older (?:car|one)|how long does it take|hose pipe|hosepipe)\b`,
  { person: 'self', strong: true },
);
// "checking out permanently": leaving life, not a hotel.
add('check-out-permanently', ['active'], String.raw`\bcheck(?:ing|ed)?\s+out\s+(?:permanently|for good|early|of (?:life|this life|this world|existence))\b`, {
  person: 'self',
  strong: true,
});

// ---------------------------------------------------------------- structures (sixteenth round)
// An attempt told in two words after a day: "Last Thursday I tried. Nobody knows."
add(
  'day-i-tried',
  ['attempt'],
  String.raw`\b(?:last\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|night|week|weekend)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|two nights ago|the other night)\s*,?\s*i tried\b(?=\s*(?:[.!]\s*(?:nobody|no one|and nobody|i did not tell|it did not work|i am still here)|[.!]?\s*$))`,
  { person: 'self', strong: true },
);
// Seeing whether one has the nerve: "stand at the edge for a bit and see if ive got the guts".
add(
  'see-if-i-have-the-guts',
  ['method', 'intent'],
  String.raw`\bsee if i (?:have got|have|got|still have) the (?:guts|nerve|balls|courage|bottle|bravery)\b(?<=\b(?:edge|bridge|ledge|roof|multi ?storey|car park|cliff|tracks|train|pills|tablets|rope|blade|razor|highest|tallest|drop)\b[^]{0,160})`,
  { person: 'self', strong: true },
);
// Medication kept back instead of taken: "not taking the quetiapine and putting it in the tin instead".
add(
  'not-taking-saving',
  ['preparatory', 'method'],
  String.raw`\bnot (?:taking|swallowing)\s+(?:my|the|her|his)\s+(?:\w+\s+){0,2}?(?:and|but)\s+(?:instead\s+)?(?:putting|keeping|saving|hiding|storing|stashing|adding)\s+(?:it|them)\b|\bfeels? safer knowing (?:they are|they re|it is|the pills are|the tablets are) there\b`,
  { person: 'self', strong: true },
);
// A self-harm relapse: "relapsed tonight. 247 days clean from cutting and now I'm back at zero."
add(
  'sh-relapse-back-to-zero',
  ['self-harm'],
  String.raw`\brelapsed\b(?!\s+(?:once|twice|a few times|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|last (?:year|month|spring|summer|autumn|winter))\b)(?![^.!?]{0,80}\b(?:but|and) (?:i am|now i am|now)\s+(?:\d+|a few|two|three) (?:days|weeks|months) clean\b)(?=[^]{0,120}\b(?:cutting|self harm\w*|sh|burning|blades?|razor)\b)|\bback (?:at|to) (?:zero|day (?:one|1|zero|0))\b(?<=\b(?:cutting|self harm\w*|sh|burning|blades?|razor|clean)\b[^]{0,160})`,
  { person: 'self', strong: true },
);
// Woken in hospital, found by someone: "Can't even get this right."
add(
  'cannot-even-get-this-right',
  ['attempt'],
  String.raw`\bcannot even (?:get this right|do this right|do that right|get that right|manage that|do this properly)\b(?<=\b(?:woke up|hospital|a&e|er|icu|ward|nurses?|found me|ambulance|paramedics?|stomach pumped|charcoal|rpa|resus)\b[^]{0,240})`,
  { present: true, person: 'self', strong: true },
);

// ---------------------------------------------------------------- structures (seventeenth round)
// Closing one's eyes for good, in any English: "wish mi coulda just close mi eye an never open dem again".
add(
  'close-eyes-never-open',
  ['passive'],
  String.raw`\b(?:wish|wishing|want|wanna|hope)\s+(?:i|mi|me)\s+(?:could|coulda|could have|cudda|cud|can|would|could just)\s+(?:just\s+)?(?:close|shut)\s+(?:my|mi|me)\s+eyes?(?:\s+(?:one|some|at|tonight)(?:\s+night)?)?\s+(?:and|an|n)\s+(?:just\s+)?(?:never|not|nuh|neva|not have to)\s+(?:open|opening|wake up)\b(?![^.!?]{0,12}\b(?:till|until|before|during|through)\b)`,
  { person: 'self' },
);
// Charcoal in a sealed space, and the question whether a way is painless.
add(
  'charcoal-sealed',
  ['method'],
  String.raw`\b(?:charcoal|disposable bbq|disposable barbecue|bbq briquettes)\b[^.!?]{0,40}\b(?:closed|sealed|shut|locked|small|taped up)\s+(?:car|room|tent|bathroom|space|garage)\b|\b(?:closed|sealed|shut|locked|taped up)\s+(?:car|room|tent|bathroom|garage)\b[^.!?]{0,30}\bcharcoal\b`,
  { person: 'self', strong: true },
);
add(
  'is-that-painless',
  ['method'],
  String.raw`\b(?:is|would|will)\s+(?:that|it|this|they)\s+(?:be\s+)?(?:painless|quick and painless|peaceful|certain|a sure thing|fatal|lethal|enough to (?:do it|not wake up|kill))\b(?<=\b(?:charcoal|rope|pills|tablets|overdose|od|jump|jumping|bridge|drown\w*|hanging|hang|gas|exhaust|bleach|pesticide|paracetamol|tylenol|insulin|gun|shotgun|razor|blade|vein|floor|tracks|train|car)\b[^]{0,100})`,
  { person: 'self', strong: true },
);
// The wheel flicked into the traffic: "Every lorry that came past I thought, just a flick of the wheel."
add(
  'flick-of-the-wheel',
  ['method'],
  String.raw`\b(?:just\s+)?(?:a|one)\s+(?:flick|twitch|turn|yank|jerk|tug|nudge)\s+of\s+the\s+(?:steering\s+)?wheel\b(?<=\b(?:i thought|i think|i keep thinking|thought|thinking|how easy|it would be|it would take|all it would take|all it takes)\b[^]{0,80})|\bmy hands knew (?:exactly )?how to do it\b`,
  { person: 'self', strong: true },
);
// Going out to the water and not coming back: "this time I shan't walk back".
add(
  'not-walking-back',
  ['active', 'plan-words'],
  String.raw`\b(?:and|this time|but this time|only this time)\s+i\s+(?:shall not|will not|wont|am not going to|shant|will not be|am not)\s+(?:be\s+)?(?:walk|walking|swim|swimming|come|coming|drive|driving|row|rowing|sail|sailing)\s+back(?:\s+in)?\b(?<=\b(?:loch|lake|sea|river|ocean|tide|cliffs?|moor|hills?|woods|forest|water|pier|boat|out to|the point)\b[^]{0,160})(?![^.!?]{0,30}\b(?:until|till|before|for (?:a|the|an)|by (?:car|bus|train|taxi)|on (?:the|a) (?:bus|train|ferry)|we|because it is|the same way|that way|this way|along|across)\b)`,
  { person: 'self', strong: true, present: true },
);
// Handing one's work over and closing the accounts of a life, each on its own ordinary.
add(
  'handover-closures',
  ['weak-prep'],
  String.raw`\bso (?:that )?(?:someone|somebody|anyone|whoever) (?:else )?can (?:pick (?:it|them|this) up|take (?:it |them |this )?over|carry (?:it |this )?on|finish (?:it|this))\b|\breturned (?:all )?(?:my|the) library books\b|\bclear(?:ed)? out (?:the|my) fridge\b|\bcancel(?:l)?ed (?:the |my )?(?:spotify|netflix|phone contract|direct debits?|standing orders?|amazon prime|subscriptions)\b|\bpaid (?:the |my )?(?:last|remaining|next|final) (?:\w+ )?(?:emis?|instalments?|installments?|payments?|rent)\s+in advance\b`,
  { person: 'self' },
);
// Self-injury that has lasted into adulthood, dressed afterwards: "still doing it ... wrapped it in gauze".
add(
  'still-doing-it-dressed',
  ['self-harm'],
  String.raw`\bstill doing (?:it|this)\b(?=[^]{0,200}\b(?:wrapped (?:it|them|my \w+) (?:in|with) (?:a |some )?(?:gauze|bandages?|kitchen roll|toilet roll|tissue|plasters?)|the old way|steri ?strips?|long sleeves|sleeves down|blade|razor)\b)`,
  { person: 'self', strong: true },
);
// The vein and the other thing: "cutting along the vein ... not for self harm. for the other thing".
add(
  'not-for-sh-for-the-other',
  ['active', 'method'],
  String.raw`\bnot for (?:self harm\w*|sh|attention|the cutting)\b[^a-z]{0,6}(?:it is |its |this is )?(?:for |but for )(?:the other thing|the other one|something else|the real thing|the big one|good|real|the end)\b|\b(?:along|down|up)\s+the\s+(?:veins?|artery|arteries|wrist)\b[^.!?]{0,40}\b(?:work|works|better|deeper|more likely|faster|more effective|than across)\b`,
  { person: 'self', strong: true },
);
// A way up and no one to stop it: "already know the door code, security guard only comes at 2am".
add(
  'roof-access',
  ['method'],
  String.raw`\b(?:know|have|got|found|learned|learnt)\s+the\s+(?:door\s+|roof\s+|access\s+|stairwell\s+)?(?:code|key|keycard|pin)\b(?<=\b(?:roof|rooftop|top floor|stairwell|fire escape|top of the building|multi ?storey)\b[^]{0,120})|\b(?:know|have|got|found)\s+the\s+(?:code|key|keycard|pin)\s+(?:for|to)\s+the\s+(?:roof|rooftop)(?:\s+(?:door|access|hatch))?\b(?!\s+(?:bar|garden|terrace|pool|gym|lounge|party|restaurant|cinema|deck))|\b(?:guard|security|caretaker|nobody|no one)\s+(?:only\s+)?(?:comes|checks|comes up|does rounds|is there)\s+(?:at|after|until|till)\s+\d+\b(?<=\b(?:roof|rooftop|top floor|stairwell|bridge)\b[^]{0,160})`,
  { person: 'self', strong: true },
);
// Walking into the water as a decision, not a joke: "im walking into the river. already picked the spot".
add(
  'walk-into-water',
  ['active', 'method'],
  String.raw`\b(?:i am|i will|i am going to|i shall|i am just going to|i will just)\s+(?:just\s+)?(?:walk|walking|wade|wading)\s+(?:into|out into)\s+the\s+(?:sea|river|lake|loch|ocean|canal|tide|waves|reservoir|quarry)\b(?=[^]{0,120}\b(?:picked|chosen|found)\s+(?:the|a|my)\s+(?:spot|place)\b)`,
  { person: 'self', strong: true },
);
// Poison swallowed: "I drank the phenyl from under the sink 10 minutes back".
// A game character's potion ("my d&d character drank the poison") is the game's, not the writer's.
const GAME_CHARACTER_DRANK = String.raw`(?<!\b(?:my|our|his|her|their) (?:d and d |d&d |dnd |game |rpg )?(?:character|hero|heroine|npc)\s+(?:drank|drunk|swallowed|downed|necked|have drunk|have swallowed))(?<!\b(?:villain|heroine|hero|protagonist|antagonist|juliet|romeo|snow white|the detective|the queen|the king)\s+(?:drank|drunk|swallowed|downed|necked|has drunk|has swallowed|have drunk|have swallowed))`;
add(
  'drank-poison',
  ['attempt'],
  String.raw`\b(?:drank|drunk|swallowed|downed|have drunk|have swallowed)${GAME_CHARACTER_DRANK}\s+(?:the|some|a (?:cup|glass|bottle|capful) of|half (?:a|the) bottle of|the whole bottle of|a bit of)?\s*(?:{POISON}|phenyl|phenyle|kerosene|toilet cleaner|floor cleaner|harpic|dettol|savlon|insect spray|hair dye)\b(?![^.!?]{0,40}\b(?:by (?:mistake|accident)|accidentally|thinking it was|as a (?:child|kid|toddler))\b)`,
  { strong: true, third: 'risk' },
);
// A heap of one's pills with drink: "drank most of a bottle of rum and took a heap of my pills".
add(
  'took-heap-of-pills',
  ['attempt'],
  String.raw`\b(?:took|taken|swallowed|necked|downed)\s+(?:a heap|heaps|a load|loads|a handful|handfuls|a bunch|most|half|all|a pile|a fistful|a shitload|a ton|tons|way more than|lots)\s+of\s+(?:my|the|her|his|mums?|moms?|dads?|nans?|grans?|my (?:mums?|moms?|dads?|nans?|grans?))\s+(?:\w+\s+)?{PILLS}\b|\b(?:took|taken|swallowed)\s+(?:my|the)\s+(?:nans?|grans?|mums?|moms?|dads?|grandmas?|grandads?)\s+(?:{PILLS})\b(?<=\b(?:drank|drunk|vodka|rum|whisky|whiskey|gin|wine|bottle)\b[^]{0,80})`,
  { person: 'self', strong: true },
);
// A ligature that failed: "Tried last night. The cord snapped."
add(
  'ligature-failed',
  ['attempt'],
  String.raw`\bthe\s+(?:cord|rope|belt|ligature|scarf|cable|flex|dog lead|lead|tie|sheet)\s+(?:snapped|broke|gave way|came (?:loose|undone)|did not hold|would not hold)\b(?:(?=[^.!?]{0,20}\bwhen i tried\b)|(?<=\b(?:tried|i tried|attempt\w*|hang\w*|neck|garage|loft|beam|banister|door)\b[^]{0,80}))`,
  { person: 'self', strong: true, present: true },
);
// Regret at surviving: "discharged from hospital after the OD. I still wish it had worked".
add(
  'wish-it-had-worked',
  ['active'],
  String.raw`\b(?:wish|wished|wishing)\s+(?:that\s+)?(?:it|that|the (?:od|overdose|pills|attempt|rope|jump))\s+(?:had|would have|could have)\s+(?:worked|finished (?:me|it|the job))\b|\b(?:gutted|sorry|angry|annoyed|disappointed)\s+(?:that\s+)?(?:it|the (?:od|overdose|attempt))\s+(?:did not|didnt) work\b`,
  { person: 'self', strong: true, present: true },
);
// Wanting to take the lot: "found my dads pills ... kinda want to take them all tonight".
add(
  'want-take-them-all',
  ['method', 'active'],
  String.raw`\b(?:want|wanna|going|gonna|tempted|thinking about|thinking of|planning|plan|urge)\s+(?:to\s+)?(?:just\s+)?(?:take|taking|swallow|swallowing|down|neck)\s+(?:them all|all of them|the (?:whole|entire) (?:lot|box|bottle|pack|packet|strip)|every (?:single )?(?:one|pill|tablet)|all (?:\d+|sixty|forty|thirty|twenty|fifty|of it)|the lot)\b(?<=\b(?:{PILLS}|pill|box|bottle|packs?|packets?|strips?|cabinet|blister)\b[^]{0,120})`,
  { person: 'self', strong: true },
);
// A prayer to be taken: "I pray each night that the Lord takes me in my sleep", "I'd go tomorrow if He'd take me".
add(
  'pray-be-taken',
  ['passive'],
  String.raw`\b(?:pray|prays|praying|prayed|ask|asking|beg|begging|hope|hoping)\s+(?:\w+\s+){0,3}?(?:that\s+)?(?:the lord|god|jesus|allah|he|him|the good lord|my maker)\s+(?:should\s+|will\s+|would\s+|could\s+|to\s+|might\s+)?(?:take|takes|took|calls?|call)\s+me\s+(?:home|in my sleep|tonight|soon|now|away|before|while i sleep)\b|\bi would go (?:tomorrow|today|tonight|now|in a heartbeat|gladly)\s+if\s+(?:he|god|the lord|jesus|allah|the good lord)\s+would\s+(?:take|have|call)\s+me\b|\b(?:lord|god|jesus|dear god|dear lord|heavenly father)\s*,?\s*(?:please\s+|just\s+)*take me(?: home| now)?\b(?!\s+(?:to|for|safe|safely|before|after|from|early|with|in)\b)(?<!\b(?:sang|sing|singing|sung|song|hymn|spiritual|lyrics?|chorus|choir|played)\b[^]{0,80})(?=[^.!?]{0,40}\b(?:tired|done|ready|enough|weary)\b)(?![^.!?]{0,60}\b(?:traffic|assignment|homework|queue|meeting|lol|lmao|haha)\b)`,
  { person: 'self', strong: true },
);
// A painless way, a floor high enough, a dose that would do it: the questions of method.
add(
  'method-questions',
  ['method'],
  String.raw`\b(?:a|any|the)\s+way\s+to\s+do\s+it\s+(?:that|which)\s+(?:does not|doesnt|will not|wont|would not)\s+hurt\b|\bwhat\s+(?:floor|height|storey|story)\s+(?:do you need|would you need|you need|is high enough|would be high enough|is enough|is certain)\b(?!\s+(?:for|to)\s+(?:a|an|the|my|your|planning|building)\b)|\bwould\s+(?:that|it|this|they)\s+(?:do it|be enough|kill (?:me|someone|them|you))\s+or\s+(?:just\s+)?(?:make|leave)\b|\bwhat would be enough for (?:someone|somebody|a person|me)\s+(?:my|of my|at my)\s+(?:weight|size)\b|\bi know exactly what (?:that many|that much|all of them|the whole (?:lot|box|bottle))\s+would do\b`,
  { person: 'self', strong: true },
);
// Measuring the drop or the railing, timing the standing there.
add(
  'measuring-the-drop',
  ['method'],
  String.raw`\bmeasuring\s+the\s+(?:railing|rail|balcony|barrier|fence|wall|parapet|drop)\s+against\s+my\b|\b(?:timing|counting)\s+how\s+long\s+i\s+(?:stand|stood|spend|wait|lean)\s+(?:at|on|over)\s+the\s+(?:railing|rail|edge|ledge|parapet|platform edge)\b|\bi counted (?:them|the (?:pills|tablets))\b(?=[^]{0,60}\b(?:i do not know why i counted|i do know why|enough|put them back)\b)`,
  { person: 'self', strong: true },
);
// Making it all stop for good: "I keep wanting to make everything stop, permanently".
add(
  'make-it-stop-for-good',
  ['active'],
  String.raw`\bmake\s+(?:it all|everything|it|the pain|all of it|the noise|this)\s+stop\b[^.!?]{0,6}\b(?:permanently|for good|forever|for ever)\b`,
  { person: 'self' },
);
// Someone else swallowing something unknown: "said she took something. she wont tell me what".
add(
  'third-took-something',
  ['attempt'],
  String.raw`\b(?:said|says|told me|texted|messaged)\s+(?:that\s+)?(?:she|he|they)\s+(?:took|has taken|had taken|have taken|swallowed|drank)\s+(?:something|some(?:thing)? pills|pills|a load of \w+|a lot of \w+|all (?:her|his|their) \w+)\b(?!\s+(?:for|to help|to sleep|to calm|from the (?:doctor|gp|pharmacy|chemist)))`,
  { person: 'third', strong: true },
);
// Someone saying they will not be a burden much longer, or will jump if: a warning to take seriously.
add(
  'third-not-much-longer',
  ['active'],
  String.raw`\b(?:(?:do not|dont)\s+worry,?\s+)?(?:you|u)\s+(?:will not|wont|are not going to|will never)\s+have\s+to\s+(?:deal with|worry about|put up with|look after|bother with|see)\s+me\s+(?:much longer|for much longer|anymore|any more|for long|after this)\b`,
  { strong: true },
);
add(
  'third-says-will-jump',
  ['active'],
  String.raw`(?:\b(?:she|he|they|my (?:\w+ )?\w+)\s+|,\s*(?:and\s+)?)(?:is saying|keeps saying|says|said|threatened|threatens|is threatening)\s+(?:that\s+)?(?:she|he|they)\s+(?:will|would|is going to|are going to|wants to)\s+(?:jump|kill (?:herself|himself|themselves)|hang (?:herself|himself|themselves)|drink (?:poison|bleach|pesticide)|end (?:it|her life|his life|their life))\b(?!\s+(?:in|into|on|onto|over|across|around|up|down|the queue|the gun|ship|out of (?:a|the) plane|from (?:a|the) plane)\b)`,
  { person: 'third', strong: true },
);
// Worth more gone: "looked at the life insurance paperwork and thought it'd do more for them than I do".
add(
  'insurance-worth-more',
  ['passive'],
  String.raw`\b(?:life insurance|the insurance|the policy|death in service|the payout)\b[^.!?]{0,80}?\b(?:do more for them|do more for (?:my|the) (?:kids|family|wife|husband|children)|be worth more|is worth more|better for them|more use)\b(?![^.!?]{0,30}\bthan (?:the|a) (?:savings|pension|house)\b)|\b(?:worth more|more use)\s+(?:to (?:them|my family|my kids|everyone)\s+)?dead\s+than\s+alive\b|\blife\s+(?:cover|insurance|policy)\s+(?:is|would be|will be)\s+worth\s+more\s+than\s+(?:i am|me)\b`,
  { person: 'self', strong: true },
);
// Death hoped to arrive as an accident: "I keep fantasising about a gas leak in the flat, something quick, not my fault".
add(
  'fantasise-accident',
  ['passive'],
  String.raw`\b(?:fantasi[sz]\w*|daydream\w*|dream\w* about|imagin\w*|hoping for|wish(?:ing)? for)\s+(?:about\s+)?(?:a|an|some)\s+(?:gas leak|car crash|crash|accident|fire|heart attack|stroke|aneurysm|plane crash|freak accident|bus|lorry|truck)\b(?=[^]{0,120}\b(?:quick|not my fault|no one (?:has|would have) to blame|nobody (?:has|would have) to blame|would not have to|never wake|be over|be gone|take me)\b)`,
  { person: 'self', strong: true },
);
// Better not there at all, in Indian English: "Better I should not be there at all, then at least they can stop spending".
add(
  'better-i-not-be-there',
  ['passive'],
  String.raw`\bbetter\s+i\s+(?:should\s+)?(?:not\s+be|am not|was not|die|go|disappear)\s*(?:there|here|alive|around)?\s*(?:at all|only|itself)?\b(?=[^]{0,80}\b(?:they|family|parents|mother|father|amma|appa|papa|mummy|at least|burden|spending|money)\b)`,
  { person: 'self', strong: true },
);
// A last message and letters for later: "does that sound ok as a last message", "something they can read when they're older and I'm not there".
add(
  'last-message-letters',
  ['preparatory'],
  String.raw`\b(?:as|for)\s+(?:a|my)\s+(?:last|final)\s+(?:message|text|words|letter|note|post)\b|\b(?:letter|letters|note|notes|message)\s+(?:to|for)\s+(?:my\s+)?(?:kids|children|son|daughter|wife|husband|partner|mum|mom|dad|parents|family|sister|brother)\b[^]{0,160}?\b(?:when|after)\s+(?:they are older and\s+)?i am (?:not there|not here|gone|not around|dead)\b|\bwrote\s+letters\s+to\s+(?:my\s+)?\w+,\s+(?:my\s+)?\w+\s+and\s+(?:my\s+)?\w+\b(?=[^]{0,160}\b(?:sealed|where they will (?:look|find)|for after|in case|under the|envelope)\b)`,
  { person: 'self', strong: true },
);
// Estate questions in a hurry: "what happens to your bank account if you die without a will. need to know fast, want it all clean for my brother".
add(
  'estate-in-a-hurry',
  ['preparatory'],
  String.raw`\b(?:if|when|after)\s+(?:you|i|someone)\s+(?:die|dies|am gone|are gone|pass)\b[^.!?]{0,60}[.!?]?\s*(?:i\s+)?(?:need|want)\s+(?:to know|it|this|them|everything)\s+(?:fast|quickly|asap|soon|now|done|sorted|clean|this week|by the weekend|by (?:friday|saturday|sunday|monday))\b|\b(?:make|set up|write)\s+(?:a|my)\s+will\b[^]{0,50}?\b(?:this week|by the weekend|fast|asap|today|tonight)\b(?=[^]{0,120}\b(?:do not ask|dont ask|miss me|not like anyone|nobody will)\b)|\bgets? my (?:passwords|phone pin|pin|bank details)\s+(?:after|when)\s+i am gone\b`,
  { person: 'self', strong: true },
);
// Erasing oneself online and apologising for old things: "deleted all my old posts. unfollowed everyone... nearly done now".
add(
  'erasing-online',
  ['weak-prep'],
  String.raw`\bunfollowed\s+(?:everyone|everybody|all of them|every\w*)\b|\bchanged my bio to\b|\bdeleted\s+(?:all\s+)?my\s+(?:old\s+)?(?:posts|drafts|notes app|notes|search history|photos|tweets|videos)\b|\bnearly done now\b|\b(?:messaged|texted|told)\s+\w+\s+(?:to\s+say\s+)?sorry\s+for\s+(?:the thing|what i did|everything)\s+(?:in|at|from|back in)\s+(?:year \d+|school|primary|high school|uni|\d{4})\b`,
  { person: 'self', present: true, strong: true },
);
// A farewell posted: "posted a story, just a black screen that says sorry everyone", "a black square and sorry".
add(
  'posted-black-sorry',
  ['active'],
  String.raw`\bposted\s+(?:a|an)\s+(?:story|black (?:screen|square|image|picture)|status|post|tweet)\b[^.!?]{0,60}?\b(?:sorry(?: everyone| everybody| to everyone)?|goodbye|bye everyone|i love you all|forgive me)\b`,
  { person: 'third', strong: true },
);
// A rope in someone else's cupboard or car: "I saw a rope in his cupboard", "got a rope in the boot of his car".
add(
  'third-rope-kept',
  ['method'],
  String.raw`\b(?:a|the)\s+(?:rope|noose)\s+in\s+(?:his|her|their)\s+(?:cupboard|wardrobe|boot|car|room|bag|closet|locker|shed|garage|drawer)\b|\b(?:he|she|they)\s+(?:has|have|had)\s+got\s+(?:a|the)\s+rope\s+in\b|\bknows\s+a\s+good\s+tree\b`,
  { person: 'third', strong: true },
);

// ---------------------------------------------------------------- structures (eighteenth round)
// Sleep for a year or forever: "i just want to go to sleep for like a year. or forever, whichever comes first".
add(
  'sleep-or-forever',
  ['passive'],
  String.raw`\b(?:sleep|go to sleep|be asleep|hibernate)\s+for\s+(?:like\s+)?(?:a (?:year|month|week|decade)|\d+ (?:years|months))\b[^a-z]{0,4}\s*or\s+(?:just\s+)?(?:forever|for ever|for good|permanently|never wake up)\b`,
  { person: 'self', strong: true },
);
// Envying the dead: "reading the obituaries in the local paper and feeling jealous of them", "jealous of the ones
// who get to stop", envy of someone who "got to die" while the writer "has to keep going".
add(
  'jealous-of-the-dead',
  ['passive'],
  String.raw`\b(?:jealous|envious)\s+of\s+(?:the\s+)?(?:dead|dead people|people who (?:die|died|get to die|got to die)|people in (?:the )?obituaries)\b|\bobituar\w+\b[^.!?]{0,80}\b(?:jealous|envious|envy)\b|\b(?:jealous|envious)\s+of\s+(?:the ones|people|those|them|the patients|the dead|everyone|anyone|the people)\s+who\s+(?:get to|got to|can|get)\s+(?:stop|die|go|rest|leave)\b|\b(?:jealous|envious|envy)\s+(?:of\s+)?[^.!?]{0,40}\b(?:got|gets|get)\s+to\s+die\b[^]{0,60}\b(?:i have to keep going|i (?:still )?have to (?:keep going|wake up|keep living)|i am still here|i do not get to|i dont get to)\b`,
  { person: 'self', strong: true },
);
// Therapy beside the point of an end already chosen: "whats the point of therapy if I'm going to end it anyway".
add('end-it-anyway', ['active'], String.raw`\bif\s+i\s+am\s+(?:going to|gonna|just going to)\s+end\s+it\s+(?:all\s+)?(?:anyway|eventually|regardless|soon)\b`, {
  person: 'self',
  strong: true,
});
// A gun across the knees with no hunt in sight: "Sat with it across my knees for an hour after."
add(
  'gun-across-knees',
  ['method', 'at-hand'],
  String.raw`\bsat\s+with\s+(?:it|the (?:gun|rifle|shotgun|pistol|revolver|handgun))\s+(?:across|on|in)\s+my\s+(?:knees|lap)\b(?<=\b(?:gun|rifle|shotgun|pistol|revolver|handgun)\b[^]{0,160})(?![^]{0,160}\b(?:deer|stag|hide|blind|tree stand|season|range|pheasants?|ducks?|rabbits?|foxes|the dog)\b)`,
  { person: 'self', strong: true },
);
// Lethality asked flatly: "if you hit a tree at like 120 is it instant", "is it painful for a person".
add(
  'lethality-question',
  ['method'],
  String.raw`\bhit\s+(?:a|the)\s+(?:tree|wall|bridge|pillar|barrier|truck|lorry)\s+at\s+(?:like\s+|about\s+|around\s+)?\d+\b[^.!?]{0,30}\b(?:instant|quick|painless|die|dead|survive)\b|\bis\s+it\s+(?:instant|painful|painless)\s+(?:or not|for a (?:person|human)|for (?:people|someone|me))\b(?<=\b(?:poison|rat poison|pesticide|weedkiller|bleach|tree|train|fall|drop|pills|tablets|overdose|hanging|drowning|crash|speed|\d+)\b[^]{0,120})|\b(?:rank|list|order)\s+(?:the\s+)?(?:ways|methods)\s+to\s+(?:go|die|end it)\b|\bleast\s+painful\s+(?:ways?|methods?)\s+to\s+(?:go|die|end it)\b|\bways?\s+to\s+go\s+by\s+least\s+painful\b`,
  { person: 'self', strong: true },
);
// Heights without barriers asked behind a cover: "which bridges still dont have the barriers up, and which is the highest drop".
add(
  'no-barriers-highest-drop',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:ones?|bridges?|buildings?|car parks?|cliffs?|towers?)\b[^.!?]{0,40}\b(?:do not|dont|still do not|still dont|have no|do not yet)\s+have\s+(?:the\s+)?(?:barriers|nets|fences|railings|suicide barriers|anti suicide)\b|\b(?:bridges?|buildings?|car parks?|cliffs?|towers?|rooftops?)\b[^]{0,100}\bwhich\s+(?:one\s+)?(?:is|has)\s+the\s+(?:highest|biggest|longest|tallest)\s+drop\b`,
  { person: 'self', strong: true },
);
// A last playlist for a drive with a day: "Made a playlist for the drive up to the falls on Thursday morning. Last one I'll ever make".
add(
  'last-one-i-will-ever',
  ['preparatory', 'final'],
  String.raw`\b(?:last|final)\s+(?:one|playlist|song|letter|entry|post|meal|thing|photo|cake|drive)\s+i\s+will\s+ever\s+(?:make|write|post|eat|cook|hear|take|do|bake|need)\b(?![^.!?]{0,40}\b(?:for (?:them|that|this|him|her|those)|lol|haha|if)\b)`,
  { person: 'self', strong: true },
);
// Amends before an unnamed end: "Told him I forgave him for everything. I needed to say it to him before."
add(
  'amends-before',
  ['weak-prep'],
  String.raw`\b(?:needed|wanted|had|have|got)\s+to\s+(?:say|tell|see|thank|hug|forgive)\s+(?:it|this|that|them|him|her|everyone|you)(?:\s+to\s+(?:him|her|them|you))?\s+before(?=\s*[.!]|\s*$)|\b(?:told|tell|telling)\s+(?:him|her|them|my \w+)\s+(?:that\s+)?i\s+forg[ia]ve\s+(?:him|her|them)\s+for\s+everything\b`,
  { person: 'self', present: true },
);
// A goodbye like the last one, because it is: "said goodbye to my best friend at the airport like it was the last time. because it is".
add(
  'last-time-because-it-is',
  ['preparatory'],
  String.raw`\blike\s+it\s+(?:was|were|is)\s+(?:the\s+)?(?:last|final)\s+time\b[^a-z]{0,4}\s*(?:because|and|cause)\s+it\s+(?:is|was|will be)\b`,
  { person: 'self', strong: true, present: true },
);
// Walking into water, told as it happens: "water's up to my chest. it's so cold. still walking".
add(
  'water-rising-walking',
  ['attempt'],
  String.raw`\b(?:water|waters|the sea|the river|the lake|the tide)\s+(?:is\s+)?(?:up\s+)?(?:to|past|over)\s+my\s+(?:chest|neck|waist|chin|shoulders|knees)\b(?=[^]{0,80}\b(?:still walking|keep walking|keeping walking|keep going|still going|not stopping|not turning back|further)\b)`,
  { person: 'self', strong: true, present: true },
);
// Blades with a cover and a wait: "bought new blades 'for crafts' ... still in the packet. for now".
add(
  'blades-cover-for-now',
  ['self-harm'],
  String.raw`\b(?:blades|razors?|a craft knife|scalpels?)\b[^.!?]{0,30}["']?for\s+(?:crafts|craft|art|a project|my art|shaving|the kitchen)["']?(?=[^]{0,120}\b(?:for now|not yet|they are waiting|just in case)\b)|\bstill\s+in\s+the\s+(?:packet|box|drawer|wrapper)\b[^a-z]{0,4}\s*for now\b(?<=\b(?:blades|razors?|pills|tablets|craft knife|scalpels?)\b[^]{0,160})`,
  { person: 'self', strong: true, level: 'concern' },
);
// Someone armed and "finishing the job": "saying he's got his pistol and he's finishing the job".
add(
  'finishing-the-job',
  ['attempt'],
  String.raw`\b(?:finish|finishing|finished|going to finish)\s+(?:the\s+job|it\s+properly|what (?:he|she|they|i) started)\b(?<=\b(?:pistol|gun|rifle|shotgun|pills|tablets|rope|bridge|attempt|tried|overdose)\b[^]{0,120})`,
  { strong: true, third: 'risk' },
);
// Switched off for good: "not sad exactly, you just want to be switched off. permanently".
add(
  'switched-off-permanently',
  ['passive'],
  String.raw`\b(?:be\s+)?(?:switched|turned|switch|turn|shut)\s+(?:myself\s+)?off\b[^a-z]{0,4}\s*(?:permanently|for good|forever|for ever)\b`,
  { person: 'self', strong: true },
);
// Relief at a catastrophe: "if a meteor took out my apartment tonight i'd honestly be like finally".
add(
  'catastrophe-relief',
  ['passive'],
  String.raw`\bif\s+(?:a|an|the)\s+(?:meteor|asteroid|bus|truck|lorry|car|plane|building|tornado|earthquake|tsunami|bomb)\s+(?:took out|hit|hits|took|flattened|crushed|landed on|fell on)\s+(?:me|my|us)\b[^.!?]{0,60}\b(?:finally|relief|relieved|would not mind|wouldnt mind|thank god|be glad|be grateful|be happy|someone gets it)\b`,
  { person: 'self', strong: true },
);
// A year planned without oneself: "the plan for 2025 is to not be alive for most of it".
add(
  'plan-not-alive',
  ['active', 'plan-words'],
  String.raw`\b(?:plan|goal|resolution)\s+for\s+(?:20\d\d|next year|this year|the new year)\s+is\s+(?:to\s+)?(?:not (?:be alive|be here|be around|make it)|to die|die|be dead)\b|\bnot\s+be\s+alive\s+for\s+(?:most|much|all|the rest)\s+of\s+it\b`,
  { person: 'self', strong: true },
);
// An insurance payout for certain deaths: "is there a waiting period for certain kinds of death".
add(
  'insurance-waiting-period',
  ['preparatory'],
  String.raw`\b(?:waiting period|exclusion period|suicide clause|contestability period)\b[^.!?]{0,60}\b(?:certain (?:kinds|types) of death|suicide|if i die|for (?:my|a) death)\b|\b(?:life insurance|policy)\b[^.!?]{0,40}\bpays?\s+out\b[^]{0,80}\bcertain\s+(?:kinds|types)\s+of\s+death\b`,
  { person: 'self', strong: true },
);
// Pills taken to hurt, not to die: "Took six ibuprofen and two of the sleeping ones, not to die, just to
// feel wiped out and punished." (Added after the eighteenth detector's final split was scored: that
// split read this text as happy; see the README.)
add(
  'pills-not-to-die',
  ['self-harm'],
  String.raw`\bnot\s+to\s+die\b[^a-z]{0,3}\s*(?:just|only|but|i just wanted)\s+to\s+(?:feel|hurt|punish|be punished|sleep|knock myself|numb|get|make it)\b(?<=\b(?:{PILLS}|ones|took|swallowed|overdos\w*|od)\b[^]{0,100})`,
  { person: 'self', strong: true, present: true },
);

// Letting go of the wheel at a height: "been thinkin bout just lettin go of the wheel on one of these overpasses".
add(
  'let-go-of-the-wheel',
  ['active'],
  String.raw`\b(?:let|letting|lettin|just let|just letting)\s+go\s+of\s+the\s+(?:wheel|steering wheel|steering)\b(?=[^.!?]{0,60}\b(?:overpass\w*|bridge\w*|cliff\w*|off the road|into (?:a|the) (?:tree|wall|river|lorry|truck|barrier)|at (?:speed|90|100|80|70)|on the (?:motorway|highway|freeway))\b)`,
  { person: 'self', strong: true },
);
// A gun loaded to feel it: "Cleaned it tonight, loaded it to see how it felt in my hand and unloaded it."
add(
  'loaded-to-feel-it',
  ['method'],
  String.raw`\bloaded\s+(?:it|the (?:gun|revolver|pistol|rifle|shotgun))\s+(?:just\s+)?to\s+(?:see|feel)\s+how\s+it\s+(?:felt|feels|would feel)\b|\b(?:held|holding|hold)\s+(?:it|the (?:gun|revolver|pistol|rifle|shotgun))\s+(?:loaded\s+)?(?:to|against|under)\s+(?:my|the)\s+(?:head|temple|chin|mouth)\b`,
  { person: 'self', strong: true },
);
// Knowing the signs of one's own acts: "Someone online said people do this right before. Well."
add(
  'people-do-this-before',
  ['preparatory'],
  String.raw`\b(?:people|they)\s+(?:do|often do|usually do)\s+(?:this|that|these things)\s+(?:right\s+|just\s+)?before\b(?=\s*(?:[.!?]|$|well|hmm|huh|funny|interesting))`,
  { person: 'self', strong: true, present: true },
);
// A gun that failed: "Pulled the trigger Friday night and it misfired."
add(
  'trigger-misfired',
  ['attempt'],
  String.raw`(?<!\b(?:range|target|clay|clays|hunting|deer|duck|the game|in game|gun club|competition)\b[^]{0,120})\bpulled\s+the\s+trigger\b[^.!?]{0,40}\b(?:misfired|mis fired|jammed|did not go off|nothing happened|just clicked|it clicked|empty chamber)\b`,
  { person: 'self', strong: true, level: 'high', present: true },
);
// Peace made and nothing left to do here, with things given away: "Told me he'd made his peace and had no more business down here."
add(
  'no-business-here',
  ['preparatory'],
  String.raw`\b(?:no more|nothing more|no further|no)\s+business\s+(?:down\s+|up\s+|left\s+)?(?:here|on this earth|in this world|with this world)\b|\bmade\s+(?:my|his|her|their)\s+peace\b(?=[^]{0,160}\b(?:given away|gave away|giving away|no more|goodbye|will not be|not be around|his guns?|her pills|the dogs|his dogs|hunting dogs)\b)`,
  { strong: true, third: 'risk' },
);
// Death as the family's payout: "better he just jump from the scaffold and the company will pay his family".
add(
  'better-jump-family-paid',
  ['active'],
  String.raw`\bbetter\s+(?:i|he|she|they)\s+(?:just\s+)?(?:jump|jumped|die|died|hang|drown|fall|fell)\b[^.!?]{0,60}\b(?:pay|pays|compensation|insurance|money|payout)\b`,
  { strong: true, third: 'risk' },
);
// Means at home and how much a person needs: "rat poison in the store room ... how much would be enough for a person".
add(
  'enough-for-a-person',
  ['method'],
  String.raw`\bhow\s+(?:much|many)\s+(?:\w+\s+){0,3}?(?:would be|is|will be|would|will)\s+enough\s+(?:for\s+(?:a person|one person|someone|a human|an adult|me|a man|a woman)|to kill (?:a person|someone|a man|a woman|me))\b(?<=\b(?:{PILLS}|poison|rat poison|weedkiller|pesticide|insulin|medicine|medication|bleach|antifreeze|paraquat)\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// Medicine brought home in quantity: "I've brought enough insulin home from the ward".
add(
  'enough-home-from-work',
  ['method'],
  String.raw`\b(?:brought|taken|took|stole|saved|kept|smuggled|pocketed)\s+(?:enough|plenty of|a stash of|a supply of)\s+(?:{PILLS}|insulin|morphine|fentanyl|ketamine|potassium|propofol|midazolam|diamorphine|oxycodone|methadone|digoxin)\s+(?:home|back)\b`,
  { person: 'self', strong: true },
);
// Nothing of oneself left for others: "Ah want naebody left wi anythin ae mine tae sort."
add(
  'nobody-left-to-sort',
  ['preparatory'],
  String.raw`\b(?:want|wanted|leave|leaving|left)\s+nobody\s+(?:left\s+)?with\s+(?:anything|nothing|stuff|things|a mess|my mess)\s+(?:of mine\s+)?to\s+(?:sort|deal with|clear|pay|clean up|tidy|sort out)\b`,
  { person: 'self', strong: true },
);
// A tarp and a rope bought together: "Bought a tarp and rope at Home Depot".
add(
  'tarp-and-rope',
  ['method'],
  String.raw`\b(?:bought|buying|got|picked up|ordered)\s+(?:a\s+)?(?:tarp|tarpaulin|plastic sheeting|drop cloth)\s+and\s+(?:a\s+|some\s+)?rope\b(?![^.!?]{0,60}\b(?:for (?:the|our) (?:tent|camping|trip|boat|roof|trailer|truck|woodpile|load|garden|shed)|to cover|tie down|tie it down)\b)`,
  { person: 'self', strong: true },
);
// Past the safety fence at a cliff: "stood past the fence for about an hour".
add(
  'past-the-cliff-fence',
  ['attempt'],
  String.raw`\b(?:stood|standing|sat|sitting|climbed|went)\s+(?:past|over|beyond|on the (?:wrong|other) side of|outside)\s+the\s+(?:fence|railing|railings|rail|barrier|safety fence|guard rail)\b(?!\s+(?:to|and)\s+(?:get|fetch|grab|retrieve|reach|take|see|look|photograph|film|rescue|help|pick)\b)(?<=\b(?:gap|cliff\w*|bridge|edge|drop|ledge|overpass|viaduct|quarry|lookout|falls|gorge|roof|car park)\b[^]{0,160})`,
  { person: 'self', strong: true, level: 'high' },
);

// A poison's label read for a long time: "took the pesticide bottle down and read the label for a long time".
add(
  'read-the-label-long',
  ['method'],
  String.raw`\bread\s+the\s+(?:label|back of (?:the|it)|warning)\s+(?:for\s+(?:a long time|ages|a long while|an hour|a while|a long long time)|over and over|again and again|three times|twice)\b(?<=\b(?:pesticide|poison|weedkiller|paraquat|insecticide|rat poison|bleach|antifreeze|{PILLS})\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// A patient's parting line: "said on the way out 'you won't see me back here'. Didn't sound like recovery."
add(
  'not-see-me-back',
  ['preparatory'],
  String.raw`\b(?:said|says|told (?:me|us|the \w+))\b[^.!?]{0,40}\byou will not (?:be seeing|see) me (?:back\s+)?(?:here|again|around)\b(?=[^]{0,160}\b(?:did not sound|does not sound|worried|escalate|not like|scared|concerned|the way (?:he|she|they) said|meant)\b)`,
  { person: 'third', strong: true, third: 'risk' },
);

// Gone by morning with nothing else to say: "i'll be gone before the morning. thats all."
add(
  'gone-before-morning',
  ['plan', 'timing'],
  String.raw`\bi\s+will\s+be\s+gone\s+(?:before|by)\s+(?:the\s+)?(?:morning|sunrise|dawn|daylight|tomorrow)\b(?![^.!?]{0,60}\b(?:flight|train|bus|shift|work|airport|drive|trip|holiday|vacation|camp|hike|leave early|early start|set off|back (?:on|by|at|in))\b)`,
  { person: 'self', strong: true, present: true },
);
// Something swallowed and its effects told now: "took a bunch of stuff. my speech is slurring".
add(
  'took-stuff-effects',
  ['attempt'],
  String.raw`\b(?:took|swallowed|taken|have taken|necked|downed)\s+(?:a bunch of|a load of|loads of|all the|a lot of|a handful of|everything in the|whatever was in the)\s+(?:stuff|things|pills|tablets|meds|medicine|cabinet|drawer|box)\b(?=[^]{0,140}\b(?:slurr\w*|cannot feel my|room is spinning|everything is spinning|cannot keep my eyes open|cannot stay awake|so drowsy|vision is (?:going|blurry)|throwing up|heart is racing)\b)`,
  { person: 'self', strong: true, present: true },
);
// Someone's private things handed over "for after": "handed me her journals and said to read them after. after what".
add(
  'read-them-after',
  ['preparatory'],
  String.raw`\b(?:said|told me|asked me)\s+to\s+(?:read|open|keep|have|look at|listen to|watch)\s+(?:them|it|these|this)\s+after(?=\s*[.!?,]|\s*$|\s+(?:after what|i am gone|she is gone|he is gone|they are gone))`,
  { strong: true, third: 'risk' },
);
// A circled date and a countdown: "the date is circled on my calendar. 9 days".
add(
  'date-circled-countdown',
  ['plan', 'timing'],
  String.raw`\b(?:the\s+)?(?:date|day)\s+is\s+(?:circled|marked|set|picked|chosen)\b(?:(?!\b(?:for|until|till|to the|wedding|party|trip|holiday|birthday)\b)[^.!?]){0,40}[.!?,]?\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty)\s+(?:more\s+)?(?:days|sleeps|weeks)(?:\s+(?:left|to go))?\s*(?:[.!?]|$)`,
  { person: 'self', strong: true },
);

// Waking up as bad luck: "great news everyone, woke up again. truly thrilled. maybe tomorrow ill get
// lucky". (Added after the nineteenth detector's final split was scored: that split read this text as
// happy; see the README.)
add(
  'woke-up-again-unlucky',
  ['passive'],
  String.raw`(?<!\b(?:baby|babies|he|she|they|we|kids?|son|daughter|toddler|dog|cat|mum|mom|dad|husband|wife|partner|\w+s)\s+)\bwoke\s+up\s+(?:again|anyway|this morning|today)\b(?=[^]{0,80}\b(?:maybe tomorrow i will (?:get lucky|not)|better luck tomorrow|worse luck|no such luck|still here|still alive)\b)`,
  { person: 'self', strong: true, present: true },
);
// One more of something before going off a height: "I want to see one more before I go off the cliffs
// at Red Rocks". (Added after the nineteenth detector's final split was scored: read as relaxed.)
add(
  'one-more-before-going-off',
  ['plan'],
  String.raw`\bbefore\s+i\s+(?:go|jump|drive|walk|step|throw myself)\s+off\s+(?:the|a)\s+(?:cliffs?|bridge|edge|top|roof|ledge|pier|viaduct|overpass)\b(?![^.!?]{0,30}\b(?:on (?:a|the) (?:zip ?line|bungee|rope|paraglider|hang glider)|into the (?:pool|lake|sea) (?:with|for fun)|lol)\b)|\bone\s+(?:more|last)\s+(?:sunrise|sunset|morning|dawn)\s+before\s+i\s+(?:go|die|jump|leave for good|end it|do it)\b`,
  { person: 'self', strong: true },
);

// ---------------------------------------------------------------- twentieth round
// (Written from the nineteenth detector's final splits, folded into training as set AH.)
// A deadline bargained with oneself: "one more week and then im allowed to die".
add(
  'allowed-to-die',
  ['active'],
  String.raw`\b(?:then\s+)?i\s+(?:am|will be|would be|get to be|can be)\s+(?:finally\s+)?(?:allowed|permitted)\s+to\s+(?:die|end it|kill myself|stop existing|disappear for good|go for good)\b`,
  { person: 'self', strong: true },
);
// A pet rehomed or goodbyes said under a move that is not happening: "told the lady i was moving
// abroad. i am not moving anywhere."
add(
  'pretend-move',
  ['preparatory'],
  String.raw`\b(?:told|telling|tell)\s+(?:the\s+\w+|them|her|him|everyone|everybody|people|my\s+\w+|the\s+\w+\s+\w+)\s+i\s+(?:was|am|would be|will be)\s+(?:moving|going|leaving|emigrating|relocating|going away|travelling|traveling)\b(?:(?!\b(?:fell through|fallen through|cancelled|canceled|postponed|delayed|but|visa)\b)[^]){0,100}?\bi\s+am\s+not\s+(?:actually\s+|really\s+)?(?:moving|going|leaving|emigrating|relocating|travelling|traveling)\s+(?:anywhere|abroad|away)\b(?!\s+(?:yet|now|after all|this year|for now))`,
  { person: 'self', strong: true, unvetoable: true },
);
// Research on what works, then the traces wiped: "reading forums about what actually works. made a
// list. cleared my browser history after."
add(
  'research-then-wipe',
  ['preparatory'],
  String.raw`\b(?:forums?|threads?|reading|read|researching|researched|looked up|looking up|googling|googled|searching|searched)\b[^.!?]{0,40}\bwhat (?:actually |really )?works\b(?!\s+for\s+(?!me\b))(?=[^]{0,200}\b(?:cleared|deleted|wiped|erased)\s+(?:my\s+|the\s+)?(?:browser\s+|search\s+|internet\s+)?history\b)`,
  { person: 'self', strong: true },
);
// Loose ends being counted down: "returned the library books. paid tom back. loose ends. only a
// couple left now."
add(
  'loose-ends-counted',
  ['preparatory'],
  String.raw`\bloose ends\b[^]{0,60}?\b(?:only|just)\s+(?:a couple|a few|one|two|three|a handful)\s+(?:\w+\s+)?(?:left|more|to go)\b`,
  { person: 'self', strong: true },
);
// A ligature that failed, told afterwards: "i had a cord and a closet rail that snapped".
add(
  'ligature-gave-way',
  ['attempt'],
  String.raw`\b(?:cord|rope|belt|cable|scarf|ligature|lead|flex|tie)\b[^.!?]{0,40}\b(?:rail|beam|hook|bar|branch|door|banister|bannister|pipe)\b[^.!?]{0,20}\b(?:snapped|broke|gave way|came down|came away|did not hold|would not hold)\b(?<=\b(?:(?:days|weeks|a week|a fortnight|a month) (?:since|ago)|last (?:night|week|weekend|month)|since the (?:hospital|ward|a and e|er)|yesterday|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b[^]{0,300})`,
  { person: 'self', level: 'high', strong: true, present: true },
);
// Exercise or fasting as punishment for eating: "did 200 crunches as punishment for the rice cake".
add(
  'punish-eating',
  ['self-harm'],
  String.raw`\b(?:as|for)\s+(?:a\s+)?punishment\s+for\s+(?:eating|having eaten|the\s+(?:\w+\s+){0,2}?(?:cake|rice cake|biscuit|cookie|toast|snack|meal|dinner|lunch|breakfast|crisps|chocolate|apple|sandwich|pizza|bread|calories))\b|\bpunish(?:ing|ed)?\s+myself\s+for\s+(?:eating|having eaten|the\s+\w+\s+i\s+ate)\b`,
  { person: 'self' },
);
// Hoping the vehicle one is in will crash: "stop hoping the train comes off the rails on the way in".
add(
  'hope-vehicle-crash',
  ['passive'],
  String.raw`\bhop(?:e|es|ing|ed)\s+(?:that\s+)?(?:the|my)\s+(?:train|bus|plane|flight|car|taxi|uber|tube|coach|ferry)\s+(?:comes off the rails|came off the rails|derails|derailed|crashes|crashed|goes down|went down|goes off the road|hits something|sinks|falls out of the sky)\b`,
  { person: 'self', strong: true },
);
// A room sealed for fumes: "worst fumes when mixed in a small bathroom with the door taped shut?
// not for cleaning."
add(
  'sealed-room-fumes',
  ['method'],
  String.raw`\b(?:door|doors|windows?|vents?|gaps?|cracks)\s+(?:taped|sealed)\s+(?:shut|up|closed)\b(?<=\b(?:fumes|gas|chemicals?|mixed|mixing|mix|charcoal|bleach|ammonia|exhaust|carbon monoxide|bbq|barbecue|generator|heater)\b[^]{0,150})|\bnot for cleaning\b(?<=\b(?:fumes|gas|chemicals?|mixed|mixing|mix|bleach|ammonia|toxic|poisonous)\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// A day picked with nothing to pick it for: "thursdays the day i have picked, and after that nobody
// needs feeding except the cat".
add(
  'day-i-picked',
  ['plan', 'timing'],
  String.raw`\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tomorrow|tonight|the \d+(?:st|nd|rd|th)|the anniversary)\s+(?:is|will be)?\s*the\s+(?:day|date|night)\s+i\s+have\s+(?:picked|chosen|decided on|settled on|set)\b(?!\s+(?:for|to)\b)`,
  { person: 'self', strong: true },
);
// Calm after deciding, which the writer knows is a warning sign: "i feel calm for the first time in
// months, which i know is supposed to be a bad sign".
add(
  'calm-bad-sign',
  ['plan'],
  String.raw`\bi\s+(?:feel|felt|am|have been|have felt|been)\s+{ADV}(?:so\s+)?(?:calm|peaceful|at peace|lighter|relieved|settled|weirdly calm|strangely calm)\b[^.!?]{0,80}\b(?:supposed to be|meant to be|is|is apparently|apparently is|they say is|is meant to be)\s+a\s+(?:bad|warning|red)\s+(?:sign|flag)\b`,
  { person: 'self', strong: true, present: true },
);
// A single ticket to a height: "last train to erskine bridge tonight? singles fine, will not need a return".
add(
  'no-return-needed',
  ['plan'],
  String.raw`\b(?:will not|do not|would not|shall not|never)\s+need\s+(?:a\s+)?return(?:\s+ticket)?\b(?<={HEIGHT}[^]{0,200})|\b(?:will not|do not|would not|shall not|never)\s+need\s+(?:a\s+)?return(?:\s+ticket)?\b(?=[^]{0,200}{HEIGHT})`,
  { person: 'self', strong: true },
);
// Goodbyes said "properly" that nobody understood: "said bye to everyone at lunch like properly.
// they didnt get it."
add(
  'goodbyes-nobody-got',
  ['preparatory'],
  String.raw`\bsaid\s+(?:good)?byes?\s+to\s+(?:everyone|everybody|all of them|them all|my \w+)\b[^.!?]{0,40}\b(?:properly|for real|like it was the last time|like i meant it)\b(?=[^]{0,100}\b(?:they|nobody|no one|none of them)\s+(?:did not|didnt|do not)\s+(?:get it|notice|know|understand|realise|realize)\b)`,
  { person: 'self', strong: true },
);
// Someone else's affairs put in order: "today she said she had sorted out her affairs and smiled".
add(
  'third-affairs-sorted',
  ['preparatory'],
  String.raw`\b(?:(?:she|he|they)\s+)?(?:said|says|told me|mentioned)\s+(?:that\s+)?(?:she|he|they)\s+(?:had|has|have|would|is|was)\s+(?:sorted|put|got|been sorting|been putting)\s+(?:out\s+)?(?:her|his|their)\s+(?:affairs|things|papers)\s*(?:in order|sorted|out)?\b(?=[^]{0,140}\b(?:suicid\w*|worried|worry|scared|smiled|did not like|odd|weird|strange|not like (?:her|him|them))\b)`,
  { person: 'third', strong: true, third: 'risk' },
);
// Not swimming well, told as convenient beside high water: "the rivers right up. i was never a strong
// swimmer. been thinking thats convenient."
add(
  'weak-swimmer-convenient',
  ['method'],
  String.raw`\b(?:never|not)\s+(?:been\s+|was\s+)?(?:a\s+)?(?:strong|good|great)\s+swimmer\b(?=[^]{0,80}\b(?:convenient|handy|helps|would help|makes it easier|easier that way|works out|in my favou?r|for once)\b)`,
  { person: 'self', strong: true },
);
// Sitting high up with feet on the rail: "17th floor. balcony doors open. just sitting here with my feet
// up on the glass rail".
add(
  'feet-on-rail-high',
  ['method'],
  String.raw`\b(?:feet|legs|foot)\s+(?:up\s+)?(?:on|over|through|dangling over|hanging over)\s+(?:the\s+)?(?:glass\s+|metal\s+)?(?:rail|railing|ledge|edge|balustrade|parapet)\b(?<=\b(?:[1-9]\d(?:th|st|nd|rd) floor|top floor|rooftop|roof of|multi ?stor(?:e)?y|car park roof)\b[^]{0,150})`,
  { person: 'self', level: 'concern' },
);
// A parent who wishes their child dead, answered: "hed rather have a dead son than a gay one. maybe
// ill just give him what he wants".
add(
  'give-them-what-they-want',
  ['active'],
  String.raw`\b(?:rather|prefer)\s+(?:have\s+)?(?:a\s+)?dead\s+(?:son|daughter|child|kid)\b[^]{0,140}?\bgive\s+(?:him|her|them)\s+what\s+(?:he|she|they)\s+(?:wants?|asked for)\b`,
  { person: 'self', strong: true, unvetoable: true },
);

// A blade kept for more than the usual: "the blade is next to me now. not for my arm this time".
add('blade-not-for-arm', ['method'], String.raw`\bnot\s+for\s+(?:my|the)\s+(?:arms?|wrists?|legs?|thighs?|skin|stomach)\s+this\s+time\b`, {
  person: 'self',
  strong: true,
  unvetoable: true,
  level: 'imminent',
});

// From the twentieth round's training sets (AI, AJ): acts told plainly, with no feeling named.
// A count of pills taken: "took about 30 of my sleeping tablets last night and woke up on the floor".
add(
  'took-many-pills',
  ['attempt'],
  String.raw`\b(?:took|taken|swallowed|downed|necked|had)\s+(?:about\s+|around\s+|like\s+|maybe\s+|over\s+|nearly\s+|almost\s+)?(?:[2-9]\d|\d{3}|twenty|thirty|forty|fifty|sixty|a hundred|a whole (?:box|bottle|pack|packet|strip|blister)|the whole (?:box|bottle|pack|packet|strip|lot|month)|all (?:of\s+)?(?:my|the|her|his|mums?|moms?|dads?|grandmas?|nans?)${ROUTINE_TAKING})\s+(?:of\s+)?(?:my\s+|the\s+|her\s+|his\s+)?(?:\w+\s+){0,2}?{PILLS}\b(?![^.!?]{0,40}\b(?:over (?:the|a) (?:year|month|week|course)|this (?:year|month)|a day|per day|daily|prescribed|as directed|like (?:i am|im) supposed to|for my (?:cold|flu|headache))\b)`,
  { person: 'self', strong: true, present: true },
);
// A poison drunk: "drank what was in the weedkiller bottle in the shed. tastes wrong."
add(
  'drank-poison-now',
  ['attempt'],
  String.raw`(?<!\b(?:dog|dogs|cat|cats|puppy|kitten|pet|toddler|baby|kid|kids|son|daughter|he|she|they|someone|somebody|goat|cow|horse)\s+(?:\w+\s+)?)\b(?:drank|drunk|swallowed|downed|necked)${GAME_CHARACTER_DRANK}\s+(?:what was (?:left )?in\s+|some of\s+|a cup of\s+|a glass of\s+|half (?:of\s+)?|a bottle of\s+|a mouthful of\s+)?(?:the\s+|a\s+|my\s+)?{POISON}\b`,
  { person: 'self', strong: true, present: true, level: 'imminent' },
);
// A ligature that slipped: "stepped off the stool with the belt. it slipped off the hook."
add(
  'stepped-off-with-ligature',
  ['attempt'],
  String.raw`\bstepped\s+off\s+(?:the|a|my)\s+(?:stool|chair|ladder|box|bucket|bed|crate)\s+with\s+(?:the|a|my)\s+(?:belt|rope|cord|noose|scarf|cable|lead|flex)\b|\b(?:belt|rope|cord|noose|scarf|cable)\b[^.!?]{0,40}\b(?:slipped|came)\s+off\s+(?:the|a)\s+(?:hook|beam|door|rail|rafter|banister|bannister)\b`,
  { person: 'self', strong: true, present: true },
);
// Outside the barrier: "standing on the wrong side of the rail on the top floor of the car park".
add(
  'wrong-side-of-rail',
  ['attempt'],
  String.raw`\b(?:standing|stood|sitting|sat|i am|climbed|climbing|got|get|getting|now)\s+(?:on|to|onto|over to)\s+the\s+(?:wrong|other|far|outside)\s+side\s+of\s+the\s+(?:rail|railing|railings|barrier|fence|parapet|safety rail|guard rail|balustrade)\b`,
  { person: 'self', strong: true, level: 'imminent' },
);
// Medicine stopped so that it builds up: "stopped taking my meds two weeks ago so thered be more left
// in the bottle"; "started saving them instead"; "keeping a few back from every refill".
add(
  'meds-saved-up',
  ['method'],
  String.raw`\bstopped\s+taking\s+(?:my\s+|the\s+|her\s+|his\s+)?(?:\w+\s+){0,2}?[^.!?]{0,60}\b(?:so (?:that )?(?:there|i) (?:would|will|could|can|had|have) (?:be |have )?more|saving them|save them|to save|more left|stockpil\w*|build (?:it |them )?up|keep them)\b|\bstarted\s+saving\s+them\s+(?:instead|up)\b|\bkeeping\s+(?:a few|some|one or two|a couple|one)\s+back\s+from\s+(?:every|each)\s+(?:refill|prescription|script|box|pack)\b|\bwhich\s+doses\s+i\s+can\s+keep\s+back\b`,
  { person: 'self', strong: true },
);
// A ligature tied and waiting: "tied it round the beam in the hay barn. just sitting under it now."
add(
  'tied-round-beam',
  ['method'],
  String.raw`\btied\s+(?:it|the (?:rope|belt|cord|scarf|cable|lead|flex|sheet))\s+(?:round|around|to|over|onto)\s+(?:the|a)\s+(?:beam|rafter|banister|bannister|hook|branch|rail|door|pipe|loft hatch|tree)\b(?![^.!?]{0,60}\b(?:swing|hammock|tarp|boat|horse|load|bale|ladder|tyre|tire|punching bag|bunting|lights|washing|tent|trailer|dog)\b)(?=[^]{0,80}\b(?:sitting|stood|standing|under it|now|ready|tonight|chair|stool|looking at it|staring)\b)`,
  { person: 'self', strong: true, level: 'imminent' },
);
// An injury that was no accident: "burned my wrist on the fryer again tonight. wasnt an accident."
add(
  'injury-not-accident',
  ['self-harm'],
  String.raw`\b(?:burned|burnt|cut|scalded|hit|banged|bashed|scratched|dragged|slammed|trapped)\s+my\s+(?:{BODY}|head|hand|hands|fingers?)\b[^.!?]{0,60}[.!?,]?\s*(?:it\s+)?(?:was not|wasnt|not)\s+(?:an\s+)?accident\b`,
  { person: 'self', strong: true, present: true },
);
// Skin picked, torn or nails dug till it bleeds: "picked at my scalp through the lecture until it bled", "tearing at my
// scalp with my nails at night till it bleeds". Not an itch, a rash or bites.
const SKIN_CONDITION = String.raw`(?:eczema|itch\w*|rash\w*|psoriasis|hives|bites?|dermatitis|chicken ?pox|allerg\w*|scabies|mozzies|mosquito\w*|sunburn\w*)`;
add(
  'picked-till-bled',
  ['self-harm'],
  String.raw`\b(?:picked|picking|pick|scratched|scratching|scratch|dig|digging|dug|tearing|tear|tore|clawing|clawed|gouging|gouged|ripping|ripped|raking|raked)\s+(?:at\s+|into\s+)?(?:my\s+)?(?:nails\s+into\s+(?:my\s+)?)?(?:scalp|skin|{BODY}|face|lips|cuticles|palms?)\b[^.!?]{0,50}\b(?:till|until)\s+(?:it|they)\s+(?:bled|bleeds?|bleed|was bleeding|were bleeding|drew blood)\b(?<!\b${SKIN_CONDITION}\b[^]{0,160})(?![^]{0,80}\b${SKIN_CONDITION}\b)`,
  { person: 'self' },
);
// Something sharp drawn along the skin: "dragged my car key along my forearm in the staff toilet".
add(
  'sharp-along-skin',
  ['self-harm'],
  String.raw`\b(?:dragged|dragging|drag|scraped|scraping|scrape|ran|running|pressed|pressing|carved|carving)\s+(?:my|a|the)\s+(?:car\s+)?(?:key|keys|compass|pin|needle|paperclip|cutter|blade|lighter|iron|safety pin|pen knife|penknife)\s+(?:along|across|into|on|over|down)\s+(?:my\s+)?(?:{BODY})\b`,
  { person: 'self', strong: true },
);
// A message that sends itself later: "drafted a text to my sister that sends itself on a timer. the
// last line is not your fault".
add(
  'timed-message',
  ['preparatory'],
  String.raw`\b(?:scheduled|timed|drafted|set up|wrote)\s+(?:a\s+)?(?:text|message|email|post|tweet)\b[^.!?]{0,60}\b(?:on a timer|sends itself|to send (?:itself|later|at|on|tomorrow)|scheduled (?:for|to))\b(?=[^]{0,120}\b(?:not your fault|sorry|goodbye|love you|forgive)\b)|\bout of office\b[^]{0,60}\bi will not be returning\b|\b(?:scheduled|set|timed)\s+it\s+(?:to (?:send|go out|go)|for)\b(?<=\b(?:proud of you|love you|no matter what|i am sorry|goodbye|look after (?:your|each other|mum|mom|dad))\b[^]{0,160})(?<!\b(?:happy|birthday|bday|good luck|exam|anniversary|congrat\w*|\d+(?:st|nd|rd|th)|team|deadline|wedding|graduation|valentine\w*)\b[^]{0,160})(?![^.!?]{0,40}\b(?:birthday|lands|exam|wedding)\b)`,
  { person: 'self', strong: true },
);
// A door to the roof that is never locked, told with a result or a floor: "i already know which floor
// of the hostel. terrace door is never locked."
add(
  'roof-door-unlocked',
  ['method'],
  String.raw`\b(?:terrace|roof|rooftop|fire escape|top floor)\s+(?:access\s+)?door\s+is\s+(?:never|always un|not|usually un)\s*locked\b`,
  { person: 'self' },
);
// Climbing the rail at a bridge: "park the bike for falomo bridge and climb the rail".
add(
  'climb-the-rail',
  ['plan'],
  String.raw`\bclimb(?:ing)?\s+(?:up\s+)?(?:the|over the|onto the)\s+(?:rail|railing|railings|barrier|parapet)\b(?<={HEIGHT}[^]{0,120})`,
  { person: 'self', strong: true },
);
// Into the sea and washed back: "walked into the surf past the flags an hour ago. got dumped back on the sand."
add(
  'walked-into-sea',
  ['attempt'],
  String.raw`\bwalked\s+(?:out\s+)?into\s+the\s+(?:surf|sea|ocean|waves|water|river|lake|loch|tide)\b(?![^.!?]{0,60}\b(?:charity|swim|race|triathlon|wetsuit|paddle|for fun|dip|with (?:the|my) (?:kids|dog|friends|club|mates)|surfboard|board)\b)[^]{0,100}\b(?:got dumped|dumped back|pulled (?:me )?out|dragged (?:me )?out|could not even|couldnt even|washed (?:me )?back|spat me back|lifeguard|coast ?guard|did not work|didnt work)\b`,
  { person: 'self', strong: true, present: true },
);
// Waiting for the tide: "walk out as far as i can and then just sit down and wait for it to come back in".
add(
  'wait-for-tide',
  ['method'],
  String.raw`\b(?:sit|lie|lay)\s+down\s+and\s+(?:just\s+)?wait\s+for\s+(?:it|the tide|the water|the sea)\s+to\s+come\s+(?:back\s+)?in\b`,
  { person: 'self', strong: true },
);
// Not minding never waking: "wouldnt mind if one morning i just didnt wake"; "id no be that fussed".
add(
  'would-not-mind-not-waking',
  ['passive'],
  String.raw`\b(?:would not|wouldnt|would not really|do not|dont)\s+mind\s+if\s+(?:one\s+(?:morning|day|night)\s+)?i\s+(?:just\s+)?(?:did not|didnt|never|do not|dont)\s+wake(?:\s+up)?\b|\b(?:if|see if)\b[^.!?]{0,60}\b(?:i would|id|ad) no(?:t)? be (?:that |too |all that )?fussed\b`,
  { person: 'self', strong: true },
);
// Asking God to take one home: "every night mi pray fi him jus tek mi home inna mi sleep"; "told the lord
// he can call me in any time he likes".
add(
  'pray-take-me',
  ['passive'],
  String.raw`\bpray\w*\s+(?:fi|for|that)\s+(?:him|god|the lord|jesus|allah)\s+(?:to\s+)?(?:will\s+)?(?:jus\s+|just\s+)?(?:tek|take|takes|call|calls)\s+(?:mi|me)\s+(?:home|away|now|tonight|in my sleep)\b|\b(?:he|god|the lord|jesus)\s+can\s+(?:call|take)\s+me\s+(?:in|home|away)?\s*(?:any time|anytime|whenever|now|tonight)\b`,
  { person: 'self', strong: true },
);

// Not being there for a date ahead, told as settled: "dont get me anything for my birthday this year.
// i wont be around for it"; "i wont be here by june. ive decided."
add(
  'wont-be-around-for',
  ['active'],
  String.raw`\bi\s+(?:will not|wont|am not going to)\s+be\s+(?:around|here|alive)\s+(?:for|by|at|in|when|on)\s+(?:it|that|them|my\s+\w+|the\s+\w+|june|july|august|september|october|november|december|january|february|march|april|may|christmas|summer|spring|autumn|winter|the exam|next (?:week|month|year|term|semester))\b(?![^.!?]{0,60}\b(?:holiday|vacation|trip|away|abroad|conference|on leave|wedding|visiting|flight|out of town|off work|moving|moved|deployed|deployment|course|hospital for|surgery|in (?:spain|france|india|the us|america|australia|canada|london|\w+ for))\b)`,
  { person: 'self', strong: true },
);
// Left for whoever finds it: "watering schedule for the ferns is taped inside the cupboard door.
// whoever finds it first, theyre yours now"; "so whoever comes in first knows who to call".
add(
  'for-whoever-finds',
  ['preparatory'],
  String.raw`\b(?:for\s+|so\s+)?whoever\s+(?:finds|has to come in|comes in(?!\s+first)|reads this first|finds it|finds me|finds them)\b(?![^.!?]{0,40}\b(?:wins|prize|lost property|the owner|hidden|easter|treasure|game|hunt|puzzle|quiz|cake|fridge is theirs|leftovers)\b)`,
  { person: 'self', strong: true },
);
// No way back planned: "not planning the walk back down"; "bought a single to the coast. didnt bother
// with the return."
add(
  'no-way-back-planned',
  ['plan'],
  String.raw`\b(?:not|did not|didnt|never)\s+(?:planning|plan|planned|bother(?:ing|ed)?\s+with|booking|book|booked|buying|buy|bought)\s+(?:the\s+|a\s+)?(?:walk back|way back|trip back|return(?: ticket| leg| journey)?|journey back|drive back|ride back|flight back|climb back|walk back down)\b(?![^.!?]{0,40}\b(?:bus|taxi|lift|ride home|uber|staying|stay|friend|sister|brother|mum|mom|dad|cable car|ferry|train back|later|yet|until)\b)`,
  { person: 'self', strong: true },
);
// A structure tested for weight: "checked the weight rating on the beam in the garage. itll hold";
// "measured the door frame in the hall. its strong enough".
add(
  'tested-for-weight',
  ['method'],
  String.raw`\b(?:beam|door ?frame|banister|bannister|loft hatch|rafter|hook|pipe|curtain rail|closet rail|wardrobe rail|pull ?up bar|light fitting|ceiling fan|branch)\b[^.!?]{0,60}[.!?,]?\s*(?:it will hold|it will take (?:it|me|my weight)|will hold (?:me|my weight)|strong enough|take my weight|hold my weight|hold me)\b(?![^.!?]{0,40}\b(?:swing|hammock|punching bag|shelves|tv|telly|bookcase|plant|chin ?ups|pull ?ups|kids|baby bouncer|lights|bunting)\b)(?<!\b(?:swing|hammock|punching bag|shelves|tv|telly|bookcase|plant|chin ?ups|pull ?ups|kids|baby bouncer)\b[^]{0,80})`,
  { person: 'self', strong: true },
);
// A car run with the exhaust: "engines still running, windows up, the thing with the exhaust is done".
add(
  'car-exhaust-running',
  ['attempt'],
  String.raw`\b(?:engine|car|motor)\s+(?:is\s+|s\s+)?(?:still\s+)?running\b(?!\s+(?:rough|badly|fine|well|smooth|hot|lean|rich|again|late))[^]{0,80}\b(?:hose|hosepipe|windows up|garage door (?:shut|closed|down)|the thing with the exhaust)\b|\b(?:the thing with the exhaust|hose (?:from|on|into) the exhaust|exhaust (?:hose|pipe) (?:into|through|in) the (?:window|car))\b`,
  { person: 'self', strong: true, present: true, level: 'imminent' },
);
// The blade from a shaver: "the urge to take the blade out of the shaver has been loud all evening".
add(
  'blade-out-of-shaver',
  ['self-harm'],
  String.raw`\b(?:take|taking|took|get|getting|got|pop|popping|popped|prise|prised|snap|snapping|snapped|break|breaking|broke)\s+(?:the\s+)?blades?\s+out\s+of\s+(?:the|my|a|dads?|moms?|mums?)\s+(?:shaver|razor|sharpener|pencil sharpener|disposable)\b`,
  { person: 'self', strong: true },
);
// Hitting a wall or bruises to hurt: "pressing on the bruises so they dont fade. the ones from punching
// the wall on purpose."
add(
  'wall-on-purpose',
  ['self-harm'],
  String.raw`\b(?:punch|punching|punched|hit|hitting|bang|banging|banged|slam|slamming|slammed)\s+(?:the|a|my)\s+(?:wall|door|fist|head|hand)\b[^.!?]{0,30}\bon purpose\b|\bpress(?:ing|ed)?\s+(?:on\s+)?(?:the|my)\s+bruises\s+so\s+(?:they|it)\s+(?:do not|dont|wont|will not)\s+(?:fade|heal|go)\b`,
  { person: 'self', strong: true },
);
// Tomorrow made impossible: "going to sleep now. made sure i wont have to do tomorrow."
add(
  'made-sure-no-tomorrow',
  ['attempt'],
  String.raw`\bmade sure\s+(?:that\s+)?i\s+(?:will not|wont|do not|dont|will never)\s+(?:have to\s+)?(?:do|wake up (?:to|for)|see|face|be here for)\s+tomorrow\b`,
  { person: 'self', strong: true, present: true, level: 'imminent' },
);

// Leaving the world, decided: "i have decided that i will leave this world" (Pidgin "i go comot for this world").
add(
  'decided-leave-world',
  ['active'],
  String.raw`\b(?:decided (?:that )?(?:i will|to)|i will|i am going to)\s+leave\s+this\s+(?:world|earth|life)\b(?!\s+(?:a |better|in |with |having|behind|knowing|richer|poorer))`,
  { person: 'self', strong: true },
);

// Doses sized for a body: "how many of grandmas heart tablets would be too many for someone my size";
// "how much insulin would stop a grown mans heart".
add(
  'dose-for-a-body',
  ['method'],
  String.raw`\b(?:would be|is|are)\s+too\s+many\s+for\s+(?:someone|somebody|a person|a kid|a girl|a boy|a man|a woman)\s+(?:my|of my|her|his)\s+(?:size|weight|age)\b|\bhow\s+much\s+(?:\w+\s+){0,2}?(?:would|will|does it take to|to)\s+(?:stop|kill)\s+(?:a|an|someone|somebody|me|my)\s*(?:grown\s+)?(?:man|woman|person|adult|heart)?s?\s*(?:heart)?\b(?![^.!?]{0,30}\b(?:dog|cat|horse|pet|rat|mouse|mice|fox|pest|weed|plant|virus|bacteria|germs)\b)`,
  { person: 'self', strong: true },
);
// Charcoal in a closed space: "if you lit one of those disposable barbecues in a closed car, how long".
add(
  'charcoal-closed-space',
  ['method'],
  String.raw`\b(?:barbecues?|bbqs?|charcoal|coals)\b[^.!?]{0,40}\bin\s+(?:a|the|my)\s+(?:closed|sealed|shut|small|locked)\s+(?:car|room|tent|bathroom|van|garage)\b(?=[^]{0,80}\b(?:how long|before|would it|feel it|fall asleep|pass out|enough)\b)`,
  { person: 'self', strong: true },
);
// Trains asked about with the purpose denied: "which express trains pass through kota without
// stopping? ... not for travel"; "what time does the last freight come through? not to catch it".
add(
  'trains-not-for-travel',
  ['method'],
  String.raw`\b(?:not for travel(?:ling)?|not to catch it|not to get on (?:it|one)|not (?:for|to) ride (?:it|one))\b(?<=\b(?:trains?|freight|express|crossing|line|tracks|platform|junction|station)\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// Going to be with the dead: "tomorrows the anniversary. im going to go and be with her."
add(
  'go-be-with-dead',
  ['active'],
  String.raw`\b(?:i am|i will|im|going to|want to|ready to)\s+(?:going to\s+)?(?:go\s+and\s+|go\s+)?be\s+with\s+(?:her|him|them|my (?:wife|husband|son|daughter|mum|mom|dad|boy|girl|baby|partner))\s*(?:again|now|soon|tonight|tomorrow)?\b(?<=\b(?:anniversary|grave|died|passed|since (?:she|he|they) (?:died|passed|went)|widow\w*|funeral|buried|ashes|lost (?:her|him|them))\b[^]{0,200})(?![^.!?]{0,40}\b(?:at the (?:hospital|hospice|home)|in (?:hospital|the hospice)|for (?:lunch|dinner|christmas|the day)|visit)\b)`,
  { person: 'self', strong: true },
);
// Home in a box: "it wouldve been cleaner for everyone if id come home in the box instead".
add('home-in-a-box', ['passive'], String.raw`\b(?:if\s+i\s+(?:had\s+)?(?:come|came)|me\s+coming)\s+home\s+in\s+(?:a|the)\s+(?:box|coffin|casket|body bag)\b`, {
  person: 'self',
  strong: true,
});
// Hoping not to exist: "hoping to not exist for a bit. permanently would suit."
add('hope-not-exist', ['passive'], String.raw`\bhop(?:e|es|ing|ed)\s+(?:to\s+)?(?:not|never)\s+(?:exist|wake up|be here|be around|be alive)\b`, {
  person: 'self',
  strong: true,
});
// A place already chosen: "if my roll number isnt on the list i already know which floor of the hostel".
add(
  'already-know-which',
  ['plan'],
  String.raw`(?<!\b(?:not|never|no|nt)\b[^.!?]{0,60})\b(?:i\s+)?(?:(?:already|exactly)\s+know|know\s+exactly)\s+which\s+(?:floor|bridge|building|train|cliff|roof|tree|beam|pills|bottle|spot)\b(?:\s+(?:of|on|at|in|near|by|off)\s+the\s+\w+(?:\s+\w+)?)?(?=\s*(?:[.!?,;]|$|\s+(?:already|now|for weeks|have done|since|and|i will|to use)\b))`,
  { person: 'self', strong: true },
);
// Hidden away so nobody looks: "booked a room under my middle name. nobody will think to look there";
// "telling ye so someone knows where to look".
add(
  'where-to-look',
  ['plan'],
  String.raw`\b(?:nobody|no one)\s+(?:will|would)\s+(?:think to|know to|ever)\s+look\s+(?:there|for me there|for me)\b(?<=\b(?:booked|room|hotel|motel|airbnb|cabin|under my|middle name|car|woods)\b[^]{0,150})|\bso\s+(?:someone|somebody|they|you|someone else)\s+(?:knows?|will know)\s+where\s+to\s+look\b`,
  { person: 'self', strong: true },
);
// Help refused in advance: "please dont give me a hotline number. i dont want help, i want to stop."
add(
  'no-hotline-please',
  ['active'],
  String.raw`\b(?:do not|dont|please do not|please dont)\s+(?:give|send|paste)\s+me\s+(?:a\s+|the\s+|any\s+)?(?:hotline|helpline|crisis line|crisis number|suicide line|samaritans)\b(?=[^]{0,100}\b(?:want to stop|want it to stop|mean it|decided|do not want help|dont want help|want to die|want out|ready)\b)`,
  { person: 'self', strong: true },
);
// Leaving while a child is small: "i should go while shes too little to remember me".
add(
  'go-before-child-remembers',
  ['active'],
  String.raw`\b(?:should|could|better|want to|going to)\s+(?:just\s+)?(?:go|leave|die|disappear)\s+(?:now\s+)?while\s+(?:she|he|they|the baby|the kids|my \w+)\s+(?:is|are)\s+(?:still\s+)?(?:too\s+)?(?:little|young|small)\s+to\s+remember\s+me\b`,
  { person: 'self', strong: true },
);
// Another year not expected: "another birthday. thirty-two. really didnt think id have to do this one."
add(
  'did-not-expect-this-one',
  ['passive'],
  String.raw`\b(?:did not|didnt|never)\s+(?:think|expect|plan|plan on)\s+(?:that\s+)?(?:i would|id|i would have to|to)\s+(?:have to\s+)?(?:do|see|make it to|be here for|be around for|get to)\s+this\s+one\b(?<=\b(?:birthday|christmas|new year|anniversary|thirty|forty|fifty|twenty|\d\d)\b[^]{0,120})`,
  { person: 'self', strong: true },
);
// Invitations accepted knowing: "keep saying yes to invitations for next month knowing i wont be there".
add(
  'knowing-i-wont-be-there',
  ['active'],
  String.raw`\bknowing\s+(?:full well\s+|that\s+)?i\s+(?:will not|wont|am not going to)\s+be\s+(?:there|here|around|alive)\b`,
  { person: 'self', strong: true },
);
// No plans after a date: "my plan is to have no more plans after tuesday".
add(
  'no-plans-after',
  ['plan'],
  String.raw`\bno\s+(?:more\s+)?plans\s+after\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|the \d+(?:st|nd|rd|th)|this week|the weekend|next week)\b(?![^.!?]{0,40}\b(?:lol|yay|holiday|vacation|off|finally free|bliss|sleep)\b)`,
  { person: 'self', strong: true },
);

// Added after the twentieth detector's final split was scored (that split read these three as a good
// day; see the README and tests/unit/safety-final-split.test.ts).
// Hoping for a strike with one's name on it: "my toxic trait is checking the forecast hoping theres
// lightning with my name on it".
add(
  'name-on-it',
  ['passive'],
  String.raw`\b(?:hop(?:e|es|ing|ed)|wish(?:es|ing|ed)?|pray(?:s|ing|ed)?|waiting for)\b[^.!?]{0,50}\b(?:lightning|a bullet|a bus|a truck|a lorry|a meteor|an asteroid|a car|a train|a storm|something)\s+with\s+my\s+name\s+on\s+it\b`,
  { person: 'self', strong: true },
);
// Heights chosen for later: "rating the bridges in my city by vibes for when i finally clock out".
add(
  'height-for-when',
  ['plan'],
  String.raw`\bfor\s+when\s+i\s+(?:finally\s+|eventually\s+)?(?:clock out|check out|log off|go(?=\s*(?:[.!?,]|$))|do it|end it|bow out|dip(?=\s*(?:[.!?,]|$))|leave for good)\b(?<={HEIGHT}[^]{0,120})`,
  { person: 'self', strong: true },
);
// A pupil's story too close to home: "she wrote 'and then the girl walked into the sea and it was
// finally quiet.' it was too specific. the beach she named is the one by her house."
add(
  'story-too-specific',
  ['third-party'],
  String.raw`\b(?:it was|it is|that was|felt|seemed|it felt)\s+too\s+(?:specific|real|detailed|personal|close)\b(?<=\b(?:wrote|writing|essay|story|poem|creative piece|piece|journal|assignment)\b[^]{0,200})(?<=\b(?:walked into the sea|into the (?:sea|river|water)|jump\w*|die|died|dying|dead|kill\w*|end it|gone|bridge|pills|rope|quiet forever|finally quiet|disappear\w*)\b[^]{0,200})`,
  { strong: true, third: 'risk', person: 'third' },
);

// Added after the thirty-third and thirty-fourth final splits were scored (that split read this as
// happy): a spot picked long ago by water or a height, driven to after one last thing; or a spot picked on a stretch of
// the haul route, with the day of the run: "next run on the coquihalla, the snowshed stretch. already picked the spot.
// according to dispatch that's wednesday".
add(
  'picked-the-spot',
  ['plan'],
  String.raw`\bi\s+(?:have\s+)?(?:picked|chose|chosen|found|know)\s+the\s+(?:spot|place)\b(?!\s+(?:for (?:the|our|a|my) (?:picnic|wedding|tent|photo|photos|party|bench|barbecue|bbq|proposal|shoot|swim)|to (?:camp|fish|swim|propose|park))\b)(?<=\b(?:reservoir|river|lake|sea|bridge|cliffs?|quarry|water|tracks|woods|drive out|edge|viaduct|pier|tide)\b[^]{0,200})|\b(?:already\s+)?(?:picked|chosen|chose|found|scouted)\s+(?:the|my)\s+spot\b(?:(?<=\b(?:stretch|overpass|drop|cliff|curve|bend|pass|gorge|ravine|guardrail|snowshed|viaduct|embankment)\b[^]{0,80})|(?=[^]{0,80}\b(?:stretch|overpass|drop|cliff|curve|bend|pass|gorge|ravine|guardrail|snowshed|viaduct|embankment)\b))(?:(?<=\b(?:run|dispatch|load|rig|haul|route)\b[^]{0,160})|(?=[^]{0,160}\b(?:run|dispatch|load|rig|haul|route)\b))(?=[^]{0,120}\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)\b)(?![^]{0,120}\b(?:fish\w*|camp\w*|picnic|photos?|pictures|propos\w*|wedding|party|view|sunset|tent|bbq|lunch|parking|park up|chain\w*|ashes|scatter\w*|memorial|kayak|launch|film\w*|skat\w*|shoot|climb\w*)\b)(?<!\b(?:fish\w*|camp\w*|picnic|photos?|pictures|propos\w*|wedding|party|view|sunset|tent|bbq|lunch|parking|chain\w*|ashes|scatter\w*|memorial|kayak|film\w*|skat\w*|climb\w*)\b[^]{0,160})`,
  { person: 'self', strong: true, present: true, unvetoable: true },
);

// Urges to reopen or burn, told with the old habit: "third day of wanting to open my arm up again";
// "itching to open the old ones back up"; "wanted to press my hand on the hob like i used to".
add(
  'urge-reopen-burn',
  ['self-harm'],
  String.raw`\b(?:want|wants|wanted|wanting|itching|itch|urge|urges|need|needing|tempted)\s+(?:so badly\s+|really\s+)?to\s+(?:open|reopen|slice|cut|split)\s+(?:my\s+(?:arms?|wrists?|legs?|thighs?|skin)\s+(?:up|open)|(?:the|my)\s+old\s+(?:ones|scars|cuts|lines)\s+(?:back\s+)?(?:up|open))\b|\b(?:want|wants|wanted|wanting|itching|urge|tempted)\s+to\s+(?:press|put|hold)\s+my\s+(?:hand|arm|wrist|palm|fingers?)\s+(?:on|against|onto)\s+(?:the\s+)?(?:hob|iron|stove|cooker|kettle|oven door|radiator|lighter)\b(?=[^.!?]{0,40}\b(?:like i used to|again|on purpose|to feel)\b)`,
  { person: 'self', level: 'concern', present: true, strong: true },
);

// Added after the thirty-fifth and thirty-sixth final splits were scored (that split read these as
// happy). A parent or grandparent who "has had a good innings" and is "ready to go": the old way of
// saying they want to die. Not a death already told ("she had a good innings, the funeral is...").
add(
  'good-innings-ready',
  ['third-party'],
  String.raw`\b(?:had|has had|has)\s+a\s+good\s+innings\b(?=[^]{0,120}\bready\s+(?:to\s+(?:go|be going|be getting on|be off|meet|join)(?!\s+(?:again|next|out|on|for|back)\b)|for\s+(?:the off|the end|it to end|heaven|god))\b)(?![^]{0,200}\b(?:funeral|passed|passed away|died|wake|eulogy|burial|cremation|memorial)\b)`,
  { person: 'third', level: 'high', unvetoable: true },
);
// A stock of a lethal medicine, then the writer cuts themselves off: "a lot of insulin in the fridge
// now. that is all i will say about that".
add(
  'means-then-silence',
  ['method'],
  String.raw`\b(?:a lot of|lots of|plenty of|enough|loads of|a stack of|a pile of|so much|all this)\s+(?:\w+\s+)?(?:insulin|pills|tablets|meds|medication|paracetamol|morphine|oxycodone|sleeping tablets|painkillers|diazepam|lithium|amitriptyline|pens|needles)\b[^]{0,60}?[.!]\s*(?:and\s+)?(?:that is|thats)\s+all\s+i\s+will\s+say\b`,
  { person: 'self', strong: true, present: true },
);

// Added while the twenty-second detector was tuned, from set AM (the twenty-first detector's final
// splits, now training data). Affairs handed over or paid ahead: "gave my sister all my passwords",
// "pin codes on a sticky note for whoever", "paid my rent up three months in advance".
add(
  'affairs-handed-over',
  ['weak-prep'],
  String.raw`\b(?:gave|give|giving|handed|sent|passed)\s+(?:(?:my\s+\w+|him|her|them)\s+)?(?:all\s+)?(?:of\s+)?my\s+(?:passwords|logins|pin codes?|bank details|account details)\b|\b(?:passwords?|pin codes?|logins?)\b[^.!?]{0,40}?\b(?:for whoever|on a (?:sticky )?note|written down for|to my (?:boss|mum|mom|sister|brother|partner))\b|\bpaid\s+(?:my\s+|the\s+)?(?:rent|bills|mortgage|council tax|phone bill)\s+(?:up\s+)?(?:\w+\s+){0,2}(?:months?|weeks?)\s+(?:in advance|ahead)\b`,
  { person: 'self' },
);
// Someone else's goodbye, told as what they keep posting or as the peace it names: "my tita keeps
// posting 'sorry for everything'", "sent a long message saying goodbye and that he's finally going
// to be at peace".
add(
  'third-goodbye-posts',
  ['third-party'],
  String.raw`\b(?:she|he|they|my \w+(?: \w+)?)\s+(?:keeps?|kept|has been|have been|started|was|is|been)\s+(?:posting|texting|messaging|saying|sending|writing)\b[^.!?\n]{0,40}?\b(?:sorry for everything|thank you for everything|i love you all|goodbye (?:messages?|posts?|texts?)|take care of yourselves)\b|\b(?:he|she|they|my \w+|ex)\s+(?:sent|texted|messaged|posted|wrote|left)\b[^.!?]{0,60}\bgoodbye\b[^.!?]{0,80}\b(?:(?:finally\s+)?(?:going to|will|gonna)\s+(?:finally\s+)?be\s+(?:finally\s+)?at peace|finally free|no more pain|will not be around|not be around (?:much )?longer)\b`,
  { person: 'third', third: 'risk' },
);
// Suicide as the mind's answer to everything: "my brain offers suicide as the answer to literally everything".
add(
  'mind-offers-suicide',
  ['active'],
  String.raw`\b(?:my brain|my mind|my head|my thoughts)\s+(?:just\s+|always\s+|now\s+)?(?:offers|suggests|goes to|jumps to|defaults to|goes straight to|keeps (?:offering|suggesting|going to|jumping to))\s+(?:suicide|killing myself|dying|death|ending it)\b|\b(?:my brain|my mind|my head|my thoughts)\s+(?:pitches|keeps (?:pitching|selling|serving))\s+(?:me\s+)?(?:suicide|killing myself|ending it)\b`,
  { person: 'self', present: true },
);
// Hunger kept as a punishment: "when i am hungry it feels like i am punishing myself properly".
add(
  'hunger-punishment',
  ['self-harm'],
  String.raw`\b(?:hungry|hunger|starving|starve|not eating|without (?:dinner|food|eating|lunch|breakfast))\b[^.!?\n]{0,80}\bpunish(?:ing|ed)?\s+(?:myself|me)\b|\bpunish(?:ing|ed)?\s+myself\b[^.!?\n]{0,60}\b(?:hungry|hunger|starv\w*|not eating|without (?:dinner|food|eating))\b`,
  { person: 'self' },
);
// Kind words sent to everyone "while i still can": a goodbye round.
add(
  'kind-words-while-i-can',
  ['preparatory'],
  String.raw`\b(?:texted|messaged|called|rang|wrote to|thanked|emailed)\s+(?:everyone|all of them|all my \w+|every \w+)\b[^]{0,200}?\bwhile i (?:still )?can\b(?=\s*(?:[.!?,;]|$))`,
  { person: 'self' },
);
// Hoping the odds of a crash are higher: "what's the chance of a plane crash... kinda hoping it's higher".
add(
  'hoping-odds-higher',
  ['passive'],
  String.raw`\b(?:chances?|odds|likelihood|probability)\s+of\s+(?:a\s+|the\s+)?(?:\w+\s+)?(?:crash\w*|dying|accident|going down)\b[^]{0,80}?\b(?:hoping|hope|i hope)\s+(?:it is|its|they are|theyre|it gets)\s+(?:higher|high|better|bigger)\b`,
  { person: 'self' },
);

// Added after the thirty-seventh and thirty-eighth final splits were scored (disclosed in
// tests/unit/safety-final-split.test.ts): general forms of what those texts missed.
// Disappointed to survive a near miss: "bus came really close ... my first thought was 'damn, missed'".
add(
  'near-miss-disappointed',
  ['passive'],
  String.raw`\b(?:bus|car|lorry|truck|train|van|taxi|cab|tram|motorbike|cyclist)\b[^.!?]{0,60}\b(?:came|got|was|went)\s+(?:really\s+|so\s+|very\s+)?close\b[^]{0,80}?\b(?:damn,? (?:missed|so close)|shame (?:it|they) missed|wish (?:it|they) (?:had (?:hit|not missed|not stopped)|hit me)|(?:almost|nearly) had it|disappointed|gutted)\b`,
  { person: 'self', present: true },
);
// The place named as the end: "driving up to the lookout before sunrise and that's where it ends".
add(
  'where-it-ends',
  ['plan'],
  String.raw`\b(?:that is|thats|this is|which is)\s+where\s+(?:it|this|everything|all of it|i)\s+(?:ends|will end|finishes|stop)\b(?<=\b(?:lookout|bridge|cliffs?|edge|river|lake|sea|quarry|tracks|viaduct|pier|point|car park|multi storey|roof|tower|woods|forest|driving|drive)\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// Going when a dying pet or person goes: "when Bella goes, I go too. she's 14 and the vet says not long".
add(
  'go-when-they-go',
  ['plan'],
  String.raw`\bwhen\s+(?:\w+\s+){1,3}?(?:goes|dies|is gone|passes|passes away|is put down|gets put down)\b,?\s+i\s+(?:go|am going|will go|am gone|will be gone)\s+(?:too|as well|with (?:her|him|them))\b(?=[^]{0,200}\b(?:vet|not long|dying|cancer|hospice|years old|put down|palliative|end of life|the plan)\b)`,
  { person: 'self', strong: true },
);
// Not eating as something deserved: "ate nothing today ... deserve it", "I deserve to feel this empty".
add(
  'not-eating-deserved',
  ['self-harm'],
  String.raw`\b(?:ate nothing|did not eat|have not eaten|had not eaten|not eaten|nothing to eat)\b[^]{0,100}?\b(?:i deserve (?:it|this|to (?:feel|be|stay) (?:this |so )?(?:empty|hungry|weak))|deserve it after|make up for (?:the|that|it|eating))\b`,
  { person: 'self' },
);
// An urge told beside a day without acting on it: "today i didn't hurt myself. but i wanted to so much".
add(
  'did-not-but-wanted',
  ['self-harm'],
  String.raw`\b(?:did not|managed not to)\s+(?:hurt|cut|harm|burn|scratch)\s+myself\b[^.!?]{0,20}[.,;]?\s*but\s+(?:i\s+)?(?:wanted|want|needed|was so close)\s+to\b`,
  { person: 'self', level: 'concern', present: true },
);
// Wishing an illness or accident had been fatal: "it would have been a kindness if the thing had finished the job".
add(
  'finished-the-job',
  ['passive'],
  String.raw`\b(?:kindness|better|shame|pity|wish|wished|mercy|easier)\b[^.!?]{0,80}\b(?:had|would have|could have|did not)\s+finish(?:ed)?\s+(?:the job|me off)\b`,
  { person: 'self' },
);
// Answering the question oneself: "stop asking me if I'm suicidal, brain. Yes. Fine. Yes I am."
add(
  'asked-suicidal-yes',
  ['active'],
  String.raw`\b(?:asking|asks|asked|ask)\s+(?:me\s+)?(?:if|whether)\s+i\s+am\s+suicidal\b[^]{0,30}?\byes\b(?!\s+(?:and no|or no))`,
  // A screening question the writer answers yes to is no medical routine.
  { person: 'self', present: true, unvetoable: true },
);
// Sizing up a drop: "looked over the railing each time. sort of measuring it with my eyes".
add(
  'measuring-the-drop-by-eye',
  ['method'],
  String.raw`\b(?:measuring|measured|judging|gauging|sizing up)\s+(?:it|the (?:height|drop|fall|distance|floors?))\b(?<=\b(?:bridge|railing|railings|ledge|edge|roof|balcony|cliff|drop|parapet|overpass|car park|quarry)\b[^]{0,160})${BUILDING_PURPOSE}`,
  { person: 'self', strong: true },
);
// A note's line to whoever reads the journal later: "if anyone ever reads this, that's what the star means".
add(
  'if-anyone-reads-this',
  ['weak-prep', 'secret'],
  String.raw`\bif (?:anyone|someone|somebody) (?:ever )?(?:reads|finds) this\b(?=[^]{0,80}\b(?:that is what|thats what|means|sorry|forgive|not your fault|i love you|goodbye)\b)`,
  { person: 'self' },
);

// Added while the twenty-third detector was tuned, from the training rows the detector still missed in
// cross-validation. Care cancelled because nothing is worth it: "cancelled all my therapy appts. no point anymore".
add(
  'cancel-no-point',
  ['preparatory'],
  String.raw`\bcancel(?:l)?(?:ed|ing)?\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:therapy|appointments?|appts?|sessions?|counselling|meds|prescriptions?|check ups?)\b[^]{0,60}?\bno point\s+(?:anymore|any more|now|in any of it|in anything|in it anymore)\b`,
  { person: 'self' },
);
// Counting a stock of pills towards enough: "if i go to 3 different ones thats 6. is 6 enough", "nearly got enough now".
add(
  'enough-pills',
  ['method'],
  String.raw`\b(?:is|are|would|will)\s+(?:\d+|that|this|it|six|eight|ten|twelve|twenty|these)\s+(?:be\s+)?enough\b(?!\s+for\s+(?:a|an|my|the|his|her|their|your)\s+\w+)(?<=\b(?:packs?|pills|tablets|paracetamol|ibuprofen|boxes|chemists?|pharmac\w+|co codamol)\b[^]{0,160})|\b(?:nearly|almost|finally)\s+(?:got|have)\s+enough\b(?!\s+(?:for|to)\s+(?:the|a|my)\s+(?:week|month|holiday|trip|kids|family))(?<=\b(?:packs?|pills|tablets|paracetamol|chemists?|pharmac\w+)\b[^]{0,200})`,
  { person: 'self', strong: true },
);

// Added after the thirty-ninth and fortieth final splits were scored (disclosed in
// tests/unit/safety-final-split.test.ts): general forms of what those texts missed.
// Asking how long one would last in cold water: "how cold is the water there in november, would u last long in it".
add(
  'last-long-in-water',
  ['method'],
  String.raw`\bwould\s+(?:i|you|u|one|someone|a person)\s+(?:last|survive)\s+(?:long\s+|very long\s+)?in\s+(?:it|the water|there|the sea|the river|the lake)\b(?<=\b(?:how cold|cold|freezing|november|december|january|february|winter|at night|after dark)\b[^]{0,120})(?<!\b(?:wetsuit|swim\w*|dip|race|triathlon|paddle)\b[^]{0,120})(?![^]{0,60}\b(?:wetsuit|swim\w*|dip|race|training|triathlon|paddle)\b)`,
  { person: 'self' },
);
// A will at a young age: "19 and i have a will lol".
add('young-will-age-first', ['preparatory'], String.raw`\b(?:1[5-9]|2\d)\s+and\s+i\s+(?:have|made|wrote|signed)\s+a\s+will\b`, { person: 'self' });
// A letter that is a goodbye, not a breakup: "wording a letter thats basically goodbye. not a breakup. like forever forever".
add(
  'goodbye-letter-forever',
  ['preparatory'],
  String.raw`\b(?:letter|note|message)\s+(?:that is|thats|which is)\s+(?:basically\s+|kind of\s+|sort of\s+)?(?:a\s+)?goodbye\b(?=[^]{0,80}\b(?:not a breakup|forever|for good|permanent\w*)\b)`,
  { person: 'self', strong: true },
);
// On the line with a train due, or taken off it: "on the tracks. train is due 11:42", "police picked me up off the railway line".
add(
  'on-the-tracks',
  ['attempt'],
  String.raw`(?:\b(?:i am|sitting|standing|lying|laying|sat|stood)\s+|(?:^|[.!?]\s*))on\s+the\s+(?:tracks|railway line|rails|train line)\b(?=[^]{0,80}\b(?:train|due|coming|next one)\b)|\b(?:picked me up|pulled me|dragged me|got me|talked me)\s+(?:off|down from)\s+the\s+(?:railway line|tracks|rails|bridge|ledge|roof|parapet)\b`,
  { person: 'self', strong: true },
);
// Not minding if a near accident had ended it: "the quad near went over again ... I wouldn't have minded if it had".
add(
  'would-not-have-minded',
  ['passive'],
  String.raw`\b(?:would not|wouldnt)\s+have\s+minded\s+if\s+(?:it|the \w+|that|i|he|she)\s+(?:had|did)\b(?<=\b(?:went over|go over|crash\w*|hit|rolled|roll|flipped|fell|fall|near|nearly|almost|close|woken|wake)\b[^]{0,200})`,
  { person: 'self', present: true },
);
// Asking not to wake: "said my prayers and asked Him again, politely, not to let me wake up".
// Not woken "with another migraine" or "early" is a wish about the morning, not about waking at all ("with this pain
// again" still counts).
add(
  'not-let-me-wake',
  ['passive'],
  String.raw`\bnot\s+to\s+let\s+me\s+wake\s+up\b(?!\s+(?:with (?:another|a) (?:migraine|headache|hangover|cold|cough|sore throat)|early|late|too early)\b)`,
  {
    person: 'self',
    present: true,
  },
);
// Wishing for a sudden death: "wished, quite calmly, for an aneurysm".
add(
  'wish-for-sudden-death',
  ['passive'],
  String.raw`\bwish(?:ed|ing)?\b[^.!?]{0,30}\bfor\s+(?:an?\s+)?(?:aneurysm|heart attack|stroke|fatal \w+|car crash|crash|bus to hit me|lorry to hit me|brain bleed|clot)\b`,
  { person: 'self' },
);
// Deciding again each day not to: "every hour I'm re-deciding not to do it today"; ending one's life put on a to-do list.
add(
  're-deciding-not-to',
  ['active'],
  String.raw`\b(?:re ?deciding|re ?decide|deciding again|decide again)\s+not\s+to\s+(?:do it|go|end it)\b|\b(?:treating|treat)\s+ending\s+my\s+life\s+(?:like|as)\b`,
  { person: 'self', present: true, unvetoable: true },
);
// "I've decided I'm going to go before the pain decides for me."
add(
  'decided-to-go',
  ['active'],
  String.raw`\b(?:decided|made up my mind)\s+(?:that\s+)?i\s+am\s+going\s+to\s+go\b(?=\s+(?:before|when|once|while|soon|on my own terms)\b|\s*[.!;]|$)`,
  { person: 'self', present: true },
);
// Rope bought with no use for it: "came out with a length of rope as well. don't need rope".
add(
  'rope-no-need',
  ['method'],
  String.raw`\b(?:bought|got|came out with|picked up|ordered)\s+(?:a\s+)?(?:new\s+)?(?:length of\s+|bit of\s+|coil of\s+)?rope\b(?=[^]{0,100}\b(?:do not need (?:rope|it)|no need for (?:rope|it)|not for the \w+|nothing to do with|do not have a (?:boat|trailer|tent))\b)`,
  { person: 'self', strong: true },
);
// The water named as the easiest way: "thinking the water'd be the easiest way".
add(
  'easiest-way',
  ['method'],
  String.raw`\b(?:the\s+)?(?:water|river|sea|tide|bridge|drop|train|tracks|cliff|pills|rope|gun)\s*(?:would|will|d)?\s+be\s+the\s+(?:easiest|quickest|best|simplest|cleanest|surest)\s+way\b`,
  { person: 'self' },
);
// A day settled on: "I've settled on Tuesday. It feels right", "I've picked the afternoon, after the submission, in the flat".
add(
  'settled-on-a-day',
  ['plan'],
  String.raw`\bi\s+(?:have\s+)?(?:settled on|picked|chosen|chose|decided on)\s+(?:a\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d+\w*|the date|a date|the day|the afternoon|the morning|the evening|the night|next week)\b(?!\s+(?:for|to|as|of|off|at the|when we|with)\b)(?=[^]{0,200}\b(?:feels right|nobody|no one|quiet|in the flat|at home|alone|everything else|weight|lighter|calm|decided|worked out)\b)`,
  { person: 'self', strong: true },
);
// A day, a place and "decided": "Friday after my shift. The quarry up the Carron road. Decided."
add(
  'day-place-decided',
  ['plan'],
  String.raw`\b(?:quarry|bridge|cliffs?|reservoir|viaduct|tracks|river|lake|car park|multi storey|tower|pier)\b[^.!?]{0,40}[.!]\s*(?:it is\s+|all\s+)?decided\b(?:(?<={TIMING}[^]{0,120})|(?=[^]{0,60}\b{TIMING}\b))`,
  { person: 'self', strong: true },
);
// A pet handed on for good under a cover story: "Asked Priya if she'd have Biscuit for good. Told her I'm going travelling. I'm not."
add(
  'pet-for-good-cover',
  ['preparatory'],
  String.raw`\b(?:have|keep|take|look after|rehome|rehomed)\s+(?:\w+\s+){0,2}(?:for good|permanently|forever)\b(?=[^]{0,160}\bi am not\s+(?:going|moving|travelling|traveling|leaving|working away)\b)|\b(?:changed|moved|updated|transferred)\s+(?:\w+\s+){0,2}(?:microchip|vet)\s+(?:details|account|records|registration)\s+to\s+(?:\w+\s+){0,2}(?:address|name|account)\b`,
  { person: 'self' },
);
// The last loose end: "feels like the last loose end tied", "everything is in order now".
add('last-loose-end', ['weak-prep'], String.raw`\b(?:the\s+)?last\s+loose\s+ends?\s+(?:tied|done|sorted)\b|\beverything\s+is\s+in\s+order\s+now\b`, {
  person: 'self',
});
// A gun held up at a reservoir or in a car: "drove out to the reservoir with the 1911. had it up."
add(
  'gun-held-up',
  ['attempt'],
  String.raw`\b(?:had|held|put|pointed)\s+(?:it|the gun|the pistol|the rifle|the shotgun|the revolver)\s+(?:up|to my head|in my mouth|under my chin|to my chest)\b(?<=\b(?:gun|pistol|rifle|shotgun|revolver|1911|glock|handgun|firearm|beretta|colt)\b[^]{0,120})`,
  { person: 'self', strong: true },
);
// Walking into the sea and not stopping: "walked into the water at dawn and kept going ... till it was over my shoulders".
add(
  'walked-into-water',
  ['attempt'],
  String.raw`\bwalk(?:ed|ing)?\s+into\s+the\s+(?:water|sea|river|lake|ocean|waves)\b[^]{0,80}\b(?:kept going|did not stop|over my (?:head|shoulders)|feet were off|past where)\b`,
  { person: 'self', strong: true },
);
// Someone else's policy with the exclusions marked, or a relative's hidden months of pills.
add(
  'third-insurance-exclusions',
  ['third-party'],
  String.raw`\b(?:his|her|their)\s+(?:life\s+)?(?:insurance|policy)\b[^]{0,60}\bexclusions?\b|\bfull of (?:her|his|their)?\s*(?:pills|tablets|meds|medication)\b[^]{0,80}\b(?:months of them|weeks of them|not been taking|telling (?:the )?(?:doctor|gp|dr)\b)`,
  { person: 'third', third: 'risk', strong: true, unvetoable: true },
);
// Someone asking, twice, about a person who takes their own life: "he asked me what the church teaches about a man who takes his own life".
add(
  'asked-about-own-life',
  ['third-party'],
  String.raw`\b(?:asked|asks|was asking|kept asking)\s+(?:me\s+)?(?:what|whether|if|about)\b[^.!?]{0,80}\b(?:a man|a woman|someone|a person|people)\s+who\s+(?:takes|take|took)\s+(?:his|her|their)\s+own\s+life\b`,
  { person: 'third', third: 'risk' },
);

// Added after the forty-first and forty-second final splits were scored (disclosed in
// tests/unit/safety-final-split.test.ts). Death welcomed as a side effect: "at least I'll have died thin".
add('at-least-died', ['passive'], String.raw`\bat\s+least\s+i\s+(?:will|would|will have|would have)\s+(?:have\s+)?died\b`, { person: 'self', present: true });
// The real number of a medicine that is dangerous: "the actual number of paracetamol that's dangerous, not the box warning".
add(
  'dangerous-number',
  ['method'],
  String.raw`\b(?:number|amount|how many|dose)\s+of\s+(?:my\s+|the\s+|these\s+|his\s+|her\s+|mums?\s+|dads?\s+)?(?:{PILLS})\s+(?:that is|is|would be|it takes to be)\s+(?:actually\s+)?(?:dangerous|lethal|fatal|deadly|too many|enough)\b(?![^]{0,60}\b(?:for (?:a|my|the) (?:dog|cat|child|kid|baby)|accidentally|by accident)\b)`,
  { person: 'self', strong: true },
);
// A pet rehomed for someone "who's going to be around": the writer will not be.
add(
  'rehome-be-around',
  ['preparatory'],
  String.raw`\b(?:rehom\w*|new home|new family|new owners?|up for adoption)\b[^]{0,160}\b(?:someone|somebody|people|a family|owners?)\s+(?:who is|who are|who will be|that is|that will be|whos)\s+(?:going to be\s+|gonna be\s+)?around\b`,
  { person: 'self' },
);
// Waking in hospital after being found: "Woke up in A&E. They said my mum found me on the landing."
add(
  'woke-up-found',
  ['attempt'],
  String.raw`\bwoke\s+up\s+in\s+(?:a&e|a and e|the er|er|hospital|the hospital|icu|resus|intensive care)\b[^]{0,80}\b(?:found me|i am lucky|apparently lucky|they pumped|charcoal)\b`,
  { person: 'self', strong: true },
);

// Added while the twenty-fifth detector was tuned, from set AP (the twenty-fourth detector's final
// splits, now training data). Blades walked past counts the urge even when it is resisted: "razor
// blades by the till... walked past three times. bought a Twirl instead".
add(
  'blades-walked-past',
  ['self-harm'],
  String.raw`\b(?:razor\s*blades?|razors|blades|pencil sharpeners?|box cutters?|stanley knife)\b[^]{0,120}?\b(?:walked past|walked by|put (?:them|it) back|did not buy|didnt buy|left (?:them|it) on the shelf|almost bought|nearly bought|picked (?:them|it) up and put)\b`,
  { person: 'self', level: 'concern' },
);
// A self-harm urge owned, then a promise not to act: the urge still counts ("really want to carve
// something into my arm tonight. I won't").
add(
  'sh-urge-then-promise',
  ['self-harm'],
  String.raw`\b(?:really|so badly|badly|so much)?\s*(?:want|wanting|need|needing|itching|aching|dying)\s+to\s+(?:(?:cut|carve|burn|scratch|slice)\s+(?:\w+\s+){0,2}?(?:into\s+)?(?:my\s+)?(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|ankles?|myself)\b|cut(?=\s+again\b|[.!?,]|$)|hurt myself|hit myself|punch myself|bang my head)[^.!?]{0,60}[.!?]\s*(?:but\s+)?i\s+(?:will not|am not going to|promised|am not gonna)\b`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// Someone who keeps joking about killing themselves: "friend keeps joking in the group chat about
// yeeting himself off the uni library roof".
add(
  'third-keeps-joking',
  ['third-party'],
  String.raw`\b(?:keeps?|kept|has been|have been|been|started|is always|always)\s+(?:joking|making jokes|cracking jokes|posting memes|saying)\b[^.!?]{0,40}?\babout\s+(?:killing|yeeting|offing|unaliving|ending|hanging|throwing|shooting|drowning|jumping|topping)\s+(?:him|her|them)sel(?:f|ves)\b`,
  // The joking is the warning sign here, so a joke look-alike cannot explain it away.
  { person: 'third', third: 'risk', level: 'concern', unvetoable: true },
);

// Affairs laid out for someone to find "after": "the mortgage login for Dave tonight so he can find
// everything after".
add(
  'find-everything-after',
  ['preparatory'],
  String.raw`\b(?:so|for when|in case|so that)\s+(?:he|she|they|you|someone|somebody|whoever|my \w+|the kids|everyone)\s+(?:can|could|will|would|knows? where to|is able to)\s+(?:find|sort|access|handle|deal with|manage|get to)\s+(?:everything|it all|the lot|all of it|things)\s+(?:after|afterwards|once i am gone|when i am gone|after i am gone|when i am not here)(?=[.!?,;]|$|\s+(?:and|but|i|need|then|xx?)\b)`,
  { person: 'self' },
);
// A soul that wants to go: "when a person is too tired their soul wants to go back to the ancestors...
// I think mine does want to go."
add(
  'soul-wants-to-go',
  ['passive'],
  String.raw`\bmy\s+(?:soul|spirit)\s+(?:does\s+|really\s+|just\s+)?(?:wants?|is ready|longs|is longing)\s+to\s+(?:go|leave|rest|go home|go back|join (?:them|the ancestors|my \w+))\b|(?<=\b(?:soul|spirit)\b[^]{0,200})\bmine\s+(?:does\s+|really\s+|just\s+)?(?:wants?|is ready)\s+to\s+go(?=[.!?,;]|$)`,
  { person: 'self' },
);

// Added after the forty-third and forty-fourth final splits were scored (listed in
// tests/unit/safety-final-split.test.ts), in words of their own.
// Trains timed: "The trains come past the end of our road every twelve minutes. I've started timing them."
add(
  'timing-trains',
  ['method'],
  String.raw`\b(?:started|been|keep|kept|i am)\s+timing\s+(?:the\s+)?(?:trains|them|the express|the freight)\b(?<=\btrains?\b[^]{0,160})`,
  { person: 'self' },
);
// A cover story owned as one: "I tell the shop man it is for rats. There are no rats", "Told Karen it's for deer season. It's not for deer."
add(
  'cover-story-owned',
  ['method'],
  String.raw`\b(?:there (?:are|is) no (?:rats|mice|pests|weeds|slugs|foxes|rabbits|wasps)|it is not (?:really )?for (?:the )?(?:deer|rats|mice|garden|weeds|hunting|rabbits|pests|foxes|wasps|shed|pain|sleep|dog|cat|horse|pet))\b(?<=\b(?:told|tell|telling|said|say|says)\b[^]{0,120})`,
  { person: 'self', strong: true, unvetoable: true },
);
// A place at a time, then sorry: "cliffs at first light. sorry."
add(
  'place-time-sorry',
  ['plan'],
  String.raw`\b(?:the\s+)?(?:cliffs?|bridge|tracks|river|lake|quarry|pier|edge|roof|car park|viaduct|dam)\s+(?:at|by|before|tomorrow at|tonight at)\s+(?:first light|dawn|sunrise|sunset|midnight|\d+(?:\s*(?:am|pm))?)\b[.!?,\s]+(?:i am\s+)?(?:so\s+)?(?:sorry|forgive me|goodbye|bye)(?=\s*(?:[.!?]|$)|\s+(?:mum|mom|dad|everyone|all|guys|x+)\b)`,
  { person: 'self', strong: true },
);
// A blade held a long time after years free: "stood in the kitchen holding a knife for ten minutes. Didn't do it."
add(
  'held-blade-did-not',
  ['self-harm'],
  String.raw`\b(?:holding|held|stared at|staring at|sat with|gripping)\s+(?:a|the|my)\s+(?:knife|blade|razor|lighter|scissors)\b(?!\s+(?:sharpener|block|drawer|set))[^.!?]{0,40}[.!?]\s*(?:i\s+)?(?:did not|didnt) do it(?=\s*(?:[.!?,]|$)|\s+(?:but|and|though|yet|this time)\b)`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// The brain offering a blade: "your brain helpfully suggests the razor. Thanks brain. Didn't."
add(
  'brain-suggests-blade',
  ['self-harm'],
  String.raw`\b(?:brain|head|mind)\s+(?:helpfully\s+|kindly\s+|just\s+|always\s+)?(?:suggests?|suggested|offers?|offered|goes? straight to|went straight to|jumps? to|jumped to)\s+(?:the\s+)?(?:razor|razors|blade|blades|knife|cutting|lighter|burning)\b`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// Suicide thought of on a loop, however it is joked about: "my brain's found a new hobby: thinking about suicide on a loop".
add(
  'suicide-on-loop',
  ['active'],
  String.raw`\b(?:thinking|thoughts?|think)\s+(?:about|of)\s+(?:suicide|killing myself|ending it|ending my life)\s+(?:on (?:a )?loop|on repeat|all day|nonstop|non stop|constantly|every (?:day|morning|minute|waking)|from the (?:minute|moment|second))\b`,
  { person: 'self', unvetoable: true },
);
// A post about one's own death drafted: "drafting the Facebook post about my own death in my head".
add(
  'drafting-own-death',
  ['active'],
  String.raw`\b(?:drafting|drafted|writing|wrote|composing|composed|planning)\s+(?:the|a|my)\s+(?:\w+\s+){0,2}(?:post|message|announcement|status|tweet|obituary|eulogy)\s+(?:about|for|announcing)\s+my\s+own\s+(?:death|funeral|suicide)\b`,
  { person: 'self' },
);

// Added while the twenty-sixth detector was tuned, from the training rows cross-validation still
// missed (set AQ and earlier), each in a general form.
// Peace made with going: "made my peace with wanting to go".
add(
  'peace-with-going',
  ['active'],
  String.raw`\bmade\s+(?:my\s+)?peace\s+with\s+(?:wanting\s+to\s+(?:go|die|end it|not be here)|dying|going now|not being here|not waking up|ending it|leaving this world)\b`,
  { person: 'self' },
);
// Waking up again, and sorry about it: "woke up again this morning. annoying, honestly.", "still here. unfortunately",
// "woke up again. bit disappointed tbh". Not woken at 3am, nor disappointed by the baby or the weather.
add(
  'woke-up-annoyed',
  ['passive'],
  String.raw`\b(?:woke up|still woke up|woke|still here|still alive|still breathing)(?:\s+again)?(?:\s+this morning)?\s*[.!?,]\s*(?:so\s+)?(?:annoying|disappointed|gutted|unfortunately|sadly|damn it|shame|typical|worst luck)\b|(?:^|[.!?]\s*|\bi\s+)(?:woke up again|woke again|still woke up)\s*[.!?,]?\s*(?:(?:a bit|bit|kind of|kinda|so|very|pretty|really|slightly|mildly)\s+)?(?:disappointed|gutted|bummed|let down|devastated)\b(?!\s+(?:that|because|by|at|with|about|the|to|when|cos|as)\b)`,
  { person: 'self' },
);
// Someone who keeps coming back to a place or a means: "my brother keeps mentioning the bridge. a lot".
add(
  'third-keeps-mentioning',
  ['third-party'],
  String.raw`(?:\b(?:he|she|and)|,)\s+(?:said|mentioned|muttered|was saying|kept saying|keeps saying)\s+something about\s+the\s+(?:bridge|tracks|train tracks|cliffs?|river|gorge)\b(?!\s+(?:toll|traffic|club|closure|works|where|game|being|in the (?:film|movie|show|book|game|news))\b)(?<=\b(?<!happy\s)(?:crying|cried|in tears|sobbing|weeping)\b(?!\s+(?:laughing|with laughter))[^]{0,80})(?<!\b(?:dentist|dental|crown|tooth|teeth|baby|toddler)\b[^]{0,80})|\b(?:he|she|they|my \w+|friend|mate)\s+(?:keeps?|kept|has been|have been|been)\s+(?:mentioning|talking about|bringing up|asking about|going on about)\s+(?:the\s+)?(?:bridge|tracks|train tracks|river|cliffs?|roof|pills|dying|death|(?:his|her|their) (?:own )?funeral|not being here|not being around|being dead)\b|\b\w+\s+(?:has\s+)?been\s+(?:going\s+)?on\s+about\s+the\s+(?:bridge|cliffs?|tracks|river|gorge)\s+(?:\w+\s+){0,4}?again\b(?=[^]{0,150}\b(?:wants me to (?:go|check|ring|have)|have a yarn|check on (?:him|her)|keep an eye|worried|staying over)\b)`,
  { person: 'third', third: 'risk' },
);
// A sudden calm after giving things away: "really calm since she gave away her rabbits. scary calm".
add(
  'third-calm-after-giving',
  ['third-party'],
  String.raw`\b(?:since|after)\s+(?:he|she|they)\s+(?:gave away|gave|sold|rehomed)\s+(?:all\s+)?(?:his|her|their)\b[^]{0,60}\b(?:scary|weirdly|eerily|strangely|too|suspiciously|scarily)\s+calm\b|\b(?:scary|weirdly|eerily|strangely|too|suspiciously|scarily)\s+calm\b[^]{0,60}\b(?:since|after)\s+(?:he|she|they)\s+(?:gave away|gave|sold|rehomed)\s+(?:all\s+)?(?:his|her|their)\b`,
  { person: 'third', third: 'risk' },
);
// Self-injury told as pressure let out: "Let some of the pressure out again tonight, the way I do."
add('sh-pressure-out', ['self-harm'], String.raw`\blet\s+(?:some\s+of\s+)?the\s+pressure\s+out\s+(?:again|the way i do|the old way)\b`, { person: 'self' });
// Something no longer bought because it won't be needed: "Didn't buy next month's bus pass. Won't need it."
add(
  'not-bought-wont-need',
  ['preparatory'],
  String.raw`\b(?:did not|didnt|not going to|no point|did not bother to)\s+(?:buy|renew|book|top up|order)\b[^.!?]{0,40}[.!?,]?\s*(?:i\s+)?(?:will not|wont|shall not)\s+(?:need|be needing)\s+(?:it|them|one|that)\b`,
  { person: 'self' },
);
// A place after one more of something: "one more shift. then the train tracks on the way home".
add(
  'then-the-place',
  ['plan'],
  String.raw`\b(?:one more (?:shift|day|week|night|exam)|after (?:work|the shift|this shift|the exam|christmas|the wedding|the funeral|(?:her|his|their|my) birthday|the recital|the party)|once (?:the kids|everyone|she|he) (?:are|is) asleep)\b[^.!?]{0,20}[.!?,]?\s*then\s+(?:the\s+)?(?:train tracks|tracks|bridge|river|cliffs?|pills|rope|roof|car park|quarry|reservoir|sea|viaduct)\b(?!\s+(?:walk|path|run|swim|trip|pub|cafe|club|party|bar|with)\b)`,
  { person: 'self' },
);
// Someone's goodbye that sounded final: "she said it like a goodbye".
add(
  'third-said-like-goodbye',
  ['third-party'],
  String.raw`\b(?:he|she|they|my \w+)\s+(?:said|says|hugged me|looked at me|texted|held me)\b[^.!?]{0,30}\blike\s+(?:a|it was (?:a|the))\s+(?:goodbye|final goodbye|last goodbye|farewell|last time)\b`,
  { person: 'third', third: 'risk' },
);
// A message kept until its time: "drafted the message for the group chat. saved in notes until its time".
add(
  'saved-until-time',
  ['preparatory'],
  String.raw`\b(?:saved|drafted|written|wrote|scheduled|ready|kept)\b[^.!?]{0,60}[.!?,]?\s*(?:saved\s+)?(?:in\s+(?:my\s+)?(?:notes|drafts)\s+)?until\s+(?:it is|its)\s+time\b`,
  { person: 'self' },
);
// An age never to be reached, meant: "i always said i wouldn't make it to 30. i meant it".
add(
  'not-make-it-meant',
  ['plan'],
  String.raw`\b(?:always said|always knew|always told (?:everyone|people|myself)|said)\s+i\s+(?:would not|wouldnt|will not|wont)\s+(?:make it|live|get)\s+(?:to|past)\s+(?:\d+|twenty|thirty|forty|fifty)\b[^.!?]{0,20}[.!?,]?\s*(?:and\s+)?i\s+(?:meant it|still mean it|mean it)\b`,
  { person: 'self' },
);
// A head that will not stop about it: "Head won't shut up about topping myself."
add(
  'head-wont-stop',
  ['active'],
  String.raw`\b(?:head|brain|mind|thoughts)\s+(?:will not|wont|would not|cannot|cant|does not|doesnt)\s+(?:shut up|stop|quit|let up|leave (?:it|me) alone)\s+(?:about|on|with)\s+(?:kill(?:ing)? myself|suicide|ending it|ending my life|dying|jumping|the pills|the rope|the bridge)\b`,
  { person: 'self', present: true },
);
// A goodbye, then silence: "best friend said 'love you, bye' and stopped replying".
add(
  'third-bye-then-silence',
  ['third-party'],
  String.raw`\b(?:said|texted|messaged|sent|wrote)\s+["']?(?:love you,? bye|bye forever|goodbye forever|love you all,? bye|i love you,? goodbye|goodbye,? love you)["']?\s*(?:and|then|,)\s*(?:then\s+)?(?:stopped replying|went offline|turned (?:her|his|their) phone off|is not (?:answering|replying)|has not replied|logged off|deleted)\b`,
  { person: 'third', third: 'risk' },
);
// Keys and wallet left with a note: "left my keys and wallet on the table w a note. going for a walk".
add(
  'left-keys-note',
  ['preparatory'],
  String.raw`\bleft\s+(?:my\s+)?(?:keys|wallet|phone|wedding ring|ring|bank cards?|cards|glasses)\b[^.!?]{0,40}\b(?:with|and)\s+(?:a|the)\s+(?:note|letter)\b(?!\s+for\s+(?:the\s+)?(?:plumber|builder|cleaner|courier|postman|delivery|neighbour|landlord|dog sitter|cat sitter|babysitter|electrician|milkman))`,
  { person: 'self' },
);
// Life-sustaining medicine stopped by choice: "Stopped the heart pills on Friday. Seemed the natural order of things."
add(
  'stopped-lifesaving-meds',
  ['preparatory'],
  String.raw`\bstopped\s+(?:taking\s+)?(?:the|my)\s+(?:(?:heart|blood pressure|insulin|diabetes|transplant|anti rejection|blood thinning|epilepsy)\s+(?:pills|tablets|meds|medication|medicine|injections|jabs)|insulin|dialysis)\b(?![^.!?]{0,60}\b(?:doctor|gp|consultant|nurse|side effects?|switched|changed|new ones?|told me to|advised|review)\b)`,
  { person: 'self', strong: true },
);
// A place chosen for its emptiness: "What time is the Clifton Suspension Bridge quietest at night?"
add(
  'place-quietest',
  ['method'],
  String.raw`\bwhat\s+time\s+(?:is|are)\s+(?:the\s+)?[\w\s]{0,30}?\b(?:bridge|cliffs?|tracks|car park|multi storey|pier|viaduct|reservoir|quarry)\b[^.!?]{0,10}\b(?:quietest|emptiest|least busy|deserted|empty)\b(?![^.!?]{0,40}\b(?:park|parking|reversing|spaces?|shopping|photos?|pictures?|sunrise|sunset|walk)\b)|\b(?:nobody|no one)\s+(?:around|about|there|watching)\s+when\s+i\s+(?:go|get)\s+there\b`,
  { person: 'self' },
);
// Careless at a road and not minding: "didn't look both ways today. didn't really care".
add(
  'did-not-look-did-not-care',
  ['passive'],
  String.raw`\b(?:did not|didnt)\s+(?:look both ways|look before crossing|check for cars|wait for the green man)\b[^]{0,40}\b(?:did not|didnt)\s+(?:really\s+)?care\b`,
  { person: 'self' },
);
// Someone else outside a railing: "a woman sitting on the outside of the bridge railing near me right now".
add(
  'outside-railing',
  ['attempt'],
  String.raw`(?<!\bi\s(?:am\s)?(?:now\s|just\s)?)\b(?:sitting|standing|climbing|climbed|sat|stood|perched)\s+(?:on\s+)?(?:the\s+)?(?:outside|wrong side|other side|ledge)\s+of\s+(?:the\s+)?(?:\w+\s+)?(?:railing|barrier|fence|balcony|parapet)\b`,
  // Someone else's attempt in progress; the writer's own is read by the rules for edges and ledges.
  { person: 'third', third: 'risk' },
);
// A message recorded to be left: "recorded the voicemail i'd leave for my son".
add(
  'recorded-to-leave',
  ['preparatory'],
  String.raw`\brecorded\s+(?:a|the|my)\s+(?:voicemail|voice note|video|message)\s+(?:i would|i will|to)\s+leave\s+(?:for|to)\b`,
  { person: 'self' },
);
// Which vessel to hit, or which way is quickest, read about: "reading which arteries are the worst to
// hit", "reading about which ways are quickest and which ones people survive", "I know exactly which of
// my meds would do it".
add(
  'which-way-quickest',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:arteries|artery|veins?)\b[^.!?]{0,30}\b(?:worst|best|deepest|most dangerous|fastest|quickest)\s+to\s+(?:hit|cut|slice|nick|open)\b|\b(?:reading|read|researching|researched|looked up|looking up|googling|googled)\s+(?:about\s+)?which\s+(?:ways?|methods?|ones)\s+(?:are|is)\s+(?:the\s+)?(?:quickest|fastest|least painful|most painless|surest|most reliable|easiest)\b|\b(?:know|knew|worked out|work out)\s+(?:exactly\s+)?which\s+(?:of\s+)?(?:my|the)\s+(?:meds|pills|tablets|medications?|medicines)\s+(?:would|will|could)\s+do\s+it\b`,
  // Said of oneself, the question is the risk, so a student's or a nurse's medical words cannot explain it away.
  { person: 'self', unvetoable: true },
);
// Working out a drop: "stood at the railing a long time today working out the drop".
add(
  'working-out-drop',
  ['method'],
  String.raw`\b(?:working out|worked out|work out|calculating|calculated|guessing|judging)\s+(?:the\s+)?(?:drop|fall|height)\b(?<=\b(?:railing|edge|bridge|roof|balcony|cliff|parapet|ledge|car park|multi storey)\b[^]{0,120})`,
  { person: 'self' },
);
// Envy of a quick death: "lowkey jealous of the man in the paper who had a heart attack on his allotment".
add(
  'jealous-of-dead',
  ['passive'],
  String.raw`\b(?:jealous|envious)\s+of\s+(?:the|a|that|this|my|our)\s+(?:\w+\s+){0,6}?(?:who|that)\s+(?:died|had a heart attack|passed|got hit|was killed|did not wake up|never woke up|dropped dead)\b`,
  { person: 'self' },
);
// Where the call goes: "changed my emergency contact to my brother so he gets the call and not mum".
add(
  'gets-the-call',
  ['preparatory'],
  String.raw`(?<=\b(?:emergency contact|next of kin|in case of emergency|ice contact)\b[^]{0,120})\bso\s+(?:he|she|they|my \w+)\s+(?:gets?|will get|takes?)\s+the\s+(?:call|phone call|knock on the door|knock)\b`,
  { person: 'self' },
);
// A heart attack that would be welcome: "you'd be grand with a heart attack in your sleep at 26".
add(
  'fine-with-heart-attack',
  ['passive'],
  String.raw`\b(?:be|been)\s+(?:grand|fine|okay|ok|happy|glad|relieved|at peace)\s+with\s+(?:a\s+)?(?:heart attack|aneurysm|stroke|car crash|fatal \w+)\b`,
  { person: 'self' },
);
// Swapping places with the dying: "nan's 90 and fighting to stay alive and i'm 19 and would swap with her in a heartbeat".
add(
  'swap-with-dying',
  ['passive'],
  String.raw`\bwould\s+(?:swap|trade|switch)\s+(?:places\s+)?with\s+(?:her|him|them)\b(?<=\b(?:dying|cancer|terminal|stay alive|funeral|died|dead|hospice|fighting to live|fighting for (?:her|his) life|on a ventilator)\b[^]{0,120})`,
  { person: 'self' },
);
// An attempt told in three words: "Two days ago I tried. My cousin Hamza found me".
add(
  'ago-i-tried',
  ['attempt'],
  String.raw`\b(?:days?|a week|weeks?|yesterday|last night|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s+(?:ago\s+)?i\s+tried(?=\s*[.!?]|\s*$|\s+again\b)(?=[^]{0,160}\b(?:found me|hospital|a&e|ambulance|pumped|paramedics?|the er)\b)`,
  { person: 'self' },
);
// Asked about regret after it: "The psych liaison nurse asked if I regretted it".
add(
  'asked-regret-it',
  ['attempt'],
  String.raw`\b(?:psych\w*|liaison|crisis team|nurse|doctor|consultant|they)\b[^.!?]{0,40}\basked\s+(?:me\s+)?(?:if|whether)\s+i\s+(?:regretted|regret|was sorry about|still wanted to)\s+(?:it|doing it)\b`,
  // About the writer's own act, whoever asks: a crisis team's name here is no work talk.
  { person: 'self', unvetoable: true },
);
// Words scratched into skin: "scratching the names people call me into my skin with a compass point".
add(
  'sh-scratch-into',
  ['self-harm'],
  String.raw`\b(?:scratching|scratched|scratch|etching|etched)\b[^.!?]{0,50}\binto\s+my\s+(?:skin|arms?|legs?|thighs?|stomach|wrists?|hand|hip)\b`,
  { person: 'self' },
);

// Added after the forty-fifth and forty-sixth final splits were scored (listed in
// tests/unit/safety-final-split.test.ts), in words of their own.
// A game's end wished for with no reload: "pls let the sim crash and not reload".
add(
  'no-reload',
  ['passive'],
  String.raw`\b(?:let|wish|hope|pray|please|pls)\b[^.!?]{0,30}(?<!\b(?:not|never|will not|wont)\s)\b(?:crash(?:es)?|ends?|dies?|game over|glitch(?:es)? out)\s+and\s+(?:not|never|do not)\s+(?:reload|respawn|restart|load back|boot back up)\b`,
  { person: 'self' },
);
// A distraction skill held through a self-harm urge: "a 9/10 urge day. held the ice cube... till it burnt".
add(
  'sh-urge-skill',
  ['self-harm'],
  String.raw`\b(?:(?:held|holding|hold)\s+(?:the|an|some)\s+ice(?:\s+cubes?)?|(?:snapped|snapping|snap)\s+(?:the|an|a|my)\s+(?:elastic|rubber|hair)\s+band)\b(?:(?=[^]{0,120}\burges?\b)|(?<=\burges?\b[^]{0,160}))`,
  { person: 'self', level: 'concern' },
);
// Daily thoughts of it asked about as if they might be burnout: "if I'm seriously thinking about killing myself every single day, is that still just burnout?"
add(
  'if-thinking-daily',
  ['active'],
  String.raw`\bif\s+i\s+am\s+(?:seriously\s+|really\s+|constantly\s+)?(?:thinking|think)\s+(?:about|of)\s+(?:killing myself|suicide|ending it|ending my life)\s+(?:every|each|most|all)\b`,
  { person: 'self', unvetoable: true },
);
// A day chosen to "go home": "I have chosen Easter Sunday, this Sunday, so that I go home on the morning He rose".
add(
  'chosen-day-go-home',
  ['plan'],
  String.raw`\b(?:chosen|picked|decided on|set)\s+(?:\w+\s+){0,3}?(?:day|date|night|week|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b[^]{0,100}\bso\s+(?:that\s+)?i\s+(?:go|can go|will go)\s+home\s+(?:on|to (?:god|the lord|jesus|him))\b`,
  { person: 'self' },
);
// Done, with the week picked: "When Mum goes into the home... I'm done. I've picked the week".
add(
  'done-picked-week',
  ['plan'],
  String.raw`\b(?:i am done|then i am done|after that i am (?:done|gone)|i will be done)\b[^]{0,60}\bi have\s+(?:picked|chosen|set)\s+the\s+(?:week|day|date|night|weekend|month)\b|\bi have\s+(?:picked|chosen|set)\s+the\s+(?:week|day|date|night|weekend|month)\b[^]{0,60}\b(?:i am done|i will be done|not needed by anyone)\b`,
  { person: 'self' },
);
// Things given away under a clear-out story: "Gave my good laptop... Told them I'm having a clear-out... I felt nothing at all".
add(
  'clear-out-cover',
  ['preparatory'],
  String.raw`\b(?:gave|given|giving)\b[^]{0,160}\btold\s+(?:them|him|her|everyone|people)\s+(?:i am|i was)\s+(?:having|doing)\s+a\s+(?:clear out|clearout|declutter|spring clean)\b`,
  // The telling is the tell, so a declutter look-alike cannot explain it away.
  { person: 'self', unvetoable: true },
);
// Away indefinitely, and the letters set out tonight: "out-of-office saying I'm unavailable indefinitely... Tonight the letters go on the kitchen table."
add('letters-go-out', ['preparatory'], String.raw`\b(?:tonight|tomorrow|then|later)\s+the\s+(?:letters?|notes?|envelopes?)\s+go\s+(?:on|in|out|under|onto)\b`, {
  person: 'self',
});
// A prisoner or patient on a self-harm watch: "He's on an ACCT already but obs are only hourly", "asked the chaplain whether God forgives everyone".
add(
  'third-on-watch',
  ['third-party'],
  String.raw`\b(?:on\s+an?\s+acct|acct\s+(?:open|opened|document)|on\s+(?:suicide|constant|close)\s+(?:watch|obs|observations))\b|\basked\s+(?:the\s+)?(?:chaplain|priest|vicar|imam|rabbi|me)\s+(?:whether|if)\s+god\s+forgives\s+(?:everyone|everything|suicide|people who)\b`,
  { person: 'third', third: 'risk' },
);

// Their lives back if the writer were gone: "three years of being the reason everyone's tired. they'd get their lives back".
add(
  'lives-back',
  ['passive'],
  String.raw`\b(?:they|everyone|everybody|my family|my kids|my parents|my wife|my husband|my partner|he|she)\s+(?:would|could)\s+(?:finally\s+|just\s+)?(?:get|have)\s+(?:their|his|her)\s+li(?:fe|ves)\s+back\b`,
  { person: 'self' },
);
// A one-way trip with a reason left unsaid: "flight lands at 4 and the hotel is booked. this trip is one way for a reason".
add('one-way-for-a-reason', ['plan'], String.raw`\bone way\b[^.!?]{0,40}\bfor a reason\b`, { person: 'self' });
// Someone else says they will drive into something: "ex just called me drunk saying he's going to drive into a tree".
add(
  'drive-into',
  ['method'],
  String.raw`\b(?:i|he|she|they)\s+(?:am|is|was|are|were)\s+going to\s+(?:drive|crash|steer|swerve|plough|plow)\s+(?:the car\s+|my car\s+|his car\s+|her car\s+|it\s+)?(?:straight\s+)?(?:into|off)\s+(?:a|the)\s+(?:tree|wall|bridge|cliff|river|lorry|truck|pole|lamp ?post|quarry|motorway barrier)\b|\b(?:he|she|i)\s+(?:is|was|am)\s+going to\s+(?:take|run|put|send|drive)\s+(?:it|the (?:truck|rig|ute|van|lorry|car))\s+(?:off\s+(?:the|a)\s+(?:pass|overpass|edge|grade|dam|mountain|bridge|cliff|summit)|over\s+(?:the|a)\s+(?:edge|cliff|side|barrier|guardrail))\b(?![^]{0,60}\b(?:tow|drop it|shop|garage|repairs?|for the (?:winter|season)|service|mot)\b)`,
);
const AT_RISK_SIGN = String.raw`\b(?:stopped eating|not eating|meds|medication|tablets|pills|drinking|stopped taking|wants? to|refus\w+|did not disagree|didnt disagree)\b`;
// Someone else's plan to die told plainly: "an essay about how she plans to die after graduation", "she'll be dead by the end of term".
// "She'll be dead by lunchtime at this rate" is a phone, a plant or a car, unless the text before or after tells of
// someone stopping eating or medication, or not disagreeing.
add(
  'third-plans-to-die',
  ['third-party'],
  String.raw`(?<!\b(?:asking|asks|asked|ask|wondering|wonders|wondered)\s+(?:me\s+)?(?:if|whether)\s+)\b(?:she|he|they)\s+(?:plans?|planned|planning|intends?|intended|is going)\s+to\s+(?:die|kill (?:herself|himself|themselves))\b|\b(?:she|he|they)\s+will\s+be\s+dead\s+by\b(?!\s+(?:\w+\s+){1,3}?at this rate\b(?![^]{0,100}${AT_RISK_SIGN})(?<!${AT_RISK_SIGN}[^]{0,200}))`,
  {
    person: 'third',
    third: 'risk',
  },
);
// The wish said to be meant: "i want out for real not a cry for help".
add(
  'not-a-cry-for-help',
  ['active'],
  String.raw`\bi want out\b(?=[^.!?]{0,20}\b(?:for real|for good|permanently|of (?:life|this life|everything|here))\b)|\b(?:this is|it is|and it is)\s+not\s+(?:a|just a|another)\s+cry for help\b`,
  { person: 'self' },
);
// A friend who deletes their accounts and hands over a pet or belongings: "my friend deleted all her socials and gave me her dog".
add(
  'deleted-and-gave',
  ['third-party'],
  String.raw`\b(?:deleted|wiped|deactivated)\s+(?:all\s+)?(?:her|his|their)\s+(?:socials|social media|accounts?|instagram|tiktok|snapchat|profiles?)\b[^]{0,100}?\b(?:gave|given|giving|handed)\s+me\s+(?:her|his|their)\b|\b(?:gave|given|handed)\s+me\s+(?:her|his|their)\s+\w+\b[^]{0,100}?\b(?:deleted|wiped|deactivated)\s+(?:all\s+)?(?:her|his|their)\s+(?:socials|social media|accounts?|instagram|tiktok|snapchat|profiles?)\b`,
  { person: 'third', third: 'risk' },
);
// The medicine cabinet emptied into a drink: "mixed everything from the bathroom cabinet into a glass and
// drank it", "mixed all my meds together. hands are shaking".
add(
  'cabinet-swallowed',
  ['attempt'],
  String.raw`\b(?:mixed|swallowed|drank|downed|took)\s+(?:everything|all of it|the lot|whatever was)\s+(?:\w+\s+)?(?:from|in)\s+(?:the|my|our)\s+(?:bathroom|medicine|first aid)\s+(?:cabinet|cupboard|box|drawer)\b(?![^.!?]{0,30}\b(?:bin|bag|skip|recycling|charity|pharmacy|chemist|out)\b)|\bmixed\s+(?:all|everything)\s+(?:of\s+)?my\s+(?:meds|medication|medicines|pills|tablets)\s+(?:together|up|into)\b`,
  { person: 'self' },
);
// Blades bought with no job named: "bought new blades".
add(
  'bought-blades',
  ['self-harm'],
  String.raw`\bbought\s+(?:new|more|fresh|a new pack of|another pack of|a pack of)\s+(?:razor\s+)?blades\b(?![^.!?]{0,60}\b(?:for|razor handle|shav\w*|beard|legs|craft|scalpel|mower|saw|skates?|skating|hockey|wipers?|planer|stanley|box cutter|cutter|knife|blender|hedge|strimmer|trimmer|fan)\b)`,
  { person: 'self' },
);

// Walking into the water, said as what is happening: "walking into the sea. phone battery is nearly gone"
// (with "i'm" in front it is the everyday joke: "dog ate my airpod. im walking into the sea").
add(
  'walking-into-water',
  ['attempt'],
  String.raw`(?:^|[.!?]\s*)(?:walking|wading|swimming)\s+(?:out\s+)?into\s+the\s+(?:sea|ocean|river|lake|loch|water)\b(?:\s+now)?(?=\s*[.!?,]|$)(?![^.!?]{0,20}\b(?:lol|lmao|haha|jk)\b)`,
  { person: 'self' },
);
// Someone's talk of being gone and a means they hold: "dad keeps saying we'd all be better off, and he bought a gun last week".
add(
  'third-talk-and-means',
  ['third-party'],
  String.raw`\b(?:keeps?|kept|started|has started|been|is always|always)\s+(?:saying|talking about|going on about|mentioning|joking about)\b[^.!?]{0,60}?\b(?:better off|checking out|not being here|being gone|ending it|going early|not being around|no point)\b[^]{0,80}?\b(?:he|she|they)\s+(?:has|have|is|bought|got|keeps?|kept)\s+(?:got\s+|bought\s+)?(?:a|the|his|her|their|some)\s+(?:\w+\s+)?(?:guns?|rifles?|shotguns?|pistol|pills|tablets|rope)\b`,
  { person: 'third', third: 'risk' },
);
// Amends made to everyone, then things tied up: "been apologising to everyone i ever hurt. tying things up".
add(
  'amends-tying-up',
  ['preparatory'],
  String.raw`\b(?:apologi[sz]\w*|saying sorry|said sorry|making amends|made amends|thanking|thanked)\s+(?:to\s+)?(?:everyone|everybody|all the people|people)\b[^]{0,80}?\b(?:tying (?:things|everything|it all) up|tying up loose ends|loose ends)\b`,
  { person: 'self' },
);
// A height, water or blade thought of "not for" its ordinary purpose: "checking the tide times at the pier
// and its not for fishing", "the knife block... its not cooking thoughts".
add(
  'not-for-the-view',
  ['method', 'secret'],
  String.raw`\b(?:tide times?|roof access|how (?:high|tall|deep)|the drop|bridge|pier|cliffs?|car park|multi storey|rooftop|roof|railway|building)\b[^.!?]{0,60}?\b(?:and it is not|but not|it is not|not) for (?:fishing|photos|pictures|the view|a swim|swimming|sightseeing|a shoot|photography)\b|\b(?:knife block|knives|kitchen knife|blades?)\b[^.!?]{0,60}?\b(?:and it is not|it is not|not)\s+(?:cooking|for cooking|dinner|for dinner)\s+(?:thoughts|ideas|plans)\b`,
  // The 'not for' is the tell, so an everyday kitchen or height look-alike cannot explain it away.
  { person: 'self', unvetoable: true },
);
// Joining the dead on a date: "her anniversary is sunday. i'll be joining her then", "I intend to join her that day".
add(
  'join-the-dead',
  ['plan'],
  String.raw`\b(?:i will be|i am going to be|i intend to|i plan to|i am going to|i will|(?:be|is) the day i(?: go and| go)?)\s+(?:be\s+)?join(?:ing)?\s+(?:her|him|them|my (?:wife|husband|son|daughter|mum|mom|dad|late \w+))(?:\s+(?:then|that day|soon|on \w+|there|at last|finally))?\s*(?:[.!?,]|$)(?<=\b(?:anniversar(?:y|ys|ies)|died|scattered|passed|grave|late|lost|funeral|gone|widow\w*|miss (?:her|him|them))\b[^]{0,200})`,
  { person: 'self' },
);
// A jump survived, told plainly: "jumped from the second floor and my leg is wrong and im still here".
add(
  'jumped-survived',
  ['attempt'],
  String.raw`\bjumped\s+(?:off|from|out of)\s+(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?(?:floor|storey|story|balcony|bridge|roof|car park|window|cliff)\b[^]{0,80}?\b(?:still here|still alive|survived|did not work|it did not work|woke up in)\b`,
  { person: 'self' },
);
// A height or means that "feels like an answer": "heights feel like an answer lately. any high place".
add(
  'means-feels-like-answer',
  ['method'],
  String.raw`\b(?:heights|high places?|the bridge|bridges|the tracks|the river|the pills|the rope|the gun|drowning|falling)\s+(?:feel|feels|felt|seem|seems|look|looks)\s+like\s+(?:an?|the)\s+(?:answer|solution|way out|exit|relief)\b`,
  { person: 'self' },
);
// Goodbyes on a list, ticked off: "made a list of everyone i want to say a proper goodbye to".
add(
  'goodbye-list',
  ['preparatory'],
  String.raw`\b(?:list of|everyone|everybody|people)\s+(?:everyone\s+|everybody\s+|the people\s+|people\s+)?i\s+(?:want|need|have)\s+to\s+say\s+(?:a\s+)?(?:(?:proper|real|my|last|final)\s+){0,2}goodbyes?\s+to\b`,
  { person: 'self' },
);
// Messages for birthdays the writer will not see: "recorded a few videos for my niece, one for each of her
// next birthdays. in case", "voice memos for my daughter for her birthdays".
add(
  'future-birthday-messages',
  ['preparatory'],
  String.raw`\b(?:recorded|recording|wrote|writing|written|made|making)\s+(?:a few\s+|some\s+)?(?:videos?|letters?|cards?|messages?|voice (?:notes?|memos?))\s+for\s+(?:my\s+\w+|her|him|them)\b[^.!?]{0,40}?\b(?:(?:each of|every one of|all of)\s+(?:her|his|their)\s+(?:next|future|coming)\s+birthdays|for\s+(?:her|his|their)\s+(?:future\s+|next\s+|coming\s+)?birthdays)\b`,
  { person: 'self' },
);

// Someone else's pills taken, and the body reacting: "took my dads pills and now i feel really sick and my heart is racing".
add(
  'others-pills-symptoms',
  ['attempt'],
  String.raw`\b(?:took|swallowed|taken|downed|necked)\s+(?:all\s+(?:of\s+)?)?(?:my\s+)?(?:mum|mom|mam|dad|nan|gran|grandad|grandma|sister|brother|flatmate|roommate|partner|husband|wife|boyfriend|girlfriend)s?\s+(?:\w+\s+)?(?:pills|tablets|meds|medication|painkillers|sleepers)\b[^]{0,80}?\b(?:feel (?:really |so |very )?(?:sick|dizzy|drowsy|weird|strange|funny|faint)|heart is (?:racing|pounding)|cannot (?:breathe|stay awake|keep my eyes open)|throwing up|vomit\w*|room is spinning)\b`,
  { person: 'self', strong: true },
);
// A letter to the family, hidden: "my husband wrote a letter to our kids and hid it in his toolbox".
add(
  'hidden-family-letter',
  ['third-party'],
  String.raw`\b(?:he|she|my (?:husband|wife|partner|son|daughter|dad|mum|mom|brother|sister|friend|boyfriend|girlfriend))\s+(?:wrote|has written|had written|left)\s+(?:a\s+)?(?:letter|letters|note|notes)\s+(?:to|for)\s+(?:our|the|his|her|their|my)\s+(?:kids|children|family|son|daughter|parents|mum|mom|dad)\b[^]{0,40}?\b(?:hid|hidden|hiding|tucked|stashed)\b`,
  { person: 'third', third: 'risk' },
);
// A pet handed over under "going away", with nowhere named: "gave the dog to my neighbour this morning and said im going away".
add(
  'pet-going-away',
  ['preparatory', 'secret'],
  String.raw`\b(?:gave|given|left|handed)\s+(?:the|my|our)\s+(?:dog|cat|cats|dogs|pets?|rabbit|bird|hamster|fish|kitten|puppy)\s+(?:to|with)\s+(?:my\s+|a\s+|the\s+|our\s+)?\w+\b[^]{0,60}?\b(?:said|told (?:them|him|her|everyone))\s+(?:that\s+)?i\s+(?:am|was)\s+going\s+away\b(?!\s+(?:for|to|on|with|this|next|until|till|in|after|over)\b)`,
  { person: 'self' },
);
// Fine to their faces, then the act: "ill tell them im fine and then go home and do it".
add(
  'fine-then-do-it',
  ['plan'],
  String.raw`\b(?:tell|told|say|said)\s+(?:(?:them|everyone|her|him|the doctor|the nurse|my therapist|my gp)\s+)?(?:that\s+)?i\s+am\s+(?:fine|okay|ok|good|better)\b[^.!?]{0,40}?\b(?:and\s+)?then\s+(?:go home and\s+|just\s+)?do it\b`,
  { person: 'self', unvetoable: true },
);
// A stock at home kept in mind: "theres a whole pharmacy in this flat... and i keep thinking about it".
add(
  'stock-in-mind',
  ['method'],
  String.raw`\b(?:a whole pharmacy|enough (?:pills|meds|tablets|medication))\b[^]{0,80}?\b(?:i keep thinking about (?:it|them)|keep thinking about (?:it|them)|cannot stop thinking about (?:it|them))\b`,
  { person: 'self', unvetoable: true },
);

// ---------------------------------------------------------------- after the forty-seventh and forty-eighth splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts).
// A height announced for after the message: "after this message i'm going up to the roof".
add(
  'after-this-message',
  ['plan'],
  String.raw`\bafter (?:this|my|the) (?:message|post|entry|text)\b[^.!?]{0,20}?\bi am going (?:up\s+)?(?:to|onto|off) the (?:roof|bridge|tracks|cliffs?|river|top|car park|multi storey|edge)\b`,
  { person: 'self' },
);
// A meaningful day picked: "I picked my birthday. It felt right, like closing a circle."
add(
  'picked-a-fitting-day',
  ['plan'],
  String.raw`\bi\s+(?:have\s+)?(?:picked|chosen|chose|set|decided on)\s+(?:my birthday|the anniversary|(?:her|his|their|our) anniversary|(?:her|his|their) birthday)\b(?!\s+for\s+(?:the|a|our|her|his|their)\s+\w+)[^]{0,60}?\b(?:felt right|feels right|closing (?:a|the) circle|full circle|fitting|symmetr\w*|makes sense)\b`,
  // An anniversary chosen is not one remembered: the word does not make it history.
  { person: 'self', unvetoable: true, present: true },
);
// Medicine taken on purpose past its dose: "took my insulin, way more than my dose, on purpose".
add(
  'overdosed-on-purpose',
  ['attempt'],
  String.raw`\b(?:took|injected|swallowed|taken)\s+(?:my\s+|all\s+my\s+|the\s+)?(?:\w+\s+)?(?:insulin|pills|tablets|meds|medication|painkillers|sleeping pills)\b[^.!?]{0,40}?\b(?:more than (?:my|the) dose|over (?:my|the) dose)\b[^.!?]{0,30}?\b(?:on purpose|deliberately)\b`,
  { person: 'self', strong: true, unvetoable: true },
);
// An exit said not to mean the ordinary one: "thinking about making my own exit, and I don't mean retirement".
add(
  'exit-not-meaning',
  ['active'],
  String.raw`\b(?:my own exit|my exit|an exit|checking out|leaving|going|ending things|ending it)\b[^.!?]{0,30}?\b(?:and\s+)?i do not mean (?:(?:the|a|my)\s+)?(?:retirement|job|work|company|business|house|hotel|moving|holiday|leaving work|quitting|country|town|party|office)\b`,
  { person: 'self', unvetoable: true },
);
// A day ahead not to be seen: "Sunday is the anniversary of the ambush. I'm not planning to see Monday."
add(
  'not-planning-to-see',
  ['plan'],
  String.raw`\b(?:not|no)\s+(?:planning|intending|going|plan|intention)\s+(?:on\s+|to\s+)?(?:see|seeing|be here for|being here for)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|next week|christmas|new year|my birthday|another (?:year|birthday|christmas))\b`,
  { person: 'self' },
);
// The note finished, with the apology in it: "Finished the note. Redid it four times. Hard to say sorry properly".
add(
  'note-finished-sorry',
  ['preparatory'],
  String.raw`\b(?:finished|wrote|written|redid|rewrote|rewriting|redoing)\s+(?:the|my)\s+note\b[^]{0,100}?\b(?:say sorry|saying sorry|sorry properly|forgive me|i love you all|goodbye)\b(?![^]{0,60}\b(?:teacher|school|homework|landlord|neighbou?r|late|absence|boss)\b)`,
  { person: 'self' },
);
// Not eating as the one thing in control: "stopped eating again, 3 days now. it's the only bit of control I've got".
add(
  'starving-for-control',
  ['self-harm'],
  String.raw`\b(?:stopped eating|not eating|not been eating|have not eaten|skipping (?:all )?meals)\b(?!\s+(?:sugar|meat|carbs|dairy|junk|gluten|out|after|before|much|late|chocolate|crisps|bread))[^]{0,60}?\b(?:only (?:bit of |thing i (?:can |have )?)?control|only thing i can control|punish\w*|deserve (?:it|to be hungry))\b`,
  { person: 'self' },
);
// Belongings sent, then silence: "sent me his medals in the post with no note. Can't get hold of him."
add(
  'sent-then-silence',
  ['third-party'],
  String.raw`\b(?:sent|gave|posted|left|handed)\s+me\s+(?:his|her|their)\s+(?:\w+\s+)?(?:medals|watch|ring|guitar|dog|cat|things|stuff|tools|gear|keys|savings|beret|dog tags|collection)\b[^]{0,80}?\b(?:cannot get hold of|can not get hold of|not answering|is not answering|no reply|will not pick up|not picking up|phone is off|gone quiet|has gone silent)\b(?![^.!?]{0,40}\b(?:because|on a plane|flight|at work|driving|asleep|busy|holiday|abroad|signal)\b)`,
  { person: 'third', third: 'risk' },
);
// An old person alone since a loss, "ready to go": "keeps saying he's 'ready to go'. He's 84 and lost his wife."
add(
  'third-ready-to-go-alone',
  ['third-party'],
  String.raw`\b(?:keeps?|kept|has been|been)\s+saying\s+(?:that\s+)?(?:he|she)\s+is\s+["']?ready\s+to\s+go\b(?=[^]{0,120}\b(?:lost (?:his|her) (?:wife|husband|partner)|widow\w*|since (?:his|her) (?:wife|husband|partner) (?:died|passed)|on (?:his|her) own now)\b)`,
  { person: 'third', third: 'risk', level: 'concern' },
);

// ---------------------------------------------------------------- twenty-eighth detector: the training rows cross-validation missed
// A means being taken, told as it happens: "pills kicking in. so sleepy", "halfway through the bottle and the pills".
add(
  'means-taking-effect',
  ['attempt'],
  String.raw`\b(?:the\s+)?(?:pills|tablets|meds|capsules|sleepers|sleeping pills|painkillers)\s+(?:are\s+|is\s+)?(?:kicking in|starting to (?:work|kick in))\b(?=[^]{0,80}\b(?:sleepy|drowsy|love you|goodbye|bye|sorry|numb|cannot keep my eyes|fading|heavy)\b)|\bhalfway\s+through\s+the\s+(?:bottle|packet|box|pills|tablets|strip)\s+(?:and|with)\s+(?:the\s+)?(?:pills|tablets|bottle|vodka|whisky|wine)\b`,
  { person: 'self', strong: true },
);
// Typing from the edge: "I'm on the ledge. I came to type one last thing", "standing on the bridge. traffic under me".
add(
  'typing-from-the-edge',
  ['attempt'],
  String.raw`\b(?:i am|im|standing|stood|sitting|sat)\s+(?:on|at)\s+(?:(?:the|a)\s+)?(?:ledge|edge|parapet|railing|wrong side of the (?:railing|barrier|fence)|bridge|roof|level \d+ of the (?:multi ?stor(?:e)?y|car park))\b[^]{0,60}?\b(?:(?:came|wanted|needed) to (?:type|tell|write|say)|one last (?:message|entry)|traffic (?:under|below) me|the drop|just needed to type)\b`,
  { person: 'self', strong: true },
);
// A means collected in full: "got the pills. all of them."
add(
  'means-all-of-them',
  ['method'],
  String.raw`\b(?:got|have|collected|bought|saved|picked up|counted)\s+(?:the|all the|all my|my)\s+(?:pills|tablets|meds|painkillers|sleeping pills)\b[.!?,]?\s+(?:all of them|every (?:last )?one|enough now)\b`,
  { person: 'self' },
);
// A hanging survived: "the rope held. i didnt. woke up on the floor".
add(
  'ligature-held-or-broke',
  ['attempt'],
  String.raw`\bthe\s+(?:rope|cord|belt|noose)\s+(?:held|broke|snapped|gave way|did not hold)\b[^]{0,40}?\b(?:i did not|woke up on|came round|came to on|i am still here|still here)\b`,
  { person: 'self', strong: true },
);
// A means carried to a place: "taking the rope to the woods tonight".
add(
  'means-carried-to-place',
  ['method'],
  String.raw`\b(?:taking|bringing|took|brought|carrying|carried)\s+(?:the|a|my|dads|grandads)\s+(?:rope|noose|pills|tablets|gun|shotgun|rifle|belt|cord|hose)\s+(?:to|into|up to|down to|out to)\s+(?:the\s+)?(?:woods|forest|garage|shed|barn|loft|attic|bridge|car|river|lake|quarry|cliffs?|beach|park|bush|paddock|creek)\b(?![^.!?]{0,40}\b(?:swing|hammock|tent|camp\w*|climb\w*|fish\w*|tow|boat|clothesline|washing line|tree house|treehouse|troughs?|foxes|vermin|water|garden|pigs|rabbits|dogs|clays?|range)\b)`,
  { person: 'self' },
);
// A rehearsal: "did a practice run with the rope last night".
add(
  'practice-run',
  ['preparatory'],
  String.raw`\b(?:practice|practise|dry|test|trial)\s+run\s+with\s+(?:the|a|my)\s+(?:rope|noose|belt|cord|pills|tablets|knot|ligature|hose)\b`,
  { person: 'self', strong: true },
);
// Down to the water before the house wakes: "set an alarm for 4am. going down to the river before anyone's up".
add(
  'water-before-anyone-up',
  ['plan'],
  String.raw`\b(?:going|go|walk|walking|heading|head|drive|driving)\s+(?:down\s+|out\s+)?to\s+the\s+(?:river|bridge|cliffs?|quarry|lake|sea|tracks|railway|reservoir|weir|dam|jetty|pier)\s+before\s+(?:(?:anyone|anybody|everyone|everybody)s?|they|the kids|the house)\s+(?:(?:is|are|wakes?|gets?)\s*)?(?:up|awake)?\b(?![^.!?]{0,40}\b(?:fish\w*|swim\w*|paddl\w*|row\w*|photo\w*|sunrise|run|jog\w*|dog|surf\w*|kayak\w*|birds?|coffee|tea|quiet|walk\w*|peace)\b)`,
  { person: 'self' },
);
// A box of tablets finished as the record of it: "finished the box. every last one. writing so theres a record".
add(
  'box-finished-every-one',
  ['attempt'],
  String.raw`\bfinished\s+(?:the|a|my)\s+(?:box|packet|strip|bottle|blister pack|prescription)\s*[.!?,]\s*every\s+(?:last\s+)?one\b`,
  { person: 'self', strong: true },
);
// Checking out, not from the hotel.
add(
  'check-out-not-hotel',
  ['passive'],
  String.raw`\b(?:check|checking)\s+out\b[.!?,]?\s+(?:and\s+)?(?:i do not mean|not)\s+(?:from\s+)?(?:the|a)\s+(?:hotel|library|shop|store|supermarket|airbnb|hostel|motel)\b(?![^.!?]{0,30}\b(?:more like|but a|cabin|glamping|instead|a caravan|a tent)\b)`,
  { person: 'self', unvetoable: true },
);
// Which heights have no netting or have roof access: "which bridges in the city don't have the safety netting yet?".
add(
  'which-heights-unguarded',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:bridges?|buildings?|car parks?|multi ?stor(?:e)?ys?|towers?|cliffs?|blocks?)\b[^.!?]{0,50}?\b(?:roof access|(?:do not|dont) have (?:the\s+)?(?:safety\s+)?(?:netting|nets|barriers|fences?)|no (?:safety\s+)?(?:netting|nets|barriers|fence)|not fenced|unfenced)\b`,
  { person: 'self' },
);
// Tablets chosen so the body keeps them down: "reading about which pills dont make you sick first".
add(
  'pills-keep-down',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:pills|tablets|meds|painkillers)\s+(?:do not|will not|would not|dont|wont)\s+make\s+you\s+(?:sick|throw up|vomit)\b`,
  { person: 'self' },
);
// Someone asking how far a fall has to be: "my friend asked how high a fall you'd need. she said it was for a book".
add(
  'asked-how-high-a-fall',
  ['method'],
  String.raw`\b(?:asked|asking|asks|googled|looked up|wanted to know)\s+(?:me\s+)?how\s+(?:high|far|tall)\s+(?:a\s+)?(?:fall|drop|jump|building|bridge)\s+(?:you would|you would need|you need|it takes|has to be|needs to be|is fatal|to die|kills you)\b(?!(?:\s+need)?\s+to\s+(?:break|hurt|sprain|crack|bruise|injure))`,
);
// Asked whether drowning hurts, or how it feels: "asked if it hurts to drown".
add(
  'asked-if-it-hurts-to-die',
  ['method'],
  String.raw`\b(?:if|whether|how much)\s+it\s+(?:hurts|would hurt|hurt)\s+to\s+(?:drown|hang|bleed out|overdose|be hit by a train)\b`,
);
// Handed over with no need any more: "handed over the allotment to the bloke on plot 6. said i wouldn't be needing it".
add(
  'handed-over-not-needing',
  ['preparatory'],
  String.raw`\b(?:handed over|passed on|signed over|gave up|given up|give up)\s+(?:the|my)\s+(?:\w+\s+){0,2}?\w+\b[^]{0,60}?\b(?:would not be needing|will not be needing|would not need|will not need|not going to need)\s+(?:it|them)\b(?![^.!?]{0,40}\b(?:now (?:i|that i|the|we|that)|new one|since i|because i (?:am moving|have|got))\b)`,
  { person: 'self' },
);
// Hitting oneself with a belt or strap: "beat my legs with the belt because I failed".
add(
  'beat-myself-with',
  ['self-harm'],
  String.raw`\bi\s+(?:(?:just|kept|keep|have been|was|started|again|then)\s+)?(?:beat|beating|hit|hitting|whipped|whipping|lashed|strike|struck)\s+my\s+(?:own\s+)?(?:legs?|arms?|thighs?|back|stomach|head|hands?|body)\s+with\s+(?:the|a|my)\s+(?:belt|strap|hairbrush|brush|ruler|cane|wire|charger cable|cable|stick|spoon)\b`,
  { person: 'self' },
);
// Hiding fresh cuts, asked as a question: "best way to hide cuts on your thighs from your partner".
add(
  'how-to-hide-cuts',
  ['self-harm'],
  String.raw`\b(?:best way|how|ways?|tips)\s+(?:do (?:you|i)\s+|can (?:you|i)\s+)?(?:to\s+)?(?:hide|cover)\s+(?:up\s+)?(?:the\s+|my\s+|your\s+)?(?:fresh\s+)?(?:cuts|scars|burns|self harm marks)\b(?![^.!?]{0,40}\b(?:acne|surgery|operation|section|caesarean|cesarean|spots|tattoo|stretch marks|chicken ?pox|oven|iron|old ones only|baking|cooking|kitchen)\b)`,
  { person: 'self' },
);
// A scald held on purpose: "held my wrist under the hot tap till it blistered".
add(
  'held-under-hot',
  ['self-harm'],
  String.raw`\bheld\s+my\s+(?:wrist|hand|arm|fingers?|palm)\s+(?:under|over|on|against)\s+(?:the\s+)?(?:hot tap|boiling water|kettle|iron|hob|flame|lighter)\b[^.!?]{0,40}?\b(?:till|until)\s+(?:it|they)\s+(?:blistered|burned|burnt|hurt|went red|bled)\b`,
  { person: 'self' },
);
// A ligature up, said as the last thing: "the rope's up. this is it".
add(
  'ligature-is-up',
  ['method', 'at-hand'],
  String.raw`\bthe\s+(?:rope|noose)(?:s|\s+is)\s+(?:up|tied|ready)\b(?=[.!?,]?\s*(?:this is it|goodbye|bye|sorry|i love you|love you))`,
  { person: 'self', strong: true },
);
// Tablets counted out for a time: "2am tonight. pills are counted".
add(
  'pills-counted-out',
  ['method'],
  String.raw`\b(?:the\s+)?(?:pills|tablets|meds|painkillers|sleepers)\s+(?:are\s+)?(?:counted|counted out|lined up|crushed|all out on the (?:bed|table|desk))\b(?![^.!?]{0,40}\b(?:dosette|organi[sz]er|for the week|for (?:mum|mom|dad|nan|gran|grandad|grandma|the ward|the residents|patients)|pharmacy|shift|round)\b)(?!\s+into\s+(?:his|her|their|the)\s+(?:food|yoghurt|yogurt|juice|tea|porridge|jam))`,
  { person: 'self' },
);
// A gun made ready: "Safety's off. Wanted to write something first".
add(
  'safety-off',
  ['method', 'at-hand'],
  String.raw`(?<!\bchild\s)(?<!\bchild\s+the\s)\b(?:the\s+)?safety(?:s|\s+is|\s+catch is|\s+catchs)\s+off\b(?![^]{0,80}\b(?:fox\w*|rabbits?|deer|range|targets?|hunt\w*|pheasants?|ducks?|clays?|vermin|pigs?|roos?|kangaroos?|dogs? on|dingo\w*)\b)`,
  { person: 'self', strong: true },
);
// In the bath with a means: "in the bath with the blade. its warm".
add(
  'bath-with-means',
  ['method', 'at-hand'],
  String.raw`\bin\s+the\s+(?:bath|tub|bathtub)\s+with\s+(?:the|a|my)\s+(?:blade|razor blade|knife|pills|tablets|bottle of pills)\b(?![^.!?]{0,40}\b(?:shav\w*|legs|armpits|beard)\b)|\bin\s+the\s+(?:bath|tub)\s+with\s+the\s+razor[.!]\s+(?:the\s+)?waters?\s+(?:is\s+)?warm\b`,
  { person: 'self', strong: true },
);
// "the thing" done, and drowsy after: "i did the thing. im so sleepy".
add(
  'did-the-thing-sleepy',
  ['attempt'],
  String.raw`\bi\s+(?:did|have done|finally did)\s+the\s+thing\b[.!?,]?\s*(?:i am\s+)?(?:so\s+|really\s+|very\s+)?(?:sleepy|drowsy|dizzy|numb|heavy|floaty)\b|\bsuicide\s+done\b`,
  { person: 'self', strong: true },
);
// A fixing point tested for weight: "measured the door frame in the hall. it's strong enough."
add(
  'fixing-point-strong-enough',
  ['method'],
  String.raw`\b(?:door ?frame|beam|banister|bannister|hook|loft hatch|curtain rail|pipe|rafter|branch)\b[^.!?]{0,40}[.!?,]?\s*(?:it is|its|it should be|should be|is|it will)\s+(?:definitely\s+)?strong\s+enough\b(?![^]{0,80}\b(?:pull ?up|chin ?up|bar|swing|hammock|shelf|shelves|tv|bracket|punch ?bag|boxing bag|plant|bird feeder|baby bouncer|bouncer|mirror|gym)\b)(?<![^]{0,80}\b(?:pull ?up|chin ?up|bar|swing|hammock|shelf|shelves|tv|bracket|punch ?bag|boxing bag|plant|bird feeder|baby bouncer|bouncer|mirror|gym)\b[^]*)`,
  { person: 'self' },
);
// A height counted and thought over: "On the balcony. 14th floor. Just having a think."
add(
  'height-having-a-think',
  ['method', 'at-hand'],
  String.raw`\bon\s+the\s+(?:balcony|roof|ledge|top floor)\b[.!?,]?\s*(?:\d+(?:st|nd|rd|th)\s+floor|\d+\s+floors up)\b[.!?,]?\s*(?:just\s+)?(?:having a think|thinking|deciding|sitting|sat here|working up to it)\b(?!\s+(?:about|with|over)\b)`,
  { person: 'self', strong: true },
);
// Calm after deciding: "weirdly calm today. decided."
add(
  'calm-decided',
  ['plan'],
  String.raw`\b(?:weirdly|strangely|oddly|really|so|very)\s+calm\b[^.!?]{0,20}[.!?]\s*(?:i have\s+|i\s+)?(?:decided|made my decision|made up my mind)\s*(?:[.!?]|$)`,
  { person: 'self' },
);
// Something taken, amount unknown, body failing: "took stuff earlier, cant remember how much".
add(
  'took-stuff-cannot-remember',
  ['attempt'],
  String.raw`\btook\s+(?:stuff|something|some stuff|some things|a load|loads|a lot|a bunch)\s+(?:earlier|before|an hour ago|tonight|last night)\b[^.!?]{0,40}?\b(?:cannot|can not|do not|dont) (?:remember|know) how (?:much|many)\b(?!\s+(?:photos|pics|pictures|shots|videos))`,
  { person: 'self', strong: true },
);
// "what's the point of me even being alive lol genuinely asking".
add(
  'point-of-being-alive',
  ['passive'],
  String.raw`\b(?:what is|whats|what even is)\s+the\s+point\s+of\s+(?:me\s+)?(?:even\s+)?(?:being alive|being here|existing|living)\b(?!\s+(?:if|without|when|unless|in a world|near|in|on|at|with|like|here)\b)(?!\s+(?:to|till|until)\s+(?:\d+|ninety|eighty|seventy|a hundred|old age|be old)\b)`,
  { person: 'self' },
);
// Sleeves again after a relapse: "relapsed lol. long sleeves in july era begins".
add('relapse-long-sleeves', ['self-harm'], String.raw`\brelapsed\b[^]{0,40}?\b(?:long sleeves|sleeves|plasters|bandages?|hoodie)\b`, {
  person: 'self',
  unvetoable: true,
});
// Where the fence is lowest on a height: "Walked the bridge twice this week. Ken where the fence is lowest noo."
add(
  'where-the-fence-is-low',
  ['method'],
  String.raw`\bwhere\s+the\s+(?:fence|railing|barrier|wall|netting|rail)\s+is\s+(?:lowest|low|weakest|gone|broken|missing)\b(?![^.!?]{0,40}\b(?:dog|squeez\w*|sheep|cattle|cows|goats|fox|escape\w*)\b)(?<=\b(?:bridge|cliffs?|car park|multi ?stor(?:e)?y|tower|viaduct|quarry|dam|roof|gorge)\b[^]{0,150})`,
  { person: 'self' },
);
// Bank details handed over, needed "after": "he texted me his bank pin. said i'd need it".
add(
  'third-hands-over-pin',
  ['third-party'],
  String.raw`\b(?:texted|sent|gave|told|wrote down)\s+me\s+(?:his|her|their)\s+(?:bank\s+|card\s+|phone\s+)?(?:pin|passwords?|login|passcode|banking details)\b[^]{0,40}?\b(?:would need it|will need it|will need them|would need them|in case|for after|when (?:he|she|they) is gone)\b(?![^.!?]{0,30}\b(?:shopping|groceries|bills|petrol|takeaway|holiday|while (?:he|she|they) is away|hospital|care home|pay\w*|bills?|rent)\b)`,
  { person: 'third', third: 'risk' },
);
// A place named as the plan: "The plan is the woods behind the school on Sunday."
add(
  'the-plan-is-a-place',
  ['plan'],
  String.raw`\bthe\s+plan\s+is\s+(?:the\s+)?(?:woods|bridge|river|lake|cliffs?|tracks|railway|quarry|garage|loft|reservoir|sea|motorway bridge|car park roof)\b(?![^.!?]{0,40}\b(?:picnic|walk\w*|camp\w*|bbq|barbecue|swim\w*|fish\w*|run|ride|party|hike|photos?|birthday|for the dog)\b)`,
  { person: 'self' },
);
// Food bought only up to a day: "only bought enough groceries to get me through thursday. no point getting more".
add(
  'supplies-only-until',
  ['preparatory'],
  String.raw`\bonly\s+(?:bought|got|getting|buying|ordered)\s+enough\s+(?:\w+\s+)?(?:to\s+(?:get me|last(?: me)?)\s+(?:through|until|till|to))\s+\w+\b[^]{0,40}?\bno point\b(?![^.!?]{0,40}\b(?:away|holiday|moving|going to|trip|delivery|shop again|payday|paid|fridge|freezer|broken)\b)`,
  { person: 'self' },
);
// Whether a fall from a height can be survived: "if fall from 10th storey confirm cannot survive one?".
add(
  'fall-survivable',
  ['method'],
  String.raw`\b(?:floor|storey|storeys|stories)\b[^.!?]{0,40}?\b(?:confirm cannot|cannot|can not|would not|will not|definitely not|no way to)\s+survive\b|\bhigh enough\b[^.!?]{0,30}?\b(?:to die|to not survive|to kill|that you die)\b`,
  { person: 'self' },
);
// Doses that would stop a heart: "how many units would stop someone's heart".
add(
  'dose-to-stop-a-heart',
  ['method'],
  String.raw`\bhow\s+many\s+(?:units|pills|tablets|mg|milligrams|pens|grams)\s+(?:of\s+\w+\s+)?(?:would|will|does it take to|to)\s+(?:stop (?:a|someones|your|my) heart|kill (?:a person|someone|you|me)|be (?:fatal|lethal|enough to die))\b(?![^]{0,80}\b(?:exam|revision|lecture|pharmacology|module|quiz)\b)(?<!\b(?:exam|revision|lecture|pharmacology|module|quiz)\b[^]{0,80})`,
  { person: 'self' },
);
// Ideation named as a state that has come back: "ideation is bad again. proper bad."
add(
  'ideation-is-bad',
  ['active'],
  String.raw`(?<!\b(?:design|product|team|creative|brainstorm\w*|sprint|workshop|ux|ideas?)\b[^]{0,60})\b(?:suicidal\s+)?ideation\s+(?:is|has been|s)\s+(?:really\s+|so\s+|very\s+)?(?:bad|back|worse|loud|strong|constant|getting worse|through the roof)\b`,
  { person: 'self' },
);
// A car's way into the water checked: "to see if you could get a car down the bank. You can."
add(
  'car-into-water-checked',
  ['method'],
  String.raw`\b(?:see|check|checked|find out|found out|checking)\s+(?:if|whether)\s+(?:you|i)\s+(?:could|can)\s+(?:get|drive|take)\s+(?:a|the|my)\s+(?:car|ute|truck|van)\s+(?:down|into|over|off)\s+(?:the\s+)?(?:bank|river|edge|cliff|pier|jetty|quay|water|dam|weir)\b(?![^.!?]{0,40}\b(?:boat|launch|slipway|kayak|tinnie|canoe|jet ?ski)\b)`,
  { person: 'self' },
);
// No future years wanted: "where i'll be in ten years. hopefully nowhere. i mean that though".
add(
  'where-in-years-nowhere',
  ['passive'],
  String.raw`\bwhere\s+i\s+(?:will|would|am going to|see myself)\s+(?:be\s+)?in\s+(?:ten|five|twenty|\d+)\s+years\b[^]{0,20}?\b(?:hopefully (?:nowhere|not here|dead|gone)|not here|dead|six feet under|in the ground)\b(?!\s+(?:near|close|else|but|in this|at this|on this))`,
  { person: 'self', unvetoable: true },
);
// An organ donor card with a hope it is used soon.
add(
  'donor-card-soon',
  ['passive'],
  String.raw`\bdonor\s+card\b[^]{0,80}?\bhoping\s+(?:they|it|someone)\s+(?:would|will|might)\s+(?:need it|need them|be needed|use it)\s+soon\b`,
  { person: 'self' },
);
// Left for whoever finds the writer: "so whoever comes in first knows who to call".
add(
  'for-whoever-finds-me',
  ['preparatory'],
  String.raw`\bso\s+(?:whoever|whomever|the person who|the first person who|anyone who)\s+(?:comes in|finds me|gets here|walks in|comes round)\s+(?:first\s+)?(?:knows|will know|can see)\s+(?:who|what)\s+to\s+(?:call|do|ring)\b(?!\s+(?:about|if|when)\b)`,
  { person: 'self' },
);
// Suicide that now soothes: "the thought of suicide used to scare me. now it kind of calms me down".
add(
  'suicide-thought-calms',
  ['active'],
  String.raw`\b(?:the thought of|thinking about|thoughts of|the idea of)\s+(?:suicide|killing myself|ending it|ending my life|dying)\b[^]{0,60}?\b(?:calms me|calm me|comforts me|is comforting|soothes me|helps me sleep|relaxes me)\b`,
  { person: 'self', present: true },
);
// A list of pills with a date, found: "found a list in my daughter's room, just names of pills and a date".
add('pills-and-a-date', ['plan'], String.raw`\b(?:names of|list of|names|list)\s+(?:pills|tablets|meds|medications|drugs)\s+and\s+(?:a|the)\s+(?:date|time)\b`);
// The big sleep, wanted: "the big sleep sounds kinda nice rn".
add(
  'big-sleep-nice',
  ['passive'],
  String.raw`\bthe\s+big\s+sleep\s+(?:sounds|seems|looks|feels)\s+(?:\w+\s+){0,2}?(?:nice|good|appealing|tempting|peaceful|great|lovely)\b(?![^]{0,60}\b(?:film|bogart|bbc|tv|channel|chandler|book|movie|cinema|novel)\b)`,
  { person: 'self' },
);
// A place and a way picked: "I've picked the place and I've picked the way. Just haven't picked the day."
add(
  'picked-place-and-way',
  ['plan'],
  String.raw`\bpicked\s+the\s+(?:place|spot)\b[^]{0,40}?\bpicked\s+the\s+(?:way|method|day|date|time)\b(?![^.!?]{0,40}\b(?:wedding|party|holiday|trip|venue|reception|birthday|tent|camp\w*|picnic)\b)(?<!\b(?:wedding|party|holiday|trip|venue|reception|birthday|tent|camp\w*|picnic)\b[^]{0,80})`,
  {
    person: 'self',
  },
);
// A poison asked about on people: "rat poison insaan pe kitna jaldi kaam karta hai".
add(
  'poison-on-a-person',
  ['method'],
  String.raw`\b(?:rat poison|poison|bleach|weedkiller|paraquat|pesticide|antifreeze)\b[^.!?]{0,30}?\b(?:insaan pe|insaan par|on a human|on humans|on a person|on people)\b(?=[^.!]{0,60}\?)`,
  { person: 'self' },
);
// A wound explained away to the pharmacist: "asked if it was a kitchen accident and i said yep".
add(
  'wound-passed-off',
  ['self-harm'],
  String.raw`\basked\s+(?:me\s+)?if\s+it\s+was\s+(?:a|an)\s+(?:kitchen\s+|cooking\s+)?accident\b[^]{0,20}?\b(?:i said (?:yes|yep|yeah)|i lied|i nodded|and i said yep)\b(?![^.!?]{0,60}\b(?:sliced|chopping|mandoline|knife slipped|it was)\b)`,
  { person: 'self', unvetoable: true },
);
// A cigarette pressed into the skin: "Kept pressing the cigarette into my palm", "Stubbed me fag out on the back of my
// hand". Unvetoable, so the look-alikes it must not raise are named here: an accident, a prop, a stage or a party trick.
add(
  'cigarette-into-skin',
  ['self-harm'],
  String.raw`(?<!\blike i\b[^.!?]{0,30})\b(?:pressing|pressed|press|stubbed|stubbing|stub|putting|put)\s+(?:the|a|my|me)\s+(?:cigarette|fag|cig|ciggie|rollie|roll up|lit match|lighter)\s+(?:out\s+)?(?:into|on|onto|against)\s+(?:the back of\s+)?(?:my|me)\s+(?:own\s+)?(?:palm|hand|arm|wrist|leg|thigh|skin|stomach)\b(?![^.!?]{0,40}\b(?:accident\w*|by mistake|without thinking|fake|props?|makeup|stage|rehearsal)\b)(?<!\b(?:fake|props?|makeup|stage|halloween)\b[^]{0,80})`,
  { person: 'self', unvetoable: true },
);
// Pills swallowed with drink: "i swallowed all the biogesic with red horse."
add(
  'swallowed-all-with-drink',
  ['attempt'],
  String.raw`\bi\s+(?:swallowed|took|drank|downed)\s+all\s+(?:the|my|of the|of my)\s+(?!(?:mates|friends|kids|family|gear|stuff|food|snacks|bags|cousins|lot)\b)\w+\s+(?:with|and)\s+(?:the\s+|a\s+)?(?:red horse|beer|vodka|wine|whisky|whiskey|gin|rum|alcohol|booze|tanduay|bottle)\b`,
  { person: 'self', strong: true },
);
// A move others are told of as the cover: "tomorrow is my last day at work. they think im moving away".
add(
  'they-think-im-moving',
  ['preparatory', 'secret'],
  String.raw`\b(?:they|everyone|everybody|people|mum|mom|dad|my family|my parents|work|he|she)\s+(?:all\s+)?(?:think|thinks|believe|believes|assume|assumes)\s+(?:that\s+)?(?:i am|im)\s+(?:just\s+)?(?:moving away|moving abroad|going away|going travelling|emigrating|relocating)\b(?![^.!?]{0,40}\b(?:but i am (?:only|just)|but it is (?:only|just)|actually (?:just|only)|which i am|and i am|placement|job|semester|secondment|contract)\b)`,
  { person: 'self', unvetoable: true },
);

// ---------------------------------------------------------------- after the forty-ninth and fiftieth final splits were scored (not blind)
// An illness hoped to finish the job: "part of me hopes one of these flares just finishes the job".
add(
  'hope-it-finishes-me',
  ['passive'],
  String.raw`\b(?:hope|hopes|hoping|hoped)\s+(?:one of these|the cancer|the illness|a flare|one day it|this illness|this cancer)\s+(?:\w+\s+){0,2}?(?:just\s+)?(?:finishes|will finish|would finish)\s+(?:the job|me off)\b`,
  { person: 'self' },
);
// The note drafted and redrafted: "wrote the note 4 times. 4th one is ok. sitting in drafts", "Wrote the note. Rewrote
// it. Third draft". Not a note for the neighbours, the school, the landlord or a thank-you card.
add(
  'note-drafted-times',
  ['preparatory'],
  String.raw`(?:\b(?:wrote|written|rewrote|rewritten|redid|redone|drafted)\s+(?:the|my)\s+note\s+(?:\d+|two|three|four|five|six|a few|several|so many)\s+times\b(?![^.!?]{0,60}\b(?:neighbou?rs?|landlord|windscreen|teacher|school|nursery|boss|council)\b)|\b(?:wrote|rewrote|re-wrote|drafted|redrafted|finished|writing|rewriting)\s+the note\b[^]{0,80}?\b(?:rewrote|rewrite|re-wrote|redrafted|second draft|third draft|another draft|drafts?)\b)(?<!\b(?:sick|doctor\w*|gp|school|teacher|thank\w*|fridge|delivery|landlord|neighbou?r\w*|parking|permission|cover|excuse|sticky|post-it|lunchbox|birthday|card|apology|apologi\w*|handover|complaint to|windscreen|nursery|boss|council)\b[^]{0,120})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Worth more as a payout: "theyd get more out of the life insurance than they ever got out of me", "Karen would be better
// off with a widows pension than with me". Not "than with me trying to fix it" or "selling him a policy", "representing
// her": that is the writer's work, not their life.
add(
  'worth-more-as-payout',
  ['passive'],
  String.raw`\b(?:better off|get more|be better)\s+(?:out of\s+|with\s+)?(?:the\s+|my\s+|a\s+)?(?:life insurance|life cover|insurance|payout|pay out|death in service|widows? pension|widows? benefit|bereavement (?:payment|support payment))\b[^.!?]{0,40}?\b(?:than|instead of)\s+(?:with\s+me|me|(?:\w+\s+){0,3}?(?:got|get|had|have|would get|will get)\s+(?:out of|from)\s+me)\b(?!\s+(?:trying to (?:fix|patch|repair|sort)|selling|representing|advising)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Rather be done with all of it: "the one where id rather just be done with the whole thing".
add(
  'rather-be-done-with-it-all',
  ['passive'],
  String.raw`\b(?:i would|id|i had)\s+rather\s+(?:just\s+)?be\s+done\s+with\s+(?:the whole thing|it all|all of it|everything|life|living|being alive)\b(?![^.!?]{0,30}\b(?:project|job|course|degree|renovation|move|wedding|exams?|essay|thesis|house|sale|divorce|case|paperwork|kitchen|fit|build|extension|christmas shopping)\b)`,
  { person: 'self' },
);
// A walk into the water said as what comes next: "then walk into the harbour. clean slate for everyone".
add(
  'then-walk-into-water',
  ['plan'],
  String.raw`\b(?:gonna|going to|will|then|i will|and then)\s+(?:just\s+)?walk\s+(?:into|in to|out into)\s+the\s+(?:harbour|harbor|sea|ocean|river|dam|lake|loch|surf|waves|reservoir|estuary|bay)\b(?!\s+(?:for|with|to cool|to swim|and swim|lol))(?![^.!?]{0,60}\b(?:dip|charity|swim\w*|paddl\w*|sunrise|up to my (?:knees|waist|ankles))\b)`,
  { person: 'self' },
);
// Looking at heights with no project named: "girl at group said shed been looking at bridges".
add(
  'looking-at-bridges',
  ['method'],
  String.raw`\b(?:been|was|keep|keeps|kept)\s+looking\s+at\s+(?:bridges|cliffs|tall buildings|car parks|the railway|train tracks|the tracks)\b(?![^.!?]{0,40}\b(?:for|to photograph|photos?|photography|design|engineering|architecture|holiday|paint\w*|draw\w*|with the kids|course|project|assignment|trip|google|maps|holiday)\b)`,
);
// Someone's belongings entrusted "if anything happens": "look after my dog if anything happens".
add(
  'look-after-if-anything-happens',
  ['preparatory'],
  String.raw`\blook\s+after\s+(?:my|the)\s+(?:\w+\s+){0,2}?(?:dog|cat|kids?|children|little one|baby|son|daughter|boy|girl|horse|animals?|pets?|bird|budgie)\s+if\s+anything\s+(?:happens|happened|should happen)\b(?<![^]{0,160}\b(?:surgery|operation|op\b|flight|flying|trip|deployment|holiday|travel\w*|hospital|the birth|labour|chemo|procedure|abroad|tour)\b[^]*)(?![^]{0,120}\b(?:surgery|operation|flight|trip|deployment|holiday|travel\w*|hospital|the birth|labour|procedure|abroad|tour|dentist|appointment|at work|away)\b)`,
);
// Tablets lined up to look at: "lined them all up on the bench to look at them. not putting them away tonight".
add(
  'meds-lined-up',
  ['method', 'at-hand'],
  String.raw`\blined\s+(?:them|the (?:pills|tablets|meds|packets|boxes|sleepers))\s+(?:all\s+)?up\b(?<=\b(?:pills|tablets|meds|tramadol|gabapentin|sleepers|paracetamol|codeine|oxy\w*|morphine|insulin|diazepam|sertraline|zopiclone|pregabalin|painkillers|antidepressants)\b[^]{0,120})(?![^.!?]{0,40}\b(?:dosette|organi[sz]er|for the week|to count for|pharmacy|chemist|return)\b)`,
  { person: 'self' },
);
// Let down to be alive again: "every morning its the same small letdown that im still here".
add(
  'letdown-still-here',
  ['passive'],
  String.raw`\b(?:letdown|let down|disappointment|disappointed|gutted|annoyed|sad)\b[^.!?]{0,20}?\b(?:that|when)\s+(?:i am|im|i)\s+still\s+(?:here|alive|breathing|waking up)\b(?![^.!?]{0,30}\b(?:at work|in the office|on call|in bed|at (?:my|the) desk|awake at)\b)`,
  { person: 'self' },
);
// Drawn back to a lethal store: "Keep finding reasons to go into the chem shed".
add(
  'reasons-to-go-to-means',
  ['method'],
  String.raw`\b(?:finding|find|making up|make up|inventing)\s+(?:reasons|excuses)\s+to\s+(?:go|be|walk|drive)\s+(?:in|into|out to|down to|up to|over to)\s+the\s+(?:chem(?:ical)?\s+shed|gun safe|gun cabinet|medicine cabinet|bridge|cliffs?|quarry|railway|tracks|dam|weir|reservoir|roof)\b`,
  { person: 'self' },
);
// Into the water with clothes on, and going back: "Walked into the dam with my boots on. Came back out... Going back in".
add(
  'walked-in-clothed-going-back',
  ['attempt'],
  String.raw`\bwalked\s+into\s+the\s+(?:dam|river|sea|lake|water|reservoir|harbour|harbor|loch|surf|ocean)\s+with\s+(?:my|all my)\s+(?:boots|clothes|shoes|coat|jeans|work gear)\s+on\b(?=[^]{0,100}\b(?:going back in|go back in|back in again|this time|not coming out)\b)`,
  { person: 'self', strong: true },
);
// Someone well who says they have had a good innings and gives things away.
add(
  'third-good-innings',
  ['third-party'],
  String.raw`\b(?:keeps?|kept|has been|been)\s+saying\s+(?:that\s+)?(?:she|he)\s+(?:has|is|had)\s+had\s+a\s+good\s+innings\b(?=[^]{0,120}\b(?:not (?:crook|sick|ill|dying|unwell)|gave me|giving away|given me|handed me)\b)`,
  { person: 'third', third: 'risk' },
);
// Following a parent who died by suicide: "I'm 3 yrs older now than he was then and I get it... Reckon I'll follow him".
add(
  'follow-him',
  ['active'],
  String.raw`\b(?:reckon|think|guess|suppose|probably|maybe)\s+i\s+(?:will|would|might|am going to)\s+follow\s+(?:him|her|them|dad|mum|my dad|my mum|my brother|my sister|my son|my daughter)\b(?=\s*(?:[.!?,]|$|soon|one day|eventually|some day|before long))(?<=\b(?:went|died|killed (?:himself|herself)|took (?:his|her) own life|suicide|hanged|gone|passed|funeral|grave|buried)\b[^]{0,200})`,
  { person: 'self' },
);
// Going to a lost child on a date: "anniversary of losing her is the 3rd... ill go to her on the 3rd".
add(
  'go-to-her-on-a-date',
  ['plan'],
  String.raw`\bi\s+(?:will|am going to|shall)\s+go\s+to\s+(?:her|him|them)\s+on\s+the\s+\d+(?:st|nd|rd|th)\b(?<=\b(?:losing|lost|grave|died|passed|stillborn|angel|anniversary|miscarr\w*|buried)\b[^]{0,200})`,
  { person: 'self' },
);
// Tablets taken a few at a time until the count is lost: "taking a couple every half hour since tea. lost count".
add(
  'taking-until-lost-count',
  ['attempt'],
  String.raw`\btaking\s+(?:a couple|two|a few|some|one|them)\s+every\s+(?:half hour|hour|few minutes|\d+\s+minutes|ten minutes)\b[^]{0,40}?\b(?:lost count|cannot remember how many|do not know how many)\b(?=[^]{0,80}\b(?:floaty|weird|dizzy|sick|sleepy|drowsy|numb|heart|pills|tablets)\b)`,
  { person: 'self', strong: true },
);
// A farm poison drunk: "Drank the stuff from the chem shed. Burns."
add(
  'drank-farm-poison',
  ['attempt'],
  String.raw`\b(?:drank|swallowed|downed)\s+(?:the\s+|some\s+)?(?:(?:poison|weedkiller|chemicals?|bleach|paraquat|roundup|drench|sheep dip|pesticide)\s+(?:from|out of)\s+the\s+(?:chem(?:ical)?\s+shed|shed|garage|barn|laundry)|stuff\s+(?:from|out of)\s+the\s+chem(?:ical)?\s+shed)\b`,
  { person: 'self', strong: true },
);
// A recording left because a baby will not remember the writer: "At 4 months they wont remember me so they should have something".
add(
  'wont-remember-me-so',
  ['preparatory'],
  String.raw`\b(?:they|he|she)\s+(?:will not|would not)\s+remember\s+me\s+so\b(?=[^]{0,60}\b(?:should have|have something|something to remember|video|letter|recording|to keep)\b)`,
  { person: 'self' },
);
// Goodbye songs posted: "been posting all these goodbye-ish songs and gave his dirt bike to his mate".
add(
  'posting-goodbye-songs',
  ['preparatory'],
  String.raw`\b(?:posting|posted|sharing|shared|playing)\s+(?:all\s+)?(?:these\s+|those\s+)?(?:goodbye|farewell)(?:\s*ish)?\s+(?:songs|posts|quotes|messages|poems|lyrics)\b(?=[^]{0,120}\b(?:gave|giving|given|sold)\b)`,
);

// ---------------------------------------------------------------- twenty-ninth detector: leftovers and the training rows cross-validation missed
// Each rule below was narrowed after a second read of the diff found ordinary days it read as crisis
// (drinks rounds, hammocks, charity dips, sightseeing from bridges, appointments no longer needed...).
// A round kept back for the writer after a cull: "shot the foxes tonight then kept one round back for me".
add(
  'round-kept-for-me',
  ['method'],
  String.raw`(?<=\b(?:shot|shoot|shooting|rifle|gun|shotgun|foxes|rabbits|cull|culled|vermin|deer|pistol|ammo|magazine)\b[^]{0,80})\b(?:kept|keeping|saved|saving|put aside)\s+(?:one|a|the last|my last|a single)\s+(?:round|bullet|cartridge)\s+(?:back\s+|aside\s+)?for\s+(?:me|myself)\b(?!\s+(?:at|in|for|next)\b)`,
  { person: 'self', strong: true },
);
// A rope up, told in two words and a farewell: "Rope's up. Just writing this last bit down."
add(
  'rope-is-up',
  ['attempt'],
  String.raw`(?:^|[.!?]\s*)(?:the\s+|my\s+)?(?:ropes?|noose)\s+(?:is\s+)?(?:up|tied|ready)\b(?=[^]{0,60}\b(?:this is it|last bit|last time|goodbye|sorry|love you|forgive me)\b)`,
  { person: 'self', strong: true },
);
// Begun, and bleeding: "started already. there's a lot of blood" (not a nosebleed or a tooth).
add(
  'started-and-bleeding',
  ['attempt'],
  String.raw`\b(?:started already|already started|i did it)[.,!]?\s+(?:and\s+)?there is\s+(?:a lot of|so much|too much|loads of|lots of)\s+blood\b(?![^]{0,80}\b(?:nose\w*|tooth|teeth|rugby|football|apple|period|labour|birth|dentist|knee|graze)\b)`,
  { person: 'self', strong: true },
);
// A whole container taken and counted, then lying down: "Took the whole tin. All sixty. Lying down now."
add(
  'took-whole-container',
  ['attempt'],
  String.raw`\b(?:took|swallowed|downed|necked)\s+(?:the\s+)?(?:whole|entire)\s+(?:tin|tub|jar|packet|pack|box|bottle|strip)[.!,]\s+all\s+(?:\d+|twenty|thirty|forty|fifty|sixty|a hundred)[.!,]\s+(?:lying down|lay down|in bed)\b`,
  { person: 'self', strong: true },
);
// Asking whether anyone else wants to die, about oneself: "does anyone else want to take their own life but ... that's where I'm at".
add(
  'anyone-else-want-to-die',
  ['active'],
  String.raw`\bdoes anyone else\s+(?:want to|think about)\s+(?:take their (?:own )?life|taking their (?:own )?life|kill(?:ing)? themselves|ending it all)\b`,
  { person: 'self', unvetoable: true },
);
// The case for ending it: "really building the case for ending this whole thing myself".
add(
  'case-for-ending-it',
  ['active'],
  String.raw`\bthe case for ending (?:it all|this whole thing|everything|my life)\b|\b(?:part of me|my (?:brain|head|mind)|i)\s+(?:keeps?\s+|kept\s+|am\s+|is\s+)?(?:making|building|made|built|arguing)\s+(?:a\s+(?:good|strong)\s+|the\s+)?(?:case|argument) for (?:dying|not being (?:here|alive|around))(?=\s*(?:[.,;!?]|$|and\b|but\b|lately\b|again\b|now\b|any ?more\b))`,
  { person: 'self' },
);
// Suicidal thoughts said to have spread to the day, now: "the suicide thoughts used to be a 2am thing. now theyre there at 2pm too".
add(
  'suicide-thoughts-now-too',
  ['active'],
  String.raw`\b(?:suicid\w*|kill myself|ending it)\s+thoughts?\b[^.!?]{0,60}[.!?,]\s*now\s+(?:they|it)\s+(?:are|is)\b[^.!?]{0,50}\btoo\b`,
  { person: 'self', unvetoable: true, present: true },
);
// A knot looked up for one purpose: "been watching videos on knots. you know which one".
add(
  'knot-you-know-which',
  ['method'],
  String.raw`\b(?:videos?|tutorials?|looking up|looked up|watching)\b[^.!?]{0,20}\bknots?[.!,]\s*you know which (?:one|kind|knot)\s*(?:[.!]|$)|\bpracti[cs](?:e|ed|ing)\s+tying\s+(?:it|one)[.!]\s+just to see\b`,
  { person: 'self', strong: true },
);
// An appointment on a long wait not expected to be needed: "VA has me on a waitlist til august. honestly don't think I'll need the appointment".
add(
  'wont-need-appointment',
  ['active'],
  String.raw`(?<=\b(?:waitlist|waiting list|wait list)\b[^]{0,80})\b(?:do not|dont) think i will (?:need|make|be around for|be here for)\s+(?:the|that|my)\s+(?:appointment|referral|next session|slot)\s*(?:[.!]|$)`,
  { person: 'self' },
);
// A death made to look like an accident for the payout, or a policy's suicide clause run out.
add(
  'insurance-after-it',
  ['preparatory'],
  String.raw`\bif (?:someone|i|a person)\b[^.!?]{0,60}\b(?:made|make|making)\s+it\s+look\s+like\s+(?:a|an)\s+(?:car\s+)?(?:accident|crash|heart attack)\b[^]{0,80}\b(?:life insurance|payout|insurance)\b|\b(?:suicide|two year|2 year)\s+exclusion\b[^.!?]{0,40}\b(?:ran out|runs out|expired|expires|ended|is over|passed)\b|\b(?:life insurance|life cover|life policy)\b[^]{0,120}?\bexclusion(?:\s+period|\s+clause)?\b[^]{0,60}?\b(?:long enough|been (?:over\s+)?(?:two|2) years|is up|has passed|counting (?:the|down))\b`,
  { person: 'self', strong: true },
);
// A height checked for its railing and its quiet hour: "Harbour Road bridge has a low railing ... checked it twice ... Nobody walks there after nine."
add(
  'height-checked-quiet-hour',
  ['method'],
  String.raw`(?<=\b(?:low railing|railing|the edge|looked down|measured)\b[^]{0,160})\bnobody\s+(?:walks|goes|comes|is)\s+(?:there|up there|out there)\s+after\s+(?:\d{1,2}|nine|ten|eleven|midnight)\b|\bnobody\s+(?:walks|goes|comes|is)\s+(?:there|up there)\s+after\s+(?:\d{1,2}|nine|ten|eleven|midnight)\b(?=[^]{0,80}\b(?:stood near the edge|measured|looked down)\b)`,
  { person: 'self' },
);
// Bridges compared for their fences, one way and the other: "checking which footbridges have the tall fencing and which dont".
add(
  'which-bridges-fenced',
  ['method'],
  String.raw`\bwhich\s+(?:bridges?|footbridges?|car parks?|buildings?|roofs?|flyovers?)\s+(?:have|has)\s+(?:the\s+)?(?:tall|high)\s+(?:fencing|fences|railings?|barriers?|nets?)\s+and\s+which\s+(?:do not|dont)\b(?![^]{0,80}\b(?:dog|kids|children|project|council|work|safety|route)\b)`,
  { person: 'self' },
);
// Past the platform barrier with a train due: "standing past the barrier at the station. next one in 4 mins".
add(
  'past-platform-barrier',
  ['attempt'],
  String.raw`\b(?:standing|stood|sat|sitting|climbed|i am)\s+(?:past|over|beyond)\s+(?:the\s+)?(?:barrier|yellow line|safety line)\b(?![^.!?]{0,30}\b(?:level crossing|crossing)\b)(?=[^]{0,60}\b(?:next (?:one|train)|tracks|platform|station)\b)`,
  { person: 'self', strong: true },
);
// In the water and out again, shaking: "jumped in the river and dragged myself back out, soaked and shaking".
add(
  'jumped-in-and-out',
  ['attempt'],
  String.raw`\bjumped\s+(?![^]{0,120}\b(?:charity|dip|swim\w*|swam|triathlon|boxing day|new year|laughing|brilliant|dare|fun|freezing)\b)(?:in|into|off)\s+(?:the|a)\s+(?:river|sea|lake|canal|harbour|reservoir|dam|bridge|weir)\b[^.!?]{0,40}\b(?:dragged myself|pulled myself) (?:back\s+)?out\b`,
  { person: 'self', strong: true },
);
// A means said to "work" or to be "looking at me": "the rope in the shed would work", "a beam in the old barn that's been looking at me".
add(
  'means-would-work',
  ['method'],
  String.raw`\b(?:the\s+)?(?:rope|belt|hosepipe|flex)\s+in\s+(?:the|my)\s+(?:\w+\s+)?\w+\s+would\s+(?:work|hold)\s*(?:[.!]|$)|\b(?:beam|rafter|rope|pills|gun|rifle|shotgun)\b[^.!?]{0,40}\b(?:has been|have been|keeps|keep)\s+(?:looking at|calling|staring at|calling to)\s+me\b|^\s*ropes?\s+(?:is\s+)?in\s+the\s+(?:garage|shed|loft|attic|barn)[.!]?\s*$`,
  { person: 'self', strong: true },
);
// Walking into water and not out: "keep picturing walking in and not walking out".
add('walk-in-not-out', ['active'], String.raw`\bwalk(?:ing)?\s+in\s+and\s+not\s+(?:walking|coming)\s+(?:back\s+)?(?:out|back)\b`, { person: 'self' });
// A bare time with everything in place: "Tonight. Everything is in place.", "3am. everything's ready", "Sorted the letters. Tonight then."
add(
  'bare-time-everything-ready',
  ['plan'],
  String.raw`^\s*(?:tonight[.!]\s+everything is in place|(?:[1-5]\s?am|midnight)[.!]\s+everything is (?:in place|ready))[.!]?\s*$|^\s*tonight[.!]\s+i (?:just )?wanted to write it down somewhere[.!]?\s*$|\b(?:sorted|wrote|finished) (?:the|my) letters[.!]\s*tonight then[.!]?\s*$|^\s*(?:tmrw|tomorrow)\b[^.!?]{0,30}[.!?]\s*decided[.!]?\s*$`,
  { person: 'self' },
);
// Not quitting, just a last day: "clocked out for the last time tonight. not quitting. just clocked out."
add(
  'not-quitting-just-last',
  ['plan'],
  String.raw`\bnot quitting[.,!]?\s+(?:i am\s+)?just\s+(?:my last day|clocked out)\b|\bthey think i am leaving for a new job[.!]?\s+i am just leaving\b`,
  { person: 'self' },
);
// A day picked and left unexplained or tied to an anniversary: "I've picked the 12th. It's the anniversary."
add(
  'picked-the-day-bare',
  ['plan'],
  String.raw`\bi\s+(?:have\s+)?picked\s+the\s+(?:\d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?=\s*[.!]?\s*$|[.!]\s+it is the anniversary\b|[.!]\s+it makes sense to me\b)`,
  { person: 'self' },
);
// Going when a last companion goes: "when the dog goes, so do i".
add(
  'when-they-go-so-do-i',
  ['plan'],
  String.raw`\bwhen\s+(?:the dog|the cat|mum|mom|dad|nan|gran|grandad)\s+(?:goes|dies)\s*,?\s*so\s+do\s+i\b(?![^.!?]{0,40}\b(?:lift|ride|package deal|party|home|car)\b)`,
  { person: 'self' },
);
// An anaesthetic hoped to go on for good: "hoping the anaesthetic on monday just... keeps going."
add(
  'anaesthetic-keeps-going',
  ['passive'],
  String.raw`\b(?:hope|hoping|wish|wishing)\b[^.!?]{0,40}\b(?:anaesthetic|anesthetic)\b[^.!?]{0,20}\bjust\W*(?:keeps going|never wears off)\s*(?:[.!]|$)`,
  { person: 'self' },
);
// Not seeing oneself at an age: "cant picture myself at 30. never could"; a pension age not planned for.
add(
  'cannot-picture-myself-at',
  ['passive'],
  String.raw`\b(?:cannot|can not)\s+(?:picture|imagine|see)\s+myself\s+at\s+(?:\d{2}|twenty\w*|thirty|forty)[.!]?\s+(?:never could|like there is nothing there|there is nothing there)\b|(?<=\bpensions?\b[^]{0,80})\bnot planning on (?:getting|making it) that far\b`,
  { person: 'self' },
);
// Tired of existing: "cbf with life anymore", "tired of existing lol", "another day i have to exist."; in other words,
// "knackered of existing", "done with existing", "cannae be arsed existing", only where the sentence ends there or a
// "tbh" or "anymore" follows.
add(
  'tired-of-existing',
  ['passive'],
  String.raw`\b(?:cbf|(?:cannot|can not|could not) be (?:bothered|arsed|assed))\s+(?:with\s+)?(?:life|living|existing|being alive|being here)\s+(?:anymore|any more)\b|\b(?:tired of|sick of)\s+existing\b|\banother day i have to exist\s*(?:[.!]|$)|\bmy will to live is losing\b|\b(?:(?:knackered|exhausted|worn out|done|finished|bored)\s+(?:of|with)|(?:cannot|cant|can not|could not) be (?:arsed|assed|bothered)(?:\s+with)?)\s+(?:existing|being alive|breathing|to exist|to be alive)\b(?=\s*(?:[.!?,;]|$|\W*(?:not|tbh|honestly|really|now|anymore|any more)\b))`,
  { person: 'self' },
);
// A voice that says to kill oneself: "the voice in my head that says kill yourself".
add(
  'voice-that-says',
  ['active'],
  String.raw`\bthe\s+(?:voice|thought|part of me)\s+(?:in my head\s+)?that\s+says\s+(?:kill yourself|end it|just end it|jump)\b|\bthe voice that says do it has been winning\b|\bthe thought "?(?:just end it|end it|kill yourself)"? has a voice\b`,
  { person: 'self' },
);
// Unsubscribing from life: "seriously considering the permanent unsubscribe from life".
add(
  'unsubscribe-from-life',
  ['active'],
  String.raw`\bunsubscribe\s+from\s+(?:life|existence|being alive)\b(?!\s+(?:insurance|updates?|social|admin|coach\w*|hacks?|emails?|spam|newsletters?)\b)`,
  {
    person: 'self',
  },
);
// Hiding suicidal thoughts from a clinician: "I've stopped giving my therapist the real answer when she asks about suicide."
add(
  'hiding-it-from-clinician',
  ['active'],
  String.raw`\b(?:lie|lied|lying|stopped (?:telling|giving))\b[^.!?]{0,30}\b(?:therapist|gp|doctor|counsellor|counselor|psychiatrist|nurse)\b[^.!?]{0,40}\basks? about (?:suicide|killing myself|hurting myself|self harm)\b`,
  { person: 'self', unvetoable: true },
);
// Wanting it over and to end it oneself: "I just want it over and I want to be the one who ends it".
add('the-one-who-ends-it', ['active'], String.raw`\bi (?:just\s+)?want it over\b[^.!?]{0,30}\bthe one who ends it\b`, { person: 'self' });
// The next of several who died the same way: "Lost two guys from the unit this year the same way. ... I'll be number three."
add(
  'next-number-of-dead',
  ['active'],
  String.raw`\b(?:the same way|killed themselves|took their own lives|by suicide)\b(?![^]{0,100}\b(?:peacefully|in (?:her|his|their) sleep|to reach|hopefully)\b)[^]{0,120}?\bi will be (?:number|no)\s+(?:two|three|four|five|six|\d)\b`,
  { person: 'self' },
);
// Knuckles split on a wall; a body part hurt on purpose; a scab scraped open with a pin.
add(
  'sh-body-on-purpose',
  ['self-harm'],
  String.raw`\bknuckles\s+(?:are\s+)?(?:still\s+)?(?:bleeding|bloody|split|busted|raw)\s+from\s+(?:the|punching the)\s+(?:wall|door|mirror)\b(?![^]{0,60}\b(?:boxing|training|pads|gym|bag|sparring)\b)|(?<=(?:^|[.!?,]\s*|\bi\s+))(?:burned|burnt|cut|scratched|scalded|bruised)\s+my\s+(?:arm|forearm|wrist|thigh|leg|hand|stomach|skin)\s+(?:\w+\s+){0,3}?(?:deliberately|on purpose|intentionally)\b(?![^.!?]{0,20}\bto (?:show|demonstrate|test)\b)(?![^]{0,60}\bnot really\b)|\b(?:scraping|scratching|digging)\s+(?:it|them)\s+open\s+with\s+(?:a|the|my)\s+(?:safety pin|pin|needle|compass|blade)\b(?![^]{0,60}\bsplinter)`,
  // "On purpose", told by the writer of their own skin, is what the kettle or the hob (an accident
  // look-alike) cannot explain away; the writer as subject keeps "the cat scratched my arm on purpose" out.
  { person: 'self', unvetoable: true },
);
// Missing self-harm: "i miss cutting. like physically crave it".
add(
  'sh-miss-it',
  ['self-harm'],
  String.raw`\bi\s+(?:really\s+|still\s+)?miss\s+(?:cutting|burning myself|hurting myself|self harming)(?=\s*(?:[.!?,]|$|so much|like|every))`,
  { person: 'self', level: 'concern' },
);
// A cover story for an injury, used again: "The burn on my arm is from the oven door, if anyone asks. Same as the last three."
add(
  'sh-if-anyone-asks',
  ['self-harm'],
  String.raw`\b(?:burn|burns|cut|cuts|scar|scars|bruise|bruises|marks?)\s+on\s+my\s+\w+\s+(?:is|are)\s+from\s+(?:the|a)\s+\w+(?:\s+\w+)?,?\s+if anyone asks[.!,]?\s+(?:same as the last|again|like last time)\b`,
  { person: 'self', unvetoable: true },
);
// Someone who said they would crash, driving now: "he said he'd drive into a tree on the way home. hes driving now".
add(
  'third-said-crash',
  ['third-party'],
  String.raw`\b(?:he|she|they)\s+said\s+(?:he|she|they)\s+(?:would|will|was going to)\s+(?:drive|crash|swerve)\s+(?:into|off)\s+(?:a|the)\s+(?:tree|wall|bridge|cliff|river|truck|lorry|pole)\b`,
  { person: 'third' },
);
// Someone who said goodbye and left with a gun, or rang crying from a height.
add(
  'third-goodbye-with-means',
  ['third-party'],
  String.raw`\b(?:said|says)\s+goodbye\b[^.!?]{0,30}\b(?:with|took)\s+(?:his|her|their|the)\s+(?:gun|rifle|shotgun|pistol|rope)\b(?![^]{0,60}\b(?:stalking|hunting|shoot|range|club|season|deer|pheasants?|clays)\b)|\b(?:rang|called|phoned)\s+me\s+(?:crying|sobbing|in tears|drunk)\s+from\s+(?:the|a)\s+(?:car park roof|roof|rooftop|bridge|cliff|cliffs|ledge|tracks|edge)\b`,
  { person: 'third', strong: true },
);
// Someone who stopped life-saving medicine while grieving: "stopped his insulin ... at the cemetery every night".
add(
  'third-stopped-medicine-grieving',
  ['third-party'],
  String.raw`\b(?:has\s+)?stopped\s+(?:taking\s+)?(?:his|her)\s+(?:insulin|tablets|meds|medication|heart pills|dialysis)\b(?=[^]{0,160}\b(?:wants? to be with|cemetery|grave|since \w+ died|had enough|no point)\b)|(?<=\b(?:cemetery|grave|since \w+ died|wants? to be with \w+)\b[^]{0,160})\bstopped\s+(?:taking\s+)?(?:his|her)\s+(?:insulin|tablets|meds|medication|heart pills|dialysis)\b`,
  { person: 'third' },
);
// Someone's tablets stockpiled: "Found Mum's painkillers stockpiled in an old biscuit tin".
add(
  'third-pills-stockpiled',
  ['third-party'],
  String.raw`\b(?:her|his|mums|moms|dads|my (?:mum|mom|dad|brother|sister|partner|wife|husband|son|daughter)s)\s+(?:painkillers|tablets|pills|meds|sleeping pills)\s+(?:stockpiled|hoarded|saved up)\b(?![^]{0,80}\b(?:dementia|toddler|baby|forgets)\b)`,
  { person: 'third' },
);
// Someone who wants to join a dead spouse, will not need the things given away, or whom nobody would miss.
add(
  'third-join-the-dead',
  ['third-party'],
  String.raw`\b(?:she|he)\s+(?:say|says|said|keeps saying)\s+(?:she|he)\s+(?:want|wants|wanted)\s+to\s+(?:join|be with)\s+(?:her|his)\s+(?:husband|wife|son|daughter|mum|dad|mother|father|partner)\b|(?<=\bgave me\b[^]{0,80})\b(?:she|he|they)\s+(?:said|says)\s+(?:she|he|they)\s+(?:will not|would not)\s+be\s+needing\s+(?:them|it|those)\b|(?<=\b(?:frightened|scared|worried|afraid)\b[^]{0,30})\bdone something with\s+(?:his|her|their)\s+(?:tablets|pills|meds|heart tablets|insulin|gun)\b|\b(?:he|she|(?:my\s+)?\w+)\s+(?:said|says|keeps saying)\s+(?:nobody|no one)\s+would\s+miss\s+(?:him|her)(?=\s*(?:[.!?,]|$|and\b))|\bthe last time i (?:have|will have) to worry about (?:him|her)(?=\s*[.!?]|\s*$)`,
  { person: 'third' },
);
// Letters written one each; a note redrafted for a child.
add(
  'letters-one-each',
  ['preparatory'],
  String.raw`\bwrote the letters[,.]?\s+one (?:each|for each|for everyone)(?=\s*[.!]|\s*$)|\bmy note\b[^.!?]{0,60}\bthe part (?:to|for) my (?:daughter|son|kids|children|wife|husband|partner|mum|mom|dad|sister|brother)\b|\bthe part (?:to|for) my (?:daughter|son|kids|children|wife|husband|partner|mum|mom|dad) in my note\b`,
  { person: 'self' },
);
// Cancelling what is next, with no point: "Cancelled the hairdresser for next month. No point."
add('cancelled-no-point', ['preparatory'], String.raw`\bcancell?ed\b[^.!?]{0,40}\b(?:next month|next week|the rest)\b[.,]?\s+no point(?=\s*[.!]|\s*$)`, {
  person: 'self',
});
// Keys and wallet left with a note before a walk; a rope bought kept hidden.
add(
  'left-things-with-note',
  ['preparatory'],
  String.raw`\bleft\s+my\s+(?:keys|wallet|cards?)\b[^.!?]{0,30}\b(?:with|and)\s+a\s+note\b(?!\s+for\s+(?:the|a)\b)|\b(?:took out|got out) the rope i (?:ordered|bought)\b[^.!?]{0,20}\bput it back\b`,
  { person: 'self' },
);
// A pet rehomed behind a move or a trip that is not happening: "Told them my new flat doesn't allow pets. I'm not moving."
add(
  'rehomed-with-cover-story',
  ['preparatory'],
  String.raw`\b(?:gave|giving|rehomed|rehoming|found a (?:nice |lovely |good )?(?:home|couple|family))\b[^]{0,120}?\btold\s+(?:her|him|them)\s+(?:i am|i was|it is|my new)\s+(?:going travelling|moving|a (?:long )?work trip|flat)\b[^]{0,60}?[.!?]\s*(?:it is not|it isnt|i am not (?:moving|going))\b|\bone less thing for\s+(?:mum|mom|dad)\s+to\s+sort out[.!]?\s*$`,
  { person: 'self', unvetoable: true },
);
// Goodbyes and thank-yous that puzzle people: "said proper goodbyes to my mates ... they thought i was just being soppy".
add(
  'proper-goodbyes-puzzle',
  ['preparatory'],
  String.raw`\b(?:said|saying)\s+(?:proper|real)\s+(?:goodbyes|thank yous|thankyous)\b(?![^]{0,60}\b(?:nurses|midwives|birth|retir\w*|leaving do|last day|moving|new job)\b)(?=[^]{0,80}\b(?:thought i was|looked confused|asked (?:if|why))\b)`,
  { person: 'self' },
);
// An obituary of one's own, not for a class or a joke: "Drafted my obituary tonight."
add(
  'own-obituary',
  ['preparatory'],
  String.raw`\b(?:drafted|wrote|writing|drafting|written)\s+my\s+(?:own\s+(?:obituary|eulogy|death notice)|obituary|death notice)\b(?![^]{0,100}\b(?:class|exercise|workshop|assignment|course|prompt|homework|seminar|joke|laugh|group chat|birthday|comedy|speech|funny|ha)\b)`,
  { person: 'self', strong: true },
);
// The last practical thing after a will, a nomination or a donation: "felt like the last practical thing on the list".
add(
  'last-thing-on-list',
  ['preparatory'],
  String.raw`\b(?:will|super|superannuation|nomination|donate|donor)\b[^]{0,100}?\b(?:felt like|reckon that is|that is)\s+the last (?:practical\s+)?thing on the list\b`,
  { person: 'self' },
);
// Tablets counted left or stocked up beside an overdose question, or tipped into a tub.
add(
  'pills-left-dose-question',
  ['method'],
  String.raw`\bhow many\s+(?:mg|milligrams|tablets|pills)\b(?![^.!?]{0,40}\b(?:caffeine|energy|vitamin|coffee|sugar|iron)\b)[^.!?]{0,40}\b(?:too much|fatal|lethal)\b[^]{0,60}?\bi have (?:like |about |around )?\d+ left\b|\b(?:overdose|od)\b[^]{0,60}?\bi have got\s+(?:about\s+)?\w+\s+(?:boxes|packs|packets|bottles)\s+stocked up\b|\b(?:tipping|saving|collecting|putting)\b[^.!?]{0,40}\b(?:my|the kids)\b[^.!?]{0,20}\b(?:paracetamol|tablets|pills|painkillers|calpol)\b[^.!?]{0,30}\binto\s+a\s+(?:tub|jar|tin)\b(?![^]{0,60}\b(?:dog|cat|arthritis)\b)`,
  { person: 'self', strong: true },
);
// Lethality asked plainly: exhaust in a closed garage, household chemicals drunk, falls survived.
add(
  'lethality-asked',
  ['method'],
  String.raw`\bcar exhaust\b[^.!?]{0,30}\b(?:closed|shut) garage\b[^.!?]{0,30}\b(?:work|works|still)\b|\b(?:chemicals?|bleach|cleaning products?)\b[^.!?]{0,30}\bdeadly if you (?:drink|swallow) (?:them|it)\b|\b(?:whether|if) people survive (?:a\s+)?falls? from\b|(?<=\b(?:suicide|killed (?:himself|herself)|took (?:his|her) (?:own )?life)\b[^]{0,100})\blooking up how (?:he|she) did it\b`,
  { person: 'self' },
);
// Stopping the car on a viaduct to look down: "Stopped the car halfway last night and just looked down for a while."
add(
  'stopped-and-looked-down',
  ['method'],
  String.raw`\bstopped the car\b[^.!?]{0,30}\b(?:halfway|in the middle)\b[^.!?]{0,30}\blooked down for a (?:while|long time)\b`,
  { person: 'self' },
);
// Plans in words of their own: "my last drive tonight", "That's the window" with an empty house, the spot found and the right day awaited.
add(
  'plan-own-words',
  ['plan'],
  String.raw`\bmy last drive (?:tonight|ever)\b(?![^]{0,60}\b(?:test|lesson|before|selling|sell|sold|sob|old|car)\b)|\b(?:house (?:is\s+)?(?:always\s+)?empty|flat to myself|house to myself|kids are at their \w+)\b[^]{0,80}?\b(?:that is the window|is the window)\b(?!\s+(?:for|to)\b)|\b(?:that is the window|is the window)\b(?!\s+(?:for|to)\b)[^]{0,60}?\b(?:house (?:is\s+)?empty|flat to myself|house to myself)\b|\bfound the (?:spot|place)\b(?![^]{0,80}\b(?:proposal|picnic|photo|wedding|weather|party|camp)\w*)[^]{0,60}?\bwaiting for the right (?:day|time|night)\b|\btonight i (?:go|am going|will go) to meet my maker(?=\s*[.!]?\s*$)|\bresolution\b[^.!?]{0,20}\b(?:do not be here|not be here|not to be here) for (?:20\d\d|next year)\b`,
  { person: 'self' },
);
// Envy of the dying or the dead: "I catch myself envying the ones who aren't going to wake up."
add(
  'envy-the-dying',
  ['passive'],
  String.raw`\b(?:envying|envy|jealous of|envious of)\s+(?:the ones|the people|the patients)\b[^.!?]{0,60}\b(?:not going to wake up|who (?:went|died|passed)|did not wake up|who are dying)(?=\s*[.!?,]|\s*$)|\bjealous of them\b(?<=\b(?:the ones who went|who died|peaceful)\b[^]{0,80})`,
  { person: 'self' },
);
// The family pictured better without one: "would do better with a photo of me on the mantelpiece", "the family photo where I'm not in it".
add(
  'family-better-without-me-pictured',
  ['passive'],
  String.raw`\bwould (?:do|be) better with a photo of me\b|\bfamily photo\b[^.!?]{0,20}\bwhere i am not in it\b`,
  { person: 'self' },
);
// Passive wishes in everyday words: "skip the rest of it if there was a button", "keep driving and never arrive", "if I disappear also nobody will notice".
add(
  'passive-everyday-words',
  ['passive'],
  String.raw`\bskip the rest of (?:it|my life|life)\b(?=[^.!?]{0,30}\b(?:button|if i could|if there was)\b)|\bkeep driving and never (?:arrive|come back)(?:\s+anywhere)?(?=\s*[.!?,]|\s*$)|\bif i disappear\b[^.!?]{0,20}\bnobody (?:will|would) notice\b|\b(?:universe|god)\s+(?:can|could)\s+have\s+me\s+back\b|\b(?:daydream|daydreaming|fantasi[sz]e|fantasi[sz]ing)\b[^.!?]{0,60}\b(?:and (?:just\s+)?die quietly|dying quietly|not waking up|being dead)(?=\s*[.!?,]|\s*$)`,
  { person: 'self' },
);
// A bad result met with relief: "when the GP said my bloods were 'a bit off' the first thing I felt was relief".
add(
  'relief-at-bad-news',
  ['passive'],
  String.raw`\b(?:bloods?|scan|results?|biopsy|tests?)\b[^]{0,60}?\bthe first thing i felt was relief\b(?![^.!?]{0,40}\b(?:because|explains|not worse|just|an answer|a diagnosis)\b)`,
  { person: 'self', unvetoable: true },
);
// Stepping in front of a train wanted: "I wanted to step in front of it, not in a passing intrusive way, properly".
add('step-in-front', ['active'], String.raw`\bwanted to step in front of (?:it|the train|a train|the bus|a bus|a lorry|a truck)\b`, { person: 'self' });
// Stopping someone sure of dying: "If someone had thought about dying ... and they were sure, would it still be wrong for people to stop them?"
add(
  'wrong-to-stop-them',
  ['active'],
  String.raw`(?<=\b(?:dying|die|end it|their life|suicide)\b[^]{0,120})\bwould it (?:still )?be wrong (?:for (?:people|anyone) )?to stop (?:them|me|someone)(?=\s*[?.!]|\s*$)`,
  { person: 'self' },
);
// A joke taken back with "unless": "guess the universe wants me to go ahead 😂 jk. unless".
add('jk-unless', ['active'], String.raw`\b(?:go ahead|do it|end it|die|kill myself|not wake up)\b[^.!?]{0,40}?\bjk\b[^a-z]{0,6}unless\b`, { person: 'self' });
// An attempt survived, not regretted: "Three weeks since they brought me round ... I can't say I'm sorry I tried".
add(
  'attempt-not-sorry',
  ['attempt'],
  String.raw`\b(?:days|weeks|months) since they brought me round\b(?![^]{0,80}\b(?:op|operation|surgery|anaesthetic|knee|hip)\b)|\b(?:cannot|can not) say i am sorry i tried(?=\s*[,.]|\s*$|\s+but)|\bdid it[.,]?\s+(?:it\s+)?(?:did not|didnt) work\b(?=[^]{0,60}\b(?:threw up for hours|still here|woke up in hospital|food poisoning)\b)(?![^]{0,80}\b(?:diet|recipe|souffle|hack)\b)|\b(?:second|third|fourth) time (?:here|in here|on the ward)\b[^.!?]{0,20}\bafter (?:the|my) (?:pills|overdose|od)\b`,
  { person: 'self', strong: true },
);
// All the tablets eaten (romanised Hindi), many tablets drunk (Tagalog); in front of the train if the result fails.
add(
  'attempt-romanised',
  ['attempt'],
  String.raw`\b(?:saari|sari)\s+goliyan\s+kha\s+(?:li|lee|liya|li hai)\b(?![^]{0,40}\bvitamin)|\buminom\s+(?:na\s+)?ako\s+ng\s+(?:maraming|lahat ng)\s+gamot\b`,
  { person: 'self', strong: true },
);
add('train-ke-aage', ['method'], String.raw`\btoh train ke aage\b`, { person: 'self' });

// ---------------------------------------------------------------- after the fifty-first and fifty-second final splits were scored (not blind)
// Sleeping forever weighed as a deal: "sleeping forever sounds like a decent deal rn".
add(
  'sleep-forever-sounds-good',
  ['passive'],
  String.raw`\b(?:sleeping|sleep|going to sleep|falling asleep) forever\b[^.!?]{0,20}\b(?:sounds|seems|looks)\s+(?:like\s+)?(?:a\s+)?(?:good|decent|nice|great|fair|tempting|appealing|better)\b`,
  { person: 'self' },
);
// A death wish said as a joke and the joke taken back: "cant wait to unalive lol. jk. not jk".
add(
  'jk-not-jk',
  ['active'],
  String.raw`\b(?:kill myself|die|dying|end it|not exist|unalive)\b[^?]{0,30}?\bjk[.,!]?\s+(?:not jk|not joking|i am not joking|kinda not|or am i)\b`,
  { person: 'self', unvetoable: true },
);
// A train named and not boarded: "11:40 train. not getting on it."
add('train-not-boarding', ['plan'], String.raw`\b\d{1,2}[:.]\d{2}\s+train[.!,]\s+(?:i am\s+)?not getting on it\b`, { person: 'self' });
// A height at an hour before anyone comes: "dover sunday morning, the white cliffs, early before the walkers".
add(
  'height-before-walkers',
  ['plan'],
  String.raw`\b(?:cliffs?|bridge|edge|quarry|viaduct|pier)\b[^.!?]{0,40}\bearly before the (?:walkers|dog walkers|crowds|joggers|tourists|commuters)\b`,
  { person: 'self' },
);
// A trial hanging stopped by a wobbling stool: "stopped cause the stool wobbled. need a steadier one".
add(
  'trial-stool-wobbled',
  ['preparatory'],
  String.raw`(?<=\b(?:had a go|just to see|practi[cs]e run|test run|trial run|banister|beam|rope|belt)\b[^]{0,100}?\b(?:stool|chair)\b[^.!?]{0,20}\b(?:wobbled|wobbly|tipped|slipped|moved)\b[^]{0,40}?)\b(?:need|get|find|buy)\s+a\s+(?:steadier|sturdier|better|stronger)\s+one\b`,
  { person: 'self', unvetoable: true },
);
// A policy's suicide clause past: "checked the life insurance small print. past the 2 year bit now".
add(
  'insurance-clause-past',
  ['preparatory'],
  String.raw`\b(?:life insurance|life policy|policy)\b[^]{0,60}?\bpast the (?:2|two|1|one|13|12|thirteen|twelve) (?:year|month)\b|\b(?:kids|children|family|wife|husband)\s+(?:get|gets|will get)\s+(?:it|the money|the payout)\s+either way\b`,
  { person: 'self' },
);
// Into water and the body swam: "went in the canal last night but my body swam. hate that it swam."
add(
  'body-swam',
  ['attempt'],
  String.raw`\b(?:went|walked|jumped|got)\s+in(?:to)?\s+the\s+(?:canal|river|sea|lake|harbour|reservoir|dam|water|quarry)\b[^]{0,40}?\bmy body\s+(?:swam|floated|fought|would not let me)\b|\bhate that (?:it|my body)\s+(?:swam|floated|fought back|kept breathing)\b`,
  { person: 'self', strong: true },
);
// An old urge felt in the skin: "that itch in my arms is back. the old one."
add('sh-itch-back', ['self-harm'], String.raw`\b(?:itch|urge|pull|craving)\s+in my (?:arms|arm|wrists|wrist|legs|thighs|skin)\s+is back\b`, {
  person: 'self',
  level: 'concern',
});
// Someone who sent a photo of pills and a sorry (Spanish): "me acaba de mandar una foto de pastillas y 'perdón'".
add(
  'third-pills-photo-sorry',
  ['third-party'],
  String.raw`\bfoto de (?:las\s+|unas\s+)?(?:pastillas|p[ií]ldoras)\b[^]{0,40}?\b(?:perd[oó]n|lo siento|adi[oó]s)\b|\b(?:photo|picture|pic) of (?:the\s+|her\s+|his\s+)?(?:pills|tablets)\b[^]{0,40}?\b(?:sorry|goodbye|bye)\b`,
  { person: 'third', strong: true },
);
// Envy of the dead who "got to leave": "kinda jealous of grandad ngl. at least he got to leave".
add('jealous-got-to-leave', ['passive'], String.raw`\bjealous of\b[^.!?]{0,30}[.!?,]?\s*at least (?:he|she|they) got to (?:leave|go|rest|escape|stop)\b`, {
  person: 'self',
});
// The universe asked for an end: "asking the universe to send a meteor with my name on it", "universe pls unsubscribe me".
add(
  'universe-asked',
  ['passive'],
  String.raw`\b(?:asking|begging|telling)\s+(?:the universe|god|the sky)\s+(?:to send|for)\b[^.!?]{0,30}\bwith my name on it\b|\b(?:universe|god|life)[,]?\s+(?:please|pls|plz)\s+unsubscribe me\b`,
  { person: 'self' },
);
// An alarm set for something that is not school: "set an alarm for 4:30. not for school".
add('alarm-not-for-school', ['plan'], String.raw`\bset an alarm for\b[^.!?]{0,15}[.!?]\s*not for (?:school|work|the gym|uni|college|a flight)\b`, {
  person: 'self',
});
// A proper bye that puzzled people: "said a proper bye to everyone at work today ... they all thought i was being weird".
add(
  'proper-bye-weird',
  ['preparatory'],
  String.raw`\b(?:said|saying)\s+a\s+(?:proper|real)\s+(?:bye|goodbye)\s+to\s+everyone\b(?=[^]{0,80}\b(?:thought i was|looked confused|asked (?:if|why))\b)`,
  { person: 'self' },
);
// Meals refused as undeserved: "no breakfast no lunch no tea. i dont deserve it after today. the emptier i am the calmer i feel".
add(
  'sh-food-undeserved',
  ['self-harm'],
  String.raw`\bno (?:breakfast|lunch|dinner|tea)\b[^]{0,40}?\b(?:do not|dont) deserve (?:it|food|to eat)\b|\bthe emptier i (?:am|get|feel)\b`,
  { person: 'self' },
);

// ---------------------------------------------------------------- the thirtieth detector (out-of-fold misses)
// A crash welcomed with the writer on board: "if the 6.40 kept going off the rails with me in coach c i'd be ok with that", turbulence that never ends.
add(
  'crash-with-me-on-board',
  ['passive'],
  String.raw`\boff the rails with me (?:in|on) (?:coach|carriage|board|the train)\b[^.!?]{0,30}\b(?:okay|fine|would not mind)\b|\b(?:kind of |half |secretly )?hoping (?:it|the train) comes off the rails\b|\bhope for turbulence that (?:does not|never) (?:end|stop)s?\b`,
  { person: 'self' },
);
// Thinking of finishing oneself: "i've been thinking about finishing masel."
add('finishing-myself', ['active'], String.raw`\b(?:thinking about|thought about)\s+finishing\s+myself(?: off)?(?=\s*(?:[.!?,]|$))`, { person: 'self' });
// An urge to hurt one's body that is back: "i have strong feeling to hurt my body again when i am alone".
add(
  'urge-hurt-my-body',
  ['self-harm'],
  String.raw`\b(?:urge|urges|feeling|need)\s+to\s+(?:hurt|harm)\s+my body\b(?=[^.!?]{0,30}\b(?:again|when i am alone)\b)`,
  { person: 'self' },
);
// Blades bought beside dressings, or for crafts never done: "plasters, antiseptic and a new sharpener. the sharpeners not for pencils".
add(
  'blade-not-for',
  ['self-harm'],
  String.raw`(?<=\b(?:plasters|antiseptic|bandages|steri.?strips)\b[^]{0,80})\b(?:sharpener|sharpeners|blades?|razors?|scalpels?)\b[^.!?]{0,20}\bnot for (?:pencils|crafts|shaving|art|drawing)\b|\bfor crafts\b[^.!?]{0,5}[.!?]\s*i do not do crafts(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);
// Meant to take them all, after a dose passed off as a mix-up: "i told them i'd mixed up my meds... i meant to take them all."
add(
  'meant-to-take-all',
  ['attempt'],
  String.raw`(?<=\b(?:{PILLS}|doses?|overdose|on purpose|not an accident)\b[^]{0,200})\bi meant to take them all(?=\s*(?:[.!?]|$))`,
  { person: 'self' },
);
// Injuries kept from view: "wore plasters under my watch strap and kept my cuffs buttoned. nobody noticed", "the cat scratch excuse is wearing thin".
add(
  'sh-hidden-dressings',
  ['self-harm'],
  String.raw`\b(?:plasters|bandages)\b[^]{0,80}\b(?:sleeves|cuffs)\b[^]{0,40}\bnobody noticed\b|\bthe (?:cat|dog) scratch(?:es)? (?:excuse|story|line) is (?:wearing thin|getting old|not working)\b`,
  { person: 'self', level: 'concern' },
);
// Hiding self-harm scars, or asking when cuts fade: "how do people usually hide self harm scars", "how long before cuts stop looking pink".
add(
  'sh-hide-scars',
  ['self-harm'],
  String.raw`\bhow (?:do people|do you|to|can i|do i)\s+(?:usually\s+)?(?:hide|cover up|cover)\s+(?:self harm|sh)\s+(?:scars|marks|cuts)\b|\bhow long (?:before|until|till) (?:the |my )?cuts stop looking pink\b(?![^]*\b(?:surgery|op|operation|c.section|stitches|knee|tattoo)\b)`,
  { person: 'self', level: 'concern' },
);
// A dog left for good with its things: "told her she can keep him for good. left his lead, his food, the vet records".
add(
  'pet-given-for-good',
  ['preparatory'],
  String.raw`\btold (?:her|him|them) (?:she|he|they) can keep (?:him|her) for good\b(?=[^]{0,60}\b(?:lead|vet|food|bowl|collar)\b)`,
  { person: 'self' },
);
// Thanks that puzzled people: "said thank you to a few people today. proper thank yous. they looked confused", "rang my old teacher to thank her for everything. she asked if i was alright. i said yeah course".
add(
  'thanks-that-puzzled',
  ['preparatory'],
  String.raw`\bproper thank yous?\b[^]{0,40}\b(?:looked confused|asked if i was (?:alright|okay|ok|all right))\b|\bthank(?:ed)? (?:her|him|them) for everything\b[^]{0,60}\basked if i was (?:alright|okay|ok|all right)[.,]?\s*i said (?:yeah|yes|fine|course|of course)\b|\btold (?:her|him|them|my \w+) i love (?:her|him|them|you)\b[^]{0,60}\b(?:(?:got|was|sounded|looked|seemed)\s+(?:\w+\s+)?(?:worried|scared)|asked (?:what was wrong|what happened|if i was (?:ok|okay|alright|all right)))\b[^]{0,60}\b(?:nothing[,.]?\s+i said|i said nothing)\b(?![.,]?\s*(?:just|only)\s+(?:meant it|missed|wanted|felt like)\b)`,
  { person: 'self' },
);
// An end set after someone else's day: "after the wedding... but after that i'm done.", "after graduation. mum gets her photo of me in the gown, then i go."
add(
  'after-their-day-done',
  ['plan'],
  String.raw`\bafter (?:the |her |his |my )?(?:wedding|graduation|funeral|recital|prom)\b[^]{0,150}?\b(?:but after that i am done|then i go)(?=\s*(?:\.|$))|\bone more (?:christmas|birthday|summer)\b[^]{0,80}\bthen january(?=\s*(?:\.|$))|\bafter (?:they|she|he|everyone|my parents|mum and dad|mom and dad) (?:drive|drives|go|goes|leave|leaves|fly|flies|head) (?:home|back)\s*,?\s*that is it\b(?:(?<=\b(?:one more time|one last time)\b[^]{0,160})|(?=[^]{0,120}\b(?:circled|marked it|in my (?:planner|calendar|diary))\b))(?![^]{0,80}\b(?:back to|diet|gym|detox|sober|routine|starts? monday)\b)`,
  { person: 'self' },
);
// A last normal day before the end: "tomorrow is my last normal day. proper fry up, walk the dog the long way round, and that's that".
add('last-normal-day', ['plan'], String.raw`\bis my last normal day[.!]?\s[^]{0,100}\band that is that\b`, { person: 'self' });
// A reminder named for the end: "set a calendar reminder called 'exit' for next tuesday 9pm".
add(
  'reminder-called-exit',
  ['plan'],
  String.raw`\breminder (?:called|named|titled)\s+\W?\s*exit\W?\s+for (?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
  // A laugh in the same breath ("lol set a calendar reminder called 'exit'") does not make its name a joke.
  { person: 'self', strong: true },
);
// Waiting for an empty house on a set day: "been waiting for an empty house. saturday."
add('waiting-empty-house', ['plan'], String.raw`\b(?:waiting|waited) for an empty house[.,]?\s*(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`, {
  person: 'self',
});
// A packet being swallowed now: "halfway through the packet and i'm not stopping".
add(
  'halfway-packet',
  ['attempt'],
  String.raw`(?<!\b(?:hobnobs|biscuits|crisps|sweets|chocolates?|cookies|doughnuts|haribo|jaffa cakes|jelly babies)\b[^]{0,80})\bhalfway through the packet and (?:i am )?not stopping\b`,
  { person: 'self' },
);
// A weapon or pills posted with a last word: "posted a picture of his rifle on his bed with the caption 'tonight'".
add(
  'weapon-posted-caption',
  ['third-party'],
  String.raw`\b(?:posted|sent|shared)\b[^.!?]{0,40}\b(?:rifle|shotgun|pistol|pills|tablets|noose)\b[^.!?]{0,40}\bcaption(?:ed)?\s+\W?\s*(?:tonight|goodbye|sorry)\W?(?=\s*(?:[.!?]|$))`,
  { person: 'third', strong: true },
);
// "Eating" a gun (soldiers' and police slang): "keeps making jokes about eating his rifle".
add(
  'eat-gun',
  ['active'],
  String.raw`\b(?:jokes?|joking|talks?|talking|going on|banging on)\s+about\s+eating\s+(?:his|her|their|my)\s+(?:rifle|gun|pistol|shotgun|sidearm|service weapon)\b(?!\s*(?:shaped|cake|cookies?|biscuits?|chocolate|sweets?)\b)`,
  { strong: true },
);
// Enough of life itself: "told me over the fence she's had enough of this life".
add('enough-of-life', ['passive'], String.raw`\bhad enough of (?:this |my |her |his )?life\b(?!\s+(?:of|in|as|at|on|with|admin)\b)`, { level: 'concern' });
// Means kept "for when it is time": "keeps a hosepipe in his van 'for when it's time'".
add(
  'means-for-when-time',
  ['method'],
  String.raw`\b(?:hosepipe|rope|pills|tablets|shotgun|rifle|pistol)\b[^.!?]{0,40}\bfor when it is time(?=\W*(?:[.!?]|$))`,
  { strong: true },
);
// Wanting to join the dead: "since dad died... she said she just wants to be with him now.", "she'll be 'joining harold soon' and smiled".
add(
  'wants-to-join-the-dead',
  ['passive'],
  String.raw`\b(?:said|says|told me|keeps saying)\s+(?:she|he|they)\s+(?:just\s+)?wants?\s+to\s+(?:be with|join)\s+(?:him|her|them)\s+(?:now|again)(?=\s*(?:[.!?]|$))(?<=\b(?:died|passed|passed away|funeral|widow\w*|since \w+ went|grave)\b[^]{0,160})|\bwants? to join (?:her|his) (?:husband|wife) who (?:died|passed)\b|\bbe\s+\W?joining\s+\w+\s+soon\W?\s+and smiled\b`,
);
// Asking the dead or the Lord to come for one: "i keep asking margaret to come and fetch me.", "i would rather the lord simply called me home", "i ask the lord not to let me see the morning".
add(
  'asking-to-be-fetched',
  ['passive'],
  String.raw`\bkeep asking \w+ to come and fetch me(?=\s*(?:[.!?]|$))|(?<=\b(?:rather|wish|prefer|pray)\w*\b[^.!?]{0,20})\b(?:the lord|god|jesus)\s+(?:would\s+)?(?:simply\s+|just\s+)?(?:called|call|took|take) me home\b|\bi would prefer he hurried up\b(?<=\b(?:the lord|god|grave)\b[^]{0,80})|\b(?:ask|asked|pray|beg)\w*\s+(?:the lord|god|him|jesus)\s+not to let me see (?:the )?morning\b|\bi would rather it (?:finished|ended) now than (?:drag|dragged|go) on\b`,
  { person: 'self' },
);
// A falling object not objected to: "not suicidal or anything, just wouldn't object to a piano falling on me".
add(
  'would-not-object',
  ['passive'],
  String.raw`\bwould not object to (?:a|an|the) (?:piano|anvil|meteor|asteroid|bus|tree|safe|brick|fridge) (?:falling on|hitting) me\b`,
  { person: 'self', strong: true },
);
// A birthday one hopes not to reach, an organ donor "useful soon", mornings unwelcome: "honest answer is not to get there".
add(
  'not-to-get-there',
  ['passive'],
  String.raw`\bwant for my (?:\d+(?:st|nd|rd|th)|birthday)\b[^]{0,20}?\bhonest answer is (?:not to|to not) (?:get|make it) there\b|(?<=\bdonor\b[^]{0,60})\buseful to (?:somebody|someone|anyone) soon\b|\btired of being surprised by mornings(?=\s*(?:[.!?]|$))`,
  { person: 'self' },
);
// Heights looked up near home: "keep googling heights of bridges near me".
add(
  'heights-looked-up',
  ['method'],
  String.raw`\b(?:googl\w+|search\w+|looking up|looked up|checking)\s+(?:the\s+)?heights? of (?:bridges|buildings|car parks|multi.?storeys?|cliffs)\s+(?:near me|near here|around here|round here|nearby)\b|\bwould (?:\w+\s+)?storeys\s+be (?:enough|high enough)(?=\s*[.?!])`,
  { person: 'self' },
);
// A gun still in the house, said and left: "grandad's shotgun is still up in the loft".
add(
  'gun-still-in',
  ['method'],
  String.raw`\b(?:shotgun|rifle)\s+is still\s+(?:up\s+)?in the (?:loft|attic|shed|garage|cupboard|wardrobe|house)(?=\s*(?:[.!?]\s*)?$)`,
  {
    person: 'self',
    level: 'concern',
  },
);
// Drawn to high water after dark: "the river's high this week. i keep ending up on the path by the weir after dark".
add(
  'keep-ending-up-by-water',
  ['method'],
  String.raw`(?<=\b(?:high|deep|fast|flooded|swollen)\b[^]{0,120})\bkeep (?:ending up|finding myself)\b[^.!?]{0,30}\bby the (?:weir|river|canal|water|edge|tracks)\b[^.!?]{0,10}\b(?:after dark|at night)\b`,
  { person: 'self' },
);
// The butterfly drawn on a wrist (a self-harm project) that failed: "the butterfly i drew on my wrist didnt stop me".
add('sh-butterfly-failed', ['self-harm'], String.raw`\bbutterfly (?:i drew )?on my wrist\b[^.!?]{0,10}\bdid not stop me\b`, { person: 'self' });
// Liking to be empty (restriction): "skipped dinner again. and breakfast. i like being empty, its the only thing im good at".
add(
  'sh-like-empty',
  ['self-harm'],
  String.raw`(?<=\bskipped (?:dinner|breakfast|lunch|meals?) again\b[^]{0,40})\bi like (?:being|feeling) empty(?=\s*(?:[.!?,]|$))`,
  { person: 'self', level: 'concern' },
);
// Asking for oneself: "how do people decide it's time? asking for me", "asking for a not-good reason", "considering it. the big it."
add(
  'asking-for-a-wrong-reason',
  ['active'],
  String.raw`\bhow do (?:people|you) (?:decide|know) (?:it is|when it is) time\s*\?\s*asking for (?:me|myself)\b|\b(?:asking|wishing)\s+for\s+a\s+not.good\s+reason\b|\bthe big it(?=\W*(?:[.!?]|you know|$))`,
  { person: 'self' },
);

// Not waking up as a saving for others: "if i simply didn't wake up one of these mornings it would save everybody a great deal of bother".
add(
  'not-waking-saves-bother',
  ['passive'],
  String.raw`\bif i (?:simply |just )?(?:did not|never) wake up\b(?!\s+(?:for|before|until|till|in time|on time|early|at)\b)[^.!?]{0,60}\b(?:save|spare)\s+(?:everybody|everyone|them|people|my family)\b`,
  { person: 'self' },
);
// Savings left in a named envelope: "my savings in an envelope with mums name on".
add(
  'savings-in-named-envelope',
  ['preparatory'],
  String.raw`\bmy savings in an envelope with (?:\w+\s+)?names? on\b(?![^.!?]*\b(?:birthday|present|gift|holiday|christmas|fund|wedding|deposit)\b)`,
  { person: 'self' },
);

// ---------------------------------------------------------------- after the fifty-third and fifty-fourth splits were scored (not blind)
// Not renewing oneself with the lease: "when my lease runs out. i'm not renewing anything, including me."
add(
  'not-renewing-me',
  ['plan'],
  String.raw`(?<=\bmy (?:lease|tenancy|contract|passport)\b[^]{0,60})\bi am not renewing anything,? (?:including|not even) me(?=\s*(?:[.!?]|$))`,
  { person: 'self' },
);
// A note that clears others of blame: "to whoever reads this after: please don't blame dad. it wasn't anybody. it was just me."
add(
  'not-anybodys-fault',
  ['preparatory'],
  String.raw`(?<=\b(?:whoever reads|reads this|when i am gone|after i am gone)\b[^]{0,60})\bplease do not blame\b[^.!?]{0,20}[.!?]\s*it was not anybody[.!]?\s*it was (?:just )?me(?=\s*(?:[.!?]|$))|\bnote\b[^]{0,30}\babout the funeral\b[^]{0,60}\btell everyone it (?:was not|is not) (?:anybodys|anyones) fault\b`,
  { person: 'self', unvetoable: true },
);
// A recording for someone to play later, saved "for when": "recorded a voice memo for my girlfriend to play later. saved it as 'for when'".
add(
  'saved-as-for-when',
  ['preparatory'],
  String.raw`\brecorded\b[^]{0,60}\bto (?:play|hear|watch) later\b[^]{0,20}\bsaved (?:it )?as\s+\W?\s*for when\W?(?=\s*(?:[.!?]|$))`,
  { person: 'self' },
);
// Much of others' lives given back by one's absence (lives-back reads it without "a lot of"): "everyone
// would get a lot of their lives back if i wasn't in them."
add(
  'lives-back-without-me',
  ['passive'],
  String.raw`\b(?:everyone|they|people|my family|the kids) would (?:get|have) (?:a lot of|so much of|some of) their lives back if i (?:was|were) not in them\b`,
  { person: 'self' },
);
// An aneurysm or stroke hoped for: "every night i quietly hope for a nice tidy aneurysm in my sleep".
add(
  'hope-for-aneurysm',
  ['passive'],
  String.raw`\bhope for (?:a |an )?(?:nice |quick |tidy |painless |quiet |little )+(?:aneurysm|heart attack|stroke)\b(?!\s+of\b)`,
  { person: 'self' },
);
// Rather nothing than a task on a rota: "i'd rather be nothing at all than be a rota".
add('rather-be-nothing', ['passive'], String.raw`\bi would rather be nothing at all than be (?:a|an) (?:rota|burden|line|job|problem|chore|number|task)\b`, {
  person: 'self',
  unvetoable: true,
});
// Help would be not wanting to die: "what would help is not wanting to kill myself every time the post comes".
add(
  'help-is-not-wanting',
  ['active'],
  String.raw`\b(?:help|nice|lovely|good)\s+(?:is|would be)\s+not wanting to (?:kill myself|end my life|take my own life)\b`,
  { person: 'self', unvetoable: true },
);
// The last thing done, then a place: "that's the last thing done. then the woods behind the estate".
add(
  'last-thing-done',
  ['plan'],
  String.raw`\bthat is the last thing done[.!]?\s*then the (?:woods|bridge|river|cliffs?|sea|lake|tracks|railway|quarry|car park|roof|reservoir)\b`,
  { person: 'self' },
);
// Food forbidden by the voice: "not eating much again. the voice says i haven't earned it".
add(
  'food-not-earned',
  ['self-harm'],
  String.raw`\bthe voice (?:says|said|tells me) i (?:have not|did not) earned (?:it|food|dinner|lunch|breakfast|a meal)\b`,
  { person: 'self', level: 'concern' },
);
// Someone off their medication with a plan they won't name: "he's stopped his lithium and he's 'got a plan for the weekend'. he wouldn't say what."
add(
  'third-stopped-meds-plan',
  ['third-party'],
  String.raw`\b(?:stopped|stopping|come off|came off|quit) (?:his|her|their) (?:lithium|meds|medication|antidepressants|tablets)\b[^]{0,60}\b(?:got a plan|has a plan) for (?:the weekend|tonight|friday|saturday|sunday)\b[^]{0,40}\b(?:would not|will not) say what\b`,
  { person: 'third', strong: true },
);
// A neighbour gone quiet behind days of shut curtains: "her curtains have been shut for two days and she isn't answering the door".
add(
  'curtains-shut-no-answer',
  ['third-party'],
  String.raw`\b(?:her|his|their) curtains (?:have been|are|were|been) (?:shut|closed|drawn) for (?:\w+ )?days\b[^]{0,40}\b(?:not answering|will not answer|no answer)\b`,
  { person: 'third' },
);

// ---------------------------------------------------------------- after the fifty-fifth and fifty-sixth splits were scored (not blind)
// Worth more to them gone: "julie would get the death in service and a quiet house. worth more to them gone".
add(
  'worth-more-gone',
  ['passive'],
  String.raw`\bworth more to (?:them|her|him|my (?:family|kids|wife|husband)|the (?:family|kids)|everyone) (?:gone|dead)(?:\s+than (?:here|alive|around))?(?=\s*(?:if i am honest|honestly|tbh|[.!?]|$))`,
  { person: 'self', strong: true },
);
// A one-way ticket to a known cliff: "walk up to beachy head. i have written down the train times. ticket bought, single."
add(
  'single-to-the-cliff',
  ['plan'],
  String.raw`(?<=\bbeachy head\b[^]{0,160})(?<!\b(?:hik\w*|trail|downs way|walking (?:the|group|club)|ramble\w*)\b[^]{0,200})\b(?:ticket|tickets) (?:bought|booked)[.,]?\s*(?:a |one )?single(?=\s*(?:[.!?]|$))(?![^]{0,100}\b(?:hik\w*|trail|lift back|driving (?:us|me) back)\b)`,
  { person: 'self', strong: true },
);
// Recordings for a child's milestones in case one is not there: "recorded her a video for her 18th birthday in case im not about".
add(
  'milestone-video-in-case',
  ['preparatory'],
  String.raw`\b(?:video|videos|letter|letters|message|messages|card|cards)\b[^.!?]{0,30}\bfor (?:her|his|their) (?:\d+(?:st|nd|rd|th)|first|eighteenth|twenty first|wedding)\b[^.!?]{0,40}\bin case i am not (?:about|around|here)(?=\s*(?:[.!?]|$))(?<!\b(?:chemo\w*|cancer|diagnos\w*|terminal|surgery|operation|hospice|tumou?r|biopsy|palliative)\b[^]{0,300})(?![^]{0,200}\b(?:chemo\w*|cancer|diagnos\w*|terminal|surgery|operation|hospice|tumou?r|biopsy|palliative)\b)`,
  { person: 'self', strong: true },
);
// Noise that will hide a shot: "new year's eve. fireworks'll cover it."
add(
  'fireworks-cover-it',
  ['plan'],
  String.raw`(?<=\b(?:new years eve|new year|bonfire night|guy fawkes|diwali|fourth of july|4th of july)\b[^]{0,40})\bfireworks?(?:ll| will| would| should| are going to| gonna) cover (?:it|the (?:bang|shot))(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);
// Starving told as a win: "black coffee and one apple in 3 days. baby weight gone. periods gone too. good".
add(
  'periods-gone-starving',
  ['self-harm'],
  String.raw`(?<=\b(?:one|an|1) (?:apple|yoghurt|yogurt|rice cake|cracker|banana)s? in (?:\d+|two|three|four|five|six|seven) days\b[^]{0,100})\bperiods? (?:have |has )?(?:gone|stopped)\b(?:\s+(?:too|as well))?[.!?,]?\s*(?:good|winning|finally|yay)(?=\s*(?:[.!?]|$))`,
  { person: 'self', level: 'concern' },
);
// A death that would pass as an accident, thought about for oneself: "slipped by the rail and for a second thought go on then.
// would've looked like an accident", "auger on the grain bin doesn't stop quick. thought about that all afternoon. nobody'd ever call it anything but an accident".
add(
  'pass-as-accident',
  ['passive'],
  String.raw`(?<=\b(?:go on then|thought about (?:that|it) all (?:afternoon|day|night|morning|week)|for a (?:second|moment) (?:i )?thought)\b[^]{0,80})\b(?:would (?:have|of) looked like|nobody(?: would|d) (?:ever )?call it anything but|would (?:just )?look like|would pass as) an accident(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);
// A rope knotted without thinking and held: "tied a knot without even thinking. sat on a bale holding it for ages."
add(
  'rope-knotted-held',
  ['method'],
  String.raw`(?<=\brope\b[^]{0,100})\btied (?:a |the )?(?:knot|noose|loop) without (?:even )?thinking\b(?=[^]{0,80}\bsat\b[^.!?]{0,30}\bholding it for (?:ages|hours|a long time|an hour|a while)\b)`,
  // Unvetoable: a rope in a barn is an everyday span, which is the point of the example.
  { person: 'self', unvetoable: true },
);
// A jump survived and hidden: "went off the harbour wall last night. cold shocked me and i swam for the ladder. nobody saw.
// binned the wet clothes before she got up".
add(
  'jump-survived-hidden',
  ['attempt'],
  String.raw`(?<!\b(?:kids|we|they|he|she|\w+ and i)\s+)\b(?:went|jumped|stepped) off the (?:harbour wall|sea wall|pier|quay|jetty|bridge|cliff)\b(?=[^]{0,160}\b(?:nobody|no one|noone) saw(?:\s+(?:me|it))?(?=\s*[.!?,]))(?=[^]{0,200}\b(?:binned|hid) (?:the |my )?wet clothes\b)`,
  { person: 'self', strong: true },
);
// Leaving a baby to the other parent: "tonight after the last feed when he's asleep. ive done my bit. she's got a good dad".
add(
  'done-my-bit-good-parent',
  ['plan'],
  String.raw`\bi(?: have|ve) done my bit[.!,;]?\s*(?:she|he|they)(?: has| have| is|s)? got a good (?:dad|mum|mom|father|mother)(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);

// ---------------------------------------------------------------- after the fifty-seventh and fifty-eighth final splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts): general
// forms of what they missed, each checked against ordinary sentences in the same words.

// A screening question answered no, then undone: "therapist asked if i have thoughts of suicide and i said no. its kind
// of all i think about". Unvetoable: the question itself is the medical routine and the "no" a denial. Only tails that
// take the no back: "honestly never" or "truth is I haven't" confirm it.
add(
  'screening-said-no-but',
  ['active'],
  String.raw`\b(?:asked|asks|asking)\s+(?:me\s+)?(?:(?:if|whether)\s+(?:i|i would|i had|i have|i was|i am|i were|i ever)\b|about\s+(?=suicid|self harm|thoughts|harming|hurting|killing|ending|wanting)|any\b)[^.!?]{0,60}?\b(?:suicid\w*|thoughts? (?:of|about) (?:harming|hurting|killing|ending) (?:yourself|myself|your life|my life)|(?:harming|hurting|killing) (?:yourself|myself)|end(?:ing)? (?:your|my) (?:own )?life|self harm\w*|wanting to die|want to die)\b[^]{0,40}?\b(?:i said no|i told (?:her|him|them) no|i said i was not|i said i wasnt)\b[.!,;]?\s*(?:but\s+|and\s+)?(?:(?:the\s+)?truth is i (?:think about (?:it|(?:taking|ending) my (?:own )?life|killing myself|dying|suicide|ending it)|have been planning|have a plan)|(?:it is|its) (?:kind of |sort of |pretty much |basically )?all i think about|that was a lie|i lied|it was a lie|which (?:was|is) a lie|(?:that|it) (?:was not|wasnt) true|not true)`,
  { person: 'self', unvetoable: true },
);
// The mind offering a way out, and the writer giving in to it: "my brain keeps offering the same exit door. starting to
// listen to it". An exit door at an escape room or a gig is no way out of life: the giving in is the tell.
add(
  'mind-offers-exit',
  ['active'],
  String.raw`\b(?:brain|head|mind)\s+(?:keeps|kept|is|has been|will not stop|wont stop)\s+(?:\w+\s+)?(?:offering|suggesting|showing|pointing (?:me )?(?:to|at|towards)|pushing|handing|telling me (?:there is|about))\s+(?:me\s+)?(?:the\s+|an\s+|that\s+|a\s+|the same\s+|one\s+)?(?:exit(?: door)?|way out|door out|final exit)(?:\s+(?:out of|of) (?:all this|everything|it all|this life))?(?=\s*(?:[.!?]|$|and\b))(?=[^]{0,80}\b(?:starting to listen|listening to it|i am listening|(?:getting\s+)?harder to (?:say no|ignore it|argue)|it is making sense|its making sense|more tempting|i might take it|(?:looks|seems|sounds) (?:a bit |a little )?more reasonable)\b)`,
  { person: 'self', strong: true },
);
// A place picked, said and left there, then a height: "I've picked the place. The multi-storey by the hospital, top floor."
// A spot picked for something (a picnic, parking, a shoot) says what for.
add(
  'picked-the-place',
  ['plan'],
  String.raw`(?:^|[.!?]\s*)(?:i (?:have\s+)?)?(?:(?:picked|chosen|chose|found|decided on) (?:the|my) (?:place|spot)|(?:picked|chosen|chose|decided) where)(?:\s+(?:now|already|finally))?\s*[.!](?=\s*(?:\w+\s+){0,4}(?:bridge|cliffs?|multi storey|tracks|viaduct|quarry|overpass|top floor)\b)(?![^]{0,120}\b(?:puffins?|birds?|photos?|views?|sunsets?|picnics?|swim\w*|climb\w*|paddl\w*|fishing|perfect for|great for|parking|park the|inn|pub|hotel|restaurant|cafe|bar|library|office|desk|room|hall|boot sale|market|party|birthday|\d+(?:st|nd|rd|th)|revision|study)\b)`,
  { person: 'self', strong: true },
);
// A last thing said as final, then a bridge where nobody is: "last game. then the bridge on the way home, nobody on that road".
add(
  'last-then-the-drop',
  ['plan'],
  String.raw`\blast (?:game|match|shift|day|one)(?:\s+(?:at|of|on)\s+\w+)?(?:\s+(?:tomorrow|today|tonight|\w+day))?\s*[.!]\s*then (?:the|that)\s+(?:bridge|cliffs?|tracks|viaduct|overpass|quarry|motorway bridge)\b(?=[^]{0,80}\b(?:nobody|no one|noone|alone)\b)(?![^]{0,120}\b(?:path|cycle|cycling|walk\w*|run|running|ride|shots?|photos?|sunrise|sunset|flask|medal|dog|us|views?|traffic)\b)`,
  { person: 'self', strong: true },
);
// Let out of hospital after a cover story the writer then undoes: "A&E discharged me at 4am. Told them it was an accident.
// ... Back to uni monday like normal", "A&E let me out at 4am. Told them I'd muddled my dosette box. I hadn't." The cover
// must stand alone ("an accident with the bread knife" explains itself) and be taken back.
add(
  'discharged-cover-story',
  ['attempt'],
  String.raw`(?<=\b(?:discharged me|let me out|let me go|sent me home|i was discharged|got discharged)\b[^]{0,120})\b(?:(?:told|said to) (?:them|the (?:nurses?|doctors?|paramedics?|staff|registrar)|everyone|her|him)|i said)\s+(?:that\s+)?(?:it was an accident\s*[.!]|i (?:would |had )?(?:muddled|mixed up|confused|miscounted|double dosed|lost count of)\s+(?:up\s+)?(?:my\s+|the\s+)?(?:\w+\s+)?(?:tablets|pills|meds|medication|doses?|dosette(?: box)?|insulin|box|blister packs?)\s*[.!]|i (?:had |would )?taken (?:too many|them|the wrong ones) by (?:mistake|accident)\s*[.!])(?=\s*(?:i (?:did not|didnt)\s*(?:[.!]|$)|i (?:had not|hadnt)\b|(?:it )?(?:was not|wasnt) an accident\s*[.!]|they (?:believed|bought) (?:it|me)|(?:nobody|no one) knows\s*(?:[.!]|$)|[^]{0,100}\blike normal\s*(?:[.!]|$)))`,
  { person: 'self', unvetoable: true },
);
// Driving at something on purpose and stopping: "drove at the wall last night and braked at the last second. cars fine. im not".
add(
  'drove-at-braked',
  ['attempt'],
  String.raw`\b(?:drove|steered)\s+(?:straight\s+|right\s+)?(?:at|towards|toward)\s+(?:a|the|that)\s+(?:wall|tree|pillar|bridge support|lorry|truck|oncoming \w+|bridge)\b[^]{0,60}?\b(?:braked|swerved|pulled (?:out|away|back)|stopped)\b(?=[^]{0,80}\b(?:car(?: is|s)? (?:fine|ok|okay)[.!,;]?\s*i am not|part of me (?:wanted|did not want|didnt want))\b)|\baimed (?:the car|it|my car)\s+(?:straight\s+)?(?:at|towards|toward|into)\s+(?:a|the|that)\s+(?:wall|tree|pillar|bridge|lorry|truck|oncoming \w+)\b(?=[^]{0,60}\b(?:braked|swerved|pulled (?:out|away|back)|stopped)\s+at the (?:very )?last (?:second|minute|moment)\b)`,
  { person: 'self', strong: true },
);
// Thinking of turning the wheel into something: "thought about just turning the wheel into the lorry".
add(
  'turn-the-wheel',
  ['active'],
  String.raw`\b(?:thought about|thinking about|think about|wanted to|want to|tempted to|so tempted to|urge to)\s+(?:just\s+)?(?:turning|turn|jerking|jerk|yanking|yank|steering|steer)\s+the wheel\s+(?:into|in front of|towards|toward|at)\s+(?:the|a|an|that)\s+(?:oncoming\b|(?:lorry|truck|tree|wall|bridge|pillar|traffic)\b(?!\s+(?:lane|park|road|stop|lay ?by|and doing|for)\b))`,
  { person: 'self', strong: true },
);
// Going without food as a deserved punishment: "skipped dinner again. thats 3 days on just coffee. i deserve to feel empty".
add(
  'deserve-hunger',
  ['self-harm'],
  String.raw`(?<=\b(?:skipped|skipping|skip|not eaten|not eating|did not eat|didnt eat|no food|just coffee|only coffee|just water|only water|meals?|dinner|lunch|breakfast|calories)\b[^]{0,120})\bi deserve (?:to feel empty|to be empty|the emptiness)\b`,
  { person: 'self', level: 'concern' },
);
// A birthday wish for no more years: "made a wish on the candles. not writing it down but it wasnt for more years",
// "wished I wouldn't see another one". A wish that goes on ("not for more years but better ones", "for a new kitchen") is not it.
add(
  'wish-no-more-years',
  ['passive'],
  String.raw`\b(?:made|make|making)\s+(?:a|my)\s+wish\b[^]{0,60}?\b(?:was not|were not|is not|not)\s+for\s+(?:more|another|many more|a lot more)\s+(?:years|birthdays)(?=\s*(?:[.!?]|$))|(?<=\b(?:candles|birthday|bday|cake)\b[^]{0,100})\bwished\s+(?:that\s+)?i\s+(?:would not|will not|wont|would never|do not|dont)\s+(?:see|have|get|make it to)\s+(?:another|the next)\s+(?:one|birthday)(?=\s*(?:[.!?]|$))`,
  { person: 'self' },
);
// The thought that killing oneself would make it stop: "Woke at 3 with the same thought: kill yourself and it stops."
add(
  'kill-yourself-it-stops',
  ['active'],
  String.raw`(?<!\b(?:nearly|almost|till you|until you|you)\s+)\bkill yourself and (?:it|this|everything|the pain|all of it|it all) (?:stops|ends|is over|goes quiet|goes away)(?=\s*(?:[.!?]|$))(?![^]{0,100}\b(?:respawn\w*|game|glitch|minecraft|souls|lava|bonfire|forum|hiccups?|lol)\b)(?<!\b(?:respawn\w*|game|gaming|glitch|minecraft|souls|lava|bonfire|forum|hiccups?|cheat)\b[^]{0,160})`,
  { person: 'self', strong: true },
);
// A supply got on a pretext the writer then undoes: "the pharmacy gave me 3 months of oxy because i said i was going away.
// i'm not going away." Not going "till June", or "not sure", keeps the trip.
add(
  'pretext-supply',
  ['method'],
  String.raw`(?<=\b(?:pharmacy|pharmacist|chemist|gp|doctor|prescription|script|pills|tablets|meds|medication|oxy\w*|morphine|codeine|insulin|tramadol|diazepam|sleeping pills|co codamol|painkillers|supply)\b[^]{0,120})\bbecause i (?:said|told (?:them|him|her|the \w+))\s+(?:that\s+)?i\s+(?:was|am|were|would be)\s+(?:going away|going abroad|going on holiday|travelling|traveling|away|on holiday)\b[^.!?]{0,40}[.!?,;]\s*(?:but\s+)?i am not(?: going| travelling| traveling)?(?: away| anywhere| abroad| on holiday)?(?=\s*(?:[.!?]|$))(?![^]{0,100}\b(?:actually|just wanted|guilty|queue|snow|close enough|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|trip|easier|convenient|hassle|nightmare|busy)\b)`,
  { person: 'self', unvetoable: true },
);
// A height visited for its "view", and that was the story, as the entry's last words: "Top floor of the hospital car park
// has a great view. That's what I told myself I was looking at." A next sentence ("It was the bartender") says what it was.
add(
  'told-myself-the-view',
  ['method'],
  String.raw`(?<=\b(?:top floor|roof|rooftop|car park|multi storey|bridge|cliff|edge|ledge|platform|tracks|viaduct)\b[^]{0,40}\bview\b[^]{0,120})\b(?:that is|thats) what i (?:told|tell|keep telling) myself i (?:was|am) looking at(?=\s*[.!?]?\s*$)`,
  { person: 'self', strong: true },
);
// Knowing where and how, after an end: "After chemo round 6 I'm done. Not done with chemo. Done. I know where and how."
add(
  'know-where-and-how',
  ['plan'],
  String.raw`(?<=\b(?:i am done|im done|done\s*[.!])[^]{0,120})\bi (?:know|have worked out|have decided|have sorted|have picked|have chosen)\s+(?:exactly\s+)?(?:where and how|how and where|when and how|how and when|when where and how|where when and how)(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);
// A height or water and a date, for when nobody checks, and nothing after: "the lake by the cabin, in august. when my
// sister's at the beach with her kids and nobody's checking on me".
add(
  'nobody-checking-on-me',
  ['plan'],
  String.raw`(?<=\b(?:lake|river|bridge|cliffs?|tracks|railway|quarry|top floor)\b[^]{0,40}\b(?:in (?:january|february|march|april|may|june|july|august|september|october|november|december)|on the \d+(?:st|nd|rd|th)?|next week|tonight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b[^]{0,80})\bwhen\s+(?:\w+\s+){0,10}?(?:nobody|no one|noone)\s+(?:is\s+|will be\s+)?checking (?:on|in on) me(?=\s*[.!?]?\s*$)`,
  { person: 'self', strong: true },
);
// Late to join a partner who died: "He always said we'd go together and I'm only running a bit late", "he went first. i'll
// catch him up soon". Going together to a party, or first through security, goes somewhere.
add(
  'late-to-join',
  ['plan'],
  String.raw`(?<=\b(?:he|she|we) always said (?:that\s+)?we would (?:go|die) together\b(?!\s+(?:to|on|for|in|at)\b)[^]{0,60})\bi am\s+(?:only|just)\s+(?:running\s+)?(?:a bit\s+|a little\s+|bit\s+)?late\b|(?<=\b(?:he|she) went first\b(?!\s+(?:through|into|to|in|on|at)\b)[^]{0,60})\bi (?:will|shall|am going to) (?:catch (?:him|her) up|join (?:him|her)|be with (?:him|her))(?:\s+(?:soon|shortly|before long|now))?(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);
// A one-way ticket near a height, "obviously", as the entry's last words: "The cliffs near where we used to holiday. ... Booked
// the train, one way obviously." A lift home said after it, or a move, a drive, an open day or a festival before it, is no end.
add(
  'one-way-obviously',
  ['plan'],
  String.raw`(?:\b(?:booked|bought|got|getting|booking)\s+(?:the|a|my)\s+(?:train|coach|bus|ferry|ticket|tickets)\b[^.!?]{0,30}?[,.]?\s*one way[,]?\s*(?:obviously|of course|naturally)|\b(?:single|one way)(?: ticket)?(?:\s+to\s+(?:the\s+)?\w+(?:\s+head)?)?[,.]?\s*(?:no return (?:needed|necessary|required)|will not need (?:a|the) return|wont need (?:a|the) return))(?=\s*[.!?]?\s*$)(?<=\b(?:cliffs?|bridge|beachy head|the edge|the drop|viaduct|quarry)\b[^]{0,240})(?<!\b(?:moving|move|relocat\w*|new job|emigrat\w*|driving|collect\w*|open day|festival)\b[^]{0,240})`,
  { person: 'self', strong: true },
);
// Things given away, and "sort of" moving, as the entry's last words: "gave my good coat to sarah ... she asked if i was
// moving. said sort of." Anything after ("just to the next street") or a trip named before is a move.
add(
  'moving-sort-of',
  ['preparatory'],
  String.raw`(?<=\b(?:gave|given|giving|give)\b[^]{0,200})(?<!\b(?:secondment|notice|job|trip|holiday|travel\w*|moving in|new flat|new house)\b[^]{0,200})\b(?:asked|asking|asks|wondered)\s+(?:me\s+)?(?:if|whether)\s+i\s+(?:was|am|were)\s+(?:moving|going (?:away|somewhere)|leaving|clearing out|emigrating)\b[^]{0,30}?\b(?:said|told (?:her|him|them))\s+(?:sort of|kind of|in a way|something like that|you could say that|sort of yeah|yeah sort of)(?=\s*[.!?]?\s*$)`,
  { person: 'self', strong: true },
);
// Care appointments cancelled and not rebooked, told as the entry's opening with no reason given: "Cancelled physio, the
// dentist, the magazine subscription. Didn't rebook any of it." Work, money, a move or a reason before it is a reason.
add(
  'cancelled-not-rebooked',
  ['preparatory'],
  String.raw`^\s*cancell?(?:ed|ing)\s+(?=[^.!?]*\b(?:physio\w*|dentist|gp|doctor|hospital|therapy|therapist|counsell\w*|clinic|appointments?|check up|scan|optician|consultant|nurse)\b)[^.!?]*?,[^.!?]*?[.!?]\s*(?:and\s+)?(?:i\s+)?(?:did not|didnt|have not|havent|will not|wont|not going to)\s+(?:re ?book\w*|re ?schedul\w*|re ?arrang\w*)\s+(?:any of (?:it|them)|anything|them|it|any)(?=\s*(?:[.!?]|$))(?![^]{0,100}\b(?:${ORDINARY_REASON}|money|skint|broke|busy|work|saving|moving|better|recovered|cheaper|cost|instead|next (?:month|year)|until|after)\b)`,
  { person: 'self' },
);
// Biting an arm or a wrist till it bleeds, or a cheek through an ordeal: "Bit the inside of my cheek till I tasted blood all
// through the carers assessment. Kept smiling". A tongue bitten at dinner, or a nervous habit in an exam, is not told so.
add(
  'bit-till-blood',
  ['self-harm'],
  String.raw`(?<!\b(?:dog|cat|puppy|kitten|horse|baby|toddler|he|she|it|they|hamster|parrot)\s+)(?<!\b(?:numbed|numbing|anaesthetic|anesthetic|dentist|eating|chewing|tripped|fell)\b[^.!?]{0,60})\b(?:bit|bite|biting|bitten|chewed|chewing|chew)\s+(?:down\s+on\s+|into\s+)?my\s+(?:arm|arms|wrist|wrists|hand|hands|forearm)\s+(?:till|until|so hard|hard enough)\b[^.!?]{0,20}?\b(?:tasted blood|it bled|bled|bleeding|blood|broke the skin)\b(?![^.!?]{0,40}\b(?:eating|chewing|by accident|accidentally|numbed|anaesthetic|anesthetic)\b)|\bbit(?:e|ing)?\s+the inside of my cheeks?\s+(?:till|until)\b[^.!?]{0,20}?\b(?:tasted blood|it bled|bled|blood)\b(?=[^]{0,80}\b(?:all through|kept smiling|so i would not (?:scream|cry|shout)|so i wouldnt (?:scream|cry|shout)|to stop myself (?:screaming|crying|shouting))\b)(?![^]{0,100}\b(?:laugh\w*|giggl\w*|speeches|funny)\b)`,
  { person: 'self' },
);
// A photo of a height sent in the night, then silence: "My sister texted me a photo of the bridge at 2am with no words. Her
// phone's off now."
add(
  'photo-of-the-drop-then-silence',
  ['third-party'],
  String.raw`\b(?:texted|sent|messaged|posted|snapchatted|whatsapped)\s+(?:me\s+)?(?:a\s+)?(?:photo|picture|pic|selfie|video|snap)\s+(?:of|from)\s+(?:the|a|that)\s+(?:top of the\s+)?(?:bridge|cliff|cliffs|edge|tracks|railway|platform|rooftop|river|viaduct|overpass|pills|tablets|rope|quarry|multi storey|top floor)\b(?=[^.!?]{0,40}\b(?:at (?:midnight|[1-5] ?am|[1-5] in the morning)|in the middle of the night)\b)(?=[^]{0,60}\b(?:no words?|no message|no caption|nothing else|without a word|no text)\b(?!\s+(?:needed|necessary)))(?=[^]{0,140}\b(?:phone(?: is|s)? (?:off|dead)|not answering|not replying|no answer|straight to voicemail|went to voicemail|will not pick up|wont pick up|not picking up)\b)(?![^]{0,160}\b(?:probably|typical|of course|festival|stag|hen do|paddle|leak|lit up|asleep|party)\b)`,
  { person: 'third', level: 'imminent' },
);
// Someone's medication going faster than prescribed, and their shrug: "Ryan's insulin is going down faster than it should
// ... he said 'maybe I'll just get it over with'", "dad's morphine bottle is emptier than it should be and he keeps saying
// he's fine". A pet's tablets or a new pump are not it.
add(
  'meds-going-faster',
  ['method'],
  String.raw`(?<!\bmy\s+)(?<!\b(?:dogs|dog|cats|cat|pets|pet|puppys|horses|vitamin|clinics|first aid)\s+(?:\w+\s+)?)\b(?:insulin|pills|tablets|meds|medication|morphine|oxy\w*|painkillers|tramadol|codeine|sleeping pills|diazepam|pregabalin|gabapentin)\b(?:\s+\w+)?\s+(?:is|are)\s+(?:going down|running out|disappearing|going|emptier)\s+(?:much\s+|a lot\s+|way\s+)?(?:faster|quicker|more quickly|emptier)?\s*than\s+(?:it|they)\s+should(?: be)?\b(?=[^]{0,160}\b(?:(?:he|she|they) (?:said|says)\b[^.!?]{0,20}\bget it (?:all )?over with|keeps saying (?:he|she|they) (?:is|are|s) fine\s*(?:[.!?]|$)))(?![^]{0,80}\b(?:pump|priming|dose (?:went up|was increased|increase)|new dose|hip|knee|back|stock|sweets|gummies|box)\b)`,
  { third: 'risk', strong: true },
);

// ---------------------------------------------------------------- after the fifty-ninth and sixtieth final splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts): general forms of
// what they missed, each checked against ordinary sentences in the same words.

// Goodbye calls with love said, then peace: "rang everyone tonight. said love you to our kid for the first time since we
// was little. felt proper peaceful". Calls for news, a funeral or a plan say what they were for.
add(
  'rang-everyone-peaceful',
  ['preparatory'],
  String.raw`\b(?:rang|called|phoned|texted|messaged)\s+(?:round\s+)?(?:everyone|everybody|all of them|the whole family|all my \w+)\b(?=[^]{0,100}\b(?:said (?:i )?love you|said goodbye|said sorry|told (?:them|everyone|him|her) i love(?:d)? (?:them|him|her|you))\b)(?=[^]{0,160}\b(?:felt|feel|feeling)\s+(?:proper\s+|so\s+|really\s+|weirdly\s+|strangely\s+|very\s+)?(?:peaceful|at peace)\b)(?![^]{0,200}\b(?:christmas|birthday|new year|eid|diwali|news|engaged|engagement|pregnant|pregnancy|results|wedding|bab(?:y|ys|ies)|holiday|promotion|job|passed|graduat\w*|home safe|landed|funeral|thank)\b)(?<!\b(?:christmas|birthday|new year|eid|diwali|news|engaged|engagement|pregnant|pregnancy|results|wedding|bab(?:y|ys|ies)|holiday|promotion|job|passed|graduat\w*|funeral)\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// A drug handled at work that was not for the patient, said as the end of it: "Drew up the KCl for bay 3 today and my
// hands went cold, and it wasn't about the patient", "reading about stuff we give every day. not for a patient. cleared the
// history after." Practice, a sim or a system error says what it was for.
add(
  'not-for-the-patient',
  ['method'],
  String.raw`(?<=\b(?:kcl|potassium|insulin|morphine|opioids?|opiates?|fentanyl|midazolam|propofol|diamorphine|oxycodone|controlled drugs?|drew up|drawing up)\b[^]{0,120})\b(?:it|that|this) (?:was not|wasnt) about the patient(?=\s*(?:[.!?]|$))(?![^]{0,40}\b(?:it was about|really)\b)|(?<=\b(?:reading about|read about|googl\w*|looked up|researched)\b[^]{0,80})\bnot for (?:a|the|any) patient\s*[.!](?=[^]{0,60}\b(?:cleared the history|deleted the history|incognito|hid|nobody knows|no one knows)\b)`,
  { person: 'self', unvetoable: true },
);
// A cover story after water, a height or medication, then taken back: "jumped in the canal ... told the
// police i slipped. i didnt slip", "overdose of his own meds ... telling the doctors it was a mix-up with the dosette box. it wasn't." A
// sentence after it may follow ("still can't say it to anyone"), unless it tells someone else did it (pushed, knocked).
add(
  'cover-story-taken-back',
  ['attempt'],
  String.raw`(?<=\b(?:jumped|canal|river|bridge|the sea|pier|harbour|quay|cliffs?|platform|tracks|roof|balcony|overdose|dosette|meds|tablets|pills|insulin)\b[^]{0,200})\b(?:told|telling|tells|said to)\s+(?:the\s+)?(?:police|doctors?|nurses?|paramedics?|them|everyone|staff|a&e|ambulance|coppers)\s+(?:that\s+)?(?:i|he|she|it)\s+(?:(?:had\s+|would\s+)?(?:slipped|fell|tripped|muddled|mixed up)|was (?:a (?:mix ?up|mistake)|an accident))\b[^.!?]{0,60}[.!]\s*(?:i|he|she|it)\s+(?:did not|didnt|was not|wasnt|had not|hadnt)(?:\s+(?:slip|fall|trip))?(?=\s*(?:[.!?]|$))(?![^]{0,60}\b(?:pushed|shoved|attacked|knocked|hit me|hit him|hit her)\b)`,
  { third: 'risk', unvetoable: true },
);
// Done, then not done with the job, then "Done.": "After that I'm done. Not done with the job. Done.", "After chemo round 6
// I'm done. Not done with chemo. Done."
add(
  'not-done-with-x-done',
  ['plan'],
  String.raw`(?<=\bi am done\s*[.!]\s*)not done with (?:the |my |this )?\w+(?: \w+)?\s*[.!]\s*(?:just\s+)?done\s*(?=[.!]|$)`,
  {
    person: 'self',
    strong: true,
  },
);
// Meaning to drive into water: "said he's going to drive into the estuary at the end of his last shift". A lorry that drove
// into the river, or a near miss reversing, is no intent.
add(
  'drive-into-water',
  ['method'],
  String.raw`(?<!\b(?:so (?:bad|annoying|boring|awful|rubbish|stressful|slow|shit)|if|or|lol)\b[^.!?]{0,40})\b(?:going to|gonna|want to|wanted to|thought about|thinking about|think about|plans? to|planning to)\s+(?:just\s+)?(?:drive|driving)\s+(?:the car\s+|it\s+)?(?:off|into)\s+(?:the|a)\s+(?:estuary|sea|river|lake|canal|reservoir|quarry|harbour|loch|dock)\b(?![^.!?]{0,40}\b(?:by (?:mistake|accident)|flood\w*|sat ?nav|ferry|car wash|slipway|film|scene|episode|game)\b)`,
  { third: 'risk', strong: true },
);
// "I've taken something", told down a phone: "'mum I've taken something'. Then hung up."
add(
  'taken-something-hung-up',
  ['attempt'],
  String.raw`\bi have taken something(?=\s*(?:[.!?]|$))(?=[^]{0,60}\b(?:hung up|rang off|not answering|no answer|then nothing|line went dead)\b)`,
  { third: 'risk', unvetoable: true },
);
// Drugs taken from work, with an apology: "message from a paramedic mate: 'took some stuff from the kit, sorry'".
add(
  'took-from-the-kit',
  ['attempt'],
  String.raw`\btook (?:some |the )?(?:stuff|drugs|meds|something|vials?|ampoules?) from (?:the |my )?(?:kit|drugs? (?:cupboard|trolley|room)|cd (?:cupboard|cabinet)|theatre|ward)\s*[,.]?\s*sorry(?=\s*(?:[.!?,]|$))`,
  { third: 'risk', unvetoable: true },
);
// An overdose of one's own medication: "dad's in majors. overdose of his own meds, second time."
add(
  'overdose-own-meds',
  ['attempt'],
  String.raw`(?<!\b(?:nearly|almost|accidental|accidentally)\s+(?:had\s+)?(?:an\s+)?)\b(?:overdose|od|overdosed)\s+(?:of|on)\s+(?:his|her|my|their)\s+(?:own\s+)?(?:meds|medication|tablets|pills|insulin|prescription|antidepressants|sleeping pills)\b(?![^]{0,100}\b(?:by mistake|accident\w*|forgot|clicked|dementia|confus\w*|vet|dog|cat)\b)(?<!\b(?:vet|dog|cat|dementia)\b[^]{0,100})`,
  { third: 'risk', strong: true },
);
// Thinking about suicide most days, the writer or someone else: "told me she thinks about suicide most days". Not in
// one's work, research or volunteering.
add(
  'thinks-about-suicide-often',
  ['active'],
  String.raw`\b(?:she|he|they|i)\s+(?:thinks?|thought|think|has been thinking|is thinking|have been thinking|been thinking)\s+about\s+(?:suicide|killing (?:herself|himself|themselves|myself)|topping (?:herself|himself|themselves|myself))\s+(?:most days|every day|every night|all the time|constantly|daily|more and more|most nights)\b(?![^]{0,60}\b(?:in (?:her|his|my|their) (?:work|job|research)|volunteer\w*|research|lecture|essay|thesis)\b)`,
  { third: 'risk', strong: true },
);
// Not wanting to exist, said as a thing one has: "The tired is the not-wanting-to-exist bit".
add(
  'the-not-wanting-to-exist',
  ['passive'],
  String.raw`\bthe not wanting to (?:exist|be alive)\b|\b(?:i am|i keep|keep)\s+not wanting to (?:exist|be alive)\b`,
  { person: 'self', unvetoable: true },
);
// Envy of the dying: "Watched a patient go peacefully at 0340 and the main thing I felt was jealous."
add(
  'jealous-of-the-dying',
  ['passive'],
  String.raw`(?<=\b(?:die|died|dying|passed away|slipped away|slip away|go peacefully|went peacefully|pass peacefully|passed peacefully)\b[^]{0,80})\b(?:felt|feel|feeling)\s+(?:was\s+)?(?:jealous|envious)(?=\s*(?:[.!?]|$|of (?:him|her|them)\b))`,
  { person: 'self', strong: true },
);
// A suicide screen answered for oneself, with the yeses: "did a suicide risk assessment on bed 4 and answered every question in
// my head for me. yes. yes. most days. yes." Someone answering a form for the writer gives no yes.
add(
  'risk-assessment-for-me',
  ['active'],
  String.raw`\bsuicide\s+(?:risk\s+)?(?:assessment|questionnaire|screen\w*)\b[^]{0,120}\banswered\s+(?:every|each|all the|the)\s+questions?\s+(?:in my head\s+)?for me\b(?=[^]{0,60}\byes\b)`,
  { person: 'self', unvetoable: true },
);
// A joke about killing oneself that did not look like one: "'if I kill myself you lot can split my stethoscope'. ... He didn't look like someone telling a joke."
add(
  'not-joking-look',
  ['active'],
  String.raw`(?<=\b(?:kill (?:myself|himself|herself)(?!\s+laughing)|top (?:myself|himself|herself))\b[^]{0,200})\b(?:did not|didnt|does not|doesnt)\s+(?:look|sound|seem)\s+like\s+(?:someone|somebody|he was|she was|they were|a (?:man|woman|person))\s+(?:telling a joke|joking|kidding|having a laugh)\b`,
  { third: 'risk', unvetoable: true },
);
// A cover story undone by what the writer knows: "Said it was for a pub quiz. He doesn't do pub quizzes."
add(
  'cover-undone-by-habit',
  ['method'],
  String.raw`(?<=\b(?:paracetamol|pills|tablets|overdose|doses?|livers?|kidneys?|insulin|rope|poison\w*|lethal)\b[^]{0,160})\bsaid it was for (?:a|an|the|his|her)\s+(\w+(?:\s\w+)?)\s*[.!,]\s*(?:he|she|they)\s+(?:does not|doesnt|do not|dont|never)\s+(?:do|does|go to|have|play|goes to)\s+(?:a |an |any )?\1`,
  { third: 'risk', strong: true },
);
// Scratches blamed on a pet that is not there: "keeps turning up with 'cat scratches' on his hands. Niall does not have a cat."
add(
  'no-cat-scratches',
  ['self-harm'],
  String.raw`(?<=\b(?:turning up|turns up|turned up|keeps coming in|came in|comes in|covered in|calls|blames)\b[^]{0,40}\b(?:cat|dog|kitten) scratch\w*\b[^]{0,100})\b(?!(?:i|we|you)\b)\w+\s+(?:does not|doesnt)\s+(?:have|own)\s+a\s+(?:cat|kitten|dog)(?=\s*(?:[.!?]|$))`,
  { third: 'risk', unvetoable: true },
);
// A goodbye "like it was the last time. It might be.", whatever follows.
add(
  'last-time-might-be',
  ['preparatory'],
  String.raw`\bsaid (?:bye|goodbye|goodnight) to\b[^.!?]{0,40}\blike it was the last time\s*[.!]\s*it (?:might|may|could) be(?=\s*(?:[.!?]|$))`,
  { person: 'self', strong: true },
);
// A pet rehomed with a reason told to others: "Found someone to take Biscuit. Told them it's because of the shifts."
add(
  'rehomed-told-them-because',
  ['preparatory'],
  String.raw`\b(?:found (?:someone|somebody|a home) (?:to take|for)|rehom\w+|rehoming)\b[^]{0,80}\btold (?:them|him|her|everyone|people)\s+(?:it is|its|it was)\s+(?:because of|cos of|due to)\s+(?:the\s+|my\s+)?\w+(?=\s*[.!?]?\s*$)`,
  { person: 'self', strong: true },
);
// Refusing medication to help death along: "Gran's stopped taking her tablets and says she's 'helping nature along'".
add(
  'helping-nature-along',
  ['passive'],
  String.raw`\bhelping nature along\b(?<=\b(?:stopped|stopping|not taking|refus\w+|skipping|gave up|will not take|wont take)\s+(?:\w+\s+){0,2}(?:tablets|pills|meds|medication|insulin|eating|food|dialysis|treatment)\b[^]{0,100})`,
  {
    third: 'risk',
    strong: true,
  },
);
// Thank-you messages, then nobody has seen them: "emailed the whole department at midnight: 'thank you for everything,
// it's been a privilege'. Nobody's seen him since." Unless what follows finds them (turned out, posted, on holiday).
add(
  'thanks-then-unseen',
  ['third-party'],
  String.raw`(?<=\b(?:emailed|texted|messaged|posted|sent)\b[^]{0,60}\b(?:at (?:midnight|[1-5] ?am)|in the middle of the night)\b[^]{0,40})\b(?:thank you for everything|thanks for everything|goodbye everyone|bye everyone|it has been a privilege|sorry for everything)\b[^]{0,80}\b(?:nobody|no one|noone)\s+(?:has\s+|is\s+)?(?:seen|heard from)\s+(?:him|her|them)\s+since(?=\s*(?:[.!?]|$))(?![^]{0,80}\b(?:turns out|turned out|posted|on holiday|flew|flight|new job|instagram|facebook)\b)`,
  { person: 'third', strong: true },
);
// Cut legs or arms as a barcode, with the cutting told: "legs look like a barcode lol. doing it every night". A wax strip,
// brambles or stretch marks tell no cutting.
add(
  'barcode-skin',
  ['self-harm'],
  String.raw`\b(?:arms?|legs?|thighs?|wrists?|stomach|skin)\s+(?:look|looks|looking|looked)\s+like\s+(?:a\s+)?barcode\b(?=[^]{0,100}\b(?:doing it|every night|again|blade|razor|sleeves|hide|cutting|cut)\b)`,
  {
    person: 'self',
    unvetoable: true,
  },
);
// Old scars opened again: "keep picking at the old scars with a pin ... im making them new again".
add(
  'scars-made-new',
  ['self-harm'],
  String.raw`\b(?:scars|cuts)\b[^]{0,80}\b(?:i am|im|keep|been)\s+making them new\b|\bpicking at (?:the |my )?(?:old )?(?:scars|cuts) with (?:a|the) (?:pin|needle|blade|razor|compass|knife)\b`,
  { person: 'self', unvetoable: true },
);
// Head against a wall, and it helped: "Headbutted the changing room cubicle wall. Twice. Felt better. Worried that it felt better."
add(
  'headbutt-felt-better',
  ['self-harm'],
  String.raw`(?:^|[.!?]\s*|\bi\s+)head ?butt(?:ed)?\s+(?:the|a|my)\s+(?:\w+\s+){0,3}?(?:wall|mirror|door|cubicle|locker)\b(?=[^]{0,30}[.!]\s*(?:(?:twice|again|three times)\s*[.!]\s*)?felt better\s*[.!])`,
  { person: 'self', strong: true },
);
// A pet given better "than what's coming": "put my dog on a rehoming group on fb. she deserves better than whats coming".
add(
  'better-than-whats-coming',
  ['preparatory'],
  String.raw`(?<=\b(?:rehom\w*|new home|found (?:her|him) a home|dog|cat|puppy|kitten|rabbit)\b[^]{0,120})\bdeserves?\s+better than (?:what is|whats) coming\b`,
  { person: 'self', strong: true },
);
// Staff changeover as the gap: "half 3 when night staff do the changeover. thats the gap".
add(
  'thats-the-gap',
  ['plan'],
  String.raw`(?<=\b(?:changeover|obs|checks|night staff|officers|screws)\b[^]{0,80})\b(?:that is|thats) the gap(?=\s*[.!?]?\s*$)`,
  { person: 'self', strong: true },
);
// A better life without the writer: "shed have a better life without me in it".
add(
  'better-life-without-me',
  ['passive'],
  String.raw`(?<!\b(?:ex|divorc\w*|split|broke up|dumped|relationship|plants?|houseplants?|boyfriend|girlfriend)\b[^]{0,120})\b(?:have|has|had|live|lead)\s+a\s+better life without me(?:\s+in it)?(?=\s*(?:[.!?]|$))`,
  { person: 'self' },
);
// Wishing the vehicle one was in had crashed: "wish the sweatbox had crashed on the way back from court".
add(
  'wish-vehicle-crashed',
  ['passive'],
  String.raw`(?:^|[.!?]\s*|\bi\s+)(?:half\s+|really\s+|honestly\s+|just\s+|sometimes\s+)?wish(?:ed)?\s+(?:that\s+)?the\s+(?:sweatbox|van|bus|plane|car|train|coach|taxi|prison van)\s+had\s+crashed\b(?!\s+into)(?=[^.!?]{0,60}\b(?:with me|i was (?:in|on)|on the way (?:back|home|to))\b)(?![^]{0,80}\b(?:so (?:we|i|he|she|they)|insurance|film|lego|drama)\b)`,
  { person: 'self' },
);

// ---------------------------------------------------------------- after the sixty-first and sixty-second final splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts): general forms of
// what they missed, each checked against ordinary sentences in the same words.

// A suicide screen the writer would answer yes to now: "I know the risk assessment questions by heart ... If someone asked
// me them today I'd have to say yes to most of them." Yes to one item and no to the rest, or said of training, is not it.
add(
  'would-say-yes-to-the-screen',
  ['active'],
  String.raw`(?<=\b(?:risk assessment|suicide|phq\W?9|c\W?ssrs|columbia)\b[^]{0,160})\bif (?:someone|anyone|somebody|they|you|a (?:gp|doctor|nurse))\s+asked me\s+(?:(?:them|those|those questions|the same questions|that|that one)\s+)?(?:(?:today|right now|now|tonight)\b[^.!?]{0,20}?\bi would (?:have to |honestly |probably )?(?:say|answer) yes\b(?!\s+to\s+(?:the|one|that|a)\b)|[^.!?]{0,30}?\bi would (?:have to |honestly |probably )?(?:say|answer) yes to (?:most|all|every|each) of (?:them|those|the questions)\b)(?![^]{0,60}\b(?:progress|no to the rest|training|module|interview)\b)`,
  { person: 'self', unvetoable: true },
);
// An eating disorder or drinking as the slow way, and the quick one: "anorexia is just the slow version isn't it ... why
// not do the quick one", "end of this month i stop fighting with food and do it properly instead of this slow version".
// Recovery called the slow way, or a route, a shop or Dry January done properly, is not it.
add(
  'slow-version-quick-one',
  ['active'],
  String.raw`\b(?:anorexia|bulimia|the ed|my ed|starving(?: myself)?|not eating|drinking|this illness|it)\s+is\s+(?:just\s+)?(?:the|a)\s+slow\s+(?:version|way|way out|suicide|death)\b(?=[^]{0,200}\b(?:(?:do|take|try)\s+the\s+(?:quick|quicker|fast|faster)\s+(?:one|way)|do it properly|finish it)\b)(?![^]{0,200}\b(?:recovery|recovering|getting better|well now)\b)|(?<=\b(?:food|eating|the ed|anorexi\w*|bulimi\w*|starv\w*)\b[^]{0,120})\b(?:do it|doing it)\s+properly\s+instead of\s+(?:this|the)\s+slow\s+(?:version|way|one)(?=\s*(?:[.!?,]|$))`,
  { person: 'self', unvetoable: true },
);
// A height at an hour with nobody about "then", and one thing to get through first: "the ring road bridge at 3am, hardly any
// traffic then. just got to get through this last shift first and hand over properly". A drive, a photo or a fishing trip
// at that hour has nothing to get through.
add(
  'height-at-an-hour-nobody-then',
  ['plan'],
  String.raw`\b(?:bridge|overpass|flyover|viaduct|cliffs?|multi storey|top floor|car park roof|tracks|level crossing|weir|pier)\s+at\s+(?:[1-5](?::?\d\d)?\s?am|midnight|[1-5] in the morning)\b[^.!?]{0,10}?[,.;]?\s*(?:hardly any|no|not much|not many|barely any|nobody|no one|not a soul)\s*(?:traffic|cars|people|one|body)?\s*(?:around|about)?\s+then\b(?=[^]{0,120}\b(?:last shift|hand over properly|(?:got|need|have|just) to get through\b[^.!?]{0,30}\bfirst|one last)\b)`,
  { person: 'self', strong: true },
);
// A date when the people one lives with have gone, called "the window", as the entry's last words: "last exam is the 20th. flatmates all go
// home on the 21st. that's the window". A job to get done while they are out (painting, drilling, the garden) says what for.
add(
  'everyone-gone-the-window',
  ['plan'],
  String.raw`(?<=\b(?:flatmates|housemates|roommates|parents|mum and dad|mom and dad|family|everyone|everybody|they all|the others|wife|husband|partner|kids)\b[^.!?]{0,30}\b(?:all go|all gone|go home|going home|goes home|go away|going away|goes away|leave|leaves|leaving|are away|is away|will be away|will be out|are out)\b[^.!?]{0,40}\b(?:on the \d+(?:st|nd|rd|th)?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this weekend|next week|for the weekend|for a week)\b[^]{0,60})\b(?:that is|thats) (?:the|my) window(?=\s*\.?\s*$)(?<!\b(?:garden|paint\w*|drill\w*|clean\w*|build\w*|decorat\w*|party|photos?|shoot|surprise|cot|carpet|tidy\w*|fix\w*|bak\w*|wrap\w*|presents?|redo|renovat\w*)\b[^]{0,200})`,
  { person: 'self', strong: true },
);
// Kind messages sent to everyone so they have them afterwards: "texted everyone really nice things tonight. like genuinely
// lovely stuff. so they've got that to look back on". Photos, a card before a move or thanks for gifts say what for.
add(
  'kind-words-to-look-back-on',
  ['preparatory'],
  String.raw`(?<=\b(?:texted|messaged|wrote to|told|emailed|sent)\s+(?:everyone|everybody|all of them|them all|each of them|the whole family|all my \w+)\s+(?:\w+\s+){0,2}(?:nice|lovely|kind|nicest|loveliest|sweet|loving)\s+(?:things|stuff|words|messages)\b[^]{0,100})\bso (?:they|everyone|everybody)\s+(?:have|has|will have|would have|can have)?\s*(?:got\s+)?(?:that|something|it|them)\s+to (?:look back on|remember me by|keep|hold on to)\b(?![^]{0,80}\b(?:while i am|moving|leaving|new job|emigrat\w*|abroad)\b)`,
  { person: 'self', strong: true },
);
// Banging one's head on something until dizzy or bleeding: "banged my head on the desk til i went dizzy". Knocked "so hard"
// on a cupboard is an accident; against the wall over a spreadsheet is the idiom.
add(
  'head-banged-till-hurt',
  ['self-harm'],
  String.raw`\b(?:banged|bashed|smashed|smacked|slammed|hit|banging|bashing|hitting|smacking)\s+my head\s+(?:on|against|off|into)\s+(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?(?:desk|wall|door|table|floor|steering wheel|window|mirror|headboard|radiator|sink|cupboard)\s+(?:over and over\s+|again and again\s+|repeatedly\s+)?(?:till|til|until)\b[^.!?]{0,20}?\b(?:went dizzy|got dizzy|felt dizzy|was dizzy|saw stars|bled|it bled|blood|blacked out|passed out|had a lump|got a lump|bruised|split)\b(?![^]{0,40}\bover (?:this|the|that|a)\b)`,
  { person: 'self', unvetoable: true },
);
// Exercise to pay for food, to the point of blacking out: "ran 25k on an empty stomach to pay for the pizza. blacked out
// at the end for a second. worth it". Burning off a pizza, or feeling dizzy and eating a banana, is everyday.
add(
  'exercise-to-pay-for-food',
  ['self-harm'],
  String.raw`\b(?:ran|run|running|cycled|swam|walked|did|trained|exercised|spin|gym)\b[^.!?]{0,50}\bto (?:pay for|make up for|cancel out|undo|punish myself for)\s+(?:the|that|my|what i ate|yesterday|last night|it|every)\b(?=[^]{0,120}(?<!\b(?:he|she|they|someone|guy|man|woman|lad|runner)\s+)\b(?:blacked out|black out|fainted|passed out|(?:vision|eyes) (?:going|went) (?:grey|gray|black|dark)|(?:do not|dont) get to eat)\b)`,
  { person: 'self', unvetoable: true },
);
// Someone said to be dying "at this rate", and they do not disagree: "The son said quietly 'mum'll be dead by Christmas at
// this rate' and she just smiled at him. Didn't disagree." A nod, a laugh or the writer not arguing about a phone or a car
// is the joke.
add(
  'dead-by-then-not-disagreed',
  ['third-party'],
  String.raw`\b(?:mumll|momll|dadll|shell|hell|theyll|mum will|mom will|dad will|she will|he will|they will|you will|gran will|nan will)\s+be dead by\s+(?:\w+\s+){1,2}?at this rate\b(?=[^]{0,80}(?:[.!?]\s*|\b(?:she|he|they|mum|mom|dad)\s+(?:just\s+)?)(?:did not|didnt) (?:disagree|deny it|argue)\b)`,
  { person: 'third', strong: true },
);
// The future cancelled and a vague going away: "Cancelled the papers, the milk, and our Christmas booking at the Crown.
// Told Jean at church I'm going away for a while." A trip, a job, a retreat or family named is a reason.
add(
  'cancelled-christmas-going-away',
  ['preparatory'],
  String.raw`\bcancell?(?:ed|ing)\b[^.!?]{0,80}\b(?:christmas|birthday|anniversary|new year|easter)\s+(?:booking|bookings|plans|dinner|table|lunch|party)\b[^]{0,80}\bi am going away for a (?:while|bit|long time)(?=\s*[.!?]?\s*$)(?<!\b(?:holiday|trip|cruise|abroad|spain|visit\w*|staying with|into hospital|in hospital|operation|surgery|respite|rehab|daughters|sons|sisters|brothers|secondment|camino|pilgrim\w*|job|contract|offshore|rotation|retreat|monastery|(?:with|to) (?:my|our|his|her|the) (?:\w+\s+)?family|course|posting|work|going to (?:my|our|the))\b[^]{0,240})`,
  { person: 'self', unvetoable: true, present: true },
);
const KEEPSAKE_REASON = String.raw`\b(?:surgery|operation|deploy\w*|tours?|posting|rigs|offshore|uni|university|(?:a|the|his|her|training) course|training|emigrat\w*|(?:at|for|over) christmas|christmas (?:present|day|morning|dinner)|remembrance|match|moved|moving)\b`;
// A parent giving a keepsake and the family into one's care, in tears that are not like them: "dad gave me his regiment
// watch today and told me to look after mum. he was crying. he never cries". A trip, a move, a course or a present at
// Christmas says why; Christmas itself does not ("christmas was awful. dad gave me his watch ...").
add(
  'keepsake-look-after-mum',
  ['third-party'],
  String.raw`\b(?:dad|mum|mom|father|mother|grandad|granddad|grandpa|nan|gran|husband|wife|brother|sister|he|she)\s+gave me\s+(?:his|her)\s+(?:\w+\s+){0,2}(?:watch|ring|medals?|wallet|dog tags|beret|knife|rosary|cap badge|guitar)\b[^]{0,60}\b(?:told|asked) me to (?:look after|take care of|keep an eye on)\s+(?:mum|mom|dad|the kids|my (?:sister|brother|mum|mom|dad)|your (?:sister|brother|mum|mom|dad)|nan|gran|everyone|the family)\b(?=[^]{0,60}\b(?:he|she) (?:was crying|cried|was in tears)\b[^]{0,40}\b(?:he|she) never (?:cries|cried)\b)(?![^]{0,120}${KEEPSAKE_REASON})(?<!${KEEPSAKE_REASON}[^]{0,120})`,
  { person: 'third', strong: true },
);

// ---------------------------------------------------------------- after the sixty-third and sixty-fourth final splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts): general forms of
// what they missed, each checked against ordinary sentences in the same words.

// A prayer to be taken in one's sleep, or not to be woken at all: "I asked the Lord last night to take me in my sleep and I
// meant every word", "I say my prayers at night and ask not to be woken." Taken "as I am" or "wherever He needs me", or
// not woken by the baby, is not it.
add(
  'pray-to-be-taken',
  ['passive'],
  String.raw`\b(?:asked|ask|asking|prayed|pray|praying|begged|beg|begging)\s+(?:the lord|god|jesus|allah|him upstairs|the man upstairs|the big man upstairs)\s+(?:\w+\s+){0,2}?(?:to\s+)?(?:take me (?:in my sleep|tonight|soon|now|home)|call me home(?!\s+(?:before|for|to))|let me die|not (?:to )?wake me(?: up)?(?=\s*(?:[.!?,]|$|again|ever)))\b|(?<=\b(?:pray\w*|prayers?)\b[^.!?]{0,40})\b(?:ask|asked|asking|beg|begged)\s+(?:him\s+|god\s+|the lord\s+)?not to (?:be woken|wake up|wake)(?=\s*(?:[.!?,]|$|again|ever))`,
  { person: 'self', unvetoable: true, present: true },
);
// Decades more of life, declined: "people keep saying 'you've got your whole life ahead of you' ... 60 more years of this??
// no thanks". Only when the entry is about a whole life: traffic, a diet or night feeds are not it.
add(
  'more-years-no-thanks',
  ['passive'],
  String.raw`\b(?:\d+|sixty|seventy|fifty|forty|eighty)\s+more years of (?:this|it|life|living|being me)\b\s*[?!.]*\s*(?:no thanks|no thank you|nope|no way|i cannot|i cant|not a chance|absolutely not)\b(?:(?<=\b(?:whole life|rest of my life|life ahead|being alive|living|existing|still alive)\b[^]{0,200})|(?=[^]{0,120}\b(?:whole life|rest of my life|being alive|existing)\b))`,
  { person: 'self', unvetoable: true },
);
// Stepping off an edge or into traffic, pulled back by someone, then "I meant it": "stepped off the platform edge at the last
// second and a man grabbed my coat ... i meant it. i still mean it". A sorry, a thanks or a promise meant is not it.
add(
  'stepped-off-meant-it',
  ['attempt'],
  String.raw`(?<=\b(?:stepped|stepping|step|walked|walking|went)\s+(?:off|out(?:\s+in front)?|in front|into|over)\s+(?:of\s+)?(?:the\s+|a\s+)?(?:platform|edge|ledge|road|traffic|bus|train|lorry|railings?)\b[^]{0,160})(?<=\b(?:grabbed|pulled me back|yanked me back|held me back|caught me|dragged me back)\b[^]{0,120})(?<!\b(?:sorry|thanks|thank you|promised|apologi[sz]ed)\b[^.!?]{0,40})\bi (?:really |still |honestly |actually )?(?:meant|mean) it\b`,
  { person: 'self', unvetoable: true, present: true },
);
const CARRIED_OUT_JOKE = String.raw`\b(?:lol|haha|legs|knees|hike|walk|marathon|party|wedding|feet|tired|exhausted|gym|race|cake|food|dinner|sofa|recliner|chair|asleep|cat|dog|joked|joking)\b`;
// Told that whoever comes back will be carrying him out: "Bloke said if we came back friday we'd be carrying him out. There
// was a rope on the kitchen side." A cake, a sofa, a sleeping child or a long walk is the joke.
add(
  'carrying-him-out',
  ['third-party'],
  String.raw`(?<=\bif (?:we|you|they) (?:came|come|turn up|turned up|show up|showed up|come round|came round) (?:back|again)\b[^]{0,40})\b(?:we would|you would|they would|youd|wed|theyd|you will|youll|they will|theyll|we will|well)\s+be carrying (?:him|her|me|them) out\b(?![^]{0,80}${CARRIED_OUT_JOKE})(?<!${CARRIED_OUT_JOKE}[^]{0,120})`,
  { person: 'third', strong: true },
);

// ---------------------------------------------------------------- after the sixty-fifth and sixty-sixth final splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts): general forms of
// what they missed, each checked against ordinary sentences in the same words.

// Decades more of life, with no point, as the entry's last words: "whats even the point of another 40 years of this". Only as
// the whole entry, or after a life told as heavy or empty: a job handed in or a team's season says what "this" is.
add(
  'point-of-more-years',
  ['passive'],
  String.raw`(?:(?<=^\s*)|(?<=\b(?:whole life|life ahead|every day|nothing|numb|empty|heavy|exhausted|tired of|same)\b[^]{0,200}))\b(?:what is|whats)\s+(?:even\s+)?the point (?:of|in)\s+(?:another|(?:\d+|twenty|thirty|forty|fifty|sixty|seventy)\s+more)\s+(?:(?:\d+|twenty|thirty|forty|fifty|sixty|seventy)\s+)?years of (?:this|it|life|living|being me)\b(?=\s*[?.!]*\s*$)`,
  { person: 'self' },
);
// The note written and a last word to someone who may read it: "note's written. phone's going on the side. love you mum if
// you ever read this". Thank-you notes, cards and revision notes are not it, nor a letter to the dead or one posted.
add(
  'note-written-if-you-read-this',
  ['preparatory'],
  String.raw`(?<!\b(?:thank you|thankyou|thanks|christmas|birthday|wedding|lecture|revision|study|sticky|cover|sick|handover|leaving|appeal|complaint)\s+(?:\w+\s+)?)\b(?:the\s+|my\s+)?(?:note|notes|letter|letters)\s+(?:is\s+|are\s+)?(?:all\s+)?(?:written|done)\b(?=[^]{0,160}\bif (?:you|anyone|someone) (?:ever )?(?:reads?|finds?) (?:this|it)\b)(?![^]{0,200}\b(?:up there|in heaven|heaven|posted|sent|agency|hope we (?:get to )?meet)\b)(?<!\b(?:died|passed|grave|funeral|therapist|counsellor|exercise|posted|agency|adoption)\b[^]{0,160})`,
  { person: 'self', strong: true },
);
// Purging told by its count: "threw up dinner again. 3rd time today. throat's raw". A bug, a pregnancy, a hangover or a boat says why.
const SICK_REASON = String.raw`\b(?:bug|virus|norovirus|noro|flu|pregnan\w*|morning sickness|hangover|hungover|chemo\w*|migraine|food poisoning|covid|gastro\w*|stomach|travel sick|car sick|sea sick|seasick|antibiotics|dodgy|something off|gone off|kebab|curry|drunk|shots|ferry|boat|coach|flight|plane|rollercoaster|motion)\b`;
add(
  'purge-again-count',
  ['self-harm'],
  String.raw`\b(?:threw up|throwing up|thrown up|brought up|made myself sick after)\s+(?:my\s+)?(?:dinner|tea|lunch|breakfast|food|supper|meal|everything i ate)\s+again\b(?=[^]{0,60}\b(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth) time (?:today|this week|tonight)\b)(?![^]{0,200}${SICK_REASON})(?<!${SICK_REASON}[^]{0,200})`,
  { person: 'self' },
);
// A bigger pack of pills bought with a cover story the entry takes back: "Asked the pharmacist for the bigger pack, said I was
// going travelling. I'm not going anywhere."
add(
  'bigger-pack-cover-story',
  ['method'],
  String.raw`\b(?:asked|asking|got|bought|buying)\b[^.!?]{0,40}\b(?:bigger|biggest|largest|extra|double)\s+(?:pack|packs|box|boxes|bottle)\b[^.!?]{0,40}\b(?:said|told (?:her|him|them))\s+i (?:was|am)\b[^.!?]{0,40}[.!?]\s*i am not (?:going anywhere|going|travelling|traveling)\s*[.!]?\s*$`,
  { person: 'self', unvetoable: true },
);
// Giving the family one more occasion, then done, as the entry's last words: "after my birthday. ill give them that. one more
// birthday then done". Only after a family occasion is named; done with a race, a season or a job ("then done with sunday
// league", "then done, we're saving") is not it.
add(
  'give-them-that-then-done',
  ['plan'],
  String.raw`(?<=\b(?:birthday|christmas|wedding|anniversary|graduation|exams?|party|turns \d+)\b[^]{0,120})\b(?:i will|ill|i am going to|gonna) give (?:them|her|him|mum|mom|dad|the kids|everyone) that\b[^]{0,80}\bthen (?:i am )?done(?=\s*[.!]?\s*$)`,
  { person: 'self', strong: true },
);
const THERAPY_ENDED = String.raw`\b(?:discharged|finished|new (?:one|therapist|counsellor|counselor)|paying for|private\w*|moving|moved|holiday|better|graduat\w*|signed off)\b`;
// Therapy cancelled because it will not be needed, as the entry's last words: "cancelled therapy for next week. wont be needing it".
// Discharged, finished, moved or replaced says why.
add(
  'cancelled-therapy-not-needed',
  ['preparatory'],
  String.raw`\bcancell?(?:ed|ing)\s+(?:my\s+)?(?:therapy|counselling|counseling|therapist|psychiatrist|counsellor|(?:next |my )?(?:session|sessions) with (?:my|the) (?:therapist|psychiatrist|counsellor))\b[^]{0,90}?[.!?,]?\s*(?:i\s+)?(?:will not|wont|do not|dont|shall not) (?:be needing|need) (?:it|them|that|one|any more|anymore)\s*[.!]?\s*$(?<!${THERAPY_ENDED}[^]*)`,
  { person: 'self', strong: true },
);
// Someone's suicide read or heard about, and the writer could do the same: "read about that lad who jumped off the bridge and
// i keep thinking i could do the same".
add(
  'do-the-same-as-them',
  ['active'],
  String.raw`(?<=\b(?:jumped (?:off|from|in front)|killed (?:himself|herself|themselves)|took (?:his|her|their) own life|hanged (?:himself|herself|themselves)|overdosed|suicide|(?:walked|walking|walks|wades|waded|wading) (?:out )?into the (?:sea|water|river|lake|ocean|waves)|drowned (?:himself|herself|themselves))\b[^]{0,120})\bi\s+(?:could|might|should|want to|wanna|will|am going to|am gonna)\s+(?:just\s+)?do (?:the same|what (?:he|she|they) did)\b(?!\s+(?:for|with|at|in) (?:work|uni|college|school|my|the)\b)(?<!\b(?:charity|dip|swim\w*|paddl\w*|sponsored|plunge|fundrais\w*|boxing day|new years? day|ice bath|cold water|surf\w*|baptis\w*)\b[^]{0,200})`,
  { person: 'self', unvetoable: true },
);
// Someone heard being sick after every meal, and thin or not eating: "flatmate hasnt eaten properly in weeks and i hear her
// being sick every night after tea. shes so thin now". An illness, a pregnancy, new tablets or a boat says why.
const SICK_OR_TREATED = String.raw`(?:${SICK_REASON}|\b(?:gp|doctor|dose|tablets|dietitian|cruise)\b)`;
const THIN_NOW = String.raw`\b(?:so thin|really thin|too thin|skin and bone|not eaten|has not eaten|had not eaten|not eating|skipping meals|lost so much weight)\b`;
add(
  'heard-being-sick-thin',
  ['third-party'],
  String.raw`\b(?:hear|heard|hearing|can hear)\s+(?:\w+\s+){1,2}?(?:being sick|throwing up|vomiting|purging)\s+(?:in the (?:bathroom|toilet|loo)\s+)?(?:every night|every day|after (?:tea|dinner|meals|every meal|lunch|eating|she eats|he eats)|every time (?:she|he|they) eats?)\b(?:(?=[^]{0,160}${THIN_NOW})|(?<=${THIN_NOW}[^]{0,160}))(?![^]{0,200}${SICK_OR_TREATED})(?<!${SICK_OR_TREATED}[^]{0,200})`,
  { person: 'third', strong: true },
);
// Someone gone with their medicine left behind with a note: "Partner's taken the car and left his meds on the side with a note".
// Only with a sign they are gone (not answering, the car gone, the police called): a note for the carer, asking for an
// errand or saying where they went is ordinary.
const GONE_NOW = String.raw`\b(?:not answering|wont answer|will not answer|is not answering|car is gone|taken the car|took the car|police|999|911|missing|cannot find|cant find|not here|says sorry|said sorry|goodbye)\b`;
add(
  'left-meds-with-note',
  ['third-party'],
  String.raw`(?:\b(?:left|leaving|has left)\s+(?:his|her|their)\s+|\b(?:his|her|their|\w+s)\s+)(?:meds|medication|tablets|pills|phone|wallet|wedding ring)\b(?:\s+and\s+(?:all\s+)?(?:(?:his|her|their)\s+)?(?:meds|medication|tablets|pills|phone|wallet|wedding ring|keys))?[^.!?]{0,40}\bwith a note\b(?!\s+(?:for|asking|saying|about|to remind|reminding|:))(?:(?=[^]{0,120}${GONE_NOW})|(?<=${GONE_NOW}[^]{0,160}))`,
  { person: 'third', strong: true },
);

// ---------------------------------------------------------------- gaps named in earlier reviews (before the 67th-69th splits)
// A plan hidden from the people who asked about it: "crisis team asked if i had a plan. told them no. lie." Only a
// clinician or a crisis service asking, and only with the no taken back; a boss asking about a plan is work.
add(
  'asked-plan-said-no-lie',
  ['plan'],
  String.raw`\b(?:crisis (?:team|line|nurse|worker)|home treatment team|mental health (?:team|nurse|worker)|therapist|counsell?or|psychiatrist|psychologist|gp|doctor|nurse|cpn|care coordinator|key worker|samaritans|helpline|liaison)\b[^.!?]{0,30}?\b(?:asked|asks|asking)\s+(?:me\s+)?(?:if|whether)\s+i\s+(?:had|have|have got|had got|was making|had made|have made)\s+(?:a plan|any plans?|plans)\b(?!\s+(?:for|this|next|at|on|with)\b)[^]{0,60}?\b(?:said|told (?:them|her|him)|told em)\s+no\b[.!,;]?\s*(?:but\s+|and\s+)?(?:that was |it was |which was |total |a )?(?:a )?(?:lie|lied|lying|not true)\b`,
  { person: 'self', unvetoable: true, level: 'high' },
);

// ---------------------------------------------------------------- after the sixty-seventh to sixty-ninth final splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts): general forms of what
// they missed, each checked against ordinary sentences in the same words.

// Envying the dead at a crematorium or a cemetery: "Drove past the crem today and thought, lucky sods. No bills in there."
// Only the dead: the lucky sods off to Benidorm at a graveside are alive.
add(
  'envy-the-dead-at-a-grave',
  ['passive'],
  String.raw`\b(?:crem|crematorium|cemetery|graveyard|churchyard|graves?|coffins?|hearse)\b[^.!?]{0,60}?[^]{0,20}?\b(?:lucky (?:sods|buggers|bastards|devils|beggars|gits|them|so and sos)|jealous of (?:them|the dead)|envy (?:them|the dead))\b(?=[^]{0,40}\b(?:no (?:bills|rent|worries|more)|in there|in the ground|out of it|at peace|six feet under|resting)\b)|\b(?:crem|crematorium|cemetery|graveyard|churchyard)\b[^]{0,120}\b(?:wish i was (?:one of them|in there|down there|with them)|i(?:d| would) swap with (?:any of )?(?:them|em|that lot))\b`,
  { person: 'self', unvetoable: true },
);
// Hoping a symptom was the end: "Bit of chest pain on the M6. Half hoped it was the big one."
add(
  'hoped-it-was-the-end',
  ['passive'],
  String.raw`(?<!\b(?:nobody|no one|noone|not)\s+(?:was\s+)?)\b(?:half |kind of |sort of |part of me |secretly |almost )?(?:hoped|hoping|wished|wishing|was hoping)\s+(?:it|that)\s+(?:was|would be|were)\s+(?:the big one|a heart attack|a stroke)\b(?<=\b(?:chest|heart|arm|pains?|tight\w*|funny turn|dizzy|collapsed|palpitations)\b[^]{0,120})(?![^]{0,80}\b(?:telly|tv|film|show|plot|episode|storyline|twist|book|character|game)\b)(?<!\b(?:telly|tv|film|show|plot|episode|storyline|book|character|game)\b[^]{0,120})`,
  { person: 'self', unvetoable: true },
);
// Survivor's guilt told as the wrong one living: "Should've been me in that wagon, not Dazza"; "Wrong bloke came home."
add(
  'should-have-been-me',
  ['passive'],
  String.raw`\b(?:should|ought to)\s+(?:have|of)\s+been\s+me\s+(?:in (?:that|the|his|her) (?:box|coffin|wagon|car|truck|vehicle|grave|ground|crash)|instead of (?:him|her|them)|not (?:him|her|them|\w+))\b(?:(?<=\b(?:died|dead|killed|funeral|box|coffin|grave|headstone|did not come home|didnt come home|never came home|lost (?:him|her|them))\b[^]{0,200})|(?=[^]{0,200}\b(?:died|dead|killed|funeral|box|coffin|grave|headstone|crash|did not come home|didnt come home|never came home)\b))|\bwrong (?:bloke|lad|one of us) came home\b(?![^]{0,80}\b(?:film|book|show|series|episode|twist|novel)\b)`,
  { person: 'self', unvetoable: true },
);
// Nobody would notice the writer stopped turning up, and for good: "they'd hardly notice if I stopped turning up at all.
// Permanently like."; the world ticking on without "us".
add(
  'stopped-turning-up-for-good',
  ['passive'],
  String.raw`\b(?:hardly|barely|not even|never|not)\s+notice\s+if\s+i\s+(?:stopped|quit|gave up)\s+(?:turning|showing)\s+up\b(?=[^.!?]{0,20}[.!?,]?\s*(?:permanently|for good|forever)(?:\s+like)?\s*(?:[.!?]|$))|\bwhat(?: is|s) the point of (?:us|me)\b[^]{0,60}\bwould\s+(?:tick|carry|go|get)\s+on\b`,
  { person: 'self', unvetoable: true },
);
// A whole ending wanted, the writer included: "Want it all over with, me included."
add(
  'over-me-included',
  ['active'],
  String.raw`\b(?:want|wanted|wish|need)\s+(?:it|it all|everything|all of it|this)\s+(?:all\s+)?over(?:\s+with)?\W+(?:me included|including me|and me with it|me with it)\s*(?:[.!?]|$)|\b(?:i am|im|i m)\s+ready to be done[.!]\s*properly done\s*[.!]?\s*$`,
  { person: 'self', unvetoable: true },
);
// Not wanting to see one's next birthday, in any dialect: "honestly hope a dinnae see 19".
add(
  'hope-not-see-next-age',
  ['passive'],
  String.raw`\b(?:hope|hoping|pray)\s+(?:i|a)\s+(?:do not|dont|dinnae|never|will not|wont|willnae|dont ever)\s+(?:see|make it to|reach|live to see)\s+(?:1[6-9]|[2-9]\d|my next birthday|next (?:year|christmas|birthday))\s*(?:[.!?,]|$)`,
  { person: 'self', unvetoable: true },
);
// "that's me" after a handover, with the others told they will manage: "once lambing's done and the lad can manage on his
// own, that's me. end of april. he'll be alright".
add(
  'handover-thats-me',
  ['plan'],
  String.raw`\b(?:once|after|when)\b[^.!?]{0,80},\s*(?:that is|thats|that s)\s+me\s*[.!](?![^]{0,10}\b(?:off|for|done with|in bed|away)\b)(?![^]{0,120}\b(?:retir\w*|redundan\w*|notice|last shift|holiday|back to work)\b)(?<!\b(?:retir\w*|redundan\w*|notice|handover|last shift)\b[^]{0,120})(?=[^]{0,120}\b(?:better (?:at it |at this )?than me|(?:fine|alright|all right|better off|ok|okay|grand) without me|(?:will not|wont|do not|dont) need me)\b)`,
  { person: 'self', unvetoable: true, level: 'high' },
);
// A run as sport, not a life: "a good run" after a 10k is training.
const RUNNING_WORDS = String.raw`(?:\d+\s*k|parkrun|run club|jog\w*|race|training|miles)`;
// A place and a time tonight, with a life told as done: "Bridge at half 11 tonight when the Feathers shuts. Had a good run,
// mostly."
add(
  'place-time-good-run',
  ['plan'],
  String.raw`\b(?:bridge|cliffs?|viaduct|tracks|railway|quarry|pier|multi storey|car park roof|the edge)\b(?!\s+(?:club|museum|walk|swim|night|party|tour))[^.!?]{0,40}\b(?:tonight|tomorrow|at (?:half |quarter past |quarter to )?\d+)\b(?=[^]{0,120}\bhad a (?:good|decent|fair) (?:run|innings|go of it)(?:\W+mostly)?\s*(?:[.!]|$))(?![^]{0,150}\b${RUNNING_WORDS}\b)(?<!\b${RUNNING_WORDS}\b[^]{0,100})`,
  { person: 'self', unvetoable: true },
);
// Up a mountain alone and only one way: "Going up Crib Goch tomorrow on my own. Only planning on the one way."
add(
  'only-one-way',
  ['plan'],
  String.raw`\b(?:only|just)\s+(?:planning on|planning)\s+(?:the\s+)?one way\s*(?:[.!]|$)(?![^]{0,60}\b(?:flight|ticket|fly|flying|train ticket|move|moving|emigrat\w*|abroad|visa|street|system|road|bus|taxi|lift|pick(?:ed)? (?:me |us )?up|walk back|linear|return)\b)(?<!\b(?:flight|ticket|fly|flying|move|moving|emigrat\w*|abroad|visa)\b[^]{0,120})`,
  { person: 'self', unvetoable: true },
);
// Something given away or rehomed, with the cover story taken back: "Rehomed Bruno with my sister. Told her it's cos of
// the new shifts. It isnt."; "Gave the lad my tools ... Told him I'm packing in the trade. Not exactly a lie."
add(
  'gave-away-cover-taken-back',
  ['preparatory'],
  String.raw`\b(?:rehomed|re homed|(?:gave|given|handed|signed over|sold)\s+(?:\w+\s+){0,3}?(?:my|me)\s+\w+)\b[^.!?]{0,80}[.!?](?:\s*[^.!?]{0,60}[.!?])?\s*(?:i\s+)?(?:told|said to)\s+(?:her|him|them|everyone|the \w+)\b[^.!?]{0,60}[.!?]\s*(?:it is not|it isnt|it isn t|it was not|it wasnt|not exactly a lie|not really|that is not why|thats not why|not the real reason)(?:\s+true)?\s*(?:[.!]|$)`,
  { person: 'self', unvetoable: true },
);
// Thanks said while an old or ill relative still can hear them is their time, not the writer's.
const ELDER_OR_PARENT = String.raw`(?:nan|gran|grandad|grandma|grandpa|she|he|mum|dad)`;
// Thanks for everything said round the family "while I still can"; things handed on while "still here", "not long now".
add(
  'thanks-while-i-can',
  ['preparatory'],
  String.raw`(?:\b(?:thanks|thank you|thanked \w+)\s+for everything\b[^]{0,120}\bwhile i (?:still )?can\s*(?:[.!]|$)|\b(?:gave|given|signed|handed)\b[^]{0,200}\bwhile i (?:am|m) still here\b[^]{0,80}\bnot long now\s*(?:[.!]|$))(?<!\b(?:hospice|dying|terminal|palliative|${ELDER_OR_PARENT} (?:is|s) (?:[7-9]\d|1\d\d))\b[^]{0,250})(?![^]{0,150}\b(?:hospice|dying|terminal|palliative|${ELDER_OR_PARENT} (?:is|s) (?:[7-9]\d|1\d\d))\b)`,
  { person: 'self', unvetoable: true },
);
// Life insurance checked to pay out whatever happens: "been over 2 years so it pays out whatever happens. good"; the
// insurer rung to ask if the policy pays out on suicide, "it does" (not for a client, a course or a story); the policy
// read for when it pays out on suicide, and the wait already past: "says after 2 years. we're at 3"; the death benefit
// weighed against debts, at night: "FSGLI is 100k. that would cover the card debt ... i keep doing that math at 3am";
// the suicide exclusion checked and found past: "its 2 yrs. been 26 months. so thats fine then"; which life policies
// pay out after the first year (the suicide exclusion), with one's own past it.
add(
  'insurance-pays-whatever',
  ['preparatory'],
  String.raw`\b(?:life insurance|life cover)\b[^]{0,120}\b(?:been|over|after|past)\s+(?:\d+|a|one|two|three)\s+(?:years?|months?)\s+(?:now\s+)?so\s+(?:it|they)\s+(?:pays?(?: out)?|will pay(?: out)?|still pays?(?: out)?)\s+(?:whatever happens|no matter what|even if)\b|\b(?:life insurance|life cover)\b[^]{0,120}\b(?:pays? out|will pay|still pay)\s+even (?:if (?:it is|its) me|for (?:suicide|that)|if you do it yourself)\b|\b(?:rang|called|phoned|emailed|asked|checked with)(?<!\b(?:client|clients|customer|caller|callers|work|training|exam|revision|faq|podcast|widow|character|novel|story|module|course|families)\b[^]{0,160}(?:rang|called|phoned|emailed|asked|checked with))\s+(?:the\s+)?(?:insurance|insurer|insurers|life insurance)(?:\s+(?:people|company|firm|line))?\b[^.!?]{0,40}\b(?:if|whether)\s+(?:the|my|our)\s+(?:policy|cover|life insurance)\s+(?:pays? out|covers?|would pay|will pay)\s+(?:on|for)\s+suicide\b[^.!?]{0,30}[.!?]\s*(?:it does|they do|it will|yes it does)\b(?!\s+not\b)|\b(?:policy|insurance|life cover)\b[^.!?]{0,40}\bpays? out on suicide\b[^]{0,40}\bafter (?:\d+|one|two|three) (?:years?|months?)\b[^]{0,20}\b(?:we are|i am|we re|its been|it is been|been|mine is been|mine has been) (?:at |over |past )?(?:\d+|two|three|four|five)\s*(?:years?|months?)?\s*[.!]*\s*(?:just checking\W*)?$(?<!\b(?:for work|article|writing|hr|training|drafts|contract|course|client)\b[^]{0,200})|\b(?:s?gli|fsgli|life insurance|life cover|death benefit)\b(?=[^]{0,250}\b(?:at [1-5] ?am|[1-5] ?am|middle of the night|if i (?:die|died|was gone|were gone|was dead)|when i am gone|without me)\b)[^]{0,120}\b(?:would|will|could) (?:cover|pay off|clear|wipe)\b[^]{0,120}\b(?:keep|kept) (?:doing|running|working out) (?:that|the) (?:math|maths|numbers|sums)\b|(?<!\b(?:dad s|dads|mum s|mums|mom s|moms|his|her|their|client s|clients|grans|nan s|nans|husbands?|husband s|wifes?|wife s|brothers?|sisters?|brother s|sister s)\s+(?:life\s+)?(?:policy|insurance|cover)\b[^]{0,80})\bsuicide (?:clause|exclusion)(?![^]{0,120}\b(?:funeral|estate|executor|probate)\b)\b[^]{0,60}\b(?:its|it is|is|says)\s+(?:\d+|one|two|three)\s*(?:yrs?|years?|months?)\b[^]{0,30}\b(?:been|its been|it is been|we are at|we re at|i am at|mine is)\s+(?:\d+|\w+)\s*(?:yrs?|years?|months?)\b[^]{0,30}\b(?:so (?:thats|that is|its|it is|we are|were|i am|im) (?:fine|ok|okay|good|covered|sorted)|fine then|good then)\b(?<!\b(?:for work|client|clients|customer|training|course|article|writing)\b[^]{0,200})|\b(?:which|what|whether|if|when)\s+(?:life\s+(?:insurance\s+)?(?:policies|policy|insurers?|insurance|cover)|(?:life\s+)?policies)\s+(?:still\s+)?pays?\s+out\s+after\s+(?:the\s+first|a|one|the|two|2|1|first)\s+(?:year|years|12 months|24 months)\b(?=[^]{0,100}\b(?:mine|my (?:policy|cover|one))\b)(?<!\b(?:client|clients|customer|customers|for work|exam|my mum|my dad|my nan|broker|orthodont\w*|dental|teeth|pet|travel)\b[^]{0,120})(?![^]{0,100}\b(?:orthodont\w*|dental|teeth|pet|travel|waiting period)\b)`,
  { person: 'self', unvetoable: true },
);
// Affairs put in order and goodbyes said, "nothing left hanging": the farm in the boy's name, the quad sold.
add(
  'affairs-nothing-hanging',
  ['preparatory'],
  String.raw`\b(?:said (?:ta ra|tara|goodbye|bye|cheerio) to|in (?:the boy|the lad|his|her|my son|my daughter)s? name|signed (?:it|the \w+) over)\b[^]{0,200}\bnothing left hanging\s*(?:[.!]|$)(?<!\b(?:last day|handover|leaving do|new job|retir\w*|desk|team)\b[^]{0,250})`,
  { person: 'self', unvetoable: true },
);
// Medals or a wedding ring sent on with a note: "Posted my medals to my old CO with a short note."
add(
  'medals-with-note',
  ['preparatory'],
  String.raw`\b(?:posted|sent|gave|handed)\s+(?:my|me)\s+(?:medals|dog tags|beret|cap badge)\s+(?:back\s+)?to\b[^.!?]{0,40}\bwith a (?:short |little |quick )?(?:note|letter)\s*(?:[.!]|$)`,
  { person: 'self', unvetoable: true },
);
// Which medicines do not mix, looked up "not for a school project": the cover story names itself.
add(
  'research-not-for-project',
  ['preparatory'],
  String.raw`\b(?:reading up|read up|looking up|looked up|googl\w+|researching|searched)\s+(?:on\s+)?(?:which|what|how many)\s+(?:meds|pills|tablets|medicines|drugs)\b[^.!?]{0,40}[.!,]?\s*not for (?:a|my|the) (?:school |uni |college )?(?:project|essay|assignment|homework|coursework)(?:\s+(?:lol|haha|obvs|obviously))?\s*(?:[.!]|$)`,
  { person: 'self', unvetoable: true },
);
// A weapon fetched and set in front of the writer: "fetched it down tonight. its on the coffee table in front of me"; a
// whole box of pills "sat in front of me rn".
add(
  'means-in-front-of-me',
  ['method'],
  String.raw`\b(?:bayonet|knife|blade|razor|gun|shotgun|rifle|pistol|rope|noose|(?:whole|full|entire) (?:box|bottle|pack|packet|strip) of (?:\w+\s+){0,3}?(?:{PILLS}))\b[^]{0,80}?\b(?:on the (?:coffee |kitchen )?table |sat |sitting |lying |laid out )?in front of me(?:\s+(?:rn|right now|now|tonight))?\s*(?:[.!]|$)(?<!\b(?:crag|climb\w*|belay\w*|wall|route|abseil\w*|boulder\w*)\b[^]{0,100})(?<=\b(?:fetched|got|get|have|has|had|still had|found|took out|taken out|laid|put)\b[^]{0,140})|\b(?:service pistol|pistol|gun|shotgun|rifle|bayonet|noose)\b(?<=\b(?:fetched|got|still had|found|took out|taken out)\b[^]{0,60})[^]{0,60}?\b(?:sat|sitting|lying) (?:here )?next to me(?: on the (?:sofa|bed|couch|settee))?\s*(?:[.!]|$)`,
  { person: 'self', unvetoable: true, level: 'imminent' },
);
// Crossing a bridge again and again and stopping to look down: "walked over the bridge by the station 3 times today. kept
// stopping in the middle looking down".
add(
  'bridge-stopping-looking-down',
  ['method'],
  String.raw`\b(?:(?:walked|walking|went|drove|cycled)\s+(?:over|across|on|onto|to)|crossed|crossing)\s+(?:the|that)\s+bridge\b[^]{0,80}?\b(?:stopp\w+|stood|standing|kept stopping|lingered)\b[^.!?]{0,30}\b(?:looking|staring|look|stare|peering)\s+(?:down|over the (?:edge|side|railing))\s*(?:[.!?]|$)`,
  { person: 'self', unvetoable: true },
);
// A drive meant to end at a bend: "Driving. Foot down. Not braking for the bend at the bottom of the hill."
add(
  'not-braking-for-the-bend',
  ['attempt'],
  String.raw`\b(?:not|never|wont|will not|am not)\s+(?:going to\s+)?brak(?:e|ing)\s+(?:for|at|before)\s+(?:the|that)\s+(?:bend|corner|wall|tree|bridge|lorry|junction)\b(?<=\b(?:driving|foot down|in the car|behind the wheel)\b[^]{0,60})(?![^]{0,80}\b(?:mario|kart|game|forza|gran turismo|f1|sim|track day|racing line|lap|sportive|bike|cycl\w*|bobsleigh)\b)(?<!\b(?:mario|kart|karting|game|forza|gran turismo|f1|sim|track day|racing|lap|instructor|sportive|bike|cycl\w*|bobsleigh)\b[^]{0,120})`,
  { person: 'self', unvetoable: true },
);
// Off the end of a pier and back up, soaked: "went off the end of the pier but came back up. freezing."
add(
  'off-the-pier-came-back-up',
  ['attempt'],
  String.raw`\b(?:went|jumped|walked|stepped|threw myself)\s+off\s+(?:the end of\s+)?(?:the|a)\s+(?:pier|harbour wall|bridge|jetty|quay|cliff)\b[^.!?]{0,20}\bbut\s+(?:i\s+)?came\s+(?:back\s+)?up\s*[.!,]\s*(?=[^]{0,150}\b(?:dunno what to do|do not know what to do|dont know what to do|(?:did not|didnt) want to (?:live|come up|be here|survive)|was not meant to|wasnt meant to|still here|failed)\b)(?![^]{0,150}\b(?:tombstoning|with the lads|dared|for a laugh|lol|charity|swim\w*)\b)(?<!\b(?:tombstoning|with the lads|dared|for a laugh|charity|swim\w*)\b[^]{0,150})`,
  { person: 'self', unvetoable: true },
);
// An old urge back since a loss, "not done it. yet": self-harm urges held off for now.
add(
  'urge-back-not-yet',
  ['self-harm'],
  String.raw`\b(?:urges?|pull)\s+(?:is|are|s|has been|have been)\s+back\b(?<=\b(?:cut|cutting|self harm\w*|blades?|razors?|burn(?:ing|t)? myself|harm\w*)\b[^]{0,150})[^]{0,80}\b(?:not|have not|havent|not done it|not acted)\b[^.!?]{0,20}[.!,]?\s*yet\b|\bitch to take the (?:stanley|blade|knife|razor) to my (?:arm|leg|wrist|skin)\b`,
  { person: 'self', unvetoable: true, level: 'concern' },
);
// The head or a fist driven into something again and again till it bleeds: "Headbutted the cab door ... Did it three times.
// Bleeding a bit".
add(
  'headbutted-till-bleeding',
  ['self-harm'],
  String.raw`\b(?:headbutted|head butted|punched|smashed my (?:head|fist) (?:into|against|on))\s+(?:the|a|my)\s+(?:\w+\s+)?(?:door|wall|mirror|window|dashboard|steering wheel)\b[^]{0,60}\b(?:(?:did it|again)\s+(?:\d+|two|three|four|five|six) times|(?:\d+|two|three|four|five|six) times|over and over|again and again)\b[^]{0,60}\b(?:bleed\w*|blood|split|cut)\b(?<=\b(?:had a go|row|argument|shouted|angry|fuming|wound up|lost it|kicked off|screamed)\b[^]{0,200})`,
  { person: 'self', unvetoable: true },
);
// Not eating before a test, for a fast, or to save room for a feast is no punishment.
const FASTING_FOR_A_REASON = String.raw`(?:blood test|fasting|fast|ramadan|lent|yom kippur|op|operation|surgery|scan|colonoscopy|endoscopy|anaesthetic|check|buffet|all you can eat|roast|feast)`;
// Not eating all day on purpose, as a punishment: "ate nothing all day on purpose then ran 10k. deserve to feel it". A fast
// for a test, an operation or a religious fast says why.
add(
  'starved-on-purpose',
  ['self-harm'],
  String.raw`\b(?:ate|eaten|eat|had)\s+nothing\s+(?:all day|today|since \w+|for \w+ days)?\s*on purpose\b(?=[^]{0,80}\b(?:deserve\w*|punish\w*|ran \d+\s*k|run \d+\s*k|to feel it|empty|burn it off)\b)(?![^]{0,100}\b${FASTING_FOR_A_REASON}\b)(?<!\b${FASTING_FOR_A_REASON}\b[^]{0,150})`,
  { person: 'self', unvetoable: true },
);
// Where someone might go over.
const DROP_PLACE = String.raw`(?:bridge|cliffs?|tracks|railway|viaduct|edge|roof|multi storey|pier)`;
// Someone saying goodbye on the phone from a bridge or a cliff: "Saying goodbye, said he's at the bridge. Line went dead."
add(
  'third-goodbye-at-bridge',
  ['third-party'],
  String.raw`(?:\b(?:goodbye|saying bye|said bye|love you all)\b[^]{0,80}\b(?:he|she|they)\s*(?:is|s|are|re)\s+(?:at|on)\s+(?:the|a)\s+${DROP_PLACE}\s*(?:[.!?,]|$)|\b(?:he|she|they)\s*(?:is|s|are|re)\s+(?:at|on)\s+(?:the|a)\s+${DROP_PLACE}\s*(?:[.!?,]|$)(?=[^]{0,80}\b(?:goodbye|saying bye|love you all)\b))(?<!\b(?:cruise|ferry|holiday|fishing|flight)\b[^]{0,200})(?![^]{0,150}\b(?:cruise|ferry|holiday|fishing|flight)\b)`,
  { person: 'third', unvetoable: true, level: 'imminent' },
);
// A gun out for a shoot is sport.
const SHOOTING_SPORT = String.raw`(?:clay|pheasant|game|driven)`;
// Someone's gun out, with their own words or a loss: "found his shotgun out the cabinet on the kitchen table" after "keeps
// talking about joining her"; "he's 'sorting it' before the bank takes the place. Then he went inside with the shotgun."
add(
  'third-gun-out-with-sign',
  ['third-party'],
  String.raw`\b(?:his|her|their|the)\s+(?:shotgun|gun|rifle|pistol)\b(?=[^]{0,60}\b(?:out (?:of )?the (?:cabinet|safe)|on the (?:kitchen )?table|on the bed|not answering|locked (?:himself|herself|themselves) in)\b|(?<=\b(?:went inside|locked (?:himself|herself) in|in the shed|in his room|in her room)\s+with\s+(?:his|her|their|the)\s+(?:shotgun|gun|rifle|pistol)))(?:(?<=\b(?:joining (?:her|him|them|mum|dad)|be with (?:her|him|mum|dad) soon|before the bank (?:takes|gets|repossesses)|stopped eating|better off without)\b[^]{0,200})|(?=[^]{0,200}\b(?:joining (?:her|him|them|mum|dad)|be with (?:her|him|mum|dad) soon|stopped eating|not answering)\b))(?![^]{0,100}\b(?:clean\w*|${SHOOTING_SPORT} shoot|shoot(?:ing)? (?:day|season|party)|clay|amnesty|pheasants?|fox|cull|range|licen[cs]e)\b)(?<!\b(?:clean\w*|${SHOOTING_SPORT} shoot|shoot(?:ing)? (?:day|season|party)|clay|amnesty|pheasants?|fox|cull|range|licen[cs]e)\b[^]{0,150})`,
  { person: 'third', unvetoable: true, level: 'imminent' },
);
// Someone who says they have a rope or a gun and means it, then laughs it off: "said at brew time he's got a rope in his
// van and he's not messing about. Then laughed it off."
add(
  'third-has-means-not-messing',
  ['third-party'],
  String.raw`\b(?:said|says|told me|telling me|reckons)\b[^.!?]{0,30}\b(?:he|she|they)\s+(?:has|is|have|has got|have got|is got|got)\s+(?:got\s+)?a\s+(?:rope|noose|gun|shotgun|stash of pills)\b(?!\s+(?:swing|for|ladder))[^.!?]{0,40}\b(?:not messing(?: about| around)?|not joking|not kidding|means it)\s*(?:[.!]|$)`,
  { person: 'third', unvetoable: true },
);
// A sorry-for-everything post and then silence: "posted 'sorry for everything' on facebook at 2am and no one's heard from
// him since. His car's not at the house."
add(
  'third-sorry-post-then-silence',
  ['third-party'],
  String.raw`\b(?:posted|put|texted|messaged|sent|wrote)\b[^.!?]{0,40}\b(?:sorry for everything|goodbye everyone)\b(?![^]{0,40}\b(?:after (?:his|her|their|the) (?:own goal|match|game|gig|row)|cos|because|on holiday|flight|departure|abroad)\b)[^]{0,100}\b(?:no ones? (?:has )?heard|nobody(?:s| has)? heard|not heard from|not answering|phones? (?:is )?off|cars? (?:is )?(?:not|gone)|cannot reach|cant reach|cant get hold|gone quiet)\b(?![^]{0,40}\b(?:cos|because|at (?:his|her|their) (?:nan|mum|mums|dads|gran)s?|on holiday|flight|abroad)\b)`,
  { person: 'third', unvetoable: true, level: 'imminent' },
);

// ---------------------------------------------------------------- after the seventieth to seventy-second final splits
// Whether an overdose of pills "actually works" is asked before one is taken: "does overdosing on tylenol actually work
// or does it just hurt". Creatine, retinol or a study is not.
add(
  'overdose-works-question',
  ['method'],
  String.raw`(?:\bdoes\s+(?:overdosing|an overdose)\s+(?:on\s+(?:\w+\s+)?(?:{PILLS})\s+)?|\bdo(?:es)?\s+(?:an?\s+)?(?:{PILLS})\s+overdoses?\s+)(?:actually\s+|really\s+)?work\b(?!\s+(?:for|to|as)\b)(?<!\b(?:essay|assignment|project|lecture|module|exam|dog|cat|puppy|kitten)\b[^]{0,120})`,
  { unvetoable: true, level: 'high' },
);
// Needing the blade to get through: "need the blade tonight. just to get through". A blade needed for a boss fight, a
// strimmer or a shave has no such reason after it.
add(
  'need-the-blade',
  ['self-harm'],
  String.raw`\bneed\s+(?:the|my)\s+(?:blade|blades|razor)\b(?:\s+(?:tonight|so bad|so badly|badly|again|right now|now))?\W+just\s+to\s+(?:get through|cope|feel (?:something|better|it|anything)|calm down|breathe|sleep|make it stop|numb it)\b`,
  { person: 'self' },
);
// Someone else saving up their tablets: "found a shoebox of her tablets she's been saving up" (talk of joining the dead
// is 'third-joining-the-dead').
add(
  'third-saving-tablets',
  ['third-party'],
  String.raw`\b(?:her|his|their)\s+(?!(?:dishwasher|worming|wormer|chlorine|vitamin|water|toilet|cleaning|denture|effervescent|iron|fish|pool|flea)\b)(?:\w+\s+)?(?:{PILLS})\s+(?:she|he|they)\s+(?:has|have|is|are)\s+been\s+(?:saving|stockpiling|hoarding|stashing|collecting|squirrelling)\b(?![^]{0,60}\b(?:disposal|take back|taking back|return|pharmacy|chemist|forgets?|on offer|hot tub|dogs?|cats?)\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// Silent for a stretch of days, not just slow to reply to one message.
const SILENT_FOR_DAYS = String.raw`(?:has not|have not|not) (?:logged on|logged in|been on|been online|posted|replied|answered)\b[^.!?]{0,20}\b(?:in|for) (?:a|an|\d+|two|three|four|five|six|several|ten) (?:days?|weeks?)\b`;
// Someone gone quiet whose last post gave their things away: "hasnt logged on in a week and his last post was about
// giving his car away".
add(
  'third-last-post-giving-away',
  ['third-party'],
  String.raw`\blast (?:post|message|status|story|text)\b[^.!?]{0,30}\b(?:giving|gave|give|given)\s+(?:(?:his|her|their)\s+)?(?:\w+\s+){0,2}away\b(?:(?<=\b${SILENT_FOR_DAYS}[^]{0,150})|(?=[^]{0,150}\b${SILENT_FOR_DAYS}))`,
  { person: 'third', unvetoable: true },
);

// ---------------------------------------------------------------- after the seventy-third to seventy-fifth final splits
// Wishing an illness or accident had killed: "wish the heart attack last year had done the job properly". A plumber or
// a builder who should have done the job properly is no illness.
add(
  'wish-illness-done-the-job',
  ['passive'],
  String.raw`\b(?:wish|wished|shame|pity)\b[^.!?]{0,30}\b(?:the|that|my)\s+(?:heart attack|stroke|crash|car crash|accident|cancer|tumou?r|sepsis|overdose|aneurysm)(?:\s+(?:last|this)\s+(?:year|month|week|time|summer|winter|spring|autumn))?\s+(?:(?:had|would have|could have)\s+(?:done|finished)|did not\s+(?:do|finish))\s+(?:the job|me in|me off)\b`,
  { unvetoable: true, person: 'self', present: true },
);
// A call from a high place that cut out: "brother rang me from a bridge. line went dead. driving there now".
add(
  'third-rang-from-height',
  ['third-party'],
  String.raw`\b(?:rang|called|phoned|texted|messaged|facetimed|rung)\s+(?:me\s+)?from\s+(?:a|the|on the|on a)\s+(?:bridge(?! (?:club|game|night|table))|cliffs?|cliff edge|cliff top|viaduct|quarry)\b(?=[^]{0,120}\b(?:line went dead|went dead|not answering|cannot reach|could not reach|will not pick up|called the police|rang the police|called 999|called 911)\b)(?![^]{0,120}\b(?:fishing|signal|battery|reception|walk|hike|photos?|view|sunset)\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// At a drop with the handbrake off: "in the car at the quarry edge, handbrake off, just my foot on the brake now".
add(
  'handbrake-off-at-edge',
  ['attempt'],
  String.raw`\b(?:handbrake|hand brake|parking brake)\s+(?:is\s+)?off\b(?=[^]{0,60}\b(?:just|only) (?:my )?foot on the brake\b)(?<=\b(?:quarry|cliff) edge\b[^]{0,80}|\bedge of the (?:quarry|cliff|pier|harbour|drop)\b[^]{0,80})(?<!\b(?:car park|viewpoint|hill start|instructor|lesson|test|tractor|gear|trailer)\b[^]{0,120})`,
  { person: 'self', level: 'imminent' },
);
// A rope taken to the woods at a set time: "going up to the forestry tomorrow morning with the rope. dog's going to my
// sister's tonight". A swing, a climb, a tow or a camp is what a rope is usually for.
add(
  'rope-to-the-woods',
  ['plan', 'method'],
  String.raw`\b(?:going|heading|walking|driving|taking|take|go)\s+(?:up\s+|out\s+|down\s+)?(?:to|into)\s+(?:the\s+)?(?:forestry|woods|forest|wood|plantation|barn)\s+(?:tomorrow|tonight|first thing|at dawn|at first light|after dark|later)\b[^.!?]{0,20}\bwith\s+(?:the|a|my)\s+rope\b(?![^.!?]{0,40}\b(?:swing|climb\w*|tree ?house|hammock|tow\w*|logs?|tarp|tent|camp\w*|zip|den|abseil\w*|pony|horse|calf|cow|pull\w*|drag\w*|sledge|bear bag|land ?rover|tractor|stuck|fence|gate|bale\w*|feeders?|bird\w*)\b)(?<!\b(?:swing|climb\w*|tree ?house|hammock|tow\w*|tarp|tent|camp\w*|zip ?line|den|abseil\w*|scouts?|cubs|pony|horse|calf|bear bag|tractor|stuck|sledge|christmas tree)\b[^]{0,160})`,
  { person: 'self' },
);
// Someone else talking of joining their dead: "dad died in march, mum keeps talking about joining him"; "hasnae been seen
// for four days and his curtains are shut. he's been talking about joining his wife"; "mum keeps talking about joining
// dad, he passed last year". Joining someone at the gym, in Spain, for lunch or in a new job abroad is not it.
add(
  'third-joining-the-dead',
  ['third-party'],
  String.raw`(?:\b(?:keeps?|kept|been|always|is|was)\s+(?:talking about|going on about|on about)\s+joining\s+(?:(?:his|her)\s+(?:late\s+)?(?:wife|husband)\b(?![^.!?]{0,60}\b(?:job|moving|moved|works?|lives|living|flat|house|abroad|who|meaning|class|club|walk|holiday|cruise)\b)(?<=\b(?:widow|widower|widowed|(?:wife|husband) (?:died|passed)|lost (?:his wife|her husband)|not been seen|curtains (?:are |were )?(?:shut|closed|drawn))\b[^]{0,200})|(?:him|her|dad|mum|mom|mam|grandad|grandpa|nan|gran|grandma)(?=\s*(?:[.!?;]|$|\s+(?:again|soon|up there|in heaven)\b))(?:(?<=\b(?:passed|died|dead|funeral|grave)\b[^]{0,160})|(?=[^]{0,80}\b(?:passed|died|dead|funeral|grave)\b)))(?<!\b(?:cat|dog|hamster|pet|rabbit|horse|fish|captain)\s+(?:has\s+|had\s+)?(?:died|passed|dead)\b[^]{0,160})(?![^]{0,80}\b(?:cat|dog|hamster|pet|rabbit|horse)\s+(?:has\s+|had\s+)?(?:died|passed)\b))|\b(?:keeps?|kept|been|always)\s+(?:(?:talking about|going on about)\s+joining|saying (?:she|he|they) (?:wants? to join|will be joining|is going to join))\s+(?:dad|mum|mom|grandad|grandpa|nan|gran|grandma|him|her|my (?:dad|mum|mom)|(?:his|her) (?:wife|husband|son|daughter))\b(?!\s+(?:at|in|on|for)\s)(?=[^]{0,80}\b(?:passed|died|dead|funeral|grave|lost (?:him|her))\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// Someone saying they will not be seen again, with their stock or things gone: "said to me at the mart you'll not see
// me at the next one. his cattle are all sold". A move, a holiday or a shift pattern is the usual reason.
add(
  'third-will-not-see-me-again',
  ['third-party'],
  String.raw`\b(?:said|says|saying|told me)\b[^.!?]{0,40}\byou (?:will not|are not going to|would not) (?:be seeing|see) me (?:again|at the next (?:one|mart|sale|show|match|meeting))\b(?:(?=[^]{0,150}\b(?:all sold|sold (?:up|off|the (?:cattle|sheep|stock|farm|flock|herd))|selling up|given (?:it all |everything )?away|gave (?:it all |everything )?away)\b)|(?<=\b(?:widow|widower|lost (?:his|her) (?:wife|husband))\b[^]{0,150}))(?<!\b(?:supply teacher|teacher|contestant|barman|barmaid|locum|temp|retir\w*|moving|taking up|golf|bowls|holiday|spain)\b[^]{0,150})(?![^]{0,150}\b(?:moving|holiday|spain|retir\w*|abroad|emigrat\w*|shifts?|wedding|off to|till|until|for a while|taking up|golf|bowls|cruise)\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// Things given away with the question why turned aside: "gave away my favourite hoodie and my books. she asked why and i
// said decluttering".
add(
  'give-away-asked-why',
  ['preparatory'],
  String.raw`\b(?:gave|giving|given|handed)\s+(?:away\s+)?(?:my\s+|all my\s+)(?:favourite|favorite|best|good|precious|special|treasured|cat|dog|kitten|puppy|rabbit|bird|fish|pets?)\b[^.!?]{0,60}[.!?]?\s*[^.!?]{0,30}\b(?:asked|asking|wondered|wanted to know)\s+why\b[^.!?]{0,20}\bi\s+(?:just\s+)?(?:(?:said|told (?:her|him|them))\s+(?:i was\s+|i am\s+|it was\s+)?(?:just\s+)?(?:decluttering|declutter|nothing|no reason|spring cleaning|minimalis\w*)\b|lied|made (?:something )?up)|\b(?:gave|given|handed)\s+(?:away\s+)?my\s+(?:gold (?:ring|chain|necklace|watch|bracelet)|wedding (?:ring|band)|mother s|mothers|grandmother s|grandmothers)\b[^.!?]{0,80}[.!?]\s*(?:she|he|they)\s+asked\s+why[.!?]\s*i\s+said\s+(?:just\s+because|nothing|no reason)(?=\s*(?:[.!?]|$))`,
  { unvetoable: true, person: 'self', level: 'high' },
);
// Said sorry in advance, or promised to be with them soon, at a grave: "went up to mams grave and said sorry in advance".
add(
  'grave-sorry-in-advance',
  ['preparatory'],
  String.raw`\b(?:(?:my|his|her|their|mums?|mams?|moms?|dads?|nans?|grans?|grandads?|wifes?|husbands?|sons?|daughters?|brothers?|sisters?)\s+grave|headstone|cemetery|graveyard)\b[^.!?]{0,60}\b(?:i|and)\s+(?:(?:said|told (?:her|him|them))\s+(?:i am\s+)?sorry in advance|(?:said|told (?:her|him|them))\s+i\s+(?:will|am going to)\s+be\s+(?:with|joining)\s+(?:you|her|him|them)\s+soon)(?=\s*(?:[.!?,;]|$))`,
  { unvetoable: true, person: 'self', level: 'high' },
);
// Instructions for the funeral left out after the house was cleared: "cleared out the house this week. charity shop has
// most of it. left the instructions for the funeral on the kitchen table".
add(
  'funeral-instructions-left-out',
  ['preparatory'],
  String.raw`\b(?:left|leaving)\s+(?:out\s+)?(?:the\s+|my\s+)?(?:instructions|wishes|plans|arrangements|details)\s+for\s+(?:my\s+funeral|the\s+funeral(?<=\b(?:cleared out|charity shop|gave away|given away|sorted the will|paid off|sold (?:up|everything))\b[^]{0,200}))\b[^.!?]{0,30}\b(?:on|by|under)\s+the\s+(?:kitchen\s+)?(?:table|pillow|bed)\b(?<!\b(?:died|passed|undertaker|funeral director|grans?|nans?|mums?|dads?|grandads?|after (?:he|she) went)\b[^]{0,260})(?![^]{0,120}\b(?:undertaker|funeral director|so (?:\w+ )?(?:could|can) see)\b)`,
  { unvetoable: true, person: 'self', level: 'high' },
);
// Someone else's medicines found hoarded: "found a carrier bag of his meds under my son's bed, weeks of them, none taken".
add(
  'third-found-hoarded-meds',
  ['third-party'],
  String.raw`\bfound\s+(?:a\s+|an\s+)?(?:carrier bag|bag|stash|box|shoebox|pile|load|tin|jar)\s+(?:full\s+)?of\s+(?:his|her|their)\s+(?!(?:old|allergy|worming|wormer|flea|hay fever|expired)\b)(?:\w+\s+)?(?:{PILLS})\b(?=[^.!?]{0,40}\b(?:under (?:his|her|their|my \w+) (?:bed|mattress|pillow)|(?:she|he|they) (?:has|have) been (?:saving|hiding|stockpiling|hoarding) them)\b)(?<!\b(?:died|passed|funeral|dog|cat)\b[^]{0,160})(?![^]{0,80}\b(?:expired|dog|cat|pharmacy|take (?:them )?back)\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// A whole supply of repeat prescriptions taken, with its effects: "had all my repeats and dads ones too. ears ringing.
// everything's far away".
add(
  'took-all-repeats',
  ['attempt'],
  String.raw`\b(?:took|taken|swallowed|had|necked|downed)\s+all\s+(?:of\s+)?(?:my|me|his|her|dads?|mums?)\s+(?:repeats|repeat prescriptions?)\b(?!\s+(?:sent|changed|reviewed|moved|collected|delivered|done|sorted|renewed|to|at|from|in)\b)(?=[^]{0,120}\b(?:ears (?:are )?ringing|far away|cannot see|blurry|heart racing|floating|fading|drowsy)\b)(?![^]{0,120}\b(?:flu|cold|virus|bug|hay fever)\b)`,
  { person: 'self', level: 'imminent' },
);
// If gone, the others could finally stop watching: "if i'm gone they can finally stop counting my meals".
add(
  'if-gone-they-can-finally',
  ['passive'],
  String.raw`\bif\s+(?:i am|i was|i were)\s+(?:gone|not here|dead)\b(?!\s+(?:for (?!good\b)|to|on|till|until|away|out|abroad|tomorrow|next|by|at|before|after|all|this|that|the|every)\b)[^.!?]{0,20}\b(?:they|everyone|he|she|my \w+)\s+(?:can|could|would|will|might)\s+(?:finally|at last)\b(?![^.!?]{0,40}\b(?:room|telly|tv|football|car|gym)\b)`,
  { person: 'self' },
);
// Mourned briefly, then a lighter life for them: "they'd cry for like a week and then life would honestly be lighter for
// them".
add(
  'cry-a-week-then-lighter',
  ['passive'],
  String.raw`\b(?:they|everyone|people|my family|my friends)\s+(?:would|might)\s+(?:\w+\s+)?(?:cry|grieve|be sad|be upset|miss me|mourn)\b[^.!?]{0,30}\b(?:a|one|like a)\s+(?:week|day|month|few days|couple of (?:days|weeks))\b[^.!?]{0,20}\b(?:then|after that|but then)\b[^.!?]{0,40}\b(?:lighter|easier|better|move on|get over it|be fine|forget)\b(?<!\b(?:when|if) i (?:leave|left|fly|flew|go|went|move|moved|emigrate\w*)\b[^]{0,80})(?![^.!?]{0,40}\b(?:hamster|guinea pig|dog|cat|fish|show|film|match|game|movie|ending|series|haircut|outrage|twitter|news|logo|it is only|that is how)\b)`,
  { person: 'self' },
);
// The same place as a death, on a date: "the anniversary is next tuesday. it's fitting. same place she went".
add(
  'same-place-she-went',
  ['plan'],
  String.raw`\bsame\s+(?:place|spot|bridge|cliff|way)\s+(?:as\s+)?(?:she|he|they|my \w+|her|him)\s+(?:went|did it|jumped|ended it|took (?:her|his) life)(?=\s*(?:[.!?,;]|$))(?:(?<=\b(?:anniversary|fitting)\b[^]{0,150})|(?=[^]{0,150}\b(?:anniversary|fitting)\b))(?<!\b(?:holiday|uni|university|college|school|hairdresser|venue|wedding|bench|tribute|memorial|plaque|flowers)\b[^]{0,150})`,
  { person: 'self', level: 'high' },
);
// New sharpeners, winked at: "bought new sharpeners today. for my pencils obviously lol".
add(
  'sharpeners-obviously',
  ['self-harm'],
  String.raw`\b(?:bought|buying|got|stocked up on)\s+(?:some\s+)?(?:new\s+|more\s+)?(?:pencil\s+)?sharpeners?\b[^.!?]{0,30}[.!?]?\s*for (?:my )?pencils\s+(?:obviously|totally)\b`,
  { unvetoable: true, person: 'self', level: 'concern' },
);
// Someone quiet since saying where she was going, and her number asked for: "hasnt been on since saying she was going to
// the lake. anyone have her number".
add(
  'third-quiet-since-going-to',
  ['third-party'],
  String.raw`\b(?:has not|have not|not)\s+(?:been on|been online|posted|logged on|logged in|replied|answered|been seen)\s+since\s+(?:saying|she said|he said|they said|posting)\b[^.!?]{0,60}\bgoing to (?:the )?(?:lake|river|sea|bridge|woods|cliffs?|tracks|quarry)(?=\s*(?:[.!?,;]|$))(?=[^]{0,100}\b(?:anyone (?:have|got|know)|her number|his number|her address|his address|police|welfare check|worried)\b)(?![^]{0,100}\b(?:party|match|game|invite|birthday|fishing|swim\w*|paddleboard\w*|kayak\w*|hotel|trip)\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// Handing on a pastime's gear and being done with more than it: "told big tam he could have the rods and the boat. said
// i'm done wi the fishing. i'm done wi a lot of things".
add(
  'gave-gear-done-with-things',
  ['preparatory'],
  String.raw`\b(?:told|said to)\s+\w+(?:\s+\w+)?\s+(?:he|she|they)\s+could\s+have\s+(?:my|the)\b[^.!?]{0,40}(?=[^]{0,120}\bi am done (?:with|wi) (?:a lot of things|everything|life)(?=\s*(?:[.!?]|$)))`,
  { person: 'self', level: 'high' },
);

// ---------------------------------------------------------------- after the seventy-sixth to seventy-eighth final splits
// Self-harm told as a chore done again, with what gives it away: "came home and did me arm again. cant stop".
add(
  'did-my-arm-again',
  ['self-harm'],
  String.raw`\b(?:did|done)\s+(?:me|my)\s+(?:arms?|wrists?)\s+again\b(?=[^.!?]{0,10}[.!?,]?\s*[^.!?]{0,40}\b(?:cannot stop|can not stop|bleed\w*|plasters?|long sleeves|hide it|deeper|razor|blade)\b)(?![^.!?]{0,60}\b(?:gym|workout|weights|bands|curls|netball|football|sprain\w*|splints?|physio|nurse|vein|jab|tattoo\w*|henna|felt tips|sunburn\w*|aloe)\b)(?<!\b(?:gym|workout|physio|nurse|tattoo\w*|henna)\b[^.!?]{0,60})`,
  { person: 'self', level: 'high' },
);
// A burn put on with a lighter or a cigarette, in the dialect's "me arm" ('sh-body' reads "my arm"): "burned me arm
// with a lighter last night".
add(
  'burned-me-arm-with-lighter',
  ['self-harm'],
  String.raw`\b(?:burn|burned|burnt|burning)\s+me\s+(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?)\s+(?:on purpose\s+)?with\s+(?:a\s+|the\s+|me\s+|my\s+)?(?:lighter|cigarette|fag|match|matches)\b(?![^.!?]{0,60}\b(?:by (?:mistake|accident)|accident\w*|lighting|candles?|bbq|barbecue|hob|cooker|stove|fire pit|gas ring)\b)(?<!\b(?:bloke|man|woman|someone|somebody|he|she|they)\s+(?:\w+\s+){0,6}burn\w*\s+me\s+\w+\s+with\s+(?:a\s+|the\s+)?\w+)`,
  { person: 'self', level: 'high' },
);
// Everything "had" with drink, then lying down ('swallowed' reads "took the lot"): "had the lot. blues, meth, the
// vodka. gonna lie down now".
add(
  'had-the-lot-lie-down',
  ['attempt'],
  String.raw`\bhad\s+the\s+(?:whole\s+)?lot\b[^]{0,80}\b(?:going to|about to)\s+(?:lie down|go to sleep|sleep)\s+now\b(?<=\b(?:{PILLS}|blues|vallies|meth|gear|vodka|gin|whisky|whiskey|rum|booze|alcohol)\b[^]{0,120})`,
  { person: 'self', level: 'imminent' },
);
// Pills put by a few at a time, and not to sell: "putting a few of me blues aside every week. not for selling".
add(
  'pills-put-aside-not-to-sell',
  ['method'],
  String.raw`\b(?:putting|put|setting|set|keeping|kept|saving)\s+(?:a few|some|a couple|two|three)\s+(?:of\s+)?(?:me|my)\s+(?:blues|vallies|{PILLS})\s+(?:aside|away|to one side)\b(?=[^]{0,40}\bnot for (?:selling|sale|sell)\b)`,
  { person: 'self', level: 'high' },
);
// Weighted pockets by water, said and left there: "at the lock now. waters calm. pockets are heavy".
add(
  'pockets-weighted-at-water',
  ['attempt'],
  String.raw`(?<!\b(?:their|his|her|our|kids|childrens)\s+)\bpockets\s+(?:are|is)\s+(?:heavy|weighed down|full of (?:stones|rocks|bricks))(?=\s*(?:[.!?]|$))(?<=\b(?:lock|canal|river|reservoir|bridge|quarry|pier|weir|dam)\b[^]{0,120})(?<=\bnow\b[^]{0,120})`,
  { person: 'self', level: 'imminent' },
);
// Revived, and wishing it had failed: "why did the narcan have to work. should of just let me go that time".
add(
  'should-have-let-me-go',
  ['passive'],
  String.raw`\bwhy did (?:the )?(?:narcan|naloxone)\s+(?:have to\s+)?work\b|\bshould\s+(?:have|of)\s+(?:just\s+)?let\s+me\s+(?:go|die)\b(?<!\b(?:boss|manager|teacher|mum|mom|dad|he|she|they|you|it|work)\s+should\s+(?:have|of)\s+(?:just\s+)?let\s+me\s+(?:go|die))(?=\s*(?:[.!?,;]|$|that time|then|last time))(?<=\b(?:narcan|naloxone|overdose|od|resus\w*|brought me back|stomach pumped)\b[^]{0,150})`,
  { person: 'self', level: 'concern' },
);
// Death named as the aim after saying how it would come: "if i used what i used to itd be lights out. which is kind of
// the idea".
add(
  'lights-out-is-the-idea',
  ['active'],
  String.raw`\bif\b[^.!?]{0,60}\b(?:would|could)\s+be\s+(?:\w+\s+)?(?:lights out|game over|the end of me|curtains)\b[.!?,]?\s*(?:which|and that)\s+is\s+(?:kind of\s+|sort of\s+|exactly\s+|pretty much\s+)?the\s+(?:idea|point|plan)\b`,
  { person: 'self', unvetoable: true, present: true, level: 'high' },
);
// A voice urging death and winning: "the voice that says go on then, do it, nobodyll stop you. its winning".
add(
  'voice-says-do-it-winning',
  ['active'],
  String.raw`\bvoices?\s+(?:that\s+|which\s+)?(?:says?|saying|telling me|tells me|keeps saying|keep saying)\b[^.!?]{0,40}\bdo it\b(?=[^.!?]{0,40}\b(?:go on then|nobody(?:ll| will| would) stop you|no one (?:will|would) (?:stop|miss) you|nobody (?:will|would) miss you|end it|kill|die|jump|cut)\b|(?<=\b(?:go on then|end it|kill|die|jump|cut)\b[^.!?]{0,40}))[^]{0,80}\b(?:it is|its|they are)\s+(?:winning|getting louder|louder)\b`,
  { person: 'self', level: 'high' },
);
// A photo of water at night with no words, and then silence: "sent me a picture of the canal at midnight, no caption.
// phones been off since".
add(
  'third-water-photo-then-silence',
  ['third-party'],
  String.raw`\bsent me a (?:picture|photo|pic|video)\s+of\s+(?:the\s+)?(?:canal|river|bridge|tracks|cliffs?|sea|lake|reservoir|quarry|viaduct)\s+(?:at|in the middle of the)\s+(?:midnight|night|[1-4]\s?am)\b[^.!?]{0,10}[,.]?\s*(?:no caption|no message|no words|nothing else)\b(?=[^]{0,80}\b(?:phones?\s+(?:is\s+|has\s+)?(?:been\s+)?(?:off|dead|switched off)|not answering|no reply|not replying)\b)`,
  { person: 'third', unvetoable: true, level: 'high' },
);
// Craving the sting of a blade: "craving the sting more than i crave the gear".
add(
  'craving-the-sting',
  ['self-harm'],
  String.raw`\bcrav(?:e|es|ed|ing)\s+the\s+(?:blade|razor|sting(?=\s*(?:[.!?,]|$)|\s+(?:more than|again|of (?:the |a )?(?:blade|razor|cuts?))\b))`,
  { person: 'self', level: 'concern' },
);
// Asking for reasons not to end it, with none found: "help me make a list of reasons why i should not end things. i
// cannot think of any".
add(
  'reasons-not-to-end-it',
  ['active'],
  String.raw`\breasons?\s+(?:why\s+)?(?:i\s+)?(?:should not|not to|to not)\s+(?:end (?:it all|my life(?!\s+(?:coach\w*|insurance|story))|things(?=[^]{0,60}\b(?:cannot think of (?:any|one)|can not think of (?:any|one)|run out of (?:them|my own)|have none)\b))|kill myself)\b`,
  { person: 'self', level: 'high' },
);
// A whole week's tablets and someone else's too: "i have taken my week of tablets and my housemates ones as well".
add(
  'took-week-of-tablets-and-theirs',
  ['attempt'],
  String.raw`\b(?:taken|took|swallowed)\s+(?:all\s+)?(?:my|me)\s+(?:whole\s+)?(?:week|month)\s+(?:of\s+|worth of\s+)?(?:{PILLS})\s+and\s+(?:my|me|his|her|their)\s+\w+s?\s+(?:ones|{PILLS})\s+(?:as well|too)\b`,
  { person: 'self', level: 'imminent' },
);
// Means locked away after the writer's own act, and the key known: "the kitchen knives are locked up because of last
// year. but i know where the spare key is".
add(
  'locked-means-key-known',
  ['method'],
  String.raw`\b(?:knives|blades|razors?|tablets|pills|meds|medication|medicines?)\b[^.!?]{0,40}\blocked\s+(?:up|away)\s+because of (?:last (?:year|time|month|summer|winter|christmas)|what i did|me)\b[^.!?]*[.!?]?\s*(?:but\s+)?i\s+(?:know|found out|have found)\s+where\s+(?:the\s+)?(?:spare\s+)?key\b(?<!\b(?:at work|at school|at the home|on the ward|first aider|head chef|nurse|staff|agency)\b[^]{0,160})`,
  { person: 'self', unvetoable: true, present: true, level: 'high' },
);
// "end me" said of oneself, the clause ending there: "i want to end me", "i will do it, i will end me".
add(
  'end-me',
  ['active'],
  String.raw`\bi\s+(?:just\s+|really\s+)?(?:want to|wanna|will|am going to|going to|am gonna|should|might)\s+(?:just\s+)?end\s+me(?=\s*(?:[.!?,;]|$))(?<!\bif\b[^.!?]{0,80})`,
  { person: 'self', unvetoable: true, level: 'high' },
);
// Better as a picture on the wall: "they are better if i am just a photo on wall with flowers and candle".
add(
  'better-as-a-photo',
  ['passive'],
  String.raw`\b(?:better|easier)\s+(?:off\s+)?(?:for (?:everyone|them|all of them|my family)\s+)?if\s+i\s+(?:am|was|were|become|became)\s+(?:just\s+a\s+(?:photo|picture|memory)|a\s+(?:photo|picture)\s+on\s+(?:the\s+)?(?:wall|shelf|mantel\w*))\b`,
  { person: 'self', level: 'concern' },
);
// Pills named as someone's way out: "show me pills in his pocket and say this is my exit ticket".
add(
  'pills-exit-ticket',
  ['method'],
  String.raw`\b(?:{PILLS}|rope|gun)\b[^.!?]{0,60}\b(?:my|his|her|their)\s+(?:exit ticket|ticket out|way out|exit plan)\b(?!\s+of\b)(?<!\b(?:escape room|game|puzzle|methadone|recovery|clean)\b[^.!?]{0,80})`,
  { third: 'risk', level: 'high' },
);
// A message recorded for every birthday to come, with no illness or posting to explain it: "recorded voice messages for
// my two boys, one for every birthday until they are 18".
add(
  'message-for-every-birthday',
  ['preparatory'],
  String.raw`\b(?:recorded|recording|wrote|written|writing|made|making|filmed|filming)\s+(?:\w+\s+){0,2}?(?:voice messages?|messages?|letters?|cards?|videos?|voice notes?)\s+for\s+(?:my|me)\s+(?:\w+\s+){0,2}?(?:boys?|girls?|kids|children|son|daughter|sons|daughters)\b[^.!?]{0,20}\bone for (?:every|each) birthday until (?:he|she|they) (?:is|are|turns?|turn) \d+\b(?![^]{0,150}\b(?:cancer|chemo\w*|terminal|diagnos\w*|hospice|palliative|deploy\w*|posted abroad|rigs?|tour)\b)(?<!\b(?:cancer|chemo\w*|terminal|diagnos\w*|hospice|palliative|deploy\w*|posted abroad|rigs?|tour)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// Someone asking for all their tablets at once "to sleep forever": "bring him all his tablets at once so he can sleep
// forever".
add(
  'all-tablets-to-sleep-forever',
  ['method'],
  String.raw`\ball\s+(?:of\s+)?(?:his|her|my|their|the)\s+(?:{PILLS})\b[^.!?]{0,20}\bso\s+(?:i|he|she|they)\s+(?:can|could|would|will)\s+sleep\s+(?:forever|for good(?!\s+(?:for once|tonight|at last))|and not wake up)\b`,
  { third: 'risk', unvetoable: true, level: 'high' },
);
// Dying unfound, and maybe better so: "if i die here in this small room nobody find me for a week ... maybe better like
// that".
add(
  'die-unfound-maybe-better',
  ['passive'],
  String.raw`\bif i die\b(?!\s+in (?:story mode|the game|game))[^.!?]{0,60}\bnobody (?:find|finds|would find|will find|notice|notices|will notice|would notice)\b[^]{0,120}\b(?:maybe|probably) (?:better|best) (?:like that|that way)\b(?<!\b(?:game|single player|respawn|level|noob)\b[^]{0,200})`,
  { person: 'self', level: 'concern' },
);
// Bones watched for while starving: "only water and coffee 5 days ... when i see the bones i feel i am controlling".
add(
  'starving-to-see-bones',
  ['self-harm'],
  String.raw`\b(?:only|just)\s+(?:water|water and (?:coffee|tea)|black coffee|coffee)\s+(?:for\s+)?\d+\s+days\b[^]{0,80}\b(?:see|seeing)\s+(?:the|my)\s+bones\b(?!\s+(?:exhibit|on the x ?ray|on the scan))(?:(?=[^.!?]{0,40}\b(?:control\w*|good|proud|better|want more)\b)|(?<=\b(?:love|like|want)\s+(?:\w+\s+)?(?:see|seeing)\s+(?:the|my)\s+bones))(?<!\b(?:bug|flu|virus|cramming|fasting for|ramadan|x ?ray|scan)\b[^]{0,120})`,
  { person: 'self', level: 'high' },
);
// Gas let run with the windows shut and not lit: "i was thinking if i close the windows and not light it".
add(
  'gas-windows-closed-unlit',
  ['method'],
  String.raw`\bif i (?:close|shut|closed) (?:all )?the windows?\b[^.!?]{0,20}\b(?:and|but|without)\s+(?:not|do not|never|without)?\s*light(?:ing)?\s+(?:it|the (?:gas|hob|oven|stove))\b(?:(?<=\bgas\b[^]{0,150})|(?=[^]{0,80}\bgas\b))`,
  { person: 'self', level: 'high' },
);
// A goodbye said "properly" that puzzled the one it was said to: "said goodbye to mrs okafor at the corner shop properly
// today ... said thank you for 6 years of milk. she looked confused".
add(
  'goodbye-properly-puzzled',
  ['preparatory'],
  String.raw`\bsaid\s+goodbye\s+to\s+[^.!?]{0,40}\bproperly\b(?=[^]{0,150}\b(?:looked (?:confused|puzzled|worried)|asked (?:me )?why|asked if i was (?:ok|okay|alright|all right)|gave me a (?:funny|strange|weird) look)\b)(?![^]{0,200}\b(?:moving|move|moved|leaving (?:for|the (?:area|country|job))|emigrat\w*|new job|retir\w*|holiday|travelling|last day|uni|university|going abroad|off to)\b)(?<!\b(?:moving|move|moved|emigrat\w*|new job|retir\w*|last day|leaving do)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);

// Hours without the thought counted as a good day, so it is there the rest of the time: "first arvo in a month i went
// a whole afternoon without thinking about suicide. back on it by tea time".
add(
  'hours-without-suicide-thoughts',
  ['active'],
  String.raw`\b(?:a|one|the|whole|an|entire)\s+(?:whole\s+|entire\s+)?(?:hour|morning|afternoon|arvo|evening|day|night|shift)\s+without\s+(?:thinking about|wanting|planning)\s+(?:suicide|killing myself|ending it|ending my life|dying|how to die|to die)\b(?![^]{0,60}\b(?:in (?:years|ages|a long time)|since (?:the|my) (?:treatment|therapy|meds)|for (?:years|months) now)\b)`,
  { person: 'self', level: 'concern' },
);
// Nothing left that needs me, after what has gone: "kids are grown and gone, the farm's going under, the dog's old. not
// much left round here that needs me".
add(
  'nothing-left-needs-me',
  ['passive'],
  String.raw`\b(?:not much|nothing|nobody|no one|not a lot)\s+left\s+(?:round here\s+|around here\s+|anymore\s+)?(?:that|who)\s+(?:needs|need)\s+me(?=\s*(?:[.!?]|$))(?<=\b(?:gone|going under|grown up|grown|old|dead|died|left me|sold|lost)\b[^]{0,150})(?<!\b(?:handover|inbox|retir\w*|harvest|holiday|shift|week|weekend|monday|friday)\b[^]{0,150})`,
  { person: 'self', level: 'concern' },
);
// Sleep hoped to be the end: "lay in the donga hoping i'd just go to sleep and that'd be the end of it"; "go to bed
// hoping i don't have to do tomorrow".
add(
  'hoping-sleep-is-the-end',
  ['passive'],
  String.raw`\b(?:hoping|hope|hoped|wish|wishing|wished|praying)\s+i\s+(?:would|will|could)?\s*(?:just\s+)?(?:go to sleep|fall asleep|drift off|nod off)\s+and\s+(?:that|it)\s+(?:would|will)?\s*be\s+the\s+end\s+of\s+(?:it|me|everything)(?=\s*(?:[.!?]|$))(?<!\b(?:headache|migraine|lemsip|cold|flu|hangover|baby|toothache|nurofen|paracetamol|argument|row)\b[^]{0,150})|\b(?:hoping|praying)\s+i\s+(?:do not|never)\s+have\s+to\s+do\s+(?:tomorrow|another day)(?=\s*(?:[.!?]|$))(?<=\b(?:bed|sleep|asleep|lie down|lay down|lights out)\b[^.!?]{0,40})`,
  { person: 'self', level: 'concern' },
);
// Not coming home, and not the job that is meant: "thinking seriously about not coming home from this swing at all, and
// i don't mean chucking the job in".
add(
  'not-coming-home-not-the-job',
  ['active'],
  String.raw`\bnot\s+(?:coming|going|getting)\s+(?:home|back)\b[^.!?]{0,50}\b(?:and|but)\s+i\s+do\s+not\s+mean\s+(?:quitting|chucking|leaving|jacking|resigning|walking out|packing it in)(?:\s+(?:the job|it|my job))?(?:\s+in)?(?=\s*(?:[.!?]|$))(?![.!?]\s*i (?:mean|am)\b)`,
  { person: 'self', level: 'high' },
);
// "working out whether anyone would notice if i went home and ended it".
add(
  'notice-if-went-and-ended-it',
  ['active'],
  String.raw`\b(?:(?:anyone|anybody|nobody|no one|people)\s+(?:would|will)\s+(?:even\s+)?(?:notice|care)|(?:would|will)\s+(?:anyone|anybody|people)\s+(?:even\s+)?(?:notice|care))\s+if\s+i\s+(?!(?:just\s+|finally\s+)?(?:called|texted|rang|messaged|told|phoned|dumped|met)\b)(?:(?!(?:him|her|them)\b)\w+\s+){1,4}?and\s+(?:ended it|ended it all|killed myself)\b`,
  { person: 'self', level: 'high' },
);
// Past wishing to how, as the entry's bare last words: "thought about it properly on the walk home. not just wishing.
// thinking how".
add('not-just-wishing-how', ['active'], String.raw`\bnot\s+just\s+wishing[.,;!]?\s*(?:i am\s+)?thinking\s+how(?=\s*(?:[.!?]|$))`, {
  person: 'self',
  level: 'high',
});
// The policy past its two years with a wait counted: "policy ticks over two years on the 14th ... i can hold on three
// weeks".
add(
  'policy-two-years-hold-on',
  ['plan'],
  String.raw`\b(?:life\s+)?(?:policy|insurance|cover)\s+(?:ticks over|hits|reaches|passes|turns|clicks over)\s+(?:two|2)\s+years\b(?<!\b(?:car|phone|home|house|travel|pet|contents|van|ute|health|dental|bike)\s+(?:insurance\s+)?(?:policy|insurance|cover)\s+\w+(?:\s+over)?\s+(?:two|2)\s+years)(?=[^]{0,150}\bi\s+can\s+(?:hold on|hang on|last|make it)\b)`,
  { person: 'self', level: 'high' },
);
// Accounts and diaries deleted so there is less to go through afterwards: "deleted insta, tiktok, even my spotify
// playlists ... less for people to scroll through after".
add(
  'less-to-go-through-after',
  ['preparatory'],
  String.raw`\bless\s+(?:stuff\s+)?for\s+(?:people|them|everyone|my family|(?:my\s+)?(?:mum|mom|dad|parents|kids|sister|brother))\s+to\s+(?:scroll through|go through|sort through|read)\s+after(?:wards)?(?:\s+i am gone)?(?=\s*(?:[.!?,;]|$))(?<=\b(?:deleted|wiped|cleared|shredded|burned|burnt)\s+(?:\w+\s+){0,2}?(?:insta|instagram|tiktok|snap\w*|socials?|accounts?|diar(?:y|ies)|journals?|photos|camera roll|messages|search history|texts|notes|letters|playlists?)\b[^]{0,120})`,
  { person: 'self', level: 'high' },
);
// Every debt squared "to leave things clean": "paid lewis back the 200 i owed him. that's every debt squared now. good
// to leave things clean".
add(
  'debts-squared-leave-clean',
  ['preparatory'],
  String.raw`\bgood\s+to\s+leave\s+(?:things|everything|it all)\s+clean(?=\s*(?:[.!?,;]|$))(?<=\b(?:every debt|all (?:my )?debts|everyone i owed|all i owed)\b[^]{0,120})(?<!\b(?:last (?:day|shift|game)|season|moving|move out|tenancy|lease|new job|notice|holiday)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// A goodbye said without the word, that puzzled: "said bye to the kitchen today without saying bye ... hugged osman the
// kp for no reason. he looked at me funny".
add(
  'bye-without-saying-bye',
  ['preparatory'],
  String.raw`\bsaid\s+(?:bye|goodbye)\s+to\s+[^.!?]{1,40}\bwithout\s+(?:actually\s+)?saying\s+(?:bye|goodbye|it)\b(?=[^]{0,150}\b(?:for no reason|looked at me (?:funny|weird|strange)|gave me a (?:funny|weird|strange) look|asked (?:me )?(?:why|if i was (?:ok|okay|alright)))\b)(?![^]{0,200}\b(?:moving|airport|flight|leaving (?:for|the)|notice|new job|last day|emigrat\w*)\b)(?<!\b(?:moving|airport|notice|resign\w*|new job|last day|leaving do|emigrat\w*)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// "rang mum just to say thanks for everything ... she asked what brought this on. said nothing, just felt like saying it".
add(
  'thanks-for-everything-puzzled',
  ['preparatory'],
  String.raw`\b(?:to\s+)?say\s+thanks?\s+(?:you\s+)?for\s+everything\b(?=[^]{0,150}\b(?:asked (?:me )?what brought (?:this|that|it) on|asked (?:me )?(?:why|if i was (?:ok|okay|alright|all right))|looked (?:confused|worried|at me funny)|gave me a (?:funny|strange|weird) look)\b[^]{0,60}\b(?:said nothing|changed the subject|did not (?:say|tell)|just felt like (?:saying|it)|told (?:her|him|them) (?:nothing|no reason))\b)(?![^]{0,200}\b(?:moving|emigrat\w*|new job|retir\w*|leaving (?:for|the)|last (?:day|game|season)|wedding|speech|birthday|anniversary|graduat\w*|business|therapy|card|farewell|(?:mothers|fathers) day)\b)(?<!\b(?:moving|emigrat\w*|new job|retir\w*|last (?:day|game|season)|wedding|speech|birthday|anniversary|graduat\w*|business|therapy|card|farewell|(?:mothers|fathers) day)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// A pocketknife dug into the skin, or any blade into a palm ('sh-tool' reads the rest, palms aside): "dug the
// pocketknife into my palm under the table through the whole meeting".
add(
  'dug-blade-into-skin',
  ['self-harm'],
  String.raw`\b(?:dug|digging|dig)\s+(?:the|a|my)\s+(?:\w+\s+)?(?:pocketknife|pocket knife|penknife|pen knife|stanley knife|box cutter|(?:knife|blade|compass|scissors|razor)(?=\s+into\s+(?:my|me)\s+palm\b))\s+into\s+(?:my|me)\s+(?:palm|arm|leg|thigh|wrist|hand|skin|stomach|forearm)\b(?![^.!?]{0,40}\b(?:by mistake|by accident|accidentally|to test|to check)\b)`,
  { person: 'self', level: 'high' },
);
// Cuts getting deeper, closed with strips: "they're getting deeper. needed steri strips tonight".
add(
  'getting-deeper-closures',
  ['self-harm'],
  String.raw`\b(?:they are|(?:the\s+)?cuts are)\s+getting\s+deeper(?=\s*[.!?])(?=[^]{0,80}\b(?:steri ?strips?|butterfly (?:band ?aids|stitches|strips|closures))\b)`,
  { person: 'self', level: 'high' },
);
// Food withheld as a punishment, told as an order: "skip lunch, skip tea. that's what you get for losing the canola crop".
add(
  'skip-meals-as-punishment',
  ['self-harm'],
  String.raw`\bskip\s+(?:breakfast|lunch|tea|dinner|supper)[,.;]?\s+skip\s+(?:breakfast|lunch|tea|dinner|supper)\b[^]{0,20}\bthat is\s+what\s+(?:you|i)\s+get\s+for\b`,
  { person: 'self', level: 'high' },
);
// Tools given away "won't be needing them", told to the one who got them: "gave my lincoln welder and the good socket
// set to young liam from the shed ... told him i won't be needing them".
add(
  'gave-away-told-not-needing',
  ['preparatory'],
  String.raw`\b(?:gave|given|giving|handed)\s+(?:away\s+)?(?:(?:my|me)\s+[^.!?]{0,60}\bto\s+[^.!?]{0,40}|(?!(?:away|back|up|in|out|it|them|him|her|the|a|an)\b)\w+\s+(?:my|all my|me)\s+[^.!?]{0,60})[.!?][^]{0,80}\b(?:told|said to)\s+(?:him|her|them)\s+i\s+(?:will not|would not)\s+be\s+needing\s+(?:them|it|those|any of it)\b(?!\s+(?:again|in|there|where|once|after|until|till|for|at|when|now|since|because|as|with|up)\b)(?![^.!?]{0,40}\b(?:now (?:i|that i)|new one|since i|because i|after the (?:op|operation|move|exams?)|at the new|at uni)\b)(?<!\b(?:retir\w*|moving|emigrat\w*|downsiz\w*|new (?:one|set|welder|kit)|upgraded|nursing home|care home|exams?|school|uni|graduat\w*)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);

// What the eighty-fifth to eighty-seventh final splits missed (after the score).
// Waking up again, asked why: "why do i keep waking up". Not waking at 3am or early.
add(
  'why-keep-waking',
  ['passive'],
  String.raw`\bwhy do i (?:still )?keep waking up\b(?![^]{0,80}\b(?:at|early|tired|in the night|with|thirsty|sweating|hungry|before|night|times|baby|monitor|toilet|bathroom|coffee|caffeine|insomnia|sleep|alarm|nightmare|dog|cat|\d+\s*(?:am|times))\b)`,
  { person: 'self' },
);
// Love said to everyone, and meant as a goodbye: "told every guy in the boat i loved them. they laughed. i meant goodbye".
add(
  'meant-goodbye',
  ['preparatory'],
  String.raw`\bi meant (?:it as )?(?:a )?goodbye\b(?<=\b(?:told|said|hugged|love you|loved (?:them|him|her|you)|thanked)\b[^]{0,160})(?!\s+for (?:now|the \w+))(?![^]{0,80}\b(?:moving|move|moved|leaving for|new job|flight|abroad|emigrat\w*|last day|transfer\w*|graduat\w*|hospice|dying|nurse|funeral|last days|leaving do|retir\w*|contract|redundan\w*|holiday|summer|airport|station)\b)(?<!\b(?:moving|moved|leaving for|new job|flight|abroad|emigrat\w*|last day|transfer\w*|graduat\w*|hospice|dying|nurse|funeral|last days|leaving do|retir\w*|contract|redundan\w*|holiday|summer|airport|station)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// Food cut and miles added as a punishment: "400 cals today and ran 6 extra miles after practice. i deserve it after falling".
add(
  'restrict-deserved',
  ['self-harm'],
  String.raw`\bi deserve (?:it|this)\s+after\s+(?:falling|failing|messing up|missing|blowing|screwing up|choking)\b(?<=\b(?:[1-9]\d{1,2}\s*(?:cals|calories|kcal)|skipped (?:lunch|dinner|breakfast|meals))\b[^]{0,120})`,
  { person: 'self', level: 'high' },
);
// A knife held, and not for cooking: "i held the big one long time. not thinking about cooking".
add(
  'held-knife-not-cooking',
  ['method'],
  String.raw`\bheld (?:the|a) (?:big |biggest |sharp\w* |kitchen |carving )?(?:knife\b|one\b(?<=\b(?:knife|knives|blade|blades)\b[^]{0,120}))[^]{0,60}\bnot (?:thinking about|for) (?:cooking|dinner)\b(?![^]{0,60}\b(?:display|market|museum|sword|shop|obviously)\b)(?<!\b(?:display|market|museum|sword|shop)\b[^]{0,100})`,
  { person: 'self', level: 'high' },
);
// The means looked at, and how it would be read: "rat poison in the storeroom ... people would say accident".
add(
  'read-as-accident',
  ['method'],
  String.raw`\b(?:people|they|everyone|everybody)\s+would\s+(?:say|think|believe)\s+(?:it was\s+)?(?:an?\s+)?accident\b(?<=\b(?:poison|pills|tablets|rope|bridge|cliff|gun|balcony|roof)\b[^]{0,160})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Another's death wished on the writer instead: "most days i wish that IED got me instead of Ramirez".
add(
  'wish-it-got-me-instead',
  ['passive'],
  String.raw`\bwish (?:that |the )?(?:ied|bomb|blast|mine|bullet|cancer|crash|car|truck|tumou?r|stroke|heart attack|wave|sniper|grenade|rocket)\s+(?:got|had got|had gotten|took|had taken|killed|hit) me instead\b`,
  { person: 'self' },
);
// Better if the writer had died in the accident survived: "it'd of been better all around if i'd been under that top when it fell in".
add(
  'better-if-i-had-died-then',
  ['passive'],
  String.raw`\b(?:better|easier)\s+(?:all around|all round|for everyone|for everybody|for all of us)\s+if i (?:had|would have) (?:been (?:under (?:that|the) (?:\w+ )?(?:top|roof|rubble|car|truck|wall)\b(?=\s+when\b|\s*[.,]|$)|killed|crushed)|died|not (?:survived|made it))\b`,
  { person: 'self' },
);
// At a funeral, the wish to follow and the intent to find how: "all i could think was i want to go with her. and im going
// to find a way". Apart from 'join-dead' (a passive wish) because finding a way is intent.
add(
  'go-with-them-find-a-way',
  ['active'],
  String.raw`\bi want to go with (?:her|him|them)\b(?<=\b(?:funeral|grave|died|passed|buried|coffin|cremat\w*|wake)\b[^]{0,200})(?=[^]{0,60}\b(?:going to|will) find a way\b(?!\s+to\b))`,
  { person: 'self', level: 'high' },
);
// The disaster that spared the writer, to be finished: "im gonna finish what that mine started", "I'm supposed to finish
// the job the Taliban couldn't".
add(
  'finish-what-it-started',
  ['active'],
  String.raw`\b(?:i am going to|i will|i am gonna|i want to)\s+finish what (?:that|the) (?:mine|war|ied|blast|explosion|crash|wreck|bomb|overdose)\s+started\b(?![^]{0,60}\b(?:said the|documentary|film|movie|show|book|novel)\b)|\b(?:supposed to|going to|gonna|should|i will|want to)\s+finish\s+the\s+job\s+(?:the\s+\w+|they|cancer|the war|the enemy)\s+(?:could not|did not|failed to|started)\b`,
  // An anniversary here is the disaster's, not a recovery's: the intent is now.
  { person: 'self', level: 'high', present: true },
);
// A pet handed on to someone who will "do better by him than i could".
add(
  'do-better-by-him',
  ['preparatory'],
  String.raw`\b(?:she|he|they) will do better by (?:him|her|them) than i (?:could|can|ever could|did)\b(?<=\b(?:took|gave|handed|dropped)\b[^]{0,120})(?![^]{0,120}\b(?:allerg\w*|moving|landlord|new baby|cannot afford|with my (?:hours|shifts|job|work)|shelter|rescue)\b)(?<!\b(?:allerg\w*|moving|landlord|new baby|cannot afford|shelter|rescue)\b[^]{0,160})`,
  { person: 'self', level: 'high' },
);
// A misunderstanding left standing: "he thought i meant before my knee surgery. i let him think that".
add(
  'let-them-think',
  ['preparatory', 'secret'],
  String.raw`\b(?:he|she|they) thought i meant (?:before|after) (?:my|the|his|her|our) \w+[^.!?]{0,40}[.!?]?\s*i let (?:him|her|them) (?:think|believe) (?:that|so|it)\b(?![^.!?]{0,40}\b(?:surprise|present|gift|party)\b)(?<=\b(?:not be (?:here|around)|gone|goodbye|last time|getting right with god|make (?:my )?peace|before i go)\b[^]{0,200})`,
  { person: 'self', level: 'high' },
);
// A clean streak counted, and the urge bad tonight: "40 days since i last cut. like lent lol. but tonight the wanting is bad".
add(
  'clean-streak-urge-bad',
  ['self-harm'],
  String.raw`\bsince (?:i (?:last )?|my last )(?:cut(?=\s*(?:[.,;!?]|$|\s+(?:myself|my (?:arms?|wrists?|thighs?|legs?|skin))\b|\s+(?:and|but)\b))|burned myself|burnt myself|hurt myself|self harmed)\b[^]{0,80}\bthe (?:wanting|urge|urges|pull) (?:is|are) (?:really |so |very |getting )?(?:bad|strong|back|loud|winning)\b`,
  // A joke about the count ("like lent lol") does not take back the urge.
  { person: 'self', level: 'concern', unvetoable: true },
);
// Someone old ready to go to the dead, giving things away: "sister pauline said she's ready to go see harold and she's been
// giving her quilts away to everybody. 86".
add(
  'third-ready-to-go-giving-away',
  ['third-party'],
  String.raw`\b(?:said|says|keeps saying|told me) (?:she|he) is ready to go (?:see|be with|join) (?!the\b|a\b|an\b|her new\b|his new\b|my\b|our\b|dr\b|doctor\b|aunt\b|uncle\b)\w+\b(?!\s+(?:in|at|next|this|tomorrow|about|for)\b)(?=[^]{0,160}\bgiv(?:ing|en) (?:away )?(?:all )?(?:her|his)\b)`,
  { person: 'third', third: 'risk' },
);

// The eighty-eighth to ninetieth final splits, read after they were scored (not blind). Each rule asks for a dark cue
// besides its frame, since the frames alone ("this is it", "one way", "good to know") are everyday words.
// At the water's or the drop's edge, alone in the dark, and "this is it" as the last words: "end of the breakwater.
// waters black. phones nearly dead. this is it".
add(
  'edge-this-is-it',
  ['attempt'],
  String.raw`\b(?:end of the|edge of the|on the|at the|top of the|out on the)\s+(?:breakwater|pier|jetty|harbour wall|harbor wall|sea wall|quay|cliffs?|bridge|ledge|roof|rooftop|platform|tracks|car park roof|multi storey)\b(?=[^]{0,160}\b(?:waters? (?:is |are )?(?:black|cold|dark)|phones? (?:is |are )?(?:nearly |almost )?(?:dead|off|gone)|battery (?:is )?(?:nearly |almost )?(?:dead|gone)|nobody (?:about|around|here)|no one (?:about|around|here)|alone|goodbye|sorry)\b)[^]{0,160}\bthis is it\s*[.!,]*\s*(?:(?:goodbye|bye|sorry|love you all|i love you)\s*[.!x]*\s*)?$(?<!\b(?:view|sunset|sunrise|photo|camera|proposal|proposed|knee|engaged|ring|dream|holiday|wedding|first date|race|run|marathon|rod|bite|(?:got|picked up|collected|handed (?:over|back)) (?:the |my |our )?(?:new )?keys|(?:new|house|flat) keys|new (?:flat|house|home|job|city)|interrail\w*|backpack\w*|finally here|we made it|summit|finish line|start line|suitcases?|luggage|moving (?:day|house|in|out)|fireworks|gig|festival|countdown|interview|exam|audition|abseil\w*|climb\w*|off to)\b[^]{0,200})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A day decided and the hour no one is about, as the last words: "decided on sunday. tide's high about 4 in the morning.
// nobody about at that hour".
add(
  'decided-day-nobody-about',
  ['plan', 'timing'],
  String.raw`\bdecided on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d+\w*|tonight|tomorrow)\b(?!\s+(?:for|as|instead)\b)[^]{0,160}\b(?:nobody|no one|noone) (?:is |will be |s )?(?:about|around|up|awake) (?:at that hour|then|that early|that late)\s*[.!]*\s*$(?:(?<!\b(?:(?:go|going|went) (?:fishing|swimming|surfing|birding|running|jogging|for a (?:swim|run|ride|paddle))|night fishing|fishing trip|rod|bait|(?:shoot|photograph|catch|watch|see) the sunrise|sunrise (?:photos?|shoot|walk|swim)|stargaz\w*|telescope|gym|early shift|bin day|deliver(?:y|ies)|dog walk\w*|walk the dog|ride|cycl\w*|early start|flight)\b[^]{0,250})|(?<=\b(?:last|final)\b[^]{0,250}))`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A one-way trip, and the drop itself is what the writer wants: "booked the ferry over to the island friday. one way.
// the cliffs on the west side are what i want".
add(
  'drop-is-what-i-want',
  ['plan', 'means'],
  String.raw`\b(?:the )?(?:cliffs?|bridge|edge|drop|ledge|tracks)(?: on the \w+ side| there| by the \w+)?\s+(?:is|are) what i want\s*[.!]*\s*$(?<=\bone way\b(?! or another)[^]{0,120})(?<!\b(?:job|climb\w*|hike|hiking|holiday|views?|bar|moving|trip|tour\w*|retir\w*|surf\w*|coast path|paint\w*)\b[^]{0,160})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Cold held to numbness for the relief of it: "held my hands in the bait freezer till i couldnt feel them. nice to feel
// nothing for a bit" (not after a burn, a sprain, a session or in a heatwave).
add(
  'held-cold-feel-nothing',
  ['self-harm'],
  String.raw`\bheld (?:my|me) (?:hands?|arms?|feet|wrists?|fingers)\s+(?:in|under|against|on)\s+(?:the\s+)?(?:\w+\s+)?(?:freezer|ice|snow|icy water|cold water|ice water|fish hold)\b[^]{0,80}\b(?:till|until) i (?:could not|couldnt|cant|cannot) feel (?:them|it|anything)\b[^]{0,60}\b(?:nice|good|felt good|better|helped|easier) to feel nothing\b(?!\s+but\b)(?![^]{0,80}\b(?:(?:the )?pain in my (?:hands?|feet|foot|fingers|wrists?|arms?|ankles?|knees?|back)|blister\w*|burn\w*|sprain\w*|swell\w*|degrees|heat\w*|hot)\b)(?<!\b(?:(?:joint|back|knee|nerve|arthritis|tendon|hand|wrist) pain|blister\w*|burn\w*|sprain\w*|swell\w*|session|run|game|match|training|boxing|degrees|heat\w*|hot|hike|hiking|miles?|marathon|ice bath|gout)\b[^]{0,160})`,
  { person: 'self', level: 'concern' },
);
// Someone said they would be better off at the bottom of the sea, laughed, and was not: "jamie on the crew said he would
// be better off at the bottom of the sea. laughed it off after. he was not laughing".
add(
  'third-said-better-off-not-laughing',
  ['third-party'],
  String.raw`\bsaid (?:he|she) would be better off (?:dead|gone|at the bottom of (?:the sea|the river|the harbour|the lake)|in the ground)\b(?!\s+than\b)[^]{0,120}\b(?:he|she) (?:was not|wasnt) (?:laughing|joking|smiling)\b(?!\s*,?\s*(?:when|at|because|about)\b)`,
  { person: 'third', third: 'risk', level: 'high' },
);
// A threat to go off the cliff, said calm: "john said if the quota cuts go through hell go off the cliff. everyone
// laughed but he said it dead calm".
add(
  'third-go-off-said-calm',
  ['third-party'],
  String.raw`\b(?:said|says)\b[^.!?]{0,60}\b(?:he will|hell|he would|hed|he is going to|she will|she would|shed|she is going to|shell)\s+(?:go|drive|walk|jump)\s+off (?:the|a) (?:cliff|bridge|pier|edge|roof)\b(?![^.!?]{0,40}\b(?:charity|swim\w*|plunge|dive|diving|bungee|stunt|dare|for a laugh|sponsor\w*|into the (?:sea|lake|river) for)\b)[^]{0,100}\b(?:he|she) said it (?:dead |stone |deadly |totally )?(?:calm|serious|flat|quiet)\b`,
  { person: 'third', third: 'risk', level: 'high' },
);
// Nothing worth coming home for, still: "should have been me went down with the mary ellen. i had nothing worth coming
// home for. still dont".
add(
  'nothing-worth-coming-home',
  ['passive'],
  String.raw`\b(?:i have|i had|i have got|ive got|ive) nothing (?:worth|to) (?:coming home|come home|getting up|living|stay(?:ing)? alive) for\b(?=[^]{0,20}\b(?:still|anymore|any more)\b)(?<!\b(?:away at (?:uni|college|school)|(?:wife|kids|family|partner|parents|husband)\b[^.!?]{0,30}\baway|empty|camp|holiday|this week|all week|fridge)\b[^]{0,80})`,
  { person: 'self', level: 'concern' },
);
// The Lord welcome to take the writer any time: "nan used to say the good lord takes you when hes ready. well hes welcome
// any time far as im concerned".
add(
  'lord-welcome-any-time',
  ['passive'],
  String.raw`\b(?:god|lord|jesus|heaven)\b[^.!?]{0,30}\b(?:takes? you|take me|calls? you|call me)\b[^]{0,80}\b(?:he is|hes|god is|the lord is) welcome (?:to take me )?(?:any ?time|whenever)\b(?!\s+(?:at|after|when|in my sleep)\b)(?![^]{0,60}\b(?:vicar|pop round|tea|for dinner|to visit)\b)(?<!\b(?:vicar|pop round|tea|for dinner|to visit)\b[^]{0,80})`,
  // What nan used to say is the frame; the welcome is now.
  { person: 'self', level: 'concern', present: true },
);
// A disappearance the writer thinks of that goes past a new city: "sometimes i think about disappearing - new city, no
// phone, and then not even that, just gone".
add(
  'disappear-not-even-that',
  ['passive'],
  String.raw`\b(?:i think about|i want to|thinking about|i wish i could|i could)\s+(?:just\s+)?(?:disappearing|disappear|vanishing|vanish)\b[^]{0,80}\bnot even that\b[^]{0,20}\bjust gone\b`,
  { person: 'self', level: 'concern' },
);
// Roof access found open, "just good to know where things are".
add(
  'roof-access-good-to-know',
  ['method', 'means'],
  String.raw`\b(?:roof|rooftop|balcony|bridge|top floor) (?:access|door|hatch)\b(?=[^]{0,160}\b(?:propped|unlocked|not locked|never locked|left open|not allowed|checked)\b)[^]{0,200}\bjust good to know (?:where (?:things|it|everything) (?:is|are)|how to get up)\s*[.!]*\s*$(?<!\b(?:fire drill|exits?|landlord|dish|bar|party|lock is|fix\w*|baby|repair\w*)\b[^]{0,250})`,
  { person: 'self', level: 'high' },
);
// Pills bought for a reason the writer then denies: "bought a second bottle of tylenol pm 'for travel'. i'm not traveling
// anywhere".
add(
  'pills-bought-for-a-pretext',
  ['method', 'means'],
  String.raw`\b(?:bought|got|picked up|ordered|buying)\s+(?:a|another|a second|a third|two|three|more)\s+(?:\w+\s+)?(?:bottles?|boxes|box|packs?|packets?)\s+of\s+(?:\w+\s+){0,2}?(?:{PILLS}|tylenol(?: pm)?|advil|nyquil|benadryl|sleeping pills|sleep aids?)\b[^.!?]{0,30}?\bfor (?:travel|the trip|my trip|the holiday|the cabin|backup|the car)\b[^]{0,40}\b(?:i am not (?:traveling|travelling|going)(?: anywhere| away| on (?:a|any) trip)?|there is no (?:trip|travel|holiday|cabin))\s*(?:[.!]|$)(?![^]{0,200}\b(?:(?:trip|holiday|flight|cabin|travel)\b[^.!?]{0,20}\b(?:cancel\w*|postponed|called off)|(?:cancel\w*|postponed|called off|rebook\w*) (?:the |my |our )?(?:trip|holiday|flight|cabin|travel|it)|covid|refund\w*|strike|passport|visa)\b)(?<!\b(?:(?:trip|holiday|flight|cabin|travel)\b[^.!?]{0,20}\b(?:cancel\w*|postponed|called off)|(?:cancel\w*|postponed|called off|rebook\w*) (?:the |my |our )?(?:trip|holiday|flight|cabin|travel|it)|covid|refund\w*|strike|passport|visa)\b[^]{0,200})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A pet rehomed with a cover story taken back, bare: "rehomed the cat today. told everyone it was allergies. it wasn't allergies".
add(
  'told-everyone-it-was-not',
  ['preparatory', 'secret'],
  String.raw`(?=\b(?:rehomed|gave|found)\b[^.!?]{0,40}\b(?:cat|dog|pet|puppy|kitten|rabbit|bird|horse|him|her)\b)\b(?:rehomed|gave away|gave up|gave (?:him|her|them|the \w+|my \w+|our \w+) away|found a new home for)\b[^]{0,80}\btold (?:everyone|them|people|my \w+|him|her) it was (\w+(?: \w+)?)\b[^]{0,20}\bit (?:was not|wasnt|is not|isnt) (?:really )?\1\s*(?:[.!]|$)`,
  { person: 'self', level: 'high' },
);
// Goodbye said "like i meant it" to someone the writer sees every day, a desk cleared unasked: "cleaned out my desk at
// the office friday even though nobody asked me to. took down the photos. said goodbye to the security guard like i meant it".
add(
  'goodbye-like-i-meant-it',
  ['preparatory'],
  String.raw`\bsaid (?:goodbye|bye) to (?:the|my|our|every|everyone|all)\b[^.!?]{0,40}\blike i meant it\b(?<=\b(?:nobody asked|no one asked|noone asked)\b[^]{0,200})(?<!\b(?:last day|leaving do|new job|retir\w*|resign\w*|moving|notice|redundan\w*|escaped|cancel\w*|membership|(?:handed|hand|gave|dropped|left) (?:back |in |off )?(?:the|my) keys (?:at|with|to|back)|sold (?:the|my|our) (?:house|flat)|estate agent|every room|season|christmas (?:party|do|break|holiday)|decorations)\b[^]{0,250})(?![^]{0,120}\b(?:last day|leaving do|new job|retir\w*|resign\w*|moving|notice|redundan\w*|escaped|off to)\b)`,
  { person: 'self', level: 'high' },
);
// Thanks for everything to someone not spoken to in years, and a brave face: "texted my college roommate for the first
// time in 2 years just to say thanks for everything. he asked if i was ok. said 'never better'".
add(
  'thanks-for-everything-asked-ok',
  ['preparatory'],
  String.raw`\b(?:for the first time in|not (?:spoken|talked) to \w+(?: \w+)? in) (?:\d+|two|three|four|five|years|ages)\b[^]{0,40}\b(?:just )?to say (?:thanks|thank you) for everything\b[^]{0,80}\b(?:asked|wanted to know) (?:if|whether) i (?:was|am) (?:okay|ok|alright|all right)\s*[.!?]?\s*(?:i )?(?:said )?(?:never better|all good|totally fine)\W*$`,
  // "never better" is the brave face, not a denial to honour.
  { person: 'self', level: 'high', unvetoable: true },
);
// "still here unfortunately", said of being alive, with no subject before it: "wagwan diary. still here unfortunately".
add(
  'still-here-unfortunately',
  ['passive'],
  String.raw`(?<!\b(?:at work|office|on my break|on shift|queue|airport|waiting room|dentist)\b[^]{0,40})(?:^|(?<!\b(?:cough|cold|flu|rash|snow|rain|headache|hangover|migraine|sniffles|toothache|backache))[.!?]\s*|\bdiary[.,]?\s*)still (?:here|alive|breathing)[.,]?\s*(?:unfortunately|sadly|worse luck)\b(?![^]{0,80}\b(?:dentist|appointment|running late|late|break|shift|waiting|queue|delay\w*|office|airport|station|work|school|traffic|hospital|ward|plumber|rain|weather|holiday|cold|flu|delivery|turned up)\b)`,
  { person: 'self', level: 'concern' },
);
// Years of "it gets better", and waiting for it to be over: "bare people say it gets better. been 3 years. im just waiting
// for it to be over at this point".
add(
  'gets-better-waiting-over',
  ['passive'],
  String.raw`\bit gets better\b[^]{0,40}\b(?:been (?:\d+|two|three|four|five|six) (?:years?|months?)|for years)\b[^]{0,40}\b(?:just )?waiting for (?:it|all of it|everything|it all) to (?:be over|end)\b(?<!\b(?:trimester|pregnan\w*|morning sickness|nausea|teeth\w*|sleep regression|newborn|baby|night feeds?|colic|toddler|renovat\w*|building work|extension|exams?|revision|winter|chemo|radiotherapy|divorce proceedings|flu|covid)\b[^]{0,160})(?![^]{0,80}\b(?:trimester|pregnan\w*|teeth\w*|newborn|baby|renovat\w*|exams?|chemo)\b)`,
  { person: 'self', level: 'concern' },
);
// The last train at a time tonight, a bare fragment and "that's it": "gonna go to the station at like 11 tonight. last train. thats it".
add(
  'last-train-thats-it',
  ['plan', 'timing'],
  String.raw`\b(?:station|tracks|platform|line)\b[^.!?]{0,60}\btonight\s*[.!?]\s*last train\s*[.!?]\s*(?:that is it|thats it)\b(?:,?\s*i am done)?\s*[.!]*\s*(?:(?:goodbye|bye|sorry|love you all)\s*[.!x]*\s*)?$(?<!\b(?:pick (?:up|\w+ up)|meet\w*|catch\w*|till|until|home|pub|we will|(?:back from|after|on the way (?:to|back from)|coming back from) (?:the |a |my )?(?:gig|match|trip|holiday|weekend away))\b[^]{0,160})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A last visit kept unspoken, bare: "went round to see my nan today just to see her one more time. she made me food.
// didnt say nothing".
add(
  'one-more-time-said-nothing',
  ['preparatory', 'secret'],
  String.raw`\b(?:just )?to see (?:her|him|them|my (?!ex\b)\w+) one (?:more|last) time\b(?!\s+before\s+(?:she|he|they|the|her|his|we|our|my (?!time\b)))(?![^.!?]{0,20}\b(?:my ex|for closure)\b)[^]{0,80}\b(?:did not|didnt) (?:say|tell (?:her|him|them)) (?:nothing|anything)\s*(?:[.!]|$)(?<!\b(?:hospice|dying|terminal|palliative|hospital|ward|funeral|mov\w*|emigrat\w*|leaving for|flight|deploy\w*|uni|holiday|trip|surprise|engage\w*|exam)\b[^]{0,160})`,
  { person: 'self', level: 'high' },
);
// A friend who gave his things away and deleted his accounts, and it is not right: "mandem in the gc are saying tayo gave
// his jordans away and deleted his snap. something aint right".
add(
  'third-gave-away-deleted',
  ['third-party'],
  String.raw`\b(?:he|she|\w+) (?:gave|has given|is giving|been giving) (?:away (?:his|her|all (?:his|her)) \w+(?: \w+)?|(?:his|her|all (?:his|her)) \w+(?: \w+)? away)\b[^]{0,60}\b(?:deleted|deactivated|wiped) (?:his|her|all (?:his|her)) (?:snap|snapchat|insta|instagram|accounts?|socials|tiktok|facebook|twitter|page)\b(?![^]{0,40}\b(?:charity|detox|focus|exams?|privacy|lent)\b)(?![^]{0,120}\b(?:off to (?:uni|college)|moving (?:house|out|away|schools|to|abroad)|new phone|gap year|rebrand\w*|fresh start|declutter\w*|minimalis\w*|clear ?out)\b)(?=[^]{0,80}\b(?:not right|aint right|is not right|worried|worrying|weird|off|scared)\b)`,
  { person: 'third', third: 'risk', level: 'high' },
);

// The ninety-first to ninety-third final splits, read after they were scored (not blind). As before, each rule asks
// for a dark cue besides its frame.
// A mistake the family is stuck with: "kabhi kabhi lagta hai i'm just a very expensive mistake they're stuck with".
add(
  'mistake-they-are-stuck-with',
  ['passive'],
  String.raw`(?<!\b(?:club|team|transfer|contract|signed|company|million|fee)\b[^]{0,80})\bi am (?:just |only )?(?:a|an) (?:\w+ ){0,2}(?:mistake|burden|waste of (?:money|space|time)|disappointment)\b(?<!\b(?:typo|spelling|grammar|coding|rookie|beginner|honest|easy)\s+(?:mistake)) (?:that )?(?:they are|they re|theyre|everyone is|my (?:family|parents) (?:are|is)|we are) (?:stuck with|paying for|carrying)\b`,
  { person: 'self', level: 'concern' },
);
// Envy of those who died, for the courage: "har mahine kota ki koi na koi news aati hai ... ab thoda jealous feel hota
// hai ki unhone himmat kar li".
add(
  'jealous-of-their-courage',
  ['active'],
  String.raw`(?<=\b(?:died|dies|suicides?|killed (?:himself|herself|themselves)|jumped|news|passed away|another student|took (?:his|her|their) (?:own )?li(?:fe|ves))\b[^]{0,200})\b(?:jealous|envious|envy)\b[^.!?]{0,60}\b(?:himmat kar li|had the (?:courage|guts|nerve)|were brave enough|was brave enough|went through with it|actually did it)\b(?![^.!?]{0,40}\b(?:to (?:quit|leave|move|travel|start|propose|ask|tell|come out|speak)|and (?:quit|left|moved))\b)`,
  { person: 'self', level: 'high' },
);
// Notes read of those who died, and one of the writer's own begun: "reading every article about kota students who died,
// what their notes said. started writing mine in the back of my rough copy".
add(
  'their-notes-started-mine',
  ['preparatory'],
  String.raw`(?:\b(?:their|the|his|her) suicide notes?\b|(?<=\b(?:died|suicides?|killed (?:himself|herself|themselves)|last words|jumped|hanged)\b[^]{0,150})\b(?:their|the|his|her) notes?\b)[^]{0,80}\b(?:started|starting|began|begun|have been) (?:writing|drafting) (?:mine|my own)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// At a platform's or a drop's edge, the phone switched off as the train is called: "standing at the end of the
// platform. train ka announcement ho gaya. switching phone off now".
add(
  'edge-phone-off-now',
  ['attempt'],
  String.raw`\b(?:end|edge) of the (?:platform|bridge|roof|cliff|ledge)\b(?=[^]{0,200}\b(?:train|announcement|goodbye|sorry|love you)\b)[^]{0,100}\b(?:switching|turning|putting) (?:my |the )?phone off(?: now)?\s*[.!]*\s*$`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// Hinglish for wanting to end it all, and a secret asked to be kept: "sab khatam karna hai, ghar walon ko mat batana".
add(
  'sab-khatam-karna',
  ['active'],
  String.raw`(?<!\b(?:kaam|exams?|assignment|homework|project|padhai|khana|tension|syllabus|work|course|portion)\s+)\bsab (?:kuch )?khatam (?:karna hai|kar (?:dunga|dungi|du|dun|doon|deta|deti|lunga|lungi)|karna chahta|karna chahti)\b(?=[^]{0,120}\b(?:mat batana|mat bolna|zindagi|jeena|mar jaun|thak gay[ai]|nahi rehna|crying|ro rah\w*|goodbye|bye)\b)`,
  { third: 'risk', level: 'high' },
);
// A heavy load falling on the writer, and they would not mind: "not suicidal lol but if a flightcase came off the tail
// lift on top of me during load out i wouldnt exactly be gutted".
add(
  'if-it-fell-on-me-not-gutted',
  ['passive'],
  String.raw`\bif (?:a|the|some|that) [^.!?]{0,40}\b(?:came off|fell|falls|dropped|came down|collapsed|landed|rolled|slid|toppled)\b[^.!?]{0,40}\b(?:on top of|onto|on to|on) me\b[^.!?]{0,50}\bi (?:would not|wouldnt|will not|wont) (?:exactly |really |even )?(?:be gutted|be upset|mind|be sad|care|be bothered|cry about it)\b`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// Wiped from the record like a bad take: "wish i could get wiped like a bad take ... nobody remembers i ever played on it".
add(
  'wish-wiped-erased',
  ['passive'],
  String.raw`\b(?:i )?wish i could (?:just )?(?:get|be) (?:wiped|erased|deleted|edited out|unmade)\b(?!\s+(?:in|on|from (?:this|the|that) (?:\w+ )?(?:chain|list|thread|chat|email|group|photo)))(?![^.!?]{0,20}\b(?:from|off) (?:the|my|his|her) (?:memory|mind|timeline|group chat|photos?|internet|records?)\b(?<!\bnobody\b[^]{0,40}))`,
  { person: 'self', level: 'concern' },
);
// Making sure not to see an age: "i think about making sure i dont see 30".
add(
  'making-sure-not-see-age',
  ['active'],
  String.raw`\b(?:making sure|make sure|made sure|ensure|ensuring) i (?:do not|dont|never|will not|wont) (?:see|make it to|reach|turn|live to see|get to) (?:\d\d|thirty|forty|fifty|twenty\w*|my \w+ birthday)\s*(?:[.!?,]|$)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A farewell taken for something ordinary, and the writer says it is not: "hugged everyone way longer than normal. they
// think its end of tour blues. its not".
add(
  'they-think-it-is-not',
  ['preparatory'],
  String.raw`\b(?:goodbyes?|hugged|hugs|said bye)\b[^]{0,160}\b(?:they|everyone|he|she|people) (?:think|thinks|assume|assumes|reckon|reckons) (?:it is|its|i am|im) [^.!?]{0,30}\b(?:blues|tired|stress\w*|sad|homesick|nerves|a phase|the drink|hungover|jet ?lag|burn ?out|emotional|sentimental|drunk)\b[^.!?]{0,10}[.!?,]\s*(?:it is not|its not|it isnt|i am not|im not)\s*[.!]*\s*$`,
  { person: 'self', level: 'high' },
);
// Things left for a successor with a note: "look after these better than i looked after myself".
add(
  'better-than-i-looked-after-myself',
  ['preparatory'],
  String.raw`(?<=\b(?:note|left|gave|giving|whoever|when i am gone|for the new)\b[^]{0,120})(?<!\bi (?:will|am going to|am gonna|will try to) )\b(?:look after|take care of|treat) (?:these|this|them|it|him|her)\b[^.!?]{0,20}\bbetter than i (?:looked after|took care of|treated|ever looked after) (?:myself|me)\b`,
  { person: 'self', level: 'high' },
);
// Clean time from cutting and the urge back tonight: "18 months clean from cutting ... i really really want to. sitting
// on my hands in the bunk".
add(
  'clean-from-cutting-want-to',
  ['self-harm'],
  String.raw`\bclean from (?:cutting|self harm\w*|sh|burning|the blade|blades)\b[^]{0,160}\b(?:i (?:really )+want to\s*(?:[.!,]|$)|i want to so bad|i want to so badly|sitting on my hands|holding on by a thread|trying not to (?:cut|use|relapse|do it|pick up))`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// Someone leaning over a drop, "just seeing how far it is", and low for weeks.
add(
  'third-seeing-how-far',
  ['third-party'],
  String.raw`\b(?:leaning|leant|leaned|hanging|looking) (?:right |way |all the way )?over (?:the|a|that) (?:\w+ )?(?:balcony|railing|rail|edge|bridge|ledge|parapet|barrier)\b(?=[^]{0,250}\b(?:low|down|depressed|not (?:himself|herself|themselves)|for weeks|worried|quiet lately)\b)[^]{0,80}\b(?:he|she|they) said[^.!?]{0,10}\b(?:just )?(?:seeing|checking|looking|wondering) how (?:far|high|long the drop) (?:down )?(?:it is|it was|the drop is)?`,
  { person: 'third', third: 'risk', level: 'high' },
);
// Might as well stop pretending to be here: "i already feel like a ghost in this house, might as well stop pretending im here".
add(
  'stop-pretending-im-here',
  ['passive'],
  String.raw`(?<!\b(?:camera|webinar|zoom|teams|call|meeting|lecture|class|chat|seminar|stream)\b[^]{0,120})\b(?:might as well|may as well|time to|going to|gonna) stop pretending (?:i am|im|that i am) (?:here|alive|still here|around)\s*(?:[.!]|$)`,
  { person: 'self', level: 'concern' },
);
// Things given away under a cover story the writer then takes back: "i said decluttering for the PCS. we're not
// PCSing"; "said it's bc we're going OCONUS. there's no move".
add(
  'cover-story-no-move',
  ['preparatory', 'secret'],
  String.raw`\b(?:(?:gave|given|giving) (?:away\b|(?:\w+ ){1,3}?(?:my|our|grandmas|mums|nans) )|to take (?:my|our) |found a (?:home|family) for|rehom\w*)(?![^]{0,60}\bnotice\b)[^]{0,160}\b(?:i said|said (?:it is|its|it was)|told (?:her|him|them|everyone) (?:it is|its|it was))\b[^.!?]{0,60}[.!?]\s*(?:we are not (?:pcsing|moving|going|leaving)|we re not (?:pcsing|moving|going|leaving)|there is no (?:move|moving|pcs|trip|deployment))\s*[.!]*\s*$`,
  { person: 'self', level: 'high', unvetoable: true },
);

// The ninety-fourth to ninety-sixth final splits, read after they were scored (not blind). Each rule still asks for a
// dark cue besides its frame.
// A blade or rope bought "not for cooking" and kept close: "bought a proper knife today. not for cooking lol. just want
// it close to the bed".
add(
  'means-not-for-usual',
  ['method'],
  String.raw`(?<!\b(?:break in|burglar\w*|intruder|robbed|stalker|break ins)\b[^]{0,100})(?![^]{0,160}\b(?:break in|burglar\w*|intruder|self defen[cs]e|protection|robbed|stalker|camping)\b)\b(?:bought|got|ordered|picked up|got myself)\s+(?:a|an|some|the|another|new)\s+(?:\w+\s+)?(?:knife|knives|blade|blades|razor|razors|rope|box cutter|stanley knife)\b[^]{0,40}\bnot for (?:cooking|the kitchen|work|camping|fishing|the garden|the boat|crafts?|diy|shaving)\b(?=[^]{0,80}\b(?:close to (?:the |my )?bed|by (?:the|my) bed|next to (?:the|my) bed|under (?:my|the) pillow|just (?:want|need) it (?:close|near|there)|you know what for)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Another's medicine counted, "more than enough for me as well": "counted his morphine tonight. theres a lot".
add(
  'counted-enough-for-me',
  ['method'],
  String.raw`\b(?:counted|counting|checked|went through)\s+(?:all\s+)?(?:his|her|their|mums|moms|dads|the|my|gran s|grans|nan s|nans)\s+(?:morphine|oxycodone|oxy|tramadol|codeine|insulin|pills|tablets|meds|medication|sleeping pills|patches|oramorph|diazepam|opioids|painkillers)\b[^]{0,80}\b(?:enough|plenty)\s+(?:for me|for two(?!\s+(?:weeks|days|months|more|nights))|for both of us|for us both)\b`,
  { person: 'self', level: 'high' },
);
// A drink and someone's sleeping tablets taken together: "drank the lot and took her sleeping tablets. going to lie
// down next to her now"; "drank the lambanog plus all the sleeping meds".
add(
  'drank-and-sleeping-tablets',
  ['attempt'],
  String.raw`(?:\b(?:drank|downed|necked)\s+(?:the lot|the whole (?:bottle|lot)|a (?:whole )?bottle|the bottle|the rest)\b[^.!?]{0,40}\b(?:and|plus|with|then)\s+(?:took|swallowed)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|her\s+|his\s+)?|\b(?:drank|downed|necked)\b[^.!?]{0,40}\b(?:and|plus|with|then)\s+(?:took\s+|swallowed\s+)?all\s+(?:of\s+)?(?:the\s+|my\s+|her\s+|his\s+)?)(?:sleeping (?:tablets|pills|meds)|sleepers|zopiclone|diazepam|valium|xanax)\b(?!\s+(?:back|to the|for disposal|away|out of reach))(?![^.!?]{0,40}\b(?:like the (?:nurse|doctor|gp) said|as prescribed|as usual|like every night|every night)\b)`,
  { person: 'self', level: 'imminent' },
);
// An urge to put a hand on something hot: "urge to put my hand on the galley stove is so loud today. didnt. yet".
add(
  'urge-hand-on-heat',
  ['self-harm'],
  String.raw`\b(?:urge|urges|wanted|want|tempted|itching)\s+(?:so bad |really bad |so badly )?to\s+(?:put|press|hold|lay|rest|stick)\s+(?:my\s+)?(?:hand|hands|arm|palm|fingers|wrist)\s+(?:on|against|onto|over|in)\s+(?:the\s+)?(?:\w+\s+)?(?:stove|hob|iron|oven|grill|heater|steam pipe|pipe|exhaust|kettle|flame|fire|burner|hotplate)\b(?![^.!?]{0,40}\b(?:as a (?:kid|child|toddler|baby)|when i was (?:little|small|a kid|young|a toddler))\b)(?<!\b(?:cold|frozen|freezing|chilly|soaked|numb)\b[^.!?]{0,80})(?![^.!?]{0,40}\b(?:warm|warmth|thaw|cold|frozen|freezing)\b)`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// A jump that did not kill, told as luck: "jumped off the pier in cebu after shore leave. somehow swam back".
add(
  'jumped-somehow-survived',
  ['attempt'],
  String.raw`(?![^]{0,160}\b(?:for fun|for a swim|swimming|snorkel\w*|diving|a dare|dared|laughing|lol|haha|cliff jumping|tombstoning)\b)\bjumped\s+(?:off|from)\s+(?:the|a)\s+(?:\w+\s+)?(?:pier|bridge|jetty|cliff|ferry|ship|boat|roof|building|car park|overpass|ledge)\b[^]{0,60}\bsomehow\s+(?:swam|survived|made it|lived|got out|floated|was pulled|got pulled|washed)\b`,
  { person: 'self', level: 'high' },
);
// How fast the family is paid after a death, asked under a pretext: "asked 2nd mate how a death at sea gets reported
// ... and how fast family gets paid. pretended it was curiosity".
add(
  'death-payout-pretext',
  ['preparatory', 'secret'],
  String.raw`\b(?:asked|asking|looked up|googled|checked)\b(?=[^.!?]{0,100}\b(?:death|dies|died|dead|lost at sea|killed)\b)[^.!?]{0,120}\bhow (?:fast|soon|quickly|long)\b[^.!?]{0,40}\b(?:family|families|wife|husband|kids|they|my \w+|next of kin)\s+(?:gets?|would get|will get|is|are)\s+(?:paid|the payout|the money|compensation)\b[^]{0,40}\b(?:pretended|pretending|made it sound|acted like|played it off|said it was (?:for|just))\b`,
  { person: 'self', level: 'high' },
);
// Envy at someone's death, noticed: "read about that guy who passed after the luna crash and my first thought was lucky him".
add(
  'first-thought-lucky-him',
  ['passive'],
  String.raw`\b(?:passed|died|killed himself|killed herself|took his own life|took her own life|is gone|was gone)\b[^]{0,60}\b(?:my )?first thought was\s+(?:lucky|jealous|envy|i envy)\s*(?:him|her|them)?\b(?<!\b(?:peacefully|in (?:his|her|their) sleep|at (?:8|9|10)\d|aged (?:8|9|10)\d|old age)\b[^]{0,100})(?![^]{0,60}\b(?:what a way to go|good innings|peacefully|in (?:his|her) sleep|at (?:8|9|10)\d)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Nobody left needing the writer, as a reason: "friday night then. nobody left needing me".
add(
  'nobody-left-needing-me',
  ['passive'],
  String.raw`(?<!\b(?:moved out|retired|retirement|empty nest|left home|grown up)\b[^]{0,80})\b(?:nobody|no one|noone)\s+left\s+(?:needing|who needs)\s+me\b(?!\s+to\b)(?![^]{0,60}\b(?:at home|at work|at \d|so i|bliss|finally|freedom|free time|booked|holiday|hobby|class|course|time for me|me time)\b)`,
  { person: 'self', level: 'concern' },
);
// A relapse covered with dressings or hidden under plasters: "relapsed. used his dressings to cover it after".
add(
  'relapsed-covered-dressings',
  ['self-harm'],
  String.raw`^\W*relapsed\b[^]{0,60}\b(?:(?:dressings?|plasters?|bandages?|steri strips?|gauze)\b[^]{0,30}\b(?:cover|covered|covering|hide|hid|hiding)|(?:cover|covered|covering|hide|hid|hiding)\b[^]{0,30}\b(?:dressings?|plasters?|bandages?|steri strips?|gauze|long sleeves))\b`,
  { person: 'self', level: 'high' },
);
// Straps kept in view that "would hold weight": "keep looking at the straps off the wheelchair ramp in the van. theyd
// hold weight".
add(
  'straps-would-hold-weight',
  ['method'],
  String.raw`\b(?:keep|kept|keeps|been)\s+(?:looking at|staring at|eyeing|thinking about|checking)\b[^]{0,80}\b(?:straps?|belts?|cords?|cables?|ropes?|scarf|scarves|leads?|leash|tie downs?)\b[^]{0,80}\b(?:would|will|could|should|theyd|itd|thatd|they d|it d)\s+hold\s+(?:my\s+|a person s\s+|a persons\s+|someone s\s+)?weight\b(?!\s+of\b)`,
  { person: 'self', level: 'high' },
);
// How long a person lasts in cold water, "asking for me".
add(
  'how-long-last-asking-for-me',
  ['method'],
  String.raw`\bhow long (?:does|do|would|can|could) (?:a person|someone|a body|you|one|people)\s+(?:last|survive)\b[^]{0,80}\basking for (?:me|myself)\b(?![^]{0,80}\b(?:because|cos|training|swim|challenge|race|marathon|channel|triathlon|expedition|survival course|book|novel|story|homework)\b)`,
  { person: 'self', level: 'high' },
);
// A countdown to port and "it" done before arriving, while still at sea: "9 days to rotterdam. i'll do it before we
// arrive, habang open sea pa".
add(
  'do-it-before-port',
  ['plan'],
  String.raw`\bi (?:will|am going to|am gonna|gonna|have to|need to) do it (?:before|while|when) (?:we|the ship|the boat|the vessel|she) (?:arrive|arrives|dock|docks|reach|reaches|get in|gets in|make port|are still|is still)\b(?=[^]{0,80}\b(?:open sea|at sea|overboard|mid ocean|middle of the ocean|deep water)\b)(?<=\b(?:\d+|few|couple of|two|three|four|five|six|seven|eight|nine|ten) (?:more )?days? (?:to|until|till|before|from)\b[^]{0,80})`,
  { person: 'self', level: 'high' },
);

// The ninety-seventh to ninety-ninth final splits, read after they were scored (not blind). Each rule still asks for a
// dark cue besides its frame, and leaves alone the everyday sentences that share its words.
// "nobody will find me for days", with a place and a date: not a hike, a festival or a phone left at home.
add(
  'nobody-find-me-for-days',
  ['plan'],
  String.raw`\b(?:nobody|no one|noone|nobodyll)\s+(?:will|would|is going to|gonna|going to)?\s*find\s+me\s+(?:for|until|till)\s+(?:days|weeks|a while|ages|a long time|a week|a few days)\b(?![^]{0,80}\b(?:hik\w*|camp\w*|trek\w*|off grid|signal|reception|wifi|wi fi|holiday|retreat|festival|hide and seek|fort|nap|library|detox|bliss|heaven|peace and quiet|lol|haha)\b)(?<!\b(?:hik\w*|camp\w*|trek\w*|off grid|signal|reception|wifi|wi fi|holiday|retreat|festival|hide and seek|blanket fort|library|detox|phone off|box ?set|books?|novels?|series|season|binge\w*|netflix|game|reading)\b[^]{0,120})`,
  { person: 'self', level: 'high' },
);
// A garage "all set up" against a time that night: "final whistle is midnight. garage is all set up".
add(
  'garage-set-up-timed',
  ['plan', 'method'],
  String.raw`\b(?:the\s+)?garage\s+(?:is\s+)?(?:all\s+)?(?:set up|sealed(?: up)?)(?=\s*[.!?]*\s*$)(?<=\b(?:midnight|final whistle|at \d+(?:am|pm)?)\b[^]{0,80})(?<!\b(?:party|parties|gym|workshop|band|practice|rehearsal|sale|christmas|new year\w*|nye|bbq|barbecue|game|match|origin|footy|movie|film|snacks|paint\w*|spray\w*|watch party|screen|projector|sleepover|lan|countdown|fireworks)\b[^]{0,120})(?![^]{0,80}\b(?:party|gym|band|practice|sale|bbq|game|screen|projector|sleepover|lan|fireworks|countdown)\b)`,
  { person: 'self', level: 'imminent' },
);
// A goodbye the others took for a short one: "said bye to the lads at 5 a side tonight. they thought i meant for
// the season".
add(
  'goodbye-taken-for-short',
  ['preparatory'],
  String.raw`\b(?:said|say|saying)\s+(?:bye|goodbye|see ya|see you|cya|my goodbyes|good bye)\b[^.!?]{0,60}[.!?,]?\s*(?:they|he|she|everyone|the lads|the boys|the girls|the guys|nobody|no one)\s+(?:all\s+)?(?:thought|assumed|figured)\s+i\s+meant\s+(?:for\s+(?:the\s+)?(?:season|summer|now|tonight|the night|the week|the weekend|a while|the holidays|christmas|the break|the swing)|until\b|till\b|see you\b)(?![^]{0,80}\b(?:retir\w*|moving|leaving|new job|last day|emigrat\w*|transfer\w*|graduat\w*)\b)(?<!\b(?:retir\w*|moving|leaving|new job|last day|emigrat\w*|students|class|pupils)\b[^]{0,150})`,
  { person: 'self', level: 'high' },
);
// A mood log with the lowest score and "reason: still here".
add(
  'low-mood-reason-still-here',
  ['passive'],
  String.raw`\b(?:mood|rating|day|today)\s*:?\s*(?:0|1|zero|one)\s*(?:/|out of)\s*10\b[^.!?]{0,40}?[.!?,]?\s*(?:reason|because|why)\s*:?\s*(?:i am\s+|im\s+)?still\s+(?:here|alive|breathing|around)\b(?=\s*[.!?]*\s*$|\s*[.!?])`,
  { person: 'self', level: 'concern' },
);
// Pills with a bottle of spirits at hand, "might be tonight".
add(
  'pills-and-drink-tonight',
  ['method', 'plan'],
  String.raw`\b(?:full|whole|new|unopened|big)\s+(?:box|packet|pack|bottle|tub|strip)\s+of\s+(?:{PILLS})\b[^.!?]{0,60}\b(?:and|with|plus)\s+(?:a\s+)?(?:bottle|slab|carton|case|litre|fifth|handle)\s+of\s+(?:bundy|rum|vodka|whisky|whiskey|gin|wine|tequila|jack|jd|beer|goon|spirits|scotch|bourbon|cider|brandy|sambuca)\b[^]{0,80}\b(?:might|could|will|gonna|going to)\s+be\s+(?:tonight|today|this weekend|soon)(?=\s*[.!?]*\s*$|\s*[.!?])`,
  { person: 'self', level: 'imminent', strong: true },
);
// The last roster, then up a height after dark: "last swing for me. finish my shift today then up the water tank
// tower after dark". Not for the stars, the view or a photo.
add(
  'last-shift-then-up-height',
  ['plan'],
  String.raw`\blast\s+(?:swing|shift|roster|hitch|rotation)\s+for\s+me\b[^]{0,120}\b(?:then|and then|after that|after)\s+(?:go\s+|going\s+|head\s+|heading\s+)?up\s+(?:the|that|to the)\s+[^.!?]{0,25}?\b(?:tower|bridge|cliff|crane|stack|headframe|silo|roof)s?\b(?=[^.!?]{0,40}\b(?:after dark|tonight|when it is dark|at night|alone)\b)(?![^.!?]{0,40}\b(?:stars|view|photos?|pics?|sunset|sunrise|lights|drone|fireworks|fix\w*|gutters?|repair\w*|with the (?:lads|boys|crew))\b)`,
  { person: 'self', level: 'imminent' },
);
// Holding on till one date, "then i'm done": "gonna hang on till the young fella's birthday next month. i'll be
// there for that then im done". Not done with a job, a course or a season.
add(
  'hang-on-till-then-done',
  ['plan'],
  String.raw`\b(?:hang on|hold on|hang in|hold out|keep going)\s+(?:till|until|for)\s+(?![^.!?]{0,60}\b(?:fireworks|encore|gig|show|concert|party|babysitter|game|match|final|kick off|kickoff|pay ?day|payday|weekend|holidays?|leave)\b)[^.!?]{0,60}[.!?,]?\s*[^.!?]{0,50}\bthen\s+(?:i am|im)\s+(?:done|finished)\b(?!\s+(?:with|at|for|in|working|here at|on))(?![^.!?]{0,40}\b(?:job|work|fifo|mining|uni|course|contract|season|roster|company|site|shift\w*|footy|team|club)\b)(?<!\b(?:job|work|fifo|contract|uni|course|season|roster|resign\w*|retir\w*|notice|redundan\w*|lease|quit\w*)\b[^]{0,150})`,
  { person: 'self', level: 'high', strong: true },
);
// Off a height, survived hurt: "went off the tower by the water tanks but landed wrong. legs are stuffed cant move".
// Not a diving tower, a rope swing, a ramp or a game.
add(
  'went-off-height-survived',
  ['attempt'],
  String.raw`(?:^|[.!?]\s*|\bi\s+)(?:went|jumped|stepped|threw myself)\s+off\s+(?:the|a|that)\s+(?![^.!?]{0,30}\b(?:shed|ladder|chasing|trampoline|wall at|bunk)\b)[^.!?]{0,30}?\b(?:tower|bridge|roof|cliff|building|balcony|car ?park|overpass|crane|stack|ledge|headframe)\b[^]{0,60}\b(?:landed wrong|landed badly|but landed|did not work|survived|still here|still alive|cannot move|legs are (?:stuffed|broken|gone|smashed|wrecked))\b(?<!\b(?:pool|diving|dive|bungee|zip ?line|swim\w*|lake|rope swing|trampoline|skate\w*|bike|bmx|mtb|ski\w*|snowboard\w*|parkour|scooter|game|fortnite|minecraft|roblox|gta|stunt|harness|training|drill|quad|motocross)\b[^]{0,120})(?![^]{0,80}\b(?:pool|diving|bungee|zip ?line|rope swing|trampoline|skate\w*|bike|bmx|mtb|ski\w*|snowboard\w*|parkour|game|stunt|harness|training)\b)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A vehicle put into a tree or a wall "on purpose", still here.
add(
  'vehicle-crashed-on-purpose',
  ['attempt'],
  String.raw`\b(?:put|drove|crashed|steered|aimed|ran|rolled|wrapped|swerved)\s+(?:the|my)\s+(?:car|ute|truck|van|bike|motorbike|motorcycle|4wd|4x4|ride)\s+(?:into|at|off|round|around)\s+(?:a|the)\s+(?:tree|wall|pole|power pole|bridge|cliff|barrier|river|dam|embankment|post|pylon|truck|road train)\b[^.!?]{0,20}\bon purpose\b(?<!\b(?:gta|game|forza|beamng|video|film|movie|stunt|derby|banger racing|simulator|sim|mario kart|lego|insurer|insurance|police|cops|accused|thinks|think|thought|claims?|says|said)\b[^]{0,120})(?![^]{0,60}\b(?:gta|game|forza|beamng|video|stunt|derby|simulator|lol|lmao|to (?:miss|avoid|dodge)|kangaroo|roo|deer|glad i did)\b)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A death wish taken back as a joke, then half unsaid: "praying the plane crashes ... lmao. jk. unless".
add(
  'joke-taken-back-unless',
  ['passive'],
  String.raw`\b(?:jk|joking|kidding|just kidding)\b[.!, ]*\s*(?:unless|or am i|half joking|maybe not|not really|kind of not)\b(?=\s*[.!?]*\s*$)(?<=\b(?:crash\w*|die|kms|kill me|hit by|hits me|hit me|run me over|runs me over|take me out|not wake up)\b[^]{0,120})`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// Someone else posting "counting pills": "my mutuals been tweeting 'counting pills' and 'so close now'".
add(
  'third-posting-counting-pills',
  ['third-party'],
  String.raw`\b(?:been|keeps?|kept|is|are|was|were|started)\s+(?:tweeting|posting|texting|writing|saying|messaging|vaguebooking|vague posting)\s+(?:about\s+|stuff like\s+|things like\s+)?counting (?:pills|my pills|the pills|her pills|his pills|their pills)\b`,
  { person: 'third', third: 'risk', level: 'high' },
);

// The hundredth to hundred-and-second final splits, read after they were scored (not blind). Each rule still asks for a
// dark cue besides its frame, and leaves alone the everyday sentences that share its words.
// Dead weight everywhere, not on one team: "i'm dead weight. on the shift, at home, on this peer team".
add(
  'dead-weight-everywhere',
  ['passive'],
  String.raw`\bi am (?:just |such |nothing but |basically )?(?:a |the )?dead weight\s*(?:[.!?,]|\bto (?:everyone|everybody|my family|all of them)\b)(?=[^]{0,60}\b(?:at home|to everyone|to everybody|everywhere|to my family|for everyone|in every|in everything|to all of them)\b)(?![^]{0,80}\b(?:asleep|sleep\w*|drunk|carry\w*|carried|pool|swim\w*|sink|hoist|league|physio|lift\w*|lol|haha|lmao)\b)(?<!\b(?:asleep|sleep\w*|drunk|carry\w*|pool|swim\w*|hoist|league|physio)\b[^]{0,120})`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// A list of reasons to stay that is short: "started a list of reasons to stay. its 2 things long".
add(
  'reasons-to-stay-short',
  ['active'],
  String.raw`\breasons (?:to|for) (?:stay|staying|live|living|keep going|stick around|be here|being here|not do it)\b(?!\s+(?:in|at|with|on|up|over|home|late|put|the|a|an|another|till|until|married|together|friends|single|sober|calm|positive|longer|here at|for (?:the|a|another|dinner|lunch)))[^.!?]{0,20}[.!?,:]?\s*(?:it is|its|it has|it is got|there are|got|only|just|and it is|and its|i got|i have)\s+(?:only\s+|just\s+)?(?:\d|one|two|three)\s+(?:things?|items?|lines?|reasons?|points?)(?:\s+long)?\b(?![^.!?]{0,30}\b(?:so far|and growing|already|longer|today)\b)(?![^]{0,100}\breasons (?:to|for) (?:move|moving|leave|leaving|go|going|quit|quitting)\b)`,
  { person: 'self' },
);
// Back from a height "this time": "stood on it ... i got back in the truck. this time". Said of a bridge, a roof or an edge.
add(
  'came-back-this-time',
  ['method'],
  String.raw`\b(?:got back in|got back into|walked away|went home|came home|climbed back|climbed down|stepped back|stepped down|got down|drove home|drove off|walked back|walked home)\b[^.!?]{0,30}[.!?]\s*this time\s*\.*\s*$(?<=\b(?:bridge|roof|ledge|edge|railing|cliff|overpass|car park|parking garage|tracks|balcony|height|drop)\b[^]{0,300})(?<!\b(?:bungee|abseil\w*|charity|kids|lads|mates|homework|exposure|fear of heights|phobia|bar|rammed|kite|ladder|chicken\w*|bottled|gutters?|path|climbing wall|jump at the quarry|cliff jump\w*)\b[^]{0,300})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Walking into water once it is dark: "parked at the lake access ... gonna walk in once its dark".
add(
  'walk-into-water-after-dark',
  ['plan'],
  String.raw`(?:\b(?:gonna|going to|will|about to|ready to)\s+walk\s+(?:in|into it|into the (?:water|lake|sea|river|ocean|waves|loch|reservoir)|out into (?:it|the water|the lake|the sea))\b[^.!?]{0,10}\b(?:once|when|after|as soon as)\s+(?:it is|its|it gets)\s+dark\b|\b(?:waiting|wait|waiting here)\s+(?:for|till|until)\s+(?:it to get\s+|it gets\s+|it is\s+|its\s+)?dark\s+(?:then|and then|before)\s+(?:i\s+)?(?:walk|walking|wade|wading)\s+(?:in|out|into it|into the (?:water|lake|sea|river|ocean|waves|loch|reservoir))\b)(?<=\b(?:lake|river|sea|ocean|water|reservoir|quarry|dam|loch|beach|pier|jetty|shore)\b[^]{0,200})(?<!\b(?:swim\w*|skinny dip\w*|night swim\w*|paddl\w*|kayak\w*|fishing|snorkel\w*|surf\w*|wild swim\w*|plunge|dip|bioluminescen\w*|festival|bonfire|haunted|light show|beach hut|sea pool|glow\w*|with the kids)\b[^]{0,200})(?![^]{0,100}\b(?:swim\w*|dip|plankton|glow\w*|queue|tent|haunted|scares|light show|tickets?|cool off|so hot|shy|festival|bonfire|moon|club|bioluminescen\w*)\b)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// Starving on shift and exercising till sick, called discipline: "skip meals on shift then run till i puke on days off".
add(
  'skip-meals-run-till-sick',
  ['self-harm'],
  String.raw`\b(?:skip|skipping|skipped)\s+(?:all\s+)?(?:meals|breakfast|lunch|dinner|eating|food)\b[^]{0,80}\b(?:run|running|train|training|exercis\w*|work out|working out|gym)\s+(?:till|until|til)\s+i\s+(?:puke|throw up|vomit|pass out|collapse|black out|faint)\b(?![^.!?]{0,30}\b(?:is not|isnt|not a|not the|is bad|bad practice|never again|lol)\b)(?<!\b(?:told me off|says|said|warned|doctor|dietitian|coach)\b[^]{0,120})`,
  { person: 'self', level: 'concern' },
);
// Saved and wishing they had not bothered: "the doctors saved me during the haemorrhage and i genuinely wish they hadnt
// bothered".
add(
  'saved-wish-not-bothered',
  ['passive'],
  String.raw`\b(?:saved|revived|resuscitated|brought|kept|pulled|got)\s+me\b(?!\s+(?:a|an|some|the|my|money|time|loads|heaps|\d|from having|going|sane|company))(?:\s+(?:back|through|alive|round))?\b[^]{0,60}\b(?:wish|wished)\s+(?:that\s+)?(?:they|he|she|you|the doctors?|the surgeons?|the nurses?|the paramedics)\s+(?:had not|hadnt|did not|didnt|never|had never)(?:\s+(?:bothered|tried|done it|managed)\b(?!\s+(?:with|about|to|going|coming|making))|(?=\s*[.!?]*\s*$))`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A body that keeps the writer alive and not the one wanted: "determined to keep me alive. wrong way round mate".
add(
  'kept-alive-wrong-way-round',
  ['passive'],
  String.raw`\b(?:cannot|cant|could not|couldnt|did not|didnt|failed to|would not|will not)\s+keep\s+(?:a|the|my|our|him|her|them|us)\b[^.!?]{0,30}\balive\b[^]{0,80}\b(?:keep\w*|kept)\s+me\s+alive\b[^]{0,40}\b(?:wrong way round|wrong way around)\b`,
  { person: 'self', level: 'concern', unvetoable: true },
);
// Railings lower than expected, said standing at a height: "standing on the balcony ... 11th floor. railings are lower
// than youd think". Not a complaint about a child's safety.
add(
  'railing-lower-than-thought',
  ['method'],
  String.raw`\b(?:railings?|barriers?|the fence|the wall|the rail|balustrade)\s+(?:is|are)\s+(?:a lot\s+|much\s+|so\s+|way\s+)?(?:lower|shorter|easier to (?:climb|get over))\s+than\s+(?:you would|youd|you d|i thought|i expected|id have thought|you would think|youd think|you d think|expected|they look)\b(?=\s*[.!?]*\s*$)(?<=\b(?:standing|stood|sitting|sat|i am|out) (?:on|at|by|out on|in)\b[^]{0,200})(?<=\b(?:floor|storey|story|balcony|bridge|roof|rooftop|tower|car park|parking garage)\b[^]{0,200})(?<!\b(?:toddler|kids?|children|child|baby|son|daughter|health and safety|complain\w*|review|hazard|snagging|landlord|regs|fireworks|photos?|wine|drink)\b[^]{0,200})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A deadline once set for going, kept: "I said if I got to today with no baby I'd go and I'm going. Bath's running."
add(
  'said-if-then-going',
  ['plan'],
  String.raw`\bi (?:said|told myself|promised myself|decided)\s+(?:that\s+)?if\b[^.!?]{0,60}\bi would (?:go|do it|end it|be gone)(?=[.!?,]|\s+and\b)[^.!?]{0,10}\band (?:i am|im) (?:going|doing it)\b(?=\s*[.!?]|\s*$)(?![^]{0,80}\b(?:moving|move|abroad|flights?|tickets?|job|uni|home to|back to|visa|interview|holiday|travel\w*|festival|booked|gig|concert|trip)\b)(?<!\b(?:moving|move|abroad|flights?|job|uni|visa|interview|holiday|travel\w*|leave him|leave her|leaving him|leaving her|saved|quid|money|festival|tickets?|trip)\b[^]{0,200})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A goodbye said without the word, to be understood later: "said goodbye ... without actually saying goodbye. they'll get
// it later".
add(
  'goodbye-understood-later',
  ['preparatory'],
  String.raw`\b(?:said|saying|say)\s+(?:goodbye|bye|my goodbyes)\b[^.!?]{0,60}\bwithout\s+(?:actually\s+|really\s+)?saying\s+(?:goodbye|bye|it|anything|so)(?=\s*[.!?,]|\s*$|\s+(?:to|out loud))[^]{0,40}\b(?:they|she|he|everyone|you)\s+(?:will|ll)\s+(?:get it|understand|know why|realise|realize|work it out|figure it out)\s+(?:later|eventually|one day|soon|afterwards|after)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A message of thanks that "was goodbye": "sent a long thank you message to the whole GC tonight ... it was goodbye".
add(
  'thanks-was-goodbye',
  ['preparatory'],
  String.raw`\b(?:nobody|no one|noone|none of them|everyone|everybody|they all|they)\s+(?:\w+\s+){0,6}?(?:clocked|noticed|knew|realised|realized|got it|thinks?|thought|replying|replied|saying|said)\b[^.!?]{0,60}[.!?]\s*(?:but\s+)?(?:it was|that was|it is|that is)\s+(?:a\s+|my\s+)?goodbye\s*[.!?]*\s*$(?<=\b(?:thank you|thanks|message|text|letter|post|voice note|call|hug)\b[^]{0,300})(?<!\b(?:moving|leaving|graduat\w*|last day|retir\w*|emigrat\w*|new job|flight|abroad|relocat\w*|end of term|farewell (?:do|party)|hospice|vet|put (?:him|her|them) to sleep|viva|therapist|foster|nicu)\b[^]{0,300})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A pet rehomed behind a cover story the writer takes back: "rehomed the cat today. told the neighbours we might be moving.
// we're not".
add(
  'rehomed-pet-cover-story',
  ['preparatory'],
  String.raw`\b(?:rehomed|re homed|gave away|found a new home for|given away|surrendered)\s+(?:the|my|our)\s+(?:cat|dog|pup|puppy|kitten|kittens|rabbit|bird|pet|cats|dogs|pets|bunny|budgie|parrot)\b[^]{0,80}\btold\b[^.!?]{0,60}\b(?:moving|going abroad|emigrating|travelling|allergic|allergy|new job|new flat)\b[^.!?]{0,20}[.!?]\s*(?:we are|i am|we re|we were|i was|i do|we do)\s+not\b(?=\s*[.!?]*\s*(?:$|[.!?]))`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Part of the pills taken with the drink finished: "took about half the codeine and finished the wine".
add(
  'took-part-pills-with-drink',
  ['attempt'],
  String.raw`\b(?:took|swallowed|had)\s+(?:about\s+|like\s+|roughly\s+|maybe\s+)?(?:half|most|all|the rest|loads|a load|a handful)\s+(?:of\s+)?(?:the|my|a|them)\s*(?:{PILLS}|bottle|packet|box|pack|strip|blister pack)?\s+(?:and|with|then|and then)\s+(?:finished|drank|downed|necked)\s+(?:the|a|my|off the|the rest of the|a whole)\s+(?:bottle of\s+)?(?:wine|vodka|gin|whisky|whiskey|rum|beer|spirits|bottle|tequila|brandy|cider)\b(?<=\b(?:{PILLS})\b[^]{0,100})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// Pills taken first, then into the water: "at the beach near uni. took the pills first. walking in now".
add(
  'pills-then-into-water',
  ['attempt'],
  String.raw`\b(?:took|swallowed)\s+(?:the|all the|all my|all of the|them|all of them|every one of the)\s*(?:{PILLS})?\s+(?:first|already)\b(?!\s+thing)[^]{0,60}\b(?:walking in now|wading in now|going in now|walking into (?:the )?(?:sea|water|river|lake|waves)|wading (?:in|out) (?:into )?(?:the )?(?:sea|water|river|lake)|into the (?:sea|water|river|lake|waves))\b(?<=\b(?:beach|sea|river|lake|pier|shore|loch|water|waves|bridge|cliff)\b[^]{0,200})(?![^]{0,80}\b(?:aqua|pool|swim lesson|dive|diving|seasick\w*|dog|snorkel\w*)\b)(?<!\b(?:aqua|pool|swim lesson|dive|diving|seasick\w*|snorkel\w*)\b[^]{0,200})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);

// An illness or wound the writer hopes will kill them: "still bleeding after the c-section and i hope it kills me". Said
// of something medical, not of a cold, a hangover, an exam or a workout.
add(
  'hope-illness-kills-me',
  ['passive'],
  String.raw`\b(?:i\s+)?(?:hope|hoping|wish|pray|praying)\s+(?:that\s+)?(?:it|this|the (?:\w+\s+)?(?:bleed\w*|infection|cancer|tumou?r|fever|illness|clot|sepsis|haemorrhage|hemorrhage|blood loss|disease|wound|lump))\s+(?:kills|finishes|takes|gets)\s+me\b(?!\s+(?:first|before|to|into|out|up|down|back|through|a|an|the|some)\b)(?![^.!?]{0,30}\b(?:lol|lmao|haha\w*|jk|joking|kidding)\b)(?<=\b(?:bleed\w*|bled|surgery|section|c section|caesarean|cesarean|stitches|infection|infected|cancer|chemo|diagnos\w*|fever|hospital|tumou?r|biopsy|lump|scan results|sepsis|clot|haemorrhage|hemorrhage|wound|ulcer|disease|kidneys?|liver|heart)\b[^]{0,200})(?<!\b(?:cold|flu|man flu|hangover|exam|workout|gym|class|leg day|meeting|deadline|shift|hike|boss|commute|traffic|cringe|embarrass\w*|game|match|boss fight|level)\b[^]{0,120})`,
  { person: 'self', level: 'high', unvetoable: true },
);

// After the hundred-and-third to hundred-and-fifth final splits' score (not blind).
// Someone found unconscious among pill bottles: "found a driver slumped over in his cab ... pill bottles all over the dash".
add(
  'found-slumped-with-pills',
  ['third-party'],
  String.raw`\bfound (?:a|an|my|the|our|him|her|them|this)\b[^.!?]{0,60}?\b(?:slumped|unconscious|unresponsive|passed out|not breathing|blue)\b[^]{0,120}?\b(?:pill bottles?|bottles? of pills|empty (?:pill )?(?:bottles|packets|blister packs)|blister packs|pills (?:all )?(?:over|around|everywhere))\b(?![^]{0,150}\b(?:(?:he|she|they|was|were) (?:was |were )?(?:fine|okay|ok)|just (?:snoring|asleep|sleeping|napping|drunk))\b)`,
  { person: 'third', level: 'high' },
);
// A spot chosen with a time set: "picked the spot in the pine block behind the school. friday lunchtime".
add(
  'picked-the-spot-and-time',
  ['plan'],
  String.raw`(?<!\b(?:we|us|they|mum|dad|mom)\s+(?:have\s+|just\s+|already\s+)?)\b(?:i\s+)?(?:have\s+)?(?:picked|chosen|chose|found)\s+(?:out\s+)?the spot\b[^]{0,120}?\b(?:tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunchtime|at \d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b(?<!\b(?:picnic|camp\w*|tent|fishing|photo\w*|wedding|party|parking|proposal|proposing|propose|date night|birthday|surprise|concert|fireworks|bbq|barbecue|hangi|swim\w*|garden|tree house|treehouse|hut|fort|stall|market|stand|set up|shop|kayak\w*|launch|shade|ducks|the kids can|view|sunset|race|the run)\b[^]{0,200})(?![^]{0,120}\b(?:picnic|camp\w*|tent|fishing|photos?|wedding|party|proposal|propose|birthday|surprise|fireworks|bbq|barbecue|hangi|swim\w*|fort|hut|stall|market|set up|shop|kayak\w*|launch|shade|ducks|the kids can|view|sunset|race|the run)\b)`,
  { person: 'self', level: 'imminent' },
);
// Waking up named as the problem: "waking up every morning is my concern".
add('waking-up-is-the-problem', ['passive'], String.raw`\bwaking up(?: (?:every|each) (?:morning|day))? is (?:my|the) (?:concern|problem|issue|worst part)\b`, {
  person: 'self',
  level: 'concern',
});
// A crash that would pass as an accident: "nobodyd ever know it wasnt black ice".
add(
  'nobody-would-know-not-accident',
  ['method'],
  String.raw`\bnobody(?:d| would| will|ll| would ever| will ever|d ever)?\s+(?:ever\s+)?(?:know|guess|think)\s+it\s+(?:was not|wasnt|was no)\s+(?:an?\s+)?(?:accident|black ice|the ice|the weather|the brakes|a deer|an accident)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Fumes in a sealed sleeper or cab: "taped up the sleeper vents and started the generator", "seal up a sleeper and run a generator inside".
add(
  'sealed-cab-generator',
  ['method'],
  String.raw`\b(?:tape|taped|taping|seal|sealed|sealing|block|blocked|blocking)\s+(?:up\s+)?(?:the\s+|a\s+|my\s+)?(?:sleeper|cab|car|garage|vents?|windows?|doors?|tent|room)(?:\s+(?:vents?|windows?|doors?))?\b[^.!?]{0,80}\b(?:generator|engine|charcoal|barbecue|bbq|exhaust|heater)\b(?<!\b(?:draught\w*|draft\w*|insulat\w*|cold|winter|bugs?|mosquito\w*|paint\w*|leak\w*|rain|mice|rats?)\b[^]{0,150})`,
  { person: 'self', level: 'high', unvetoable: true },
);
add(
  'started-generator-sleepy',
  ['attempt'],
  String.raw`\b(?:taped|sealed|blocked)\s+(?:up\s+)?(?:the\s+|my\s+)?(?:sleeper|cab|car|garage|vents?|windows?|doors?)\b[^]{0,80}\b(?:started|running|turned on|lit)\s+(?:the\s+)?(?:generator|engine|charcoal|barbecue|bbq)\b[^]{0,80}\b(?:sleepy|drowsy|dizzy|tired|headache|going to sleep|fading)\b`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A last memory arranged for the children: "want them to have one last good memory of their dad".
add(
  'one-last-memory-of-me',
  ['preparatory'],
  String.raw`\b(?:one|a|their)\s+last\s+(?:good\s+|happy\s+|nice\s+)?memor(?:y|ies)\s+of\s+(?:me|their (?:dad|mum|mom|mother|father|papa|nan|grandad|grandpa|grandma|uncle|aunt)|us)\b(?<!\b(?:before (?:the|their|his|her) (?:move|moving|deployment|tour|surgery|operation)|dementia|alzheimer\w*|hospice|terminal|dying|cancer)\b[^]{0,200})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A date set to match another: "thats when the custody thing goes final ... thats my date too".
add('that-is-my-date-too', ['plan'], String.raw`(?<=\bwhen\b[^]{0,120})\bthat(?:s| is) my (?:date|day) too\b(?!\s+(?:for|to|at|with|in)\b)`, {
  person: 'self',
  level: 'high',
  unvetoable: true,
});
// Being a cost to everyone: "so tired of being a cost. To the state, to her, to everyone".
add(
  'tired-of-being-a-cost',
  ['passive'],
  String.raw`\b(?:so\s+)?(?:tired|sick)\s+of\s+being\s+(?:a|such a)\s+(?:cost|drain|expense|money pit)\b(?!\s*cent(?:re|er)s?\b)(?![^.!?]{0,40}\b(?:to (?:the|my) (?:company|business|team|employer|budget))\b)`,
  { person: 'self', level: 'concern' },
);
// Self-harm with an elastic: "snap them on my wrist til it welts".
add(
  'snap-band-wrist-welts',
  ['self-harm'],
  String.raw`\bsnap(?:s|ped|ping)?\s+(?:them|it|the (?:band|bands|hair tie)|a (?:hair tie|rubber band|band))\s+(?:on|against)\s+my\s+(?:wrist|arm|thigh)s?\s+(?:til|till|until)\s+(?:it|they)\s+(?:welts?|bleeds?|bruises?|marks?|stings? bad|breaks? the skin)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Months of pills in one bag: "3 months of pregabalin at once ... That's a lot of tablets in one place".
add(
  'lot-of-tablets-in-one-place',
  ['method'],
  String.raw`(?<=\b(?:staring|stared|stare|kept looking|looking at|looked at|counted|counting|kept thinking|thinking about|cannot stop thinking)\b[^]{0,200})\b(?:a lot|lots|loads|so many|enough|a huge amount|a pile)\s+of\s+(?:tablets|pills|meds|capsules|patches)\s+in\s+one\s+(?:place|bag|box|drawer|spot)\b(?<!\b(?:hospital pharmacy|the pharmacy shelf|warehouse|dispensary)\b[^]{0,100})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Everything in the box, on a set night: "I'm taking everything in the box that night".
add(
  'take-everything-in-the-box',
  ['plan'],
  String.raw`\b(?:i\s+(?:am|will)\s+|i\s+(?:am\s+)?(?:going to|gonna)\s+)(?:take|taking|swallow|swallowing|down|downing)\s+(?:everything|all of it|the lot|every (?:pill|tablet|one))\s+(?:in|from)\s+(?:the|that|my)\s+(?:box|packet|pack|bottle|cabinet|drawer|blister packs?|tub|bag)\b(?![^.!?]{0,40}\b(?:to the (?:pharmacy|chemist|bin|tip)|back to|out to|to recycl\w*|to the returns)\b)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// Someone who posted a pile of pills and went quiet: "posted a pic of a pile of blister packs captioned 'tonight's dinner' and went offline".
add(
  'posted-pile-of-pills-offline',
  ['third-party'],
  String.raw`\bposted\b[^.!?]{0,40}\b(?:pic|photo|picture|image|video)\s+of\s+(?:a\s+)?(?:pile|stack|handful|heap|bunch|load)\s+of\s+(?:blister packs|pills|tablets|pill bottles|meds)\b[^]{0,120}?\b(?:went offline|gone offline|went quiet|stopped (?:answering|replying)|not answering|welfare check|no reply|not replying|deleted)\b`,
  { person: 'third', level: 'imminent', unvetoable: true },
);
// Someone near the writer who said they understand why people kill themselves: "he said he gets why people eat a bullet. He laughed. I didn't".
add(
  'said-gets-why-people-do-it',
  ['third-party'],
  String.raw`\b(?:he|she|they|my (?:husband|wife|partner|son|daughter|brother|sister|dad|mum|mom|mate|friend))\s+(?:said|says|told me)\s+(?:that\s+)?(?:he|she|they)\s+(?:gets|get|gets it|understands?|totally gets)\s+why\s+(?:people|guys|someone|folks)\s+(?:eat a bullet|eat their guns?|eat a gun|kill themselves|end it all|end their li(?:fe|ves)|take their own li(?:fe|ves)|top themselves|off themselves)\b`,
  { person: 'third', level: 'high', unvetoable: true },
);
// Goodbye to animals with the chores handed on: "said goodbye to the horses properly ... someone else will have to do the weekend feed".
add(
  'goodbye-animals-someone-else-will',
  ['preparatory'],
  String.raw`\bsaid\s+(?:a\s+(?:proper\s+)?)?goodbye\s+to\s+(?:the|my)\s+(?:horses?|dogs?|cats?|cows?|sheep|animals|pets?|chooks|chickens|goats?|pony|ponies)\b[^]{0,200}?\bsomeone else (?:will|is going to|is gonna|can) (?:have to\s+)?(?:do|feed|look after|take care of|muck out|walk)\b(?<!\b(?:selling|sold|moving|move|holiday|trip|uni|university|boarding school|leaving for|going away|away for|camp)\b[^]{0,250})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Means held and put back only for now: "looked at the poison in the chemical shed for ages ... put it back. for now".
add(
  'put-means-back-for-now',
  ['method'],
  String.raw`(?<=\b(?:poison|weedkiller|weed killer|paraquat|roundup|pesticide|rat bait|pills|tablets|rope|rifle|gun|shotgun|blade|razor|knife|cyanide|antifreeze|bleach)\b[^]{0,200})\bput (?:it|them) back\W+(?:for now|for today|this time|for tonight)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A pretext for means that the next sentence takes back: "bought a rope for the climbing wall lol. i do not climb",
// "bought new blades for the craft project. there is no craft project", "asking which chemicals are the most toxic, for a
// safety audit. there is no audit".
add(
  'means-pretext-denied',
  ['method'],
  String.raw`\b(?:bought|buying|buy|ordered|ordering|got|getting|picked up|asking|asked|asks|looked up|looking up|googled|googling)\b[^.!?]{0,50}?\b(?:rope|ropes|blades?|razors?|knife|knives|pills|tablets|paracetamol|chemicals?|toxic|poison\w*|lethal|charcoal|hose|helium|cord|ligature)\b[^.!?]{0,50}?\bfor\s+(?:the|a|my|our|her|his)\s+[^.!?]{2,40}[.!?]\s*(?:lol\W+)?(?:there is no|there are no|there is not (?:a|any)|she does not|he does not|they do not|i do not|i have never|she has never|he has never|i never)\b(?!\s+(?:usually|normally|often|really|have|know|knew|need|like|want|think|mind|care|even)\b)(?:\s+\w+){1,3}\s*(?:[.!?]|$)`,
  { level: 'high', unvetoable: true },
);
// Timed to arrive after: "will post it so it arrives after. everything else is sorted", an email "scheduled to send friday
// morning ... it is not about the thesis".
add(
  'arrives-after',
  ['preparatory'],
  String.raw`\bso\s+(?:it|they|the (?:letter|letters|email|emails|card|cards|message|messages))\s+(?:arrives?|gets? there|lands?|comes?|goes out)\s+after\s*(?:[.!]|$|i am gone|i have gone|i am not here|everything)|\bscheduled\s+(?:it\s+)?to\s+send\b[^]{0,160}?\bit\s+is\s+not\s+(?:really\s+)?about\s+(?:the|my)\s+\w+\s*(?:[.!]|$)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A plan told only as a time and a place: "decided. sunday, after i submit the final report ... the bridge by the
// boathouse.", "tonight. once she is down. the bridge by the retail park.", "decided. the lake on tuesday while jo is at
// work". Not a picnic, a walk, a swim or a meeting spot.
const PLAN_PLACE = String.raw`(?:bridge|viaduct|cliffs?|cliff edge|lake|reservoir|river|canal|quarry|tracks|railway|level crossing|multi storey|car park roof|top floor|tower block)`;
const PLAN_OUTING = String.raw`(?:picnic|walk|walking|run|running|swim|swimming|paddle|meet|meeting|meet up|bbq|barbecue|party|fishing|kayak\w*|cycle|ride|market|festival|fun|lunch|dinner|drinks?|date|photos?|wedding|race|regatta|club|class|group|pub|pints?|sketch\w*|cannot wait|excited)`;
add(
  'plan-time-and-place',
  ['plan'],
  String.raw`(?:^|[.!?]\s*)(?:decided|tonight|tomorrow|(?:this\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s*[.!:,]\s*(?:[^]{0,160}?[.!?]\s*)?the\s+${PLAN_PLACE}\s+(?:(?:by|near|at|over|behind|past)\s+(?:the\s+)?\w+(?:\s+\w+)?\s*(?:[.!?]|$)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)(?<!\b${PLAN_OUTING}\b[^]{0,200})(?![^]{0,120}\b${PLAN_OUTING}\b)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// "did it. the tablets and the wine. getting sleepy": the act told as done, with the means and the drowsiness.
add(
  'did-it-means-sleepy',
  ['attempt'],
  String.raw`\b(?:i did it|did it|done it|i have done it)\b[^]{0,80}?\b(?:{PILLS}|wine|vodka|whisky|whiskey|gin)\b[^]{0,60}?\b(?:getting|feeling|so|very|really)\s+(?:sleepy|drowsy|woozy|dizzy|tired|heavy)\b`,
  { person: 'self', strong: true, unvetoable: true },
);
// Something drunk and now waiting: "i drank some of the stuff from the lab. tastes awful. now i am waiting".
add(
  'drank-now-waiting',
  ['attempt'],
  String.raw`\b(?:drank|swallowed|downed)\s+(?:some|all|half|a bottle|a cup|a glass)?\s*(?:of\s+)?(?:the\s+)?(?:stuff|chemicals?|bleach|antifreeze|weedkiller|weed killer|poison|solvent|cleaner|liquid|bottle)\b[^]{0,80}?\bnow\s+(?:i am|im)\s+(?:just\s+)?waiting\b`,
  { person: 'self', strong: true, unvetoable: true },
);
// Someone else looking up a means or a way: "my brother's been looking up bridges near his flat", "james has been
// looking up train times and stuff about bridges on the ipad. he never gets trains".
add(
  'third-researching-way',
  ['third-party'],
  String.raw`(?:\b(?:he|she|they|my \w+)\s+(?:(?:has|have|had|is|was)\s+)?(?:been\s+)?|\b[a-z0-9]+(?<!\b(?:i|we|you|am|are|was|were|is|be|been|and|but|so|then|just|also|still|me|not|never))\s+(?:has|have|had|is|was)\s+(?:been\s+)?)(?:looking up|googling|searching|reading up on|researching|searched|googled)\b[^.!?]{0,60}?\b(?:bridges?|cliffs|tall buildings|how high|how far|lethal|overdoses?|ways to die|how to die|car parks|multi storeys?|how many (?:pills|tablets)|ropes?|train times and)\b(?<!\bi\s+(?:have|had)\s+been\s+[^]{0,80})(?![^.!?]{0,60}\bfor\s+(?:her|his|their|a|the|my|our)\s+(?:\w+\s+)?(?:project|homework|assignment|school|uni|class|course|dissertation|thesis|essay|job|work|trip|holiday|walk|hike|ride)\b)`,
  { person: 'third', level: 'high', unvetoable: true },
);
// Gone with the phone and a note left behind: "she left her phone and a note on the kitchen table".
add(
  'third-left-phone-and-note',
  ['third-party'],
  String.raw`\b(?:she|he|they|my \w+|dad|mum|mom|da|mam|grandad|nan)\s+(?:\w+\s+){0,12}?left\s+(?:her|his|their)\s+(?:phone|wallet|keys|wedding ring)(?:\s+(?:and|&)\s+(?:her\s+|his\s+|their\s+)?(?:phone|wallet|keys))?\b[^.!?]{0,60}?\b(?:and|&|with)\s+a\s+note\b(?!\s+(?:saying|that said|to say)\s+(?:(?:she|he|they|i)\s+(?:had\s+|has\s+|have\s+|is\s+|was\s+|were\s+|will be\s+|would be\s+)?)?(?:gone|back|at|out|popped|nipped|in the|see you|dinner|tea|home|walking|fishing|shopping|be back)\b)`,
  { person: 'third', level: 'imminent', unvetoable: true },
);
// A goodbye posted by someone who then goes silent: "posted thanks for everything, it was a good run on the lab slack and
// logged off. nobody has heard from him since".
add(
  'third-farewell-not-heard-since',
  ['third-party'],
  String.raw`\b(?:posted|sent|texted|messaged|wrote)\b[^.!?]{0,20}?\b(?:thanks for everything|it was a good run|goodbye everyone|bye everyone|take care of each other|love you all|signing off|(?:it has )?been an honou?r)\b[^]{0,120}?\b(?:(?:nobody|no one|noone)\s+(?:has|have|is|s)\s+(?:heard from|seen|been able to reach|checking on|checked on)\s+(?:him|her|them)|(?:rung|rang|called|phoned)\s+(?:the\s+)?police\s+for\s+a\s+welfare\s+check)\b`,
  { person: 'third', level: 'imminent', unvetoable: true },
);
// New marks counted on the body: "nobody checks my legs anymore ... 6 new ones this week". Not bites, bruises from a
// sport, freckles or tattoos.
add(
  'sh-new-ones-counted',
  ['self-harm'],
  String.raw`\b(?:{BODY}|legs|arms|thighs|wrists)\b[^]{0,80}?\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|more|some)\s+new\s+ones\b(?![^]{0,40}\b(?:bites?|mozzies|mosquito\w*|bruises? from|freckles?|moles?|tattoos?|spots|stretch marks|veins?)\b)(?<!\b(?:bites?|mozzies|mosquito\w*|midges|freckles?|moles?|tattoos?|spots|stretch marks|veins?|rash|hives|eczema|bruis\w+ from)\b[^]{0,120})`,
  { person: 'self', level: 'high' },
);
// A voice or a recording left to be kept for always: "recorded myself reading her favourite book so she will always have
// my voice. nobody needs to know why". Not a bedtime story for a deployment or a night shift.
add(
  'always-have-my-voice',
  ['preparatory'],
  String.raw`\bso\s+(?:she|he|they|the (?:kids|baby|children))\s+(?:will|would|can)\s+always\s+have\s+(?:my voice|something of me|me|a bit of me|this)\b(?![^]{0,80}\b(?:deploy\w*|away|trip|tour|shift|abroad|posting|when i am (?:at work|away|travelling))\b)(?<!\b(?:deploy\w*|tour|trip|posting|away for|abroad|night shifts?)\b[^]{0,160})`,
  { person: 'self', level: 'high' },
);
// Others' grief told as short and then relief: "they would be sad for a bit and then they would be fine. probably
// better". Not selling the caravan, a move or a job.
add(
  'sad-for-a-bit-then-fine',
  ['passive'],
  String.raw`\b(?:they|she|he|everyone|my family|the kids)\s+(?:would|will|d)\s+be\s+(?:sad|upset|gutted|cut up)\s+for\s+a\s+(?:bit|while|week|day or two|few days)\b[^.!?]{0,20}[.,;]?\s*(?:and\s+)?then\s+(?:they|she|he|everyone)\s+(?:would|will)\s+be\s+(?:fine|ok|okay|better|alright)\b(?<!\b(?:sell|selling|sold|move|moving|moved|leave the|leaving the|new job|holiday|trip|away|caravan|house|school|nursery|cancel\w*|dog|cat|hamster|goldfish)\b[^]{0,120})`,
  { person: 'self', level: 'high' },
);
// Waking as a respawn: "why do i even respawn every morning".
add(
  'why-even-wake-up',
  ['passive'],
  String.raw`\bwhy\s+do\s+i\s+(?:even|still|keep)\s+(?:respawn|respawning|wake up|waking up|get up)\s+(?:every|each)\s+(?:morning|day)\b(?![^.!?]{0,30}\b(?:so early|at 5|at 6|before the alarm|for work|for this job|on a saturday|on my day off)\b)`,
  { person: 'self' },
);
// A note written with a time and nothing else: "bag packed for his nan's, note written. 10am".
add(
  'note-written-time',
  ['preparatory'],
  String.raw`\bnote\s+(?:is\s+)?(?:written|done|finished|ready|left)\b(?<!\b(?:sick|doctors|dr|fit|thank you|thanks|shopping|delivery|handover|permission|cover|school|teacher|nursery|milkman|sticky|post it|lecture|study|revision|class|meeting)\s+note\s+(?:is\s+)?\w+)(?![^.!?]{0,30}\bfor\s+(?:the\s+)?(?:teacher|school|nursery|milkman|neighbours|cleaner|babysitter|sitter|cat sitter|dog sitter|sub|substitute)\b)[^]{0,40}?(?:^|[.!?]\s*)\d{1,2}(?::\d{2})?\s*(?:am|pm)\s*(?:[.!]|$)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// A joke about someone else's jumping that stopped being one: "keeps joking about jumping off the library atrium ... today
// he stood at the rail far too long. not a joke anymore".
add(
  'third-joke-not-anymore',
  ['third-party'],
  String.raw`\b(?:joking|jokes|joked|banter|bantering)\s+about\s+(?:jumping|ending it|killing himself|killing herself|topping himself|topping herself|offing himself|offing herself|not being here|throwing himself|throwing herself)\b[^]{0,200}?\b(?:not a joke|no longer a joke|stopped being a joke|not joking)\s+(?:anymore|any more|now)\b`,
  { person: 'third', level: 'high', unvetoable: true },
);
// Someone else with the crisis team called and waited with: "called the crisis team, waiting with her".
add(
  'third-crisis-team-waiting',
  ['third-party'],
  String.raw`\b(?:called|rang|phoned)\s+(?:the\s+)?(?:crisis team|crisis line|999|911|000|112|an ambulance)\b[^.!?]{0,20}[,.;]\s*(?:now\s+|still\s+|just\s+)?(?:waiting|sitting|staying)\s+with\s+(?:her|him|them)\b`,
  { person: 'third', level: 'high', unvetoable: true },
);
// Looking down from a bridge and reckoning it: "stood in the middle for a long time, looking down and doing the maths".
add(
  'looking-down-doing-maths',
  ['method'],
  String.raw`\b(?:bridge|ledge|edge|roof|balcony|cliff|multi storey|car park|rail|railing)\b[^]{0,120}?\blooking\s+down\b[^.!?]{0,30}?\b(?:doing the maths|doing the math|working out|counting|measuring|wondering how (?:far|high|long))\b`,
  { person: 'self', level: 'high' },
);
// A one-way journey to a height or water with no return: "booked a one way train to the cliffs for saturday. no return".
add(
  'one-way-to-the-place',
  ['plan'],
  String.raw`\bone\s*way\s+(?:ticket|train|bus|trip|coach|flight)?\s*(?:ticket\s+)?to\s+the\s+${PLAN_PLACE}\b(?![^.!?]{0,60}\b(?:walk|hike|holiday|trip with|photos?|with (?:the|my) (?:kids|family|partner|girlfriend|boyfriend|friends|mates)|lighthouse|cafe|festival)\b)`,
  { person: 'self', level: 'high' },
);
// Made peace and ready tomorrow: "made my peace with our brenda today after eleven years. rang my brother ... tomorrow i
// will be ready". Not an exam, an operation or a race.
add(
  'made-peace-ready',
  ['preparatory'],
  String.raw`\bmade\s+(?:my\s+)?peace\s+with\b[^]{0,200}?\b(?:tomorrow|tonight|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s+i\s+will\s+be\s+ready\s*(?:[.!]|$)(?<!\b(?:exam|exams|interview|surgery|operation|op|move|moving|race|marathon|wedding|trip|flight|audition|match|game|test|driving|presentation|op day|chemo|scan)\b[^]{0,260})`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// The end, misheard as something ordinary: "asked was i looking forward to anything. i said the end of it, and she
// laughed, thinking i meant the weather".
add(
  'the-end-misheard',
  ['passive'],
  String.raw`\b(?:the end(?: of (?:it|it all|everything|me))?|not being here|going to sleep for good)\b(?=\s*[,.;]|\s+and\b)[^]{0,80}?\b(?:thinking|thought|assumed|assuming|took it that)\s+i\s+meant\b`,
  { person: 'self', unvetoable: true },
);
// Means kept back from prescriptions: "kept back the blister packs from the last three prescriptions. two carrier bags
// worth in the wardrobe". 'stockpile' reads the same words but yields to medical routine, and prescriptions are just that
// here. Not medicines taken back for disposal or packed for a trip, nor someone else's ("played a kid who had been saving
// pills"), which is a third party's and read by 'stockpile'.
add(
  'means-kept-back',
  ['method'],
  String.raw`(?<!\b(?:who|that)\s+(?:had\s+|has\s+)?(?:been\s+)?)\b(?:kept back|keeping back|held back|holding back|saved up|saving up|been saving|stockpil\w+|hoard\w*|squirrel\w* away|stashed|stashing)\s+(?:the\s+|my\s+|all (?:the|my)\s+)?(?:blister packs|pills|tablets|meds|medication|prescriptions?|paracetamol|painkillers|sleeping pills|co codamol|codeine|diazepam|insulin)\b(?![^.!?]{0,60}\b(?:pharmacy|chemist|returns?|disposal|holiday|trip|travel|abroad|hurricane|emergency kit|power cut)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A gun held to the writer's own head, chin or mouth; with the trigger pulled it is an attempt: "had the barrel under my
// chin saturday and pulled the trigger. misfire".
add('gun-to-own-head', ['method'], String.raw`\b${GUN_TO_MY_HEAD}`, { person: 'self', level: 'high', unvetoable: true });
add('gun-trigger-misfire', ['attempt'], String.raw`\b${GUN_TO_MY_HEAD}[^]{0,100}?\b(?:pulled the trigger|misfired?|it clicked|jammed|did not go off)\b`, {
  person: 'self',
  strong: true,
  unvetoable: true,
});
// A window while someone is away, and everything ready: "tomorrow when frank is at the day centre. i will have four
// hours. it is all ready", "sunday. after the last service before my week off. nobodys expecting me for 7 days. that is
// the window". Not a surprise, a party, a clean or time to oneself.
const WINDOW_ORDINARY = String.raw`(?:surprise|party|birthday|anniversary|cake|present|presents|gift|decorat\w*|paint\w*|clean\w*|tidy\w*|bake|baking|nap|bath|me time|read|reading|film|movie|knit\w*|guests|dinner|lunch|garden\w*|diy|shopping|holiday|trip|flight|revis\w*|exam|study\w*|game|gaming|box set|sleep in|lie in)`;
add(
  'window-while-away-ready',
  ['plan'],
  String.raw`(?:^|[.!?]\s*)(?:tonight|tomorrow|this weekend|(?:this\s+|on\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s*[.!?,:]?\s*(?:when|while|once|after)\s+[^.!?]{2,60}[.!?]\s*(?:[^.!?]{0,80}?[.!?]\s*){0,2}?(?:it is all ready|it is all set|everything is ready|everything is set|that is the window|that is my window)\s*(?:[.!]|$)(?<!\b${WINDOW_ORDINARY}\b[^]{0,260})(?![^]{0,120}\b${WINDOW_ORDINARY}\b)`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// The same window with a place and its depth or height: "this weekend while our sandra is in spain. the quay at night, it
// is deep there at high tide".
add(
  'window-while-away-place',
  ['plan'],
  String.raw`\b(?:while|when|once)\s+[^.!?]{2,40}?(?:\b(?:is|are)|s)\s+(?:in|at|away|out|on)\b[^.!?]{0,30}[.!?]\s*the\s+(?:quay|harbour|harbor|pier|dock|weir|${PLAN_PLACE})\b[^.!?]{0,40}?\b(?:deep|high|a long drop|fast|no railings?)\b(?![^]{0,120}\b(?:swim\w*|fish\w*|boat\w*|sail\w*|kayak\w*|paddl\w*|crab\w*|photos?|walk\w*|picnic|dive|diving|jump in|lifeguard)\b)(?<!\b(?:swim\w*|fish\w*|boat\w*|sail\w*|kayak\w*|paddl\w*|crab\w*|photos?|picnic|dive|diving)\b[^]{0,200})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// Car, garage, hose told as a list: "plan has been the same for a month. car, garage, hose".
add('car-garage-hose', ['method'], String.raw`\b(?:car|engine|exhaust)\s*[,.]\s*(?:the\s+)?garage\s*[,.]\s*(?:(?:and|a|the)\s+)?(?:hose|hosepipe|tape)\b`, {
  person: 'self',
  level: 'high',
  unvetoable: true,
});
// A gun moved to where the writer sleeps: "got dads old shotgun down from the loft ... its in my wardrobe now". Not a
// cabinet or a safe, nor a toy or a tool.
add(
  'gun-moved-to-bedroom',
  ['method'],
  String.raw`(?<!\b(?:nerf|water|glue|toy|staple|heat|paint|nail|caulk|cap|bb|airsoft|spud|massage|grease|foam|bubble)\s+)\b(?:shotgun|gun|rifle|pistol|revolver|service weapon)\b[^]{0,100}?\b(?:it is|its|it s|it has been|now)\s+(?:in|under)\s+my\s+(?:wardrobe|bedroom|bed|bedside (?:drawer|table|cabinet)|drawer|pillow|room)(?:\s+now)?\s*(?:[.!]|$)(?<!\b(?:cabinet|gun safe|safe|locked|licen[cs]\w*|cleaning|clean it|range|club|shoot on|clay)\b[^]{0,160})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Wishing to have been in the vehicle that was hit instead of the one who died: "wishing i had been in the wagon that
// got hit instead of dave".
add(
  'wish-been-hit-instead',
  ['passive'],
  String.raw`\b(?:wish|wished|wishing)\s+(?:that\s+)?(?:it\s+(?:had been|was|were)\s+me|i\s+(?:had|would have)\s+been)\s+(?:in|on)\s+(?:the|that)\s+(?:\w+\s+){0,2}?(?:wagon|vehicle|jeep|truck|humvee|convoy|patrol|helicopter|chopper|plane|car|tank|boat|bus|lorry|cab)\s+(?:that|which)\s+(?:got|was)\s+(?:hit|blown up|shot down|ambushed|crashed|rolled)\b[^.!?]{0,10}?\binstead\b|\b(?:wish|wished|wishing)\s+(?:that\s+)?(?:the|that)\s+\w+(?:\s+\w+)?\s+had\s+(?:come down on|fallen on|landed on|hit|crushed|taken|got)\s+me\s+instead\b`,
  { person: 'self', unvetoable: true, present: true },
);
// Envy of the dead: "the boys who did not come back from kandahar. some days i am jealous of them".
add(
  'jealous-of-the-fallen',
  ['passive'],
  String.raw`\b(?:jealous|envious)\s+of\s+(?:the dead|the ones who (?:died|did not make it|did not come back|never came back)|those who (?:died|did not make it|did not come back))\b|\b(?:jealous|envious)\s+of\s+(?:them|him|her)\b(?![^.!?]{0,40}\b(?:got|get|gets|have|has|had|inherit\w*|won|for getting|for having|money|house|jewell?ery|will)\b)(?<=\b(?:did not come back|never came back|did not make it|died|dead|killed|fallen|passed away|buried|kia|the fallen)\b[^]{0,200})`,
  { person: 'self', unvetoable: true, present: true },
);
// Sorry to have come home at all: "keep thinking it is a shame i came home at all".
add(
  'shame-i-came-home',
  ['passive'],
  String.raw`\b(?:shame|pity|waste)\s+(?:that\s+)?i\s+(?:came home|came back|survived|made it (?:back|home|out)|pulled through|woke up|got out)\s+at\s+all\b(?![^.!?]{0,40}\b(?:party|do|night out|pub|club|gig|wedding|holiday|trip|early|fun|good)\b)`,
  { person: 'self', unvetoable: true, present: true },
);
// Following someone who killed himself: "my oppo topped himself last year ... i think about following him".
add(
  'think-of-following-him',
  ['active'],
  String.raw`\b(?:think|thinking|thought|considering|considered|tempted)\s+(?:about|of)\s+following\s+(?:him|her|them)\b(?!\s+(?:\w+\s+){0,2}?(?:on|into|around|to|in|up|out|home|back|down|as|and (?:becom|train|join|study|go))\b)(?<=\b(?:killed (?:himself|herself|themselves)|topped (?:himself|herself|themselves)|took (?:his|her|their) own life|suicide|hanged (?:himself|herself|themselves)|ended (?:his|her|their) life)\b[^]{0,200})`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// A pet handed over with a story the next sentence takes back: "took the cat to the rescue. told them i am going into a
// home. i am not going into a home".
add(
  'pet-rehomed-pretext',
  ['preparatory'],
  String.raw`\b(?:took|gave|dropped|handed|rehomed|surrendered|left)\s+(?:off\s+)?(?:the|my|our)\s+(?:cats?|dogs?|budgie|rabbits?|birds?|pets?|kitten|puppy|parrot|hamster|horse)\b[^]{0,80}?\btold\s+(?:them|her|him|the \w+)\s+(?:that\s+)?i\s+(?:am|was)\s+(?:going|moving|emigrating|off|leaving|relocating)\b[^.!?]{0,40}[.!?]\s*i\s+am\s+not\s+(?:going|moving|emigrating|leaving|relocating|off)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Waiting to be gone: "in between i sit and wait to be gone". Not impatience to leave a place.
add(
  'wait-to-be-gone',
  ['passive'],
  String.raw`(?<!\b(?:cannot|can not|could not|not|hardly|barely)\s+)\b(?:wait|waiting|waited)\s+to\s+be\s+gone\b(?!\s+(?:from|on|for|to|out|off|away|abroad)\b)`,
  { person: 'self', unvetoable: true, present: true },
);
// One's own funeral wished for soon: "i would sooner they were arranging the funeral ... and i would sooner it was soon".
add(
  'funeral-sooner',
  ['passive'],
  String.raw`\b(?:i would|i had)\s+(?:sooner|rather)\s+(?:they|we|you|she|he|the family)\s+(?:were\s+)?(?:arranging|planning|organi[sz]ing|booking|sorting)\s+(?:the|my)\s+funeral\b(?![^.!?]{0,20}\b(?:than|instead)\b)`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Old scars reopened on the body or again: "opened up the old scars on my thigh after close", "opened the old scars up
// again". Not old wounds as an idiom.
add(
  'sh-reopened-scars',
  ['self-harm'],
  String.raw`\b(?:opened|reopened|opening|re opened|reopening|opened back)\s+(?:up\s+)?(?:the\s+|my\s+|some\s+)?(?:old\s+)?(?:scars?|cuts?|wounds?)\s+on\s+my\s+(?:{BODY})\b(?<!\b(?:surgery|surgeon|stitches|op|operation|fell|fall|crash|physio)\b[^]{0,120})|\b(?:opened|reopened|cut)\s+(?:up\s+)?(?:the\s+|my\s+)?(?:old\s+)?(?:scars?|cuts)\s+(?:up\s+|open\s+)?again\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// "taken enough this time": an overdose told by its amount, the writer's or someone else's.
add('taken-enough-this-time', ['attempt'], String.raw`\b(?:taken|took|swallowed|downed)\s+enough\s+this\s+time\b`, {
  strong: true,
  unvetoable: true,
  third: 'risk',
});
// Goodbyes said to everyone and the writer the last call: "said his goodbyes to everyone and i was the last call".
add(
  'third-goodbyes-last-call',
  ['third-party'],
  String.raw`\b(?:said|saying)\s+(?:his|her|their)\s+goodbyes\s+to\s+(?:everyone|everybody|all of us|the family|the whole family)\b[^]{0,80}?\b(?:last call|last (?:one|person) (?:he|she|they) (?:rang|called|rung|phoned))\b`,
  { person: 'third', level: 'imminent', unvetoable: true },
);
// Wanting to join someone who died: "my husband hanged himself last year and i keep thinking i should join him". Not
// joining people for a meal or at a place ("i should join them for lunch after the funeral"). On a date, 'join-the-dead'.
add(
  'join-the-dead-wish',
  ['active'],
  String.raw`(?<=\b(?:died|passed|passed away|hanged|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|suicide|funeral|grave|buried|ashes|lost (?:him|her|them))\b[^]{0,200})\bi\s+(?:should|could|want to|wanna|need to|might as well|would like to|just want to|wish i could|am going to|will)\s+(?:just\s+)?(?:go\s+and\s+|go\s+)?join\s+(?:him|her|them|my (?:late )?(?:wife|husband|son|daughter|mum|mam|mom|dad|mother|father|partner|brother|sister|friend|boy|girl))\b(?!\s+(?:for|at|on|in|to|with|as|and|later|downstairs|outside|there|tomorrow|next)\b)`,
  { person: 'self', strong: true },
);
// Going to join the dead on a set day: "told me he is going to join the wife on friday and asked would i feed the budgie
// after".
add(
  'join-the-dead-on-a-day',
  ['plan'],
  String.raw`\b(?:going to|gonna|will|want to|ready to)\s+join\s+(?:the wife|the missus|the husband|(?:his|her|my|their) (?:late )?(?:wife|husband|son|daughter|mum|mam|mom|dad|da|mother|father|partner))\s+(?:on|this|next|by|before)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|the anniversary|the weekend|tonight|tomorrow)\b[^]{0,120}?\b(?:feed|look after|mind|water|take)\s+(?:the|his|her|my)\s+(?:budgie|cats?|dogs?|fish|birds?|plants|garden|parrot)\s+(?:after|afterwards)\b`,
  { level: 'imminent', unvetoable: true, third: 'risk' },
);
// A keepsake given "to keep" after talk of a means: "talked about the railway line like it was an appointment, then gave
// me his watch to keep".
add(
  'third-keepsake-after-means',
  ['third-party'],
  String.raw`(?<=\b(?:railway|railway line|train line|tracks|bridge|cliffs?|pills|tablets|gun|rope|not being (?:here|around))\b[^]{0,200})\bgave\s+me\s+(?:his|her|their)\s+(?:\w+\s+)?(?:watch|ring|medals?|dog tags|chain|rosary|guitar|knife|lighter|badge)\s+to\s+(?:keep|look after|hold on to)\b`,
  { person: 'third', level: 'high', unvetoable: true },
);
// Too many pills for the reason given: "holding a massive bag of pills. said they were for his back. way too many for a
// back".
add(
  'too-many-pills-for-reason',
  ['method'],
  String.raw`\b(?:bag|bottle|box|boxes|handful|load|stash|pile|tub)\s+of\s+(?:pills|tablets|painkillers|meds)\b[^]{0,120}?\b(?:way too many|far too many|too many)\s+(?:for|to be for)\s+(?:a|his|her|their|my)\s+(?:back|headache|knee|tooth|toothache|shoulder|migraine|period)\b`,
  { level: 'high', unvetoable: true, third: 'risk' },
);
// With the engine running and drowsiness or goodbyes: "sat in the car with the engine running. tank is full. head is
// getting heavy. sorry mum".
add(
  'engine-running-drowsy',
  ['attempt'],
  String.raw`\b(?:in|inside)\s+the\s+(?:car|van|truck|cab)\s+with\s+the\s+engine\s+(?:running|on)\b[^]{0,80}?\b(?:head\s+(?:is\s+)?(?:getting|going|feels)\s+(?:heavy|fuzzy|foggy)|getting\s+(?:sleepy|drowsy|dizzy|woozy)|sorry (?:mum|mam|mom|dad|da)|goodbye|love you all)\b`,
  { person: 'self', strong: true, unvetoable: true },
);
// Every pill laid out in front of the writer: "every pill in the house is tipped out on the bedside table right now",
// "all the pills out of the dosette box in a pile. weeks of them". Not a dosette box being sorted or returns.
add(
  'pills-laid-out',
  ['method'],
  String.raw`\b(?:every|all (?:the|my|of (?:the|my)))\s+(?:pills?|tablets?|meds)\b[^.!?]{0,60}?\b(?:tipped out|lined up|laid out|in a pile|in a heap|counted out|spread out)\b(?![^.!?]{0,60}\b(?:to sort|sorting|sorted|to organi[sz]e|organi[sz]\w*|for (?:mum|mam|mom|dad|da|nan|grandad|him|her|the week)|expired|out of date|disposal|returns?|pharmacist|chemist)\b)(?<!\b(?:sort|sorting|organi[sz]\w*|expired|out of date|disposal|returns?|pharmacist|chemist)\b[^]{0,120})`,
  { person: 'self', level: 'imminent', unvetoable: true },
);
// Pills downed with a bottle of spirits: "necked the oxy with half a bottle of rum. lying down now".
add(
  'pills-with-a-bottle',
  ['attempt'],
  String.raw`\b(?:necked|took|swallowed|downed|washed down)\s+(?:all\s+)?(?:the|my|all my|a load of|a handful of|a pile of)\s+(?:oxy\w*|{PILLS})\s+with\s+(?:half\s+|most\s+of\s+)?(?:a|the|a whole|the whole)\s+bottle\s+of\s+(?:rum|vodka|whisky|whiskey|gin|wine|brandy|bell s|bells|jack|spirits)\b(?![^.!?]{0,30}\b(?:lol|haha|joke|at the party|at the wedding)\b)`,
  { person: 'self', strong: true, unvetoable: true },
);
// A rope that gave way: "tried on tuesday. rope gave way". Not a climb, a swing or a tow.
add(
  'rope-gave-way',
  ['attempt'],
  String.raw`\b(?:the\s+)?rope\s+(?:gave way|snapped|broke|came loose)\b(?<!\b(?:climb\w*|abseil\w*|swing|tyre|tire|tug of war|washing line|clothes line|boat|anchor|tow\w*|rigging|harness|belay\w*|zip ?line|pulley|crane|hoist|bungee|trampoline|gym|tarp|tent|load|trailer|horse)\b[^]{0,160})(?![^]{0,80}\b(?:climb\w*|abseil\w*|swing|tyre|tug of war|washing|boat|anchor|tow\w*|harness|belay\w*|load|trailer|tent|tarp)\b)(?<=\b(?:tried|attempt\w*|beam|neck|noose|hang\w*|loft|banister|stairs|garage)\b[^]{0,120})`,
  { person: 'self', strong: true, unvetoable: true },
);
// On the edge and nearly gone: "stood on the edge of the slab on level 12 last night for an hour. nearly went".
add(
  'nearly-went-at-edge',
  ['attempt'],
  String.raw`\b(?:stood|standing|sat|sitting|was)\s+on\s+the\s+(?:edge|ledge|rail|railing|parapet)\b[^]{0,80}?\b(?:nearly|almost)\s+(?:went|jumped|did it|stepped off|let go|went over)\b(?!\s+(?:in|into|back)\b)(?<!\b(?:pool|diving|springboard|swim\w*|plunge|paddl\w*|lake|river|stage|platform|kerb|curb)\b[^]{0,100})`,
  { person: 'self', strong: true, unvetoable: true },
);
// "had a go with the rope last weekend. pulled out halfway": an attempt told as a go with the means.
add(
  'had-a-go-with-means',
  ['attempt'],
  String.raw`\bhad\s+a\s+(?:go|try|crack)\s+with\s+the\s+(?:rope|belt|cord|noose|pills|tablets|blade|razor|hose)\b(?![^.!?]{0,40}\b(?:climb\w*|skipping|tug|craft|shav\w*|abseil\w*|swing|garden\w*|car wash|hedge)\b)`,
  { person: 'self', strong: true, unvetoable: true },
);
// Long sleeves in the heat, and the reason left to guess: "bought long sleeve shirts for pride month lmao. its 90 degrees.
// u can guess".
add(
  'long-sleeves-heat-guess',
  ['self-harm'],
  String.raw`\blong\s+sleeve\w*\b[^]{0,80}?\b(?:\d+\s*degrees|heatwave|so hot|boiling|scorching)\b[^]{0,60}?\b(?:you can guess|u can guess|guess why|you know why|u know why|nobody asks why)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Being dead pictured as rest: "honestly being dead sounds so restful. like a nap with no alarm".
add(
  'being-dead-sounds-restful',
  ['passive'],
  String.raw`\bbeing\s+dead\s+(?:sounds|seems|would be|feels like it would be)\s+(?:so\s+|really\s+|kind of\s+|kinda\s+|quite\s+)?(?:restful|peaceful|nice|lovely|easier|quiet|like a (?:nap|rest|holiday|break))\b`,
  { person: 'self', unvetoable: true, present: true },
);
// Suicide as the logical answer: "suicide keeps feeling like the logical answer".
add(
  'suicide-logical-answer',
  ['active'],
  String.raw`\bsuicide\s+(?:keeps\s+|still\s+)?(?:feeling|feels|seems|seeming|looks|looking|sounds)\s+like\s+(?:the|a|my)\s+(?:logical|only|best|obvious|rational|sensible|reasonable)\s+(?:answer|option|choice|solution|way out)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Asking for a sign not to do it: "i keep asking god for sign to not kill myself. no sign came yet".
add(
  'sign-not-to-kill-myself',
  ['active'],
  String.raw`\b(?:asking|asked|ask|begging|praying)\s+(?:god|the universe|anyone|someone)?\s*(?:for\s+)?(?:a\s+)?(?:sign|reason)\s+(?:to\s+not|not\s+to)\s+(?:kill myself|end it|end my life|do it)\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Old scars wanted open again: "old scars on my legs started itching and i want so bad to open them again".
add(
  'sh-want-scars-open',
  ['self-harm'],
  String.raw`(?<=\bscars?\b[^]{0,80})\b(?:want|wanted|wanting|urge|itching)\b[^.!?]{0,20}?\bto\s+(?:open|reopen|cut)\s+(?:them|it)\s+(?:up\s+|open\s+)?again\b`,
  { person: 'self', level: 'concern', unvetoable: true, present: true },
);
// A place checked for cameras: "tonight. drove past the bridge twice to check. theres no cameras".
add(
  'place-checked-no-cameras',
  ['method'],
  String.raw`(?<=\b(?:bridge|roof|rooftop|car park|multi storey|tracks|railway|crane|cliffs?|ledge|balcony|tower|quarry|viaduct)\b[^]{0,100})\b(?:there is|there are|theres|there s)\s+no\s+(?:cameras|cctv|camera)\b(?<!\b(?:graffiti|tag\w*|skate\w*|park(?:ing)? (?:my|the) car|bike|smok\w*|drink\w*|party|film\w*|photo\w*|drone)\b[^]{0,160})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// An age chosen to stop at: "the bridge on my birthday. 19 feels like a good number to stop at".
add(
  'good-age-to-stop',
  ['plan'],
  String.raw`\b(?:\d{2}|nineteen|twenty|thirty|forty|fifty)\s+(?:feels|seems|sounds)\s+like\s+a\s+good\s+(?:number|age)\s+to\s+(?:stop|end it|end|go|check out)\s*(?:at)?\s*(?:[.!]|$)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// The engine running in a shut garage with the writer inside, told in that order: "sitting in the van with the engine
// running in closed garage, just thinking".
add(
  'engine-in-shut-garage',
  ['method'],
  String.raw`\b(?:sitting|sat|i am|im)\s+in\s+the\s+(?:car|van|truck|ute)\s+with\s+the\s+engine\s+(?:running|on)\s+in\s+(?:the\s+|a\s+)?(?:closed|shut|locked)\s+(?:garage|lock up|shed)\b`,
  { person: 'self', level: 'imminent', unvetoable: true, present: true },
);
// Someone else shut in with a means and not answering: "mariusz locked himself in bathroom with the knife and is not
// answering".
add(
  'third-locked-in-with-means',
  ['third-party'],
  String.raw`\b(?:he|she|they|\w+)\s+(?:has\s+)?locked\s+(?:himself|herself|themselves|themself)\s+in\s+(?:the\s+)?(?:bathroom|toilet|bedroom|room|garage|car|shed)\s+with\s+(?:a|the|his|her|their)\s+(?:knife|knives|blade|razor|pills|tablets|rope|belt|gun|rifle|bottle of pills)\b`,
  { level: 'imminent', unvetoable: true, third: 'risk' },
);
// Someone else's location at a bridge or cliff at night with a thank-you or goodbye: "texted me 'thank u for everything'
// at 3am and his location shows him at the bridge".
add(
  'third-location-at-edge',
  ['third-party'],
  String.raw`\b(?:thank (?:you|u) for everything|sorry for everything|goodbye|love you all)\b[^]{0,80}?\b(?:location|snap ?map|find my|life360)\b[^.!?]{0,30}?\b(?:at|on|by|near)\s+the\s+(?:bridge|cliffs?|river|quarry|viaduct|pier|tracks|railway|roof|car park)\b`,
  { level: 'imminent', unvetoable: true, third: 'risk' },
);
// Someone else's overdose told to the writer with an apology: "texted me that she took some pills and she is sorry".
add(
  'third-took-pills-sorry',
  ['third-party', 'attempt'],
  String.raw`\b(?:she|he|they)\s+(?:took|has taken|had taken|swallowed|has swallowed)\s+(?:some|a lot of|lots of|loads of|all (?:her|his|their|the)|a bunch of|a handful of|too many)\s+(?:{PILLS})\b[^.!?]{0,30}?\b(?:and\s+)?(?:she|he|they)\s+(?:is|are|was|were|said)\s+(?:so\s+)?sorry\b`,
  { level: 'imminent', unvetoable: true, third: 'risk' },
);
// Asked whether the writer would be sad if they died: "asked if id be sad if she died".
add(
  'third-asked-if-sad-if-died',
  ['third-party'],
  String.raw`\basked\s+(?:me\s+)?(?:if|whether)\s+(?:(?:i|we|anyone|people|everyone)\s+(?:would|will)|id|i d)\s+(?:be sad|care|miss (?:her|him|them)|cry)\s+if\s+(?:she|he|they)\s+(?:died|was gone|were gone|was dead|disappeared|killed (?:her|him|them)sel(?:f|ves))\b(?<=\b(?:stopped eating|not eating|stopped talking|gave|giving away|self ?harm|cutting|depress\w*|withdrawn|crying|suicid\w*)\b[^]{0,200})`,
  { level: 'high', unvetoable: true, third: 'risk' },
);
// Things or pets put in someone's care "if something happens": "gave me his watch, and asked me to take care his dog if
// something happens".
add(
  'care-if-something-happens',
  ['preparatory'],
  String.raw`\b(?:take care|look after|mind|keep)\s+(?:of\s+)?(?:his|her|their|my)\s+(?:dog|cat|kids?|children|pets?|son|daughter|rabbit|bird|fish|plants)\s+if\s+(?:something|anything)\s+(?:happens|happened|happens to (?:him|her|them|me))\b(?![^.!?]{0,40}\b(?:deploy\w*|tour|trip|holiday|surgery|operation|hospital|flight|away|abroad|travel\w*)\b)(?<!\b(?:deploy\w*|tour|trip|holiday|surgery|operation|hospital|flight|abroad|travel\w*|will|solicitor|guardian\w*|godparent)\b[^]{0,160})`,
  { level: 'high', unvetoable: true, third: 'risk' },
);
// God asked why he does not take the writer: "god takes the good ones early. why he dont take me", or the universe
// wished to "unplug me".
add(
  'why-not-take-me',
  ['passive'],
  String.raw`\bwhy\s+(?:does\s+|do\s+|did\s+|would\s+|will\s+)?(?:he|god|the lord|death)\s+(?:does not|do not|did not|will not|would not|not|never)\s+(?:just\s+)?take\s+me\b|\b(?:hoping|hope|wish|wishing|pray|praying|want|wanting)\b[^.!?]{0,20}?\b(?:the universe|god|someone|something)\s+(?:would\s+|will\s+|could\s+)?(?:just\s+)?(?:unplugs?|deletes?|erases?|switch(?:es)? off|takes?)\s+me(?:\s+(?:out|off|away|too))?\s*(?:[.!,]|$|at this point|already|now|tonight|soon|instead)`,
  { person: 'self', level: 'concern', unvetoable: true, present: true },
);
// Walking into traffic or a machine, or driving into a barrier, on purpose: "wanted today to walk in front of the forklift
// on purpose", "drove into the guardrail on purpose tuesday".
add(
  'in-front-on-purpose',
  ['active'],
  String.raw`\b(?:walk|walking|walked|step|stepping|stepped|jump|jumping|jumped|throw myself|drive|driving|drove|swerve|swerving|swerved|crash|crashed)\s+(?:out\s+)?(?:in front of|into)\s+(?:the|a|an|that|oncoming)\s+(?:\w+\s+)?(?:forklift|bus|train|truck|lorry|car|tram|traffic|van|tube|lorries|cars|wall|tree|reach truck|pallet truck|guardrail|guard rail|barrier|pylon|pole|bridge)\s+on\s+purpose\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Non-native phrasings of life not worth going on and of thinking to end it: "my life is not worth to continue",
// "been thinking to finish with myself", "thinking to end it has become normal".
add(
  'not-worth-to-continue',
  ['active'],
  String.raw`\b(?:my\s+)?life\s+(?:is|feels)\s+not\s+worth\s+to\s+(?:continue|live|go on|carry on|keep)\b|\b(?<!\b(?:am i|are you|if i|whether i|if you|do you|did you|do i|ask me)\s+(?:\w+\s+)?)(?:thinking|decided|deciding)\s+to\s+(?:end my life|finish (?:with\s+)?myself|finish my life|kill myself|take my life)\b|\bthinking\s+to\s+end\s+it\b(?!\s+with\b)|\bfinish\s+with\s+myself\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Wanting everything switched off for good, with or without the words: "i dont want to kill myself, i just want
// everything to switch off and not come back".
add(
  'want-switch-off-for-good',
  ['passive'],
  String.raw`\bwant\s+(?:everything|it all|my brain|my head|my life|the world|me)\s+to\s+(?:switch|turn|shut)\s+off\b[^.!?]{0,10}?\b(?:and not come back|and never come back|for good|forever|permanently|and stay off)\b`,
  { person: 'self', level: 'concern', unvetoable: true, present: true },
);
// Found someone else's pills and moved them to one's own room or bag: "found my moms old sleeping pills in the bathroom
// cabinet. moved them to my room".
add(
  'pills-moved-to-my-room',
  ['method'],
  String.raw`\b(?:moved|took|hid|stashed|put|smuggled)\s+(?:them|the (?:pills|tablets|bottle|packets?|box|meds))\s+(?:to|in|into|under)\s+my\s+(?:room|bag|locker|drawer|bedroom|pillow|mattress|wardrobe|backpack)\b(?<=\b(?:sleeping pills|sleeping tablets|pills|tablets|meds|painkillers|medication|paracetamol|oxy\w*|codeine|tramadol)\b[^]{0,120})(?![^.!?]{0,40}\bso\s+(?:the\s+)?(?:dog|dogs|kids|baby|toddler|cat|puppy|little ones?)\b)(?<!\b(?:expired|out of date|return\w*|dispos\w*|pharmacy|chemist|for (?:my|the) trip|packing)\b[^]{0,160})`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Asking which chemicals or pills are deadly, and keeping one: "i read labels which ones are deadly if drink. i put one
// bottle in my locker".
add(
  'which-are-deadly-kept',
  ['method'],
  String.raw`\b(?:which|what)\s+(?:ones?|chemicals?|pills?|tablets?|meds?|bottles?)\s+(?:are|is|would be)\s+(?:deadly|lethal|fatal|poisonous)\b[^]{0,80}?\b(?:put|kept|took|hid|have)\s+(?:one|a|the|some)\s+(?:\w+\s+)?(?:in|under)\s+my\s+(?:locker|bag|room|drawer|car|pocket)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A knife or other means kept at hand with the thought of using it: "keep it under the pillow and think about using it on
// myself".
add(
  'use-it-on-myself',
  ['method'],
  String.raw`\b(?:use|using|used)\s+(?:it|them|that|this|the \w+)\s+on\s+myself\b(?<=\b(?:knife|knives|blade|blades|razor|gun|rifle|pistol|pills|tablets|rope|belt|scissors|shotgun)\b[^]{0,160})`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// The key to a medicine cupboard, thought about: "i have key to the cupboard. i think about this more than i should".
add(
  'medicine-key-thought-about',
  ['method'],
  String.raw`\b(?:key|keys|access|code)\s+to\s+(?:the\s+)?(?:medicine|medication|drugs?|controlled drugs?|cd|meds|drug)?\s*(?:cupboard|cabinet|room|trolley|safe|fridge)\b(?<=\b(?:medications?|medicines?|pills|tablets|drugs|morphine|insulin|meds|cd)\b[^]{0,120})[^]{0,60}?\b(?:think about (?:it|this|that) (?:more than i should|a lot|too much|every day|constantly)|more than i should|how easy it would be|nobody would (?:know|notice|check))\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Looking down from the top of a car park for a long time: "sat on top floor for an hour looking down. will go back".
add(
  'top-floor-looking-down',
  ['method'],
  String.raw`\b(?:multi ?storey|car ?park|parking (?:garage|structure)|tower block|flats)\b[^]{0,80}?\b(?:sat|stood|standing|sitting|stayed)\s+(?:on|at)\s+(?:the\s+)?(?:top floor|top level|top deck|roof|edge|ledge)\b[^.!?]{0,40}?\blooking\s+down\b(?!\s+(?:at|on|over)\s+(?:the\s+)?(?:view|lights|city|sunset|fireworks|traffic|town|river|sea|crowd|street|skyline)\b)(?<!\b(?:view|sunset|photos?|pictures?|lights|fireworks|skyline)\b[^]{0,100})`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Self-harm by hitting one's head until it is quiet: "hitting my head on the wall in shower until it goes quiet".
add(
  'sh-head-till-quiet',
  ['self-harm'],
  String.raw`\b(?:hitting|banging|hit|banged|smashing|smashed)\s+my\s+head\s+(?:on|against|into)\s+(?:the\s+)?(?:wall|floor|door|tiles|mirror)\b[^.!?]{0,30}?\b(?:until|till|til)\s+(?:it|my head|the noise|the thoughts?|everything|my brain)\s+(?:goes|go|is|went|gets)\s+(?:quiet|silent|still|numb|blank)\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// An urge back after time clean from self-harm, or the count reset: "six months clean from cutting and today the urge is
// huge", "counting days clean and the number keeps resetting. day 0 again".
add(
  'sh-clean-urge-back',
  ['self-harm'],
  String.raw`\bclean\s+from\s+(?:cutting|self ?harm(?:ing)?|sh|burning|hurting myself)\b[^.!?]{0,50}?\b(?:urge|urges|craving|cravings)\s+(?:is|are|was|were)\s+(?:huge|so strong|strong|back|bad|unbearable|loud|massive|intense)\b|\bdays?\s+clean\b[^.!?]{0,60}?\b(?:keeps?\s+resetting|reset(?:s|ting)?\s+(?:again|to (?:0|zero)))\b[^]{0,30}?\bday\s+(?:0|zero)\s+again\b`,
  { person: 'self', level: 'concern', unvetoable: true, present: true },
);
// A wish not to be a problem for much longer, the writer's or someone else's: "said she 'wont be a problem for much
// longer' and then went offline".
add(
  'not-a-problem-much-longer',
  ['passive'],
  String.raw`\b(?:will not|not going to|wont|will no longer|not gonna)\s+be\s+(?:a problem|a burden|your problem|in (?:your|the) way|anyone s problem|a bother)\s+(?:for\s+)?(?:much|very)\s+longer\b`,
  { level: 'high', unvetoable: true, third: 'risk', present: true },
);
// Would do it now if not for the fear of pain: "i would do it tonight if i was not scared of pain. scared is the only
// thing holding me".
add(
  'would-do-it-if-not-scared',
  ['active'],
  String.raw`\b(?:would|will|could)\s+(?:just\s+)?do\s+it\s+(?:tonight|today|now|right now|this week)\s+if\s+(?:i\s+)?(?:was|were|am|wasnt)?\s*(?:not\s+)?(?:so\s+)?(?:scared|afraid|frightened|terrified)\s+(?:of\s+)?(?:the\s+)?(?:pain|it hurting|hurting|failing|surviving|getting it wrong|it not working)\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Holding on only until a date for others: "i hold on until christmas for the kids. after christmas i dont promise
// nothing".
add(
  'hold-on-until-then-no-promise',
  ['plan'],
  String.raw`\b(?:hold on|holding on|hang on|hanging on|stay|staying|keep going)\s+(?:until|till|til)\s+(?:christmas|new year|the holidays|(?:his|her|their|my \w+ s|the kids) birthday|the wedding|exams are over|the baby is born|\w+day)\b[^]{0,80}?\bafter\s+(?:that|christmas|new year|the holidays|it)\b[^.!?]{0,10}?\bi\s+(?:do not|cannot|can not|will not|make no)\s+promise\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// A hotel booked so that others are not the ones who find the writer: "booked cheap hotel for friday night so it is not
// roommates who find me".
add(
  'so-they-do-not-find-me',
  ['preparatory'],
  String.raw`\bso\s+(?:that\s+)?(?:it is\s+)?(?:not\s+)?(?:my\s+|the\s+)?(?:roommates?|flatmates?|housemates?|kids?|children|family|mum|mom|mam|wife|husband|partner|parents|girls|boys|son|daughter)\s+(?:who|that|are not the ones who|do not|does not|will not|would not|never)\s+(?:have to\s+)?finds?\s+me\b(?!\s+(?:\w+ing|in the|at the|with|here|there|hiding|asleep)\b)`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Going to water and not coming back, as a plan after a last day: "get my last pay, then go to the lake and not come
// back".
add(
  'go-to-water-not-come-back',
  ['plan'],
  String.raw`\bgo\s+(?:down\s+)?to\s+the\s+(?:lake|sea|river|ocean|bridge|cliffs?|woods|forest|quarry|beach)\s+and\s+(?:not|never)\s+(?:come|coming)\s+back\b(?!\s+(?:before|until|till|without|with|for|empty|home|in time|early|the same)\b)`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// An insurance waiting period ending: "it pays for my kids no matter what after one year. i checked, one year is
// tomorrow".
add(
  'insurance-year-is-up',
  ['preparatory'],
  String.raw`\b(?:life insurance|insurance|policy)\b[^]{0,120}?\b(?:one year|two years|1 year|2 years|12 months|13 months|24 months)\b[^]{0,60}?\b(?:is|was|ends?|ended|passed|up)\s+(?:tomorrow|today|tonight|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Deciding not to reach an age: "ive decided im not making it to 18".
add(
  'decided-not-making-it-to-age',
  ['active'],
  String.raw`\b(?:decided|i know|i have decided)\s+(?:that\s+)?i\s+am\s+not\s+(?:making it|going to make it|gonna make it|living|going to live|gonna live)\s+(?:to|till|until|past)\s+(?:1[4-9]|[2-9]0|2[0-9]|eighteen|sixteen|seventeen|nineteen|twenty|twenty one|thirty|my (?:\w+\s+)?birthday)\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// "neck myself": Australian slang for killing oneself ("wanna neck myself. theres no nicer way to say it").
add('neck-myself', ['active'], String.raw`\b(?:want to|wanna|going to|gonna|could|might|should|will|just)\s+(?:just\s+)?neck\s+myself\b`, {
  person: 'self',
  level: 'high',
  unvetoable: true,
  present: true,
});
// A message that it was not someone's fault, after an act: "i did it. im waiting now. tell kai it wasnt his fault".
add(
  'tell-them-not-their-fault',
  ['attempt'],
  String.raw`\b(?:i did it|i have done it|i took them|it is done)\b[^]{0,60}?\btell\s+\w+\s+(?:it\s+)?(?:was not|is not|wasnt|isnt)\s+(?:his|her|their|your|anyone s|anybody s)\s+fault\b`,
  { person: 'self', level: 'imminent', unvetoable: true, present: true },
);
// An attempt told by its count: "third attempt. second time in the er this year", "second time ive tried this year".
add(
  'attempt-by-count',
  ['attempt'],
  String.raw`\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th)\s+attempt\b(?!\s+(?:at|on|of|to|in|for)\b)[^]{0,60}?\b(?:er|a and e|a&e|hospital|icu|psych ward|ambulance|paramedics|stomach pumped|ward|this year)\b|\b(?:second|third|fourth|2nd|3rd|4th)\s+time\s+i\s+(?:have|ve)?\s*tried\s+this\s+(?:year|month|week|summer|winter)\s*(?:[.!,]|$)`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Tried last night and woke up sick: "i tried last night. woke up this morning puking. nobody knows".
add(
  'tried-and-woke-sick',
  ['attempt'],
  String.raw`\bi\s+tried\s+(?:again\s+)?(?:last night|yesterday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s*[.!,]\s*(?:\w+\s+){0,3}?woke\s+up\s+(?:\w+\s+){0,3}?(?:puking|vomiting|throwing up|being sick|sick|in hospital|in the er|in a&e)\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// A gun safe's code learned and kept: "dads gun safe code is his birthday. found out today. just filing that away".
add(
  'gun-safe-code-learned',
  ['method'],
  String.raw`\b(?:gun|rifle|firearms?|weapons?|shotgun)\s+(?:safe|cabinet|locker|cupboard)\s+(?:code|combination|combo|pin)\s+is\s+(?:his|her|their|mums?|dads?|my \w+s?|the \w+s?)\s+(?:\w+\s+)?(?:birthday|anniversary|birth year|wedding date|house number|number plate)\b[^]{0,60}?\b(?:found out|figured (?:it )?out|worked (?:it )?out|filing (?:that|it) away|noted|good to know|just so i know)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A gun left out beside the writer: "got the shotty out of the cabinet for cleaning. didnt put it back. its on the bed
// next to me".
add(
  'gun-not-put-back',
  ['method'],
  String.raw`\b(?:shotty|shotgun|gun|rifle|pistol|revolver|handgun)\b[^]{0,80}?\b(?:did not|didnt)\s+put\s+it\s+back\b[^.!?]{0,10}[.!?,]\s*(?:it is|its)\s+(?:on|in|under)\s+(?:the|my)\s+(?:bed|lap|pillow|bedside|desk)\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// Knowing how and where, only the day left: "i know how and i know where, i just havent picked the day".
add(
  'know-how-and-where',
  ['plan'],
  String.raw`\bi\s+know\s+(?:how|where|when)\s+and\s+(?:i\s+know\s+)?(?:how|where|when)\b[^.!?]{0,40}?\b(?:picked|chosen|set)\s+(?:the|a)\s+(?:day|date|time)\b|\b(?:be dead|kill myself|end it|do it)\b[^]{0,80}?[.!?]\s*i\s+(?:already\s+)?know\s+(?:exactly\s+)?how\s*(?:[.!]|$)`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// A slow death made a fast one: "being trans in this house is a slow death so why not make it a fast one".
add('slow-death-fast-one', ['active'], String.raw`\bslow death\b[^.!?]{0,40}?\bmake it a (?:fast|quick|quicker|faster) one\b`, {
  person: 'self',
  level: 'high',
  unvetoable: true,
  present: true,
});
// "if i dont answer tomorrow dont look for me": a goodbye with an instruction not to search.
add(
  'do-not-look-for-me',
  ['preparatory'],
  String.raw`\bif\s+i\s+(?:do not|dont|am not|have not)\s+(?:answer|reply|respond|text back|wake up|come back|show up|here|around|back)\b(?:(?!\bi (?:am|will be)\b)[^.!?]){0,40}?\b(?:do not|dont)\s+(?:come\s+)?look(?:ing)?\s+for\s+me\b`,
  { level: 'high', unvetoable: true, third: 'risk', present: true },
);
// A means and a spot picked out: "brother said hes got a rope in the boot and a spot picked out".
add(
  'means-and-spot-picked',
  ['plan'],
  String.raw`\b(?:rope|noose|pills|tablets|gun|belt|hose|razor)\b[^.!?]{0,40}?\band\s+(?:a|the)\s+(?:spot|place|tree|bridge|day|date)\s+(?:picked|chosen)(?:\s+out)?\b`,
  { level: 'high', unvetoable: true, third: 'risk', present: true },
);
// Someone else's pills hidden in their room: "said she wants to disappear. found a whole bottle of pills under her bed".
add(
  'third-pills-hidden',
  ['third-party'],
  String.raw`\bfound\s+(?:a\s+)?(?:whole\s+|full\s+|big\s+)?(?:bottle|box|stash|pile|bag|bunch|load|jar)\s+of\s+(?:{PILLS})\s+(?:under|in|hidden in|behind)\s+(?:his|her|their)\s+(?:bed|mattress|pillow|wardrobe|drawer|closet|room)\b(?<=\b(?:disappear|not be here|die|dead|sleeps? \d+ hours|stopped eating|withdrawn|depress\w*|gave away|goodbye|not here)\b[^]{0,200})`,
  { level: 'high', unvetoable: true, third: 'risk' },
);
// A friend's self-harm shown and worse: "my friend showed me her arms in the school bathroom. theyre so much worse than
// last time".
add(
  'third-showed-me-arms-worse',
  ['third-party'],
  String.raw`\bshowed\s+me\s+(?:his|her|their)\s+(?:arms|wrists|thighs|legs|cuts|scars)\b[^]{0,60}?\b(?:so\s+much\s+|way\s+|even\s+)?(?:worse|deeper|fresh|new ones)\b(?![^.!?]{0,30}\b(?:tattoo|ink|sunburn|burnt|rash|eczema|bruises? from|mosquito|bites?)\b)(?<!\b(?:tattoo\w*|ink|sunburn\w*|rash|eczema|mosquito|bites?|paint|henna)\b[^]{0,120})`,
  { level: 'high', unvetoable: true, third: 'risk', present: true },
);
// A means posted with a word of farewell: "my ex posted a pic of a rope with 'soon' on his close friends story".
add(
  'posted-means-with-farewell',
  ['third-party'],
  String.raw`\bposted\s+(?:a\s+)?(?:pic|picture|photo|story|selfie|image|snap)\s+of\s+(?:a|the|his|her|their)\s+(?:rope|noose|pills|gun|bridge|razor|blade|tablets)\b[^.!?]{0,40}?\b(?:soon|goodbye|bye|forever|tonight|last one|see you on the other side)\b`,
  { level: 'high', unvetoable: true, third: 'risk', present: true },
);
// Sleeping pills bought where nobody notices: "bought a second box of the sleepers from a different chemist so they dont
// notice".
add(
  'chemist-so-they-do-not-notice',
  ['method'],
  String.raw`\b(?:different|another|second|other|third)\s+(?:chemist|pharmacy|shop|store|supermarket|servo|boots)\s+so\s+(?:they|the pharmacist|nobody|no one|noone|the staff)\s+(?:do not|does not|would not|will not|wont|dont|does nt)?\s*(?:notice|ask|asks|suspects?|gets? suspicious|clock it|twig)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Pills counted or saved up: "got a stash of my old mans pills in the shed. counted em twice", "got a fair pile saved up
// now". Not a medicines count at work.
add(
  'pills-counted-saved',
  ['method'],
  String.raw`(?:(?<!\b(?:she|he|they|her|his)\s+)\b(?:counted|counting|recounted)\s+(?:them|em|the pills|the tablets|it)\s+(?:twice|again|three times|over and over|every night)\b|\b(?:pile|stash|stockpile|collection|heap|load|bunch)\s+(?:of\s+them\s+)?saved\s+up\b)(?<=\b(?:pills|tablets|meds|painkillers|sleepers|oxy\w*|stash|codeine|tramadol)\b[^]{0,120})(?<!\b(?:cd|controlled drugs?|drug round|handover|stock|audit|pharmacy|with (?:the|another|my) (?:nurse|colleague|pharmacist|sister)|ward|shift)\b[^]{0,160})(?![^.!?]{0,60}\b(?:cd|controlled drugs?|drug round|handover|stock|audit|pharmacy|with (?:the|another|my) (?:nurse|colleague|pharmacist|sister)|ward|shift)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Wouldn't be sad if it all stopped: "not gonna do anything stupid. just wouldnt be sad if it all stopped".
add(
  'not-sad-if-it-all-stopped',
  ['passive'],
  String.raw`\b(?:would not|wouldnt)\s+(?:be\s+)?(?:sad|upset|mind|care)\s+if\s+(?:it all|everything|my life|life|i)\s+(?:just\s+)?(?:stopped|ended|was over|did not wake up|just stopped)\b|\bif\s+i\s+(?:just\s+)?(?:did not|didnt)\s+wake\s+up\s+(?:tomorrow|one day|one morning)\b[^.!?]{0,10}?\b(?:that\s+)?(?:would be|is|d be)\s+(?:fine|ok|okay|alright)(?:\s+(?:by|with)\s+me)?\b`,
  { person: 'self', level: 'concern', unvetoable: true, present: true },
);
// An accident that would look like one: "putting the ute into a pylon on the m5. would look like an accident".
add(
  'would-look-like-an-accident',
  ['active'],
  String.raw`\b(?:putting|put|driving|drive|steer|steering|crash|crashing|swerve|swerving)\s+(?:the|my)\s+(?:\w+\s+)?into\s+(?:a|the)\s+(?:\w+\s+)?(?:pylon|tree|wall|pole|barrier|bridge|truck|lorry|pillar|guardrail)\b[^]{0,60}?\b(?:would|could|will)\s+(?:look|seem)\s+like\s+an\s+accident\b`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// A medicine's dose asked against an adult's body weight: "how many paracetamol for a 60kg woman ... want an actual
// number" (asked as an amount, "how much amitriptyline is fatal", it is how-many-pills). Not a child's or a pet's dose.
add(
  'dose-per-body-weight',
  ['method'],
  String.raw`\bhow many\s+(?:{PILLS})\s+(?:for|would kill|to kill)\s+(?:a|an|one|someone|somebody|me|my)?\s*(?:\d{2,3})\s*(?:kgs?|kilos?)\b(?![^]{0,60}\b(?:child|kid|baby|toddler|dog|cat|pet|puppy|kitten)\b)`,
  { person: 'self', level: 'high' },
);
// Drinking with the pills right now: "drinking with the pills now. dont reply with numbers pls".
add(
  'drinking-with-pills-now',
  ['attempt'],
  String.raw`\b(?:drinking|downing|necking|washing (?:them|it) down)\s+(?:it\s+|them\s+)?with\s+(?:the|my|all the|all my)\s+(?:{PILLS})\s+(?:now|right now|tonight)\b`,
  { person: 'self', level: 'imminent' },
);

// Life itself put down like a job: "ready to call it a day on life. not on uni. on life".
add(
  'call-it-a-day-on-life',
  ['active'],
  String.raw`\b(?:call|calling|called)\s+it\s+a\s+day\s+(?:on|with)\s+(?:life|living|being alive|this life|existing)\b`,
  { person: 'self', level: 'high' },
);
// An overdose told as an accident, then taken back: "after the OD. told them it was accidental. wasnt",
// "discharged today after 'accidental overdose'. it was not accidental".
add(
  'overdose-not-accidental',
  ['attempt'],
  String.raw`\b(?:overdose|od)\b[^]{0,80}?\b(?:told (?:them|everyone|the doctors?|the nurses?|my \w+)|said|they (?:think|wrote|put down)|it was not|was not)\s+(?:it was\s+)?(?:an?\s+)?accident(?:al)?\b[^.!?]{0,5}[.!?,;]?\s*(?:it\s+)?(?:was not|it was not|was not really|not really)(?:\s+accidental)?\b|\baccidental overdose\b[^]{0,10}?\bit was not accidental\b`,
  { person: 'self', level: 'high' },
);

// Added after the fifty-first detector's final splits were folded in as training set BR (not blind: read from what that
// split missed). The dead or dying envied: "would it be weird to envy the gent in bed 6. DNACPR, comfort care".
add(
  'envy-the-dying-patient',
  ['passive'],
  String.raw`\b(?:envy|envying|envied|jealous of|envious of)\s+(?:the\s+)?(?:dead|dying|dead people|people (?:who|that) (?:die|died|get to die)|(?:\w+\s+){0,2}in bed \d+\b(?=[^]{0,60}\b(?:dnacpr|dnr|comfort care|end of life|palliative|dying|not expected to)\b))\b`,
  { person: 'self' },
);
// Asking for "someone" who wants to die, then owning it: "what would you say to someone who wants to end their life ...
// asking as that someone".
add(
  'asking-as-that-someone',
  ['active'],
  String.raw`\b(?:someone|somebody|a person|people)\s+(?:who|that)\s+(?:wants?|wanted|is thinking about|thinks about|keeps thinking about)\s+(?:to\s+)?(?:end (?:their|his|her) life|end it|die|kill (?:themsel\w+|himself|herself)|suicide)\b[^]{0,120}?\b(?:asking (?:as|for) (?:that (?:someone|person)|myself|me)|(?:that|the) (?:someone|person|friend) is me|i am (?:that|the) (?:someone|person|friend))\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Bathwater going pink after "did it": an attempt in progress.
add(
  'bathwater-pink',
  ['attempt'],
  String.raw`\b(?:did it|cut (?:my|deep|again)|blades?|razors?|wrists?)\b[^]{0,60}?\b(?:bath|bathwater|water|tub)\b[^.!?]{0,20}?\b(?:going|turning|gone|turned|is)\s+(?:pink|red)\b`,
  { person: 'self', level: 'imminent' },
);
// Ward drugs taken for oneself or found kept by someone: "signed out 2 vials of KCl that werent for anyone. in my locker",
// "has a bag of midaz ampoules in her room".
const WARD_DRUGS = String.raw`(?:vials?|ampoules?|amps|bags?|syringes?)\s+of\s+(?:kcl|potassium chloride|potassium|midaz\w*|propofol|fentanyl|vecuronium|rocuronium|sux\w*|ketamine|diamorphine|morphine)\b`;
const NOT_A_SEIZURE = String.raw`(?![^]{0,60}\b(?:police|raid|dealer|arrest\w*|seized|court)\b)`;
add(
  'ward-drugs-kept',
  ['method'],
  String.raw`\b${WARD_DRUGS}[^]{0,80}?\b(?:in my (?:locker|room|bedroom|bag|car|drawer|pocket|flat)|(?:were|was) not for (?:anyone|any patient|a patient)|not for (?:anyone|a patient|any patient))\b${NOT_A_SEIZURE}`,
  { person: 'self', level: 'high' },
);
add(
  'third-ward-drugs-kept',
  ['third-party'],
  String.raw`\b${WARD_DRUGS}[^]{0,80}?\bin (?:her|his|their) (?:locker|room|bedroom|bag|car|drawer|pocket|flat)\b${NOT_A_SEIZURE}`,
  {
    person: 'third',
    level: 'high',
  },
);
// Which gas or way is quicker or hurts: "helium or CO, which is quicker", "does drowning hurt or is it quick".
add(
  'method-quick-question',
  ['method'],
  String.raw`\b(?:helium|nitrogen|carbon monoxide|exhaust fumes|charcoal)(?:\s+or\s+(?:helium|nitrogen|carbon monoxide|co|exhaust|charcoal))?\b[^.!?]{0,25}\b(?:quicker|quickest|faster|fastest|work fast|works fast|painless|hurt|hurts|peaceful|more reliable)\b(?![^.!?]{0,30}\b(?:balloons?|party|bbq|barbecue|grill|weld\w*|lab|tyres?|tires?|voice)\b)|\b(?:does|would|will|is)\s+(?:drowning|hanging|bleeding out|jumping|an overdose|overdosing|helium|carbon monoxide)\s+(?:hurt|quick|painful|painless|fast|take long)\b`,
  { person: 'self', level: 'high' },
);
// Pills set out in rows on a bed or desk: "blister packs lined up on the duvet. all of them". Kept apart from
// pills-counted-out because a medical routine frame ("blister packs") must not veto it here, while that rule stays
// vetoable: made unvetoable, it changed how its other matches are read (a parent's tablets found lined up, past
// recoveries) and with them the learned head's inputs.
add(
  'pills-lined-up',
  ['method'],
  String.raw`\b(?:{PILLS}|blister packs?|blisters|strips|packets)\b[^.!?]{0,15}\b(?:lined up|laid out|all laid out|set out|in a row|in rows|spread out|popped out)\b[^.!?]{0,30}\b(?:on|in front of|beside|next to)\s+(?:the|my|me)\b(?![^.!?]{0,40}\b(?:dosette|organi[sz]er|week|sunday|monday|schedule|pharmac\w*|rounds?|patients?|trolley|count)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A room booked for one night with no way back: "booked a travelodge in york for the 14th. one night. single ticket",
// "booked a hotel in galway for thursday. not for a holiday".
add(
  'booked-one-way-stay',
  ['plan'],
  String.raw`\bbooked\b[^.!?]{0,40}\b(?:hotel|travelodge|premier inn|b&b|bnb|airbnb|a room|hostel)\b[^]{0,60}?\b(?:not for a (?:holiday|break|trip|getaway)|not a holiday|(?:one|a single) night\W+(?:single|one way)|one way (?:ticket|train)|single ticket|no return)\b`,
  { person: 'self', level: 'high' },
);
// Means with a time when nobody will come: "pills, whiskey, my own bed. nobody due round til monday".
add(
  'means-nobody-due',
  ['plan'],
  String.raw`(?:{PILLS}|rope|blades?|razors?|ligature)\b[^]{0,80}?\b(?:nobody|no one|noone)\s+(?:is\s+|will be\s+)?(?:due|coming|expected|home|around|back|up|awake|wakes? up)\b(?:\s+(?:round|over|in|back))?\s+(?:till|until|before|til)\b(?![^.!?]{0,40}\b(?:party|movie|film|series|games?|peace|quiet weekend|binge)\b)|\b(?:nobody|no one|noone)\s+(?:is\s+|will be\s+)?(?:due|coming|expected|home|around|back)\b(?:\s+(?:round|over|in|back))?\s+(?:till|until|before|til)\b[^]{0,60}?\b(?:the|my|all the|all my)\s+(?:{PILLS}|rope|blades?|razors?)\s+(?:are|is)\s+(?:in|on|out|ready|here|beside|next to)\b`,
  { person: 'self', level: 'high' },
);
// Someone else's photo or live location at an edge, or of pills, with a goodbye: "posted a pic of the tyne bridge at 2am
// captioned sorry", "sent a photo of pills on his kitchen table and nothing else", "texted 'tell amma i loved her' and her
// live location is showing the terrace of her hostel".
add(
  'third-photo-or-location-at-edge',
  ['third-party'],
  String.raw`\b(?:posted|sent|shared|put up)\b[^.!?]{0,30}\b(?:pic|photo|picture|story|snap|selfie)\s+(?:of\s+)?(?:the\s+)?(?:\w+\s+){0,2}(?:{HEIGHT}|tracks|river|{PILLS}|rope|edge|drop)\b[^]{0,60}?\b(?:captioned|caption|saying|with the words|that said)\s+"?(?:sorry|goodbye|bye|forgive me|love you all|i love you|i am sorry)\b(?=\s*(?:[.!?,"']|$|and\b|then\b))|\b(?:sent|posted)\b[^.!?]{0,20}\b(?:photo|pic|picture|snap)\s+of\s+(?:\w+\s+){0,2}(?:{PILLS}|a rope|a noose|a blade|a razor)\b[^.!?]{0,40}\b(?:nothing else|no message|no caption|no text|and nothing)\b|\b(?:tell \w+ i (?:love|loved) (?:her|him|them|you)|goodbye|sorry for everything)\b[^]{0,80}?\blive location\b[^.!?]{0,30}\b(?:shows?|showing|is at|at|on)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:{HEIGHT}|terrace|tracks|river|lake|sea|pier)\b`,
  { person: 'third', level: 'imminent' },
);
// Doing it when nobody will call: "thinking of doing it in diwali week when whole office is on leave and nobody will call".
add(
  'doing-it-when-nobody-will',
  ['plan'],
  String.raw`\b(?:thinking of|thinking about|planning on|planning to|going to|gonna|will|decided to|want to)\s+(?:doing|do)\s+it\b[^]{0,80}?\b(?:when|while|so|and)\s+(?:nobody|no one|noone)\s+(?:will|would|can|is going to)\s+(?:call|notice|check|miss me|find me|stop me|come looking)\b(?![^]{0,60}\b(?:prank|surprise|party|sneak|snack|cake|gift|present|tattoo|haircut)\b)`,
  { person: 'self', level: 'high' },
);
// Looked up in secret how to cut deep or where: "been reading about which veins".
add(
  'reading-which-veins',
  ['method'],
  String.raw`\b(?:reading|read|looking|looked|googl\w*|search\w*|research\w*)\s+(?:up\s+)?(?:about\s+)?which\s+(?:veins?|arteries|artery)\b`,
  { person: 'self', level: 'high' },
);
// A height asked after with the reason kept back: "whats the highest multistorey in leeds, need to know for reasons".
add(
  'highest-place-for-reasons',
  ['method'],
  String.raw`\b(?:highest|tallest)\s+(?:{HEIGHT}|building|tower block|block of flats)\b[^]{0,40}?\b(?:for reasons|(?:do not|dont) ask|asking for (?:me|myself)|no reason)\b`,
  { person: 'self', level: 'high' },
);
// A means bought or kept with its innocent use denied: "ordered rope off amazon. no, not for climbing soc", "the rope in
// the shed isnt for the tomato plants".
add(
  'means-not-for-hobby',
  ['method'],
  String.raw`\b(?:bought|ordered|got|buying|picked up)\s+(?:a\s+|some\s+)?(?:rope|cord|noose|hose|hosepipe|charcoal|helium(?: tank| canister)?)\b[^]{0,40}?\bnot for (?:climbing|camping|the garden|gardening|work|a project|any project|decorating|moving|the boat|sailing|a party|balloons)\b(?![^.!?]{0,30}\b(?:it is for|its for|for the|but for)\b)|\b(?:the\s+)?(?:rope|cord|hose|hosepipe|charcoal|belt|noose)\s+(?:in|from)\s+(?:the|my)\s+(?:shed|garage|car|boot|cupboard|wardrobe|loft)\s+(?:is not|isnt|was not|are not)\s+for\s+(?:the\s+)?(?:tomato\w*|plants?|garden\w*|climbing|camping|the boat|work|a project|moving|the tent)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Stood on a bridge longer than last time: "every time i walk over the clyde i think about it. today i stood there a lot longer".
add(
  'stood-there-longer',
  ['active'],
  String.raw`\b(?:{HEIGHT}|river|clyde|thames|tyne|mersey|tracks|edge)\b[^]{0,100}?\b(?:stood|stayed|lingered)\s+(?:there|on (?:it|the edge|the bridge))\s+(?:a lot |much |way |even )?longer\b`,
  { person: 'self', level: 'high' },
);
// Not seeing oneself reach a point, and not wanting to: "dinnae see me makin it to second year. dinnae really want tae
// either".
add(
  'not-making-it-not-wanting',
  ['passive'],
  String.raw`\b(?:do not|cannot|can not)\s+see\s+(?:me|myself)\s+(?:making|makin|make|getting|living|being (?:here|around|alive))\b[^]{0,60}?\b(?:do not|dont)\s+(?:really\s+)?want\s+to\s+either\b`,
  { person: 'self' },
);
// A poison in the writer's room, open: "i have the pesticide from the farm in my room now ... its open".
add(
  'poison-kept-open',
  ['method'],
  String.raw`\b(?:{POISON})\b[^.!?]{0,40}\b(?:in my (?:room|bedroom|hand|bag)|beside me|next to me|on my (?:desk|bed|table|lap))\b[^]{0,80}?\b(?:its|it is|the (?:lid|cap|bottle) is)\s+(?:open|opened|off)\b`,
  { person: 'self', level: 'imminent' },
);
// Into the water as a vow: "if rating is below 3 on monday i will go to the lake in the evening and walk in".
add(
  'walk-into-water-vow',
  ['plan'],
  String.raw`\b(?:i will|i am going to|im going to|i am gonna|going to|gonna)\s+(?:just\s+)?(?:go|drive|walk)\s+to\s+the\s+(?:{WATER})\b[^.!?]{0,30}?\band\s+(?:just\s+)?(?:walk|wade)\s+(?:in|into it|out)(?=\s*(?:[.!?,;]|$|and (?:not|never|keep)))`,
  { person: 'self', level: 'high' },
);
// An illness or a crash wished fatal after the fact: "if that dengue last year had taken me it would have been better",
// "if that semi had hit me at the intersection today I think I'd have been grateful".
add(
  'illness-had-taken-me',
  ['passive'],
  String.raw`\bif\s+(?:that|the|my)\s+(?:\w+\s+){0,3}?(?:had|would have)\s+(?:taken|killed|finished|hit)\s+me\b[^.!?]{0,40}?\b(?:(?:it|i)\s+(?:would|d)\s+(?:have|of)\s+been|(?:i think\s+)?(?:i would|id)\s+(?:have|of)\s+been)\s+(?:\w+\s+)?(?:better|for the best|easier|fine|a relief|grateful|glad|relieved|thankful)\b`,
  { person: 'self', present: true, unvetoable: true },
);
// Goodbyes said as a call after years, and the other side confused: "called naani after 2 years. told her sorry for
// everything. she was confused why", "told him i loved him ... he asked was i dying".
add(
  'reconciliation-call-confused',
  ['preparatory'],
  String.raw`\b(?:rang|called|phoned|texted|messaged|wrote to)\b[^.!?]{0,30}\b(?:for the first time in|after)\s+(?:a|\d+|two|three|four|five|a few)\s+(?:years?|months?)\b[^]{0,80}?\b(?:told (?:him|her|them)|said)\s+(?:i (?:love|loved) (?:him|her|them)|(?:i was |i am )?sorry for everything|i forgive|i (?:am|was) not angry)\b(?=[^]{0,80}\b(?:confused|(?:asked|wondered) (?:if|was|whether|why)|did not say why|why\b))`,
  { person: 'self', level: 'high' },
);
// A pet left "for some days" with food for a month.
add(
  'pet-left-with-months-food',
  ['preparatory'],
  String.raw`\b(?:left|gave)\b[^.!?]{0,30}\b(?:cat|dog|pet|rabbit|hamster|kitten|puppy)\b[^]{0,60}?\bfor (?:some|a few|a couple of) days\b[^]{0,60}?\b(?:food|litter|kibble)\s+for\s+(?:a|one|two|three|\d+)\s+(?:month|months)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);

// A plan or thoughts denied to a clinician, then owned: "my therapist asked if i had a plan. i said no. i do".
add(
  'denied-plan-to-clinician',
  ['plan'],
  String.raw`\basked (?:me )?(?:if|whether) i (?:had|have|was having|had got) (?:a plan|thoughts of (?:ending it|suicide|killing myself|ending my life|hurting myself))\b(?!\s+for\b)[^]{0,40}?\bi said no\b[^.!?]{0,5}[.!?,;]?\s*(?:but\s+)?(?:i do|i did|i have|i have one|there is one|(?:that|it) was a lie|i lied)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Someone's writing that reads like a will or a goodbye: "a year 9 girl handed in an essay that reads like a will".
add(
  'writing-reads-like-a-will',
  ['third-party'],
  String.raw`(?<=\b(?:girl|boy|student|pupil|kid|son|daughter|friend|brother|sister|he|she|patient|mate|flatmate|roommate|husband|wife|partner)\b[^.!?]{0,60})\b(?:essay|story|poem|assignment|journal entry|drawing|message|post|letter|text)\b[^.!?]{0,40}\b(?:reads|read|sounds|sounded|looks|looked)\s+like\s+(?:a|her|his|their)\s+(?:will|goodbye(?: letter| note)?|suicide note|farewell(?: letter| note)?|last (?:letter|words))\b(?!\s+to\b)`,
  { person: 'third', level: 'high' },
);

// The last of a birthday or Christmas, said with a shrug: "happy birthday to me i guess. last one anyway" (a bare "last
// one" is too common to read).
add(
  'last-one-anyway',
  ['passive'],
  String.raw`\b(?:birthday|christmas|xmas|new year|anniversary|diwali|eid)\b[^]{0,40}?\b(?:last|final) one\s+(?:anyway|though|tho|probably|for me|i think|i reckon)\b(?=\s*(?:[.!?,]|$|lol))`,
  { person: 'self', level: 'high' },
);
// A ligature tried for whether it holds: "practised with the belt last night. it holds".
add(
  'ligature-tested',
  ['method'],
  String.raw`\b(?:practi[sc]ed|tested|tried out|trialled|rehearsed|tried)\b(?![^.!?]{0,30}\b(?:swing|climbing|hammock|tent|boat|tow\w*|trailer|washing line)\b)[^.!?]{0,30}\b(?:belt|rope|cord|noose|ligature|scarf|cable|dog lead)\b[^]{0,40}?\b(?:it holds|it held|(?:it )?(?:holds|held|took|takes) my weight)\b(?![^.!?]{0,40}\b(?:swing|climbing|hammock|tent|boat|tow\w*|trailer|load|washing line)\b)`,
  { person: 'self', level: 'high', unvetoable: true },
);
// One's own eulogy written for real: "wrote my own eulogy today in therapy homework except it wasnt homework".
add(
  'own-eulogy-for-real',
  ['preparatory'],
  String.raw`\bmy own (?:eulogy|obituary|obit|funeral speech)\b[^]{0,60}?\b(?:except (?:it|that) (?:was not|is not)|not (?:really )?for (?:class|homework|therapy|an exercise|a course|a workshop))\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Voices that send the writer to a place or an act: "the voices are back and they keep telling me to go to the train station".
add(
  'voices-telling-me-to',
  ['active'],
  String.raw`(?<!\b(?:sat ?nav|gps|alexa|siri|google maps|announcer|tannoy|automated)\s)\bvoices?\b[^]{0,60}?\b(?:telling|tell|told|say|saying|says)\s+(?:me\s+)?to\s+(?:go to the (?:train station|station|tracks|bridge|roof|river|sea|cliffs?|motorway)|jump|walk into|step off|end it|kill myself|hurt myself|cut myself|do it)\b`,
  { person: 'self', level: 'high' },
);

// Sat at the water or an edge, and "nearly": "drove to the reservoir after work and sat there with the engine off for two
// hours. nearly".
add(
  'at-the-edge-nearly',
  ['active'],
  String.raw`\b(?:{WATER}|{HEIGHT}|tracks|platform)\b[^]{0,80}?[.!?,;]\s*(?:nearly|almost|so close|came so close|came close)(?:\s+(?:did it|went in|jumped|went over|stepped off|did not come back))?\s*(?:[.!?]|$)`,
  { person: 'self', level: 'high' },
);
// Peace tonight with everything taken care of: "tonight i finally get some peace. ive taken care of everything".
add(
  'peace-tonight-all-sorted',
  ['plan'],
  String.raw`\b(?:tonight|today|tomorrow|this weekend)\b[^]{0,40}?\b(?:finally\s+)?(?:get|have|find)\s+(?:some\s+)?(?:peace|rest)\b[^]{0,60}?\b(?:taken care of|sorted|arranged|organised|organized|seen to) everything\b(?!\s+for\b)`,
  { person: 'self', level: 'imminent' },
);
// All of the pills tipped into a cup: "emptied both my inhalers and all my mums heart tablets into a cup. sitting with it".
add(
  'pills-into-a-cup',
  ['method'],
  String.raw`\b(?:emptied|tipped|poured|put|crushed|pushed out|popped out)\s+(?:out\s+)?(?:\w+\s+){0,5}?(?:all|every|both|the whole|the rest of)\s+(?:of\s+)?(?:\w+\s+){0,3}?(?:{PILLS})\b[^.!?]{0,20}\b(?:into|in|onto)\s+(?:a|the|my)\s+(?:cup|glass|bowl|mug|pile|hand|palm|plate)\b(?![^]{0,60}\b(?:yoghurt|yogurt|jam|apple ?sauce|so (?:she|he|they) can swallow|to count|count them|return|disposal|dosette|pharmacy)\b)`,
  { person: 'self', level: 'high' },
);
// Assisted dying sought abroad: "looking at flights to zurich. one way. the clinic there", "emailed dignitas".
add(
  'assisted-dying-abroad',
  ['active'],
  String.raw`\b(?:looking at|booked|booking|researching|applied to|applying to|signed up (?:with|to)|joined|contacted|emailed|rang|called)\s+(?:\w+\s+){0,3}?(?:dignitas|pegasos|lifecircle|exit international)\b|\b(?:zurich|switzerland|basel)\b[^]{0,60}?\bone way\b[^]{0,40}?\bclinic\b`,
  { person: 'self', level: 'high' },
);

// Someone else's farewell post, then gone quiet: "my best mate posted 'its been fun lads' on his story and has his
// location off".
add(
  'third-farewell-post',
  ['third-party'],
  String.raw`\b(?:posted|put up|shared|captioned|wrote)\b[^.!?]{0,20}?\s"?(?:it is been fun|its been fun|it has been fun|been real|it was nice knowing (?:you|you all|everyone)|goodbye (?:everyone|all|guys|lads)|thanks for everything|love you all|see you on the other side|see ya on the other side)\b[^]{0,60}?\b(?:location (?:off|turned off|is off)|(?:phone|snap map) (?:is )?(?:off|dead)|not (?:answering|replying|picking up)|no (?:answer|reply)|left (?:on read|the group))\b`,
  { person: 'third', level: 'imminent' },
);

// Added after the fifty-second detector's final splits were scored (not blind; listed in
// tests/unit/safety-final-split.test.ts). An admission after an overdose told plainly: "Discharged from the psych unit
// in Billings today. 72 hr hold after the pills", "my liver should be ok after the panadol thing".
add(
  'held-after-the-pills',
  ['attempt'],
  String.raw`(?<!\b(?:ago|last year|back then|back in|in (?:19|20)\d\d|used to)\b[^.!?]{0,60})\b(?:(?:72|48|24)\s*(?:hr|hour)s?\s+hold|hold|sectioned|section|admission|admitted|discharged|psych unit|psych ward|icu|the ward|liver\b[^.!?]{0,40})\s+(?:\w+\s+){0,3}?after\s+the\s+(?:\w+\s+)?(?:{PILLS}|overdose|od|panadol|paracetamol|tylenol)(?:\s+thing)?\b(?![^.!?]{0,30}\b(?:reaction|allerg\w*|rash|side effects?|mix ?up|by mistake|accidentally)\b)`,
  { person: 'self', level: 'high' },
);
// Knives and medicines hidden from the writer by family: "Mum's hidden all the knives and meds like I'm 12".
add(
  'means-hidden-from-me',
  ['attempt'],
  String.raw`\b(?:hidden|hid|locked up|locked away|removed|took away|taken away|cleared out)\s+(?:all\s+)?(?:the|my)\s+(?:knives|blades|razors|meds|pills|tablets|medication|belts|cords)\s+(?:and|&)\s+(?:the\s+)?(?:knives|blades|razors|meds|pills|tablets|medication|belts|cords)\b(?=[^.!?]{0,30}\b(?:like i am|from me)\b)`,
  { person: 'self', level: 'high', present: true },
);
// Guns sold, one kept: "sold my bird guns last year, only got the one shotgun now" after buying shells.
add(
  'guns-sold-one-kept',
  ['method'],
  String.raw`\bsold\s+(?:all\s+)?(?:my|the)\s+(?:\w+\s+)?(?:guns|rifles|shotguns|firearms)\b[^]{0,60}?\b(?:only|just)\s+(?:got|have|kept|keeping)\s+(?:the\s+)?one\s+(?:\w+\s+)?(?:gun|shotgun|rifle|pistol|handgun)\s+now\b`,
  { person: 'self', level: 'high', present: true },
);
// A gun sat with, the safe left open: "Cleaned the 1911 tonight. Sat with it a good while after".
add(
  'sat-with-the-gun',
  ['method'],
  String.raw`\b(?:sat|sitting)\s+with\s+(?:it|the gun|the pistol|the rifle|the shotgun|my gun|my pistol|my rifle)\s+(?:a (?:good |long )?while|for (?:a while|ages|an hour|hours|a long time)|a long time)\b(?<=\b(?:gun|pistol|rifle|shotgun|revolver|glock|1911|\d{2} cal\w*|safe)\b[^]{0,80})|\bleft the (?:gun )?safe open\b`,
  { person: 'self', level: 'high' },
);
// A burial plot bought quietly: "Picked out a plot at the cemetery next to Dad. Paid cash. Didn't tell Jeanie".
add(
  'plot-bought-quietly',
  ['preparatory'],
  String.raw`\b(?:picked out|bought|chose|paid for|reserved)\s+(?:a|my)\s+(?:burial\s+)?plot\b[^]{0,80}?\b(?:did not tell|without telling|saves (?:her|him|them) the trouble|so (?:she|he|they) (?:does not|do not|will not) have to)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// Asking whether God forgives taking one's own life: "Asked Pastor Mike real casual if God forgives a man who takes his
// own life". Not asked in grief for someone who has died.
add(
  'asked-if-god-forgives',
  ['active'],
  String.raw`\b(?:asked|ask|asking)\b[^.!?]{0,40}\bif\s+god\s+(?:forgives|would forgive|will forgive)\s+(?:a man|a woman|a person|someone|somebody|people|me)\s+(?:who|that|if)\s+(?:takes|took|take|ends|end)\s+(?:his|her|their|my)\s+(?:own\s+)?life\b(?![^]{0,80}\b(?:died|passed|funeral|grief|lost (?:him|her|my))\b)`,
  { person: 'self', level: 'high' },
);
// The PHQ-9's ninth question answered falsely: "Honest answer on the PHQ ... would of been yes, question 9".
add(
  'phq-question-nine',
  ['active'],
  String.raw`\b(?:phq|phq 9|phq9)\b[^]{0,80}?\bquestion (?:9|nine)\b(?![^.!?]{0,30}\b(?:was (?:0|zero|a zero|no)|scored (?:0|zero))\b)(?=[^]{0,80}\b(?:yes|nearly every day|every day|more than half|lied|circled|ticked|put)\b)`,
  { person: 'self', level: 'high' },
);
// A three-month supply kept in the drawer: "the seroquel script was a 3 month one. its all still in the drawer".
add(
  'months-supply-kept',
  ['method'],
  String.raw`\b(?:{PILLS}|script|prescription|supply)\b[^]{0,60}?\b(?:2|3|6|two|three|six)\s+months?\b[^]{0,60}?\b(?:it is all|its all|all of it is|they are all)\s+(?:still\s+)?in\s+(?:the|my)\s+(?:drawer|cupboard|bag|room|bedside)\b`,
  { person: 'self', level: 'high', unvetoable: true },
);
// A day picked and called fitting: "picked the day. my birthday. seems fitting lol".
add(
  'picked-the-day-fitting',
  ['plan'],
  String.raw`\b(?:picked|chosen|chose|set)\s+the\s+day\b(?!\s+for\b)(?=[^]{0,40}\b(?:fitting|appropriate|poetic|seems right|makes sense)\b)`,
  { person: 'self', level: 'high' },
);
// After an event, so as not to spoil it: "its gonna be after the kids school concert. not wrecking that for them".
add(
  'after-so-not-to-spoil',
  ['plan'],
  String.raw`\b(?:it is|its|it will be)\s+(?:gonna|going to)\s+be\s+after\s+(?:the|my|her|his|their)\b[^]{0,60}?\bnot\s+(?:wrecking|ruining|spoiling|going to ruin|gonna ruin)\s+(?:that|it|this|christmas|the \w+)\s+for\s+(?:them|her|him|the kids|everyone)\b`,
  { person: 'self', level: 'high' },
);
// A car driven at a tree and put down to an animal: "drove straight at the big gum ... told insurance it was a roo".
add(
  'crash-told-as-an-animal',
  ['attempt'],
  String.raw`\bdrove\s+(?:straight\s+)?(?:at|into|towards)\s+(?:a|the)\s+(?:\w+\s+)?(?:tree|gum|wall|pole|barrier|bridge|truck|pylon)\b[^]{0,80}?\btold\s+(?:the\s+)?(?:insurance|cops|police|mum|dad|everyone|them)\s+(?:it was\s+)?(?:a|an)\s+(?:roo|deer|kangaroo|animal|dog|fox|moose)\b`,
  { person: 'self', level: 'high' },
);
// Legs or arms "a mess" under clothes: "legs are a mess under the jeans".
add(
  'sh-mess-under-clothes',
  ['self-harm'],
  String.raw`\b(?:legs|arms|thighs|wrists|stomach|forearms)\s+(?:are|is)\s+(?:a|such a|an absolute)\s+mess\s+under\s+(?:the|my)\s+(?:jeans|sleeves|hoodie|jumper|clothes|trousers|leggings|uniform)\b`,
  { person: 'self', level: 'high' },
);
// Told someone "fine", then worked out how: "told my therapist i was 'fine' and then spent the whole bus ride home working
// out how".
add(
  'fine-then-working-out-how',
  ['active'],
  String.raw`\btold\s+(?:my\s+)?(?:therapist|counsellor|counselor|doctor|gp|psych|psychiatrist|mum|mom|everyone|them)\s+i\s+(?:was|am)\s+"?(?:fine|ok|okay|good)\b[^]{0,80}?\b(?:working out|figuring out|planning)\s+how\b(?=\s*(?:[.!?,]|$|so\b))`,
  { person: 'self', level: 'high', unvetoable: true, present: true },
);
// The gap between checks on a ward or in care: "staff do last bed check at 3. next one is 5. thats 2 hours. thats enough".
add(
  'gap-between-checks',
  ['plan'],
  String.raw`\b(?:bed|obs|room|welfare|night)\s+checks?\b[^]{0,80}?\b(?:that is|thats|that s)\s+(?:enough|plenty|long enough)\b`,
  { person: 'self', level: 'imminent' },
);
// The place decided: "it's gonna be the bridge on highway 9, sometime before christmas".
add(
  'gonna-be-the-place',
  ['plan'],
  String.raw`\b(?:it is|its)\s+(?:gonna|going to)\s+be\s+the\s+(?:{HEIGHT}|tracks|river|quarry|train|rope|pills)\b(?![^.!?]{0,40}\b(?:traffic|commute|song|set|chorus|view|photos?|meeting point|venue)\b)`,
  { person: 'self', level: 'high' },
);
// An overdose put down as intentional on the writer's own papers: "discharge papers say 'intentional overdose' in the
// reason box". Not a patient in a case study.
add(
  'intentional-overdose',
  ['attempt'],
  String.raw`(?<=\b(?:my|discharge papers?|discharge notes?|papers|notes|letter|file|chart|records?)\b[^.!?]{0,30})\bintentional (?:overdose|od)\b(?<!\b(?:patient|nclex|exam|case study|question|client)\b[^.!?]{0,60})`,
  { person: 'self', level: 'high' },
);
// Someone else who knows where the means are kept and "has a plan": "he knows where staff keep the knives and that he
// 'has a plan'".
add(
  'third-knows-where-means-kept',
  ['third-party'],
  String.raw`\b(?:knows|know)\s+where\s+(?:staff|they|mum|mom|dad|we|the nurses|his \w+|her \w+)\s+(?:keep|keeps|hide|hides|lock|locks)\s+(?:the\s+)?(?:knives|pills|meds|tablets|keys|razors|guns?)\b(?=[^]{0,60}\ba plan\b)`,
  { person: 'third', level: 'high' },
);
// Someone live online with a means: "TYLER IS LIVE ON IG HOLDING A GUN AND SAYING BYE".
add(
  'third-live-with-means',
  ['third-party'],
  String.raw`\blive\s+on\s+(?:ig|insta|instagram|tiktok|fb|facebook|snap|snapchat|twitch|youtube)\b[^]{0,40}?\b(?:holding|with)\s+(?:a\s+)?(?:gun|knife|rope|pills|blade|noose)\b`,
  { person: 'third', level: 'imminent' },
);
// A vehicle or animal wished through the windshield: "kind of hoped a deer would come thru the windshield".
add(
  'hoped-it-would-hit-me',
  ['passive'],
  String.raw`\b(?:hoped|hoping|hope)\s+(?:a|the|some)\s+(?:deer|truck|bus|car|semi|lorry|moose|roo|kangaroo|train|tree)\s+(?:would|will|might)\s+(?:come|go|crash|hit|smash|plough|plow)\s+(?:thru|through|into)\s+(?:the|my)\s+(?:windshield|windscreen|car|side)\b`,
  { person: 'self' },
);
// Daydreams of killing oneself: "is it normal to daydream about killing yourself the way other people daydream about lotto".
add('daydream-about-suicide', ['active'], String.raw`\bdaydream\w*\s+about\s+(?:killing (?:myself|yourself)|suicide|ending it|ending my life)\b`, {
  person: 'self',
  level: 'high',
});

// A matter to be handled "permanently": "Been thinking real hard about handling mine. Permanently."
add('handle-it-permanently', ['active'], String.raw`\b(?:handl\w*|deal\w* with)\s+(?:mine|it|my business|things)\b[^.!?]{0,15}[.!?,]?\s*permanently\b`, {
  person: 'self',
  level: 'high',
});
// An attempt no one knows of: "i tried tuesday. nobody knows."
add(
  'tried-nobody-knows',
  ['attempt'],
  String.raw`\bi tried\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last night|yesterday|last week|again)\s*[.!?,;]\s*(?:and\s+)?(?:nobody|no one|noone)\s+knows\b`,
  { person: 'self', level: 'high', present: true },
);

// Written for the fifty-fourth head, from what the fifty-third missed on its final split (already read): a wish to
// end it told as a gerund, with no "i" before it: "wanting to end it feels like the only decision i have made". Not a
// relationship or a call ended "with" someone.
add(
  'wanting-to-end-it',
  ['active'],
  String.raw`(?:^|[.!?,;:]\s*|\b(?:and|but|just|still|keep|kept|started|start)\s+)wanting to\s+(?:end it(?: all)?|die|end my life|not be here|not exist|kill myself)\b(?!\s+(?:with|between|there|early|now with)\b)`,
  { person: 'self', level: 'high' },
);
// "Burden only." as a fragment of its own: "i am the one problem in this house. burden only."
add(
  'burden-fragment',
  ['passive'],
  String.raw`(?:^|[.!?]\s+)(?:(?:just|only|such)\s+(?:a\s+)?)?burden(?:\s+(?:only|to (?:everyone|all|them|my family)))?\s*(?=[.!?]|$)`,
  {
    person: 'self',
  },
);
// A goodbye no one saw as one (told as what they thought it was; "she did not know it was goodbye" is read by other
// rules, and a negated verb here would only mark the text as denied): "had a cuppa with everyone i have ever worked with. they thought it was nice. it was goodbye."
add(
  'secret-goodbye',
  ['preparatory'],
  String.raw`(?<=\b(?:they|she|he|everyone|people|mum|mom|dad|nan|gran)\b[^.!?]{0,40}\b(?:thought|think|assumed|figured)\b[^.!?]{0,40}[.!?]?[^.!?]{0,30})\bit was (?:really |actually )?(?:a |my )?goodbye\b(?<!\b(?:funeral|hospice|airport|leaving do|last day|moving|emigrat\w*|bedside)\b[^]{0,160})`,
  { person: 'self', level: 'high' },
);
// Pain wanted as it came: "held it on my stomach. burned. i wanted it to."
add(
  'wanted-it-to-hurt',
  ['self-harm'],
  String.raw`\b(?:burned|burnt|burning|scalded|scalding|stung|bled|bleeding|bruised|hurt)\s*[.!,;]?\s*(?:and\s+)?i\s+(?:wanted|want|needed)\s+(?:it|that)\s+to(?:\s+(?:hurt|burn|sting|bleed))?\s*(?=[.!?]|$)`,
  { person: 'self', level: 'high' },
);
// How many of someone's tablets would be "too many": "mum keeps asking how many of her heart tablets would be 'too many'".
// The writer's own tablets are 'dangerous-number'.
add(
  'how-many-too-many-third',
  ['third-party'],
  String.raw`\bhow many\s+of\s+(?:his|her|their)\s+(?:\w+\s+){0,2}(?:{PILLS})\s+(?:would|will|is|are)\s+(?:be\s+)?too many\b`,
  { strong: true, person: 'third', level: 'high' },
);
// Someone says another would be better off with them dead: "told our karen she would be better off with him dead and the insurance".
add('better-off-with-dead', ['passive'], String.raw`\bbetter off\s+with\s+(?:me|him|her|them)\s+dead\b`, { third: 'risk' });
// Sorry said before it is too late: "rang my brother to say sorry for everything. he asked was i dying".
add(
  'sorry-before-too-late',
  ['preparatory'],
  String.raw`\b(?:rang|called|phoned|texted|messaged|wrote to|visited|went to see)\s+(?:\w+\s+){0,9}?to\s+(?:say|tell \w+)\s+sorry\s+for\s+(?:everything|it all)\b(?=[^]{0,120}\b(?:before it is too late|while i (?:still )?can|was i dying|if i was dying|whether i was dying)\b)`,
  { person: 'self', level: 'high' },
);
// Accounts deleted, apologies sent, then calm: "deleted my instagram, sent sorry messages ... cleared my room. feeling calm finally."
add(
  'deleted-apologised-calm',
  ['preparatory'],
  String.raw`\b(?:deleted|deactivated|closed)\s+(?:all\s+)?my\s+(?:instagram|insta|facebook|accounts?|socials?|social media|tiktok|twitter|snapchat)\b(?=[^]{0,120}\b(?:sorry|apolog\w*)\b)(?=[^]{0,220}\b(?:calm|at peace|peaceful|ready|light)\b)`,
  { person: 'self', level: 'high' },
);
// Going in the night as a relief to others: "if i went in the night at least the carers would get a rest".
add(
  'if-i-went-in-the-night',
  ['passive'],
  String.raw`\bif i (?:went|go|died|passed|slipped away) in (?:the|my) (?:night|sleep)\b(?!\s+(?:shift|bus|train|flight|ferry|before|out)\b)(?=[^]{0,100}\b(?:at least|would get|could have|better off|a rest|relief|free up)\b)`,
  { person: 'self' },
);

// Own probes before the fifty-fourth head was trained (not from any final split).
// An attempt stopped by an interruption: "ran a bath, got the razor, then my cat meowed at the door and i couldnt".
add(
  'interrupted-with-means',
  ['attempt'],
  String.raw`\b(?:got|had|grabbed|took out|fetched|laid out|set out|lined up)\s+(?:the|my|all the|all my)\s+(?:razor|razors|blade|blades|pills|tablets|rope|belt|cord|knife|gun)\b[^.!?]{0,80}?\b(?:then|until|but|when)\s+(?:my|the|our|his|her)\s+\w+\s+(?:came|called|rang|knocked|meowed|barked|cried|woke|walked in|came home|texted)\b(?=[^]{0,40}\b(?:i could not|could not|i did not|did not|stopped|i stopped|i put)\b)`,
  { person: 'self', level: 'high', strong: true },
);
// A supply seen as enough: "pharmacy gave me a 3 month supply and all i could think was that's enough".
add(
  'supply-is-enough',
  ['method'],
  String.raw`\b(?:supply|prescription|script|boxes|packets|bottles?|repeat)\b[^.!?]{0,80}\b(?:all i could think|i thought|my first thought|first thing i thought|i kept thinking)\b[^.!?]{0,20}\b(?:that is|thats|that s|it is|its) (?:enough|plenty)\b`,
  { person: 'self', level: 'high' },
);
// A plan for the tablets: "told the gp i was fine so she would renew the sleeping tablets. i have a plan for them".
add(
  'plan-for-the-pills',
  ['method', 'plan'],
  String.raw`(?<=\b(?:{PILLS})\b[^]{0,120})\bi (?:have|have got|got|made) (?:a|my) plan for (?:them|those|it|the lot)\b`,
  { person: 'self', level: 'high' },
);
// A thought of taking a child with one into the water or traffic: "had the thought of just walking into the sea with her".
add(
  'into-the-water-with-child',
  ['active', 'third-party'],
  String.raw`\b(?:thought|thoughts|urge|urges|pictured|imagined|imagining|picturing|image)\s+(?:of\s+|about\s+)?(?:just\s+)?(?:walking|driving|jumping|going|stepping)\s+(?:into|off|in front of)\s+(?:the\s+)?(?:sea|river|lake|canal|water|traffic|bridge|cliff|train|a train|a bus)\s+with\s+(?:her|him|them|the baby|my baby|the kids|my kids|my son|my daughter)\b`,
  { person: 'self', level: 'high', strong: true },
);
// Where the means are, said by someone worn out: "the pain clinic discharged me. i am done asking. i know where the morphine is".
add(
  'know-where-means-done',
  ['method'],
  String.raw`(?<=\b(?:done|finished|had enough|cannot do this|can not do this|tired of|over it|given up|giving up)\b[^]{0,80})\bi know (?:exactly )?where (?:the |my |mums |moms |dads |his |her )?(?:{PILLS}|morphine|gun|rope|shotgun|rifle) (?:is|are|is kept|are kept|lives)\b`,
  { person: 'self', level: 'high' },
);

// Own probes while the fifty-fourth head trained (before its final split was read). Each leaves every training row's
// look-alike flag as it was, so the head's inputs are unchanged.
// Digital belongings handed on: "gave my steam account password to my brother, told him the library is his now".
add(
  'accounts-handed-on',
  ['preparatory'],
  String.raw`\b(?:gave|giving|handed|given|sent)\s+(?:\w+\s+){0,3}?(?:account|accounts|password|passwords|login|logins)\b[^.!?]{0,60}\b(?:is|are) (?:all )?(?:his|hers|theirs|yours) now\b`,
  { person: 'self', level: 'high' },
);
// A letter each for the children, then finished: "wrote the twins a letter each and put it in their memory boxes. feels finished now".
add(
  'letter-each-finished',
  ['preparatory'],
  String.raw`\b(?:wrote|written|writing|left)\s+(?:\w+\s+){0,4}?(?:a letter|letters|a card|cards) (?:each|for each of them)\b(?=[^]{0,100}\b(?:feels finished|finished now|all done now|done now|in order now|at peace now|ready now)\b)`,
  { person: 'self', level: 'high' },
);
// Doses kept back where nobody counts: "third bottle of my methadone saved. nobody counts them".
add(
  'saved-uncounted',
  ['method'],
  String.raw`\b(?:{PILLS}|methadone|bottles?|doses?)\b[^.!?]{0,30}\b(?:saved|stashed|hidden|put by|kept back|set aside)\s*[.!?,;]?\s*(?:and\s+)?(?:nobody|no one|noone) (?:counts|checks|knows|notices|misses)\b`,
  { person: 'self', level: 'high', strong: true },
);
// Life-sustaining treatment missed on purpose: "skipped dialysis twice this week on purpose", "missed my insulin deliberately".
add(
  'skipped-lifesaving-on-purpose',
  ['method'],
  String.raw`\b(?:skipped|skipping|missed|missing|refused|refusing|not taking|stopped going to)\s+(?:my\s+)?(?:dialysis|insulin|transplant meds|anti ?rejection (?:meds|tablets)|heart (?:meds|tablets)|oxygen)\b[^.!?]{0,40}\b(?:on purpose|deliberately|intentionally)\b`,
  { person: 'self', level: 'high', strong: true },
);

// After the fifty-fourth detector was scored (not blind): what it missed on its final split, the three it read as a good
// day first. Each leaves every training row's look-alike flag as it was, so the head's inputs are unchanged. (Someone
// saying, after a comma, that she is going to jump is read by 'third-says-will-jump', widened for it.)
// The blade got out again: "3 years clean and the first night he went to his dad's i got the blade out. did a lot."
add(
  'got-the-blade-out',
  ['self-harm'],
  String.raw`\b(?:got|took|get|getting|had|pulled)\s+(?:the|my|a)\s+(?:blade|blades|razor blade|razor blades|razor|razors)\s+out\b(?![^.!?]{0,40}\b(?:shave|shaving|legs|beard|trim|the box|the packaging|the plane|the scraper|the stanley knife|the cutter|to open|the craft|the lino)\b)`,
  { person: 'self', level: 'high', strong: true },
);
// Days of fasting as a deserved punishment: "day 4 of nothing but black coffee. the dizzy feeling means its working.
// deserved it after how i played".
add(
  'fasting-deserved',
  ['self-harm'],
  String.raw`\b(?:day \d+|\d+(?:st|nd|rd|th)? days?)\s+of\s+(?:nothing but|only|just)\s+(?:black coffee|water|coffee|diet coke|diet soda|gum|tea)\b(?=[^]{0,150}\b(?:deserve\w*|punish\w*|earned it|means it is working|means its working)\b)`,
  { person: 'self', level: 'high' },
);
// A last message and a time: "last message. doing it when she goes down for her nap".
add(
  'last-message-doing-it',
  ['plan'],
  String.raw`\blast (?:message|entry|post|text|words)\b(?!\s+(?:about|for|of|from|before|to)\b)[^]{0,40}\bdoing it (?:when|after|once|while|before|at|tonight|today)\b`,
  { person: 'self', level: 'imminent' },
);
// Care and prescriptions cancelled "won't need any of it": "cancelled the repeat prescriptions. cancelled the ot visit.
// ... won't need any of it".
add(
  'cancelled-wont-need',
  ['preparatory'],
  String.raw`\bcancel(?:led|ed|ling|ing)?\s+(?:the|my)\s+(?:repeat prescriptions?|prescriptions?|appointments?|ot visit|physio|review|care package|carers?|meds delivery)\b[^]{0,200}\b(?:will not|wont) need (?:any of )?(?:it|them|any of it|any of them)\b`,
  { person: 'self', level: 'high' },
);

export const RULES: readonly Rule[] = rules;
