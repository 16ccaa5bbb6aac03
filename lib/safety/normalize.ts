// Journal and chat text arrives in every spelling: curly apostrophes, "im", "dont", "wanna",
// "sooo", "myslef", "kms". The grammar is written once against one canonical spelling, and this
// file is the only place that knows the variants.

import { ROMANCE_REWRITES } from './normalize-romance';
import { TAGLISH_HINGLISH_REWRITES } from './normalize-taglish-hinglish';
import { BAHASA_REWRITES } from './normalize-bahasa';

// Laughter markers become one word so hyperbole rules can see them ("i'm dead 😂").
const LAUGH = /(?:😂|🤣|💀|😭😂|😹|☠️?)+/gu;

// [pattern, replacement], applied in order to lowercased text with straight apostrophes.
const REWRITES: Array<[RegExp, string | ((match: string) => string)]> = [
  [/\b(i)\s*'?\s*m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  // Past participles that cannot follow "would" ("i'd self harmed", "i'd tried") read as "i had".
  [
    /\bi'?d(?=\s+(?:never\s+|not\s+|already\s+|just\s+|ever\s+)?(?:been|had|gone|done|seen|taken|left|written|given|said|told|self ?harmed|self-harmed|harmed|tried|attempted|thought|felt|wanted|planned|bought|considered|lost|sent|deleted|packed|stopped|started)\b)/g,
    'i had',
  ],
  [/\bi'd\b/g, 'i would'],
  // Bare "ill"/"id" are words too ("I feel ill"); only read them as "I will/would" before a verb.
  [
    /\bill\s+(?=(?:just|probably|never|do|go|take|end|kill|jump|make|finally|try|write|say|leave|have|see|get|cut|hurt|stop|die|swallow|hang|walk|drive|drink|overdose|od|miss|text|call|tell|put|give|be gone|be dead|be fine|be okay|be free|hear|need)\b)/g,
    'i will ',
  ],
  [
    /(^|[.!?,;:]\s*|\b(?:and|so|then|maybe|probably|think|guess|swear|but|or)\s+)id\s+(?=(?:rather|be|never|love|like|just|do|go|take|want|have|kill|jump|end|sooner|prefer)\b)/g,
    '$1i would ',
  ],
  [/\bcan'?t\b/g, 'cannot'],
  [/\bcan not\b/g, 'cannot'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'am not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need|might)n'?t\b/g, '$1 not'],
  [/\b(you|we|they|who)'re\b/g, '$1 are'],
  [/\b(youre|theyre)\b/g, (m: string) => `${m.slice(0, -2)} are`],
  [/\b(you|we|they|he|she|it|that|who|there)'ll\b/g, '$1 will'],
  [/\b(theyll|youll|itll|thatll)\b/g, (m: string) => `${m.slice(0, -2)} will`],
  // Bare "shell"/"hell" are words too; only read them as "she/he will" before a verb of understanding or coping.
  [
    /\b(shell|hell)\s+(?=(?:understand|get it|know why|know|realise|realize|forgive|be fine|be okay|be ok|be better|miss me|find me|figure it out|work it out|cope|manage|move on)\b)/g,
    (m: string) => `${m.trim().slice(0, -2)} will `,
  ],
  // The same for others: "a kid who'd been saving pills" is "who had been".
  [
    /\b(you|we|they|he|she|it|that|who|there)'d(?=\s+(?:never\s+|not\s+|already\s+|just\s+|ever\s+)?(?:been|had|gone|done|seen|taken|left|written|given|said|told|self ?harmed|self-harmed|harmed|tried|attempted|thought|felt|wanted|planned|bought|considered|lost|sent|deleted|packed|stopped|started)\b)/g,
    '$1 had',
  ],
  [/\b(you|we|they|he|she|it|that|who|there)'d\b/g, '$1 would'],
  [
    /\b(theyd|youd|itd|thatd|hed|shed)\b(?=\s+(?:be|all|never|just|probably|not|move|get|have|rather|miss|notice|care|forget|cope|adjust|manage|survive|heal|recover|barely|hardly|even|do|say|know|want|like|love|hate|go|come|make|feel|think|tell|cry|laugh)\b)/g,
    (m: string) => `${m.slice(0, -1)} would`,
  ],
  [/\b(you|we|they|who|would|could|should|might|must)'ve\b/g, '$1 have'],
  // "it's been over for years" is "it has been", not "it is been".
  [/\b(it|that|there|he|she|who|everything|everyone|nobody|life|this)(?:'s|s) been\b/g, '$1 has been'],
  [/\b(it|that|what|there|here|he|she|who|everything|everyone|nobody|life|tonight|today|tomorrow|now|this)'s\b/g, '$1 is'],
  [/\b(tonight|today|tomorrow)s\b/g, '$1 is'],
  [/\b(thats|whats|theres|hes|shes|heres)\b/g, (m: string) => `${m.slice(0, -1)} is`],
  [/\blet's\b/g, 'let us'],
  // bare "its" is usually "it's" before these words ("its going to be sunday"), possessive before nouns
  [
    /\bits\s+(?=(?:going|gonna|happening|been|over|time|done|all|booked|a|an|the|not|so|just|like|really|too|getting|okay|ok|fine|hard|cold|windy|dark|late|quiet|finished|set|decided|ready|my|your|our|their|his|her|that|this|only|still|almost|nearly|about|never|always|true|worse|better|easier|gone|weird|strange|funny|sad|scary|raining|snowing|sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|today|now|final|happening)\b)/g,
    'it is ',
  ],
  // Possessive 's is dropped so "mom's pills" and "moms pills" read alike.
  [/(\w)'s\b/g, '$1s'],
  [/'/g, ''],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\b(?:finna|boutta|bouta)\b/g, 'about to'],
  [/\bgotta\b/g, 'got to'],
  [/\bhafta\b/g, 'have to'],
  [/\btryna\b/g, 'trying to'],
  [/\bkinda\b/g, 'kind of'],
  // Scots: "cannae dae this anymore ... thinkin aboot just endin it aw".
  [/\b(?:cannae|canna|cannae)\b/g, 'cannot'],
  [/\b(?:dinnae|dinna|dunnae)\b/g, 'do not'],
  [/\b(?:wannae)\b/g, 'want to'],
  [/\baboot\b/g, 'about'],
  [/\b(cannot|not|to|can|will|could|would)\s+dae\b/g, '$1 do'],
  [/\b(endin|thinkin|killin|dyin|plannin|wantin|wishin|goin|tryin|feelin|gettin|takin|jumpin|hangin|cuttin|drinkin|lookin|sittin|waitin)\b/g, '$1g'],
  // "been wantin tae end it fur weeks noo an naebdys got a clue"
  [/\b(wanting|going|trying|need|want|have|got|about|used)\s+tae\b/g, '$1 to'],
  [/\bfur\s+(weeks|months|days|ages|years|a while|a long time|good)\b/g, 'for $1'],
  [/\b(?:naebdy|naebody)(s?)\b/g, 'nobody$1'],
  // Patois: "mi nah go kill miself over no man".
  [/\bmi nah go\b/g, 'i am not going to'],
  [/\bmiself\b/g, 'myself'],
  // "noo" has already been read as a stretched "no" by the typo pass; after a span of time it is Scots "now".
  [/\b(weeks|months|days|years|ages)\s+no\s+an\b/g, '$1 now and'],
  [/\b(?:naething|nuthin)\b/g, 'nothing'],
  [/\b(ending|end) it aw\b/g, '$1 it all'],
  // More Scots: "ah want naebody left wi anythin ae mine tae sort", "banged ma heid aff the wall".
  // "ah" alone is also a sigh and "ma" a mother, so only before the words that make them "i" and "my".
  [
    /\bah\s+(?=(?:want|wanted|cannot|do not|am|was|wis|just|telt|walked|owed|will|have|had|feel|felt|think|keep|kept|could|would|might|should|need|got|get|tried|hate|know|ken|took|bought|wrote|said|went|gave|sat|stood|cut|hit|banged|drank|swallowed|never|still|really|aye)\b)/g,
    'i ',
  ],
  [/\bahm\b/g, 'i am'],
  [
    /\bma\s+(?=(?:heid|head|debts?|wrists?|arms?|legs?|life|maw|da|dug|pals?|wee|ain|hoose|room|bed|pills|tablets|face|body|sel|mind|phone|stuff|things|boy|lassie|wean|weans|bairns?|cousin|brother|sister|mate|motor|flat|job|work|will)\b)/g,
    'my ',
  ],
  [/\b(?:masel|masell|ma sel|mysel)\b/g, 'myself'],
  [/\bheid\b/g, 'head'],
  [/\b(?:aff)\b/g, 'off'],
  [/\bhame\b/g, 'home'],
  [/\btelt\b/g, 'told'],
  [/\bwi\b(?!\s+fi\b)/g, 'with'],
  [/\b(anythin|nothin|everythin)\b/g, '$1g'],
  [/\b(anything|something|nothing|everything|naething)\s+ae\s+(?=(?:mine|yours|his|hers|theirs|ours)\b)/g, '$1 of '],
  [/\btae\s+(?=(?:sort|dae|do|go|see|be|get|make|take|say|tell|the|ma|my|pay|clear|deal)\b)/g, 'to '],
  [/\bthe nicht\b/g, 'tonight'],
  [/\bthe morra\b/g, 'tomorrow'],
  [/\bdaein\b/g, 'doing'],
  [/\bit aw\b/g, 'it all'],
  // Patois: "mi ready fi done wid life, mi nuh waan live it nuh more", "mi drink di weed killa".
  [/\bmi nuh waan\b/g, 'i do not want to'],
  [/\bmi waan\b/g, 'i want to'],
  [/\bmi nuh\b/g, 'i do not'],
  [/\bmi cyaan\b/g, 'i cannot'],
  [/\bmi (?:a go|ago|gwaan)\b/g, 'i am going to'],
  [/\bmi ready fi\b/g, 'i am ready to'],
  [
    /\bmi (?=(?:drink|drank|tek|tek di|tired|did|try|tried|cut|cutting|jus|just|feel|deh|dey|seh|think|cyaan|nah|gone|sit|siddung|stand|ready|wish|cah|wah|nuh)\b)/g,
    'i ',
  ],
  [/\b(?:fi done|to done)\s+wid\b/g, 'to be done with'],
  [/\bwid\b/g, 'with'],
  [/\bnuh more\b/g, 'anymore'],
  [/\b(drink|drank|tek|take|swallow|swallowed)\s+di\b/g, '$1 the'],
  [/\bweed killa\b/g, 'weedkiller'],
  [/\bwaan dead\b/g, 'want to die'],
  // Nigerian Pidgin: "two years since I try kill myself", "I wan die", "make I just die".
  [/\bi (?:try|don try) kill myself\b/g, 'i tried to kill myself'],
  [/\bi wan (?=(?:die|kill|end|comot|go|sleep)\b)/g, 'i want to '],
  [/\bmake i (?:just )?die\b/g, 'i should just die'],
  // Romanised Hindi and Urdu: the few words that carry the risk ("mar jaun", "khudkushi", "jeena nahi
  // chahta", "neend ki goliyan"), mapped onto English the grammar reads; none of them is an English word.
  [/\b(?:khudkushi|khud kushi|aatmhatya|atmahatya|aatmahatya)\b/g, 'suicide'],
  [
    /\b(?:mar jaun|mar jaau|mar jaaun|mar jaunga|mar jaungi|mar jaana|mar jana|marna chahta|marna chahti|marna hai|mar jaate|mar jata|mar jaata|mar jati|mar jaati|mar jaye|mar jaaye|mar gaya hota|mar jaata toh)\b/g,
    'die',
  ],
  [/\bjeena nahi(?: chahta| chahti| hai)?\b|\bjeene ka (?:mann|man) nahi\b|\bjeene ki (?:ichha|icha|wajah) nahi\b/g, 'i do not want to live'],
  [/\bzindagi khatam(?: kar(?:na|doon|dun|du|lunga|lungi))?\b/g, 'end my life'],
  [/\bmain na hota\b|\bmain nahi hota\b|\bmain na rahun\b|\bmain nahi rahunga\b|\bmain nahi rahungi\b/g, 'if i was not here'],
  [/\b(?:neend|nind) ki (?:goliyan|goliyon|goli|golia)\b/g, 'sleeping pills'],
  [/\bkitni (?:goliyan|goliyon|golia)\b/g, 'how many pills'],
  [/\bkitni (?=sleeping pills\b)/g, 'how many '],
  [/\bse (?:insaan|aadmi|koi|banda) (?:die|mar) (?:hai|jata hai|jaata hai|ho jata hai)\b/g, 'does it take to die'],
  [/\b(?:usne|unhone) google kiya(?: tha)?\b/g, 'they googled'],
  [/\b(?:maine) google kiya(?: tha)?\b/g, 'i googled'],
  [/\bkitni kaafi hogi\b|\bkitna kaafi hoga\b/g, 'how much would be enough'],
  [/\bek insaan ke liye\b/g, 'for a person'],
  [/\bchuhe maarne (?:wali|ki) dawai\b/g, 'rat poison'],
  [/\bblade (?:uthaya|uthayi|liya|li)\b/g, 'picked up the blade'],
  [/\b(?:haath|kalai|bazu) (?:pe|par)\b/g, 'on my arm'],
  [/\b(?:kaat liya|kaata|kaat diya|kaat li|kaati)\b/g, 'cut myself'],
  // More Scots: "genuinely want tae be deid", "single's fine, willnae need a return", "whits the
  // last train tae ... fae Central".
  [/\bdeid\b/g, 'dead'],
  [/\b(will|would|could|should|did|is|was|has|have|do|does|are|were|must)nae\b/g, '$1 not'],
  [/\bwhits\b/g, 'whats'],
  [/\bfae\s+(?=(?:the|central|queen street|glasgow|edinburgh|here|there|ma|my|work|hame|home)\b)/g, 'from '],
  [/\btae\s+(?=[A-Za-z]+\s+bridge\b)/g, 'to '],
  // Patois recovery and plain speech: "one year since mi stop tink bout done wid life. mi good now".
  [/\b(?:tink|tinkin)\s+(?:bout|bout\s+it)\b/g, 'think about'],
  [/\bmi stop\b/g, 'i stopped'],
  [/\bmi good\b/g, 'i am good'],
  [/\bmi have\b/g, 'i have'],
  // "me: thinks about suicide every day. also me: ..." - the meme's third person is the writer.
  [/\bme:\s*(?=(?:thinks|wants|plans|googles|writes|buys|looks up|researches|counts|says)\b)/g, 'i '],
  [/\bi (think|want|plan|google|write|buy|research|count)s\b(?=\s+(?:about|to|how|the|a|my|suicide|dying|death|ways)\b)/g, 'i $1'],
  // Tagalog and Taglish: the words that carry the risk ("gusto ko nang mamatay", "magpapakamatay",
  // "paalam", "laslas"), mapped onto English the grammar reads; none of them is an English word.
  [/\b(?:gusto|gusto ko|gusto ko na|gusto ko nang|gusto ko ng)\s+(?:na\s+|nang\s+)?mamatay\b/g, 'i want to die'],
  [/\bsana\s+(?:hindi|di)\s+na\s+(?:ako\s+)?magising\b/g, 'i hope i do not wake up'],
  [/\bsana\s+(?:mamatay|mawala)\s+na\s+(?:lang\s+)?(?:ako)?\b/g, 'i wish i would die'],
  [/\bayoko\s+na\s+(?:mabuhay|mabuhay pa)\b/g, 'i do not want to live'],
  [/\b(?:hindi|di)\s+(?:ako|ko)\s+(?=(?:magpapakamatay|magpakamatay)\b)/g, 'i will not '],
  [/\b(?:magpapakamatay|magpakamatay|papatayin ko ang sarili ko|patayin ang sarili ko)\b/g, 'kill myself'],
  [/\bnagpakamatay\b/g, 'killed themselves'],
  [/\b(?:maglalaslas|naglaslas|laslas|naglalaslas)\b/g, 'cut my wrist'],
  [/\b(?:magbibigti|magbigti|nagbigti)\b/g, 'hang myself'],
  [/\bpaalam\b/g, 'goodbye'],
  [/\b(?:nasa tabi ko na|hawak ko na)\b/g, 'next to me now is'],
  [/\bhindi para sa (?:braso|kamay|pulso)\b/g, 'not for my arm'],
  [/\b(?:yung|ang)\s+(?:bestfriend|best friend|kaibigan)\s+ko\b/g, 'my best friend'],
  [/\b(?:di|hindi)\s+(?:siya|sya)\s+sumasagot\b/g, 'she is not answering'],
  [/\bnag\s+post\s+ng\b/g, 'posted'],
  [/\bininom ko (?:lahat ng|ang lahat ng|lahat)\b/g, 'i swallowed all the'],
  [/\bginawa ko na\b/g, 'i already did it'],
  [/\bsana\s+(?:mabangga|madisgrasya|bumangga)\s+na\s+lang\s+(?:kami|ako)\b/g, 'i hope we crash'],
  [/\b(?:dinadaanan|hinihiwa|ginagasgas)\s+ko\s+(?:lang\s+)?ng\s+(?:cutter|blade|labaha)\b/g, 'i cut myself with the cutter'],
  [/\bhindi na ako babalik\b/g, 'i am not coming back'],
  [/\bbago ko tapusin (?:ang )?lahat\b/g, 'before i end it all'],
  [/\b(?:wag|huwag) (?:nyo|niyo|mo) na (?:ako|akong) hanapin\b/g, 'do not look for me'],
  // Spanish: "ya no quiero vivir", "quiero morirme", "mañana ya no voy a estar".
  [/\b(?:quiero morir(?:me)?|me quiero morir|quisiera morir(?:me)?)\b/g, 'i want to die'],
  [/\bya no quiero vivir\b|\bno quiero vivir m[aá]s\b/g, 'i do not want to live anymore'],
  [/\bme pregunt[oó] si (?:he pensado|pienso|pensaba|estoy pensando) en\b/g, 'asked me if i was thinking about'],
  [/\bno he pensado en\b/g, 'i have not thought about'],
  [/\b(?:suicidarme|matarme|quitarme la vida)\b/g, 'kill myself'],
  [/\bma[nñ]ana ya no voy a estar\b/g, 'tomorrow i will not be here anymore'],
  [/\bya lo decid[ií]\b/g, 'i have decided'],
  // More Pidgin: "i don decide say i go comot for this world", "i don tire for this life", "una no go see me again".
  [/\bcomot (?:for|from) (?:this )?world\b/g, 'leave this world'],
  [/\bi don decide say\b/g, 'i have decided that'],
  [/\bi go (?=leave this world)/g, 'i will '],
  [/\bi don tire (?:for|of) (?:this )?life\b/g, 'i am tired of this life'],
  [/\buna no go see me again\b/g, 'you will not see me again'],
  [/\bthe tablets dey (?:for )?my bag\b/g, 'the tablets are in my bag'],
  // "i be burden pass": I am more of a burden (than anything).
  [/\bi be (?:a )?burden (?:pass|for (?:this|my|everybody|everyone|una|them))\b/g, 'i am a burden'],
  // More Patois: "mi jus waan sleep an nuh wake up", "nobody haffi worry bout mi".
  [/\bmi jus waan\b/g, 'i just want to'],
  [/\ban nuh wake up\b/g, 'and not wake up'],
  [/\bhaffi\b/g, 'have to'],
  [/\b(?:kanina ko pa|kanina pa)\s+(?:tinititigan|tinitignan|tinitingnan)\b/g, 'i have been staring at it for a while'],
  [/\byung\s+(?=(?:blade|pills|gamot|rope|lubid|knife|kutsilyo|bridge|tulay|gun|baril|rat poison|lason)\b)/g, 'the '],
  [/\b(?:gamot|mga gamot)\b/g, 'pills'],
  [/\blubid\b/g, 'rope'],
  [/\bkutsilyo\b/g, 'knife'],
  [/\blason\b/g, 'poison'],
  [/\bsorta\b/g, 'sort of'],
  [/\blemme\b/g, 'let me'],
  [/\bdunno\b/g, 'do not know'],
  [/\bidk\b/g, 'i do not know'],
  [/\bidc\b/g, 'i do not care'],
  // "ngl"/"tbh" must not become a "not" the negation scope would read as denying the next clause.
  [/\b(?:ngl|tbh|tbf|honestly)\b/g, 'honestly'],
  [/\brn\b/g, 'right now'],
  [/\b(?:tn|2nite|2night|tonite|tonigth|toninght)\b/g, 'tonight'],
  [/\b(?:tmrw|tmr|tmrw|tomoz|2moro|2morrow|tomorow|tommorow|tommorrow)\b/g, 'tomorrow'],
  [/\b(?:b4)\b/g, 'before'],
  // "5 yrs since": years, so that history reads it ("yr" alone is also "your", and "4 yr old" a child's age).
  [/\b(\d+)\s?yrs\b/g, '$1 years'],
  [/\byrs\b/g, 'years'],
  [/\b(?:pls|plz|plox)\b/g, 'please'],
  [/\b(?:bc|cuz|coz|cos|bcuz|becuz|bcos)\b/g, 'because'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\//g, 'with '],
  [/\babt\b/g, 'about'],
  [/\bppl\b/g, 'people'],
  [/\b(?:smth|sth|somethin)\b/g, 'something'],
  [/\bevery1\b/g, 'everyone'],
  [/\bany1\b/g, 'anyone'],
  [/\bno1\b/g, 'no one'],
  [/\bsome1\b/g, 'someone'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\br\b/g, 'are'],
  [/\bim\b/g, 'i am'],
  [/\bive\b/g, 'i have'],
  [/\b(?:cant|cannt)\b/g, 'cannot'],
  [/\bdont\b/g, 'do not'],
  [/\bdoesnt\b/g, 'does not'],
  [/\bdidnt\b/g, 'did not'],
  [/\bisnt\b/g, 'is not'],
  [/\barent\b/g, 'are not'],
  [/\bwasnt\b/g, 'was not'],
  [/\bwerent\b/g, 'were not'],
  [/\bhavent\b/g, 'have not'],
  [/\bhasnt\b/g, 'has not'],
  [/\bhadnt\b/g, 'had not'],
  [/\bwouldnt\b/g, 'would not'],
  [/\bcouldnt\b/g, 'could not'],
  [/\bshouldnt\b/g, 'should not'],
  // "wont" (habit) is rare next to a verb; "i wont" is nearly always "won't".
  [/\b(i|you|he|she|they|we|it|that|this|people|nobody|anyone)\s+wont\b/g, '$1 will not'],
  [/\bwont\s+(?=(?:be|need|have|see|get|make|hear|ever|know|matter|care|miss|notice)\b)/g, 'will not '],
  [/\bno one\b/g, 'nobody'],
  [/\bnoone\b/g, 'nobody'],
  [/\bmy ?self\b/g, 'myself'],
  [/\bher ?self\b/g, 'herself'],
  [/\bhim ?self\b/g, 'himself'],
  [/\bthem ?sel(?:f|ves)\b/g, 'themselves'],
  [/\bok\b/g, 'okay'],
  // Misspellings of words the look-alikes and rules name ("die of embarassment", "dissapointed when it landed").
  [/\bemb?ar+as+ment\b/g, 'embarrassment'],
  [/\bdis+ap+oint(ed|ing|ment)?\b/g, 'disappoint$1'],
  // Community slang for suicide and self-harm, mapped onto the plain words the grammar knows.
  [/\bsewer ?slide\b/g, 'suicide'],
  [/\bsui\b/g, 'suicide'],
  [/\bself ?(?:delet(?:e|ion|ing)|unalive)\b/g, 'kill myself'],
  [
    /\bun ?aliv(?:e|ing)\b(?!\s+(?:myself|me|him|her|them|yourself|himself|herself|themselves|themself|my|the|this|that|these|those|your|his|their|our)\b)/g,
    'kill myself',
  ],
  [/\bun ?aliv(?:e|ing)\b/g, 'kill'],
  [/\bunalived\b/g, 'killed'],
  [/\bkms\b/g, 'kill myself'],
  [/\bctb\b/g, 'kill myself'],
  [/\bcatch(?:ing)? the bus\b/g, 'kill myself'],
  [/\bkmsl\b/g, 'kill myself'],
  // "nowhere near wanting to end it", "far from wanting to die": denials the negation scope reads as "not".
  [/\b(?:nowhere near|far from|not even close to)\s+(?=(?:wanting|thinking|being|feeling|doing|planning|suicidal)\b)/g, 'not '],
  // British and US slang: "top myself", "do myself in", "off myself" ("top myself up" is phone credit).
  [/\b(?:topping|offing)\s+myself\b(?!\s+(?:up|off)\b)/g, 'killing myself'],
  [/\b(?:topped|offed)\s+myself\b(?!\s+(?:up|off)\b)/g, 'killed myself'],
  [/\b(?:top|off)\s+myself\b(?!\s+(?:up|off)\b)/g, 'kill myself'],
  [/\bdo(?:ing)?\s+myself\s+in\b(?!\s+(?:at|with|doing|on)\b)/g, 'kill myself'],
  [/\b(?:od|o\.d\.)\b/g, 'overdose'],
  // "odd" is a word ("the odd one out"); only "od'd" and "oded" are the slang.
  [/\bod(?:'d|ed)\b/g, 'overdosed'],
  [/\bod ?ing\b/g, 'overdosing'],
  // "sh" alone is also "shh"; only read it as self-harm next to the words people use with it.
  [/\bsh\b(?=\s+(?:urges?|relapse|again|scars?|wounds?|cuts?|free|clean|habits?|days?|streak)\b)/g, 'self harm'],
  [/\b(relapsed?|relapsing|urges?|clean|stopped|started|back to|did|doing|to)( on| from| of| for| to)? sh\b/g, '$1$2 self harm'],
  [/\bselfharm/g, 'self harm'],
  // "sh'd" arrives here as "shd" (apostrophes are gone); "shed" is a garden shed or "she'd".
  [/\bshd\b/g, 'self harmed'],
  [/\bsh ?ing\b/g, 'self harming'],
];

// Words people stretch ("diiie", "byeee") back to their dictionary spelling.
const STRETCHED = new Set([
  'die',
  'dead',
  'bye',
  'help',
  'done',
  'so',
  'no',
  'me',
  'over',
  'please',
  'tired',
  'alone',
  'gone',
  'end',
  'now',
  'why',
  'hurt',
  'cut',
  'want',
  'pain',
  'sad',
  'tonight',
]);

// Key words misspelled by one letter ("suicde", "myslef") are restored; the words that are only
// one letter away from a key word but mean something else stay as they are.
const KEY_WORDS = [
  'suicide',
  'suicidal',
  'myself',
  'overdose',
  'overdosed',
  'overdosing',
  'goodbye',
  'paracetamol',
  'painkillers',
  'acetaminophen',
  'ibuprofen',
  'wrists',
  'herself',
  'himself',
  'themselves',
  'hopeless',
  'worthless',
];
const KEY_SET = new Set(KEY_WORDS);
const KEEP = new Set(['suicides', 'overdone', 'overdue', 'overdoses', 'goodbyes', 'writs', 'wrist', 'itself', 'thyself', 'yourself', 'oneself']);
const KNOWN_TYPOS: Record<string, string> = {
  suicidial: 'suicidal',
  sucidal: 'suicidal',
  suisidal: 'suicidal',
  suicidel: 'suicidal',
  suicidle: 'suicidal',
  sucidial: 'suicidal',
  sucide: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucicide: 'suicide',
  mysef: 'myself',
  myslef: 'myself',
  mysefl: 'myself',
  mself: 'myself',
  meself: 'myself',
  kil: 'kill',
  kll: 'kill',
  klil: 'kill',
  kiill: 'kill',
};

function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    // a swapped pair ("myslef") counts as one slip of the finger
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

function fixWord(word: string): string {
  if (KNOWN_TYPOS[word]) return KNOWN_TYPOS[word];
  if (KEY_SET.has(word)) return word;
  if (/(\w)\1/.test(word)) {
    const single = word.replace(/(\w)\1+/g, '$1');
    if (STRETCHED.has(single) && !STRETCHED.has(word)) return single;
  }
  if (word.length >= 5 && !KEEP.has(word)) {
    for (const key of KEY_WORDS) if (oneEditApart(word, key)) return key;
  }
  return word;
}

/** Canonical spelling for the grammar: lowercase, straight apostrophes, contractions and slang spelled out, single spaces. */
export function normalize(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  t = t.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'").replace(/[\u201c\u201d]/g, '"');
  t = t.replace(LAUGH, ' lol ');
  t = t.replace(/\b(?:lmao+|lmfao+|rofl|haha[ha]*|hehe[he]*|lolol+|lul)\b/g, 'lol');
  t = t.replace(/[*_~#]+/g, ' ');
  t = t.replace(/\.{2,}|…/g, ' ');
  // "self-harm", "un-alive", "good-bye": hyphens and slashes between letters are spaces.
  t = t.replace(/(\p{L})[-‐‑–/](?=\p{L})/gu, '$1 ');
  t = t.replace(/(\p{L})\1{2,}/gu, '$1$1');
  t = t.replace(/\p{L}+/gu, fixWord);
  for (const [re, to] of ROMANCE_REWRITES) t = t.replace(re, to);
  for (const [re, to] of TAGLISH_HINGLISH_REWRITES) t = t.replace(re, to);
  for (const [re, to] of BAHASA_REWRITES) t = t.replace(re, to);
  for (const [re, to] of REWRITES) t = typeof to === 'string' ? t.replace(re, to) : t.replace(re, to);
  return t.replace(/\s+/g, ' ').trim();
}
