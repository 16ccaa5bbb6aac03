import type { Mood } from '@/lib/moods';

/**
 * Cue groups. `worry` and `stress` count towards sad (and a little angry) but behave differently
 * when negated: "no stress" and "not worried anymore" describe relief, not the opposite emotion.
 */
export type CueGroup = Mood | 'worry' | 'stress';

/**
 * Single-word cues with a weight (2 strong, 1.5 clear, 1 typical, 0.5 faint). A trailing `*`
 * matches any ending (laugh* -> laughed, laughter), used only where the stem is unambiguous.
 */
export const WORD_CUES: Record<CueGroup, Record<string, number>> = {
  happy: {
    happy: 2, happier: 2, happiest: 2, happiness: 2, joy: 2, joyful: 2, joyous: 2, glad: 1.5, delighted: 2, thrilled: 2,
    'excit*': 1.5, ecstatic: 2, elated: 2, overjoyed: 2, cheerful: 2, grateful: 1.5, gratitude: 1.5, thankful: 1.5,
    blessed: 1.5, proud: 1.5, pride: 1, 'celebrat*': 1.5, love: 1, loved: 1, loving: 1, adore: 1, amazing: 1.5,
    awesome: 1.5, wonderful: 1.5, fantastic: 1.5, great: 1, excellent: 1, best: 1, fun: 1, 'laugh*': 1.5, smile: 1.5,
    smiled: 1.5, smiling: 1.5, grin: 1.5, grinning: 1.5, yay: 2, woohoo: 2, hooray: 2, won: 1, win: 1, winning: 1,
    promotion: 1, promoted: 1, success: 1, successful: 1, accomplished: 1.5, giddy: 2, buzzing: 1.5, stoked: 2,
    pumped: 1.5, lucky: 1.5, hopeful: 1, inspired: 1.5, energized: 1.5, energy: 0.5, good: 0.8, nice: 0.5, yes: 0.3,
    party: 0.8, dance: 1, danced: 1, dancing: 1, hug: 1, hugged: 1, hugs: 1, surprise: 0.8, cheered: 1.5, beaming: 2,
    passed: 0.5, pleased: 1.5, gift: 0.5, wedding: 0.5, birthday: 0.5, enjoyed: 1, enjoy: 0.8, fulfilling: 1.5,
    cheering: 1.5, 'exhilarat*': 2, 'triumph*': 1.5, wow: 1, brilliant: 1.5, incredible: 1.2, alive: 0.8,
    engaged: 2, engagement: 1.5, married: 1, newborn: 1.5, championship: 1.5, champion: 1.5, champions: 1.5,
    trophy: 1.5, medal: 1.5, victory: 1.5, summit: 1, goosebumps: 1.5, 'giggl*': 1.5, chuckled: 1, beam: 1.5,
    glowing: 1.5, radiant: 1.5, euphoric: 2, sweet: 1, adorable: 1.5, gorgeous: 1, beautiful: 1, magical: 1.5,
    magic: 1, unforgettable: 1.5, memorable: 1.2, highlight: 1, hired: 1.5, raise: 0.5, bonus: 0.8, nailed: 1.5,
    aced: 1.5, blast: 1, thrill: 1.5, hilarious: 1.5, funny: 1, reunion: 1.2, reunited: 1.5, reconnected: 1.2,
    welcomed: 1, kindness: 1, generous: 1, appreciated: 1.2, appreciate: 1, motivated: 1.2, productive: 0.8,
    confident: 1.2, optimistic: 1.5, unstoppable: 1.5, sang: 0.8, singing: 0.8, sunny: 0.5, yummy: 0.8,
    delicious: 0.8, congratulations: 1.5, congrats: 1.5, accomplishment: 1.5, achievement: 1.5,
    milestone: 1.2, finally: 0.2, 'overjoy*': 2, merry: 1.5, jubilant: 2, playful: 1, lively: 1, vibrant: 1,
    benign: 1.5, officially: 0.8, snowman: 0.8, concert: 0.8, festival: 0.8, adventure: 1, adopted: 1, adoption: 1,
    pregnant: 1, thank: 0.8, thanks: 0.8, 'thank-you': 1, lighter: 0.8, tickets: 0.5, favorite: 0.5, favourite: 0.5,
    reunite: 1.2, sold: 0.4, seconds: 0.3, smiles: 1.5, cheers: 1, applause: 1.2, applauded: 1.2, hooked: 0.5,
  },
  sad: {
    sad: 2, sadder: 2, saddest: 2, sadness: 2, unhappy: 2, down: 0.8, depressed: 2, depression: 2, depressing: 2,
    'lonel*': 2, alone: 1.5, isolated: 1.5, invisible: 1.5, empty: 1.5, emptiness: 1.5, hopeless: 2, hopelessness: 2,
    'heartbr*': 2, grief: 2, grieve: 2, grieving: 2, mourning: 2, miss: 1.5, missing: 1.2, cry: 2, cried: 2, crying: 2,
    tears: 1.5, sobbing: 2, sobbed: 2, weep: 2, wept: 2, loss: 1.5, lost: 0.8, died: 2, death: 1.5, funeral: 2,
    devastated: 2, 'disappoint*': 1.5, rejected: 1.5, rejection: 1.5, worthless: 2, failure: 1.5, failed: 1, hurt: 1,
    hurts: 1.2, pain: 1, painful: 1.2, numb: 1.5, gloomy: 1.5, miserable: 2, blue: 0.5, low: 0.8, heavy: 0.8,
    stuck: 1, drained: 1, regret: 1, guilty: 1, ashamed: 1.5, nostalgic: 0.8, sorrow: 2, tired: 0.3, exhausted: 0.5,
    bad: 0.8, awful: 1, terrible: 1, broke: 0.5, silence: 0.6, gray: 0.5, grey: 0.5, dark: 0.5,
    useless: 1.5, pointless: 1.5, sick: 0.5, ill: 0.5, 'melanchol*': 2, despair: 2, downcast: 2, 'discourag*': 1.5,
    homesick: 2, abandoned: 1.5, unwanted: 1.5, unloved: 2, upset: 1, sigh: 0.5, dreary: 1, bleak: 1.5,
    burden: 1.5, behind: 0.5, accident: 1, hospital: 0.8, diagnosis: 1, cancer: 1.5, illness: 1, chemo: 1.5,
    miscarriage: 2, divorce: 1.5, breakup: 2, dumped: 1.5, ghosted: 1.5, excluded: 1.5, forgotten: 1.5, forgot: 0.5,
    longing: 1.5, 'yearn*': 1.5, ache: 0.8, aching: 0.5, sting: 1, stings: 1, tearful: 2, teary: 1.5, 'sob*': 2,
    'weep*': 2, unmotivated: 1.5, apathetic: 1.5, lethargic: 1.2, anniversary: 0.3, memorial: 1.5, grave: 1.2,
    cemetery: 1.5, gone: 0.8, goodbye: 1, farewell: 0.8, rereading: 0.5, humiliated: 1.5,
    embarrassed: 1, insignificant: 1.5, unimportant: 1.5, hollow: 1.5, crushed: 1.2, shattered: 1.5, broken: 1.2,
    defeated: 1.5, helpless: 1.5, powerless: 1.2, fragile: 1, 'regrett*': 1, 'lonesome': 2, mourn: 2, mourned: 2,
    failing: 1.5, reminder: 0.5, flat: 0.6, losing: 1, leash: 0.3, widowed: 2, orphaned: 2,
    'struggl*': 1, hopelessly: 2, 'weary': 1, weariness: 1, sorrowful: 2, unbearable: 1.5,
  },
  worry: {
    anxious: 1.5, anxiety: 1.5, worried: 1.5, worry: 1.2, worrying: 1.5, nervous: 1.2, scared: 1.5, afraid: 1.5,
    fear: 1.2, dread: 1.5, dreading: 1.5, panic: 1.5, panicking: 1.5, restless: 1, uneasy: 1.2, insecure: 1,
    terrified: 1.5, frightened: 1.5,
    'panick*': 1.5, jittery: 1.2, paranoid: 1.2, apprehensive: 1.2, overthinking: 1.2, spiraling: 1.2, dreaded: 1.5,
  },
  stress: {
    stress: 1, stressed: 1.2, stressful: 1, overwhelmed: 1.2, overwhelming: 1, hectic: 0.8, pressure: 0.8,
    tense: 1, burnout: 1.2, 'burned': 0.3, frantic: 1, rushed: 0.6, rush: 0.6,
  },
  angry: {
    angry: 2, angrier: 2, anger: 2, mad: 1.5, furious: 2, fuming: 2, livid: 2, seething: 2, rage: 2, raging: 2,
    enraged: 2, 'outrag*': 2, 'irritat*': 1.5, 'annoy*': 1.5, 'frustrat*': 1.5, pissed: 2, 'infuriat*': 2, hate: 1.5,
    hated: 1.5, hating: 1.5, 'resent*': 2, bitter: 1.5, hostile: 1.5, yell: 1.5, yelled: 1.5, yelling: 1.5,
    scream: 1.2, screamed: 1.2, screaming: 1.2, shout: 1.2, shouted: 1.2, shouting: 1.2, slam: 1.5, slammed: 1.5,
    argument: 1.2, argue: 1.2, argued: 1.2, arguing: 1.2, fight: 1, fought: 1, unfair: 1.5, injustice: 1.5,
    ridiculous: 1.5, unbelievable: 1, disrespect: 1.5, disrespected: 1.5, disrespectful: 1.5, lied: 1.5, lies: 1.2,
    liar: 1.5, blamed: 1.2, idiot: 1.5, idiots: 1.5, stupid: 1.2, jerk: 1.5, rude: 1.5, furiously: 2, grr: 2, ugh: 1,
    overcharged: 1.2, 'betray*': 1.5, cheated: 1.5, insulted: 1.5, insulting: 1.5, offended: 1.2, hateful: 1.5,
    snapped: 1, snapping: 1, cursed: 1, swore: 1, glared: 1, disgusted: 1.5, fury: 2, interrupting: 0.8,
    interrupted: 0.8, ignored: 1, 'ignoring': 1, disaster: 0.8, nonsense: 1, unacceptable: 1.5, incompetent: 1.5,
    wtf: 2, damn: 1, hell: 0.5, typical: 0.5, cranky: 1.5, grumpy: 1.5, irate: 2, exasperated: 1.5,
    liars: 1.5, lying: 1.2, punch: 1.5, violated: 1.5, 'insult*': 1.5, 'mock*': 1.2, selfish: 1.5,
    inconsiderate: 1.5, careless: 1, scam: 1.5, scammed: 1.5, accused: 1.5, blame: 1.2, blaming: 1.2, rant: 1.5,
    ranting: 1.5, vent: 1, venting: 1, boiling: 1.5, steaming: 1.5, heated: 1, grudge: 1.5, revenge: 2, spite: 1.5,
    spiteful: 1.5, petty: 1, 'hypocrit*': 1.5, condescending: 2, 'patroni*': 1.5, dismissive: 1.5, entitled: 1.5,
    'gaslight*': 2, screwed: 1.5, bullshit: 2, crap: 1, audacity: 2, nerve: 0.8, nerves: 1, arrogant: 1.5,
    obnoxious: 1.5, disgusting: 1.5, unprofessional: 1.5, ruined: 1, ruin: 1, 'sabotag*': 1.5, bully: 1.5,
    bullied: 1.2, vindictive: 2, aggravated: 1.5, aggravating: 1.5, 'antagoni*': 1.2, snarky: 1.2,
    'rant*': 1.5, nagging: 1, manipulative: 1.5, hostility: 1.5, tantrum: 1.2, ripped: 0.8,
    stole: 1.5, stolen: 1.5, steal: 1.5, robbed: 1.5, disgraceful: 2, disgrace: 1.5, heartless: 1.5, shameful: 1.5,
    criticized: 1.2, criticised: 1.2, jammed: 0.5, ruining: 1.2, rudely: 1.5, cruel: 1.2, arrogance: 1.5,
    'bickering': 1.2, feud: 1.5,
  },
  relaxed: {
    relaxed: 2, relaxing: 2, relax: 1.5, relaxation: 2, calm: 2, calmer: 2, calming: 1.5, calmly: 1.5, peaceful: 2,
    peace: 1.5, serene: 2, serenity: 2, 'tranquil*': 2, quiet: 1, stillness: 1.5, cozy: 1.5, cosy: 1.5,
    rested: 2, restful: 2, rest: 1, unwind: 2, unwound: 2, unwinding: 2, chill: 1.5, chilled: 1.5, chilling: 1.2,
    mellow: 1.5, content: 1.5, contented: 1.5, ease: 1.2, easy: 0.8, easygoing: 1.5, slow: 0.8, slowly: 0.6,
    gentle: 1.2, soothing: 1.5, soothed: 1.5, lazy: 1.2, nap: 1.5, naps: 1.5, napped: 1.5, dozing: 1.2, dozed: 1.2,
    bath: 1.2, massage: 1.5, 'meditat*': 1.5, yoga: 1.2, breathe: 1, breathing: 1, breath: 0.8, grounded: 1.5,
    centered: 1.5, centred: 1.5, settled: 1.2, relieved: 1.5, relief: 1.5, recharged: 1.5, refreshed: 1.5,
    unhurried: 1.5, leisurely: 1.5, bliss: 1, blissful: 1.2, lake: 0.5, beach: 0.6, hammock: 1, candles: 0.8,
    candle: 0.5, tea: 0.5, blanket: 0.6, sunset: 0.5, waves: 0.5, garden: 0.3, stretched: 0.6, stretching: 0.6,
    comfortable: 1, comfy: 1.2, lovely: 0.8, enjoyed: 0.3, soft: 0.5, loose: 0.6, balance: 0.6, harmony: 1.5,
    restored: 1.5, renewed: 1.2, breezy: 0.8, sleepy: 0.5, pace: 0.5, vacation: 1, holiday: 0.6, book: 0.3,
    reading: 0.3, walk: 0.3, birds: 0.5, fire: 0.3, snow: 0.3, river: 0.5, scenic: 0.8,
    porch: 0.8, pool: 0.6, floated: 1.2, floating: 1.2, sun: 0.5, sunshine: 0.8, sunlight: 0.6, fluffy: 0.8,
    socks: 0.3, camping: 0.8, campfire: 1, crickets: 0.8, pines: 0.6, forest: 0.8, woods: 0.6, tide: 0.8, ocean: 0.8,
    sea: 0.6, cocoa: 0.8, sheets: 0.3, flowers: 0.5, plants: 0.3, manageable: 1, vibing: 1.2, vibes: 1, spa: 1.5,
    sauna: 1.5, snuggled: 1.2, snuggling: 1.2, cuddled: 1, cuddling: 1, purring: 1, stars: 0.6, moon: 0.4, breeze: 0.8,
    sipping: 0.8, downtime: 1.5, breather: 1.5, recharge: 1.5, journaling: 0.5, journaled: 0.5, pottering: 1.2,
    puttering: 1.2, drifted: 0.3, ambling: 1.2, strolled: 1, stroll: 1, meandered: 1, soaked: 0.6, warm: 0.5,
    comforting: 1.2, comfort: 1, restorative: 1.5, quietly: 1, hush: 1, idle: 0.8, unplugged: 1.5, serenely: 2,
    knitting: 1.2, crochet: 1.2, kettle: 0.6, swim: 0.8, swimming: 0.8, dock: 0.6, puzzle: 0.6, couch: 0.8, sofa: 0.8,
    vineyard: 0.8, steady: 1, 'clear-headed': 1.5, baked: 0.5, baking: 0.6, clouds: 0.6, grass: 0.5, novel: 0.5,
    wine: 0.6, balcony: 0.6, sketching: 1, gardening: 1, pottery: 1, fishing: 1, drift: 0.6, lounging: 1.5,
    lounged: 1.5, savoring: 1.2, savouring: 1.2, leisure: 1.5, retreat: 0.8, hummed: 0.5, humming: 0.5,
  },
  neutral: {
    okay: 1.2, ok: 1.2, fine: 1, alright: 1.2, average: 1.5, normal: 1.5, ordinary: 1.5, usual: 1.5, routine: 1.5,
    regular: 1.2, uneventful: 2, meh: 2, mundane: 1.5, unremarkable: 2, standard: 0.8, mixed: 1, neutral: 2,
 fairly: 0.3, decent: 0.8, plain: 0.5, predictable: 1,
    suppose: 0.8, bored: 0.8, boring: 0.6, tedious: 0.5, uneventfully: 2, ordinarily: 1, standardly: 1, usually: 0.5,
    nothing: 0.3, whatever: 0.8, functional: 0.8, productive: 0.3,
  },
};

