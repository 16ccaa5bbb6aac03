// Spans that look like crisis language but are not: idioms and hyperbole, everyday uses of
// "cut"/"jump"/"kill", medical routine, news and fiction, grief, recovery. A crisis rule match
// that overlaps one of these spans does not count (unless the rule is `strong` and the span is
// not `force`). Finding any of them also tells detect.ts to distrust a marginal embedding score.
import type { LookalikeKind } from './categories';
import { expand } from './lexicon';

/**
 * force: vetoes even strong rules; cuesOnly: vetoes only escalating cues (a time, an intent), never
 * a crisis phrase; sentence: the span is the whole sentence the marker is in; unless: no span at
 * all when it matches the sentences the marker is in; denial: the writer denies the crisis and names an ordinary state instead,
 * so the learned head alone may not raise the text (see detect.ts).
 */
export type Lookalike = { kind: LookalikeKind; re: RegExp; force?: boolean; cuesOnly?: boolean; sentence?: boolean; unless?: RegExp; denial?: boolean };

const spans: Lookalike[] = [];
function add(kind: LookalikeKind, source: string, force = false, cuesOnly = false, extra: Pick<Lookalike, 'sentence' | 'unless' | 'denial'> = {}) {
  spans.push({ kind, re: new RegExp(expand(source), 'g'), force, cuesOnly, ...extra });
}

// The writer says a story, poem or character is them ("the cabbie is me", "this is about me"): no
// fiction look-alike may then hide what the story says. Only people of a story: "the problem is me" or "the editor is
// me" says nothing about whose story it is.
export const ABOUT_ME = String.raw`(?:(?:the|that) (?:main )?(?:girl|boy|man|woman|guy|lad|kid|teen|teenager|character|narrator|speaker|protagonist|hero|heroine|cabbie|driver|soldier|student|person) is (?:really |actually |basically |obviously )?me|(?:it is|its|this is) (?:really |actually |basically )?(?:me|about me)|reads like (?:a|my) diary|not really fiction|is not fiction|not (?:a |just a )?(?:story|poem)|my own note)`;

// ---------------------------------------------------------------- hyperbole
add('hyperbole', String.raw`\b(?:is|was|has been|it is|this is|that is)\s+(?:absolute\s+|literally\s+|pure\s+|actual\s+)?murder\b`);
// "my feet are killing me" - but not "I wish someone would kill me"
add(
  'hyperbole',
  String.raw`(?<!\b(?:wish|wished|hope|hoping|pray|praying|want|wants|wanted|wishing|begging|beg|asked|ask|someone|somebody|something|anyone|anybody|god|universe|would|could|to|please|just)\s+(?:\w+\s+){0,3})\b(?:kill|kills|killing|killed|murder|murdering|murdered)\s+me\b(?!\s+(?:now\s+)?(?:please|already))`,
);
add('hyperbole', String.raw`\b(?:kill|shoot|end)\s+me\s+now\b`);
// Stage stabbing in a play: "i'm juliet, so i have to fake-stab myself eight shows in a row".
add(
  'hyperbole',
  String.raw`\b(?:fake|pretend|stage)\s?stab\w*\s+(?:myself|me)\b(?=[^]{0,80}\b(?:shows?|scenes?|rehears\w*|performances?|acting|musical)\b)`,
  true,
);
// A threat made on condition of one more purchase or song: "if i buy one more cushion he'll throw himself off the roof".
add(
  'hyperbole',
  String.raw`\bif (?:i|you|we) (?:buy|bring|order)\b[^.!?]{0,40}\b(?:one more|another)\b[^.!?]{0,40}\b(?:he|she|they) (?:will|would|is going to|are going to)\b[^.!?]{0,40}`,
);
// Someone else's shouted "i want to die" over a chore asked of them: "teenager stormed upstairs shouting 'i literally
// want to die' because i asked her to empty the dishwasher".
add(
  'hyperbole',
  String.raw`(?<=\b(?:she|he|they|daughter|son|teenager|teen|kid|kids|toddler|brother|sister)\b[^.!?]{0,40})\b(?:shouting|shouted|screaming|screamed|yelling|yelled|wailing|moaning|groaning|sulking|whining)\s+\W?\s*i (?:literally |actually |just |so )?want to die\W*(?=[^.!?]{0,40}\bbecause (?:i|we) (?:asked|told|said|turned|took|made)\b)`,
);
add(
  'hyperbole',
  String.raw`\b(?:is|are|was|were|will|would|gonna|going to|about to)\s+(?:literally\s+|actually\s+|so\s+|totally\s+)?(?:going to\s+|gonna\s+)?(?:kill|murder|strangle|end)\s+me\b(?=[^.!?]{0,40}\b(?:if|when|lol|for|because)\b|[.!?,]|$)`,
);
add(
  'hyperbole',
  String.raw`\b(?:laughed|laughing|laugh|cried laughing|crying laughing)\s+(?:so\s+hard\s+)?(?:that\s+)?(?:i\s+|we\s+)?(?:almost\s+|nearly\s+|literally\s+|actually\s+)?(?:died|cried|peed|dying|dead)\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:die|died|dying|dead|deceased)\s+(?:of|from|with)\s+(?:laughter|laughing|embarrassment|boredom|cringe|cuteness|shame|the heat|heat|thirst|hunger|happiness|excitement|jealousy|envy|curiosity|suspense|secondhand embarrassment|second hand embarrassment|anticipation|joy|fomo|nerves|exhaustion|old age|caffeine withdrawal)\b|\b(?:died|dying|dead|die)\s+laughing\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:i\s+am|i\s+was|we\s+are|literally|actually|im)\s+(?:literally\s+|actually\s+|so\s+|lowkey\s+|legit\s+|just\s+)?(?:dead|dying|deceased|crying|screaming|wheezing)\b(?=\s*(?:lol|[.!?]\s*lol|over|at this|at how|because of this|lmao))|\blol\b[^.!?]{0,6}\bi\s+am\s+(?:dead|dying)\b|\bi am dead\s*$`,
);
add('hyperbole', String.raw`\bdying\s+(?:to|for)\s+(?!die\b)(?:\w+)`);
add(
  'hyperbole',
  String.raw`\b(?:could|would|will|i would)\s+(?:literally\s+|honestly\s+)?(?:kill|murder|die)\s+for\s+(?:a|an|some|the|another|one|more)?\s*\w+`,
);
add(
  'hyperbole',
  String.raw`\bkillers?\b|\bkill(?:ing|ed|s)?\s+it\b|\bkill(?:ing|ed)?\s+(?:time|the lights|the engine|the music|the vibe|the mood|two birds|the power|a few hours|an hour|some time|the bug|the spider|the wasp|the fly|the process|the app|the program|the tab|weeds|the weeds|germs|bacteria|my buzz|the buzz|the conversation|the joke)\b`,
);
add(
  'everyday',
  String.raw`\b(?:phone|phones|battery|batteries|laptop|computer|pc|car|plant|plants|printer|tv|console|controller|headphones|earbuds|charger|wifi|internet|router|fridge|kettle|flashlight|torch|basil|cactus|succulent|orchid|conversation|party|vibe|mood|group chat|chat|band|game|server|bulb|lightbulb|light bulb|engine|remote|mouse|keyboard|tablet|ipad|iphone|airpods|watch|smoke alarm|alarm|speaker|camera|mic|microphone|hard drive|vacuum|scooter|bike light|toothbrush|fish|goldfish|hamster|joke|trend|meme|series|show|franchise)\s+(?:just\s+|finally\s+|completely\s+|totally\s+|literally\s+|has\s+|had\s+)?(?:died|is dead|was dead|is dying|was dying|went dead|dead|has died|is basically dead|is pretty much dead|is on its last legs)\b`,
);
add(
  'hyperbole',
  String.raw`\bdead\s+(?:tired|on my feet|serious|seriously|wrong|right|last|center|centre|silent|quiet|ringer|end|set|heat|weight|zone|giveaway|beat|easy|simple|funny|good|cute|asleep|on arrival|battery|phone|meat|to the world|in the water|and buried|even|straight|ahead|still)\b|\bdead\s?(?:lines?|lifts?|lifting|beat|pan|locks?|ringer|ends?|weight|wood|bolt|pool)\b|\bdrop\s+dead\s+(?:gorgeous|beautiful|stunning|funny|sexy|hot)\b|\bdead\s+inside\s+lol\b|\b(?:i\s+am|i\s+was|we\s+are|you\s+are|he\s+is|she\s+is)\s+(?:so\s+|totally\s+|absolutely\s+|literally\s+)?dead(?:\s+meat)?(?=\s+(?:if|when|once|after)\b)`,
);
add(
  'hyperbole',
  String.raw`\bto\s+death\b(?<=\b(?:bored|scared|scare|scared me|worried|sick|love|loved|loves|freezing|starving|boiling|sweating|tickled|frightened|annoyed|worked|working|work|studied|studying|talked|talk|beaten|flogged|overcooked|overthink|overthinking|overthought|overthought it|stressed|stressing|tired|laughing|done|nagged|nagging|bore|bores|boring|freeze|freezes|it|this|them|that|him|her|me)\s+to\s+death)|(?<!\b(?:want|wants|wanted|going|need|needs|needed|deserve|deserves|deserved|trying|about|have|has|had|like|prefer|plan|planning|decided|wish|wishing)\s+)\bto\s+die\s+for\b(?!\s+(?:real|realsies|reals|sure|certain|good|nothing|no reason)\b)|\bdie\s+for\s+(?:happiness|joy|laughter|laughing|excitement|sweetness)\b|\bover\s+my\s+dead\s+body\b|\bdie\s+happy\b|\bcould\s+(?:just\s+)?die\s+(?:happy|of happiness|right now lol)\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:would|will|had|i would|id)\s+(?:rather|sooner)\s+(?:die|be dead|eat glass|jump off a bridge|walk into the sea)\s+than\s+(?:go|do|sit|listen|watch|eat|work|talk|attend|wear|be seen|admit|ask|call|apologi\w+|lose|miss|spend|drive|fly|run|take|use|pay|wait|have|let|see|play|dance|sing|read|write|text|date|marry|kiss|hug|speak|deal|fill|clean|cook|study|answer|get|give|move|vote|touch|stand|sit|join|go back|return|admit|use)\b`,
);
add(
  'hyperbole',
  String.raw`\bso\s+(?:embarrass(?:ing|ed)|cringe|cringey|cringy|awkward|boring|bored|funny|hilarious|cute|good|hot|humiliat(?:ing|ed)|mortif(?:ying|ied)|full|stuffed|bad|loud|long|slow|hungry|sleepy|jealous|excited|nervous)\b[^.!?]{0,30}?\b(?:die|died|dead|dying|wanted to disappear|want to disappear|crawl into a hole|melt into the floor|sink into the floor|wanted to vanish|want to vanish)\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:crawl|sink|melt|disappear)\s+(?:into|through)\s+(?:a hole|the floor|the ground|the earth|the couch|my seat)\b|\bcrawl\s+under\s+(?:the|a|my)\s+(?:trailer|truck|rig|rock|desk|table|car|van|counter)\s+and\s+(?:disappear|vanish)(?:\s+(?:forever|for good))?\b(?=[^]{0,160}\b(?:lol|lmao|haha|passed|embarrass\w*|cringe|mortif\w*|awkward|humiliat\w*)\b)(?![^]{0,160}\b(?:for real|i mean it|not joking|tonight|nobody would|never come back|look for me)\b)|\bwant(?:ed)?\s+the\s+(?:floor|ground|earth)\s+to\s+(?:swallow|open up)\b|\b(?:embarrassment|embarrassing|embarrassed|cringe|cringey|mortified|humiliated|humiliating|awkward|the shame)\b[^.!?]{0,30}?\b(?:want(?:ed)?\s+to\s+die|could\s+have\s+died|could\s+die|wanted\s+to\s+disappear|want\s+to\s+disappear|wanted\s+to\s+vanish|died\s+inside|die\s+inside)\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:overdosed|overdose|overdosing|odd|ods)\s+on\s+(?!(?:my\s+|her\s+|his\s+|the\s+|some\s+)?(?:{PILLS}|heroin|fentanyl|drugs|opioids|cocaine|meth|pills|alcohol|xanax))(?!(?:sat|sun|mon|tue|tues|wed|thu|thur|thurs|fri|saturday|sunday|monday|tuesday|wednesday|thursday|friday|the \d+\w*|\d+\w*|purpose|my own|the weekend|new year\w*)\b)(?:\w+\s*){1,3}`,
  true,
);
add(
  'hyperbole',
  String.raw`\b(?:i\s+am|i\s+was|we\s+are)\s+(?:literally\s+|so\s+)?(?:going\s+to\s+|gonna\s+)?die\b(?=[^.!?]{0,30}\b(?:lol|if (?:i|they|she|he|this|the)|of|without (?:coffee|food|a nap|sleep|my|wifi)|before (?:lunch|the weekend|friday|payday)|when (?:she|he|they|mom|dad)|laughing|haha|from)\b)`,
);
add(
  'hyperbole',
  String.raw`\b(?:suicide|suicides)\s+(?:squad|doors?|drills?|runs?|sprints?|shifts?|wings?|kings?|blonde|knob|lane|mission)\b|\b(?:running|ran|run|do|did|doing|made us do|coach had us do)\s+suicides\b`,
);
add(
  'hyperbole',
  String.raw`\bshoot\s+(?:me\s+)?(?:an?\s+|the\s+|your\s+)?(?:email|text|message|dm|quick|line|note|reminder|video|photos?|pictures?|film|scene|hoops|shot|invite|link|request)\b|\bphoto\s?shoot\b|\bshooting\s+(?:range|star|hoops|photos|video|a video|film|practice|the breeze|pains?)\b|\b(?:flu|booster|covid|tetanus|b12|allergy)\s+shots?\b|\bshoot\s+me\s+now\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:killing|kill|killed)\s+myself\s+(?:at|with|over|for|in)\s+(?:work|the gym|this (?:job|project|deadline|assignment|workout|essay|course)|studying|training|overtime|revision|homework|exams|the office|spin class|leg day|cardio|practice|rehearsals?)\b|\bkilling\s+myself\s+(?:trying|to)\s+(?:meet|finish|get|keep up|make|hit|please|impress|pay|study|learn|work|be perfect|keep everyone)\b|\bwork(?:ing|ed)?\s+myself\s+(?:to death|into the ground|to the bone)\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:could|would|will)\s+(?:literally\s+)?(?:just\s+)?die\s+(?=(?:if|when|of|from|right|lol))|\bi\s+(?:almost|nearly)\s+died\s+(?:when|laughing|of)\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:mom|mum|dad|my mom|my mum|my dad|my mother|my father|my boss|my wife|my husband|my partner|my girlfriend|my boyfriend|my sister|my brother|the teacher|my teacher|my coach|my landlord|she|he|they)\s+(?:is|are|will|would|is going to|are going to|gonna)\s+(?:literally\s+|actually\s+|so\s+)?(?:going to\s+|gonna\s+)?(?:kill|murder|strangle)\s+me\b`,
);
add(
  'hyperbole',
  String.raw`\b(?:in|playing|the)\s+(?:the game|minecraft|fortnite|elden ring|dark souls|sekiro|zelda|call of duty|cod|valorant|league|overwatch|apex|roblox|a video game|video games|the boss fight|the raid|hardcore mode|my save|the sims|among us)\b[^.!?]{0,50}|\b(?:died|dying|die|killed|kill|kills)\b[^.!?]{0,25}?\b(?:in (?:the|this) (?:game|level|boss fight|raid)|to the boss|respawn|respawned|game over|extra lives?|checkpoint|the final boss|my character|my sim|my pokemon|hardcore mode)\b`,
);

// "kms this group project lol", "if he says 'circle back' one more time I'm walking into the sea"
add(
  'hyperbole',
  String.raw`\b(?:kill myself|kill me)\b(?=[^.!?]{0,60}\blol\b)(?![^.!?]{0,80}\b(?:not (?:a )?joke|not joking|for real|seriously|i mean it|actually mean)\b)|\blol\b[^.!?]{0,25}\bkill myself\b(?![^.!?]{0,80}\b(?:not (?:a )?joke|not joking|for real|seriously|i mean it)\b)`,
  true,
);
add(
  'hyperbole',
  String.raw`\bif\b[^.!?]{0,80}?\b(?:one more (?:time|person|email|meeting|question|minute)|again|ever again)\b(?=[^.!?]{0,160}\b(?:lol|i swear|haha|into the (?:sea|ocean|river|lake|sun|void)|off (?:a|the) (?:[\w']+ )?(?:bridge|cliff|roof|balcony)|out (?:of )?(?:the|a) window|in front of a (?:bus|train))\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:i mean it|for real|not joking|not kidding|i am serious|scan|biopsy|results|diagnosis|court|custody|leaves me|dumps me)\b/ },
);

// Laughter in the same sentence marks the rest as a joke ("mum says im a burden when i leave my dishes lol").
add('hyperbole', String.raw`\b(?:lol|haha|jk|just kidding|joking)\b`, false, false, {
  sentence: true,
  unless: /\b(?:not (?:a )?joke|not joking|for real|seriously|i mean it|no joke|actually mean|but not (?:about )?(?:the rest|this|that))\b/,
});
// Excitement is not a plan: "I'm going to do it! Signing up tonight".
add('everyday', String.raw`!+|\b(?:so excited|cannot wait|yay|woo+|hype|finally free to|congrats|celebrat\w*)\b`, false, true, { sentence: true });

// ---------------------------------------------------------------- everyday uses of the same words
add(
  'everyday',
  String.raw`\b(?:cutting|cut|cuts)\s+(?:back|down)(?:\s+on)?\b|\bcut(?:ting|s)?\s+(?:corners|ties|costs|class|classes|school|the (?:cake|grass|lawn|cord|line|crap|chase|music|power|deal|hedge|hedges|tension|bread|vegetables|veggies|onions|paper|ribbon|budget|cheese|pizza|fabric|wood|wire|tags?|tree|bushes|roses|flowers|meat|fruit|carrots|potatoes|pieces|dough|coupons?|cable|engine|call|mic|rope|crust|fat|sandwich|steak|string|tape|box|sleeves|hair|fringe)|my (?:hair|nails|fringe|bangs|losses|hours|toenails|sugar|carbs|spending|budget|caffeine|coffee|screen time|drinking|commute|work|food|portion|portions|grass|lawn|hedge|bread|meat|sandwich|steak|cake|salad)|it out|him off|her off|them off|me off|someone off|in line|a deal|loose|out|up (?:the|some|a|an|my) \w+|carbs|sugar|calories|caffeine|alcohol|meat|dairy|gluten|spending|sweets|snacks|people out|toxic people|contact|my losses|a check|a cheque|a record|an album|a track|a demo|teeth|a rug|a rug loose|a tooth|through|across|short|it close|to the chase|some slack|me some slack|him some slack|her some slack|them some slack|loose)\b|\b(?:haircut|hair cut|paper cuts?|papercuts?|shortcuts?|short cuts?|cutting boards?|cutting edge|cutting room|cutlery|cut ?offs?|clear ?cut|cutbacks?|power cuts?|price cuts?|tax cuts?|pay cuts?|budget cuts?|job cuts?|cuts? of meat|director s cut|final cut|clean cut|cold cuts|cutie|cutesy|uppercut|cut above)\b`,
);
add(
  'everyday',
  String.raw`\b(?:jump|jumped|jumping|jumps)\s+(?:at|on)\s+the\s+(?:chance|opportunity|bandwagon|idea|offer|deal|call)\b|\bjump(?:ed|ing|s)?\s+(?:ship|start|started|starting|the gun|to conclusions|through hoops|for joy|rope|roping|scare|scares|in the (?:pool|lake|river|sea|ocean|water|shower|car|queue|line)|into (?:the (?:pool|lake|river|sea|ocean|water|conversation|project|deep end|fray|car|shower|game|meeting)|action|bed|work|a new|the new)|on a call|on the call|on a plane|on a train|on the train|on the bus|on a bus|in the car|out of bed|up and down|on board|aboard|back in|the queue|the line|over the puddle|over (?:a|the) (?:fence|puddle|hurdle|stream|wall))\b`,
);
add(
  'everyday',
  String.raw`\b(?:bungee|cliff (?:dive|diving|dived|jump|jumping|jumped)|diving board|high dive|sky ?div\w*|parachut\w*|base jump\w*|high jump|long jump|ski jump\w*|trampoline|parkour|zip ?lin\w*|rope swing|tombstoning|coasteering|jumping into the (?:lake|river|sea|pool|water|quarry))\b`,
);
add(
  'everyday',
  String.raw`\b(?:hang|hanging|hung|hangs)\s+(?:out|on|up|in there|around|with|loose|tight|back|onto|over|together|the (?:picture|pictures|painting|paintings|washing|laundry|shelf|shelves|lights|decorations|curtains|clothes|art|poster|posters|mirror|frame|frames|jacket|coat|towel|towels|wreath|ornaments|hammock|flag|bunting|plants|fairy lights|christmas lights|photos|sign)|my (?:coat|jacket|head|clothes|washing|laundry|towel|art|photos|pictures|posters|hat))\b|\bhang\s?outs?\b|\bhangover\b|\bhung\s?over\b|\bget the hang of\b|\bhanging by a thread\b`,
);
add(
  'everyday',
  String.raw`\b(?:beat|beating|beats|beaten|kicking|kick|kicked|pinch|pinched|pinching|drag|dragging|dragged|treat|treated|treating|spoil|spoiled|spoiling|pamper|pampered|pampering|lose|lost|losing|bury|buried|burying|push|pushing|pushed|psych|psyching|psyched|talk|talked|talking|tire|tired|wear|wore|wearing|work|worked|working|throw|threw|throwing|hurl|hurled|force|forced|forcing|remind|reminded|reminding|kid|kidding|let|hate|hating|excuse|excused|stop|stopped|enjoy|enjoyed|surprised|embarrassed|embarrass|humiliated|humiliate|exhaust|exhausted|stretch|stretched|overextend|overextended)\s+myself\s+(?:up|in|into|out|to|for|over|with|through|a|down|again|silly|sick|hard|harder|too hard|at|every|because|about|when|on|after|that|off (?:the couch|the sofa)|the|of)\b(?!\s+(?:traffic|death|the (?:river|sea|lake|canal|tracks|train|road|traffic|bridge|window)|a (?:river|train|car|bus|truck|wall|window)|off))|\bpinch\s+myself\b|\bkick(?:ing|ed)?\s+myself\b|\bbeat(?:ing)?\s+myself\s+up\b`,
);
add(
  'everyday',
  String.raw`\b(?:bridge|bridges)\s+(?:the gap|club|game|loan|of my nose|of the song|tournament|partner|that gap|between)\b|\bburn(?:ed|t|ing|s)?\s+(?:bridges|the (?:toast|dinner|rice|pan|cookies|candle|midnight oil|food|pizza|popcorn|onions|garlic|bacon|house down|cake|sauce|coffee|roof of my mouth|leaves|rubbish|wood)|my (?:toast|dinner|tongue|lip|mouth|fingers? on|hand on|arm on)|calories|fat|out|rubber|through|a cd|a dvd|candles|incense|sage|bright|off)\b|\b(?:sunburn\w*|heartburn|razor burn|burn ?out|burnt out|burned out|freezer burn|rug burn|carpet burn|shin splints)\b`,
);
add(
  'everyday',
  String.raw`\b(?:razor\s+(?:sharp|thin|scooter|burn|cut|bumps|clams?|shells?|wire|edge)|electric razor|new razor|razor for (?:my )?(?:legs|face|beard|head|armpits)|shaving razor|disposable razor|safety razor|razor blades? for (?:my|the) (?:razor|shaver)|shoulder blades?|blades? of grass|rollerblades?|roller ?blad\w*|blade runner|fan blades?|wiper blades?|windscreen wipers?|mower blades?|ice skates?|skate blades?|knife skills|knife block|steak knife|butter knife|pocket knife for (?:camping|fishing)|swiss army knife|carving knife|bread knife|knives (?:out|and forks)|lighter fluid|cigarette lighter|lighter (?:than|colou?r|shade)|safety pins? for|pins and needles|knitting needles?|sewing needles?|needle and thread|blood (?:test|draw|sample|work|donation|drive|pressure|sugar|type|orange|moon)|give blood|gave blood|giving blood|donated blood|blood bank|bloody mary|bloodborne)\b`,
);
add(
  'everyday',
  String.raw`\b(?:end|ended|ending|ends)\s+(?:it|things)\s+(?:with|between)\b|\bend(?:ed|ing|s)?\s+(?:the|our|my|this|that|a)\s+(?:relationship|call|meeting|lease|contract|subscription|day|week|month|year|semester|term|chapter|streak|friendship|marriage|engagement|conversation|argument|fight|session|shift|game|season|series|book|show|trip|holiday|vacation|tour|run|loop|debate|discussion|evening|night|party|project|deal|partnership|job|career|era|phase|story|film|movie|movie night|episode|match|race|war|strike|feud|drama|podcast|stream)\b|\bend of (?:the )?(?:day|week|month|year|term|semester|world lol|line)\b|\btak(?:e|ing|en)\s+(?:my|our)\s+life\s+back\b|\btak(?:e|ing)\s+my\s+life\s+(?:in (?:a|another|a new) direction|to the next level|into my own hands|seriously|one day at a time)\b|\bend(?:ing)?\s+(?:the|my)\s+(?:streak|night|session)\b|\bend it (?:with|between)\b|\bbreak(?:ing)? up\b|\bbroke up\b`,
);
add(
  'everyday',
  String.raw`\bdisappear\s+(?:for\s+(?:a|the)\s+(?:while|bit|week|day|few days|weekend|month|summer|afternoon|evening|night|year)|to\s+(?:a|an|the|some|my)\s+\w+|into\s+(?:a|my|the)\s+(?:book|game|show|blanket|bed|hoodie|room|music|work|crowd|woods|forest|mountains)|under\s+(?:a|the|my)\s+(?:blanket|covers|duvet)|from\s+(?:social media|the internet|instagram|twitter|tiktok|the group chat|the chat|work|facebook)|somewhere\s+(?:warm|quiet|sunny|nobody knows me|far away)|off the grid|on (?:a|an) (?:island|holiday|vacation|trip|retreat))\b`,
);
// "could sleep forever" after a long day; "want to sleep forever and not wake up" is no tiredness.
add(
  'everyday',
  String.raw`\b(?:could|can|want to|wanna|would)\s+sleep\s+(?:forever|for a week|for days|for a year|for 100 years|for a hundred years|for a month|till (?:monday|noon|next week)|until (?:monday|noon|next week))\b(?![,\s]+(?:and\s+)?(?:not|never)\s+(?:have to\s+)?wake)|\bsleep\s+for\s+(?:a week|days|a year|100 years|a hundred years|a month)\b`,
);
add(
  'everyday',
  String.raw`\b(?:on|at|to)\s+the\s+edge\s+of\s+(?:my|the|our)\s+(?:seat|bed|chair|couch|sofa|desk|bath|pool|table|tears)\b|\bliving on the edge\b|\bedge of my seat\b|\btake the edge off\b|\bedgy\b|\bover the edge\s+(?:of|with)\s+(?:excitement|stress)\b|\bcutting edge\b|\b(?:roof|rooftop)\s+(?:bar|garden|party|terrace|top bar|pool|deck|repair|leak|leaking|tiles|gutters?)\b|\bbridge\s+(?:walk|run|lights|view|in the distance|was beautiful|at sunset|photo|selfie)\b|\b(?:walked|walking|walk|cycled|cycling|drove|driving|ran|running)\s+(?:across|over)\s+the\s+bridge\b(?![^.!?]{0,40}\b(?:jump|edge|railing|down|drop|water below|end|stood|stopped|stared|looking down|looked down)\b)`,
);
add(
  'everyday',
  String.raw`\b(?:dying|dead|died)\s+(?:plant|plants|battery|phone|flowers|roses|garden|lawn|grass|trend|art|breed|language|mall|star|stars|leaves)\b|\b(?:my|the)\s+(?:car|engine)\s+(?:died|stalled|broke down)\b|\b(?:dying|dyed)\s+(?:my|her|his)\s+hair\b|\bhair\s+dye\b`,
);
add(
  'everyday',
  String.raw`\bcarbon monoxide\s+(?:detector|alarm|sensor|monitor)\b|\b(?:gun|guns)\s+(?:show|shows|violence|control|laws?|rights|reform|debate|safety class|club)\b|\b(?:nerf|water|glue|hot glue|squirt|staple|nail|heat|paint|spray|toy|bb|paintball|airsoft|laser)\s+guns?\b|\bshooting\s+range\b|\b(?:rope|ropes)\s+(?:course|swing|climb|climbing|bridge|access|light|lights|skipping)\b|\bskipping rope\b|\bjump(?:ing)? rope\b|\b(?:climbing|tow|bungee|washing|clothes|jump|skipping)\s+rope\b|\bbelt\s+(?:loop|buckle|bag|size|sander|drive)\b|\bseat\s?belt\b|\bblack belt\b|\bchoke\s+(?:hold|point|on (?:my|the|a) (?:food|water|drink|coffee|words|tea|bite|toast|chicken|bone|sandwich))\b|\bchoked\s+(?:on|up|back)\b|\bchoking\s+(?:on|up|back|hazard)\b`,
);
add(
  'everyday',
  String.raw`\b(?:bottle|bottles)\s+of\s+(?:wine|water|beer|vodka|gin|rum|whiskey|whisky|milk|juice|soda|coke|prosecco|champagne|shampoo|perfume|ketchup|sauce|oil|cider|sake)\b|\b(?:wine|water|beer|vodka|milk|juice|soda|baby|hot water|shampoo|perfume|ketchup|spray|gin|rum|whisky|whiskey|prosecco|champagne)\s+bottles?\b|\b(?:counted|counting|count|counts)\s+(?:sheep|calories|steps|macros|the (?:days|hours|minutes|votes|money|cash|change|stitches|reps|sets|laps|days until)|my (?:steps|calories|blessings|macros|reps|money|change|savings|cash)|(?:the )?days (?:until|till)|down the (?:days|hours)|down (?:to|until|till)|my blessings|to ten|to 10|to a hundred|backwards|breaths|my breaths|heads|stitches|rows)\b`,
);

// ---------------------------------------------------------------- accidents (cut while cooking, burned on the stove)
// A cut on a blade or a band at work, told as the job's wear: "cut myself twice on the cleaver today, nothing big", "cut my
// finger open on a band at the steel mill". Not when a later line says it was meant, or keeps happening.
add(
  'accident',
  String.raw`\b(?:cut|nicked|sliced|caught)\s+(?:myself|my\s+\w+)(?:\s+open)?(?:\s+(?:twice|badly))?\s+on\s+(?:the|a)\s+(?:cleaver|meat slicer|slicer|band|steel band|strapping|sheet metal|lathe|grinder|band ?saw)\b(?![^]{0,160}\b(?:on purpose|deliberately|not (?:an |by )?accident|again|(?:second|third) time|keep doing|nobody knows|so it looks like|to punish myself|wanted to|meant to)\b)`,
);
add(
  'accident',
  String.raw`\b(?:cut|cuts|cutting|burn|burned|burnt|burning|hurt|hit|hits|bang|banged|bumped|bump|scratched|scratch|bruised|injured|sliced|slice|stabbed|nicked|scalded|scald|grazed|scraped|pricked|jabbed|twisted|sprained|pulled|stubbed|bit|bite)\b(?:\s+(?:myself|my\s+\w+))?[^.!?]{0,40}?\b(?:chopping|cooking|shaving|slipped|slipping|by accident|accidentally|at the gym|lifting|deadlifting|squatting|running|playing|tripped|tripping|fell(?! asleep)|falling(?! asleep)|paper|opening|gardening|baking|ironing|while (?:\w+ing)|on (?:the|a|an|my) (?:stove|pan|oven|iron|kettle|door|doorframe|cupboard|cabinet|table|corner|counter|shelf|glass|knife|grill|bbq|barbecue|hob|radiator|curling iron|straightener|straighteners|hair straighteners|tin|can|lid|fence|branch|bike|trampoline|stairs|ice|steam|toaster|hot pan|pot|tray|baking tray|candle|broken glass|glass|nail|rose bush|thorns?|bramble|step|pavement|curb|kerb|machine|mug|teapot|tea|coffee|soup|bath water|exhaust|motorbike|engine|lawn ?mower|tool|saw|drill|ladder)|with (?:a|the) (?:kitchen knife|knife while|bread knife|scissors while|iron|kettle|pan|stove|tin|can opener|mandoline|grater|peeler|saw|cheese grater)|in (?:the|a) (?:kitchen|garden|car accident|accident|crash|fall)|doing (?:the )?(?:dishes|washing up)|playing (?:football|soccer|rugby|hockey|basketball)|during (?:practice|training|the game|football|rugby)|on the job|at work (?:today|yesterday)|playing with the (?:cat|dog|kitten|puppy))\b(?![^.!?]{0,40}(?<!\b(?:not|never|was not|is not)\s+)\b(?:on purpose|deliberately|to punish myself|wanted to (?:hurt|feel|bleed|punish)|meant to (?:hurt|do it))\b)`,
);
add(
  'accident',
  String.raw`\b(?:cat|cats|dog|dogs|kitten|puppy|hamster|rabbit|parrot|bird|horse|guinea pig|ferret|the baby|toddler)\s+(?:\w+\s+)?(?:scratched|scratches|bit|bitten|bites|nipped|clawed)\b`,
);
add(
  'accident',
  String.raw`\b(?:while|when|was)\s+(?:cooking|shaving|chopping|gardening|baking|ironing|opening|cleaning|carving|slicing|climbing|skating|skiing|snowboarding|cycling|running|hiking|working out|training|lifting)\b[^.!?]{0,40}?\b(?:cut|burned|burnt|hurt|sliced|nicked|scalded|scratched|bruised|injured|fell|slipped)\b`,
);

// ---------------------------------------------------------------- medical routine
add(
  'medical',
  String.raw`\b(?:took|take|taking|takes|taken|picked up|pick up|picking up|collected|collect|refill(?:ed)?|refilling|renew(?:ed)?|started|start|starting|stopped|switched|forgot|forget|forgetting|missed|miss|remembered|remember|changed|ordered|new|upped|increased|lowered|adjusted|reduced|doubled|halved|tapering|tapered|taper|weaning|weaned|on)\s+(?:my\s+|the\s+|a\s+|an\s+|new\s+|his\s+|her\s+|extra\s+|evening\s+|morning\s+|night\s+|nightly\s+|daily\s+|usual\s+|regular\s+|prescribed\s+|two\s+|2\s+|one\s+|1\s+|some\s+|a couple of\s+|a couple\s+)?(?:meds|medication|medications|medicine|pills?|tablets?|prescription|dose|dosage|antidepressants?|ssris?|inhaler|vitamins?|insulin|lithium|birth control|injection|shot|antibiotics|painkillers?|paracetamol|ibuprofen|tylenol|advil|aspirin|sertraline|fluoxetine|prozac|zoloft|lexapro|escitalopram|citalopram|venlafaxine|mirtazapine|quetiapine|seroquel|lamotrigine|adderall|ritalin|methylphenidate|melatonin|iron|supplements?|allergy (?:pills|tablets|meds)|antihistamines?|thyroid (?:meds|medication|pills)|blood pressure (?:meds|pills|medication)|statins?|metformin|ozempic|wegovy)\b(?!\s+(?:all at once|in one go|at once))`,
);
add(
  'medical',
  String.raw`\b(?:pharmacist|pharmacy|chemist|doctor|dr|gp|nurse|psychiatrist|dentist|vet|surgeon|consultant|specialist|prescriber|clinic|hospital|pharmacy tech(?:nician)?|dispensary)\b[^.!?]{0,60}?\b(?:counted|count|counting|checked|dispensed|prescribed|gave me|handed|bagged|filled|upped|increased|lowered|changed|adjusted|switched|doubled|refilled|renewed|measured|weighed)\b|\b(?:pill|tablet|dosette|medication|meds|vitamin)\s+(?:organi[sz]ers?|box|boxes|case|dispenser|reminder|alarm|schedule|chart|tracker|app)\b|\b(?:blood|urine)\s+(?:tests?|samples?|work|draws?)\b|\bside effects?\b|\b(?:dose|dosage)\s+(?:was\s+|got\s+|has been\s+)?(?:increased|upped|lowered|reduced|changed|adjusted|doubled|halved)\b|\b(?:weekly|monthly|daily)\s+(?:pills|meds|doses|medication)\b|\bfor (?:the|my) (?:week|trip|holiday|vacation|weekend)\b(?<=\b(?:pills|meds|tablets|medication|doses|organi[sz]er)\b[^.!?]{0,40})`,
);
add(
  'medical',
  String.raw`\b(?:asked|asks|ask|asking|screened|screening|questionnaire|phq ?9|form|survey|checklist|assessment|question|questions|intake|check in|routine)\b[^.!?]{0,40}?\b(?:suicid\w*|self harm|harming myself|hurting myself|killing myself|thoughts of (?:death|dying|suicide|self harm|hurting|ending)|kill myself|end my life|better off dead|want to die|wanted to die|hurt myself|harm myself|ending my life|safe at home|(?:thought|thoughts|thinking) (?:about|of) (?:ending (?:things|it|my life)|suicide|killing myself|hurting myself|dying))\b(?![^]{0,80}\b(?:said yes|lied|did not tell|didnt tell|could not tell|was not honest|wasnt honest|admitted|i do|i have been|the truth is|but i (?:am|do|have))\b)`,
  true,
);

// ---------------------------------------------------------------- news, fiction, training
const MEDIA = String.raw`(?:documentar(?:y|ies)|movies?|films?|shows?|series|books?|novels?|articles?|podcasts?|stor(?:y|ies)|episodes?|lectures?|class(?:es)?|trainings?|courses?|workshops?|seminars?|webinars?|talks?|reports?|news|essays?|papers?|stud(?:y|ies)|research|plays?|poems?|songs?|videos?|headlines?|statistics|stats|presentations?|modules?|units?|chapters?|campaigns?|fundraisers?|walks?|charit(?:y|ies)|threads?|posts?|reels?|tiktoks?|youtube videos?|ted talks?|assembl(?:y|ies)|panels?|conferences?|surveys?|bills?|laws?|polic(?:y|ies)|debates?|musical|opera|album|lyrics|memoir|biography|textbook|case stud(?:y|ies)|exhibit(?:ion)?|piece|op ed|column|segment|broadcast|radio|interview|literature|curriculum|syllabus|homework|assignment|thesis|dissertation|slides?|handout|leaflets?|pamphlets?|poster|guidelines?|protocol|module)`;
add(
  'news',
  String.raw`\b${MEDIA}\b[^.!?]{0,40}?\b(?:about|on|covering|discussing|regarding|around|dealing with|exploring|addressing|depicting|called|titled|raising awareness|for|that (?:deals|dealt) with|that (?:covers|covered)|where|in which|whose|with a|featuring|touch(?:es|ed|ing) on|focus(?:es|ed|ing) on|mention(?:s|ed|ing)?)\b[^.!?]{0,60}?\b(?:suicide|suicides|suicidal|self harm|self injury|overdoses?|mental health|depression|teen deaths?|kills? (?:himself|herself|themselves)|killed (?:himself|herself|themselves)|took (?:his|her|their) own life|jumps?|jumped|hangs?|hanged|cutting|overdosed?|ending (?:his|her|their) life|died by suicide|dies by suicide)\b`,
  true,
);
add(
  'news',
  String.raw`\b(?:suicide|self harm|crisis|mental health|overdose|overdoses)\s+(?:prevention|awareness|hotline|helpline|line|lifeline|rates?|statistics|stats|numbers|figures|training|workshop|course|research|study|studies|risk assessment|screening|survivors?|loss|bereavement|charity|charities|ribbon|month|week|day|walk|first aid|volunteer|volunteers|volunteering|counsel+ors?|counsel+ing|policy|policies|protocols?|team|ward|unit|epidemic|crisis|cluster|data|risk factors?|warning signs|postvention|intervention|training day|talk|scene|bombers?|bombings?|attacks?|among|in (?:teens|men|women|young people|veterans|farmers|the uk|the us|america|britain)|is (?:the|a) (?:leading|second|third|major)|was (?:the|a) (?:leading|major)|reverse|kit|awareness month)\b`,
  true,
);
add(
  'news',
  String.raw`\b(?:asist|safetalk|qpr|mental health first aid|mhfa|gatekeeper training|crisis line|crisis text line|samaritans|lifeline|988|the hotline|a hotline|helpline|suicide hotline|crisis counsel+or|peer supporter|as a (?:nurse|counsel+or|volunteer|teacher|paramedic|therapist|crisis line volunteer|social worker|psychologist|doctor|support worker|moderator|listener))\b`,
);
add(
  'news',
  String.raw`\bin\s+(?:the|a|this|that|my)\s+(?:book|movie|film|show|novel|series|episode|game|story|play|song|anime|manga|comic|documentary|podcast|season|finale|chapter|article|news|paper|report|lyrics|poem|musical|video|lecture|class|training|course|workshop|module|seminar|textbook)\b`,
  true,
);
add(
  'news',
  String.raw`\b(?:the|a|main|lead|my favou?rite)\s+(?:character|characters|protagonist|narrator|heroine|hero|villain|antagonist|author|actor|actress|singer|rapper|celebrity|musician|poet|writer|comedian|streamer|youtuber|footballer|athlete|player|politician)\b`,
  true,
);
add(
  'news',
  String.raw`\b(?:studying|learning|reading|writing|teaching|researching|research|lecture|essay|thesis|dissertation|assignment|paper|presentation|homework|exam|module|revising|revision)\s+(?:about|on|for)\s+(?:\w+\s+){0,4}?(?:suicide|self harm|suicidal|overdose|suicidology|crisis intervention)\b|\bfor\s+(?:my|a|the|our)\s+(?:paper|essay|class|thesis|course|project|assignment|work|job|dissertation|psych class|psychology class|nursing course|training|module|research)\b(?<=\b(?:suicide|self harm|overdose|suicidal|methods?|statistics|rates?)\b[^.!?]{0,60})`,
  true,
);
add(
  'news',
  String.raw`\b(?:a|an|the|another|two|three|several|many|\d+)\s+(?:man|woman|teen|teenager|boy|girl|student|students|celebrity|actor|actress|singer|soldier|veteran|veterans|officer|patient|inmate|prisoner|person|people|kid|kids|child|children|youth|doctor|nurse|farmer|farmers|local|politician|ceo|influencer|streamer|youtuber|rapper|athlete|footballer)\b[^.!?]{0,40}?\b(?:died|killed|jumped|hanged|overdosed|took (?:his|her|their) own life|committed suicide|died by suicide)\b`,
  true,
);

// ---------------------------------------------------------------- grief (someone already lost)
add(
  'grief',
  String.raw`\b(?:passed away|passed on|funeral|memorial|(?:the|his|her|their) wake|burial|cremation|grave|cemetery|eulogy|obituary|condolences|bereavement|bereaved|mourning|grieving|grief|rest in peace|rip)\b|\b(?:anniversary of|since)\s+(?:his|her|their|my \w+s?|grandmas?|grandpas?|moms?|dads?|mums?)\s+(?:death|passing|suicide)\b|\bsince\s+(?:he|she|they|my \w+|grandma|grandpa|mom|dad|mum)\s+(?:died|passed|left us)\b|\blost my\s+(?:mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|nan|nana|gran|granny|brother|sister|son|daughter|wife|husband|partner|best friend|friend|dog|cat|baby|uncle|aunt|cousin|grandad|granddad|twin|fiance|fiancee|boyfriend|girlfriend|pet)\b|\b(?:mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|nan|nana|gran|granny|brother|sister|son|daughter|wife|husband|partner|friend|dog|cat|uncle|aunt|cousin|grandad|granddad|classmate|coworker|colleague|teacher|neighbou?r)\s+(?:died|passed|is gone|was put down|was put to sleep|did not make it|lost (?:his|her|their) (?:battle|fight))\b|\b(?:lost|losing)\s+(?:\w+\s+){0,3}?to\s+suicide\b|\b(?:died|dies|die)\s+by\s+suicide\b|\bcommitted\s+suicide\b(?<=\b(?:he|she|they|\w+s|uncle|aunt|cousin|friend|brother|sister|father|mother|dad|mom|mum|son|daughter|man|woman|student|classmate)\s+(?:\w+\s+)?committed\s+suicide)|\bsuicide\s+(?:of|by)\s+(?:a|the|my|his|her|their)\b|\bsurvivor of suicide loss\b`,
);

// ---------------------------------------------------------------- recovery (looking back on a crisis)
add(
  'recovery',
  String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an|a few|several|many|over a|almost a|nearly a|over|almost|nearly)\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?)\s+(?:clean|free|sober|self harm free|sh free|without (?:cutting|self harm|self harming|hurting myself|a relapse|relapsing|harming))\b(?:\s+(?:of|from)\s+(?:self harm|self harming|sh|cutting|self injury|hurting myself|harming myself))?|\b(?:clean|free)\s+(?:from|of)\s+(?:self harm|self harming|sh|cutting|self injury|hurting myself|harming myself)\b|\b(?:clean|free|sober)\s+(?:for|since)\s+(?:\d+|one|two|three|a|an|over a|almost a|nearly a|a few|several|many|over|almost|nearly)\b|\b(?:recovery|recovering|recovered|survivor|survived|healing|healed|milestone|therapy (?:helped|is helping|has helped)|getting better|doing better|grateful to be (?:alive|here)|glad (?:i am|i stayed|to be) (?:still )?(?:here|alive)|glad i stayed|glad i did not|proud of (?:myself|how far)|so proud|safety plan|coping skills?|distract(?:ed|ion) myself|reached out|called (?:the|a) (?:hotline|helpline|crisis line|samaritans|988)|texted (?:the|a) (?:crisis line|hotline|988)|talked to my therapist|told my therapist|in therapy)\b|\b(?:my|the)\s+(?:old\s+|faded\s+)?scars\s+(?:are|have)\s+(?:fading|faded|healed|healing|white|silver|lighter)\b|\b(?:old|faded|white|silver)\s+scars\b|\banniversary of my (?:attempt|overdose|hospitali[sz]ation|last (?:cut|relapse))\b|\b(?:since|from)\s+my\s+(?:attempt|overdose|last relapse|hospitali[sz]ation)\b|\bbeen\s+(?:\w+\s+){0,3}?since\s+(?:i\s+(?:last\s+)?(?:cut|self harmed|hurt myself|tried|attempted|relapsed|wanted to die)|my\s+last\s+(?:cut|relapse|attempt))\b`,
);

