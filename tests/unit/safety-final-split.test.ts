// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the forty-seventh and forty-eighth, written
// blind by two authors who saw neither this detector, its data, any earlier split nor any example phrase
// (200 texts each: a university counselling-centre clinician writing students - international students
// in a second language and mixing in Spanish, Hindi, pinyin, Arabic, Portuguese or Pidgin, athletes,
// medical and law students, queer and trans young adults, eating disorders, exam and visa pressure; and a
// peer-support worker writing veterans, firefighters, police, paramedics, tradesmen, older men who
// understate everything, widowers, chronic pain, new parents, carers and people losing a business).
// Written while the twenty-seventh detector was tuned and read only after it was frozen (commit
// 470c4cc), then scored once: recall 93.5% (187 of 200; 96.0% and 91.0% by author), false alarms 6.0%
// (12 of 200; 7.0% and 5.0%), no missed crisis text read as a good day. The twenty-sixth detector
// (0625047) on the same texts: 95.0% / 6.5%, none.
// After the score, and so not blind: rules for which of my meds would do it, a roof after this
// message, a birthday or anniversary picked because it "felt right", insulin past the dose on purpose,
// an exit that does not mean retirement, a day not planned to be seen, the note finished with an
// apology, not eating as the only control, medals sent then silence, an old man alone "ready to go",
// depression that says end it, a knife block that is "not cooking thoughts"; look-alikes for a cut in
// a cookery class, a story about a character who plans a death, 'kms' said as a habit, goodbye emails
// when leaving a job, everything set for tonight's surprise party, an overdose years ago by someone
// now well, a shift to do again tomorrow, a play's double suicide taught, suicidal then and "not now",
// affairs put in order before an operation. One training look-alike's flag moved, so the head was
// retrained; with all of it the 400 texts read 100.0% / 1.0% and none as a good day. Aims 97%
// and 5%; earlier pairs, written the same way and now training data, gave 95.0% / 10.5% (the
// twenty-sixth detector), 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%,
// 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% /
// 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to
// earlier detectors.
// The floors below are the blind score (187 caught, 12 false alarms): they keep later changes from
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
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(12);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
