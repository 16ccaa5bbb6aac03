// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the thirty-ninth and fortieth, written blind by
// two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: young people typing on phones, with slang, memes, gaming and a few words of other
// languages, and some parents and grandparents; and a novelist with crisis-line experience writing
// adults from 25 to 90 in many trades and countries, half of them long diary entries, whose crisis
// texts never use the words suicide, kill or die). Written while the twenty-third detector was tuned
// and read only after it was frozen (commit 15ab464), then scored once: recall 85.5% (171 of 200; 94.0%
// and 77.0% by author), false alarms 8.0% (16 of 200; 12.0% and 4.0%), no missed crisis text read as a
// good day. The twenty-second detector (51f36f0) on the same texts: 86.0% / 9.0%, none.
// After the score, and so not blind: rules for asking how long one would last in cold water, a will at
// a young age, a letter that is a goodbye and not a breakup, sitting on the tracks with a train due or
// being taken off them, not minding if a near accident had ended it, asking not to wake up, wishing for
// a sudden death, deciding again each day not to, deciding to go before an illness does, rope bought
// with no use for it, the water named as the easiest way, a day settled on, a place and a day
// "decided", a pet given away under a cover story or its microchip moved, the last loose end, a gun
// held up, walking into the sea and not stopping, someone else's insurance exclusions or hidden months
// of pills, and someone asking about a person who takes their own life; more medicines named;
// look-alikes for a wish explained at once ("as in a cabin"), what someone always says when their team
// loses, "metaphorically", "hopefully that's it", leaving a group chat with a flourish, letters from a
// parent with a terminal illness, advance directives, "bye everyone" before a break, leaving a party
// early for food, and counts of photos; the head retrained. With them the 400 texts read 97.5% / 3.0%
// and none as a good day. Aims 97% and 5%; earlier pairs, written the same way and now training data,
// gave 92.5% / 7.0% (the twenty-second detector), 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% /
// 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% /
// 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score (171 caught, 16 false alarms): they keep later changes from
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(171);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(16);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
