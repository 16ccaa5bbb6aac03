import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetEncoderForTests } from '@/lib/ml/encoder';
import {
  atLeast,
  crisisNote,
  crisisReminderLine,
  detectCrisis,
  detectCrisisMany,
  detectCrisisSync,
  isCrisisLevel,
  maxLevel,
  resourcesFor,
  telHref,
  toCrisisSignalDto,
  type CrisisCategory,
  type CrisisLevel,
} from '@/lib/safety';
import { loadCorpus } from '@/lib/safety/corpus';
import { trainSafetyHeadJson } from '@/lib/safety/train';

// The phrasings below are written for these tests, not copied from the corpus: the grammar must
// cover the idea (a means plus dwelling on it, a time plus a decision), not particular sentences.
const CATEGORY_CASES: Array<[CrisisCategory, string[]]> = [
  [
    'passive',
    [
      'I wish I could go to sleep and never wake up',
      'everyone would be better off without me',
      "honestly if i got hit by a bus tomorrow i wouldn't mind",
      'im so tired of existing',
      'they would all move on fine if i just vanished for good',
      'i feel like such a burden to my family',
      'wish id never been born tbh',
      'nobody would even notice im gone',
    ],
  ],
  [
    'active',
    [
      'I want to kill myself',
      'i wanna kms',
      'been thinking about ending it all again',
      'lowkey thinking about sewerslide',
      'i want to unalive myself',
      'feeling suicidial again',
      'im gonna off myself',
      'want to end it all and not be here anymore',
      'i want to take my own life',
    ],
  ],
  [
    'method',
    [
      "counted what's left in the bottle",
      'ive been saving up my pills instead of taking them',
      'the rope in the garage has been on my mind all week',
      'keep looking at the bridge on my way to work and wondering if its high enough',
      'i know where dad keeps the key to the gun cabinet',
      'googled how many paracetamol it would take',
      'i think about stepping in front of the train every time im on the platform',
    ],
  ],
  [
    'plan',
    [
      "I'm going to kill myself on Friday after everyone's asleep",
      'taking all my pills tonight when my flatmate is out',
      'sunday. ive decided sunday',
      'i have a plan to end it this weekend',
      'after my exams on the 20th im doing it',
    ],
  ],
  [
    'preparatory',
    [
      'wrote goodbye letters to everyone last night',
      'gave my cat to my neighbour and told her its just for a while',
      'sorted my passwords into an envelope for after',
      'been researching the least painful way',
      'made a list of who gets my stuff',
    ],
  ],
  [
    'attempt',
    [
      'I took all of my pills an hour ago',
      'swallowed the whole bottle. dont know why im writing this',
      'im standing on the roof now. its cold',
      'cut too deep and the bleeding wont stop',
      'already took them. everything is going fuzzy',
    ],
  ],
  [
    'self-harm',
    [
      'did the thing with the razor again',
      'I cut myself last night',
      'burned my arm with a lighter',
      'relapsed after 3 months, the blade again',
      "sh'd again, hiding it from everyone",
      'scratched my legs until they bled',
      'the urge to cut is so strong tonight',
    ],
  ],
  [
    'third-party',
    [
      'my roommate gave me her cat and said goodbye like it was forever',
      'my friend told me she wants to die',
      'my son has been cutting himself',
      'worried about my brother, he keeps saying we would be better off without him',
      'my best friend texted sorry for everything and now shes not answering',
    ],
  ],
];

describe('grammar: every crisis category', () => {
  for (const [category, texts] of CATEGORY_CASES) {
    it.each(texts)(`${category}: %s`, (text) => {
      const signal = detectCrisisSync(text);
      expect(atLeast(signal.level, 'concern')).toBe(true);
      expect(signal.categories).toContain(category);
      expect(signal.source).toEqual(['grammar']);
    });
  }
});