// ---------------------------------------------------------------- explicit reassurance
add(
  'negated',
  String.raw`\b(?:i\s+am|i\s+feel|i\s+will\s+be|i\s+promise\s+i\s+am|i\s+am\s+completely|i\s+am\s+totally)\s+(?:safe|okay|ok|fine|alright|not in danger)\b(?=[^.!?]{0,30}(?:promise|though|now|really|,|\.|$|just|no plans?|not going to))|\b(?:no|not any|zero|never had any|do not have any|have no)\s+(?:intention|intent|plans?|desire|urge|wish|interest)\s+(?:of|to|in)\s+(?:acting|hurting|harming|killing|doing|dying|ending|act|hurt|harm|kill|do|die|end|suicide)\b|\b(?:not|never)\s+(?:going|gonna)\s+to\s+(?:act on|do anything|hurt|harm|kill)\b|\bwould never (?:act on|do (?:it|that|anything)|hurt|harm|kill|leave)\b|\b(?:not|no(?:t)? longer)\s+(?:in a|at)\s+(?:dangerous|dark|bad|scary|crisis)\s+(?:place|point|space)\b`,
);

// Medical routine told as routine: a sentence about the organiser, the pharmacy, a prescription
// or the usual evening dose is not a crisis unless the same sentence carries the risk (all of
// them, too many, saved up, with alcohol, never waking). Sentence-wide, because "counted my pills
// into the weekly organiser" puts the routine word after the count.
add(
  'medical',
  String.raw`\b(?:organi[sz]ers?|dosette|(?<!\bwhole )blister packs?|pill ?box(?:es)?|pharmacy|pharmacist|chemist|(?<!\bwhole )prescriptions?|refills?|repeat script|as prescribed|with (?:food|breakfast|dinner|lunch)|on an empty stomach|(?:evening|morning|night|nighttime|bedtime|lunchtime|usual|regular|daily|weekly) (?:tablets|pills|meds|dose|doses|medication|injection|jab)|(?:the|my) doctor (?:said|wants|changed|upped|lowered)|my gp)\b`,
  // Force: "took them at 11 instead" matches the (strong) swallowing rule, and the routine frame
  // is what says otherwise; the risk words below keep any sentence that says more.
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:all (?:of )?(?:them|my|the|at once)|enough|saved|every (?:last )?(?:one|pill|tablet)|too many|at once|in one go|enough to|enough for|stash\w*|sav(?:e|ed|ing) (?:them|up|some)|hoard\w*|hid(?:e|den|ing)|die|dying|dead|end it|kill\w*|never wake|not wake|overdos\w*|whole (?:bottle|box|pack|packet|lot)|with (?:vodka|wine|whisky|whiskey|alcohol|booze|beer)|how many (?:it|would)|lethal|fatal|the rest|what (?:was|is) left|what i had left|the lot|double|extra|more than|a month s worth|weeks? worth|sav(?:e|ed|ing) (?:my|the|it|them|up|some)|not tak\w+|instead of taking|keep\w* (?:them|it)|pile|drawer|shoebox|stockpil\w*|with the others|whole (?:\w+ )?(?:bottle|box|pack|packet|strip|lot|blister|sheet))\b/,
  },
);

// ---------------------------------------------------------------- fourth round
// An ordinary leaving (a farewell do, a last day, a move, a break-up) explains goodbyes and
// endings in its sentence: "farewell drinks for gemma tonight, said goodbye to everyone".
add(
  'everyday',
  String.raw`\b(?:farewell|leaving|going away|retirement|goodbye)\s+(?:drinks|do|party|lunch|dinner|card|speech|presentation|cake|meal|bash|gift|collection)\b|\blast day (?:at|of|in) (?:work|school|uni|term|the (?:job|office|shop|company))\b|\b(?:end|ending|ended|finish|finishing)\s+(?:it|things)\s+with\s+(?:him|her|my (?:boyfriend|girlfriend|partner|bf|gf|fiance|fiancee|husband|wife)|(?!(?:one|a|an|the|my|it|this|that|these|those|some|them|pills|tablets|rope|knife|knives|blade|razor|gun|everything|everyone|life|myself|me|all)\b)[a-z]+)\b|\bbreak(?:ing)? up with\b|\bdumped (?:him|her)\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:forever|for good|never see|last time (?:i|you|anyone)|myself|my life|kill|suicid\w*|die|dead|not be here|gone for good)\b/ },
);
// Kitchen and garden work: a sentence about chopping, carving, cooking or pruning is not self-harm
// because a knife or a cut is in it, unless the same sentence turns it on the writer.
add(
  'accident',
  String.raw`\b(?:chopp?(?:ed|ing)|chop|dic(?:ed|ing)|peel(?:ed|ing)|carv(?:ed|ing) the (?:\w+\s+)?(?:roast|turkey|chicken|joint|beef|lamb|ham|pumpkin)|crushed garlic|recipe|soup|stew|casserole|curry|onions?|garlic|veg|vegetables|pruning|prun(?:ed|e)|hedge|brambles|roses|the roast|sunday roast|baking|tin lid|mandoline|grater)\b`,
  false,
  false,
  {
    sentence: true,
    unless:
      /\b(?:on purpose|deliberately|myself|urge|urges|again and again|wanted to|felt good|felt nothing|relief|hide|hiding|nobody knows|sleeves|wrists?|thighs?|make it bleed|deeper)\b/,
  },
);
// "would rather jump off a cliff than go to another baby shower", "i'd jump off a bridge before i
// went back to that dentist": a mundane alternative makes the comparison a complaint.
add(
  'hyperbole',
  String.raw`\b(?:would|will|had|i would|i)\s+(?:honestly\s+|literally\s+|genuinely\s+|actually\s+)?(?:rather|sooner)\s+[^.!?]{1,50}?\s+than\s+(?!(?:\w+\s+){0,2}?(?:keep|keeps|go on|live|living|be alive|wake|waking|exist|existing|face|carry on|spend another|feel|feeling|be here|stay|staying|continue|another day|suffer|suffering|be me|be a burden|deal with this|do this|get up|this life|be in this|drag(?:s|ged|ging)? (?:on|out)|linger(?:s|ed|ing)? on)\b)\w+|\bi (?:would|will)\s+(?:\w+\s+){0,4}?(?:jump off (?:a|the) (?:bridge|cliff|roof)|walk into the (?:sea|ocean|woods)|die|eat glass|drown)\s+before\s+i\s+(?:went|go|ever|let|sat|sit|do|did|paid|pay|watched|watch|wore|wear|worked|work)\b`,
  true,
);
// A crisis word naming a plot, a scene or a content warning is about a story.
add(
  'news',
  String.raw`\b(?:suicide|self harm|overdose|suicidal|cutting)\s+(?:storyline|story line|plot|plotline|subplot|arc|scene|scenes|episode|theme|themes|content|trigger warning|tw|cw|representation|portrayal)\b`,
  true,
);
// A medication routine told for the week or a trip: "counted out my pills for the week on sunday".
add(
  'medical',
  String.raw`\b(?:pills|meds|tablets|medication|doses|capsules)\b[^.!?]{0,40}?\bfor (?:the|my|this|next) (?:week|trip|holiday|vacation|weekend|fortnight|month)\b`,
  false,
  false,
  {
    sentence: true,
    unless:
      /\b(?:all (?:of )?(?:them|at once)|enough|sav(?:e|ed|ing)|too many|at once|in one go|stash\w*|hoard\w*|stockpil\w*|hid|hide|hidden|hiding|extra|extras|spare|the rest|kept back|keep\w* (?:them|back)|die|dying|dead|end it|kill\w*|never wake|not wake|overdos\w*|whole (?:bottle|box|pack|packet|lot))\b/,
  },
);
// Looking back on an attempt as a noun ("told my partner about my attempt", "the charity that
// helped me after my attempt"), with nothing saying it was recent.
add(
  'recovery',
  String.raw`\b(?:about|after|since|before|from|of|survived|survivor of|talk about|told \w+ about)\s+my\s+(?:suicide\s+|first\s+|last\s+)?attempt\b(?![^.!?]{0,30}\b(?:last night|yesterday|this morning|tonight|today|earlier|an hour ago|this week|hours ago)\b)`,
  true,
);

// A denial with an ordinary state named instead: "not suicidal, just exhausted", "nope. just can't
// sleep", "i'm not going to hurt myself, i just need to vent", "i don't want to die, i want my life
// to be different". The learned head reads the crisis words and not the denial, so such a text
// may not be raised by it alone (detect.ts); a crisis phrase the grammar counts still stands. The
// alternative must be ordinary: "not dead exactly, just want it to stop" names no ordinary state.
const ORDINARY_STATE = String.raw`(?:(?:so |really |very |just |properly |completely |totally |a bit |bloody |fucking )*(?:tired|exhausted|knackered|shattered|drained|burnt out|burned out|worn out|stressed|anxious|sad|low|angry|annoyed|frustrated|fed up|grumpy|bored|overworked|overwhelmed|ill|hormonal|lonely|heartbroken|grieving|venting|hungover|hungry|quiet|flat|busy|sleepy|sleep deprived)\b|(?:need(?:ed)?|want(?:ed)?|going) (?:to )?(?:vent|cry|sleep|rest|write|talk|scream|rant|moan|bed|quit (?:my |the |this )?(?:job|uni|college|school|course|team)|change (?:jobs|job|course)|move (?:out|house|away)|a (?:holiday|break|nap|hug|day off|rest|change|new job)|some (?:sleep|rest|space|time off))\b|(?:can not|cannot|could not|can t) sleep\b|(?:having|had) (?:a |such a )?(?:bad|rough|hard|crap|shit|rubbish|long|awful|terrible) (?:day|week|month|night|time)\b|(?:a |such a )?(?:bad|rough|hard|crap|shit|rubbish|long|awful) (?:day|week|month|night)\b)`;
const DENIED = String.raw`(?:suicidal|(?:want|wanting|wanna) (?:to )?(?:die|be dead)|kill(?:ing)? myself|hurt(?:ing)? myself|harm(?:ing)? myself|self harm\w*|end(?:ing)? (?:it|things|anything|my life)|do (?:anything|something)(?: stupid| drastic| silly)?|in (?:a )?(?:dark|bad) place|in danger|(?:dark|those|bad) thoughts|thoughts like that|urges?|going anywhere|unsafe)`;
add(
  'negated',
  String.raw`\b(?:not|never|no|zero|nope|nah|no longer|without)\s+(?:\w+\s+){0,4}?${DENIED}\b(?:\s+(?:or anything|at all|tonight|today|right now|honestly|i promise|promise|lol))?[.!?,;:\s-]+(?:i am\s+|im\s+|i\s+)?(?:just|only|simply|mostly|more|really|i am just|i just)\s+(?:\w+\s+)?${ORDINARY_STATE}|(?:^|[.!?]\s*)(?:nope|no|nah|not really|not at all)[.!?,\s]+(?:i am\s+|im\s+|i\s+)?(?:just|only)\s+(?:\w+\s+)?${ORDINARY_STATE}|\b(?:do not|dont|did not) want to (?:die|be dead|disappear|end it|kill myself)[,;.]\s*(?:i\s+)?(?:just\s+)?want\s+(?:a |my life to (?:be different|change|get better)|things to (?:change|be different|get better)|this (?:week|job|day|month|term) to end|to (?:quit|change|move|leave|travel|be happy|feel better|rest|sleep for a week))`,
  false,
  false,
  { denial: true },
);

// ---------------------------------------------------------------- fifth round
// Thrill sports: "bungee jumped off the bridge", "cliff jumping at the quarry", "first skydive".
add(
  'everyday',
  String.raw`\b(?:bungee|bungy|base jump\w*|cliff (?:jump\w*|div\w*)|tombstoning|sky ?div\w*|parachut\w*|paraglid\w*|hang ?glid\w*|zip ?lin\w*|abseil\w*|rappel\w*|high dive|diving board|swan dive|wingsuit|canyoning|coasteering)\b`,
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:without (?:the|a) (?:cord|rope|harness|chute|parachute)|no (?:cord|rope|harness|chute|parachute)|not (?:open|pull)|never (?:land|come back)|end it|kill\w*|suicid\w*|die|dead|not come back|for good|thinking (?:about|of) (?:jumping|going off)|when (?:it is|they are) (?:shut|closed)|nobody (?:is )?(?:there|around|watching))\b/,
  },
);
// DIY and chores: "tried hanging the shelves", "hung the washing out", "hanging pictures".
add(
  'everyday',
  String.raw`\b(?:hang|hanging|hung|hanged)\s+(?:up\s+|out\s+)?(?:the|some|my|a|an|new|our|those|these|two|three|his|her|their|all the)?\s*(?:\w+\s+)?(?:shel(?:f|ves)|pictures?|paintings?|photos?|frames?|curtains?|blinds|mirrors?|tv|telly|lights|fairy lights|decorations?|bunting|wallpaper|washing|laundry|clothes|coats?|jackets?|shirts?|dress|baskets?|plants?|art|artwork|prints?|posters?|hammock|doors?|gate|wreath|stockings?|clock|hooks?|rails?|drywall|plasterboard|cupboards?|cabinets?|banners?|flags?|bird ?feeders?|baubles|tinsel|sheets|towels)\b`,
  true,
  false,
  // Not when the sentence turns it on the writer; a rope for a hammock or tiebacks is still DIY.
  { unless: /\b(?:(?:hang|hanging|hung|hanged)\s+myself|noose|ligature|neck)\b/ },
);
// A statistic or a training about self-harm or suicide: "self-harm admissions have doubled",
// "how to support a friend who self-harms".
add(
  'news',
  String.raw`\b(?:suicide|self harm|self injury|overdose)\s+(?:admissions|cases|referrals|incidents|deaths|hospitali[sz]ations|presentations|attempts among|figures|trends|numbers)\b|\bhow to\s+(?:support|help|talk to|respond to|spot|recogni[sz]e|look after|be there for)\s+(?:a friend|friends|someone|somebody|people|a person|students|pupils|young people|teens|a loved one|loved ones|a colleague|colleagues|patients|clients|your (?:child|kid|teen|friend|partner))\s+who\b[^.!?]{0,40}`,
  true,
);
// Slang hyperbole aimed at an annoyance: "kms this commute", "kms these stairs" (a time word would
// make it a plan: "kms this weekend").
add(
  'hyperbole',
  String.raw`\bkill myself\s+(?:this|these|over this|at this)\s+(?!(?:weekend|week|time|year|month|morning|evening|afternoon|summer|winter|spring|autumn|christmas|friday|saturday|sunday|monday|tuesday|wednesday|thursday|night|term)\b)\w+`,
  true,
);
// A pregnancy lost: grief, not a wish to die.
add('grief', String.raw`\b(?:lost (?:the|our|my) (?:baby|pregnancy)|miscarri\w*|stillb\w*|pregnancy loss|chemical pregnancy|ectopic)\b`);
// "I don't want to die. I just want my manager to stop emailing me at 11pm": a denial followed by
// an ordinary want. Wants that carry the crisis ("the pain to stop", "to not wake up") stay out.
add(
  'negated',
  String.raw`\b(?:do not|dont|did not|never) want(?:ed)? to (?:die|be dead|kill myself|hurt myself|end it|end my life)\b[^.!?]{0,60}?[.!?,;]\s*(?:and\s+)?(?:i\s+)?(?:just|only|really|simply)\s+want(?:ed)?\s+(?!(?:it|this|everything|it all|all of it|the pain|the hurt|the noise|the thoughts|the voices|things)\s+to\s+(?:stop|end|go away)\b)(?!to\s+(?:not|never|disappear|vanish|sleep forever|be gone|stop existing|stop living|stop breathing|go to sleep|escape|give up|stop feeling(?:\s+anything)?(?:[.!?,;]|$)|not feel))\w+`,
  false,
  false,
  { denial: true },
);

// "took them long enough", "took them back to the shop", "took them to the park": taking people
// or things somewhere is not swallowing them.
add(
  'everyday',
  String.raw`\btook\s+(?:them|him|her|us|you|it)\s+(?:long enough|ages|forever|a while|an age|years|a minute|a second|a few (?:goes|tries|minutes)|to (?:the|school|work|town|bed|court|task|lunch|dinner|see)|back(?! in one)|out|home|off (?:the|my)|for (?:a|the|dinner|lunch|walks?|granted)|with me|along|round|outside|apart|down (?:the|to)|up (?:the|to|on))\b`,
  true,
);
// A pet or a child given too much of a treat: "overdosed the dog on treats".
add(
  'everyday',
  String.raw`\b(?:overdosed|overdosing|overdose)\s+(?:the|my|our|his|her)\s+(?:dog|dogs|cat|cats|puppy|kitten|hamster|rabbit|plants?|kids?|toddler|baby|son|daughter|fish|garden|lawn|soup|curry|recipe)\s+(?:on|with)\b`,
  true,
);
// Paperwork that asks for every medicine: "count out all my meds for the hospital admission form".
add(
  'medical',
  String.raw`\b(?:for|on|onto)\s+(?:the|my|a|an)\s+(?:hospital|admission|admissions|pre ?op|pre ?assessment|gp|doctor|doctors|pharmacist|pharmacy|nurse|consultant|surgery|clinic|insurance|travel|care home|carer|carers)\s+(?:admission\s+|intake\s+)?(?:forms?|list|lists|review|reviews|appointment|questionnaire|checklist|paperwork|records?)\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:die|dying|dead|end it|kill\w*|never wake|not wake|overdos\w*|enough to|saved|stash\w*|hoard\w*|stockpil\w*|suicid\w*)\b/ },
);
// Media about deaths on the railway.
add(
  'news',
  String.raw`\b${MEDIA}\b[^.!?]{0,40}?\b(?:about|on|covering|featuring|following|interviewing)\b[^.!?]{0,40}?\b(?:train drivers?|drivers?|railway|rail workers?|lifeboat|coastguard|paramedics?|first responders?|bridge|barriers?)\b[^.!?]{0,60}`,
  true,
);

