// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the thirty-seventh and thirty-eighth, written
// blind by two authors who saw neither this detector, its data nor any example phrase (200 texts each:
// diary entries by many kinds of people across the world, in many lengths, with slang, typos and
// mixed topics; and a clinical researcher's set built for difficulty, with sarcasm, understatement and
// entries that name no feeling). Written while the twenty-second detector was tuned and read only
// after it was frozen (commit ac00873), then scored once: recall 92.5% (185 of 200; 94.0% and 91.0%
// by author), false alarms 7.0% (14 of 200; 4.0% and 10.0%), one missed crisis text read as a good
// day. The twenty-first detector (f759a44) on the same texts: 91.5% / 7.0%, one.
// After the score, and so not blind: rules for disappointment at a near miss, the place named as where
// it ends, going when a dying pet goes, not eating as something deserved, an urge told beside a day
// without acting on it, wishing an illness had finished the job, answering yes to "am I suicidal",
// sizing up a drop, a note's line to whoever reads the journal and someone else's goodbye that names
// the peace to come; look-alikes for photographing from a height, goodbye letters to a class when
// leaving, "rip me", wanting the floor to swallow you, a tired body that "wants to die", talk about the
// slang itself, jumping off rocks into water, an inversion table and a death cafe; "at 10 weeks" no
// longer a time of day; a remembered crisis in a recovered present read as history; the head retrained.
// With them the 400 texts read 98.0% / 0.5% and none as a good day. Aims 97% and 5%; earlier pairs,
// written the same way and now training data, gave 90.5% / 14.0% (the twenty-first detector), 85.5% /
// 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0%
// / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier
// detectors.
// The floors below are the blind score (185 caught, 14 false alarms): they keep later changes from
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(185);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(14);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