const NONE_CASES: Array<[string, string[]]> = [
  [
    'negation',
    [
      "I'm not suicidal, just tired",
      'I would never hurt myself',
      'no thoughts of self-harm, just anxious about the move',
      "i don't want to die, i want a holiday",
      'rough week but zero urges to hurt myself',
      'Any thoughts of ending things? No, none. Just money worries.',
      'people keep asking if im okay like im going to do something drastic. im not.',
    ],
  ],
  [
    'hyperbole and everyday words',
    [
      'this commute is murder',
      'laughed so hard I died',
      'killer workout this morning',
      'cutting back on sugar this month',
      'jumped at the chance to join the choir',
      'my feet are killing me',
      'dying to see the new season',
      'I could kill for a coffee',
      'the phone died halfway through the call',
      'dead tired after the wedding',
      'deadline is friday, panic mode',
      'kms this group project is a nightmare lol',
      'if my manager says circle back one more time im walking into the sea lol',
      'mum is going to kill me when she sees the car',
      'hung the shelves and cut the grass',
      'bridge club tonight with nan',
      'took the kids to the lake and they jumped off the jetty',
      'im going to do it! signing up for the marathon tonight',
    ],
  ],
  [
    'news, fiction and training',
    [
      'watched a documentary about suicide prevention',
      'did my suicide prevention training at work today',
      'the film ended with the character jumping off the building',
      'writing my psych essay on risk factors for self-harm in teens',
      'podcast about the suicide barriers on the golden gate bridge',
    ],
  ],
  [
    'medical routine',
    [
      'took my meds with breakfast',
      'the pharmacist counted the tablets and gave me the wrong box',
      'picked up a pill organiser, sunday to saturday',
      'my cat scratched my arm',
      'cut my finger chopping onions',
      'the doctor asked the usual questions about suicidal thoughts and i said no, honestly',
    ],
  ],
  [
    'grief, recovery and low mood',
    [
      'a year today since dad died. lit a candle',
      'one year self-harm free today!',
      'five years ago i tried to end my life. today i graduated as a nurse',
      'so lonely since moving here',
      'feel like nobody would notice if i stopped texting first',
      'my friend volunteers at a crisis line on weekends',
    ],
  ],
];

describe('grammar: look-alikes stay at none', () => {
  for (const [kind, texts] of NONE_CASES) {
    it.each(texts)(`${kind}: %s`, (text) => {
      expect(detectCrisisSync(text).level).toBe('none');
    });
  }

  it('reads "kys" as aimed at someone else, not as the writer in danger', () => {
    expect(detectCrisisSync('some guy in the game chat told me to kys').level).toBe('none');
  });

  it('keeps a denial from hiding a second, real signal', () => {
    const signal = detectCrisisSync('I would never kill myself but I wish I could disappear forever');
    expect(signal.level).toBe('concern');
    expect(signal.categories).toEqual(['passive']);
  });

  it('treats a doubted denial as crisis', () => {
    expect(atLeast(detectCrisisSync("I can't promise I won't hurt myself").level, 'high')).toBe(true);
  });
});

describe('levels', () => {
  it('orders levels and narrows stored values', () => {
    expect(maxLevel('none', 'high', 'concern')).toBe('high');
    expect(maxLevel()).toBe('none');
    expect(atLeast('imminent', 'concern')).toBe(true);
    expect(atLeast('concern', 'high')).toBe(false);
    expect(isCrisisLevel('imminent')).toBe(true);
    expect(isCrisisLevel('panic')).toBe(false);
    expect(isCrisisLevel(null)).toBe(false);
  });

  it.each<[string, CrisisLevel]>([
    ['I wish I was dead', 'concern'],
    ['I want to kill myself', 'high'],
    ['I want to die and I have been saving up my pills', 'high'],
    ["I want to kill myself and I'm going to take all my pills tonight", 'imminent'],
    ['took all of my tablets half an hour ago', 'imminent'],
    ['the urge to cut is so strong today', 'concern'],
    ['cut myself again last night', 'high'],
    ['my friend said she wants to die', 'high'],
    ['my friend just told me she swallowed a bottle of pills', 'imminent'],
    ['got the rope out of the shed and its in my room now', 'imminent'],
  ])('%s -> %s', (text, level) => {
    expect(detectCrisisSync(text).level).toBe(level);
  });
});

