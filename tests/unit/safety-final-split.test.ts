// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the seventy-third to seventy-fifth, written blind by three
// authors who saw neither this detector, its data, any earlier split nor any example phrase (about 200 texts each: a
// community pharmacist who runs the pharmacy's listening service; a moderator of an eating-disorder peer-support forum
// for people aged 16 to 35; a volunteer on an email befriending service in Ireland and Scotland whose writers are
// mostly isolated men over 50). Written while the thirty-eighth learned head was trained and read only after it was
// frozen (commit 68fed7f), then scored once: recall 92.0% (275 of 299; 93.9%, 93.0% and 89.0% by author), false alarms
// 5.7% (17 of 300; 6.0%, 8.0% and 3.0%), and one missed crisis text read as a good day ("wish the heart attack last
// year had done the job properly", read as happy). The detector before it (dbf61e7, the thirty-seventh head with all
// its rules) on the same texts: 91.0% / 5.7%, the same text read as happy. One text identical to a training text was
// left out (599 texts: 299 crisis, 300 look-alikes).
// After the score, and so not blind: rules for an illness or accident wished fatal, a call from a bridge or cliff that
// went dead, a car at a quarry edge with the handbrake off, a rope taken to the woods at a set time, someone talking of
// joining their dead spouse or parent, someone who "will not be seen again" with his stock sold, favourites given away
// with the question why turned aside, "sorry in advance" at a grave, funeral instructions left on the table after the
// house was cleared, someone's medicines found hidden under a bed, all the repeat prescriptions taken with their
// effects, "if i'm gone they can finally", mourned "for a week and then lighter", "same place she went" on an
// anniversary, sharpeners "for my pencils obviously", someone quiet since saying she was going to the lake, a pastime's
// gear handed on by someone "done with everything", a will done at the solicitor's and the credit union paid off, and
// "i'd no use for it anymore" after a gift. A story being written or read (in the same sentence, or a character's note),
// a revision note on passive and active ideation, "embarrassed i could vanish", "the roof of my expectations", a
// dietitian's "no more purge related warnings", a DBT chain analysis of an urge, a screening question answered no, an
// attempt at an age now long past, "remember when i truly believed ..." and "now it's rare" are no crisis. A wee voice
// saying "get it over with" and a cat given away "because of my landlord" were drafted too, and dropped: a reviewer's
// ordinary sentences (a tax return, golf clubs sold because of a bad back) share their forms. With the rest the 599
// texts read 98.3% / 1.3% and none as a good day.
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 94.6% / 5.0% (the thirty-seventh
// detector), 86.0% / 8.3% (the thirty-sixth), 93.5% / 9.0% (the thirty-fifth), 93.0% / 6.0% and 91.5% / 5.5% (the
// thirty-fourth), 78.5% / 6.0%, 86.0% / 4.0%, 89.5% / 8.0%,
// 91.5% / 8.5%, 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%,
// 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%,
// 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%,
// 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score on these 599 texts (275 caught, 17 false alarms): they keep later
// changes from falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 299 crisis texts and 300 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(299);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(300);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(275);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(17);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