/**
 * Words that describe what a day was filled with rather than how it felt. An entry made mostly of
 * these and no feelings reads as neutral.
 */
export const ACTIVITY_WORDS = new Set([
  'work', 'worked', 'working', 'emails', 'email', 'meeting', 'meetings', 'groceries', 'laundry', 'chores', 'errands',
  'commute', 'bus', 'train', 'dentist', 'appointment', 'report', 'spreadsheet', 'documentation', 'taxes', 'bills',
  'homework', 'haircut', 'airport', 'passport', 'service', 'landlord', 'vacuumed', 'news', 'sync', 'bugs',
  'training', 'midterm', 'leftovers', 'clothes', 'post', 'errand', 'appointments', 'reviewed', 'scheduled', 'renewed',
  'lunch', 'dinner', 'breakfast', 'office', 'calls', 'call', 'cleaned', 'cooked', 'shopping', 'tasks',
  'list', 'notes', 'webinar', 'files', 'schedule', 'deadline', 'project', 'budget', 'vendor', 'gym', 'library', 'tv',
  'podcast', 'documentary', 'recipe', 'weather', 'cloudy', 'checkup', 'insurance', 'form', 'paperwork', 'code',
  'coding', 'class', 'lecture', 'studied', 'study', 'picked', 'returned', 'drove', 'bed', 'slept', 'watched',
]);