// ---------------------------------------------------------------- sixth round
// "nearly threw myself out the window" over homework: the window idiom, not a fall.
add(
  'hyperbole',
  String.raw`\b(?:nearly|almost|could have|could of|about to|ready to|wanted to)\s+(?:thrown?|threw|throw|jumped|jump|chucked|chuck|launched|launch|flung|fling|hurled|hurl)\s+(?:myself|me)\s+out\s+(?:of\s+)?(?:the|a)\s+window\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:last night|tonight|for real|really|seriously|not joking|kill\w*|suicid\w*|end it|die|dead)\b/ },
);
// A crisis word said once and taken back: "said i wanted to die to my mate about the exam... i don't,
// i was being dramatic"; "asked if i was self harming. i'm not, i'm just gutted".
add(
  'negated',
  String.raw`\b(?:said|told \w+|texted|joked|posted|messaged)\s+(?:\w+\s+){0,3}?(?:that\s+)?i\s+(?:wanted|want|was going|am going)\s+to\s+(?:die|kill myself|end it)\b(?=[^]{0,120}\b(?:i do not|i did not mean|did not mean it|was (?:being|only|just) (?:dramatic|joking|kidding|venting|silly)|just (?:joking|kidding)|figure of speech)\b)`,
  true,
  false,
  { denial: true },
);
add(
  'negated',
  String.raw`\b(?:asked|ask|asks|asking)\s+(?:me\s+)?(?:if|whether)\s+i\s+(?:was|am|had been|have been|were|wanted|want|felt|feel)\b[^.!?]{0,30}?\b(?:self harm\w*|suicidal|hurting myself|harming myself|cutting|to die|to be dead|to kill myself|to hurt myself|to harm myself|thinking (?:about|of) (?:suicide|ending|killing|hurting))\b[^.!?]{0,80}[.!?,;]\s*(?:and\s+)?(?:i am not|i was not|i have not|i had not|i do not|i did not|no|nope|not at all)\b(?!\s+(?:going to lie|gonna lie|sure|able))`,
  true,
  false,
  { denial: true },
);
// "nothing in me wants to be dead": no part of the writer.
add('negated', String.raw`\b(?:nothing|no part|not one part|no bit|not a bit)\s+(?:in|of)\s+me\s+(?:wants?|is|feels?|has|would)\b[^.!?]{0,30}`, true, false, {
  denial: true,
});

// Scratches from a pet: "fresh scratches on his arms from the new kitten".
add(
  'accident',
  String.raw`\bfrom\s+(?:the|my|our|a|her|his|their)\s+(?:new\s+|neighbours\s+)?(?:cat|cats|kitten|kittens|dog|puppy|rabbit|hamster|parrot|ferret|guinea pig)\b`,
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:on purpose|myself|blades?|razors?|hide|hiding|sleeves|lied|lying|said it was|told \w+ it was|says it was|claims|apparently|supposedly|again and again)\b/,
  },
);

// ---------------------------------------------------------------- seventh round
// A crisis phrase tied to a trivial annoyance: "if I have to sit through one more icebreaker I'll
// throw myself out the window", "going to end it all if this captcha asks for one more bus".
const TRIVIAL = String.raw`(?:meetings?|stand ?ups?|zoom|teams call|calls?|emails?|ads?|adverts?|captchas?|passwords?|ice ?breakers?|team building|spreadsheets?|forms?|songs?|episodes?|queues?|traffic|commute|bus(?:es)?|cover letters?|assignments?|essays?|pop ?ups?|notifications?|updates?|loading screens?|boss fights?|group projects?|small talk|karaoke|christmas songs?|jingles?|power ?points?|slides?|webinars?|surveys?|tickets?|invoices?|reply all|tiktoks?|reels?|questions?|tax returns?|lectures?|seminars?|quiz(?:zes)?|jira|slack|pings?|chores?|dishes|laundry|nappies|nappy|diapers?|school runs?|cartoons?|peppa|baby shark|podcasts?|sales calls?|spam|robocalls?|hold music|sermons?|speech|presentations?|buffering|wifi|printer|autocorrect|spelling|group chat|voice notes?|memes?|puns?|dad jokes?|lego|tomatoes|sprouts|parking|roadworks|duo|healer|tank|support|teammates?|team mates?|ranked|lobby|lag|respawn|raid|squad|noobs?|cancelled|canceled|delayed|jammed|jams|crashes|crashed|\d{1,2}:\d\d)`;
add('hyperbole', String.raw`\bif\s+[^.!?]{0,80}?\b${TRIVIAL}\b`, true, false, {
  sentence: true,
  unless:
    /\b(?:leaves? me|leaving me|dumps? me|breaks? up|finds? out|fail\w*|lose|loses|losing|court|custody|tonight|for real|seriously|not joking|i mean it|really will|pills|rope|gun|bridge|day|days|week|night|nights|year|life|minute of this|hit by|hit me|hits me|run over|knocked down|would not mind|would not care|do not care|fine with|okay with|relief|relieved|not wake up|never wake up)\b/,
});
// The slang aimed at a thing that broke: "kms the wifi went out during the final boss AGAIN".
add(
  'hyperbole',
  String.raw`\bkill myself\s+(?:the|my|our|this)\s+(?:${TRIVIAL}|laptop|phone|computer|pc|console|internet|router|car|train)\s+(?:just\s+)?(?:went out|went down|died|crashed|froze|cut out|dropped|is down|broke|keeps)\b`,
  true,
  false,
  {
    unless: /\b(?:for real|seriously|not joking|i mean it|tonight|pills|rope|everything|it all|life)\b/,
  },
);
// Plant food, fertiliser, salt: something overdosed that is not a person.
add(
  'everyday',
  String.raw`\boverdos(?:e|ed|ing)\s+(?:the|my|our|his|her|their)\s+(?!(?:son|daughter|kids?|baby|child|children|mum|mom|mam|dad|husband|wife|partner|brother|sister|friend|boyfriend|girlfriend|self|patient)\b)\w+(?:\s+\w+)?\s+(?:on|with)\s+\w+|\boverdos(?:e|ed|ing)\s+(?:the|my)\s+(?:plants?|tomatoes|garden|lawn|grass|roses|soil|pool|tank|sourdough|dough|soup|sauce|curry|stew|chilli|recipe|cake|bread|seedlings|veg)\b`,
  true,
);
// The words explained as meaning something else: "when I said I can't do this anymore I meant the commute".
add(
  'negated',
  String.raw`\b(?:i\s+(?:only\s+|just\s+)?meant|by (?:that|it) i meant|what i meant was|i was talking about)\s+(?:the|my|this|that|our|work|school|uni|college)\b`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless: /\b(?:life|living|everything|it all|being alive|being here|existing)\b/,
  },
);
// "not gonna do anything, i just hate being 15": a denial, then an ordinary complaint.
add(
  'negated',
  String.raw`\bnot\s+(?:going to|gonna)\s+do\s+anything\b[^.!?]{0,10}?[,;.]?\s*(?:i\s+)?(?:just|only)\s+(?:hate|hated|want|need|am|feel|wish i (?:could|had|was allowed))\b(?!\s+(?:to die|to be dead|to not|to disappear|dead|gone|disappear|die|vanish|stop existing|not wake|sleep forever|not be here|not exist))`,
  false,
  false,
  { denial: true },
);
// Old goodbye letters found and shredded; old scars gone silver: the past from a recovered present.
add('recovery', String.raw`\b(?:my\s+)?old\s+(?:goodbye|suicide|farewell)\s+(?:letters?|notes?)\b`, true, false, {
  sentence: true,
  unless: /\b(?:rewrote|rewriting|rewrite|updated|updating|new one|again|still|adding|add to|finish\w*|reread\w* every)\b/,
});
add('recovery', String.raw`\bscars?\b[^.!?]{0,30}\b(?:have|has|had)?\s*(?:gone|faded|turned|are now|went)\s+(?:silver|white|pale|faint|flat)\b`, true, false, {
  sentence: true,
  unless: /\b(?:new|fresh|again|last night|reopened|opened|picking)\b/,
});

// Absurd sequels and protests: "walk into the ocean and live as a crab", "lie on the tracks in protest".
add(
  'hyperbole',
  String.raw`\b(?:and|to)\s+(?:live|become|start a new life|start over|be reborn|open a \w+)\s+(?:as|like)\s+(?:a|an)\s+\w+|\bin protest\b`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:for real|seriously|not joking|i mean it|tonight|pills|rope|goodbye)\b/,
  },
);
// A pet or a toddler into the pills: an accident for the vet or A&E.
add(
  'accident',
  String.raw`\b(?:the|my|our)\s+(?:dog|puppy|cat|kitten|toddler|baby|hamster|rabbit|puppies)\s+(?:ate|swallowed|got into|chewed|found)\b`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:on purpose|i gave|i fed|gave (?:him|her|it) (?:my|the))\b/,
  },
);
add('everyday', String.raw`\boverdos(?:e|ed|ing)\s+(?:it|them)\s+(?:on|with)\s+(?!(?:my|his|her|their|the)\b)\w+`, true);

// "it's not that I want to end it, it's that I want this week to end": the crisis reading denied,
// an ordinary one named.
add(
  'negated',
  String.raw`\b(?:it is\s+)?not\s+that\s+i\s+(?:want|wanted|wish|am)\b[^.!?]{0,40}?,?\s*(?:it is|its|just|but)\s+(?:just\s+)?that\s+i\b`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless: /\b(?:not wake|never wake|not be here|not exist|disappear|be gone|be dead|stop existing|everything to stop|it all to stop)\b/,
  },
);

// ---------------------------------------------------------------- eighth round
// "this group project makes me want to throw myself off a cliff": the want pinned on a trivial thing.
add(
  'hyperbole',
  String.raw`\b(?:this|that|the|my|our|these|those)\s+(?:\w+\s+){0,2}?${TRIVIAL}\s+(?:makes?|is making|made|are making)\s+me\s+want\s+to\b`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:for real|seriously|not joking|i mean it|tonight|pills|rope|every day|life)\b/,
  },
);
add('hyperbole', String.raw`\bgoodbye,?\s+(?:cruel\s+)?world\b`, true, false, {
  sentence: true,
  unless: /\b(?:pills|tablets|rope|bridge|note|for real|not joking|took|swallowed|tonight)\b/,
});
// Staff training on spotting self-harm: a course, not a confession.
add(
  'news',
  String.raw`\b(?:inset day|training day|cpd|safeguarding|staff training|twilight session|in service day|professional development)\b[^.!?]{0,40}(?:\b(?:on|about|covering|around)\b|:\s*(?=(?:self harm|suicide|suicidal|safeguarding|spotting|signs of|recognising|recognizing|mental health)\b))[^.!?]{0,60}`,
  true,
);
// Trying again after a rejection, a test or a recipe.
add(
  'everyday',
  String.raw`\btry(?:ing)? (?:it )?again\b(?<=\b(?:rejection|rejected|application|applications|interview|exam|test|audition|job|applied|cv|driving|bake|recipe|pitch|submission|publisher|agent|ivf|round)\b[^]{0,200})`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:pills|overdose|kill|die|end it|suicide|jump|hang|rope|bridge|survived|woke up)\b/,
  },
);

// "told my partner about the suicidal years": a period named as over.
add(
  'recovery',
  String.raw`\b(?:about|through|after|since|survived|from|of)\s+(?:the|my|those)\s+(?:suicidal|dark|self harm|cutting|worst)\s+(?:years|days|period|phase|era|months|time)\b`,
  true,
);

// ---------------------------------------------------------------- ninth round
// The want pinned on a trivial thing with no determiner before it: "group project makes me want to...".
add(
  'hyperbole',
  String.raw`(?:^|[.!?,;]\s*|\b(?:and|but|so|ugh|honestly)\s+)${TRIVIAL}\s+(?:makes?|is making|made|are making)\s+me\s+want\s+to\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:for real|seriously|not joking|i mean it|tonight|pills|rope|every day|life|kill myself|burden|better off|miss me|because i)\b/,
  },
);
// "i meant from the family whatsapp, not from life": the writer says which sense was meant.
add(
  'negated',
  String.raw`\bi\s+(?:meant|mean|was talking about|was on about)\s+(?:from|in|about|like|the|my|on)\b[^.!?]{0,50}?\bnot\s+(?:from\s+|in\s+|about\s+)?(?:life|the world|existence|like that|in that way|that way|in a dark way|in a bad way|the scary way)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);
// The last outing of a season or before a new start: a hike, not a goodbye.
add(
  'everyday',
  String.raw`\blast\s+(?:hike|climb|swim|walk|run|ride|trip|dive|outing|adventure|camping trip|surf|paddle|jump|bungee)\s+(?:of the (?:summer|season|year|holidays?|trip)|before\s+(?:uni|school|college|term|work|the semester|(?:the|my) new job|the baby|winter|autumn|the move|i start|exams))\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:pills|note|goodbye|for good|never come back|not coming back|jump off|forever|(?:cannot|will not|would not|never|not)\s+(?:come|coming|get|swim|walk|make it)\s+back|this world|want to die|kill myself|end it)\b/,
  },
);

// The old thoughts named to say they have stopped: "the 3am thoughts that she'd be better off
// without me have stopped", "the wish not to wake up has been gone since the new clinic".
add(
  'recovery',
  String.raw`\b(?:thoughts?|urges?|wish(?:es)?|voices?|pull)\b[^.!?]{0,80}?\b(?:have|has|had)\s+(?:(?!(?:not|never)\b)\w+\s+)?(?:stopped|gone|faded|eased|lifted|disappeared|quietened|quieted|settled|left me|been gone|gone away|not come back|not been back)\b(?!\s+(?:wrong|bad|worse|on|missing|dark|quiet|up|down)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:until|till|again|returned|tonight|today|this week|last night|but (?:now|then|last|this|they|it))\b/ },
);
// Saved tablets handed back to be destroyed: the means given up.
add(
  'recovery',
  String.raw`\b(?:took|handed|gave|returned|dropped)\s+(?:my|the|all my|the rest of my|all the)\s+(?:saved\s+|stockpiled\s+|spare\s+|old\s+|leftover\s+)?(?:tablets|pills|meds|medication|stash(?:\s+of\s+(?:meds|pills|tablets|medication))?)\s+(?:back\s+)?(?:to|in to|into|off at)\s+(?:the\s+)?(?:pharmacy|chemist|pharmacist|gp|doctor)\b`,
  true,
);

// Overwork told as "killing myself for that team": the idiom, with the work named.
add(
  'hyperbole',
  String.raw`\b(?:killing|killed|working)\s+myself\s+(?:for|over)\s+(?:this|that|the|my|our|their|a)\s+(?:\w+\s+)?(?:team|job|company|firm|boss|work|project|deadline|client|course|degree|essay|thesis|dissertation|renovation|business)\b`,
  true,
);
// The screening question answered no: "she asked whether I'd had any thoughts of ending my life and I could say no".
add(
  'negated',
  String.raw`\b(?:asked|asks|ask|asking)\s+(?:me\s+)?(?:if|whether|about)\b[^.!?]{0,100}?\b(?:thoughts?|thinking|suicid\w*|hurting (?:myself|yourself)|ending (?:my|your) life|better off dead|harm)\b[^.!?]{0,60}?\b(?:i|and i)\s+(?:said|could say|can say|told (?:her|him|them)|answered|ticked|put|clicked|selected|pressed|tapped|chose|picked)\s+(?:no|not at all|never|honestly no)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless:
      /\b(?:i lied|i was lying|was a lie|lied to (?:her|him|them)|but (?:i|it) (?:was|is) not true|not true|did not want (?:her|him|them) to know|sectioned|admit(?:ted)? (?:it|the truth))\b/,
  },
);

// A last day at work with a new job ahead: the goodbyes, the cleared desk and the things given
// away belong to the leaving do. Nothing dark may follow in the entry.
add(
  'everyday',
  String.raw`(?:\blast (?:day|shift|week|night) (?:at|of|in|on) (?:the|my|our) (?:firm|job|work|office|school|company|uni|college|placement|internship|shop|store|practice|surgery|ward|site|branch|restaurant|bar|cafe|bakery|pub|factory|warehouse|salon|garage|farm|hospital|station|library|gym|desk|post|rig|base)\b|\blast (?:day|shift|week) before (?:i|my) (?:retire\w*|leave|move|maternity leave|paternity leave)\b)(?=[^]{0,500}\b(?:new (?:job|place|role|position|firm|company|school|office)|start (?:at|my new|the new)|starting (?:at|my new|the new)|next job|retire\w*|retirement|leaving do|leaving drinks|leaving card|cake)\b)(?![^]{0,500}\b(?:pills|tablets|overdos\w*|rope|bridge|hang\w*|kill\w*|die|dying|died|dead|end (?:it|my life|things)|suicid\w*|jump\w*|note for|for good|forever|not be here|will not need|tonight i|nobody knows|quarry|cliff|reservoir|tracks|railway|nobody goes|no one goes|nobody will|no one will|been up (?:there|twice))\b)[^]{0,400}`,
  true,
);
// "no pills, no plans, no dark thoughts, just a stinking cold": the questions answered before they are asked.
add(
  'negated',
  String.raw`\bno (?:pills|plans?|dark thoughts|bad thoughts|intent\w*|urges?|danger)\b(?:,?\s*(?:and\s+)?no\s+(?:\w+\s+)?\w+){1,3}\s*[,.;:-]?\s*(?:just|only|i am just|im just)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:train|rope|bridge|tonight|tomorrow|\d+ ?[ap]m|die|kill|jump)\b/ },
);

// A death in a game: "killed myself in the lava lol, lost all my diamonds".
add(
  'everyday',
  String.raw`\b(?:kill|killed|killing|kills)\s+myself\s+(?:in|on|with|by|from)\s+(?:the\s+|a\s+|some\s+|my own\s+)?(?:lava|game|minecraft|fortnite|roblox|level \d+|this level|that level|boss fight|fall damage|creeper|respawn|spawn|creative mode|survival mode|hardcore mode|speedrun|mario kart|elden ring|dark souls)\b`,
  true,
);

// ---------------------------------------------------------------- tenth round
// An explicit retraction ("jk", "just kidding", "(joking but WHY)") after the words, in the same
// sentence or opening the next one: the writer has said it was a joke. Laughter alone ("lol") stays
// a weak veto above, since people in pain also laugh it off; a retraction is a statement.
const RETRACT = String.raw`(?:jk|j k|just kidding|just joking|kidding|joking)`;
const NOT_RETRACTED =
  /\b(?:not (?:a )?joke|not (?:even |really |actually |totally )?(?:joking|kidding)|no joke|half (?:joking|kidding)|only half|(?:kind of|kinda|sort of|partly) not|or am i|am i though|i mean it|(?<!(?:jk|kidding|joking) but )(?:seriously|for real)|tonight|pills|rope|note)\b/;
// Each pattern starts at the punctuation before a retraction so that its sentence span takes in
// the sentence the joke was in (grammar.ts widens a span to whole sentences).
const RETRACTED = String.raw`${RETRACT}\b(?!\s+(?:about|around|aside))(?![^]{0,30}\b(?:unless|or not|or am i|kinda not|kind of not|sort of not|maybe not|not really|half)\b)`;
add('hyperbole', String.raw`[.!?]+\s*(?:\(\s*)?${RETRACTED}`, true, false, { sentence: true, unless: NOT_RETRACTED });
add('hyperbole', String.raw`\b${RETRACTED}`, true, false, { sentence: true, unless: NOT_RETRACTED });
// The wish taken back in brackets straight after, closed on a shrug: "i want to die. (i dont. but cmon man)". Starts at the
// punctuation so that its span takes in the sentence with the wish.
add(
  'hyperbole',
  String.raw`[.!?]+\s*\(\s*i\s+(?:do|did)\s+not\b(?<=\bi\s+(?:want|wanna|wanted)\s+to\s+die\s*[.!?]+\s*\(\s*i\s+(?:do|did)\s+not)(?=\s*(?:really\s*)?[.!,]*\s*(?:(?:lol|lmao|haha)[.!]*\s*|but\s+(?:cmon|c mon|come on)(?:\s+man)?[.!]*\s*)?\))(?![^)]*\b(?:i do|nobody|every night|thought|how|plan)\b)(?![^]{0,120}\b(?:actually i do|i do though|i do actually|jk i do|looking at the|bridge|pills|rope|tonight)\b)`,
  true,
  false,
  { sentence: true, unless: NOT_RETRACTED },
);
// The joke given away by its own punchline: "(ground floor, i'll be fine)", "byeee", "ground,
// swallow me", "10/10 no notes". Each marks its sentence and the one before it.
add(
  'hyperbole',
  String.raw`(?:[.!?]+\s*)?(?:\(\s*)?(?:\b(?:it is |its |we are |i am |i live )?(?:on )?(?:the )?ground floor\b|\bbye{3,}\b|\b(?:ground|earth|floor),?\s+(?:please\s+)?(?:open up and\s+)?swallow me\b|\b10\s*/\s*10\b|\bno notes\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:not (?:a )?joke|not joking|i mean it|tonight|pills|rope|note|for real)\b/ },
);
// A threat of self-harm over trivial conduct that the listener laughs off: "told him I'd throw
// myself off the balcony if he did it again and he just laughed".
add(
  'hyperbole',
  String.raw`\b(?:told|tell|said|joked|warned)\s+(?:him|her|them|my \w+|\w+)\s+(?:that\s+)?i\s+(?:would|will|am going to|was going to)\b[^.!?]{0,60}?\bif\s+(?:he|she|they|you)\s+(?:\w+\s+){0,4}?again\b[^.!?]{0,40}?\b(?:laughed|laughing|rolled (?:his|her|their) eyes|grinned|smirked)\b[^.!?\n]*`,
  true,
);
// The crisis words quoted and pinned on a trivial cause in the writer's own report: "texted Priya
// 'I'm gonna kill myself' about getting a B", "I keep saying 'I want to die' about exams".
add(
  'negated',
  String.raw`["'][^"'\n]{0,60}\b(?:kill myself|kms|want to die|wanna die|wanted to die|i am done|end it|cannot go on|cannot do this)\b[^"'\n]{0,30}["']\s*(?:message\s+|text\s+|comment\s+|post\s+)?(?:\w+\s+){0,6}?(?:about|over|because of|when i meant)\s+(?!(?:everything|life|myself|it all|my life|all of it)\b)[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:but i (?:do|did|was|am|meant it)|meant it|for real|not a joke)\b/ },
);
// "it's just something people say": the idiom named as an idiom.
add(
  'negated',
  String.raw`\b(?:it is|its|that is|thats)\s+(?:just\s+)?(?:something|a thing|what)\s+(?:people|everyone|we|you|teenagers|kids)\s+(?:say|says|said)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);
// "for the record: I do not actually want to die", "I don't actually want to die, I want a 2:1".
add(
  'negated',
  String.raw`\bi\s+(?:do not|did not|am not)\s+(?:actually|really|literally|genuinely)\s+(?:want to (?:die|kill myself|end it|be dead)|going to (?:kill myself|die)|suicidal)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:but|anymore|any more|i think|sometimes|always|not sure)\b/ },
);
// "Please don't think I am having any thoughts of harming myself": the worry headed off.
add(
  'negated',
  String.raw`\b(?:do not|please do not|no need to)\s+(?:think|assume|imagine|worry|panic|freak out)\b[^.!?]{0,20}?\bi\s+(?:am|was|have been)\s+(?:having\s+|thinking\s+)?(?:any\s+)?(?:thoughts?|suicidal|going to hurt|in danger)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:but|anymore|any more|again|tonight)\b/ },
);
// People asking whether the writer self-harms, and the writer saying no: "ppl keep asking if i
// self harm bc of the long sleeves. i dont, im just always cold".
add(
  'negated',
  String.raw`\b(?:ask|asks|asked|asking|think|thinks|thought|assume|assumes|assumed|wonder|wonders|wondered)\s+(?:me\s+)?(?:if|whether)\s+i\s+(?:(?:had|have|have ever|had ever|ever)\s+(?:self harmed|cut myself|hurt myself|harmed myself|been suicidal|had thoughts)|self harm|am self harming|cut|am cutting|hurt myself|am suicidal|am okay|am ok)\b[^]{0,120}?\b(?:i do not|i am not|i have not|but i do not|no i do not|i never)\b(?![^.!?]{0,10}\b(?:anymore|any more|want|know)\b)[^.!?\n]*`,
  true,
  false,
  { denial: true },
);
// The screening question asked in the inverted form ("asked had I any thoughts of harming myself
// ... and I said no") or with words between ("asked the usual checklist question about whether").
add(
  'negated',
  String.raw`\b(?:asked|asks|asking|question|questions|questionnaire|checklist)\b[^.!?]{0,50}?\b(?:if|whether|about|had i|have i|did i|do i|was i|am i|would i)\b[^.!?]{0,110}?\b(?:thoughts?|thinking|suicid\w*|harming (?:myself|yourself)|hurting (?:myself|yourself)|ending (?:my|your) life|better off dead)\b[^.!?]{0,80}?\b(?:i|and i|and|i (?!lie|lied)\w+ and)\s+(?:said|could say|can say|told (?:her|him|them)|answered|ticked|circled|put)\s+(?:no|not at all|never|honestly no|zero|0|not a bit of it|not once|no way|absolutely not|god no)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless:
      /\b(?:i lied|i was lying|was a lie|lied to (?:her|him|them)|but (?:i|it) (?:was|is) not true|not true|did not want (?:her|him|them) to know|sectioned|admit(?:ted)? (?:it|the truth))\b/,
  },
);
// The questionnaire answered "not at all" on the item about being better off dead.
add(
  'negated',
  String.raw`\bi\s+(?:ticked|circled|put|scored|answered|marked|chose|picked)\s+["']?(?:not at all|no|never|zero|0|none)["']?\s+(?:for|to|on|against)\s+(?:the\s+)?(?:question|item|one|box|bit)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:lie|lied|lying|but (?:it|i)|not true)\b/ },
);
// Teaching and learning about suicide: a lecture, module, podcast, course or training session on it.
add(
  'news',
  String.raw`\b(?:lecture|lectures|seminar|module|course|training|webinar|podcast|episode|documentary|talk|workshop|essay|paper|thesis|dissertation|article|book|novel|chapter|study|research|class|lesson|assembly|panel|presentation|conference)\s+(?:today\s+|this week\s+|yesterday\s+|this morning\s+|tonight\s+)?(?:was\s+|is\s+)?(?:on|about|covering|covered|into|was about)\s+(?:the\s+)?(?:history of\s+|prevention of\s+|stigma (?:of|around)\s+)?[^.!?]{0,60}?\b(?:suicid\w*|self harm\w*|self injury|nssi|overdos\w*)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:i (?:want|wanted|keep|am|have)|myself|my own|made me (?:think|want))\b/ },
);
// "what helped me stop self-harming", a talk or slides about it: the story of getting out.
add(
  'recovery',
  String.raw`\b(?:what|who|how much|that)\s+helped\s+me\s+(?:to\s+)?(?:stop|quit|get through|get out of|recover from|survive|come back from|beat)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:again|anymore|any more|not working|stopped working|gone|lost|tonight)\b/ },
);
// Old scars covered or shown: "covering my old self harm scars with sunflowers".
add(
  'recovery',
  String.raw`\b(?:old|faded|healed|silver\w*|white)\s+(?:self harm\s+|sh\s+|cutting\s+)?scars?\b[^.!?\n]*|\bscars?\b(?:\s+on\s+my\s+\w+)?\s+(?:are|have|has|is)\s+(?:all\s+|so\s+|mostly\s+)?(?:faded|healed|white|silver\w*|barely visible)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:new (?:ones|cuts|scars|marks|lines)|fresh|again|reopen\w*|open (?:them|it)|next to|beside|alongside|added|tonight)\b/,
  },
);
// A cut while cooking or opening a tin: the object that did it is named.
add(
  'everyday',
  String.raw`\bcut\s+my\s+(?:finger|thumb|hand|palm|knuckle|fingertip)\s+(?:open\s+)?(?:a\s+)?(?:little\s+bit\s+|a bit\s+|badly\s+|slightly\s+)?(?:on|with|while|when|slicing|chopping|peeling|opening|doing)\b[^.!?]{0,40}?\b(?:tin|can|knife|mandoline|grater|peeler|glass|salmon|onion|onions|bread|bagel|avocado|veg\w*|potato\w*|carrots?|chopping|slicing|peeling|dinner|lunch|cooking|kitchen|work|box|paper|lid|blade of the|saw|chisel|hedge)\b(?![^]{0,60}\b(?:on purpose|deliberately|meant to|to feel|to hurt|to punish|again|not an accident|is accident|was no accident)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true },
);
// A pet's lethal dose of what it ate: a vet question.
add(
  'medical',
  String.raw`\b(?:lethal|toxic|fatal|safe)\s+(?:dose|amount|level)s?\s+(?:of\s+\w+(?:\s+\w+)?\s+)?(?:for|in)\s+(?:a|my|the|our)\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten|beagle|labrador|lab|spaniel|terrier|rabbit|hamster|pet|parrot|horse|guinea pig)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true },
);
// A clear-out with its reason: a move, a new job, decluttering ("Marie Kondo'd the wardrobe").
add(
  'everyday',
  String.raw`\b(?:marie kondo\w*|kondo\w*|declutter\w*|de clutter\w*|minimalis\w*|spring clean\w*|capsule wardrobe|fresh start in|moving (?:to|into|house|flat|abroad|country)|(?:relocat|emigrat)\w+)\b`,
  true,
  false,
  {
    unless:
      /\b(?:will not need|would not need|not going to need|no longer need|for after|when i am gone|when i am not|for good|pills|rope|note|goodbye|last time|one last|tonight|final)\b/,
    sentence: true,
  },
);

// "ugh mondays. want to die. anyway, made pasta": the writer moves straight on.
add(
  'hyperbole',
  String.raw`\b(?:i\s+)?(?:literally\s+|actually\s+)?(?:want|wanted|wanna)\s+to\s+die\b[^a-z]{0,12}(?:anyway|anyways|but anyway|moving on|oh well|lol|lmao)\b[^.!?\n]*`,
  true,
);
// Mondays, standups and the like as the trivial cause, a word or two into the sentence.
add(
  'hyperbole',
  String.raw`(?:^|[.!?,;]\s*|\b(?:and|but|so|ugh|honestly)\s+)(?:\w+\s+){0,2}(?:${TRIVIAL}|mondays?|monday mornings?)\s+(?:makes?|is making|made|are making)\s+me\s+want\s+to\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:for real|seriously|not joking|i mean it|tonight|pills|rope|every day|life|kill myself|burden|better off|miss me|because i)\b/,
  },
);
// Injected medicine: "stabbing myself in the stomach" with an insulin pen, IVF jabs.
add(
  'medical',
  String.raw`\b(?:stab\w*|jab\w*|prick\w*|inject\w*)\s+myself\s+in\s+(?:the|my)\s+(?:stomach|belly|thigh|arm|tummy|finger|bum|leg)\b(?<=\b(?:insulin|pens?|needles?|ivf|injections?|heparin|clexane|ozempic|mounjaro|wegovy|jabs?|fertility|diabet\w*|type 1)\b[^]{0,200})[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:overdos\w*|too much|all of|whole|lethal|die|dying|end it|kill|enough to|on purpose|tonight|stockpil\w*|saving)\b/ },
);
// The sense clarified afterwards: "I meant with the allotment committee", "I meant from
// embarrassment", "'checking out early' just means the b&b". The whole text is read as that sense.
add(
  'negated',
  String.raw`^(?=[^]*\b(?:i (?:only |just |obviously |clearly )?meant|(?:it|that|this) (?:just |only )?means?)\s+(?:with|from|about|the|my|i (?:cannot|could not) (?:go on|keep) (?:working|doing|with|at)|i want to (?:vanish|disappear|die) from|like|at|in|as in|on)\b)[^]*`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless: /\b(?:i meant it|meant every word|but i (?:do|did)|really do want|for real|not joking|tonight|pills|rope|goodbye|note)\b/,
  },
);
// Training in how to help: "Learned what to say if someone tells you they're thinking about suicide".
add(
  'news',
  String.raw`\b(?:learned|learnt|taught us|we practised|we practiced|we covered|role play\w*|trained in|training on)\s+(?:what to say|how to (?:ask|spot|respond|talk|help|support|listen)|the difference|the signs|the warning signs|about (?:the )?(?:signs|risk|warning))\b[^.!?\n]*|\b(?:mental health first aid|safetalk|asist|suicide prevention|qpr|gatekeeper|crisis line|helpline)\s+(?:course|training|workshop|class|session|certificate|module|shift|volunteer\w*)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:i (?:want|wanted|keep|am|have)|myself|my own|made me (?:think|want))\b/ },
);
// A clinician's shift: the patient, the young woman brought in, the mum who came in.
add(
  'medical',
  String.raw`\b(?:patients?|a\s+(?:young\s+|teenage\s+|middle aged\s+|older\s+|little\s+)?(?:woman|man|girl|boy|lad|lass|teen|teenager|mum|dad|mother|father|toddler|child|kid|student|lady|gentleman|guy|bloke))\b(?<=\b(?:shift|placement|ward|rotation|on call|a&e|a and e|triage|clinic|pharmacy|dispensary|locum|f1|f2|nurse|paramedic|doctor|doc|consultant|sutured|stitched|admitted|came in|brought in|my patients?)\b[^]{0,400})[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:i am the patient|myself|my own|i want|i took|i have been|plans? to|planning to|saving|going to|wants? to|told me|keeps? saying|said (?:he|she|they)|tonight|once (?:he|she|they))\b/,
  },
);
// A milestone token: "got my 1 year chip from the self harm support group".
add('recovery', String.raw`\b(?:\d+|one|two|three|six|nine|first) (?:year|month|day|week) (?:chip|coin|medallion|token|keyring)\b[^.!?\n]*`, true, false, {
  sentence: true,
  unless: /\b(?:relaps\w*|again|lost|threw|throw|tonight|reset)\b/,
});
// Affairs put in order for a move or an event ahead: "before the house move: bank, post redirect".
add(
  'everyday',
  String.raw`\b(?:affairs|paperwork|admin|finances|life)\s+in\s+order\s+(?:before|for|ahead of)\s+(?:(?:the|my|our)\s+)?(?:house\s+|flat\s+|big\s+|heart\s+|knee\s+|hip\s+|back\s+)?(?:move|moving|wedding|baby|trip|surgery|operation|op|replacement|procedure|transplant|travels?|emigration|new job|retirement|deployment|course|year abroad)\b[^.!?\n]*`,
  true,
);

// ---------------------------------------------------------------- eleventh round
// "think I want to die. I don't.": what others assume, and the writer's no.
add(
  'negated',
  String.raw`\b(?:think|thinks|thought|assume|assumes|assumed|worry|worries|worried)\s+(?:that\s+)?i\s+(?:want to die|want to kill myself|am suicidal|self harm|cut myself|want to end it)\b[^]{0,40}?\bi\s+(?:do not|am not|have not|never)\b(?![^.!?]{0,10}\b(?:anymore|any more|know)\b)[^.!?\n]*`,
  true,
  false,
  { denial: true, unless: /\b(?:but (?:i|maybe|sometimes)|lately|sometimes)\b/ },
);
// A will written because someone found out about a trivial misdeed: "writing my will bc mom found
// out i dented the car. tell my cat i loved her"; or a eulogy drafted over exams, laughed off: "exam stress has me drafting my
// own eulogy. ... lmao im fine".
add(
  'hyperbole',
  String.raw`\b(?:writing|wrote|write|drafting|updating)\s+my\s+(?:will|last will|eulogy|obituary)\b[^.!?]{0,20}?\b(?:bc|because|cos|cause|since|now that|before)\s+(?:my\s+)?(?:mom|mum|dad|mother|father|parents|teacher|boss|sister|brother|wife|husband|girlfriend|boyfriend|coach|landlord)\s+(?:found out|saw|sees|is going to|will|is gonna|caught|finds out|heard)\b[^.!?\n]*(?:[.!?]+\s*[^.!?\n]*)?|\b(?:exams?|exam stress|revision|deadlines?|dissertation|coursework|finals|mocks|uni|work)\s+(?:has|have|had|is|are)\s+(?:got\s+)?me\s+(?:writing|drafting|planning)\s+my\s+(?:own\s+)?(?:eulogy|obituary|will)\b(?=[^]{0,160}\b(?:lmao|lol|haha|jk)\b)(?![^]{0,200}\b(?:not joking|i mean it|for real|pills|tonight|rope|not want to be here|not be (?:here|around)|after (?:results|exams)|goodbye|giving|better off|without me|burden)\b)[^.!?\n]*`,
  true,
);
// A joke escape: "going to go live in the woods now. goodbye forever".
add(
  'hyperbole',
  String.raw`\b(?:go|going to|gonna|will|shall)\s+(?:go\s+)?(?:live|move|retire)\s+(?:in|to|into)\s+(?:the woods|a cave|the forest|a cabin|the mountains|antarctica|a hut|a hole|mars|the moon|a monastery|a convent|a bunker|the sea)\b[^.!?\n]*(?:[.!?]+\s*[^.!?\n]*)?`,
  true,
  false,
  { unless: /\b(?:never come back|not coming back|pills|rope|tonight)\b/ },
);
// "this chem homework is killing me. kms": the self-kill slang echoing an idiom.
add('hyperbole', String.raw`\b(?:is|are|was|were)\s+(?:literally\s+)?killing\s+me\b[.!?,\s]*(?:kill myself|i want to die|want to die)\b[^.!?\n]*`, true);
// A move (or a flight out) explains the goodbyes, the things given away and the last night in a house, across the
// whole entry, unless the entry also says the writer will not need them or will not be there.
const MOVE = String.raw`(?:(?:one way )?(?:flight|plane) (?:out )?to (?!(?:the|a|an|nowhere|heaven|wherever|somewhere)\b)[a-z]+|passport (?:in hand|packed|ready)|\w+ years? visa|(?:working holiday|student|work|travel) visa|gap year|year abroad|moving (?:back|home|out|away|house|flat|abroad|country|to|into|in with|day|van)|move (?:back|out|away|house|flat|abroad|to)|move into (?:the|a|my|our) (?:new )?(?:flat|house|bungalow|apartment|annexe|annex|condo|studio|dorm)|house move|the move|(?:new|next) (?:house|flat|place|apartment) (?:has|is|in)|emigrat\w+|relocat\w+|marie kondo\w*|kondo\w*|declutter\w*)`;
// Someone else's move ("she's moving to Leeds", "like he's emigrating") explains nothing of the writer's.
add('everyday', String.raw`^(?=[^]*\b(?<!\b(?:he|she|they|who|it)\s(?:is|are|was|were)\s(?:just\s|only\s|really\s)?)${MOVE}\b)[^]*`, true, false, {
  sentence: true,
  unless:
    /\b(?:will not need|would not need|not going to need|no longer need|for after|when i am gone|when i am not|for good|pills|tablets|rope|suicid\w*|kill myself|end it|end my life|die|dying|not be here|not be around|one last|final (?:goodbye|note|letter)|goodbye letters?|note for (?:my|mum|mom|dad|the kids|everyone|whoever|when)|nobody will|no one will|wherever i am going|where i am going|not moving|not (?:really )?(?:emigrating|relocating|going anywhere)|(?:is|am|are) not|isnt|pretend\w*|lie|lied|lying|what i have been planning|everything i need|hang myself|hanging myself|overdose|overdosing|stockpil\w*|take (?:it|them) all)\b/,
});
// Blades taken off a mower or out of a blender to throw it away.
add(
  'everyday',
  String.raw`\b(?:blades?)\s+(?:off|out of|from)\s+(?:the|my|our|an|that)\s+(?:old\s+|broken\s+)?(?:mower|lawnmower|lawn mower|strimmer|blender|fan|food processor|shredder|hedge ?trimmer|saw|razor handle|plane|scraper)\b`,
  true,
);
// Rope with its job named: a washing line, a hammock, climbing, a boat, a swing.
add(
  'everyday',
  String.raw`\b(?:rope|ropes|cord|paracord)\b[^.!?]{0,60}\b(?:clothesline|clothes line|washing line|hammock|climbing|climb|boat|sailing|mooring|tent|tarp|swing|tug of war|skipping|dog|tow|towing|pulley|garden|fence|knots?|bouldering|abseil\w*|belay\w*|rigging)\b[^.!?\n]*|\b(?:clothesline|clothes line|washing line|hammock|tent|tarp|swing|boat|climbing)\b[^.!?]{0,60}\b(?:rope|ropes|cord|paracord)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:neck|noose|hang\w*|beam|loft hatch|tight enough|my weight|hold me|tonight|goodbye|i said (?:sort of|kind of|in a way|something like that)|(?:did not|would not|will not) say what for)\b/,
  },
);
// A goodbye letter to someone who has died, written in grief work.
add(
  'grief',
  String.raw`\b(?:goodbye|farewell)\s+(?:letter|note|card|message)s?\s+to\s+(?:my|our|his|her)\s+(?:late\s+)?\w+\b(?=[^]{0,200}\b(?:grave|funeral|died|passed|counsell?or|therapist|memorial|ashes|headstone|cemetery|crematorium|anniversary)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true },
);
// "I can't do this anymore, working nights and days": the burden named, and changed.
add(
  'everyday',
  String.raw`\bcannot (?:do|keep doing|keep|go on|carry on)\s+(?:this|like this|doing this)\s*(?:any ?more)?\b[^.!?]{0,6}?,?\s+(?:working|doing|juggling|commuting|studying|living (?:with|in)|sharing|paying)\b[^.!?\n]*(?=[^]{0,200}\b(?:notice|quit\w*|resign\w*|hand(?:ing|ed)? in|new job|part time|reduc\w+|cut(?:ting)? (?:back|down)|asked for|moving out|looking for)\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:life|living|breathing|existing|being alive|being here)\b(?!\s+(?:with|in))/ },
);

