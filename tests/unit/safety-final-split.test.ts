// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Four final splits (tests/fixtures/safety-final.json), written blind by four authors who saw neither
// this detector, its data nor any example phrase, each scored once before anything was tuned on it.
// - The thirty-first and thirty-second (400 texts; about half and a quarter chat messages), written
//   while the twentieth detector was tuned and read only after it was frozen (commit 7f41e15): recall
//   85.5% (171 of 200), false alarms 5.5% (11 of 200), three missed crisis texts read as a good day
//   (hoping for "lightning with my name on it", bridges rated "for when i finally clock out", a
//   pupil's story that was "too specific"); the nineteenth detector on the same texts: 85.0% / 5.5%,
//   four. After the score: rules for those three structures ('name-on-it', 'height-for-when',
//   'story-too-specific') and look-alikes for ten of the eleven false alarms (commit be6d445).
// - The thirty-third and thirty-fourth (300 texts; about 30% and half chat messages), written after
//   that and scored once against be6d445: recall 89.3% (134 of 150), false alarms 9.3% (14 of 150),
//   one missed crisis text read as a good day (a spot picked by the reservoir behind a move to
//   Berlin); the nineteenth detector on the same texts: 90.7% / 10.0%, none. After the score: a rule
//   for that structure ('picked-the-spot'), one for urges to reopen or burn, and look-alikes for its
//   twelve grammar false alarms (lookalikes.ts).
// Then, chosen on cross-validation alone, the learned head's ordinary-entry budget went from 2.25% to
// 3% (lib/safety/train.ts): its thresholds fell from 0.685 to 0.665 (0.67 after a look-alike).
// None of what came after a score is blind: with all of it the 700 texts read 91.1% / 1.4% and none
// as a good day. Aims 97% and 5%; earlier pairs, written the same way and now training data, gave
// 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%,
// 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the two blind scores added up (171 + 134 caught, 11 + 14 false alarms): they
// keep later changes from falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 350 crisis texts and 350 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(350);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(350);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(305);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(25);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
