// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the ninety-first to ninety-third, written blind by three authors
// who saw neither this detector, its data, any earlier split nor any example phrase (200 texts each: a student wellbeing
// officer at the Kota coaching centres, in Indian English and Hinglish; a welfare officer for touring musicians, road crew
// and festival staff, in tour-bus chat; a peer-support coordinator for US military spouses, in texting style).
// Written while the forty-third learned head was trained and read only after it was frozen (commit 8d3bf2b), then
// scored once: recall 94.7% (284 of 300; 95.0%, 93.0% and 96.0% by author), false alarms 4.3% (13 of 300; 6.0%, 5.0%
// and 2.0%), and one missed crisis text read as a good day (articles read on students who died, "what their notes
// said. started writing mine"). The detector before it (dfb17bf, the forty-second head with all its rules) on the same
// texts: 95.0% / 4.3%, one read as a good day. No text was identical to a training text (600 texts: 300 crisis, 300
// look-alikes).
// After the score, and so not blind: rules for "a very expensive mistake they're stuck with"; jealous, after the news,
// that they "had the courage"; notes of those who died read and "started writing mine"; the end of the platform, the
// train announced, "switching phone off now"; "sab khatam karna hai, ghar walon ko mat batana"; a flightcase falling on
// me and "i wouldnt exactly be gutted"; "wish i could get wiped like a bad take"; "making sure i dont see 30"; goodbyes
// taken for end-of-tour blues, "its not"; kit left with a note, "look after these better than i looked after myself";
// clean from cutting and "i really really want to"; a bandmate leaning over a balcony "just seeing how far it is", low
// for weeks; "might as well stop pretending im here"; a death benefit that "would cover the card debt", the math done at
// 3am; a dress and a cat given away for a move that is not happening. Each needs a dark cue besides its frame, and a
// review's ordinary sentences for them are unit tests. Guards on older rules took away ten of the false alarms (a
// classroom window everyone laughed at, flowers for my funeral after "send help", a haircut with scissors, a plan told
// from last year with therapy since, dying on stage, payouts cut again, starving told from a recovered present, a
// stewards' session on what to do, onions cut, a lasagna pulled out). With them the 600 texts read 100% / 1.0%, none as
// a good day. False alarms left, all from the learned head: a paper-leak news item, a joke will, pedals given to a
// nephew "dont need them".
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 91.7% / 4.3% (the forty-second
// detector), 95.3% / 8.3% and 88.0% / 6.0% (the forty-first), 83.3% / 8.3% (the fortieth), 89.7% / 11.0% (the thirty-ninth), 92.0% / 5.7% (the
// thirty-eighth), 94.6% / 5.0% (the thirty-seventh), 86.0% / 8.3% (the thirty-sixth), 93.5% / 9.0% (the thirty-fifth),
// 93.0% / 6.0% and 91.5% / 5.5% (the thirty-fourth), 78.5% / 6.0%, 86.0% / 4.0%, 89.5% / 8.0%, 91.5% / 8.5%,
// 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% / 7.0%,
// 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%,
// 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier
// detectors.
// The floors below are the blind score (284 caught, 13 false alarms): they keep later changes from falling back below
// what was measured blind; they were never tuned against. The good day the blind score found is read as a crisis now, so
// the last check holds.
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(284);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(13);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