/** Multi-word cues. Tokens are matched in order; `*` in a token matches any ending. */
export const PHRASE_CUES: Array<[string, CueGroup, number]> = [
  ['over the moon', 'happy', 2.5], ['on top of the world', 'happy', 2.5], ['on cloud nine', 'happy', 2.5],
  ["can't stop smiling", 'happy', 2.5], ["couldn't stop smiling", 'happy', 2.5], ["can't wait", 'happy', 2],
  ['happy tears', 'happy', 2], ['made my day', 'happy', 2], ['best day', 'happy', 2], ['life is good', 'happy', 2],
  ['in love', 'happy', 1.5], ['so proud', 'happy', 1.5], ['heart exploded', 'happy', 1.5], ['full of energy', 'happy', 1.5],
  ['came back clear', 'happy', 1.5], ['turned everything around', 'happy', 1.5], ['dream come true', 'happy', 2.5],
  ['best surprise', 'happy', 2], ['went perfectly', 'happy', 1.5], ['feel fantastic', 'happy', 1],
  ['passed away', 'sad', 2.5], ['broke up', 'sad', 2], ['broken up', 'sad', 2], ['let down', 'sad', 1.5],
  ['letting everyone down', 'sad', 2], ['letting * down', 'sad', 1.5], ['lose hope', 'sad', 2], ['losing hope', 'sad', 2],
  ['lost hope', 'sad', 2], ['give up', 'sad', 1], ['giving up', 'sad', 1], ['used to love', 'sad', 1.5],
  ['used to enjoy', 'sad', 1.5], ["don't feel like doing anything", 'sad', 2], ['want to sleep', 'sad', 1],
  ["can't get out of bed", 'sad', 2], ["couldn't get out of bed", 'sad', 2], ['drifted apart', 'sad', 1.5],
  ['feel like a failure', 'sad', 2], ['no one cares', 'sad', 2], ['nobody cares', 'sad', 2], ['would have been', 'sad', 1],
  ['wasting my life', 'sad', 1.5], ['not viable', 'sad', 2], ['went cold', 'sad', 0.5], ['lump in my throat', 'sad', 2],
  ['feeling down', 'sad', 1.5], ['a bit down', 'sad', 1.5], ['down in the dumps', 'sad', 2],
  ['in knots', 'worry', 1.5], ["can't focus", 'worry', 1], ["couldn't sleep", 'worry', 1], ["can't sleep", 'worry', 1],
  ['could go wrong', 'worry', 1.5], ['on edge', 'worry', 1.5], ['worried sick', 'worry', 2],
  ['fed up', 'angry', 2.5], ['sick of', 'angry', 2], ['sick and tired', 'angry', 2.5], ['blood boil', 'angry', 2.5],
  ['pissed off', 'angry', 2.5], ['had enough', 'angry', 2], ['walked over', 'angry', 1.5], ['walk all over', 'angry', 1.5],
  ['cut me off', 'angry', 1.5], ['flipped me off', 'angry', 2], ['hung up on', 'angry', 1.5], ['talk down', 'angry', 1.5],
  ['talked down', 'angry', 1.5], ['done being', 'angry', 1.5], ['want to scream', 'angry', 2],
  ['biting my tongue', 'angry', 1.5], ['bit my tongue', 'angry', 1.5], ['how dare', 'angry', 2], ['shaking with', 'angry', 1],
  ['pushed every button', 'angry', 1.5], ['pushed my buttons', 'angry', 1.5], ['who does that', 'angry', 1.5],
  ['no respect', 'angry', 1.5], ['not fair', 'angry', 1.5], ['last straw', 'angry', 2], ['lost my temper', 'angry', 2],
  ['at peace', 'relaxed', 2.5], ['at ease', 'relaxed', 2.5], ['winding down', 'relaxed', 2], ['wind down', 'relaxed', 2],
  ['took it easy', 'relaxed', 2], ['taking it easy', 'relaxed', 2], ['take it easy', 'relaxed', 2],
  ['no rush', 'relaxed', 1.5], ['no plans', 'relaxed', 1], ['zero plans', 'relaxed', 1.5], ['no stress', 'relaxed', 1.5],
  ['slept in', 'relaxed', 1.5], ['sleeping in', 'relaxed', 1.5], ['sleep in', 'relaxed', 1.5], ['own pace', 'relaxed', 1.5],
  ['mind went quiet', 'relaxed', 2], ['mind clear', 'relaxed', 1.5], ['clear my head', 'relaxed', 1.5],
  ['finally breathe', 'relaxed', 2], ['can finally breathe', 'relaxed', 1], ['slows everything down', 'relaxed', 1.5],
  ['in a good way', 'relaxed', 0.8], ['exactly what i needed', 'relaxed', 1.5], ['regret nothing', 'relaxed', 1],
  ['early night', 'relaxed', 1], ['lay in bed', 'relaxed', 0.8], ['came down', 'relaxed', 0.8],
  ['nothing much', 'neutral', 2], ['not much', 'neutral', 1.2], ['nothing special', 'neutral', 2],
  ['nothing notable', 'neutral', 2], ['nothing exciting', 'neutral', 1.5], ['nothing terrible', 'neutral', 1.5],
  ['nothing new', 'neutral', 2], ['nothing happened', 'neutral', 2], ['not much happened', 'neutral', 1.5],
  ['same as usual', 'neutral', 2], ['as usual', 'neutral', 1.5], ['as expected', 'neutral', 1.5],
  ['so-so', 'neutral', 2.5], ['so so', 'neutral', 2], ['not good not bad', 'neutral', 3], ['not bad not good', 'neutral', 3],
  ['neither good nor bad', 'neutral', 3], ['neither here nor there', 'neutral', 3], ['either way', 'neutral', 1.5],
  ['just a day', 'neutral', 2], ['another day', 'neutral', 1.5], ["that's it", 'neutral', 1], ['balanced out', 'neutral', 2],
  ['mixed feelings', 'neutral', 2], ['some better some worse', 'neutral', 1.5], ['too early to say', 'neutral', 1.5],
  ['just getting through', 'neutral', 1], ['to-do list', 'neutral', 0.8], ['to do list', 'neutral', 0.8],
  ['nothing to report', 'neutral', 2], ["didn't do much", 'neutral', 1.5], ['not much to report', 'neutral', 2],
  ['kind of tired but fine', 'neutral', 1],
  ['heart full', 'happy', 2], ['full heart', 'happy', 2], ['heart is full', 'happy', 2], ['breakfast in bed', 'happy', 1.5],
  ['what a night', 'happy', 1.5], ['what a day', 'happy', 1.2], ['paid off', 'happy', 1.5], ['debt free', 'happy', 2],
  ['sang along', 'happy', 1.2], ['look forward', 'happy', 1.5], ['looking forward', 'happy', 1.5], ['had a blast', 'happy', 2],
  ["couldn't be happier", 'happy', 3], ['nailed it', 'happy', 2], ['crushed it', 'happy', 2], ['good news', 'happy', 1.5],
  ['great news', 'happy', 2], ['job offer', 'happy', 1.5], ['an offer', 'happy', 1], ['feel great', 'happy', 1.5],
  ['feeling great', 'happy', 1.5], ['so glad', 'happy', 1.5], ['coming home', 'happy', 0.8], ['pure joy', 'happy', 2.5],
  ['not coming back', 'sad', 2], ['never coming back', 'sad', 2], ['no energy', 'sad', 1.5], ['no appetite', 'sad', 1.5],
  ['staring at the ceiling', 'sad', 1.5], ['feel like a burden', 'sad', 2], ['cut out for', 'sad', 1.5],
  ['not important', 'sad', 1.5], ['one year since', 'sad', 1], ['years since', 'sad', 0.8], ['used to', 'sad', 0.6],
  ['canceled on me', 'sad', 1], ['cancelled on me', 'sad', 1], ['stood me up', 'sad', 1.5], ['left out', 'sad', 1.5],
  ['broke down', 'sad', 2], ['miss you', 'sad', 2], ['what is the point', 'sad', 2], ["what's the point", 'sad', 2],
  ['alone again', 'sad', 1.5], ['on my own', 'sad', 0.8], ['no one to', 'sad', 1.5], ['nobody to', 'sad', 1.5],
  ['panic attack', 'worry', 2.5], ["can't stop thinking", 'worry', 1.5], ["couldn't stop thinking", 'worry', 1.5],
  ['what if', 'worry', 1], ['took credit', 'angry', 2], ['take credit', 'angry', 2], ['without warning', 'angry', 1],
  ['for nothing', 'angry', 1], ['absolute joke', 'angry', 2], ['what a joke', 'angry', 2], ['acts like', 'angry', 1],
  ['acting like', 'angry', 1], ['losing my patience', 'angry', 2], ['lost my patience', 'angry', 2],
  ['run out of patience', 'angry', 2], ['laughed at', 'angry', 1.5], ['laughed about it', 'angry', 1.2],
  ['stop telling me', 'angry', 1.5], ['tired of', 'angry', 1.2], ['lift a finger', 'angry', 1.5], ['lifts a finger', 'angry', 1.5],
  ["i'm done", 'angry', 1.2], ['the only one who', 'angry', 1], ['on my nerves', 'angry', 2], ['driving me crazy', 'angry', 2],
  ['drives me crazy', 'angry', 2], ['driving me nuts', 'angry', 2], ['without even', 'angry', 1], ['ripped off', 'angry', 2],
  ['kidding me', 'angry', 1.5], ['enough is enough', 'angry', 2.5], ['lost it', 'angry', 1], ['on hold', 'angry', 1],
  ['listening to the rain', 'relaxed', 1.5], ["didn't think about anything", 'relaxed', 1.5], ['no thoughts', 'relaxed', 1.5],
  ['nothing urgent', 'relaxed', 1.5], ['let myself', 'relaxed', 1], ['do nothing', 'relaxed', 0.8], ['early bed', 'relaxed', 1],
  ['at home in my', 'relaxed', 1.5], ['feel at home', 'relaxed', 1.2], ['head feels clear', 'relaxed', 1.5],
  ['sleeping well', 'relaxed', 1.5], ['slept well', 'relaxed', 1.5], ['windows down', 'relaxed', 1], ['long drive', 'relaxed', 0.8],
  ['hot chocolate', 'relaxed', 0.8], ['me time', 'relaxed', 1.5], ['self-care', 'relaxed', 1.5], ['hot tub', 'relaxed', 1.5],
  ['deep breath', 'relaxed', 1], ['took a breath', 'relaxed', 0.8], ['clean sheets', 'relaxed', 1], ['no hurry', 'relaxed', 1.5],
  ['evened out', 'neutral', 2], ['good or bad', 'neutral', 2], ['bad or good', 'neutral', 2], ['not much else', 'neutral', 1.5],
  ['pretty standard', 'neutral', 1.5], ['i guess', 'neutral', 0.6], ['nothing to complain about', 'neutral', 1.5],
  ['going through the motions', 'neutral', 1], ['same old', 'neutral', 1.5], ['nothing major', 'neutral', 1.5],
];

