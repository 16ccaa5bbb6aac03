// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Three final splits (tests/fixtures/safety-final.json), the eighty-second to eighty-fourth, written blind by three
// authors who saw neither this detector, its data, any earlier split nor any example phrase (200 texts each: a night-shift
// coordinator at a homeless shelter and drop-in centre in a US city; a community mental-health worker with South Asian
// families in the UK, with words of Hindi, Urdu, Punjabi and Bengali; the moderator of a wellbeing app and peer forum for
// long-haul truck drivers in the US and Canada, partly by voice-to-text). Written while the forty-first learned head was
// trained and read only after it was frozen (commit 8ec8836), then scored once: recall 95.3% (286 of 300; 95.0%, 95.0%
// and 96.0% by author), false alarms 8.3% (25 of 300; 4.0%, 10.0% and 11.0%), and no missed crisis text read as a good
// day. The detector before it (3e8967f, the fortieth head with all its rules) on the same texts: 94.7% / 8.7%, none read
// as a good day. No text was identical to a training text (600 texts: 300 crisis, 300 look-alikes).
// After the score, and so not blind: rules for "lord take me home already, i am tired", lying down after "and just not
// come back", part of me "making the case for dying", a belt left at intake and "what else it is good for", a last text
// "tired of fighting" and days of silence, "rather be wherever she is than here", "if i died tomorrow ... what am i even
// for", "dead to him ... maybe i will make it real", love said for the first time in years and the worry turned aside
// with "nothing, i said", a husband crying who "said something about the bridge", a spot picked on the haul route with
// the day, a dog rehomed with a cover story then denied, a loving text "scheduled it to send", and a driver saying he is
// going to take the truck off the pass. Look-alikes for news of another jump, a group told of an old overdose that
// helped, a game character's poison, a lost match before "i want to jump off a cliff", a novel or coursework about
// someone who wants to die, cuts on a cleaver or a steel band at work, a call handler's suicidal callers, a eulogy
// drafted for exam stress "lmao im fine", "i want to die. (i dont. but ...)", crawling under the trailer to disappear, a
// paperback's suicide in chapter 3, a trainer's "you'll want to jump out the window", a leaflet's "not the same as
// wanting to die" and a kidney stone's "wanted to die" once passed. Two reviews narrowed the drafts (see the unit tests)
// and made ten of the fourteen branches of older rules. With them the 600 texts read 100.0% / 3.0%, none as a good day; the nine false alarms
// left are the learned head's (a bus joke, a burrito, a will for the CB radio, "kill myself lol" in detention).
// Aims 97% and 5%; earlier splits, written the same way and now training data, gave 83.3% / 8.3% (the fortieth
// detector), 89.7% / 11.0% (the thirty-ninth), 92.0% / 5.7% (the thirty-eighth), 94.6% / 5.0% (the thirty-seventh), 86.0% / 8.3% (the thirty-sixth),
// 93.5% / 9.0% (the thirty-fifth), 93.0% / 6.0% and 91.5% / 5.5% (the thirty-fourth), 78.5% / 6.0%, 86.0% / 4.0%,
// 89.5% / 8.0%, 91.5% / 8.5%, 92.5% / 8.0%, 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%,
// 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%,
// 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% / 12.0%,
// 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// Three more final splits, the eighty-fifth to eighty-seventh, were written blind the same way after the rules above
// were added (a sports psychologist in a US university athletics department; a caseworker on a hotline for migrant
// domestic workers in Hong Kong and Singapore, in their English with Tagalog and Bahasa words; a pastor running a
// recovery ministry in rural Appalachia) and scored once, before any of them was read, against that detector (commit
// 2e951dd): recall 88.0% (264 of 300; 92.0%, 81.0% and 91.0% by author), false alarms 6.0% (18 of 300; 2.0%, 6.0% and
// 10.0%), none read as a good day. After that score, and so not blind: Indonesian and Malay risk phrases read as the
// English the grammar knows (lib/safety/normalize-bahasa.ts) and a few more Tagalog ones; rules for "why do i keep waking
// up", a gym rope looked at and "what else it's strong enough to hold", "after they drive home that's it" with the day
// circled, love told to a team and "i meant goodbye", a low calorie count "i deserve it after falling", a knife held "not
// thinking about cooking", poison looked at and "people would say accident", "wish that IED got me instead", "better all
// around if i'd been under that top", "i want to go with her ... going to find a way" at a funeral, "finish what that mine
// started", a dog handed on "she'll do better by him than i could", "he thought i meant before my knee surgery. i let him
// think that", an urge "bad tonight" after a clean streak, an old woman "ready to go see harold" giving her quilts away, a
// walk-on "tired of being a waste of ... air", a gold necklace given "just because", and "can't quit thinking about
// killing myself" no longer read as a denial. One review narrowed the drafts; these three splits then read 98.0% / 6.0%.
// The floors below are the blind scores on these 1,200 texts (286 + 264 caught, 25 + 18 false alarms): they keep later
// changes from falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 600 crisis texts and 600 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(600);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(600);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(550);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(43);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
