// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the seventieth to seventy-second, written blind by three
// authors who saw neither this detector, its data, any earlier split nor any example phrase (about 200 texts each: a
// volunteer safety moderator of a gaming Discord and Twitch community for people aged 15 to 24; a counsellor on a
// gambling-harm and debt helpline who runs a peer group for people recovering from gambling and drink; an outreach
// worker at a women's refuge who supports single mothers and carers). Written while the thirty-seventh learned head was
// trained and read only after it was frozen (commit 4a374da), then scored once: recall 94.6% (281 of 297; 97.0%, 91.0%
// and 95.9% by author), false alarms 5.0% (15 of 300; 1.0%, 5.0% and 9.0%), and no missed crisis text read as a good
// day. The detector before it (ce1aebd, the thirty-sixth head with all its rules) on the same texts: 93.6% / 5.0%.
// Three texts identical to training texts were left out (597 texts: 297 crisis, 300 look-alikes).
// After the score, and so not blind: rules for asking whether an overdose of pills "actually works", the blade needed
// "just to get through", someone else's tablets saved up or talk of joining the dead, someone gone quiet for days whose
// last post gave things away, an insurer rung to ask whether the policy pays out on suicide, and "i have taken overdose"
// with no article. A knockout's blood, "cut myself off from people", a therapist's "she said i am ready", Good
// Friday, a knife once held to the writer, a parent asking whether he is going to die, and a character's goodbye note
// are no crisis; "mad how things change", "feels like progress" and "i actually like my life" tell a recovery.
// A platform with "this is it", "no point to me", a will as "the last thing ill ever spend money on" and a meal lost
// with every lost bet were drafted too, and dropped: a reviewer's ordinary sentences (a move to Edinburgh, a film with
// no point, a mortgage, a board game's forfeit) share every form they have. With the rest the 597 texts read 96.6% /
// 1.7% and none as a good day.
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 86.0% / 8.3% (the thirty-sixth
// detector), 93.5% / 9.0% (the thirty-fifth), 93.0% / 6.0% and 91.5% / 5.5% (the thirty-fourth), 78.5% / 6.0%,
// 86.0% / 4.0%, 89.5% / 8.0%,
// 91.5% / 8.5%, 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%,
// 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%,
// 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%,
// 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score on these 597 texts (281 caught, 15 false alarms): they keep later
// changes from falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 297 crisis texts and 300 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(297);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(300);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(281);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(15);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