/** Words that turn the next few words around ("not happy", "never calm"). */
export const NEGATORS = new Set([
  'not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without', 'hardly', 'barely', 'zero', 'cannot',
  "don't", 'dont', "didn't", 'didnt', "doesn't", 'doesnt', "isn't", 'isnt', "wasn't", 'wasnt', "aren't", 'arent',
  "weren't", 'werent', "can't", 'cant', "couldn't", 'couldnt', "won't", 'wont', "wouldn't", 'wouldnt', "shouldn't",
  'shouldnt', "haven't", 'havent', "hasn't", 'hasnt', "hadn't", 'hadnt', "ain't", 'aint', "mustn't",
]);

/** Negators that mark absence when right before the word ("nothing terrible", "no stress"). */
export const ABSENCE_NEGATORS = new Set(['no', 'nothing', 'none', 'zero', 'without', 'nobody']);

/** After a negator these verbs stop the negation: "can't stop smiling", "can't describe the joy". */
export const NEGATION_BREAKERS = new Set([
  'stop', 'shake', 'help', 'hide', 'escape', 'believe', 'remember', 'describe', 'imagine', 'explain', 'express',
  'wait', 'deny', 'ignore', 'get', 'even', 'only', 'just', 'matter', 'seem', 'seems',
]);

export const INTENSIFIERS: Record<string, number> = {
  very: 1.5, so: 1.4, really: 1.4, extremely: 1.7, incredibly: 1.7, super: 1.5, totally: 1.5, completely: 1.5,
  absolutely: 1.7, deeply: 1.6, truly: 1.4, utterly: 1.7, beyond: 1.5, such: 1.3, genuinely: 1.3, too: 1.2,
  insanely: 1.7, seriously: 1.4, honestly: 1.1, most: 1.2, unbelievably: 1.7, terribly: 1.5, awfully: 1.5,
};