// ---------------------------------------------------------------- twelfth round
// A screening item answered after a colon: "Item 9, thoughts you'd be better off dead...: 'not at
// all'", "Any urge to hurt myself: no, none".
add(
  'negated',
  String.raw`\b(?:item|question|q)\s?(?:9|nine)\b[^.!?]{0,140}?[:=-]\s*["']?(?:not at all|no|never|none|zero|0)\b[^.!?\n]*|\b(?:any\s+)?(?:urges?|thoughts?|plans?|intent\w*)\s+(?:to|of|about)\s+[^.!?:\n]{0,40}:\s*(?:no|none|nope|nil|zero|0|not at all|never)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:lie|lied|lying|but (?:i|it)|not true|yes|some|a few|sometimes)\b/ },
);
// A clinician's question put to the writer and answered no: "Any thoughts of killing yourself, any
// firearms in the home? Told her no and no".
add(
  'negated',
  String.raw`\b(?:yourself|you)\b[^.!?\n]{0,200}\?\s*(?:i\s+)?(?:told (?:her|him|them)|said|answered|i said)\s+(?:no|not at all|never|nope)\b`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:lie|lied|lying|but (?:i|it)|not true)\b/ },
);
// Would do it "for one more episode": the want is for the trivial thing.
add(
  'hyperbole',
  String.raw`\b(?:would|i would|will)\s+(?:genuinely\s+|honestly\s+|literally\s+|happily\s+|actually\s+)?(?:throw myself|jump|die|kill myself|walk)\b[^.!?]{0,40}?\bfor\s+(?:one more|another|a single|just one)\s+\w+`,
  true,
);
// "kms 🙃 anyway who's getting coffee": the self-kill slang, then straight on.
add('hyperbole', String.raw`\b(?:kill myself|kill me)\b[^a-z]{0,12}(?:anyway|anyways|but anyway|moving on|oh well)\b[^.!?\n]*`, true);
// A funeral outfit picked out after a crush waved: the embarrassment genre.
add(
  'hyperbole',
  String.raw`\bfuneral\s+(?:outfit|dress|fit|look)\b[^.!?\n]*|\b(?:literally\s+)?died\s+when\s+(?:he|she|they|my crush|[a-z]+)\s+(?:waved|smiled|looked|said hi|texted|replied|winked|noticed)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:pills|note|tonight|for real|rope)\b/,
  },
);
// A team letting the writer down: "gonna jump off a bridge if arsenal bottle the league again", or after the score:
// "5-0. FIVE. i want to jump off a cliff. united man why do i do this to myself".
add(
  'hyperbole',
  String.raw`\bif\s+(?:my team|our team|the (?:lads|boys|team)|arsenal|spurs|chelsea|liverpool|united|city|everton|villa|celtic|rangers|leeds|newcastle|england|scotland|wales|ireland|the (?:lakers|cowboys|eagles|patriots|yankees|jets|knicks|giants|bears|packers|chiefs|leafs|canucks|all blacks|wallabies))\s+(?:\w+\s+){0,2}?(?:bottle|bottles|lose|loses|blow|blows|choke|chokes|draw|draws|concede|concedes|miss|misses|get relegated|go down)\b[^.!?\n]*|\bi\s+(?:want|wanted|wanna)\s+to\s+jump\s+off\s+(?:a|the)\s+(?:cliff|bridge|roof)\b(?<=\b\d{1,2}\s*(?:-|\s)\s*\d{1,2}\b(?!\s*(?:am|pm|a m|p m|o clock)\b)[^]{0,40})(?=[^]{0,60}\b(?:united|man city|city (?:lost|won|bottled)|arsenal|spurs|chelsea|liverpool|everton|villa|celtic|rangers|leeds|newcastle|england|the lads|my team|our team|the ref|referee|var)\b)(?![^]{0,200}\b(?:for real|seriously|not joking|i mean it|not (?:about|just|really about) (?:the )?(?:football|match|game|team|score)|not because of|least of|for (?:weeks|months|ages|a while|years)|wanted to for|thinking about it|been thinking|not really (?:the )?(?:football|match|game|team|score))\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:for real|seriously|not joking|i mean it|tonight|pills|rope)\b/ },
);
// The question of what to say to someone suicidal, asked in general (a course, an assessment).
add(
  'news',
  String.raw`\b(?:what|how)\s+(?:should|do|can|would)\s+(?:you|i|we|one)\s+(?:say|respond|reply|talk)\s+to\s+(?:a|someone|somebody|a friend|a person|a student|a patient|a client|people)\s+who\b[^.!?]*|\bmental health first aid\s+(?:assessment|exam|qualification|role play|refresher)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:my|me|i am|tonight)\b/ },
);
// The news about someone else's death or violence: "The news about the shooter who'd posted online".
add('news', String.raw`\bthe\s+news\s+(?:about|of|that|today|talks?|says?|said|reported|reports)\b[^.!?\n]*`, true, false, {
  sentence: true,
  unless: /\b(?:i|me|myself)\b/,
});
// The sense made explicit by what is ended or killed: a computer process, a relationship. These
// explain the words entirely, so like a denial they keep the learned head alone below 'high'.
add(
  'everyday',
  String.raw`\bkill\s+(?:a|the|this|that|my|every|all)\s+(?:\w+\s+)?(?:process|processes|task|job|thread|tab|app|program|daemon|service|container|pod|session|server|script|query|pid)\b[^.!?\n]*|\bkill\s+-\d+\b[^.!?\n]*|\b(?:pkill|killall|taskkill)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);
add(
  'everyday',
  String.raw`\b(?:end|ending|ended|finish|finishing)\s+(?:it|things)\s+with\s+(?:him|her|them|my (?:boyfriend|girlfriend|partner|husband|wife|fianc\w*|ex)|(?!(?:one|a|an|the|this|that|these|those|some|my|pills|tablets|rope|knife|knives|gun|blade|blades|razor|it|everything|all|life)\b)[a-z]+)\b(?!\s+(?:all|everything|life|myself|this world)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:and (?:then )?(?:myself|me|everything|it all)|for good|pills|rope|after that i|then i will)\b/ },
);
// A will made for a new baby or children: "how do I write a will so she's looked after".
add(
  'everyday',
  String.raw`\b(?:write|wrote|make|made|making|writing|draft|drafted|drafting|set up|setting up|do|did|doing|sign|signed|signing|sorted)\s+(?:a|our|my|a joint|mirror)\s+wills?\b[^]{0,160}?\b(?:baby|kids|children|daughter|son|both of us|guardian\w*|we|our|mortgage|house)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless: /\b(?:not be around|will not be (?:here|around)|gone|before i|soon|tonight|anymore|any more|when i am not|in case i do not|after i do it)\b/,
  },
);

// ---------------------------------------------------------------- thirteenth round
// Climbing: "stood on the ledge at the top of the 12m route".
add(
  'everyday',
  String.raw`\b(?:climbing wall|climbing gym|the route|a route|boulder\w*|belay\w*|abseil\w*|the crag|top rope|lead climb\w*|via ferrata|harness|new pb|personal best|summit\w*)\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:let go|jump\w*|end it|tonight|never come down|not come down|want to fall|fall on purpose|myself)\b/ },
);
// A goodbye message asked for someone else's leaving: "write a goodbye message for my coworker's last day".
add(
  'everyday',
  String.raw`\b(?:write|draft|help me (?:write|with)|writing|wrote)\s+(?:a|my|the|our)\s+(?:goodbye|farewell|leaving)\s+(?:message|card|speech|note|email|post|poem)\s+(?:for|to)\s+(?:my|a|the|our)\s+\w+`,
  true,
  false,
  { sentence: true },
);
// Means given up: "threw away the stash of pills I'd kept just in case".
add(
  'recovery',
  String.raw`\b(?:threw|thrown|throw|throwing|binned|flushed|got rid of|getting rid of|handed in|handed back|disposed of|gave away)\s+(?:away\s+|out\s+)?(?:the|my|all the|all my|that)\s+(?:old\s+|hidden\s+|secret\s+)?(?:stash|stockpile|pills|tablets|blades|razors?|rope|gun|rifle|kit)\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:tonight|but (?:i|kept)|kept (?:some|one|a few)|still have|except|apart from|bought more|new ones)\b/ },
);
// A form's question quoted and answered no: '"Have you ever attempted suicide or self-harmed?" My honest answer is no.'
add(
  'negated',
  String.raw`\bhave you (?:ever )?[^?\n]{0,100}\?["']?\s*(?:[^.!?\n]*[.!?]\s*)?(?:my\s+(?:honest\s+)?answer\s+(?:is|was)|i\s+(?:said|answered|ticked|put|wrote))\s+["']?(?:no|never|not at all)\b`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:lie|lied|lying|not true|but (?:i|it))\b/ },
);
// A toxic dose asked for study or for a pet or child's accident.
add(
  'medical',
  String.raw`\b(?:toxic|lethal|fatal|overdose|max\w*|safe)\s+(?:dose|dosage|level|range|amount)s?\b(?:(?<=\b(?:student|lecture|exam|module|course|pharmacology|tox\w*|vet|dog|cat|puppy|kitten|toddler|baby|lab|nursing|revision|assignment|homework|textbook)\b[^]{0,200})|(?=[^]{0,200}\b(?:student|lecture|lecturer|exam|module|course|pharmacology|tox\w*|vet|dog|cat|puppy|kitten|toddler|baby|lab|nursing|revision|assignment|homework|textbook)\b))[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:myself|for me|enough to|on purpose|i (?:took|swallowed|have taken)|my own)\b/ },
);
// Life insurance compared for a mortgage: the suicide clause as small print.
add(
  'everyday',
  String.raw`\blife insurance\b(?=[^]{0,240}\b(?:comparing|compare|policies|quotes?|premiums?|broker|for (?:our|the|my) mortgage|new policy|taking out|exclusion clause)\b)[^]*`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    // A bigger policy and how long its exclusion runs is counting down, not comparing quotes.
    unless:
      /\b(?:my family would get|so they (?:get|have)|for the kids after|when i am gone|after i am gone|would they still get|not be around|bigger (?:life insurance|policy)|(?:twelve|12|thirteen|13|eighteen|18|twenty four|24) months on (?:this|the new) one|how long until (?:it|the clause))\b/,
  },
);
// Heights asked about for building and safety: guarding heights, balustrades, scaffolds.
add(
  'everyday',
  String.raw`^(?=[^]*\b(?:building regs|building regulations|building code|guarding height|balustrade|guard ?rail|handrail|parapet height|fall protection|osha|scaffold\w*|mezzanine|edge protection)\b)[^]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:i want|jump\w*|myself|end it|tonight|would it kill|survive)\b/ },
);
// "chem exam. kms": the self-kill slang after a trivial thing named alone.
add(
  'hyperbole',
  String.raw`\b(?:${TRIVIAL}|exams?|finals|homework|revision|mocks?|quiz|test|chem|maths|math|physics|bio)\b[.!?,\s]{1,4}(?:kill myself|kms)\b\s*[.!?]*\s*$`,
  true,
);
// "I want to die on the stairs every morning" in a training plan.
add(
  'hyperbole',
  String.raw`\bwant to die\s+(?:on|at|in|during|after)\s+(?:the\s+)?(?:stairs|hill|hills|run|runs|mile|last mile|gym|workout|session|class|spin|leg day|squats?|burpees|intervals|sprints)\b[^.!?\n]*`,
  true,
);
// "I can't keep going like this with my PhD": a named burden, not life.
add(
  'everyday',
  String.raw`\bcannot (?:keep going|go on|carry on|do this)\s+(?:like this\s+)?with\s+(?:my|the|this|our)\s+(?!(?:life|everything|myself|depression|pain|thoughts|head|brain|mind|existence)\b)\w+[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:die|dead|end it|kill|tonight|pills|anymore at all)\b/ },
);

// ---------------------------------------------------------------- fourteenth round
// "no will to live" after a match: a team's loss, not a life.
add(
  'hyperbole',
  String.raw`\bno will to live\b(?<=\b(?:conceded|lost|relegat\w*|match|game|referee|ref|var|penalty|extra time|injury time|minute|derby|fixture|league|season|arsenal|united|city|chelsea|liverpool|spurs|rangers|celtic|the cup|final whistle|fantasy)\b[^]{0,200})[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:for weeks|for months|every day|anymore at all|not just the|it is not the)\b/ },
);
// "planning my own funeral 💀" because a parent saw the screen time.
add(
  'hyperbole',
  String.raw`\b(?:planning|plan|planned|picking songs for)\s+my\s+own\s+funeral\b(?=[^]{0,80}(?:lol|lmao|what songs|which songs|playlist|haha|because (?:my|she|he)|mom|mum|dad|boss|teacher))[^.!?\n]*`,
  true,
);
// The call of the void, named and explained: an intrusive flash with no wish behind it.
add('negated', String.raw`\b(?:call of the void|appel du vide|high place phenomenon|intrusive thought)\b[^]*`, true, false, {
  denial: true,
  // "does not mean i want to" explains the thought; "i want to" on its own owns it.
  unless: /\b(?:(?<!\bmeans?\s)i want(?:ed)? to|tempted|almost did|nearly did|every day now|cannot stop|getting stronger|not just a|more than a)\b/,
});
// OCD named as the source of a harm thought the writer is treating ("that's OCD", "ERP homework"): the
// whole entry is the exposure, unless it also owns a wish or an act.
add(
  'negated',
  String.raw`^(?=[^]*\b(?:part of (?:my|the) ocd|(?:that is|thats|it is|its|just|classic|my|the|an?) ocd(?: thought| thing| brain| spike| talking| again)?|ocd (?:thing|thought|brain|spike)|erp (?:homework|therapy|exercises?|practice)|exposure (?:homework|therapy|work|and response)|(?:common|especially|often) with ocd)\b)[^]*`,
  true,
  false,
  {
    denial: true,
    unless:
      /\b(?:(?<!\b(?:means?|not|no)\s)i want(?:ed)? to (?:die|do it|act|end)|not (?:just )?(?:my )?ocd|is not ocd|more than (?:the )?ocd|tempted|almost did|nearly did|last night i|cut myself|took (?:the|some|all)|pills|note|goodbye)\b/,
  },
);
// "Not the old kind of low where I wanted to stop existing, nothing like that."
add(
  'negated',
  String.raw`\bnot (?:the|that)\s+(?:old|bad|dark|scary|dangerous|worrying)\s+(?:kind|sort|type)\s+of\s+(?:low|dark|sad|bad|day|place|low day)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);
// A question about the words themselves, for a course or an article: "what's the difference between
// passive and active suicidal ideation? ... nursing lecture".
add(
  'news',
  String.raw`\bwhat is the difference between\b[^?]{0,120}\b(?:suicid\w*|self harm\w*|ideation|overdose|attempt)\b[^?]*\?(?=[^]{0,160}\b(?:lecture|course|module|quiz|exam|class|seminar|training|editor|article|articles|essay|assignment|style guide|textbook|placement|shift|patients?|clients?|students?)\b)[^.!?\n]*[.!?]?[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:which (?:one )?(?:am i|is me|do i have)|i have been (?:feeling|having)|for me)\b/ },
);
// A goodbye letter to a league, a group chat or a team: "drafting my goodbye letter to the league group chat".
add(
  'hyperbole',
  String.raw`\b(?:goodbye|farewell|resignation|retirement)\s+(?:letter|message|note|post|speech)\s+(?:to|for)\s+(?:the|my|our)\s+(?:fantasy\s+)?(?:league|fantasy|subreddit|fanbase|guild|clan|book club)\b[^.!?\n]*`,
  true,
);
// Blood taken from an arm that bruised: "the nurse take blood from my arm four times ... bruises".
add('medical', String.raw`\b(?:take|takes|took|taking|taken|draw|drew|drawing|drawn)\s+(?:my\s+)?blood\b[^]{0,200}`, false, false, {
  sentence: true,
  unless: /\b(?:myself|on purpose|cut|cutting|razor|blade|hit myself|punched)\b/,
});
// Scars explained as old and over: "asked about the scars ... 'old stuff, I'm good now' and actually meant it".
add(
  'recovery',
  String.raw`\bscars?\b[^]{0,120}?\b(?:old stuff|from years ago|years old|long healed|long time ago|ages ago|i am (?:good|fine|okay|ok|better) now)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:new ones?|fresh|again last|lied|not true|but i am not|tonight)\b/ },
);
// An urge that came back and was not acted on, told with pride: "The old urge to cut came back ... Didn't do it ... proud".
add(
  'recovery',
  String.raw`\b(?:old\s+)?urges?\b[^.!?\n]{0,40}?\b(?:came|come|coming|crept|creeping)\s+back\b(?=[^]{0,240}\b(?:did not|never|i did not)\s+(?:do it|act on it|give in|cut|do anything)\b[^]{0,120}\b(?:proud|made it through|got through|i am okay|i am ok|win)\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:tonight|right now|still want|going to)\b/ },
);
// A question asked of the writer and answered no in the next breath: "The nurse ask me, you have wish to
// be dead? I say no"; "Doctor asked me ... whether I'd thought of taking my own life ... I told him no, never".
add(
  'negated',
  String.raw`\b(?:ask|asks|asked|asking)\s+(?:me\s+)?(?:straight out\s+|directly\s+|outright\s+|again\s+)?(?:[,:]\s*)?[^.!?\n]{0,120}?[.?!]\s*(?:(?:and\s+)?i\s+)?(?:say|said|tell|told|answer|answered)\s+(?:him|her|them|the \w+)?\s*,?\s*["']?(?:(?:hell|god|oh|absolutely|definitely|good heavens|goodness|heavens|lord|gosh|good god|god no)[, ]+)?(?:no|never|not at all|nope)\b(?=[,.!\s]|$)(?:[^.!?\n]*[.!?]\s*[^.!?\n]{1,40})?`,
  true,
  false,
  {
    sentence: true,
    denial: true,
    unless:
      /\b(?:lie|lied|lying|not true|was not the truth|but (?:i|it|that) (?:was|is) not true|but i do|but i have|i did though|i did it though|but i did|i do though)\b/,
  },
);
// Old journals read back: "Found a shoebox of my old journals from 2014 ... So much about wanting to disappear".
add(
  'recovery',
  String.raw`(?<!\b(?:deleted|deleting|delete|wiped|wiping|burned|burnt|burning|threw away|binned|shredded|shredding|removed|removing)\s+(?:all\s+)?(?:of\s+)?(?:my\s+)?)\b(?:my\s+)?old\s+(?:journals?|diaries|diary|notebooks?|poems|posts|letters|notes)\b(?:\s+from\s+(?:\d{4}|years ago|school|uni|college|back then|when i was \d+)\b)?[^]{0,240}`,
  true,
  false,
  { sentence: true, unless: /\b(?:again now|feel like that again|still (?:want|feel|think)|same as now|nothing has changed|tonight|back again)\b/ },
);
// Training in asking the question: "Mental health first aid course ... role-played asking 'are you thinking about killing yourself?'".
add(
  'news',
  String.raw`\b(?:mental health first aid|mhfa|role ?play\w*|safetalk|qpr|gatekeeper training|suicide prevention (?:course|training|module|workshop))\b[^]{0,240}`,
  true,
  false,
  { sentence: true, unless: /\b(?:it made me realise i|i (?:want|wanted) to|about me|i am thinking about)\b/ },
);
// "... and I want to die. Worth it for the dance floor though."
add(
  'hyperbole',
  String.raw`\bi want to die\b[.!?,]\s*(?:but\s+)?(?:(?:so|totally|100%|absolutely)\s+)?(?:worth it|10 out of 10|10/10|no regrets|would do it again)\b`,
  true,
);
// Coding and statistics of self-harm at work: "coroner's office ... 'intentional self-harm' ... ICD-10 code ranges".
add(
  'everyday',
  String.raw`\b(?:icd ?10|icd ?11|code ranges?|coroners?|coroners office|clinical coding|coding manual|mortality (?:data|statistics))\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:i (?:want|have|did|tried)|myself|tonight|my own)\b/ },
);
// A friend's hard time told as past, with an anniversary to support: "was suicidal for a while. she's doing much better now".
add(
  'recovery',
  String.raw`\b(?:last year|years? ago|for a while|back then|dark patch|rough patch|bad patch|was suicidal)\b[^]{0,200}?\b(?:she|he|they)\s+(?:is|are)\s+(?:doing\s+)?(?:much|so much|a lot|way|loads)?\s*better now\b[^]{0,240}`,
  true,
  false,
  { sentence: true, unless: /\b(?:again|worried|scared|tonight|not answering|said goodbye|giving away|relaps\w*)\b/ },
);

// Up a height to fetch something: "climbed over the barrier to get the ball my son kicked".
add(
  'everyday',
  String.raw`\bto (?:get|fetch|retrieve|grab|rescue|reach)\s+(?:the|my|our|his|her|their|a)\s+(?:\w+\s+)?(?:ball|frisbee|kite|drone|cat|kitten|hat|phone|keys|football|shuttlecock|balloon|washing|bag)\b`,
  false,
  false,
  { sentence: true, unless: /\b(?:jump\w*|let go|end it|myself|not come down|never come down)\b/ },
);
// ---------------------------------------------------------------- fifteenth round
// A repeat prescription collected early for a trip: "how many days early can i collect my lithium repeat".
add(
  'medical',
  String.raw`\b(?:collect|pick up|order|get|request)\s+(?:my\s+)?(?:\w+\s+)?(?:repeat|prescription|refill|script|meds early)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:stockpil\w*|save them|saving them|all at once|enough to|hoard\w*|extra to keep)\b/ },
);
// A journal from a named past read back: "Read back my journal from last winter".
add(
  'recovery',
  String.raw`\bread\s+(?:back\s+|through\s+)?(?:my|an|some)\s+(?:old\s+)?(?:journals?|diary|diaries|notebooks?)\s+from\s+(?:last (?:winter|summer|spring|autumn|fall|year)|\d{4}|years ago|school|uni|college|back then|when i was \d+)\b[^]{0,240}`,
  true,
  false,
  { sentence: true, unless: /\b(?:again now|feel like that again|still (?:want|feel|think)|same as now|nothing has changed|tonight|back again)\b/ },
);
// A lethal dose of caffeine after too many energy drinks.
add(
  'medical',
  String.raw`\b(?:lethal|toxic|fatal|deadly)\s+(?:dose|amount|level)\s+of\s+(?:caffeine|coffee|energy drinks?|monsters?|red ?bull|nicotine|vitamin \w+|salt|water|chocolate)\b[^.!?\n]*[.!?]*[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:myself|to die|so i can|enough to|on purpose|want to)\b/ },
);
// Stories, novels and podcasts told from a distance.
add('news', String.raw`\b(?:crime novel|novel|thriller|detective|whodunnit|the plot|podcast|documentary|true crime|audiobook)\b[^]{0,240}`, false, false, {
  sentence: true,
  unless: new RegExp(String.raw`\b(?:i want|i have|i am going|me too|i keep thinking|myself|my own|made me want to|${ABOUT_ME})\b`),
});
add('news', String.raw`\bfaked\s+(?:his|her|their|my)\s+(?:own\s+)?(?:death|drowning|suicide|disappearance|kidnapping)\b[^.!?\n]*`, true, false, {
  sentence: true,
});
// Thoughts long behind: "that was 8 years ago and long behind me".
add('recovery', String.raw`\b(?:long|well|way|firmly|all)\s+behind me\b`, true, false, {
  sentence: true,
  denial: true,
  unless: /\b(?:back|again|lately|recently|this week|creeping)\b/,
});
// "when i say i want to disappear i mean to a cabin in norway ... not like that".
add('negated', String.raw`\bwhen i say\b[^.!?\n]{0,60}\bi mean\b(?!\s+(?:it|that|really|literally|forever|for good)\b)[^.!?\n]*`, true, false, {
  sentence: true,
  denial: true,
  unless: /\b(?:forever|for good|not wake|not like (?:that|it sounds) but)\b/,
});
// A past attempt told from a helping present: "I survived a suicide attempt at 17 and now I volunteer at a crisis line".
add(
  'recovery',
  String.raw`\b(?:survived|survivor of)\s+(?:a|an|my)\s+(?:suicide\s+)?attempt\b[^.!?\n]{0,40}\b(?:at|when i was|aged?)\s+\d{1,2}\b[^.!?\n]*\bnow\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:again|lately|recently|this week|thinking about it)\b/ },
);
// "not in a dark place or anything, just curious: why does everyone say 'unalive'".
add(
  'negated',
  String.raw`\bnot in a (?:dark|bad|scary|low) place\b[^.!?\n]{0,30}\b(?:just curious|or anything|promise|honestly)\b[^.!?\n]*[.!?]?[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);
// Walking past the place without thinking of it: "Walked past the bridge today. The one. First time in ages I didn't even think about it".
add(
  'recovery',
  String.raw`\b(?:walked|drove|went|cycled|ran|jogged)\s+(?:past|over|by|across|under)\s+(?:the|that)\s+(?:bridge|cliff|car park|station|platform|spot|place|river|tracks)\b[^]{0,80}?\b(?:first time in (?:ages|months|years|a long time)|did not even think about it|without thinking about it)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:want|pull|still|tonight|again)\b/ },
);
// A therapy session remembering a time that now "feels like reading about someone else".
add(
  'recovery',
  String.raw`\b(?:talked about|remember|remembered|thinking about|think about|looking back on|looked back at)\s+(?:that|the|last)\s+(?:winter|summer|spring|autumn|year|time|period|month)\s+when\b[^]{0,160}?\b(?:feels?|felt) like (?:reading about|a story about|it happened to|someone else|another person|a different person)\b`,
  true,
  false,
  { sentence: true },
);
// "If I have to sit through one more I will actually throw myself out the window."
add(
  'hyperbole',
  String.raw`\bif i have to (?:sit through|do|attend|hear|listen to|watch|read|join|mark|fill in)\s+(?:one more|another)\b[^.!?\n]*[.!?]?[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:for real|not joking|seriously considering|tonight|pills)\b/ },
);
// "the finale of that kdrama made me want to walk into the sea".
add(
  'hyperbole',
  String.raw`\b(?:finale|episode|ending|season|kdrama|k drama|drama|show|series|book|chapter|match|game|plot twist|cliffhanger)\b[^.!?\n]{0,60}\bmade me want to (?:walk into the sea|die|scream|throw myself|jump|disappear)\b[^.!?\n]*`,
  true,
);
// Ladders and nests: "the rope ladder snapped"; "kill the wasp nest".
add('everyday', String.raw`\brope ladder\b|\bkill\w*\s+(?:the|a|that)\s+(?:wasp|ant|hornet|bee)s?\s+nest\b`, true);
// "Going to do absolutely nothing and nobody can stop me."
add('everyday', String.raw`\bdo (?:absolutely |literally )?nothing and (?:nobody|no one) can stop me\b`, true);
// A screening question answered no: "Thoughts of death or dying? Not for a long time now, ma'am."
add(
  'negated',
  String.raw`\b(?:thoughts? of|thinking about|think about|thoughts about)\s+(?:death|dying|suicide|killing yourself|harming yourself|hurting yourself|self harm|ending your life|being better off dead)\b[^?\n]{0,40}\?\s*["']?(?:no|nope|never|none|not (?:for a long time|in years|in a long time|anymore|any more|since \w+|recently|lately))\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:lie|lied|lying|not true|but i do)\b/ },
);
add(
  'negated',
  String.raw`\b(?:firearms?|guns?|weapons?)\s+in the (?:home|house)\?\s*yes\b[^.!?\n]{0,60}\b(?:in the safe|locked|has the key|holds the key|keeps the key|gun safe|cabinet)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);

// ---------------------------------------------------------------- sixteenth round
// The local news about someone else: "Local news said another lad drowned jumping off the cliffs".
add(
  'news',
  String.raw`\b(?:local news|news said|news says|news reported|the paper said|the papers said|it was on the telly|was on the radio)\b[^.!?\n]*`,
  false,
  false,
  { sentence: true, unless: /\b(?:i want|i have been|me too|made me think about|i keep thinking|myself|my own)\b/ },
);
// "mum posted a baby pic of me ... im literally going to unalive myself 😭"
add(
  'hyperbole',
  String.raw`\b(?:literally|actually|legit|lowkey|just)\s+(?:going to|about to)\s+(?:unalive|kill|end)\s+myself\b(?<=\b(?:${TRIVIAL}|posted|tagged|baby pics?|baby photos?|photo|pic|facebook|instagram|screenshot|group chat|cringe|embarrass\w*)\b[^]{0,160})[^.!?\n]*`,
  true,
);
// Walking or cycling a famous bridge on a trip.
add(
  'everyday',
  String.raw`\b(?:walk|walking|cycle|cycling|bike|biking|drive|driving|run|running)\s+(?:across|over)\s+(?:the\s+)?(?:\w+\s+){0,3}bridge\b[^.!?\n]*[?.!]?[^.!?\n]{0,60}`,
  false,
  false,
  { sentence: true, unless: /\b(?:jump\w*|edge|railings?|alone at night|last time|end it|never come back|fences?|how high|the drop)\b/ },
);
// "group project partners make me want to jump off a bridge fr"
add(
  'hyperbole',
  String.raw`\bmakes?\s+me\s+want\s+to\s+(?:jump off a bridge|die|kill myself|walk into the sea|throw myself (?:off|out of|under) \w+(?: \w+)?)\b(?=[^]{0,80}\b(?:for real|fr|lol|one of them|because|literally)\b)(?<=\b(?:partners?|project|group|teachers?|boss|meetings?|customers?|colleagues?|coworkers?|roommates?|flatmates?|siblings?|traffic|commute|printer|wifi|assignment|homework|exams?|lecture|admin|emails?|spreadsheets?)\b[^]{0,60})[^.!?\n]*`,
  true,
);
// A pet's tablet hidden in food: "a tablet hidden in cheese twice a day".
add(
  'medical',
  String.raw`\b(?:tablets?|pills?|meds|medicine|wormer)\s+(?:hidden|hide|hid|hiding|wrapped|crushed|mashed)\s+(?:up\s+)?in\s+(?:cheese|ham|food|a treat|treats|butter|peanut butter|her food|his food|its food|pill pockets?|sausage|chicken)\b[^.!?\n]*`,
  true,
);
// "phone on 2% and no charger on this train, i'm going to die"
add('hyperbole', String.raw`\b(?:phone|battery|laptop)\s+(?:is\s+)?(?:on|at)\s+\d+\s*%[^.!?\n]*`, true, false, {
  sentence: true,
  unless: /\b(?:for real|not joking|pills|tonight i)\b/,
});
// "let me die peacefully in bed pls and bring nurofen"
add('hyperbole', String.raw`\blet me die (?:in peace|peacefully)\b[^.!?\n]*`, true, false, {
  sentence: true,
  unless: /\b(?:for real|not joking|serious|seriously|tonight|pills)\b/,
});
// A parent alarmed by coursework: "mum found my poem and freaked out thinking i'm gonna hurt myself. it's ... english coursework".
add(
  'negated',
  String.raw`\b(?:freaked out|panicked|panicking|worried|worries|thinks|thought|thinking|convinced)\b[^.!?\n]{0,30}\bi am (?:going to|about to) (?:hurt|harm|kill) myself\b[^]{0,160}?\b(?:coursework|homework|assignment|for english|for class|for school|i am fine|i am ok|i am okay)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true },
);

