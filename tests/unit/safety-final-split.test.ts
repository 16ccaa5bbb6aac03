// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the hundred-and-twenty-first to hundred-and-twenty-third, written
// blind by three authors who saw neither this detector, its data, any earlier split nor any example phrase (200 texts
// each: people aged 55 to 85 in the UK and Ireland, retirees, widows and widowers, carers, hill farmers and church-goers;
// shift workers in health and emergency services in the US, UK, Canada and Australia; people writing in English as a
// second language, students and migrant workers from India, Nigeria, the Philippines, China, Brazil, Poland, Vietnam
// and the Arab world). Written while the fifty-third learned head was trained and read only after it was frozen (commit
// 79c5ca1), then scored once: recall 89.0% (267 of 300; 92.0%, 84.0% and 91.0% by author), false alarms 7.3% (22 of
// 300; 7.0%, 7.0% and 8.0%), and one missed crisis text read as a good day (a spot picked on a cliff near a beach for
// after New Year, read as relaxed). The detector before it (69cd572, the fifty-second head with all its rules) on the
// same texts: 89.7% / 7.7%, one read as a good day. No text was identical word for word to a training text (600 texts:
// 300 crisis, 300 look-alikes).
// What it missed is mostly what names no feeling: a B&B by the cliffs booked for one night without breakfast, a life
// policy asked whether it pays for a death that is not natural, a will redone, a brother rung to say sorry before it is
// too late, a rope that snapped in the barn, a footbridge over the motorway at the end of a shift, a platform edge
// stepped off, a whole insulin pen injected, a dog left with a neighbour "for a while", nine boxes of sleeping tablets
// bought one at a time, and a colleague who asked which drugs a tox screen misses. Its false alarms are mostly hyperbole
// ("shoot myself" over a new records system, "hang myself with the tinsel"), clinical work (a client who disclosed
// self-harm, a chaplain told of hoarded tablets), fiction (a novel's hanging, Juliet's dagger) and recovery told from a
// safe present.
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 89.3% / 8.3% (the fifty-second
// detector), 79.0% / 6.7% (the fifty-first detector), 84.3% / 7.3% (the fiftieth
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
// After the score, and so not blind: rules for what it missed, the good day among them (a spot picked at a drop, a B&B
// by the cliffs without breakfast, a policy asked about a death not natural, a rope that snapped, a bridge over traffic, a
// platform edge, a whole insulin pen, tablets gathered box by box; tests/unit/safety-detector.test.ts, block "After the
// fifty-third detector was scored"). They change no training row's look-alike flag, so the head's inputs are unchanged.
// With them the same split reads 93.7% / 7.3%, none as a good day (not blind): the good-day check below holds only since
// those rules, not as scored.
// The floors below are the blind score (267 caught, 22 false alarms): they keep later changes from falling back below
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(267);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(22);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
