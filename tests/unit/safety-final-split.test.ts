// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the hundred-and-eighteenth to hundred-and-twentieth, written
// blind by three authors who saw neither this detector, its data, any earlier split nor any example phrase (200 texts
// each: American military veterans, reservists and their families in rural and small-town US; Australian and New Zealand
// tradies, farmers, hospitality workers and students, in Aussie and Kiwi slang; US and Canadian teenagers and young
// adults, in Gen-Z slang, including kids in group homes and foster care). Written while the fifty-second learned head
// was trained and read only after it was frozen (commit 491f429), then scored once: recall 89.3% (268 of 300; 86.0%,
// 90.0% and 92.0% by author), false alarms 8.3% (25 of 300; 8.0%, 9.0% and 8.0%), and three missed crisis texts read as
// a good day (a box of buckshot bought with one shotgun left, a discharge from a 72-hour hold after the pills, a
// homecoming from the ward with the knives and meds hidden). The detector before it (ad2d069, the fifty-first head
// with all its rules) on the same texts: 87.7% / 8.7%, the same three read as a good day. No text was identical word
// for word to a training text (600 texts: 300 crisis, 300 look-alikes).
// What it missed is mostly what names no feeling: a gun cleaned and the safe left open, a church service then a bridge
// on the way home, guns given away and "told him I'm done hunting", a cemetery plot bought for cash, a pastor asked if
// God forgives, the PHQ's question 9 answered falsely, pills from a three-month script kept in the drawer, a day picked
// ("my birthday. seems fitting"), a car driven at a tree and told to insurance as a roo, the gap between two bed checks,
// and someone live on Instagram holding a gun. Its false alarms are mostly goodbyes at a last shift or a last exam,
// hyperbole ("walk into traffic", "jumped off the roof" over coffee), clinical work (the Columbia scale taught, a client
// who disclosed self-harm), a play's stage hanging and news of a rescue from a bridge.
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 79.0% / 6.7% (the fifty-first
// detector), 84.3% / 7.3% (the fiftieth
// detector), 87.6% / 4.3% (the forty-ninth
// detector), 89.0% / 5.7% (the forty-eighth
// detector), 89.3% / 4.3% (the forty-seventh), 94.3% / 4.7% (the forty-sixth), 92.7% / 6.3% (the forty-fifth), 84.0% / 6.7% (the forty-fourth), 94.7% / 4.3% (the forty-third), 91.7% / 4.3% (the forty-second), 95.3% /
// 8.3% and 88.0% / 6.0% (the forty-first), 83.3% / 8.3% (the fortieth), 89.7% / 11.0% (the thirty-ninth), 92.0% / 5.7%
// (the thirty-eighth), 94.6% / 5.0% (the thirty-seventh), 86.0% / 8.3% (the thirty-sixth), 93.5% / 9.0% (the
// thirty-fifth), 93.0% / 6.0% and 91.5% / 5.5% (the thirty-fourth), 78.5% / 6.0%, 86.0% / 4.0%, 89.5% / 8.0%, 91.5% /
// 8.5%, 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% /
// 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% /
// 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier
// detectors.
// After the score, and so not blind: rules for what it missed, the three good days among them (a hold after the pills,
// knives and meds hidden from the writer, guns sold and one kept; tests/unit/safety-detector.test.ts, block "what the
// fifty-second detector missed"). They change no training row's look-alike flag, so the head's inputs are unchanged.
// With them the same split reads 98.7% / 8.3%, none as a good day (not blind): the good-day check below holds only
// since those rules, not as scored.
// The floors below are the blind score (268 caught, 25 false alarms): they keep later changes from falling back below
// what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 300 crisis texts and 300 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(300);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(300);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(268);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(25);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
