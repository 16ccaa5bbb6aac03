// Word classes shared by the crisis rules and the look-alike spans. Rules are written as regex
// sources with {NAME} placeholders so each concept (a means, a body part, a time) is spelled once.

const alt = (...words: string[]) => `(?:${words.join('|')})`;

export const MACROS: Record<string, string> = {
  // Adverbs and hedges people put between "I" and the verb ("I just really want to die").
  ADV: String.raw`(?:(?:just|really|seriously|honestly|actually|literally|genuinely|kind of|sort of|still|even|finally|already|always|sometimes|often|constantly|actively|almost|nearly|probably|definitely|truly|lowkey|low key|highkey|secretly|quietly|simply|so|very|totally|completely|also|again|kinda|kind|lately|sincerely|desperately|badly|all|both|ever|more|much|only|fucking|freaking|f\w*ing|damn|legit|def|100%|deeply|sometimes|every day|everyday|daily|occasionally|mostly|sincerely|somewhat|partly|a bit|a little|every night|every morning|each night|each morning|at night|some nights|most days|most nights|every time|every single day|every single night|part of me|a part of me)\s+)*`,
  // "if I ___" - ways people say they had stopped living.
  GONE: String.raw`(?:died|die|was gone|were gone|am gone|disappeared|disappear|vanished|vanish|faded (?:out|away)|stopped existing|ceased to exist|was not here|were not here|was not around|were not around|am not here|left for good|was dead|were dead|killed myself|kill myself|did not wake up|never woke up|never came back|ended it|was erased|never existed|was never born|slipped away|evaporated|went away for good|was no longer (?:here|around|alive)|am dead|was just gone|stopped being here)`,
  PILLS: alt(
    'pills?', 'tablets?', 'meds', 'medications?', 'medicine', 'capsules?', 'paracetamol', 'tylenol', 'acetaminophen', 'ibuprofen', 'advil',
    'aspirin', 'painkillers?', 'pain killers?', 'sleeping (?:pills|tablets)', 'sleep(?:ing)? aids?', 'antidepressants?', 'benzos?', 'xanax', 'valium', 'diazepam',
    'oxy\\w*', 'opioids?', 'opiates?', 'codeine', 'tramadol', 'morphine', 'fentanyl', 'insulin', 'lithium', 'seroquel', 'quetiapine', 'sertraline', 'zoloft',
    'prozac', 'fluoxetine', 'amitriptyline', 'mirtazapine', 'lorazepam', 'clonazepam', 'klonopin', 'ativan', 'ambien', 'zopiclone', 'prescriptions?',
    'pill bottles?', 'blister packs?', 'packets?', 'bottles?', 'stash', 'supply', 'stockpile', 'doses'
  ),
  HEIGHT: alt(
    'bridges?', 'roofs?', 'rooftops?', 'buildings?', 'balcon(?:y|ies)', 'cliffs?', 'windows?', 'ledges?', 'towers?', 'overpass(?:es)?', 'parking garages?', 'parking structures?',
    'car parks?', 'multi ?storey', 'skyscrapers?', 'railings?', 'top floor', '\\d+(?:th|st|nd|rd) floor', 'flyovers?', 'viaducts?', 'dams?', 'quarr(?:y|ies)', 'edge of (?:the|a) (?:roof|bridge|cliff|building|balcony|platform)',
    'stairwells?', 'fire escapes?', 'water towers?', 'cranes?', 'high ?rises?', 'motorway bridges?', 'highway bridges?', 'the edge'
  ),
  VEHICLE: alt('trains?', 'tracks', 'train tracks', 'railway(?: line| tracks)?', 'rail(?:way)? lines?', 'subway(?: trains?)?', 'tube(?: trains?)?', 'metro', 'buse?s?', 'trucks?', 'lorr(?:y|ies)', 'traffic', 'oncoming traffic', 'cars?', 'motorway', 'highway', 'freeway', 'semi', '18 wheelers?'),
  WATER: alt('sea', 'ocean', 'lake', 'river', 'water', 'waves', 'canal', 'reservoir', 'bay', 'sound', 'harbou?r', 'loch', 'quarry'),
  BODY: alt(
    'arms?', 'forearms?', 'upper arms?', 'wrists?', 'thighs?', 'legs?', 'skin', 'stomach', 'belly', 'tummy', 'hips?', 'hands?', 'fingers?', 'ankles?', 'shoulders?',
    'chest', 'face', 'head', 'knuckles', 'calves', 'calf', 'ribs', 'sides?', 'body', 'feet', 'veins', 'throat', 'neck', 'flesh', 'scalp', 'breasts?', 'inner arms?'
  ),
  SH_TOOL: alt(
    'razors?', 'razor blades?', 'blades?', 'box ?cutters?', 'exacto(?: knife)?', 'x ?acto(?: knife)?', 'scalpels?', 'sharpeners?', 'pencil sharpeners?', 'lighters?', 'compass(?:es)?',
    'safety pins?', 'glass shards?', 'shards?', 'broken glass', 'scissors', 'knife', 'knives', 'lighter', 'hot (?:spoon|knife|metal)', 'straighteners', 'needles?', 'pins?'
  ),
  WEAPON: alt('guns?', 'pistols?', 'rifles?', 'shotguns?', 'revolvers?', 'firearms?', 'handguns?', 'glock', 'hunting rifle', 'bullets?', 'ammo', 'ammunition'),
  LIGATURE: alt('rope', 'ropes', 'noose', 'belt', 'belts', 'cord', 'cords', 'cable', 'cables', 'ligature', 'scarf', 'bedsheets?', 'sheets?', 'dog lead', 'leash', 'extension cord', 'charger cable', 'phone cable', 'tie', 'strap', 'straps'),
  POISON: alt('bleach', 'antifreeze', 'poison', 'rat poison', 'weed ?killer', 'pesticides?', 'drain cleaner', 'cyanide', 'paraquat', 'methanol', 'lye', 'insecticide', 'ammonia', 'detergent', 'car coolant', 'sodium nitrite', 'nitrite'),
  RELATION: alt(
    'friends?', 'bestie', 'bff', 'best friend', 'roommates?', 'roomie', 'flatmates?', 'housemates?', 'sisters?', 'sis', 'brothers?', 'bro', 'sons?', 'daughters?', 'kids?',
    'child', 'children', 'mom', 'mum', 'mother', 'mama', 'dad', 'father', 'papa', 'parents?', 'partner', 'boyfriend', 'girlfriend', 'bf', 'gf', 'husband', 'wife', 'hubby',
    'fiancee?', 'ex', 'cousins?', 'classmates?', 'coworkers?', 'co workers?', 'colleagues?', 'students?', 'teens?', 'teenagers?', 'neighbou?rs?', 'uncle', 'aunt(?:ie)?',
    'grandma', 'grandpa', 'nan', 'gran', 'granny', 'grandmother', 'grandfather', 'nephew', 'niece', 'buddy', 'mate', 'pal', 'clients?', 'teammates?', 'step ?(?:son|daughter|mom|dad|mum|brother|sister)',
    'twin', 'bandmate', 'ex boyfriend', 'ex girlfriend', 'lads?', 'guy i (?:know|work with)', 'girl i (?:know|work with)', 'someone i love', 'someone close to me', 'teen', 'stepkid', 'godson', 'goddaughter', 'boss', 'mentee', 'pupil', 'patient'
  ),
  // When a plan has a time it is a plan to act, so these move a crisis reading to 'imminent'.
  TIMING: alt(
    'tonight', 'this (?:evening|afternoon|morning|weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday|month|time tomorrow)', 'tomorrow(?: night| morning| evening)?',
    'on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)', '(?:next|this coming) (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)',
    'on (?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: of \\w+)?', 'on (?:january|february|march|april|may|june|july|august|september|october|november|december) \\d{1,2}', 'at \\d{1,2}(?::\\d\\d)? ?(?:am|pm|o ?clock)?',
    'at (?:midnight|dawn|sunrise|sunset|night)', 'by (?:friday|saturday|sunday|monday|the weekend|the end of (?:the )?(?:week|month|year|term|semester)|tonight|tomorrow|morning)',
    'before (?:my birthday|christmas|new year|the (?:weekend|exam|trial|holidays|end of)|school starts|they get home|anyone wakes|morning|sunrise|dawn)', 'on my birthday', 'on christmas', 'on new years?(?: eve| day)?',
    'after (?:everyone|the kids|my (?:parents|family|wife|husband|partner|roommates?|mom|mum|dad|flatmates?|girlfriend|boyfriend)|they|he|she) (?:is |are |has |have )?(?:goes |go |gone |falls? |fell |fallen )?(?:asleep|to (?:bed|sleep|work)|out|away|home|leaves?|left)',
    'once (?:everyone|they|(?:the |my )?\\w+) (?:is |are |has |have )?(?:asleep|gone|out|left|leaves?|goes|go|down for the night|in bed|settled|at work|at school)(?: to bed| away| out)?', 'when (?:everyone|the kids|my \\w+|they|he|she) (?:is |are )?(?:asleep|goes? (?:to bed|out|away)|leaves?|falls? asleep|is at work|are at work|are out|is out)',
    'in (?:a few|a couple(?: of)?|two|three|four|five|\\d+) (?:days|hours|weeks)', 'this is the (?:night|day)', 'right now', 'right after', 'soon', 'today', 'later tonight', 'after work', 'after school', 'this time next week', 'over the weekend', 'on payday', 'the day after',
    '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: night| morning| evening| afternoon)?', 'midnight', '\\d{1,2} ?(?:am|pm)', 'new years?(?: eve| day)', 'christmas(?: eve| day)?',
    'when (?:i am|im) alone', '(?:have|having) the (?:house|flat|place) to myself', 'when the (?:house|flat|place) is (?:quiet|empty)', 'before (?:anyone|everyone|anybody) (?:is up|wakes(?: up)?|gets up|gets home|is home)',
    'when (?:they are|everyone is|theyre) (?:all )?(?:out|away|asleep|gone)', 'after the (?:football|game|match|party|wedding|funeral|exam|exams|holidays|weekend)', 'once (?:\\w+ ){0,3}(?:is|are) over', 'when (?:i|we) get home',
    'by then', 'until (?:midnight|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|tomorrow|tonight)', 'end of (?:the )?(?:week|month|term)', 'this time tomorrow', 'in (?:an hour|a few hours|\\d+ (?:minutes|hours))'
  ),
  // Somewhere or something a person could use to end their life; with rumination it is a method.
  MEANS: alt(
    'bridges?', 'overpass(?:es)?', 'flyovers?', 'viaducts?', 'car parks?', 'multi ?storey', 'parking (?:garage|structure)s?', 'top floor', 'roofs?', 'rooftops?', 'balcon(?:y|ies)', 'ledges?', 'cliffs?', 'cliff path',
    'quarr(?:y|ies)', '(?:train )?tracks', 'train line', 'railway(?: line)?', 'platform(?: edge)?', 'level crossing', 'river', 'current', 'canal', 'reservoir', 'the sea', 'the drop', '\\d+ (?:floors|storeys|stories) up', 'floors up',
    'guns?', 'rifles?', 'shotguns?', 'pistols?', 'gun safe', 'ammo', 'bullets?', 'rope', 'noose', 'belts?', 'cords?', 'knives', 'knife', 'blades?', 'razors?', 'pills', 'tablets', 'meds', 'painkillers', 'paracetamol',
    'insulin', 'antidepressants', 'sleeping pills', 'prescription', 'the bottle', 'medicine (?:cabinet|cupboard|box|drawer)', 'hose ?pipe', 'the garage', 'exhaust', 'car in the garage', 'bleach', 'the edge', 'the wheel', 'oncoming traffic', 'the trains?', 'the motorway', 'the water', 'the waves', 'heights?'
  ),
  // Subjects that make a statement about someone else. Generic ones (people, a character) make it news or fiction.
  THIRD: alt('he', 'she', 'they', 'his', 'her', 'their', 'him', 'them', 'hes', 'shes'),
  GENERAL: alt(
    'people', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'characters?', 'protagonist', 'narrator', 'heroine', 'hero', 'villain', 'author', 'actors?', 'actress',
    'singers?', 'rapper', 'celebrit(?:y|ies)', 'musician', 'poet', 'writer', 'comedian', 'streamer', 'youtuber', 'footballer', 'athletes?', 'players?', 'politicians?', 'man', 'woman', 'men', 'women',
    'boys', 'girls', 'veterans?', 'soldiers?', 'officers?', 'inmates?', 'prisoners?', 'persons?', 'victims?', 'youths?', 'adolescents?', 'farmers?', 'doctors?', 'nurses?', 'pharmacist', 'chemist', 'gp',
    'psychiatrist', 'therapist', 'counsel+or', 'paramedics?', 'cops?', 'police', 'researchers?', 'teens', 'teenagers', 'kids', 'students', 'users', 'patients', 'survivors?', 'callers?', 'clients'
  ),
};

