// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the sixty-third and sixty-fourth, written blind by two
// authors who saw neither this detector, its data, any earlier split nor any example phrase (200 texts
// each: a school nurse and pastoral lead of a secondary school and sixth form, writing pupils, their
// siblings, parents and teachers, and for half all kinds of other lives; and a debt and benefits adviser at
// a Citizens Advice office, writing people in arrears, gamblers, failed small businesses, evictions and
// their families, and for half other lives). Written while the rules for the sixty-first and sixty-second
// splits were written and read only after they were frozen (commit d88dd81, the thirty-fourth learned head,
// not retrained), then scored once: recall 93.0% (186 of 200; 94.0% and 92.0% by author), false alarms 6.0%
// (12 of 200; 7.0% and 5.0%), and no missed crisis text read as a good day. The same head with the rules
// before that round (ab0a23e) on the same texts: 93.0% / 6.0%, the same texts. No text repeats a training
// text (400 texts: 200 crisis, 200 look-alikes).
// After the score, and so not blind: rules for a prayer to be taken in one's sleep or not to be woken,
// decades more of life declined, a step off a platform or into traffic pulled back from and "meant", a
// partner better off with a widow's pension, "you'd be carrying him out" when they come back; and older
// rules narrowed for teaching self-harm safely, self-harm "and has not for a year", a nose bleeding in
// sparring, Juliet who has "to die very carefully", a cliff jumped "in elden ring", dressing "like I'm going
// to my own funeral", a sister who broke one's straighteners, a brother's attempt told from his graduation,
// a suicide form documented "properly", taken "as I am", not woken "with another migraine" and a payout
// "than with me trying to patch it up". With them the 400 texts read 96.0% / 2.0% and none as a good day;
// eight rules with no narrow form were dropped (a cover story for pulling out, goodbye emails scheduled,
// "sorted everything" and a gut feeling, pockets of stones, a pet at the rescue and "everything else is
// easy", "I love you" for the first time in years, thanks one by one left on read, whether debts die with
// you). Aims 97% and 5%; earlier pairs, written the same way and now training data or waiting for it, gave
// 91.5% / 5.5% (the thirty-fourth detector before its rules), 78.5% / 6.0%, 86.0% / 4.0%, 89.5% / 8.0%,
// 91.5% / 8.5%, 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%,
// 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%,
// 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%,
// 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score on these 400 texts (186 caught, 12 false alarms): they keep later
// changes from falling back below what was measured blind; they were never tuned against.
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(186);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(12);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