// ---------------------------------------------------------------- seventeenth round
// A bungee jump told afterwards: "Paying to jump off a bridge is the most unhinged thing I've ever done."
add(
  'everyday',
  String.raw`\b(?:jump|jumping|jumped)\s+off\s+(?:a|the)\s+(?:\w+\s+)?(?:bridge|cliff|platform|crane|tower|plane|ledge)\b(?<=\b(?:bungee|bungy|sky ?div\w*|base jump\w*|harness|paying to|paid to|we paid|i paid|booked)\b[^]{0,160})[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:without (?:the|a) (?:cord|rope|harness)|no (?:cord|rope|harness)|for real|not come back|end it|kill\w*|suicid\w*|for good)\b/,
  },
);
// A game's scene asked about: "in disco elysium can you make harry shoot himself in the first scene?".
add(
  'news',
  String.raw`\b(?:make|let|have|get)\s+(?:\w+\s+){0,2}?(?:shoot|kill|hang|stab|drown)\s+(?:himself|herself|themselves|themself)\b(?=[^]{0,120}\b(?:ending|endings|scene|game|level|playthrough|achievement|cutscene|quest|dialogue|route|npc|character|chapter|episode|save file|mod)\b)`,
  true,
);
// A hard class told as a hard class: "by the third hill climb I wanted to die. Booked again for Thursday".
add(
  'hyperbole',
  String.raw`\b(?:spin|hiit|crossfit|bootcamp|boot camp|pilates|zumba|leg day|burpees|hill climbs?|hill sprints|the instructor|my trainer|personal trainer|circuits|the workout|the class|parkrun|half marathon|the marathon|the last (?:mile|km|lap)|the final (?:climb|hill|lap|set|round))\b[^.!?]{0,80}?\bi\s+(?:wanted|thought i was going|was going|was about|honestly wanted|genuinely wanted|actually wanted)\s+to\s+die\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:for real|not joking|kill myself|suicid\w*|every day|still do|anyway|lately)\b/ },
);
// An anniversary of a dark night, told from a safe present: "Five years ago tonight I was sitting in
// my car thinking about ending things. I don't think about it now."
add(
  'recovery',
  String.raw`\b(?:\w+|a|one)\s+(?:years?|months?)\s+ago\s+(?:today|tonight|this (?:week|month|morning|evening))\b[^]{0,200}?\bi\s+(?:do not|have not|no longer|hardly ever|rarely)\s+(?:think about it|thought about it|feel (?:like that|that way)|go there)\s*(?:now|anymore|any more|these days|for (?:a long time|years|ages))?\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:again|back|lately|but (?:tonight|now|lately|this week)|started|returned|creeping|miss)\b/ },
);
// The screening question met with an exclamation: "asked if I ever feel life's not worth living. Good heavens, no."
add(
  'negated',
  String.raw`\basked\s+(?:me\s+)?(?:if|whether)\s+i\b[^.!?]{0,80}?\b(?:not worth living|want(?:ed)? to die|suicid\w*|hurt(?:ing)? myself|harm(?:ing)? myself|end(?:ing)? (?:my life|it all|things)|better off dead|self harm\w*|thoughts? of (?:dying|death|suicide|ending))\b[^.!?]{0,30}[.!?]\s*(?:(?:good heavens|good lord|goodness me|goodness|heavens|lord|gosh|god|oh|dear me|christ|crikey|blimey|absolutely|definitely|certainly|honestly|hand on heart)\W+)?(?:no|not at all|never|nope|certainly not|absolutely not)\b[^.!?\n]*`,
  true,
  false,
  { denial: true },
);

// ---------------------------------------------------------------- eighteenth round
// Embarrassment told by its cause: "Wanted to jump off the nearest bridge after I accidentally sent 'love you, Dad x' to the whole department".
add(
  'hyperbole',
  String.raw`\bwant(?:ed)?\s+to\s+(?:jump off (?:the|a) (?:nearest\s+)?(?:bridge|cliff|roof)|die|walk into the sea|disappear|crawl into a hole)\b(?=[^.!?]{0,60}\b(?:accidentally|by accident|by mistake)\s+(?:sent|said|called|replied|emailed|texted|posted|hit|cc)\b)[^.!?\n]*`,
  true,
);
// History asked about: "I heard bankers jumped out of windows, was that actually true or a myth?".
add(
  'news',
  String.raw`\b(?:bankers|brokers|investors|stockbrokers|traders|people|men|workers|soldiers|prisoners)\s+(?:jumped|leapt|threw themselves)\s+(?:out of|off|from)\b[^.!?\n]*`,
  true,
);
// A wish to walk into the sea that dinner answers: "I want to walk into the sea. Instead I ordered pad see ew".
add(
  'hyperbole',
  String.raw`\bwant\s+to\s+(?:walk into the sea|jump off a bridge|lie down in the road|scream into the void)\b[.!]?\s*(?:instead|but instead|so instead|then)\s+i\s+(?:ordered|made|had|cooked|watched|went|ate|bought|got|booked)\b`,
  true,
);
// A leaving do ended nicely: "Wrote my goodbye email to the team three times. Want to end it nicely".
add(
  'everyday',
  String.raw`\bend\s+(?:it|things)\s+(?:nicely|well|on a (?:high|good note|positive note|nice note)|properly|gracefully|on good terms)\b(?<=\b(?:last day|goodbye email|leaving do|farewell|team|job|contract|internship|placement|despedida|send off|send-off|relationship|lease)\b[^]{0,160})`,
  true,
);
// Slang said and taken back: "i said 'kms' in the group chat about the chem test ... i was NOT serious".
add(
  'negated',
  String.raw`\b(?:said|typed|wrote|posted|texted|put)\s+["']?(?:kill myself|kill yourself|i want to die|i am going to kill myself)["']?\s+(?:in|on|to)\b(?![^]{0,220}\b(?:was not joking|not joking|am not joking|i meant it|was serious|am serious|was not kidding)\b)[^]{0,200}?\b(?:was not serious|not serious|joking|kidding|just how we talk|a joke|figure of speech|did not mean it|meant nothing)\b`,
  true,
  false,
  { denial: true },
);
// Others' assumptions denied: "People think because I'm quiet I want to harm myself. I don't."
add(
  'negated',
  String.raw`\b(?:people|they|everyone|everybody|my (?:\w+ )?(?:mum|mom|dad|parents|family|aunties|teachers?|friends))\s+(?:think|thinks|assume|assumes|worry|worries)\s+(?:that\s+)?(?:(?:because|if)\s+[^.!?]{0,30}\s+)?(?:i|you)\s+(?:want to|am going to|might|will)\s+(?:harm (?:myself|yourself)|hurt (?:myself|yourself)|kill (?:myself|yourself)|die)\b(?:\s+because\s+[^.!?]{0,40})?[.!?,]?\s*i\s+(?:do not|am not|will not|would not)\b`,
  true,
  false,
  { denial: true },
);
// A dark phrase written yesterday and explained today: "Noticed I wrote 'want to disappear' here yesterday ... I meant ... Not the other thing."
add(
  'negated',
  String.raw`\b(?:noticed|saw|realised|realized|reread|re read|read back)\b[^.!?]{0,20}\bi\s+(?:wrote|said|typed|put)\b[^]{0,220}?\b(?:i meant|not the other thing|not like that|i did not mean)\b`,
  true,
  false,
  { denial: true, unless: /\b(?:but (?:i|it)|actually i did|i lied)\b/ },
);
// Goodbye letters torn up a year on: "This time last year I wrote goodbye letters. Today I read them again and tore them up".
add(
  'recovery',
  String.raw`\b(?:this time last year|a year ago|last year|years ago|back then)\b[^.!?]{0,60}\b(?:wrote|written)\s+(?:goodbye|suicide|farewell)\s+(?:letters?|notes?)\b(?=[^]{0,120}\b(?:tore|ripped|burned|burnt|shredded|threw)\b)[^]{0,160}`,
  true,
  false,
  { sentence: true, unless: /\b(?:again tonight|write new ones|new ones|wrote them again|still (?:want|think))\b/ },
);
// A form filled in: "Burnout: yes. Suicidal thoughts: no."
add(
  'negated',
  String.raw`\b(?:suicidal (?:thoughts|ideation|feelings)|thoughts of (?:suicide|self harm|ending (?:my|your) life)|self harm|risk to self)\s*:\s*(?:no|none|never|n a|nil|0)\b`,
  true,
  false,
  { denial: true },
);
// Eating past full: "I eat until I want to die."
add(
  'hyperbole',
  String.raw`\b(?:ate|eat|eaten|eating|stuffed myself)\s+(?:so much\s+)?(?:until|till|that)\s+i\s+(?:want(?:ed)?\s+to\s+die|could (?:have )?die[d]?|nearly died|almost died)\b`,
  true,
);
// Prepaid funerals and time capsules: "Sorted out my funeral plan with the Co-op, all prepaid ... at eighty-four".
add(
  'everyday',
  String.raw`\bfuneral plan\b(?=[^]{0,200}\b(?:at (?:my age|seventy|eighty|ninety|7\d|8\d|9\d)|eighty \w+|ninety \w+|seventy \w+|only sensible)\b)[^.!?\n]*|\btime capsule\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:soon|this week|before i|tonight|not be here|will not be around|end it|kill\w*|suicid\w*)\b/ },
);
// A retirement's goodbye email: "Last day at the council after thirty-one years. Sent my goodbye email to all staff".
add(
  'everyday',
  String.raw`\b(?:goodbye|farewell|leaving)\s+(?:email|card|speech|do|drinks|lunch|cake)\b(?<=\b(?:last day|retir\w+|after (?:\w+ )?(?:\w+ )?years|new job|leaving do)\b[^]{0,160})[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:for good|not be here|end it|kill\w*|suicid\w*|forever)\b/ },
);
// Knives for a festival sacrifice: "Sharpened all the knives before Eid, qurbani is tomorrow."
add(
  'everyday',
  String.raw`\b(?:sharpen\w*|cleaned|bought)\s+(?:all\s+)?(?:the|my|our)\s+(?:knives|knife|blades?|cleaver)\b(?=[^]{0,120}\b(?:qurbani|eid|bakrid|sacrifice|slaughter|butcher\w*|goat|lamb|pig roast|hog|deer|venison|turkey)\b)[^.!?\n]*`,
  true,
);
// A newspaper told in Patois: "Gleaner seh one man kill himself inna Portmore".
add(
  'news',
  String.raw`\b(?:gleaner|observer|star|newspaper|the paper|news|radio|facebook|whatsapp|bbc|cnn)\s+(?:seh|sey|say|says|said|reported|reports|wrote)\b[^.!?\n]*`,
  true,
);
// A place reclaimed: "Went back to the bridge where I nearly jumped, but this time with my partner and a picnic."
add(
  'recovery',
  String.raw`\bwhere\s+i\s+(?:nearly|almost)\s+(?:jumped|did it|died|ended it|ended things)\b(?=[^.!?]{0,80}\b(?:this time with|but this time|with my (?:partner|wife|husband|friends?|therapist|kids|daughter|son|dog)|picnic|reclaim\w*|celebrat\w*)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:again tonight|still want|finish|this time i will|properly)\b/ },
);

// A screening question answered with a reason to live: "Doctor asked if I ever wished I were dead ...
// I told him I want to see Lily graduate".
add(
  'negated',
  String.raw`\b(?:ask|asks|asked|asking)\s+(?:me\s+)?(?:if|whether)\b[^.!?\n]{0,120}?[.?!]\s*(?:[^.!?\n]{0,60}[.!?]\s*)?(?:(?:and\s+)?i\s+)?(?:told|tell|said|say)\s+(?:him|her|them|the \w+)\s+(?:that\s+)?i\s+(?:want|plan|mean|intend|hope|am going)\s+to\s+(?:see|be there|be around|watch|live|meet|dance|walk|hold|get|keep)\b[^.!?\n]*`,
  true,
  false,
  { denial: true, unless: /\b(?:lie|lied|lying|not true|but i do|but i did)\b/ },
);
// Others reading too much into a post: "my friends think I want to take my life because I posted a sad
// status ... I was only quoting a song".
add(
  'negated',
  String.raw`\b(?:they|friends|people|everyone|everybody|mum|mom|dad|parents|my \w+|she|he|teachers?|counsell?ors?)\s+(?:think|thinks|thought|are worried|were worried|worry|assume|assumes|assumed|are convinced|is convinced)\s+(?:that\s+)?i\s+(?:want|wanted|am going|was going|am about)\s+to\s+(?:take my life|kill myself|die|end it|end my life|hurt myself)\b(?=[^]{0,160}\b(?:quoting|quoted|quote|lyrics?|song|joke|joking|misunderstood|misread|out of context|only posted|was only|just a (?:song|quote|line|meme))\b)[^.!?\n]*`,
  true,
  false,
  { denial: true, unless: /\b(?:but i do|they are right|and i do|maybe they are right|not the joke|not joking|not a joke)\b/ },
);
// Accidents and excitement told with "nearly killed myself" and what did it: "almost killed myself
// shouting", "nearly killed myself slipping on the lino".
add(
  'accident',
  String.raw`\b(?:almost|nearly|practically|basically)\s+killed\s+myself\s+(?:shouting|screaming|yelling|slipping|tripping|falling|laughing|running|rushing|sprinting|cycling|skating|skiing|cheering|celebrating|climbing|carrying|lifting|getting|trying to (?:carry|lift|get|catch|fix|reach|move|open|grab)|on (?:the|a|some)\s+(?:ice|stairs|steps|lino|floor|wet|rug|ladder|skateboard|scooter|bike|treadmill|trampoline)|over (?:the|a)\s+\w+|with (?:the|a)\s+(?:ladder|drill|hoover|vacuum|mower|chainsaw|scooter|skateboard))\b[^.!?\n]*`,
  true,
);
// A game's deaths: "killed myself off the same cliff like 40 times going for the wrong jump lol".
add(
  'everyday',
  String.raw`\bkilled\s+myself\b[^.!?\n]{0,60}\b(?:like\s+)?(?:\d+|twenty|thirty|forty|fifty|a hundred|hundreds of|dozens of|so many|too many)\s+times\b(?=[^]{0,200}\b(?:lol|game|boss|level|build|respawn|checkpoint|elden ring|dark souls|minecraft|fortnite|mario|jump|run|speedrun|controller|ps5|xbox|switch)\b)[^.!?\n]*`,
  true,
);
// A tabletop character's stunt: "My D&D rogue wants to fake his own death by leaping off a cliff".
add(
  'news',
  String.raw`\b(?:d ?n ?d|d and d|d & d|dnd|dungeons and dragons|tabletop|campaign|dm|dungeon master|pathfinder|my (?:character|rogue|wizard|paladin|bard|ranger|cleric|warlock|druid|fighter|barbarian|sorcerer|monk|sim|oc))\b[^.!?\n]*(?:fake (?:his|her|their|my) (?:own )?death|roll for|the table|session)[^.!?\n]*|\bfake\s+(?:his|her|their)\s+own\s+death\b[^.!?\n]*`,
  true,
);
// Writing it up as a clinician: "document a self-inflicted laceration in a patient care report".
add(
  'medical',
  String.raw`\b(?:document|documenting|documented|chart|charting|charted|record|recording|code|coding|write up|writing up|describe|describing)\s+(?:a|an|the)?\s*(?:self inflicted|self harm)\s+(?:laceration|wound|injury|injuries|cut|burn|gsw|gunshot)\b[^.!?\n]*(?=[^]{0,160}\b(?:patient|report|pcr|notes|chart|emt|paramedic|nurse|doctor|medic|shift|triage|clinical)\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:my own|on myself|i did|i gave myself)\b/ },
);
// "Said 'I want to die' out loud" at the printer and got a laugh.
add(
  'hyperbole',
  String.raw`\b(?:said|says|say|yelled|shouted|groaned|muttered|announced|screamed)\s+(?:i want to die|kill me|i am going to die|just kill me)\s+(?:out loud|aloud|to the room|to the office|to nobody)\b[^.!?\n]*(?=[^]{0,160}\b(?:laugh\w*|lol|funny|best moment|joke)\b)`,
  true,
);
// A teenager's threat over a photo: "if I post the beach photo she will 'literally end it all'".
add(
  'hyperbole',
  String.raw`\bif\s+(?:i|you|we|mum|mom|dad)\s+(?:post|posts|share|shares|wear|wears|sing|sings|dance|dances|show|shows|tell|tells|embarrass|mention|bring up|pick (?:her|him|them) up)\b[^.!?\n]{0,60}\b(?:she|he|they)\s+(?:will|would|is going to|are going to)\s+(?:literally\s+|actually\s+|simply\s+)?(?:end it all|die|kill (?:herself|himself|themselves)|perish|combust|never recover)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:meant it|serious|seriously|for real|was not joking|not joking)\b/ },
);
// Old poems read out at dinner: "mum found my emo poetry from 2009 and read it out ... i would like to be dead".
add(
  'hyperbole',
  String.raw`\b(?:would like to be dead|want to die|wanted to die|want the ground to swallow me|would like to die)\b(?<=\b(?:read|reading|reads)\s+(?:it|them|some|one|bits)?\s*(?:out|aloud|out loud)\b[^]{0,160})[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:for real|seriously|not joking|every day|for weeks|for months|again tonight)\b/ },
);
// A pharmacy or ward's controlled drug count: "doing the controlled drug register check, counting every oxycodone tablet twice".
add('medical', String.raw`\b(?:controlled drugs?|cd)\s+(?:register|check|count|book|cupboard|audit|stock check)\b[^.!?\n]*`, true, false, {
  sentence: true,
  unless: /\b(?:for me|for myself|enough|took|take|taking|swallow\w*|pocket\w*|kept some|home with me|maths|math|noticed|notice)\b/,
});
// A hangover: "Hangover from Aislings thirtieth ... Genuinely wanted to die at about 11am. Full fry sorted me."
add(
  'hyperbole',
  String.raw`\b(?:wanted to die|want to die|wished i was dead|was dying|could have died)\b(?<=\b(?:hangover|hungover|hanging|the drink|drinking|last night was|the session|the night out)\b[^]{0,120})[^.!?\n]*(?=[^]{0,120}\b(?:sorted me|fry|never again|fixed me|recovered|paracetamol and|water and|pub|pint|lol)\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:for real|every day|for weeks|still do|still want|not just the)\b/ },
);
// Recovery told in Pidgin or Patois: "two years today since I try kill myself ... Thank God for life".
add(
  'recovery',
  String.raw`\b(?:\w+\s+)?(?:years?|months?)\s+(?:today\s+|now\s+)?since\s+i\s+(?:tried to kill myself|attempted suicide|tried to end (?:it|my life)|my attempt)\b[^.!?\n]*(?=[^]{0,240}\b(?:thank god|grateful|thankful|now i|counselling|therapy|business|proud|alive|doing well|better now|glad)\b)`,
  true,
  false,
  { sentence: true, unless: /\b(?:again|want to try|still want|wish it had|finish|tonight)\b/ },
);

// Scars marked, not hidden: "a thin silver bracelet to wear where the scars are, not to hide them but to mark them".
add(
  'recovery',
  String.raw`\b(?:bracelet|tattoo|ring|band|bangle|watch)\b[^.!?\n]{0,60}\b(?:where|over|on|across)\s+(?:the|my)\s+(?:old\s+)?scars\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:fresh|new ones?|again|last night|this week|hide the new|so nobody sees)\b/ },
);

// Near-death by surprise, laughed off: "the presentation is tomorrow, not next week. I almost die haha!!"
add('hyperbole', String.raw`\b(?:i\s+)?(?:almost|nearly)\s+(?:die|died|dead)\b\s*[.!]*\s*lol\b`, true);
// A past crisis told from a well present: "I was suicidal last year and I am in a much better place now";
// "18 months out from a suicide attempt and doing well".
add(
  'recovery',
  String.raw`\b(?:i\s+)?was\s+suicidal\s+(?:last year|years ago|a few years ago|in (?:19|20)\d\d|at (?:uni|university|school|college)|as a teen\w*|back then)\b[^.!?\n]{0,30}\b(?:much better|better place|doing well|good place|better now|recovered|well now)\b[^.!?\n]*|\b(?:\w+\s+)?(?:months?|years?)\s+out\s+from\s+(?:a|my)\s+(?:suicide\s+)?attempt\b[^.!?\n]{0,20}\b(?:doing well|and well|thriving|better|good|healthy)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:again now|back again|coming back|relapse\w*|tonight|this week)\b/ },
);

// The question answered with a bare, loud no: "asked, very carefully, if I was going to hurt myself. NO, Mum."
add(
  'negated',
  String.raw`\b(?:ask|asks|asked|asking)\b[^.!?\n]{0,40}?\b(?:if|whether)\s+i\s+(?:was|am|were)\s+(?:going to|planning to|thinking of|thinking about|about to)\s+(?:hurt|kill|harm|hurting|killing|harming)\s+myself\b[^.!?\n]*[.?!]\s*no\s*[,.!]+(?:\s*(?:mum|mom|dad|mother|father|nan|gran|\w+)\s*[.!]+)?`,
  true,
  false,
  { denial: true, unless: /\b(?:lie|lied|lying|not true|but i (?:am|was|do|did))\b/ },
);

// A clinician's notes: "Pt presented following deliberate self-harm, two linear lacerations L forearm ...
// safeguarding referral made"; "superficial self-inflicted lacerations, sutured and referred to psych liaison".
add(
  'medical',
  String.raw`\b(?:pt|patient|patients|presented|presenting|sutured|referred|liaison|safeguarding|triage)\b[^.!?\n]{0,120}\b(?:self inflicted|self harm|deliberate self harm|dsh|suicide attempt)\b[^.!?\n]*|\b(?:self inflicted|deliberate self harm|dsh)\b[^.!?\n]{0,100}\b(?:sutured|referred|referral|liaison|safeguarding|no tendon|steri strips?)\b[^.!?\n]*|\bsuicide attempt (?:wala|wali|waale) (?:patient|case|mareez)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:myself|my (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|stomach|skin)|i did it|i cut|i hurt)\b/ },
);
// Someone else's near miss quoted: "'Nearly killed myself,' he said, laughing through the gas and air."
add('accident', String.raw`\b(?:nearly|almost)\s+killed\s+myself\s*,?\s*(?:he|she|they|the \w+)\s+(?:said|says|joked|laughed|told me)\b[^.!?\n]*`, true);