export const DOWNTONERS: Record<string, number> = {
  slightly: 0.6, somewhat: 0.6, kinda: 0.6, bit: 0.6, little: 0.7, mildly: 0.5, fairly: 0.8, sort: 0.7, kind: 0.8,
  almost: 0.7,
};

/** Words that move the weight onto what follows: "it rained, but I felt calm". */
export const CONTRAST_WORDS = new Set(['but', 'however', 'though', 'although']);

/** Contrast words that only mean "but" at the start of a sentence ("Still, it was worth it."). */
export const SENTENCE_CONTRAST_WORDS = new Set(['yet', 'anyway', 'anyways', 'nevertheless']);

/**
 * Other people and institutions. A bad moment someone else caused reads as anger more often than
 * sadness ("my landlord kept the deposit"); a bad moment on its own reads as sadness.
 */
export const OTHER_AGENTS = new Set([
  'he', 'she', 'they', 'someone', 'somebody', 'people', 'everyone', 'nobody', 'boss', 'manager', 'coworker', 'coworkers',
  'colleague', 'colleagues', 'landlord', 'neighbor', 'neighbors', 'neighbour', 'neighbours', 'company', 'bank', 'airline',
  'school', 'contractor', 'customer', 'client', 'roommate', 'driver', 'ex', 'brother', 'sister', 'partners', 'professor',
  'teacher', 'government', 'politicians', 'idiot', 'delivery', 'support', 'staff', 'waiter', 'him', 'them', 'their',
  'teammate', 'teammates', 'council', 'warden', 'guy', 'mother-in-law', 'father-in-law', 'in-laws', 'police', 'officer',
]);

/** Words that mark a complaint rather than a sorrow ("again", "literally", "even"). */
export const COMPLAINT_MARKERS = new Set(['again', 'literally', 'even', 'seriously', 'supposedly', 'apparently', 'typical', 'instead', 'keeps', 'always']);

/** First words of a sentence told from the writer's own side ("I lost", "we missed"). */
export const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll", 'we', "we're", "we've", 'me', 'im']);