describe('crisis resources by locale', () => {
  it.each<[string | null, string, string | null, string]>([
    ['en-US,en;q=0.9', '988 Suicide & Crisis Lifeline', '988', '911'],
    ['en-GB,en;q=0.8', 'Samaritans', '116 123', '999'],
    ['en-IE', 'Samaritans', '116 123', '112'],
    ['fr-CA,en-CA;q=0.8', '9-8-8 Suicide Crisis Helpline', '988', '911'],
    ['en-AU', 'Lifeline', '13 11 14', '000'],
    ['de-DE,de;q=0.9,en-US;q=0.5', 'Find A Helpline', null, 'your local emergency number'],
    [null, 'Find A Helpline', null, 'your local emergency number'],
    ['en', 'Find A Helpline', null, 'your local emergency number'],
  ])('%s -> %s', (header, name, phone, emergency) => {
    const r = resourcesFor(header);
    expect(r.name).toBe(name);
    expect(r.phone).toBe(phone);
    expect(r.emergency).toBe(emergency);
    if (!phone) expect(r.url).toBe('https://findahelpline.com');
  });

  it('honours q-weights and makes dialable links', () => {
    expect(resourcesFor('en-US;q=0.4, en-GB;q=0.9').region).toBe('GB');
    expect(resourcesFor('en-us').sms).toBe('988');
    expect(telHref(resourcesFor('en-GB').phone!)).toBe('tel:116123');
  });

  it('leads with the emergency number at imminent and with the helpline otherwise', () => {
    const us = resourcesFor('en-US');
    const imminent = crisisNote('imminent', us).split('\n');
    expect(imminent[0]).toContain('911');
    expect(imminent.join('\n')).toContain('988');
    const concern = crisisNote('concern', us);
    expect(concern.indexOf('988')).toBeLessThan(concern.indexOf('911'));
    expect(crisisNote('high', resourcesFor('en-GB'))).toContain('116 123');
    expect(crisisNote('none', us)).toBe('');
    const elsewhere = crisisNote('imminent', resourcesFor('de-DE'));
    expect(elsewhere.split('\n')[0]).toContain('your local emergency number');
    expect(elsewhere).toContain('https://findahelpline.com');
    for (const level of ['concern', 'high', 'imminent'] as const) expect(crisisNote(level, us)).not.toMatch(/great|congrat|awesome|!/i);
    expect(crisisReminderLine(us)).toMatch(/988.*911/);
    expect(crisisReminderLine(us).split('\n')).toHaveLength(1);
  });

  it('builds the API shape only at concern or above', () => {
    const resources = resourcesFor('en-AU');
    expect(toCrisisSignalDto({ crisisLevel: 'high', resources })).toEqual({ level: 'high', resources });
    expect(toCrisisSignalDto({ crisisLevel: 'none', resources })).toBeNull();
    expect(toCrisisSignalDto({ crisisLevel: 'high', resources: null })).toBeNull();
  });
});

describe('with the sentence encoder', () => {
  it('combines grammar and embedding and keeps look-alikes quiet', async () => {
    const [crisis, calm, empty] = await detectCrisisMany(['I want to kill myself tonight', 'this commute is murder', '   ']);
    expect(crisis.level).toBe('imminent');
    expect(crisis.source).toContain('grammar');
    expect(calm.level).toBe('none');
    expect(empty).toEqual({ level: 'none', categories: [], source: [] });
    expect((await detectCrisis('I took my meds with breakfast')).level).toBe('none');
  }, 60_000);

  it('retraining reproduces model/safety-head.json byte for byte', async () => {
    const stored = fs.readFileSync(path.join(process.cwd(), 'lib/safety/model/safety-head.json'), 'utf8');
    expect(await trainSafetyHeadJson()).toBe(stored);
    // About 3,300 texts, each embedded one by one: a few minutes on two cores.
  }, 900_000);
});