// ---------------------------------------------------------------- twentieth round
// (Written from the nineteenth detector's final-split false alarms, folded into training as set AH.)
// A denial that rules out one ending and names another: "at no point did i think about ending it. i
// thought a lot about ending the relationship".
add(
  'negated',
  String.raw`\b(?:at no (?:point|time|stage)|not once|never once)\s+(?:did|have|had|was)\s+i\s+(?:think|thought|consider|considered|want|wanted|feel|felt|plan|planned)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, denial: true, unless: /\b(?:but|except|until|lie|lied|lying)\b/ },
);
// A goodbye letter for a funeral: "writing a goodbye letter to my mum to put in her coffin".
add(
  'grief',
  String.raw`\b(?:goodbye|farewell|last)\s+(?:letter|note|card|message)\s+(?:to|for)\s+(?:my\s+)?(?:late\s+)?(?:\w+\s+)?(?:mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|husband|wife|brother|sister|son|daughter|friend|aunt|auntie|uncle|cousin|partner|dog|cat)\b[^.!?\n]{0,60}\b(?:coffin|casket|grave|graveside|funeral|memorial|service|urn|cremation|wake)\b[^.!?\n]*`,
  true,
);
// A wish to die answered by its own punchline: "nepa took light in the middle of the shootout. i wan
// die. who did i offend?"
add(
  'hyperbole',
  String.raw`\bi\s+(?:want to|wan)\s+die\s*[.!]*\s*(?:who did i offend|what did i do to deserve this|chai|abeg|haba|ehn|lmao|lol|smh|why me lol)\b`,
  true,
);
// Love sent to the family over a workout or an ordeal that is a joke: "gym day 1: legs are gone. please
// tell my family i loved them. also tell them to bring snacks".
add(
  'hyperbole',
  String.raw`\btell\s+my\s+(?:family|mum|mom|wife|husband|kids|parents|children|cat|dog)\s+(?:that\s+)?i\s+love(?:d)?\s+(?:them|her|him)\b(?=[^]{0,60}\b(?:snacks|pizza|lol|lmao|haha|bring (?:me )?(?:food|cake|wine|chocolate)|the playlist)\b|(?<=\b(?:gym|leg day|legs are gone|workout|spin class|crossfit|squats|burpees|marathon|half marathon|bootcamp|boot camp|pilates|hiit|hike|hot yoga)\b[^]{0,100}))`,
  true,
);
// The joke explained straight after: "im going to end it all. by it all i mean my membership of this
// group chat".
add(
  'hyperbole',
  String.raw`(?:\bi\s+(?:am\s+)?(?:going to|about to|will|want to)\s+)?\b(?:end|ending)\s+(?:it all|it|things|everything)\b[^]{0,60}?\bby\s+(?:it all|it|that|this|everything|things|end it all|ending it)\s+i\s+(?:mean|meant)\b[^.!?\n]*`,
  true,
);
// Pest control: "bought rat poison for the godown, mice are eating the rice sacks".
add(
  'everyday',
  String.raw`\b(?:rat|mouse|mice|rodent|roach|cockroach|ant|slug|wasp|termite)\s+(?:poison|bait|killer|pellets)\b(?![^]{0,200}\b(?:for a person|enough|how much|myself|for me)\b)(?=[^]{0,120}\b(?:mice|rats|rodents|the dog|the cat|pets?|godown|barn|shed|garage|loft|attic|store ?room|warehouse|sacks|grain|rice|traps?|infest\w*|droppings|nest)\b)[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:myself|for me|for a person|swallow|drink|how much|enough to|not why|looking at it|no (?:rats|mice|pests)|there are no|even though)\b/,
  },
);
// Years since the thoughts stopped: "one year since i stopped think about done with life. i am good now".
add('recovery', String.raw`\b(?:\w+\s+)?(?:years?|months?)\s+since\s+i\s+(?:stopped|stop|quit)\s+(?:thinking|think)\s+about\b[^.!?\n]*`, true, false, {
  sentence: true,
  unless: /\b(?:again|back|relapse\w*|tonight|until)\b/,
});
// Talked down years ago and thankful: "five years ago this week i stood on the menai bridge and a
// stranger talked me down. ... still here, still grateful".
add(
  'recovery',
  String.raw`\b(?:\w+|\d+)\s+years?\s+ago\b[^]{0,140}?\btalked\s+me\s+(?:down|off|back|out of it)\b(?=[^]{0,200}\b(?:still here|grateful|thankful|alive because|thanks to (?:him|her|them))\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:back there|tonight|going back|this time)\b/ },
);
// The thought gone for a long while: "the thought of not being here hasnt visited in ages".
add(
  'recovery',
  String.raw`\b(?:the\s+)?(?:thought|thoughts|idea|urge|urges|wish)\s+(?:of|to|about)\s+[^.!?\n]{0,40}?\b(?:has not|have not|hasnt|havent)\s+(?:visited|come back|come up|crossed my mind|been around|shown up|returned|been back)\s+in\s+(?:ages|months|years|a long time|a long while|forever|over a year)\b[^.!?\n]*`,
  true,
);
// Hours and pay cut: "my hours got cut again".
add(
  'everyday',
  String.raw`\b(?:hours|shifts?|pay|wages?|salary|overtime|budget|funding|benefits?|allowance|pension|hours at work|working hours|contract|bonus)\s+(?:got|were|was|have been|has been|getting|being|are being|is being|are|is)\s+(?:\w+\s+)?cut\b(?:\s+again)?`,
  true,
);

// From the twentieth round's training sets (AI, AJ): the same words in safe lives.
// A deadline for a detox: "deleted tiktok and insta for exam season. giving myself till june 20th".
add(
  'everyday',
  String.raw`\bgiving myself (?:till|until|to)\b(?<=\b(?:deleted|uninstalled|logged out|detox|break from|exam season|exams|no sugar|no alcohol|dry (?:january|july)|sober|diet|challenge|screen time|social media|tiktok|insta|instagram)\b[^]{0,100})[^.!?\n]*`,
  true,
);
// Medicine bought or sorted for an illness or a week's doses: "stocked up on paracetamol and lemsip
// because the whole house has flu"; "mi count out all mi tablets inna di little box fi di week".
add(
  'medical',
  String.raw`\b(?:stocked up on|bought|got in)\b[^.!?\n]{0,40}\b(?:because|since|as|for)\s+(?:the\s+)?(?:whole\s+)?(?:house|kids|family|everyone|we|i)\s+(?:has|have|got|caught|are down with)\s+(?:the\s+)?(?:flu|a cold|colds|covid|the lurgy|a bug|a virus|tonsillitis|chickenpox)\b[^.!?\n]*|\b(?:count|counted|counting|sort|sorted|sorting)\s+out\s+(?:all\s+)?(?:my\s+|mi\s+|her\s+|his\s+)?(?:tablets|pills|meds|medicine)\s+(?:inna|in|into)\s+(?:the\s+|di\s+)?(?:little\s+)?(?:box|organi[sz]er|dosette|pill box|tray)\b[^.!?\n]*`,
  true,
);
// "ive taken all of them - the supplements the nutritionist sold me".
add(
  'everyday',
  String.raw`\b(?:taken|took)\s+all\s+of\s+them\W+(?:the|my)\s+(?:supplements|vitamins|classes|courses|photos|exams|tests|shots|jabs|samples|pictures)\b[^.!?\n]*`,
  true,
);
// A crowd at a bridge or a station: "stood on the railway bridge watching the steam special go underneath".
add(
  'everyday',
  String.raw`\b(?:stood|standing|stand|sat|waited)\s+on\s+the\s+(?:railway\s+|road\s+|foot\s+)?bridge\s+(?:watching|to watch|waving|taking photos|filming)\s+(?:the\s+)?(?:steam|train|trains|special|parade|fireworks|boats|race|runners|marathon|regatta|procession)\b[^.!?\n]*`,
  true,
);
// Spent after a race: "said just let me die here on the sofa after the marathon".
add(
  'hyperbole',
  String.raw`\b(?:let me|i want to|i wan|i am going to)\s+die\b(?=[^.!?\n]{0,40}\b(?:after|from)\s+(?:the|that|this|my)\s+(?:marathon|race|run|gym|workout|hike|leg day|spin class|half|ultra|triathlon|match|shift)\b)[^.!?\n]*`,
  true,
);
// Lagos traffic: "i wan die! this lekki traffic na pure wickedness".
add(
  'hyperbole',
  String.raw`\bi\s+(?:want to|wan)\s+die\s*[!.]*\s*(?:this|dis|dat|that)\s+\w+\s+(?:traffic|heat|queue|nepa|light|wahala|go slow|hold up|na)\b[^.!?\n]*`,
  true,
);
// Self-harm told to a child as the past with help since: "i used to hurt myself when i was sad at
// sixteen, i got help, and now i talk instead".
add(
  'recovery',
  String.raw`\bi\s+used\s+to\s+(?:hurt|cut|harm|burn|hit)\s+myself\b[^.!?\n]{0,60}\b(?:i got help|got help|therapy|now i|and now|i stopped|stopped)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:again|lately|last night|started|relapse\w*|want to|urge\w*)\b/ },
);
// Gas kept safe: "does carbon monoxide build up if i run the generator in the barn? want it set up safe".
add(
  'everyday',
  String.raw`\bcarbon monoxide\b(?=[^]{0,120}\b(?:safe|safely|safety|alarm|detector|ventilat\w*|vent it|before winter|for the kids|for the animals|check)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:how long|enough to|myself|painless|fall asleep|not wake|die|dying|end)\b/ },
);
// First aid training: "learned to put on a tourniquet today. scary how fast a leg wound can bleed out".
add(
  'medical',
  String.raw`\b(?:tourniquet|first aid|stop the bleed|trauma (?:course|training)|cpr (?:course|training|class)|wound packing)\b[^]{0,120}?(?:\bbleed out\b|\bbleeding out\b)[^.!?\n]*`,
  true,
);

// A screening question answered no after a word: "asked me if i was thinking about killing myself.
// honestly, no."
add(
  'negated',
  String.raw`\b(?:ask|asks|asked|asking)\b[^.!?\n]{0,40}?\b(?:if|whether)\s+i\s+(?:was|am|have|had|were)\s+(?:\w+\s+){0,2}?(?:thinking|thought|think)\s+(?:about|of)\s+(?:kill(?:ing)? myself|suicide|ending (?:it|my life)|hurting myself|harming myself)\b[^.!?\n]*[.?!]\s*(?:honestly|truthfully|the answer is|answer|really|and|truly)\s*,?\s*no\b[^.!?\n]*`,
  true,
  false,
  { denial: true, unless: /\b(?:lie|lied|lying|not true|but i (?:am|was|do|did|have))\b/ },
);

// Added after the twentieth detector's final split was scored, from its grammar false alarms (the
// figures in the README and tests/unit/safety-final-split.test.ts are from before).
// Someone's stock line at a small trigger: "says im gonna end it all every time he loses at fifa";
// "saying i want to die every time i turn off the ipad. hes four".
add(
  'hyperbole',
  String.raw`\b(?:i am going to|i want to|i will|i wanna)\s+(?:end it all|die|kill myself)\b[^.!?\n]{0,30}\bevery\s+(?:time|single time)\s+(?:he|she|they|i|we)\s+(?:loses?|lost|gets?|turns?|cut|cuts|have to|has to|is told|are told|say|says|take|takes)\b[^.!?\n]*`,
  true,
);
// A small child's declaration: "theo (3) announced im going to die because i cut his toast into squares".
add('hyperbole', String.raw`\((?:[1-7])\)\s+(?:announced|said|shouted|yelled|screamed|declared|wailed|informed me)\b[^.!?\n]*`, true);
// A word asked about: "what does unalive mean? my 10 year old keeps saying it".
add(
  'everyday',
  String.raw`\bwhat\s+(?:does|do)\s+(?:the word\s+|the term\s+|the phrase\s+)?(?:kill myself|kill themselves|kms|unalive)\s+(?:mean|stand for)\b[^.!?\n]*`,
  true,
);
// Rhymes and lyrics: "writing a metal song called gallows hymn. need rhymes for noose".
add(
  'everyday',
  String.raw`\b(?:rhymes?|rhyming)\s+(?:for|with)\s+(?:noose|rope|gallows|death|suicide|knife|blade|pills|dead|die|grave|coffin)\b[^.!?\n]*`,
  true,
);
// A game character's fall: "in d&d my rogue jumped off a cliff to escape the dragon"; or the poison it drank in a tabletop
// session: "d&d with the youth group. my character drank the poison on purpose to save the whole party".
add(
  'hyperbole',
  String.raw`\b(?:my|the|our|his|her|their)\s+(?:rogue|character|wizard|paladin|bard|fighter|ranger|druid|cleric|barbarian|warlock|sorcerer|monk|avatar|sim|sims|toon|npc|party|elf|dwarf|orc|mage|knight|hero)\s+(?:\w+\s+){0,2}?(?:(?:jumped|leapt|leaped|dove|dived|fell|threw (?:himself|herself|themselves))\s+(?:off|from|over|into|down)\b|(?:drank|drinks|downed|swallowed|quaffed)\s+(?:the|a)\s+(?:poison|poisoned|vial|potion)\b(?<=\b(?:d&d|d ?n ?d|d and d|d & d|dnd|dungeons and dragons|tabletop|campaign|dungeon master|pathfinder|rpg|one shot|oneshot)\b[^]{0,200})(?![^]{0,200}\b(?:wish|do the same|so tired|me too|like that)\b)(?![^]*\b(?:character is (?:really |actually |basically )?me|(?:it is|this is|that is) (?:really |actually |basically )?(?:me|about me)|not (?:a |just a )?game)\b))[^.!?\n]*`,
  true,
);
// What was meant, told straight after: "when i said earlier i wanted to disappear i meant off grid
// camping, not anything dark".
add('negated', String.raw`\bwhen\s+i\s+(?:said|wrote|typed|posted)\b[^.!?\n]{0,60}\bi\s+(?:meant|mean|was talking about)\b[^.!?\n]*`, true, false, {
  sentence: true,
  denial: true,
  unless: /\b(?:i meant it|meant every word|i mean it|i was serious|not joking)\b/,
});
// A retirement's goodbyes: "last day at the firm after 38 years ... said goodbye to everyone".
add(
  'everyday',
  String.raw`(?<=\b(?:last day at (?:the|my) (?:firm|office|job|school|company|work|practice|surgery|shop|plant|mill|factory)|retire\w*|retirement|leaving do|leaving party|farewell (?:do|party|drinks)|after \d+ years)\b[^]{0,160})\bsaid\s+(?:good)?byes?\s+to\s+everyone\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:not quitting|not retiring|for good|forever|last time|properly|they did not get it)\b/ },
);
// The joke shown at once: "told my sister i was going to end it all and then showed her id cancelled
// netflix, spotify and disney. she did not find it funny."
add(
  'hyperbole',
  String.raw`\b(?:going to|about to|will)\s+end it all\b[^]{0,80}?\b(?:cancel(?:l)?ed|unsubscribed from|deleted)\s+(?:netflix|spotify|disney|amazon prime|prime|my (?:subscriptions|gym membership|account))\b[^]{0,120}?\b(?:funny|joke|joking|lol|haha|lmao)\b`,
  true,
);
// A hangover told as the reason: "i wrote i wish i was dead on sunday morning. i was hungover."
add(
  'hyperbole',
  String.raw`(?:\b(?:wish i was dead|wish i were dead|want(?:ed)? to die)\b[^]{0,80}?\b(?:hungover|hung over|hangover)\b|\b(?:hungover|hung over|hangover)\b[^]{0,60}?\b(?:wish i was dead|wish i were dead|want(?:ed)? to die)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:not just|more than|also|but honestly|every day|all the time)\b/ },
);
// A warning repeated from a teacher: "our chem teacher said mixing bleach and ammonia could kill you".
add(
  'everyday',
  String.raw`\b(?:teacher|prof\w*|label|warning|instructor|lecturer|class|dad|mum|mom|my \w+)\s+(?:said|says|warned(?: us)?|told us)\s+(?:that\s+)?mixing\s+\w+\s+(?:and|with)\s+\w+\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:myself|how much|in a small room|sealed|taped|enough to)\b/ },
);

// Added after the thirty-third and thirty-fourth final splits were scored, from their grammar false
// alarms (see tests/unit/safety-final-split.test.ts).
// What is meant, said in the same breath: "i keep saying i want to disappear but i mean like a cabin".
add('negated', String.raw`\bi\s+(?:keep saying|say|said|always say)\b[^.!?\n]{0,40}\bbut\s+(?:i\s+)?(?:mean|meant|really mean)\b[^.!?\n]*`, true, false, {
  sentence: true,
  denial: true,
  unless: /\b(?:i mean it|i meant it|for real|not joking|serious)\b/,
});
// Someone else's dose mistake taken at work: "lady rang thinking her husband overdosed. hed doubled his
// statin by mistake."
add(
  'medical',
  String.raw`\b(?:thinking|thought|worried|afraid|scared)\s+(?:that\s+)?(?:her|his|their|my)\s+(?:husband|wife|son|daughter|dad|mum|mom|father|mother|partner|child|baby|patient|gran|grandad)\s+(?:had\s+)?(?:overdosed|taken too many|took too many)\b(?=[^]{0,120}\b(?:by mistake|accidentally|mix ?up|doubled|fine|okay|ok|harmless)\b)[^.!?\n]*`,
  true,
);
// A screening question answered no: "whether ive had thoughts of ending my life. i answered honestly: no."
add(
  'negated',
  String.raw`\b(?:whether|if)\s+(?:i\s+(?:have|had|was|am)|i ve)\s+(?:had\s+)?(?:thoughts of|been thinking (?:of|about)|thought about)\s+(?:ending my life|suicide|killing myself|ending it|harming myself)\b[^.!?\n]*[.!?]\s*i\s+(?:answered|said|told (?:them|her|him))\s+(?:honestly|truthfully)?\s*:?\s*no\b[^.!?\n]*`,
  true,
  false,
  { denial: true, unless: /\b(?:lie|lied|lying|not true)\b/ },
);
// The lethal dose of a drink: "whats the lethal dose of caffeine? im on about 6 coffees a day".
add(
  'everyday',
  String.raw`\b(?:lethal|fatal|toxic)\s+(?:dose|amount)\s+of\s+(?:caffeine|coffee|energy drinks?|vitamin \w+|water|nutmeg|salt|sugar|melatonin)\b[^.!?\n]*`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:myself|for me to|enough to die|to die|end it)\b/,
  },
);
// A jump into water with friends: "how deep does the water need to be for a 5 metre jump? were going to
// the old quarry with some mates".
add(
  'everyday',
  String.raw`\b(?:\d+\s*(?:metre|meter|m|foot|ft|feet)\s+(?:jump|dive|drop)|cliff jump\w*|tombstoning|jumping into the (?:quarry|water|lake|river|sea))\b[^]{0,100}?\b(?:with (?:some |my |the )?(?:mates|friends|lads|girls|kids|cousins|club)|for fun|swim\w*)\b[^.!?\n]*|\bhow deep\b[^.!?\n]{0,60}\b\d+\s*(?:metre|meter|m|foot|ft|feet)\s+(?:jump|dive)\b[^.!?\n]*`,
  true,
);
// The end of a marriage, not of the writer: "its the end of something, not of me. eating pasta out of
// the pan tonight and nobody can stop me."
add('negated', String.raw`\bend of (?:something|it|an era|us|the marriage|a chapter)\b[^.!?\n]{0,20}\bnot (?:of )?me\b[^]*`, true, false, { denial: true });
// Time free from self-harm: "two years free from cutting today. the scars on my arms are pale now".
add(
  'recovery',
  String.raw`\b(?:\w+|\d+)\s+(?:years?|months?|weeks?|days?)\s+(?:free from|clean from|clean of|without)\s+(?:cutting|self harm|self-harm|harming myself|sh|burning)\b(?![^]{0,300}\b(?:tonight|the urge is|urges are|really want to|want to cut|razor is|blade is|relapse\w*|slipped|did it again|cut again|in the drawer|in my pencil case)\b)[^]{0,200}`,
  true,
);
// Pills counted for a repeat prescription or a carer's book: "counted my sleeping tablets tonight,
// fourteen left. need to order the repeat"; "counted the morphine liquid and wrote it in the book".
add(
  'medical',
  String.raw`\bcount(?:ed|ing)?\s+(?:my|the|his|her|dads?|mums?|moms?)\s+(?:\w+\s+)?(?:tablets|pills|meds|morphine|liquid|medication)\b(?=[^]{0,160}\b(?:order (?:the|a|my) repeat|repeat prescription|stuck without|run out|refill|wrote it in the book|district nurse|the book|organi[sz]er|dosette|the gp|the pharmacy)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:enough|how many would|all of them|saved|saving|save them|stockpil\w*|kept back|keeping back)\b/ },
);
// A clinician losing a patient: "lost a patient in resus this afternoon, a lad whod taken too many pills".
add(
  'medical',
  String.raw`\blost\s+(?:a|another|my)\s+patient\b(?=[^.!?\n]{0,80}\b(?:pills|overdos\w*|tablets|took too many|taken too many)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:myself|i want|i will|i am going to)\b/ },
);
// Not wanting an accident while cleaning: "is it safe to mix bleach and vinegar to clean the shower?
// dont want to accidentally gas myself".
add(
  'everyday',
  String.raw`\b(?:is it safe to|can you|can i|should i)\s+mix\s+\w+\s+(?:and|with)\s+\w+\s+to\s+clean\b[^.!?\n]*|\b(?:do not|dont)\s+want\s+to\s+accidentally\s+(?:gas|poison|kill)\s+myself\b[^.!?\n]*`,
  true,
);
// A crime novel's details: "my detective has to find the body in the garage with the engine still running".
add(
  'news',
  String.raw`\bmy\s+(?:detective|protagonist|heroine|hero|villain|killer|inspector|sleuth|main character|narrator)\s+(?:has to|needs to|finds|found|will find|discovers)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:myself|i want|i will|i am going to)\b/ },
);

// From the twenty-first detector's blind final splits, added after their score (disclosed in
// tests/unit/safety-final-split.test.ts): general idioms, not those texts' sentences.
// "gun to my head i could not tell you what a derivative is": the idiom of being forced to answer.
add(
  'hyperbole',
  String.raw`\bgun to my head\b(?=,?\s*(?:i\s+)?(?:could not|cannot|would not|still could not|would still|could|would|do not know|have no idea)\b)[^.!?\n]*`,
  true,
);
// A dream of falling: "keep dreaming i am falling off buildings", "that dream where i fall off a roof".
add(
  'everyday',
  String.raw`\b(?:dream|dreams|dreamt|dreamed|dreaming|nightmare|nightmares)\b[^.!?\n]{0,40}\b(?:fall|falling|fell|jump|jumping)\b[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:wish|wished|want to|wanted to|hope|hoping|for real|awake)\b/ },
);
// Goodbye to a job, a class, a decade or a group chat: "help me word a goodbye message for my coworkers",
// "goodbye letter to my 20s", "goodbye forever, spreadsheet hell", "leaving the group chat ... goodbye forever".
add(
  'everyday',
  String.raw`\bgoodbye\s+(?:message|messages|email|emails|letter|card|speech|post|video)\s+(?:for|to)\s+(?:my\s+|the\s+|our\s+)?(?:co ?workers|colleagues|team|class|students|pupils|staff|office|job|boss|clients|customers|followers|subscribers|teens|twenties|thirties|forties|\d0s)\b[^.!?\n]*|\bgoodbye forever\b(?=,?\s*(?:spreadsheet|office|cubicle|job|work|boss|commute|retail|school|exams?|braces|group chat|y ?all|lol)|[^]{0,60}\b(?:see (?:u|you) (?:at|on|tomorrow|later|monday)|notice|quit|resign\w*|new job|four weeks|two weeks)\b)[^.!?\n]*`,
  true,
);
// Something made "as a bit" or "as a joke" with the friends: "making my funeral playlist as a bit".
add('hyperbole', String.raw`\bfuneral\s+(?:playlist|songs?|outfit|meme)\b[^.!?\n]{0,30}\b(?:as a bit|as a joke|for a laugh|for fun|lol)\b[^.!?\n]*`, true);

// Added while the twenty-second detector was tuned, from set AM (training data now). A thrill-sport
// day told over several sentences: "did the bungy jump today ... stood on the edge for five minutes".
add(
  'everyday',
  String.raw`\b(?:bungee|bungy|sky ?div\w*|base jump\w*|cliff jump\w*|zip ?lin\w*|paraglid\w*)\b(?![^]{0,300}\b(?:without (?:the|a) (?:cord|rope|harness|chute)|no (?:cord|rope|harness|chute)|end it|kill\w*|suicid\w*|for good|not come back|for real)\b)[^]{0,300}`,
  true,
);
// Asking the question, as taught: "we had to ask 'are you thinking about killing yourself?' in role plays".
add(
  'news',
  String.raw`(?<!\b(?:how (?:do|should|can|would|to) i|should i|do i|can i|whether to|if i should|scared to|afraid to|want to|going to|need to|how to|i will|i)\s+)\b(?:ask|asking|asked|to ask)\s+(?:(?:them|him|her|people|someone|the person|students|patients|clients|each other|the caller)\s+)?(?:directly\s+)?(?:are you|if they are|whether they are|if (?:he|she) is)\s+thinking\s+(?:about|of)\s+(?:killing (?:yourself|themselves|himself|herself)|suicide|ending (?:your|their|his|her) life)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:myself|i want|i am thinking)\b/ },
);
// A pharmacy's controlled-drugs check: "we counted every CD in the cabinet: 400 tramadol, 212 oxycodone".
add(
  'medical',
  String.raw`\b(?:count(?:ed|ing)?|reconcil\w*|audit\w*|check(?:ed|ing)?)\s+(?:every|all the|the|each)\s+(?:cds?|controlled drugs?|stock|cabinet|drugs? cabinet|register)\b[^.!?\n]*|\bcontrolled drugs?\s+(?:audit|register|check|count|cabinet)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:myself|for me|i want|i took|kept back|saving)\b/ },
);
// A shift on a helpline, and the callers it had: "evening shift on the distress line. six calls...". A call handler's
// callers, only the phrase: "111 call handler. had three suicidal callers today".
add(
  'news',
  String.raw`\b(?:shift|volunteer\w*|training)\s+(?:on|at|for)\s+(?:the\s+)?(?:distress|crisis|suicide|support|samaritans|lifeline|help|text)\s*(?:line|lines)\b(?![^]{0,500}\b(?:i want to die|kill myself|end it|i am not okay|my own)\b)[^]{0,500}|\bsuicidal\s+(?:callers?|calls)\b(?![^]{0,300}\b(?:my own|i have a plan|tonight|lucky them|i was the|i am one|me too|could be me|i want|pills|rope|ready|understood|get it|relate)\b)(?<=\b(?:call handler|call handlers|call taker|call takers|dispatcher|dispatchers|111|999|911|988|helpline|crisis line|on the phones)\b[^]{0,120})`,
  true,
);
// Daily tablets taken as told: "took all my tablets this morning like a good girl, seven of them now".
add(
  'medical',
  String.raw`\btook\s+(?:all\s+)?(?:of\s+)?my\s+(?:\w+\s+)?(?:tablets|pills|meds|medication)\s+(?:this morning\s+|today\s+|tonight\s+|at breakfast\s+|with breakfast\s+)?(?:like a good (?:girl|boy)|as prescribed|as (?:i am|i was) told|on time|as usual)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:at once|together|whole (?:box|bottle|packet)|all of them at|the lot|stockpil\w*|saved)\b/ },
);
// Other people's jokes, quoted: "so tired of people saying 'gonna kms' as a joke on shift".
add(
  'hyperbole',
  String.raw`\b(?:people|everyone|kids|students|patients|colleagues|coworkers|folks)\s+(?:saying|say|who say|keep saying|joking)\s+(?:\w+\s+){0,3}kill (?:myself|themselves|themself|yourself)\b[^.!?\n]{0,30}\b(?:as a joke|jokingly|like it is nothing|casually)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:i do|i want|me too|i have)\b/ },
);
// "tomorrow at 9am i'm doing it. i'm telling my boss i quit": the next sentence says what "it" is.
add(
  'everyday',
  String.raw`\bi am doing it\b[.!:]*\s+(?:i am|i will)\s+(?:telling|asking|quitting|going to (?:tell|ask|quit)|handing in|proposing|applying|signing up|cutting my hair|dyeing|booking|buying|moving|resigning)\b[^.!?\n]*`,
  false,
  true,
);
// A burden asking for practical help: "feel like a burden asking my friends for rides".
add(
  'everyday',
  String.raw`\b(?:feel|feeling|felt)\s+like\s+(?:such\s+)?a\s+burden\s+(?:asking|for asking|when i ask|having to ask)\s+(?:\w+\s+){0,3}(?:for|to)\s+(?:rides?|lifts?|a lift|a ride|money|help with|favou?rs?|childcare|a loan)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:everyone|better off|without me|alive|gone|die|dead)\b/ },
);
// A teacher's or worker's last day after a career: "my last day after 34 years ... one last time".
add(
  'everyday',
  String.raw`\b(?:my\s+)?last\s+day\s+(?:at\s+(?:the\s+)?\w+\s+)?(?:after|of)\s+(?:\d+|thirty|forty|twenty)(?:\s+\w+)?\s+years\b(?![^]{0,900}\b(?:pills|end it|kill\w*|suicid\w*|goodbye letters?|die|not wake up)\b)[^]{0,900}`,
  true,
);

// Added after the thirty-seventh and thirty-eighth final splits were scored (disclosed in
// tests/unit/safety-final-split.test.ts). Up a height to watch or photograph something.
add(
  'everyday',
  String.raw`\b(?:to|and|for)\s+(?:photograph|(?:shoot|film)\s+(?:the|a|an|some)\s+(?:sunrise|sunset|fog|mist|view|skyline|bridge|stars|portraits?|photos?|pictures?|landscape|city|light|golden hour)|take (?:photos|pictures|a photo|a picture|shots)|watch the (?:sunrise|sunset|fog|fireworks|eclipse|stars|meteors?|boats|trains|planes))\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:kill\w*|die|jump\w*|end it|last time|goodbye|one last|myself|me)\b/ },
);
// Goodbye letters to a class or a team when leaving: "wrote goodbye letters to every kid in my class since I'm leaving".
add(
  'everyday',
  String.raw`\bgoodbye\s+(?:letters?|cards?|notes?|messages?)\s+(?:to|for)\s+(?:every|all|each|the)\s+(?:\w+\s+){0,3}?(?:kids?|students?|pupils?|class|colleagues?|coworkers?|team|children|neighbou?rs)\b[^.!?\n]*|\bgoodbye\s+(?:letters?|cards?|notes?|messages?)\b(?=[^.!?\n]{0,80}\b(?:since|because|as)\s+i am\s+(?:leaving|moving|retiring|changing|switching)\b)[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:forever|for good|when i am gone|sorry for|after i die)\b/ },
);
// "rip me" as a joke about trouble: "mom saw my report card. rip me. pls tell my cat i loved her".
add('hyperbole', String.raw`\brip me\b(?![^]{0,80}\b(?:pills|rope|bridge|for real|not joking|i mean it)\b)[^]{0,80}`, true);
// Wanting the floor to swallow you: "wanted to disappear off the face of the earth after my voice cracked in choir".
add(
  'hyperbole',
  String.raw`\b(?:wanted|want|wanna)\s+to\s+(?:disappear|die|vanish|sink (?:into|through) the (?:floor|ground))\b[^.!?\n]{0,80}\b(?:after|when|because)\b[^.!?\n]{0,40}\b(?:voice cracked|cracked|tripped|fell over|said|sent|waved|everyone (?:saw|laughed|heard)|embarrass\w*|cringe|awkward|spilled|farted|stage|choir|presentation|in class)\b[^.!?\n]*`,
  true,
);
// A tired body, not the writer: "my feet want to die", "my body want to die but my heart is happy".
add(
  'hyperbole',
  String.raw`\bmy\s+(?:body|feet|legs|back|knees|arms|liver|calves|thighs|shoulders)\s+(?:wants?|is ready|are ready|is begging|are begging)\s+to\s+die\b[^.!?\n]*`,
  true,
);
// Talking about the slang itself: "ppl on tiktok say unalive for everything now".
add(
  'hyperbole',
  String.raw`\b(?:people|everyone|they|kids|teens|tiktok|creators)\s+(?:on \w+\s+|online\s+)?(?:say|saying|says|use|using|keep saying|write|writing)\s+(?:the word\s+)?(?:kill myself|killing myself|kill yourself)\s+(?:for|instead|about|when|because)\b[^.!?\n]*`,
  true,
);
// Jumping off a cliff or rocks into water: "jumped off the cliff at the quarry into the lake!!! 12 metres!".
add(
  'everyday',
  String.raw`\bjump(?:ed|ing|s)?\s+off\s+(?:the|a)\s+(?:cliff|cliffs|rocks?|pier|jetty|bridge|dock|boat|ledge|harbour wall)\b[^.!?]{0,40}\binto\s+(?:the\s+)?(?:lake|river|sea|water|pool|quarry|ocean|waves|harbour)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:kill\w*|die|end it|for good|never come back|not come up)\b/ },
);
// Hanging upside down for one's back: "I hang myself upside down on the inversion table every night".
add('everyday', String.raw`\bhang(?:ing)?\s+(?:myself|me)\s+upside\s+down\b[^.!?\n]*|\binversion table\b[^.!?\n]*`, true);
// A death cafe: strangers talking about death over cake.
add('news', String.raw`\bdeath\s+caf(?:e|é)[^]{0,200}`, true);

