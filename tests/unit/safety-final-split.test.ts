// The crisis detector on its blind final split, in a file of its own so that it reads the split as a
// fresh process does (\`npm run bench:safety\`), whatever other tests have read before.
import { describe, expect, it } from 'vitest';
import { classifyMoodLearned } from '@/lib/mood/learned';
import { isCelebratingMood } from '@/lib/moods';
import { loadCorpus } from '@/lib/safety/corpus';
import { detectCrisisMany } from '@/lib/safety/detect';

// Two final splits (tests/fixtures/safety-final.json), the fifty-third and fifty-fourth, written blind by
// two authors who saw neither this detector, its data, any earlier split nor any example phrase (200
// texts each: a volunteer supervisor at an LGBTQ+ youth helpline writing people of 14 to 30 in
// lowercase, slang, irony and understatement; and a community mental-health nurse in old-age
// psychiatry who runs a carers' group, writing adults of 35 to 90 and family carers - widowhood,
// caring, farms, faith, money, wry and morbid humour). Written while the thirtieth detector was tuned
// and read only after it was frozen (commit 332d371), then scored once: recall 91.5% (183 of 200; 95.0%
// and 88.0% by author), false alarms 8.5% (17 of 199; 9.1% and 8.0%), no missed crisis text read as a
// good day. The twenty-ninth detector (aaf0214) on the same texts: 91.5% / 8.5%, none. One look-alike
// of the first author turned out to be word for word a training text written in an earlier round; it
// is left out (399 texts: 200 crisis, 199 look-alikes).
// After the score, and so not blind: rules for a lease not renewed "including me", a note clearing
// others of blame, a recording saved "for when", lives given back by one's absence, an aneurysm hoped
// for, rather nothing than a rota, help that would be not wanting to die, the last thing done and then
// the woods, food the voice says is unearned, a brother off lithium with a plan he won't name, days of
// shut curtains and no answer; older rules narrowed where the look-alikes tripped them (a song for
// one's funeral, funeral planning that is fun, goodbye forever to an old laptop, tonight's the night
// for news) and look-alike readings added (stage stabbing in a play, a threat on one more cushion, a
// teenager shouting over a chore). A second read (a reviewer's ordinary sentences and near-miss crisis
// texts) narrowed them until they raise no ordinary sentence and lose no crisis text the frozen
// detector read; the narrowings that lost crisis texts (walking into the sea over useless group-mates,
// a family told of love over an essay, a burden asking for a lift, a recovery looked back on from 1998)
// were taken back. With all of it the 399 texts read 97.5% / 5.0% and none as a good day. Aims 97%
// and 5%; earlier pairs, written the same way and now training data, gave 92.5% / 8.0% (the
// twenty-ninth detector), 89.5% / 6.5%, 93.5% / 6.0%, 95.0% / 10.5%, 93.5% / 12.0%, 96.5% / 10.0%,
// 85.5% / 8.0%, 92.5% / 7.0%, 90.5% / 14.0%, 85.5% / 5.5% and 89.3% / 9.3%, 87.9% / 7.0%, 88.5% / 9.5%,
// 90.0% / 10.5%, 95.5% / 6.0%, 95.0% / 10.5%, 93.0% / 11.5%, 94.4% / 12.5%, 95.0% / 15.5%, 95.5% /
// 12.0%, 95.5% / 6.5% and 94.0% / 14.5% to earlier detectors.
// The floors below are the blind score on these 399 texts (183 caught, 17 false alarms): they keep
// later changes from falling back below what was measured blind; they were never tuned against.
const FINAL_SAMPLES = loadCorpus().filter((s) => s.split === 'final');

describe('labelled corpus, final split', () => {
  it('holds 200 crisis texts and 199 look-alikes', () => {
    expect(FINAL_SAMPLES.filter((s) => s.crisis)).toHaveLength(200);
    expect(FINAL_SAMPLES.filter((s) => !s.crisis)).toHaveLength(199);
  });

  it('keeps its recall and false alarms', async () => {
    const signals = await detectCrisisMany(FINAL_SAMPLES.map((s) => s.text));
    const crisis = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => s.crisis);
    const calm = FINAL_SAMPLES.map((s, i) => [s, signals[i]] as const).filter(([s]) => !s.crisis);
    expect(crisis.filter(([, g]) => g.level !== 'none').length).toBeGreaterThanOrEqual(183);
    expect(calm.filter(([, g]) => g.level !== 'none').length).toBeLessThanOrEqual(17);
    // What the detector misses, the analysis still never reads as a good day (lib/services/analysis.ts).
    const missed = crisis.filter(([, g]) => g.level === 'none');
    const moods = await Promise.all(missed.map(async ([s, g]) => ({ mood: (await classifyMoodLearned(s.text)).mood, doubt: g.doubt === true })));
    expect(moods.filter((m) => isCelebratingMood(m.mood) && !m.doubt)).toEqual([]);
  }, 600_000);
});
