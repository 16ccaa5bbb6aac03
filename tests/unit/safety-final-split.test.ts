// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the thirty-fifth and thirty-sixth, written blind
// by two authors who saw neither this detector, its data nor any example phrase (200 texts each: adults
// across the world in their own English, a third of them long diary entries; and young people typing on
// phones, mostly chat messages, with slang and a few words of Spanish, Portuguese, French, Hindi or
// Tagalog). Written while the twenty-first detector was tuned and read only after it was frozen
// (commit 1783ce4), then scored once: recall 90.5% (181 of 200), false alarms 14.0% (28 of 200), nine
// missed crisis texts read as a good day. The twentieth detector (e244e87) on the same texts: 88.5% /
// 13.0%, seven.
// After the score, and so not blind: the phrases that carry the risk in Spanish, Portuguese and French
// (normalize-romance.ts; nine of the nineteen misses were in those languages, most of them read as a
// good day), rules for a parent who "has had a good innings" and is "ready to go" and for a stock of
// medicine followed by "that is all I will say", look-alikes for being asked with a gun to one's head,
// dreams of falling, goodbyes to a job, a class, a decade or a group chat, and a funeral playlist made
// as a joke, and the head retrained (one training text's look-alike flag moved). With them the 400
// texts read 95.5% / 10.5% and none as a good day. Aims 97% and 5%; earlier pairs, written the same
// way and now training data, gave 85.5% / 5.5% and 89.3% / 9.3% (the twentieth detector), 87.9% /
// 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%,
// 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score (181 caught, 28 false alarms): they keep later changes from
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(181);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(28);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