describe('with the encoder off', () => {
  afterAll(() => {
    delete process.env.MOOD_ENCODER;
    resetEncoderForTests();
  });

  it('still catches the clear cases without the encoder (grammar, and naive Bayes over words)', async () => {
    process.env.MOOD_ENCODER = 'off';
    resetEncoderForTests();
    const signals = await detectCrisisMany(['I want to kill myself', 'counted the pills in the cabinet again', 'cut myself last night', 'dying to see it']);
    expect(signals.map((s) => s.level)).toEqual(['high', 'high', 'high', 'none']);
    expect(signals[0].source).toContain('grammar');
  });
});

// Ordinary diary entries written for the mood classifier: none is crisis language (one, "I feel
// like a burden to everyone", is passive ideation by this detector's own definition).
describe('ordinary journal entries', () => {
  it('almost never raise an alarm from the grammar', () => {
    const texts = ['mood-texts.json', 'mood-events.json']
      .map((f) => path.join(process.cwd(), 'tests/fixtures', f))
      .filter((f) => fs.existsSync(f))
      .flatMap((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as { samples: Array<{ text: string }> }).samples.map((s) => s.text));
    expect(texts.length).toBeGreaterThan(100);
    const alarms = texts.filter((t) => detectCrisisSync(t).level !== 'none');
    expect(alarms.length / texts.length).toBeLessThanOrEqual(0.01);
  });
});

// Floors just under what the detector reaches on the dev split (scripts/bench-safety.ts prints
// the details): recall 81.3%, false alarms 8.3% on these hard look-alikes. Dev was never used to
// fit or pick thresholds (those come from cross-validation on train); its aggregates were looked
// at while writing grammar rules, so it is a little optimistic. The honest figure is the final
// split (tests/fixtures/safety-final.json, written after tuning by another author).
describe('labelled corpus, dev split', () => {
  const samples = loadCorpus().filter((s) => s.split === 'dev');

  it('has enough texts to mean something', () => {
    expect(samples.length).toBeGreaterThanOrEqual(100);
  });

  it('stays above its recall floor and under its false-alarm ceiling', async () => {
    const signals = await detectCrisisMany(samples.map((s) => s.text));
    const crisis = samples.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = samples.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    const recall = crisis.filter(([, g]) => g.level !== 'none').length / crisis.length;
    const falseAlarms = calm.filter(([, g]) => g.level !== 'none').length / calm.length;
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(falseAlarms).toBeLessThanOrEqual(FALSE_ALARM_CEILING);
  }, 120_000);
});

const RECALL_FLOOR = 0.78;
const FALSE_ALARM_CEILING = 0.12;

// The first detector's final split (87.5% / 5.0%) became training data for this one; this split was
// written afterwards by an author who saw neither the detector nor its data, and scored once.
describe('final split (written after tuning, scored once: recall 84.0%, false alarms 12.0%)', () => {
  const samples = loadCorpus().filter((s) => s.split === 'final');

  it('keeps its recall and false alarms', async () => {
    expect(samples.length).toBeGreaterThanOrEqual(200);
    const signals = await detectCrisisMany(samples.map((s) => s.text));
    const crisis = samples.filter((s) => s.crisis).map((s) => signals[samples.indexOf(s)]);
    const calm = samples.filter((s) => !s.crisis).map((s) => signals[samples.indexOf(s)]);
    expect(crisis.filter((g) => g.level !== 'none').length / crisis.length).toBeGreaterThanOrEqual(0.82);
    expect(calm.filter((g) => g.level !== 'none').length / calm.length).toBeLessThanOrEqual(0.14);
  }, 120_000);
});

describe('short everyday messages', () => {
  it('never raise an alarm from the learned head alone', async () => {
    const signals = await detectCrisisMany(['one', 'again', 'first', 'x', 'Please keep this message', 'see you tomorrow']);
    expect(signals.map((s) => s.level)).toEqual(['none', 'none', 'none', 'none', 'none', 'none']);
  }, 60_000);
});