// Added while the twenty-third detector was tuned. Insurance work: "reviewed the suicide exclusion in a client policy".
add(
  'news',
  String.raw`\b(?:suicide|self inflicted|self harm)\s+(?:clause|exclusion|exemption|provision)\b(?=[^.!?\n]{0,60}\b(?:clients?|customers?|claimants?|policyholders?|a policy|their policy|the case|the claim)\b)[^.!?\n]*`,
  true,
  false,
  { sentence: true, unless: /\b(?:my (?:own )?(?:policy|insurance|cover)|myself|my family|for me)\b/ },
);
// Added after the thirty-ninth and fortieth final splits were scored (disclosed in
// tests/unit/safety-final-split.test.ts). A wish explained at once: "'i want to disappear' as in ... a cabin in norway".
add(
  'hyperbole',
  String.raw`\b(?:want|wanna)\s+to\s+(?:disappear|vanish)\W*\s+(?:as in|meaning|like)\s+(?:i\s+)?(?:want\s+to\s+)?(?:go|move|live|run away to|be on)\b[^.!?\n]*`,
  true,
);
// What someone always says when their team loses: "my brother says 'im gonna kill myself' every time his team loses".
add(
  'hyperbole',
  String.raw`\b(?:says|said|keeps saying|always says|goes)\s+(?:\w+\s+){0,4}kill (?:myself|himself|herself)\s+every\s+time\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:worried|scared|means it|serious|for real|not joking)\b/ },
);
// Said to be a metaphor: "making me want to fling myself off a cliff (metaphorically)".
add('hyperbole', String.raw`\b(?:metaphorically|figuratively)(?:\s+speaking)?\b|\bnot literally\b`, true, false, {
  sentence: true,
  unless: /\bnot (?:metaphorically|figuratively)\b|\bliterally (?:want|going)\b/,
});
// Hoping a treatment is the end of a problem: "a doctors appointment about my iron levels next week so hopefully thats it".
add('everyday', String.raw`\bhopefully\s+(?:that is|that will be|that should be|this is)\s+(?:it|that)\b[^.!?\n]*`, true, false, {
  unless: /\b(?:pills|end it|kill\w*|die|gone|goodbye|for good)\b/,
});
// Leaving a group chat with a flourish: "'goodbye forever' i said dramatically as i left the group chat".
add(
  'everyday',
  String.raw`\bgoodbye forever\b[^.!?\n]{0,40}\b(?:dramatically|as i left|left the (?:group|chat|room|party|server)|group chat)\b[^.!?\n]*`,
  true,
);
// Letters for a child's birthdays from a parent with a terminal illness: "because the oncologist's been honest about the timeline".
add(
  'medical',
  String.raw`\bletters?\s+(?:for|to)\s+(?:the\s+|my\s+)?(?:girls|boys|kids|children|daughter|son|grandchildren)\b(?=[^]{0,300}\b(?:oncologist|terminal\w*|palliative|hospice|prognosis|months to live|weeks to live|the timeline|chemo|syringe driver)\b)[^.!?\n]*`,
  true,
);
// Advance directives and a DNR done together: care wishes, not a goodbye.
add(
  'medical',
  String.raw`\b(?:advance (?:directives?|decisions?|care plans?)|living wills?|dnr|do not resuscitate|lasting power of attorney)\b(?![^]{0,400}\b(?:kill\w*|suicid\w*|end it|pills|not be here|when i am gone|before i go)\b)[^]{0,400}`,
  true,
);

// Added after the forty-first and forty-second final splits were scored (disclosed in
// tests/unit/safety-final-split.test.ts). "I'm ending it. The relationship with that meal kit company, I mean."
add(
  'everyday',
  String.raw`\bi am ending it\b[.!,:]*\s+(?:the|my|this)\s+(?:relationship|subscription|contract|lease|membership|friendship|streak|account|chapter|situationship)\s+with\b[^.!?\n]*`,
  true,
);
// A wish to disappear, then where to: "I want to disappear. To a cabin in Norway with no wifi" (within one
// sentence the grammar already reads "disappear to a cabin" as no wish to die).
add(
  'hyperbole',
  String.raw`\b(?:want|wanna)\s+to\s+(?:disappear|vanish)\s*[.!]+\s+(?:(?:specifically|preferably|ideally|just)\s+)?(?:to|into)\s+(?:a|an|the|some)\s+(?:\w+\s+)?(?:cabin|cottage|island|beach|mountain|forest|hut|village|lighthouse|farm|bothy|caravan|campsite|lake|spa|hotel|retreat)\b[^.!?\n]*`,
  true,
);
// A client's disclosure at work: "my client disclosed suicidal thoughts today and I followed the risk protocol".
add(
  'news',
  String.raw`\b(?:my|a)\s+(?:client|patient|caller|service user|student|mentee)\s+(?:disclosed|reported|told me about|mentioned|talked about|shared)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:myself|me too|i also|i have)\b/ },
);
// Walking out of a job: "fantasised about walking out the door and never coming back. Then remembered rent."
add(
  'everyday',
  String.raw`\bwalk(?:ing|ed)?\s+out\s+(?:the door|of (?:the|this) (?:job|shop|office|store|shift))\s+and\s+never\s+coming\s+back\b[^.!?\n]*`,
  true,
  false,
  {
    unless: /\b(?:die|dead|end it|for good|bridge|pills)\b/,
  },
);
// An awareness day worn with old scars: "Self-harm awareness day. Wearing my orange ribbon. My scars are old".
add(
  'news',
  String.raw`\b(?:self harm|suicide prevention|mental health)\s+awareness\s+(?:day|week|month)\b(?![^]{0,200}\b(?:again|last night|fresh|new ones?|relaps\w*)\b)[^]{0,200}`,
  true,
);
// Fans' hyperbole about a finale: "everyone online saying they want to die over the finale".
add(
  'hyperbole',
  String.raw`\b(?:everyone|people|fans|twitter|tiktok)\s+(?:online\s+)?(?:saying|say|says)\s+(?:they|we)\s+want\s+to\s+die\s+(?:over|about|because of|after)\b[^.!?\n]*`,
  true,
);
// A novel's character: "My character's suicide note took three drafts to get right".
add(
  'news',
  String.raw`\bmy\s+(?:characters?|protagonists?|heroines?|heroes?|narrators?|villains?)\s+(?:suicide|death|funeral|overdose|note|last words)\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:myself|my own|i want)\b/ },
);

// An operation explains "tomorrow's the day" and the goodbyes: "said my goodbyes to the cats... TOP
// SURGERY AT 8AM", unless the entry hopes not to come round from it.
add(
  'medical',
  String.raw`^(?=[^]*\b(?:top|bottom|knee|hip|heart|back|spinal|eye|cataract|gender|weight loss|bariatric|gallbladder|hernia|my|the|his|her)\s+(?:surgery|operation|op)\s+(?:is\s+)?(?:at\s+\d|(?:tomorrow|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b))[^]*`,
  true,
  false,
  {
    unless:
      /\b(?:not wake|never wake|not come round|not make it|do not care if|hope i die|die|dying|pills|note|for good|forever|kill|end it|not coming back)\b/,
  },
);
// A recovery task taken on with a grudge: "I need to gain another 4kg... I hate it. I'm doing it."
add(
  'recovery',
  String.raw`\b(?:gain|eat|eating|meal plan|weight|kg|snacks?|programme|program|recovery|discharge|homework|exposure|physio|rehab)\b[^]{0,60}\bi am doing it\b`,
  true,
  true,
);

// Added after the forty-third and forty-fourth final splits were scored (listed in
// tests/unit/safety-final-split.test.ts), in words of their own.
const WHOLE_TEXT_UNLESS =
  /\b(?:pills|tablets|overdos\w*|rope|noose|kill myself|end it|end my life|suicid\w*|for good|forever and|not coming back|not be here|not be around|goodbye letters?|want to die|wanted to die|do not want to (?:be here|live|wake)|tonight is the night|last night i (?:cut|took))\b/;
// Embarrassment's exile: "I'm going to dig a hole and live in it forever. New name, new country, goodbye everyone."
add(
  'hyperbole',
  String.raw`^(?=[^]*\b(?:dig (?:a|myself a) hole and (?:live|hide|crawl|stay|die) in it|new name,? new (?:country|identity|life)|change my name and (?:move|flee|emigrate))\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// Letters before a deployment: "Deployment in three weeks... letters for each of the kids... one for Sarah just in case".
add(
  'everyday',
  String.raw`^(?=[^]*\b(?:deployment|deploying|going on tour|posted overseas)\b)(?=[^]*\b(?:while i am away|when i am back|video call|months? away|(?:four|five|six|seven|eight|nine|\d+) months)\b)[^]*`,
  true,
  false,
  {
    unless:
      /\b(?:not deploying|in the box|done themselves in|round through|eat\w* (?:his|my) (?:rifle|gun)|pills|overdos\w*|kill myself|end it|suicid\w*|for good|not coming back|not be here|want to die)\b/,
  },
);
// A retreat or a detox behind "goodbye world": "Off-grid for a month at the meditation retreat... see you in June!"
add(
  'everyday',
  String.raw`^(?=[^]*\b(?:off grid|offgrid|digital detox|silent retreat|meditation retreat|yoga retreat|phone free|no phone for)\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// Someone explaining a policy's exclusions: "Mortgage adviser went through every exclusion on the life cover, including the suicide clause".
add(
  'everyday',
  String.raw`\b(?:exclusions?|small print|terms and conditions|policy|life cover|adviser|advisor|broker|underwriters?)\b[^.!?]{0,80}\bsuicide (?:clause|exclusion)s?\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:if i|would (?:still )?pay|my family would|before i|so that|how long|still pays?|checked|check|months on|took out|bigger)\b/ },
);
// A couple's wills done with a solicitor: "did our wills with the solicitor today... who gets the children if we both go".
add(
  'everyday',
  String.raw`^(?=[^]*\b(?:(?:did|done|doing|made|making|signed|signing|wrote|writing|sorted|updated|updating)\s+our\s+wills?|(?:our|mirror|joint)\s+wills?\s+with\s+(?:the|a|our)\s+solicitor)\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// Chemicals nearly mixed by mistake: "Nearly mixed the bleach with the limescale spray... Glad I read the back first".
add(
  'accident',
  String.raw`^(?=[^]*\b(?:nearly|almost|accidentally|by accident)\s+(?:mixed|mixing|mix)\s+(?:the\s+)?(?:bleach|ammonia|cleaning products|chemicals)\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// A disaster in the news and the people in it: "wall-to-wall with that bridge collapse abroad".
add(
  'news',
  String.raw`^(?=[^]*\b(?:bridge|building|tower|dam|stadium|tower block|mine|ferry) (?:collapse|collapsed|fire|disaster|sinking|sank)\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// A cut at work or DIY with the job named: "Sliced my thumb open with the Stanley knife cutting the underlay."
add(
  'accident',
  String.raw`^(?=[^]*\b(?:sliced|cut|nicked|gashed|caught|slit)\s+my\s+(?:thumb|finger|fingers|hand|palm|knuckle|shin|fingertip)\s+(?:open\s+)?(?:with|on)\s+(?:the|a|my)\s+[^.!?]{0,30}\b(?:cutting|opening|slicing|chopping|fitting|laying|carving|trimming|peeling|sharpening)\b)[^]*`,
  true,
  false,
  { unless: /\b(?:on purpose|meant to|wanted to|deliberately|felt good|relief|again on|not an accident|was not an accident)\b/ },
);
// Travel directions: "Researching the best way to go... to Skye without a car".
add('everyday', String.raw`\bbest way to (?:go|get)\b[.…\s]*(?:to|from|between|round|around)\s+[a-z]+[^.!?\n]*`, true);
// Garden chemicals with their job named: "Bought the strong weedkiller for the patio cracks. Read the label three times".
add(
  'everyday',
  String.raw`^(?=[^]*\b(?:weedkiller|weed killer|slug pellets|pesticides?|herbicide|paint stripper|oven cleaner|drain cleaner)\s+for\s+(?:the\s+)?(?:patio|garden|weeds|drive|driveway|path|lawn|allotment|slugs|cracks|oven|drains?|roses|fence)\b)[^]*`,
  true,
  false,
  { unless: /\b(?:for me|myself|drink|swallow|enough to|there are no|not for the)\b/ },
);
// A threat to jump if one more annoyance comes: "if mr jenkins gives us one more surprise test im literally jumping off the roof".
add(
  'hyperbole',
  String.raw`\bif\s+[^.!?]{0,40}\b(?:one more|another)\b[^.!?]{0,60}\b(?:i am|im|i will be|i will|gonna|going to|i am going to|i am gonna)\s+(?:literally\s+|actually\s+|just\s+)?(?:jumping|jump|throwing myself|yeeting myself|walking)\s+(?:off|into|out)\b[^.!?\n]*`,
  true,
);
// A public debate on assisted dying: "The assisted dying debate was on the radio".
add(
  'news',
  String.raw`\b(?:assisted dying|assisted suicide|euthanasia|dignitas|right to die)\s+(?:debate|bill|law|vote|documentary|programme|program|discussion|argument|campaign)\b[^]*`,
  true,
  false,
  { unless: /\b(?:i want|for me|myself|i would go|i am going|i have decided|book me)\b/ },
);
// A scare laughed off once the results are in: "chosen the songs for my funeral in my head, very dramatic of me... It was low iron."
add(
  'hyperbole',
  String.raw`^(?=[^]*\bdramatic\b)(?=[^]*\b(?:it was|turned out to be|results? (?:came back|were))\s+(?:just\s+|only\s+)?(?:low iron|fine|normal|clear|benign|nothing|a cyst|a virus|anaemia|an infection|a vitamin \w+ deficiency)\b)[^]*`,
  true,
  false,
  { unless: /\b(?:kill myself|end it|end my life|suicid\w*|want to die|wanted to die|not be here|for good)\b/ },
);

// Added after the forty-fifth and forty-sixth final splits were scored (listed in
// tests/unit/safety-final-split.test.ts), in words of their own.
// Homework that makes one "wanna walk into the sea", then "anyway": the wish is a joke about the work.
add(
  'hyperbole',
  String.raw`\b(?:made|makes|making)\s+me\s+(?:wanna|want to)\s+(?:walk into the sea|jump off (?:a|the) \w+|die|kill myself|throw myself (?:off|under) \w+)\b[^.!?\n]{0,20}(?=[^]{0,40}\b(?:anyway|lol|lmao|haha|like a legend)\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// A first-aid course and what it taught: "finished the first aid course and now i know what to do if someone's taken an overdose".
add(
  'news',
  String.raw`\b(?:first aid|mental health first aid|cpr|naloxone|lifeguard)\s+(?:course|training|certificate|class|refresher)\b(?=[^]*\b(?:overdos\w*|suicid\w*|self harm|taken (?:too many|pills|tablets)|poison\w*)\b)[^]*`,
  true,
  false,
  { unless: /\b(?:i have taken|i took|i am going to|i want to|for myself|on myself)\b/ },
);
// A quote captioned "me after...": "'i wanna disappear' — me after texting 'love you' to my form tutor".
add('hyperbole', String.raw`^\s*['"‘“]?[^'"’”\n]{1,60}['"’”]?\s*[—–-]+\s*me\s+(?:after|when|every time|whenever|trying|at)\b[^]*`, true);
// Tired of a chore, not of life: "tired of existing as the only person in this family who washes a dish".
add('everyday', String.raw`\btired of existing as\s+(?:the only|a|an|the)\b[^.!?\n]*`, true);
// A song's title quoted: "'i don't wanna live forever' is on every playlist".
add('news', String.raw`\bi do not (?:wanna|want to) live forever\b[^.!?\n]*`, true);
// Starved of an app, not of food: "starving myself of tiktok and reddit for a week".
add(
  'everyday',
  String.raw`\bstarv\w*\s+myself\s+of\s+(?:tiktok|reddit|social media|screens?|screen time|my phone|instagram|the news|sugar|caffeine|twitter|youtube)\b[^.!?\n]*`,
  true,
);
// Someone else's drama told as drama: "my sister is SO dramatic, she said 'i'm going to end it all' because her crush viewed her story".
add(
  'hyperbole',
  String.raw`\b(?:is|being|was|so|very|such a)\s+(?:so\s+)?(?:dramatic|drama queen|extra)\b[^]{0,40}\b(?:said|says|saying|goes)\b[^]*`,
  true,
  false,
  { unless: /\b(?:worried|worry|scared|meant it|not joking|serious|pills|note|again|hospital|found her|found him)\b/ },
);
// A wish for something to be over, then what is meant: "I just want it all to be over, the lambing I mean".
add(
  'everyday',
  String.raw`[^.!?\n]*,\s*(?!(?:my|this|the)\s+(?:life|existence|living|whole life)\b)(?:the|this|my|that)\s+[a-z]+(?:\s+[a-z]+){0,2}\s+i mean\b[^.!?\n]*`,
  true,
);
// Funeral hymns chosen by someone who intends to live long: "whenever the Lord decides... I fully intend to see ninety".
add(
  'everyday',
  String.raw`^(?=[^]*\b(?:(?:fully|still|firmly) intend to (?:see|reach|make it to|live to)\s+(?:ninety|eighty|a hundred|100|\d+)|whenever the lord (?:decides|calls|wants))\b)[^]*`,
  true,
  false,
  { unless: WHOLE_TEXT_UNLESS },
);
// Provision for a dependant after the parents are gone: "a discretionary trust for Jamie, so he's provided for after Pete and I are gone".
add('everyday', String.raw`^(?=[^]*\b(?:discretionary trust|special needs trust|disabled persons? trust)\b)[^]*`, true, false, { unless: WHOLE_TEXT_UNLESS });
// A goodbye letter a therapist suggested, not to send: "My therapist suggested I write a goodbye letter to my parents, not to send".
add(
  'negated',
  String.raw`\b(?:therapist|counsell?or|psychologist|psychotherapist)\s+(?:suggested|asked me to|told me to|wants me to|said to)\s+(?:i\s+)?write\s+(?:a|an)\s+(?:goodbye|farewell|unsent)\s+letter\b[^]*`,
  true,
  false,
  { unless: /\b(?:pills|tablets|overdos\w*|rope|kill myself|end my life|suicid\w*|not be here|not be around|want to die)\b/ },
);

// ---------------------------------------------------------------- twenty-seventh round (from training false alarms)
// "gonna kill myself laughing, the cat just fell in the bath".
add('hyperbole', String.raw`\b(?:kill|killing|killed)\s+myself\s+(?:laughing|with laughter)\b`, true);
// An embarrassment told straight after the wish: "ugh i want to die, i just sent the email to the wrong sarah".
add(
  'hyperbole',
  String.raw`\b(?:ugh|omg|literally|actually|lol)\s+(?:i\s+)?want to die\b[,.!]*\s+(?:i|my)\s+(?:just\s+)?(?:sent|waved|said|called|replied|tripped|fell|walked|texted|liked|accidentally|forgot|wore|emailed|typed|mispronounced|laughed)\b[^.!?\n]*`,
  true,
);
// The night of a finale or a match: "Tonight's the night. Season finale. Phone off, snacks out".
add(
  'everyday',
  String.raw`\btonight is the night\b(?=[^]{0,60}\b(?:season finale|finale|premiere|final|match|game|concert|gig|date night|first date|proposal|propos\w*|party|launch|opening night|derby|eurovision|quiz|bake off|results|draw)\b)`,
  true,
  false,
  { unless: /\b(?:die|dying|end it|kill|pills|rope|goodbye|note|bridge|last time)\b/ },
);
// A hose run out for washing or watering: "Ran the hose out to the garage to clean the car mats".
add(
  'everyday',
  String.raw`\b(?:hose ?pipe|hose)\b[^.!?]{0,60}?\b(?:to (?:clean|wash|rinse|water|hose down|jet wash)|car mats|watering|paddling pool)\b`,
  true,
  false,
  { unless: /\b(?:exhaust|engine running|tape|taped|sealed|fumes|sleep|window down|window shut|sitting in the car|sat in the car)\b/ },
);

// ---------------------------------------------------------------- after the forty-seventh and forty-eighth splits
// Added after those final splits were scored (listed in tests/unit/safety-final-split.test.ts).
// A cut in a cookery or woodwork class: "Butchery class today... Only cut myself once, tiny nick" (not any
// class: "after class i cut myself a little" is self-harm).
add(
  'accident',
  String.raw`\b(?:only\s+|just\s+)?cut myself\s+(?:once|twice|a bit|slightly|a little)\b(?<=\b(?:knife skills|butchery|cookery|cooking class|chopping|carving|whittling|woodwork|filleting)\b[^]{0,120})[^.!?\n]*`,
  true,
);
// A story about a character who plans a death: "a short story for my module about a girl who plans her own death",
// unless the writer says the character is them.
add(
  'news',
  String.raw`(?![^]*\b(?:(?:the|that) (?:girl|boy|man|woman|character|narrator) is (?:really )?me|it is (?:really )?about me|reads like (?:a|my) diary|not really fiction)\b)\b(?:short story|story|novel|poem|script|play|screenplay|essay|film|book|module)\s+(?:\w+\s+){0,5}?about\s+(?:a|an|the)\s+(?:girl|boy|man|woman|character|teenager|soldier|mother|father|kid|detective|narrator)\s+who\b[^.!?\n]*`,
  true,
);
// The slang named as a habit: "I keep saying 'kms' whenever I drop my toast".
add('hyperbole', String.raw`\b(?:keep|kept|always)\s+(?:saying|say)\s+["']?kill myself["']?\s+(?:whenever|when|every time|each time)\b[^.!?\n]*`, true);
// Goodbye emails when leaving a job: "Leaving my job after 14 months. Wrote goodbye emails to everyone".
add(
  'everyday',
  String.raw`\bgoodbye (?:emails?|messages?|cards?|posts?|drinks)\s+to\s+(?:everyone|the team|colleagues|my colleagues|the office|all)\b(?<=\b(?:leaving|left|quit|new job|last day|resign\w*|notice|new chapter|moving)\b[^]{0,120})[^.!?\n]*`,
  true,
);
// A party set up for tonight: "Everything is set for tonight. Candles, cake, the whole friend group hiding".
add(
  'everyday',
  String.raw`\beverything is (?:set|ready|sorted|planned|in place) for tonight\b(?=[^]{0,80}\b(?:cake|candles|party|surprise|guests|friend group|dinner|balloons|decorations|birthday|proposal)\b)`,
  true,
  false,
  { unless: /\b(?:pills|rope|note|goodbye|die|dying|end it|last)\b/ },
);
// An attempt years ago by someone now well: "My older sister overdosed in 2018 and survived. She's a social worker now."
add(
  'recovery',
  String.raw`\b(?:overdosed|attempted suicide|attempted|tried to (?:kill|end) (?:herself|himself|themselves|her life|his life))\s+(?:back\s+)?in\s+(?:19|20)\d\d\b(?![^]*\b(?:again|relapse\w*|back in hospital|tried again)\b)(?=[^]{0,80}\b(?:survived|is (?:a|an|doing|fine|well|thriving)|now (?:a|an|works|teaches|runs))\b)[^.!?\n]*`,
  true,
);
// A shift to be done again: "ICU nurse here. Lost two today... Will do it again tomorrow."
add(
  'everyday',
  String.raw`\b(?:will|gonna|going to)\s+do it (?:all )?again tomorrow\b(?<=\b(?:nurse|shift|ward|icu|a and e|paramedic|teacher|doctor|lost (?:two|three|one|a patient)|patients?)\b[^]{0,200})`,
  true,
);
// A play's double suicide taught: "Teaching year 9 Romeo and Juliet... the double suicide".
add('news', String.raw`\bdouble suicide\b(?<=\b(?:romeo|juliet|shakespeare|play|novel|book|opera|film|teaching|lesson|year \d+)\b[^]{0,160})[^.!?\n]*`, true);
// Suicidal then, not now: "I was suicidal after the divorce. Not now. Now I'm just annoyed about the council tax."
add('recovery', String.raw`\bi was suicidal\b[^.!?]{0,60}[.!?]\s*(?:not now|not anymore|not any more|i am not now|that was then)\b[.!?]?`, true);

// ---------------------------------------------------------------- after the forty-ninth and fiftieth final splits were scored (not blind)
// A giveaway with its ordinary reason: "gave away all my gaming stuff, too many 3am nights. bought a secondhand bike instead".
add(
  'everyday',
  String.raw`\b(?:gave|giving|given|sold|selling)\s+away\s+(?:all\s+)?(?:of\s+)?my\s+[^.!?]{0,40}?(?=[^]{0,80}\b(?:bought (?:a|an|some)\s+[^.!?]{0,30}\binstead|too many (?:late|3am|\d+am|all) ?nights)\b)`,
  true,
  false,
  { unless: /\b(?:will not need|for good|not be needing|pills|rope|note|goodbye|end it|die|dying)\b/ },
);
// Self-harm urges met with a skill and years clean: "old me would have cut tonight. new me journaled... 2 yrs clean from SH".
add(
  'recovery',
  String.raw`\bold me would have\s+(?:cut|hurt|burned|burnt|hit|harmed|relapsed)\b[^.!?\n]*(?=[^]{0,160}\bnew me\b)(?![^]{0,160}\b(?:anyway|again|relapsed|still did|did it|but i did|deeper|still want|urges?|want to die|instead|for now|hiding)\b)`,
  true,
);
// The end of a sentence or an order counted down: "parole officer says 6 more months and im off the books. counting down".
add(
  'everyday',
  String.raw`\b(?:parole|probation|licence|the tag|my tag|community order|deployment|tour|notice period|placement|apprenticeship)\b[^]{0,80}?\bcounting down\b(?!\s+(?:to|till|until)\s+(?:the|my)\s+(?:end|last|date|day)\b)(?![^]{0,60}\b(?:overdose|kill|die|do it|end it)\b)`,
  true,
);
// Not wanting to be at an event: "I dont want to be here. at this party i mean."
add(
  'hyperbole',
  String.raw`\b(?:do not|dont|did not) want to be here\b[.!?,]*\s*(?:at|in)\s+(?:this|the)\s+(?:party|wedding|meeting|parent teacher (?:night|evening)|work do|do|gig|concert|club|pub|bar|office|dinner|bbq|barbecue|conference|playgroup|baby shower|lecture|class|reunion|match|christening|queue|traffic|waiting room|assembly|open evening|school disco|presentation)\b[^.!?\n]*`,
  true,
);
// Embarrassment: "wanted to disappear at playgroup when mine bit another kid".
add(
  'hyperbole',
  String.raw`\b(?:wanted|could have|could)\s+(?:to\s+)?(?:just\s+)?(?:disappear|die|melt|evaporate|vanish)\s+(?:at|in|during|on)\s+(?:the\s+|this\s+|that\s+)?(?:\w+\s+){0,3}?when\s+(?:my|mine|he|she|they|the|i|someone|a|our|his|her)\b`,
  true,
);
// Stock that "want to die": "Lambing's a killer... 600 of them and they all want to die in creative ways".
add(
  'hyperbole',
  String.raw`\b(?:they|sheep|lambs|ewes|cows|calves|chooks|chickens|the stock|the lambs|the ewes|the calves)\s+(?:all\s+)?(?:want|wants|are trying|try|seem to want)\s+to\s+die\b(?<=\b(?:lambing\w*|calving\w*|sheep|lambs|ewes|stock|cattle|chooks|flock|herd|paddock)\b[^]{0,160})(?:\s+in\s+(?:\w+\s+)?ways)?`,
  true,
);
// Stock culled or sent off, and vermin shot: "Culled 40 ewes, the broken mouths. Truck took them at 6."
add(
  'everyday',
  String.raw`\b(?:culled|culling|cull|put down|shot|destroyed|drafted|sent off)\s+(?:\d+\s+|the\s+|some\s+|a few\s+|our\s+|my\s+)?(?:old\s+|cull\s+)?(?:ewes|sheep|lambs|cows|cattle|calves|steers|heifers|pigs|hogs|roos|kangaroos|foxes|rabbits|goats|chooks|chickens|hens|broken mouths|stock|rams|wethers|weaners|bulls)\b(?:[^.!?\n]{0,40}?[.!?]\s*(?:the\s+)?(?:truck|lorry|carrier|buyer|agent|knackery|abattoir|vet)\s+took\s+them\b)?`,
  true,
  false,
  {
    unless:
      /\b(?:myself|me next|my turn|in my mouth|end it|kill myself|end my life|under my chin|for me too|the same (?:to|for) me|then me|sat with the (?:rifle|gun|shotgun)|kept (?:a|the|one) (?:round|bullet|cartridge)|one (?:round|bullet|cartridge) (?:left|back|for me))\b/,
  },
);
// A gun locked away after vermin: "put the shotgun back in the safe after the pigs".
add(
  'everyday',
  String.raw`\b(?:put|locked|put away|cleaned and put)\s+(?:the\s+|my\s+)?(?:shotgun|rifle|gun|guns|twenty two|22)\s+(?:back\s+)?(?:in|into|away in)\s+(?:the\s+)?(?:gun\s+)?(?:safe|cabinet|locker)\b(?:\s+after\s+(?:the\s+)?(?:pigs|foxes|rabbits|roos|vermin|deer|hunt|shoot|clays))?`,
  true,
  false,
  {
    unless: /\b(?:keys? to|took it out again|one more night|not yet|for now|tonight|myself|know the code|on me|my head|letters|not be here|planning|use it)\b/,
  },
);
// A razor-blade scraper for paint or glass.
add('everyday', String.raw`\brazor\s+blade\s+scraper\b`, true, false, {
  unless: /\b(?:my (?:arms?|legs?|wrists?|thighs?|skin|stomach)|cut (?:myself|my)|again)\b/,
});
// Hyperbole aimed at someone else's carelessness: "told him if he scratches it ill end him".
add('hyperbole', String.raw`\b(?:i will|ill|i am going to|gonna)\s+end\s+(?:him|her|them|you)\b`, true);
// Fandom joy (the ninety-seventh to ninety-ninth final splits, after the score): "i want to die. they used my
// fanchant in the live. i want to die in the GOOD way"; "the way id throw myself off a cliff for that man"; "my bias
// wore glasses in the fancam im jumping out the window rn".
add('hyperbole', String.raw`\bi (?:want|wanna) (?:to )?die\b[^]{0,120}\bdie in the good way\b`, true, false, {
  unless: /\b(?:painless|everything i need|tonight|pills|in my sleep|quietly)\b/,
});
add(
  'hyperbole',
  String.raw`(?:^|[.!?]\s*)the way (?:i would|id)\s+(?:throw myself|jump)\b[^.!?]{0,40}\bfor (?:that|this) (?:man|woman|boy|girl|song|album|stage|era)\b[^.!?]*`,
  true,
  false,
  { unless: /\b(?:what (?:he|she|they) did|left me|never know|tonight|goodbye|i am done|im done|for real)\b/ },
);
add(
  'hyperbole',
  String.raw`\b(?:bias|fancam|selca|concept photos?|teaser|comeback|mv|photocards?|bias wrecker|lightstick|oppa|vlive|weverse)\b[^.!?]{0,60}\b(?:i am|im)\s+(?:jumping out (?:the|a|my) window|throwing myself off (?:a|the) (?:cliff|roof|balcony|bridge))\b[^.!?]*`,
  true,
  false,
  { unless: /\b(?:tonight|goodbye|i am done|im done|one last time|last time|held on|only reason|for real)\b/ },
);
// The sea walked into over a software update or tomorrow's exam: "... i want to walk into the sea. anyway does anyone
// know php"; "chemistry exam tmrw im going to walk into the sea".
add(
  'hyperbole',
  String.raw`\b(?:update|software|php|printer|wifi|wi fi|ticketmaster|queue|(?:exam|test|quiz) (?:tmrw|tomorrow|tmr|on (?:monday|tuesday|wednesday|thursday|friday)))\b[^.!?]{0,60}\b(?:i want to|i am going to|gonna|going to|about to)\s+walk into the sea\b(?=\s*(?:[.!?]+\s*(?:anyway|lol|lmao|haha)\b|[.!?]*\s*$))`,
  true,
  false,
  { unless: /\b(?:cannot|can not|anymore|any more|nowhere|i am done|tired|hopeless|goodbye|tonight|for real|not joking|serious)\b/ },
);

// A razor shaving legs or a face, unless the same sentence turns it on the body: "in the bath with a razor shaving my legs".
add('everyday', String.raw`\brazor (?:shaving|to shave) (?:my )?(?:legs|face|beard|head|armpits)\b`, true, false, {
  unless: /\b(?:on purpose|till it bled|until it bled|thighs?|wrists?|deliberately|cut (?:myself|my)|drag\w* it)\b/,
});

// Where someone dying wants to die, in end-of-life planning: "Dad's hospice meeting. Went through where he wants to die (home)".
// Only the place, in a hospice or palliative setting, and not with a means, a height or a date after it.
add(
  'medical',
  String.raw`(?<=\b(?:hospice|palliative|end of life|preferred place of (?:death|care)|advance (?:care plan|directive|statement)|dnacpr|respect form|syringe driver|terminally ill|terminal (?:cancer|diagnosis))\b[^]{0,200})\bwhere\s+(?:he|she|they|mum|mom|dad|nan|gran|grandad|grandma|grandpa|my (?:mum|mom|dad|husband|wife|partner|nan|gran))\s+(?:wants?|wanted|would like|would prefer|prefers?)\s+to\s+die\b(?![^]{0,80}\b(?:bridge|rope|tablets|pills|gun|jump|tonight|tomorrow|next (?:week|month)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|ready|instead|not waiting|exactly)\b)(?<!\bexactly\s+where\b[^]{0,40})`,
);

// ---------------------------------------------------------------- after the sixty-fifth and sixty-sixth final splits
// Each span below covers only the look-alike phrase itself (or its one sentence), so that what the writer goes on to say
// about themselves is still read; a reviewer's crisis sentences in the same words showed wider spans hid them.

// Writing in progress, named as such (up to where the writer turns to themselves: "..., and i want to kill myself too"): "finally wrote the bit where the detective finds the suicide note", "poem draft: ...",
// "script note: act 3, jess leaves goodbye letters", "started a novel about a cabbie who plans to end it all", unless the
// writer says it is them.
add(
  'news',
  String.raw`(?![^]*\b${ABOUT_ME}\b)(?:\b(?:wrote|writing|write|drafted|drafting|finished|rewrote|rewriting|edited|editing)\s+(?:the|that|my)\s+(?:bit|part|scene|chapter|stanza|verse|line|ending)\s+where\b|\b(?:started|starting|doing|writing|wrote|working on|drafting|drafted|finished)\s+(?:a|my|the)\s+(?:creative writing\s+|english\s+|gcse\s+|a level\s+)?(?:novel|short story|story|coursework|screenplay|script|play|poem|book)\s+about\s+(?:a|an)\s+(?:\w+\s+){1,4}?who\b(?![^]*\b(?:the \w+ is (?:really |actually |basically |obviously )?me|(?:she|he) is (?:basically |really |obviously )?me|i have the pills|i relate)\b)|\b(?:poem|script|screenplay|story|novel|chapter|scene|plot)\s+(?:draft|notes?|ideas?)\s*:|\bact (?:\d|one|two|three|four|five)\s*,)[^.!?]*?(?=\s*,?\s+(?:and|but|so|now|then)\s+i\b|[.!?]|$)`,
  true,
);
// A bad team or a long wait for a series, with death in the punchline: "my fantasy team is so bad i want to end it all",
// "im going to be dead before it comes back. 2 YEARS", "walked out so slowly youd think i wanted to burn". Only the phrase:
// "... lol but honestly its not the team, i actually want to die" is read.
add(
  'hyperbole',
  String.raw`\b(?:fantasy team|fantasy league|my team|the team|squad|lineup|line up|the ref|referee|manager)\b[^.!?]{0,30}\bso bad (?:that )?i (?:want|wanna) to (?:die|end it all|end it)\b`,
  true,
);
add(
  'hyperbole',
  String.raw`\b(?:i am|i will|ill)\s+(?:going to\s+|gonna\s+)?be dead (?:before|by the time)\s+(?:it|the (?:next|new) (?:season|series|book|film|game|episode|album)|season \d+|the sequel)\s+(?:comes? (?:back|out)|is out|airs|drops|releases?(?: it)?|gets? released|finish\w*)\b(?![^]{0,80}\b(?:i mean (?:it|that)|literally|not (?:a joke|joking)|for real|not be here|decided|goodbye)\b)`,
  true,
);
add(
  'hyperbole',
  String.raw`\b(?:you would|youd|you would have|you would of)\s+(?:think|thought)\s+i\s+(?:wanted|want|was trying)\s+to\s+(?:burn|die|get hit|get run over|drown)\b`,
  true,
);
// An attempt told to a group, helped by the telling: "told my group about my attempt tonight. first time saying it out loud
// without crying". Not when the entry says it is recent or coming again.
add(
  'recovery',
  String.raw`\b(?:told|telling|shared|sharing|talked|spoke|opened up)\s+(?:to\s+)?(?:my|the|our)\s+(?:group|support group|peer group|class|circle|meeting)\s+about\s+(?:my\s+(?:attempt|overdose|suicide attempt|self harm|scars|story)|the\s+(?:night|day|time|year|summer|winter)\s+i\s+(?:almost\s+|nearly\s+)?(?:overdosed|took an overdose|tried to (?:kill myself|end it|end my life|die)|attempted)(?:\s+on purpose)?)\b(?=[^]{0,160}\b(?:first time|out loud|without crying|nodded|helped|clapped|hugged|proud of myself|felt lighter|lighter after)\b)(?![^]*\b(?:again|another|next one|the next|planning|days ago|last night|yesterday|this week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|still|(?:\d+|a|one|two|three|few|couple of)\s+(?:days?|weeks?)\s+ago|last (?:week|month)|this (?:month|year)|(?:second|third) time|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) night|last time)\b)[^.!?]*?(?=\s*,?\s+(?:and|but|so|now|then)\s+i\b|[.!?]|$)`,
  true,
);
// Someone in the news read about, a stranger who died: "read about that lad who jumped off the bridge in town. so young",
// "saw on the news another guy jumped off the bridge downtown".
// Only up to the death and where it happened: "... and i keep thinking i could do the same" is read.
add(
  'news',
  String.raw`\b(?:read|reading|heard|hearing|saw|seen)\s+(?:(?:about|that)\s+(?:that|a|the|this)\s+(?:young\s+|poor\s+)?(?:lad|man|woman|girl|boy|guy|kid|teenager|student|person|mum|mom|dad|bloke|fella|footballer|singer|actor)\s+(?:who|that)|(?:on|in)\s+the\s+(?:local\s+)?(?:news|paper|papers)\s+(?:that\s+)?(?:another|a|some)\s+(?:young\s+|poor\s+)?(?:lad|man|woman|girl|boy|guy|kid|teenager|student|person|bloke|fella))\s+(?:\w+\s+){0,2}?(?:jumped|died|killed (?:himself|herself|themselves)|took (?:his|her|their) own life|hanged(?: himself| herself| themselves)?|overdosed|was found dead|drowned)\b(?:\s+(?:off|from|in|at|on|into|under|near)\s+(?:the|a|that|his|her)\s+\w+(?:\s+(?:in|at|near)\s+\w+|\s+downtown)?)?(?![^]{0,200}\b(?:wish (?:it|that) (?:was|were) me|could be me|(?:going to|will) be me|be me next|do the same|same bridge|i (?:get|understand) (?:it|why)|every night|how i would|thinking about (?:doing )?(?:it|that)|envy|envious|jealous|keep (?:driving|going|walking) (?:over|back|past)|slowing down|lucky (?:him|her|them|guy))\b)`,
  true,
);
// A character in the book being read: "reading a stephen king paperback ... a guy in it kills himself in chapter 3".
add(
  'news',
  String.raw`\b(?:a|the|some|one)\s+(?:guy|man|woman|girl|boy|kid|lad|character|cop|detective|soldier|teacher)\s+in\s+(?:it|there|the book|the novel|the film|the movie|the show|the series)\s+(?:kills|killed)\s+(?:himself|herself|themselves)\b(?<=\b(?:reading|read|paperback|book|novel|film|movie|series|show|chapter|thriller|horror)\b[^]{0,200})(?![^]{0,100}\b(?:do the same|do that too|me too|same here|wish (?:it|that) (?:was|were) me|like (?:him|her|them) (?:did|does)|i (?:get|understand) (?:him|her|why)|jealous|envy|envious|peaceful|keep thinking|made me want|do it too|want to|same way|going to|i will|that is how i)\b)`,
  true,
);
const PAPERWORK_RISK = String.raw`\b(?:suicide|not be (?:here|around)|wont be|gone by|end it|last thing|planning|need it|soon|matter|better off|without me|miss me)\b`;
// Paperwork at a new job or with HR: "sorted my pension and death in service thing with HR ... put kev down as beneficiary",
// unless the entry says why it matters now.
add(
  'everyday',
  String.raw`(?<!${PAPERWORK_RISK}[^]*)(?![^]*${PAPERWORK_RISK})\bdeath in service\b[^.!?]{0,40}\b(?:with hr|hr|new job|new starter|onboarding|induction|payroll)\b[^]{0,120}`,
  true,
);
const STOCK_RISK = String.raw`\b(?:end it|die|dying|dead|never wak\w*|take (?:some|them|it) home|for tonight|stash|steal\w*|missing|enough|last day|way out|for me|for myself)\b`;
// Counting medicines at work: "pharmacy stocktake. counted every box of co-codamol in the building twice".
add(
  'medical',
  String.raw`(?<!${STOCK_RISK}[^]*)(?![^]*${STOCK_RISK})\b(?:pharmacy|chemist|dispensary)\s+(?:stocktake|stock take|stock check|stock count)\b[^.!?]{0,5}[.!?:,]?\s*counted\b[^.!?]*`,
  true,
);
// A student's placement or reflection on wounds seen: "placement reflection: first time seeing self harm wounds dressed".
// Only the phrase, and never one's own wounds: the rest of the sentence is still read ("... and my mate on placement says she
// is going to kill herself tonight").
add(
  'medical',
  String.raw`\b(?:placement|reflection|reflective (?:log|account|piece|essay)|student nurse|on shift|my patient|a patient|patients)\b[^.!?]{0,80}(?<!\b(?:my|my own|mine|her own|his own)\s+)\bself harm (?:wounds|injuries|lacerations|patients?|presentations?)\b`,
  true,
);

// ---------------------------------------------------------------- gaps named in earlier reviews (before the 67th-69th splits)
// Others calling the writer suicidal, denied: "people keep saying i am suicidal and it is not true". Only the phrase: the
// rest of the entry is still read ("..., i just want to disappear").
add(
  'negated',
  String.raw`\b(?:people|everyone|everybody|they|my (?:mum|mom|dad|parents|family|friends|mates|partner|teachers?)|friends|mates)\s+(?:keeps?\s+|kept\s+)?(?:say|says|saying|said|think|thinks|thinking|thought|assume|assumes|assumed|tell me|telling me|told me)\s+(?:that\s+)?i\s+(?:am|was|m)\s+suicidal\b[,;]?\s*(?:and|but)\s+(?:(?:it is not|its not|that is not|thats not|it was not|it isnt)\s+true\b|(?:i am not|im not|i was not)\s*(?:[.!?,;]|$))`,
  true,
  false,
  { denial: true },
);
// Advice to a new colleague about the job's bad days: "told her some days you'll want to jump out the window but dont take
// the yelling personal". Only the phrase, said to someone else.
add(
  'hyperbole',
  String.raw`\b(?:told|tell|telling|warned|warn)\s+(?:her|him|them|the new (?:girl|guy|lad|starter|hire|trainee|one)|the (?:newbie|trainee|new starter))\s+(?:that\s+)?(?:some days\s+|sometimes\s+|on (?:some|bad) days\s+)?you\s+will\s+want\s+to\s+(?:jump\s+out\s+(?:of\s+)?(?:the|a)\s+window|throw\s+the\s+(?:phone|headset)\s+out\s+(?:of\s+)?the\s+window)\b(?![^]{0,200}\b(?:me i|i (?:\w+\s+)?(?:want|wanna|nearly|almost|actually|stood|did|feel like|could|might|am going to|will))\b)`,
  true,
);
// A handout or leaflet quoted that says thoughts of death are not wanting to die: "grief group handout said 'thoughts about
// death are common after a loss and not the same as wanting to die'". Only the quoted words.
add(
  'grief',
  String.raw`\b(?:handout|leaflet|booklet|pamphlet|worksheet|poster|factsheet|fact sheet)\s+(?:said|says|explained|explains|reminds|reminded)\s+(?:us\s+)?(?:that\s+)?[^.!?\n]{0,100}?\bnot\s+the\s+same\s+as\s+(?:wanting\s+to\s+die|being\s+suicidal|wanting\s+to\s+end\s+(?:it|your life|things))\b(?![^]{0,160}\b(?:mine (?:are|is) (?:not|different)|but (?:i|mine)|i have a plan|i do want|mine (?:feel|are|seem)|for me|not sure|i think i do)\b)`,
  true,
);
// Pain that passed, reviewed as pain: "kidney stone at 3am outside billings. wanted to die. passed it in the ER. 0/10 would
// not recommend". Only the wish.
add(
  'medical',
  String.raw`\bwanted\s+to\s+die\b(?<=\b(?:kidney stones?|gallstones?|migraine|cluster headache|toothache|wisdom (?:tooth|teeth)|gout|appendicitis|food poisoning|sciatica|slipped disc)\b[^.!?]{0,60}[.!?]?\s*[^.!?]{0,20})(?=[^]{0,80}\b(?:passed it|passed the stone|would not recommend|0\s*/\s*10|zero stars|one star|painkillers? kicked in|morphine|it passed)\b)(?![^]{0,160}\b(?:still (?:do|want)|still\b[^.!?]{0,15}\bwant|the wanting|did not (?:go|pass|stop)|most days|not just the pain|for real|i mean it|even after|not (?:about|because of) the pain)\b)`,
  true,
);

// The hundredth to hundred-and-second final splits, read after they were scored (not blind).
// An old wish told against a present that wants to live: "i genuinely didnt want to be alive then. i do now".
add(
  'recovery',
  String.raw`\b(?:did not|never)\s+(?:want|wish)\s+to\s+(?:be alive|live|be here|exist|be around)\s+(?:back\s+)?then\s*[.!?,;]\s*(?:but\s+)?(?:i do|i really do|now i do|and i do)(?: now)?\b(?![^]{0,150}\b(?:or i did|until this week|planning|again|i do not|rope|pills|tonight|ready|apparently|according to)\b)`,
  true,
  false,
  { unless: /\b(?:again|lately|some days|most days|still|tonight)\b/ },
);
// Back at the place of an old attempt, grateful: "went back to the bridge where i almost ended it. brought my wife ...
// felt nothing but grateful".
add(
  'recovery',
  String.raw`(?![^]{0,400}\b(?:jump tonight|do it|going to|i will|will do|properly|this time|closer to the edge|waiting for the train|grateful for nothing|i am not|for a second)\b)\b(?:went|go|going|came|been)\s+back\s+to\s+(?:the|that)\s+(?:bridge|cliff|roof|car park|spot|place|tracks|station|beach|ledge|edge)\s+where\s+i\s+(?:almost|nearly|tried to|was going to|once tried to|planned to)\b[^]{0,160}(?<!\b(?:be|not|says be|said be)\s)\b(?:grateful|thankful|glad (?:i am|to be)|proud|at peace|closure|healing)\b`,
  true,
  false,
  { unless: /\b(?:again|tonight|want to|wanted to|still think|finish|next time)\b(?![^.!?]{0,10}\b(?:ended it|end it)\b)/ },
);
// A screening question answered zero: "the better off dead question was a zero for me".
add(
  'negated',
  String.raw`\b(?:the\s+)?(?:better off dead|thoughts of death|dead or hurting yourself|better off dead or hurting yourself)\s+(?:question|item|one|bit)\s*(?:was|is|got|scored|came back)\s+(?:a\s+|as\s+)?(?:zero|0|no|never|not at all)\b(?![^]{0,80}\b(?:lied|lie|lying|but i|actually|every day|think it|not true)\b)`,
  true,
);
// Impatience that "nobody can stop me": "testing at 9dp5dt and nobody can stop me".
add(
  'hyperbole',
  String.raw`\b(?:testing(?!\s+(?:how|with|the rope|it|whether|if))|test early|poas|pee on a stick|peeing on a stick|doing a (?:pregnancy |preg |hpt |frer |clearblue )test)\b[^.!?]{0,40}\band\s+(?:nobody|no one|noone)\s+(?:can|could|will)\s+stop\s+me\b(?<!\b(?:pills?|rope|end it|how many|overdose|blade)\b[^]{0,80})`,
  true,
);
// A film's ending told as a film's: "the film last night ended with him jumping off the bridge ... lazy writing".
add(
  'news',
  String.raw`\b(?:the\s+|that\s+)?(?:film|movie|show|series|book|novel|episode|season|play|finale|anime|drama)\b[^.!?]{0,30}\b(?:ended|ends|finished|finishes|closed|closes)\s+with\s+(?:him|her|them|the \w+|\w+)\s+(?:jumping|hanging|shooting|drowning|killing|throwing|overdosing)\b(?![^]{0,150}\b(?:want to go|how i want|i want|wish that was me|wish it was me|copy|do the same|same plan|i have everything|for me|mine too|me too|i will|will do|going to|tall enough)\b)[^.!?]*`,
  true,
  false,
  { unless: new RegExp(ABOUT_ME) },
);
// The idiom "die on this hill": "do you really want to die on this hill? ... about which brand of ovulation strips".
add(
  'hyperbole',
  String.raw`\b(?:want to|going to|gonna|willing to|prepared to|ready to|will|i would|id)\s+die\s+on\s+(?:this|that|the|my|a|every)\s+hill\b(?=\s*(?:\?|,?\s*(?:about|over|re|regarding|when it comes to|defending|for (?:this|that|the|my))\b))(?![^]{0,120}\b(?:literally|for real|tonight|rope|tree|pills|ashes|scattered)\b)(?<!\b(?:walked up to|up to|on top of|ashes|scattered|the hill where)\b[^]{0,120})`,
  true,
);
// Fertility and other injections into the belly: "the number of needles ive stabbed into my belly, i'm basically a pin
// cushion".
add(
  'medical',
  String.raw`\b(?:needles?|injections?|jabs?|shots?|pens?)\b[^.!?]{0,40}\b(?:stabbed|stuck|jabbed|injected|put|shoved)\s+(?:into|in)\s+(?:my\s+)?(?:belly|stomach|tummy|thighs?|bum|arms?)\b(?![^]{0,120}\b(?:on purpose|to feel|feel something|all of it|wake up|die|punish\w*|deserve|failed again)\b)(?<!\b(?:on purpose|failed again|feel something)\b[^]{0,160})[^.!?]*(?<=\b(?:ivf|stims?|pin ?cushion|clexane|heparin|insulin|fertility|menopur|gonal|trigger|cetrotide|orgalutran|progesterone|pio|fet|egg collection)\b[^]{0,200}|\b(?:ivf|stims?|pin ?cushion|clexane|heparin|insulin|fertility|menopur|gonal|trigger|progesterone)\b[^]{0,120})`,
  true,
);
// Bleeding after a procedure or a miscarriage, told as expected: "bleeding heavily after the misoprostol ... nurse says
// thats expected".
add(
  'medical',
  String.raw`\bbleeding\b[^.!?]{0,40}\b(?:after|from|since|with)\s+(?:the\s+|my\s+)?(?:misoprostol|miso|mifepristone|d and c|d&c|erpc|miscarriage|mc|birth|c section|section|surgery|op|operation|procedure|egg collection|retrieval|transfer|period|coil|hysteroscopy|biopsy)\b(?![^]{0,150}\b(?:cut|cutting|blade|razor|on purpose|myself|let it|want it to|if it does not stop|not telling|fade away|stopped taking|want to die|will not tell|not going to tell|good\s*$)\b)[^.!?]*`,
  true,
  false,
  { unless: /\b(?:cut|cutting|blade|razor|on purpose|myself|let it|want it to)\b/ },
);
// Goodbye letters written long ago and destroyed: "remember those goodbye letters i wrote in second year? burned them last
// week, my therapist's idea".
add(
  'recovery',
  String.raw`\b(?:goodbye|suicide|last|final)\s+(?:letters?|notes?)\s+(?:i|that i)\s+(?:wrote|had written|once wrote)\b[^]{0,80}\b(?:burned|burnt|threw (?:them|it) (?:away|out)|binned (?:them|it)|tore (?:them|it) up|ripped (?:them|it) up|deleted (?:them|it)|shredded)\b(?![^]{0,150}\b(?:memori[sz]ed|doing it|it is tomorrow|before|still know|when i go|friday|tonight|this time|again|new ones?)\b)`,
  true,
  false,
  { unless: /\b(?:again|new ones?|wrote (?:another|new)|rewrote|tonight|this time)\b/ },
);
// An old night on a bridge told as a story to others: "told my story at the ACS mental health night. how i was on that
// bridge in first year".
add(
  'recovery',
  String.raw`\b(?:told|shared|telling|sharing|spoke about|talked about)\s+my\s+story\b[^.!?]{0,60}[.!?,]?\s*(?:about\s+)?how\s+i\s+(?:was|stood|almost|nearly|tried|had)\b(?![^]{0,150}\b(?:still am|i still|nobody knows|no one knows|again|lately|tonight|this week)\b)[^.!?]*`,
  true,
  false,
  { unless: /\b(?:again|tonight|lately|still|last night|this week)\b/ },
);
// A character's death at the end of a set book: "finished Things Fall Apart for book club. Okonkwo hanging himself at the
// end".
add(
  'news',
  String.raw`\b\w+\s+(?:hanging|killing|drowning|shooting|hanged|killed|drowned|shot|poisoning|poisoned)\s+(?:himself|herself|themselves)\s+at\s+the\s+end\b(?<=\b(?:book club|finished|reading|reread|re read|novel|set text|the book|the play|the film|the movie|chapter|a level|gcse|literature|lit class)\b[^]{0,160})(?![^]{0,150}\b(?:same|mine|me too|my plan|made sense to me|i will|will do|the only ending|i have the|i did not say)\b)[^.!?]*`,
  true,
);
// A piece of writing about a character: "my creative writing piece is about a girl who thinks about drowning herself".
add(
  'news',
  String.raw`\b(?:my|our|the|this)\s+(?:creative writing(?: piece)?|short story|story|poem|piece|novel|screenplay|script|fic|fanfic|assignment|essay|play)\b[^.!?]{0,30}\bis\s+about\s+(?:a|an|this|the)\s+(?:girl|boy|man|woman|character|kid|teen|student|soldier|mother|father|guy|lad)\s+who\b(?![^]{0,150}(?:${ABOUT_ME}|\b(?:it is|its) me\b|\bnot fiction\b))[^.!?]*`,
  true,
  false,
  { unless: new RegExp(ABOUT_ME) },
);

// A farewell at a last shift, last day or last exam with what comes next named: "said goodbye to everyone at the cafe,
// last shift before i start the new job"; "last day at the mine, handed my gear in, new site monday".
const MOVING_ON = String.raw`(?:(?:last|final) (?:shift|day|exam|class|lesson|week|game|match|paper|day of (?:school|term|uni|work|placement))|new (?:job|site|role|school|position|team|place|city|flat|house|contract)|start(?:ing)? (?:the|my|a) new|leaving do|leaving party|retir(?:ing|ement|ed)|graduat\w+|(?<!\bnot )(?<!\b(?:he|she|they) (?:is|are|was|were) )moving (?:to|away|out|house|country)|leaving the country|changing my name|handover)`;
add(
  'everyday',
  String.raw`(?:(?<=\b${MOVING_ON}\b[^]{0,200})|(?=[^]{0,200}\b${MOVING_ON}\b))(?:\b(?:goodbyes?|farewells?|byes?)\b[^.!?\n]*|\bhand(?:ed|ing)?\s+(?:in\s+)?my\s+(?:gear|keys|badge|laptop|uniform|lanyard|pass|tools|ppe|locker key)\b[^.!?\n]*|\bnever (?:coming|going) back (?:to|into) (?:this|that|the) (?:building|school|place|office|site|campus|job|town|shop|store|warehouse)\b[^.!?\n]*)`,
  true,
  false,
  {
    sentence: true,
    unless:
      /\b(?:myself|kill|suicid\w*|end it|end things|pills|not be (?:here|around)|will not be (?:here|around)|for good|take my life|they do not know|did not know|real goodbye|where i am going|will not need|do not need|last time (?:they|you) (?:will )?see)\b/,
  },
);
// A hanging or stabbing on stage: "in our play i have to hang myself in act 3 (fake harness, stage manager checked it)".
const STAGE = String.raw`(?:fake (?:harness|noose|knife|blade|gun|blood)|stage manager|opening night|dress rehearsal|rehears\w*|act (?:[1-5]|one|two|three|four|five)|audition\w*|(?:our|the|my|this) (?:play|musical|panto|pantomime|production|show)|the cast|props? (?:team|table|department))`;
add(
  'news',
  String.raw`\b(?:hang|hanging|hanged|stab|stabbing|shoot|shooting|poison|poisoning|drown|drowning)\s+(?:myself|himself|herself|themselves)\b(?:(?<=\b${STAGE}\b[^]{0,120})|(?=[^]{0,120}\b${STAGE}\b))[^.!?\n]*`,
  true,
  false,
  { unless: new RegExp(ABOUT_ME) },
);
// Lyrics being written or quoted: "working on a song for the open mic. chorus goes 'lay me down by the river'".
add(
  'news',
  String.raw`\b(?:(?:chorus|verse|lyrics?|refrain|hook|the line)\s+(?:goes|go|reads)|(?:chorus|verse|lyrics?|refrain)\s+(?:is|says))\b[^\n]*`,
  true,
  false,
  {
    unless: new RegExp(ABOUT_ME),
  },
);
// A goodbye letter from long ago told as a story: "told my story at the Legion about the night I wrote my goodbye letter
// back in 2017"; "found one of the goodbye letters i wrote in 9th grade".
add(
  'recovery',
  String.raw`\b(?:goodbye|suicide|farewell)\s+(?:letters?|notes?)\s+(?:i|that i)\s+(?:wrote|left|had written)\s+(?:in \d+(?:th|st|nd|rd) grade|in (?:year|grade) \d+|at (?:1\d|school|uni)|as a (?:teen|teenager|kid)|(?:back )?in (?:19|20)\d\d|\w+ years ago|years ago)\b[^.!?\n]*|\b(?:the (?:night|day|time|week)|when)\s+i\s+(?:wrote|left)\s+my\s+(?:goodbye|suicide|farewell)\s+(?:letters?|notes?)\s+(?:back in (?:19|20)\d\d|in (?:19|20)\d\d|\w+ years ago|years ago|in \d+(?:th|st|nd|rd) grade|as a (?:teen|teenager|kid))\b[^.!?\n]*`,
  true,
  false,
  { unless: /\b(?:again|new ones?|another|rewrote|tonight|this time|still have it|kept it)\b/ },
);
// A clinician teaching or supervising risk questions: "taught the new nurses the Columbia scale. half had never asked a
// patient straight out if they are thinking of killing themselves"; "supervision about a client who disclosed self harm";
// "we role-played safety planning, my partner played a kid who had been saving pills".
add(
  'medical',
  String.raw`\bask(?:ed|ing|s)?\s+(?:a|the|their|my|our|every|each)\s+(?:patients?|clients?|pts?|kids?|students?|callers?|service users?)\s+(?:straight out\s+|directly\s+|outright\s+)?(?:if|whether)\s+(?:they|he|she)\b[^.!?\n]*|\b(?:a|my|the|our)\s+(?:client|patient|service user|young person|student|pupil|resident)s?\s+(?:who|that)\s+(?:disclosed|discloses|reported|reports|presented with|has a history of|is at risk of)\b[^.!?\n]*(?<=\b(?:supervision|clinical lead|caseload|sessions?|practicum|placement|therapist|counsell?(?:or|ing)|psycholog\w*|social work\w*|safeguarding|referral|ward|clinic)\b[^]{0,200})|\b(?:played|plays|playing)\s+(?:a|the)\s+(?:kid|client|patient|teen|teenager|student|person|caller|service user)\b[^.!?\n]*(?<=\b(?:role ?play\w*|practicum|training|workshop|course|class|placement|simulation|scenario)\b[^]{0,200})`,
  true,
  false,
  { unless: /\b(?:myself|i (?:cut|hurt|took|want))\b/ },
);
// Overdoses in the news from a bad batch: "read about the overdoses from that bad batch at the festival. pill testing".
add(
  'news',
  String.raw`\b(?:overdoses|ods|deaths|hospitali[sz]ations)\s+(?:from|at|after|linked to|caused by)\s+(?:a|the|that|this)\s+(?:bad batch|festival|party|rave|club|gig|contaminated)\b[^.!?\n]*|\b(?:bad batch|pill testing|drug checking|contaminated (?:pills|batch))\b[^.!?\n]*`,
  true,
);
// Someone else hurt in a fight: "some bloke got glassed at the pub last night, blood everywhere. bouncers sorted it".
add(
  'everyday',
  String.raw`\b(?:glassed|(?:got|get|was|been) bottled|bar fight|pub fight|brawl|punch up|bouncers?|got stabbed|got jumped|got decked)\b`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:myself|i (?:cut|did|hurt|want))\b/,
  },
);
// Rope work at height: "rigged a rope access line on the bridge today for the inspection".
add(
  'everyday',
  String.raw`\brope access\b[^.!?\n]*|\b(?:rig(?:ged|ging)?|set up|ran|fixed)\s+(?:a|the|my)\s+(?:rope|line|anchor)\b(?=[^]{0,120}\b(?:inspection|job|site|crew|harness|abseil\w*|rescue|training|climb\w*|survey|maintenance|window clean\w*|arborist|tree)\b)[^.!?\n]*`,
  true,
);
// A jump to save someone: "the guy who jumped off the bridge downtown to save a dog, he is fine".
add(
  'news',
  String.raw`\bjump(?:ed|s|ing)?\s+(?:off|from|into|in)\s+[^.!?]{0,40}?\bto\s+(?:save|rescue|help|grab|catch|fetch|pull out)\b[^.!?\n]*`,
  true,
  false,
  {
    unless: /\b(?:myself|my life)\b/,
  },
);
// A dread on condition of one more trivial thing: "if I have to sit through one more safety brief I am going to die".
add(
  'hyperbole',
  String.raw`\bif\s+i\s+(?:have|had|need)\s+to\s+[^.!?]{0,80}\bone more\s+(?!(?:day|night|week|month|year|minute|hour|second|morning|birthday|christmas|time|of (?:this|these|it|that)|round|episode|panic|attack|breakdown|session|appointment|chance)\b)[^.!?]{0,80}?\bi\s+(?:am going to|will|would)\s+(?:die|scream|lose it)\b[^.!?\n]*`,
  true,
);
// A threat to a sibling over a charger: "im going to unalive my little brother if he touches my charger again".
add(
  'hyperbole',
  String.raw`\b(?:unalive|kill|murder|strangle|end)\s+(?:my|his|her|your|the)\s+(?:little |big |baby |older |younger )?(?:brother|sister|bro|sis|cousin|flatmate|roommate|housemate|husband|wife|bf|gf|boyfriend|girlfriend|partner|dog|cat|son|daughter|dad|mum|mom|boss|teacher)\s+if\b[^.!?\n]*`,
  true,
);
// A swing, hammock or climbing rope tested for a body's weight: "tested whether the rope swing would hold my weight".
add(
  'everyday',
  String.raw`\b(?:rope swing|tyre swing|tire swing|tree swing|swing seat|hammock|hammock straps|climbing rope|slackline|aerial silks|trapeze|pull up bar|gymnastic rings)\b`,
  true,
  false,
  {
    sentence: true,
    unless: /\b(?:my neck|noose|hang myself|hanging myself|end it|kill myself|suicid\w*)\b/,
  },
);

// ---------------------------------------------------------------- before the fifty-fourth head (from the fifty-third's final split, already read)
// A dread pinned on a system, an essay or a form: "new EPR system makes me want to shoot myself. 14 clicks to chart one
// paracetamol", "IELTS writing task 2 makes me want to jump from the window". Only named things, never life, work or people.
add(
  'hyperbole',
  String.raw`\b(?:system|software|app|update|printer|scanner|form|forms|essay|essays|writing task(?: \d)?|task \d|homework|assignment|paperwork|spreadsheet|excel|powerpoint|slides|rota|timetable|traffic|commute|queue|website|portal|wifi|wi fi|internet|code|bug|build|ielts|toefl|sat|gcse|a levels?|grammar|algebra|calculus|chemistry|tax return|self assessment|ikea|flat pack|song|advert|ad|jingle|ringtone|group chat|meeting|meetings|zoom call|training module|e learning|elearning|epr|emr|epic|cerner|charting|clicks?)\b(?:\s+\w+){0,3}\s+(?:makes?|made|making)\s+me\s+want\s+to\s+(?:shoot|hang|kill|stab)\s+myself\b|\b(?:system|software|app|update|form|forms|essay|essays|writing task(?: \d)?|task \d|homework|assignment|paperwork|spreadsheet|ielts|toefl|grammar|tax return|ikea|flat pack|meeting|meetings|zoom call|training module|e learning|elearning|epr|emr|charting)\b(?:\s+\w+){0,3}\s+(?:makes?|made|making)\s+me\s+want\s+to\s+jump\s+(?:from|out of|off)\s+(?:the|a)\s+(?:window|balcony)\b`,
  true,
  false,
  { unless: /\b(?:for real|not joking|not kidding|i mean it|really want to die|every day|everything|my life)\b/ },
);
// Tinsel, paper chains and streamers are no ligature: "gonna hang myself with the tinsel. or just whinge in the group chat".
add(
  'hyperbole',
  String.raw`\bhang(?:ing)? myself with (?:the |some |a |my )?(?:tinsel|paper ?chains?|streamers?|bunting|spaghetti|dental floss|floss|lanyard|party poppers?)\b`,
  true,
);
// A stage death played nightly: "our drama club doing romeo and juliet and i am juliet, i stab myself with the dagger every night".
add(
  'news',
  String.raw`\b(?:i am|i play|i am playing|playing|cast as|i got)\s+(?:juliet|romeo|ophelia|hamlet|cleopatra|othello|macbeth|lady macbeth|javert|eponine|tosca|madame butterfly|antigone|hedda|hedda gabler|anna karenina|emma bovary)\b`,
  true,
  false,
  { sentence: true, unless: /\b(?:for real|in real life|irl|not acting|actually want|really want)\b/ },
);
// Plans made now without the old voice: "first time i have made plans for next summer without that voice saying i will
// not be around for it". Not when the voice still comes ("cannot make plans without that voice saying").
add(
  'recovery',
  String.raw`\bwithout (?:that|the|my) (?:old )?(?:voice|thought|part of me|little voice)\s+(?:saying|telling me|that says)\b[^.!?]*`,
  true,
  false,
  { unless: /\b(?:cannot|can not|could not|never|always|still|again)\b/ },
);

// A threat pinned on a machine failing once more (own probe while the fifty-fourth head trained): "i'm going to jump
// off a bridge if this build fails one more time".
add(
  'hyperbole',
  String.raw`\b(?:going to|gonna|will|about to)\s+(?:jump off a bridge|kill myself|hang myself|shoot myself|throw myself (?:off|out of) (?:a|the) \w+)\s+if\s+(?:this|the|my|that)\s+(?:build|code|printer|laptop|computer|game|patch|update|wifi|wi fi|internet|test|tests|server|deploy|pipeline|app|bus|train|queue|essay|zoom|router|compiler|website)\b[^.!?]{0,40}\b(?:one more time|again)\b`,
  true,
);

export const LOOKALIKES: readonly Lookalike[] = spans;
