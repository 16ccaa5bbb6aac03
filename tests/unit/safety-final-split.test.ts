// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the fifty-ninth and sixtieth, written blind by two
// authors who saw neither this detector, its data, any earlier split nor any example phrase (200 texts
// each: a mental-health in-reach nurse in a young offenders' institution and probation, writing young men
// and women in custody and on licence and, for half, their cellmates, partners, mums and mates; and the
// lead of a hospital's staff wellbeing service, writing doctors, nurses, paramedics and students, who
// handle drugs, doses and death every day, and the people around them). Written while the thirty-third
// detector was tuned and read only after it was frozen (commit 0403e7f), then scored once: recall 78.5%
// (157 of 200; 89.0% and 68.0% by author), false alarms 6.0% (12 of 200; 9.0% and 3.0%), and two missed
// crisis texts read as a good day (goodbye calls that left the writer "proper peaceful"; potassium drawn
// up "and it wasn't about the patient"). The thirty-second detector (644c4f2) on the same texts: 80.0% /
// 6.5%, the same two read as a good day. No text repeats a training text (400 texts: 200 crisis, 200
// look-alikes).
// After the score, and so not blind: rules for goodbye calls with love said and then peace, a drug at work
// not for the patient, a cover story after water or medication taken back, "done. not done with the job.
// done.", meaning to drive into water, "I've taken something" and then the line cut, drugs taken from the
// kit with an apology, an overdose of one's own medication, someone who thinks about suicide most days,
// "the not-wanting-to-exist bit", envy of the dying, a suicide screen answered for oneself, a joke that did
// not look like one, a cover story undone by what one knows, scratches from a cat that does not exist, a
// goodbye "like it was the last time. it might be", a pet rehomed with a reason told, medication stopped to
// help nature along, thanks at midnight and then unseen, legs like a barcode, scars made new, a headbutt
// that felt better, a pet that deserves better than what is coming, the gap in the checks, a better life
// without the writer, a wish that the van had crashed. With them the 400 texts read 92.0% / 6.0% and none
// as a good day. Aims 97% and 5%; earlier pairs, written the same way and now training data, gave 86.0% /
// 4.0% (the thirty-second detector), 89.5% / 8.0%, 91.5% / 8.5%, 92.5% / 8.0%, 89.5% / 6.5%, 93.5% /
// 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% /
// 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% /
// 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score on these 400 texts (157 caught, 12 false alarms): they keep later
// changes from falling back below what was measured blind; they were never tuned against. Blind, two
// missed texts were read as a good day; with the rules above none is, so that assertion is not a blind
// floor.
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(157);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(12);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
