// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the forty-ninth and fiftieth, written blind by
// two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: an addiction-recovery and chronic-pain clinic counsellor writing people in early recovery
// from alcohol, opioids or gambling, chronic pain and long illness, shift workers, people out of prison
// and single parents short of money; and a community mental-health nurse writing new and expecting
// parents - sleepless nights, miscarriage, birth trauma, postnatal depression - and rural and farming
// people: drought and debt, isolated older couples, young people in small towns, tradespeople, fly-in
// fly-out workers). Written while the twenty-eighth detector was tuned and read only after it was
// frozen (commit bef35c0), then scored once: recall 89.5% (179 of 200; 91.0% and 88.0% by author),
// false alarms 6.5% (13 of 200; 6.0% and 7.0%), no missed crisis text read as a good day. The
// twenty-seventh detector (38dcdde) on the same texts: 92.5% / 8.0%, none. (While checking how the
// second file had been written, a grep over its author's generator script printed six of its texts
// before scoring - three crisis texts and three look-alikes; nothing was tuned on them, and all six
// were read correctly when scored.)
// After the score, and so not blind: rules for an illness hoped to finish the job, a note redrafted,
// worth more as a life-insurance payout, rather be done with it all, a walk into the harbour next,
// someone looking at bridges, a pet entrusted "if anything happens", tablets lined up, let down to be
// still here, reasons to go to the chemical shed, into the dam clothed and going back, a good innings
// with things given away, following a father, going to a lost child on a date, tablets until the count
// is lost, farm poison drunk, a video left for babies who will not remember, goodbye songs and a bike
// given away; look-alikes for a giveaway with its reason, an old self that would have cut and a new one
// that did not, parole counted down, not wanting to be at a party, wanting to disappear at playgroup,
// lambs that "want to die", stock culled and trucked, a gun put back in the safe, a razor-blade
// scraper, "ill end him". Two training look-alikes' flags moved, so the head was retrained; with all of
// it the 400 texts read 99.5% / 2.5% and none as a good day. Aims 97% and 5%; earlier pairs, written the same way and now
// training data, gave 93.5% / 6.0% (the twenty-seventh detector), 95.0% / 10.5%, 93.5% / 12.0%, 96.5% /
// 10.0%, 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5%
// / 9.5%, 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%,
// 95.5% / 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score (179 caught, 13 false alarms): they keep later changes from
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
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(179);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(13);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
