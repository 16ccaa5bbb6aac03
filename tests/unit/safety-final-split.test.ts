// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the fifty-first and fifty-second, written blind by
// two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: an emergency-department mental-health liaison nurse writing adults of every age after
// they present in distress - older people alone, men who do not talk, migrants in their second
// language, breakups, redundancy, diagnoses, night and hospitality workers; and the peer-support lead
// of an online forum for 14- to 25-year-olds writing students, young LGBTQ+ people, gamers, young
// carers, apprentices, young people in care, with slang, irony and code words). Written while the
// twenty-ninth detector was tuned and read only after it was frozen (commit 371d6f7), then scored once
// on all 400: recall 92.5% (185 of 200; 91.0% and 94.0% by author), false alarms 8.0% (16 of 200; 6.0%
// and 10.0%), one missed crisis text read as a good day. The twenty-eighth detector (16b1717) on the
// same texts: 91.5% / 7.5%, one. One crisis text of the second author turned out to be word for word a
// training text written in an earlier round; it was caught, and it is left out here (399 texts:
// recall 184 of 199, 92.5%).
// After the score, and so not blind: rules for sleeping forever weighed as a deal, a death wish joked
// and the joke taken back ("jk. not jk"), a named train not boarded, cliffs early before the walkers, a
// trial hanging stopped by a wobbling stool, a policy's suicide clause run out, into the canal and the
// body swam, an old itch in the arms back, a photo of pills with a sorry (Spanish), envy of a dead
// grandfather who "got to leave", the universe asked to unsubscribe or send a meteor, an alarm set
// "not for school", a proper bye that puzzled people, meals refused as undeserved; older rules narrowed
// where ordinary days tripped them (medicine stocked for a household flu, a cut while jointing a
// chicken, "stop saying 'i want to die'", a knife class with all fingers kept, bleeding after a tooth
// out, goodbye cards for a class moving on). A second read of the diff then narrowed the twenty-ninth
// detector's new rules (about 60) where a reviewer's ordinary sentences tripped them. With all of it
// the 399 texts read 100.0% / 5.0% and none as a good day. The learned head alone still raises ten
// look-alikes (gallows humour, games, a "when i'm gone" folder, a phone screen that "did not survive"),
// and the grammar one (a brother who used to self-harm, now well). Aims 97% and 5%; earlier pairs,
// written the same way and now training data, gave 89.5% / 6.5% (the twenty-eighth detector), 93.5% /
// 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%,
// 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% /
// 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to
// earlier detectors.
// The floors below are the blind score on these 399 texts (184 caught, 16 false alarms): they keep
// later changes from falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 199 crisis texts and 200 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(199);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(200);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(184);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(16);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
