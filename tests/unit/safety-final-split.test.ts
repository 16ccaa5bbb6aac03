// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the hundred-and-fifteenth to hundred-and-seventeenth, written
// blind by three authors who saw neither this detector, its data, any earlier split nor any example phrase (200 texts
// each: UK and Irish hospital night-shift staff, ICU nurses, porters and junior doctors; first-year students in halls in
// Scotland and the north of England, in Scots, Geordie and Scouse slang; Indian IT and call-centre workers, in Indian
// English). Written while the fifty-first learned head was trained and read only after it was frozen (commit 561ba0e),
// then scored once: recall 79.0% (237 of 300; 77.0%, 84.0% and 76.0% by author), false alarms 6.7% (20 of 300; 10.0%,
// 5.0% and 5.0%), and no missed crisis text read as a good day. The detector before it (58b8556, the fiftieth head with
// all its rules) on the same texts: 78.7% / 6.7%, one read as a good day. No text was identical word for word to a
// training text (600 texts: 300 crisis, 300 look-alikes).
// What it missed is mostly what names no feeling: a lethal dose asked as a number ("how many paracetamol ... just for
// knowledge", "how much amitriptyline is fatal"), means kept (vials signed out to a locker, pesticide "open" in my room,
// pills bought without prescription), a plan told as a time and a place with no verb of dying (cliffs at Howth by 7.40,
// a Travelodge for one night on a single ticket, the top of a car park in an hour, a lake "if rating is below 3"),
// affairs put in order as chores (a will template, EMIs paid ahead, the laptop and ID returned, a scheduled goodbye
// mail), an attempt told as a discharge ("told them it was accidental. wasnt") and others at risk told only by a photo,
// a caption or a live location. 56 of the 63 are still read with doubt (no celebration). False alarms are mostly
// the grammar on recovery told in the past ("used to think about suicide every day"), clinical work (a patient on
// constant obs, a self-harm prevalence survey, warning signs in a training deck), hyperbole ("walk into the sea" over a
// rota system) and a news report of a fall.
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 84.3% / 7.3% (the fiftieth
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
// After the score, and so not blind: rules for eight texts said plainly (a fatal dose asked as an amount or against a
// body weight, drinking with the pills now, life called a day, "cannae be arsed existing", an overdose told as
// accidental and taken back); they change no training row's look-alike flag, so the head's inputs are unchanged. With
// them the same split reads 81.7% / 6.7%, none as a good day (not blind).
// The floors below are the blind score (237 caught, 20 false alarms): they keep later changes from falling back below
// what was measured blind; they were never tuned against. The blind score found no good day, so the last check holds
// as scored.
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(237);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(20);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