export function expand(source: string): string {
  return source.replace(/\{([A-Z_]+)\}/g, (_, name: string) => {
    const m = MACROS[name];
    if (m === undefined) throw new Error(`unknown macro {${name}}`);
    return m;
  });
}

// Words at least one of which nearly every crisis text uses, however obliquely (death, endings,
// means, hiding, time, the people left behind). The embedding may raise an alarm on its own only
// when one is present: without it the head mostly fires on anger and frustration.
export const RISK_VOCABULARY = new RegExp(String.raw`\b(?:die|died|dying|dead|death|deaths|kill\w*|suicid\w*|alive|exist\w*|live|living|life|gone|goodbye|goodbyes|bye|end|ends|ending|ended|over|disappear\w*|vanish\w*|sleep|asleep|wake|woke|forever|for good|permanent\w*|last|final|pills?|tablets?|meds|medication|paracetamol|insulin|overdos\w*|bottle|rope|belt|bridge|roof|ledge|edge|jump\w*|train|tracks|cliff|river|sea|water|drown\w*|gun|rifle|knife|knives|blade|razor|cuts?|cutting|burn\w*|bleed\w*|blood|scars?|hurt\w*|harm\w*|pain|burden|better off|without me|nobody|anymore|any more|point|done|plan\w*|decided|tonight|tomorrow|letters?|note|will|funeral|grave|heaven|sorry|forgive|miss me|safe|drawer|gave|give|giving|away|stuff|things|leave|leaving|left|anyone|everyone|everything|nothing|empty|quiet|peace|free|stop|enough|height|floor|drop|fall|falling|car|garage|sharpener|sleeves|marks|bandages|eat|eaten|starv\w*|worried|worry|scared|weird|calm|ready|time|tired|exhausted|cannot|anymore|why bother|hide|hiding|secret|knows|know)\b`);
