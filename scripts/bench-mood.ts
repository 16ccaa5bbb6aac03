// Accuracy, latency and memory of the learned mood classifier (lib/mood), beside the lexicon
// classifier it replaces, on the labelled journal texts in tests/fixtures. Held-out splits (never
// trained or tuned on): mood-texts "final" and mood-events "dev"; the rest are training data.
// Usage: npm run bench:mood [-- --errors] [-- --split=final]
// MOOD_ENCODER=off npm run bench:mood measures the no-encoder fallback instead.
import { classifyMood } from '../lib/ai/offline/classifier';
import { MOOD_EVENTS_FILE, MOOD_EVENTS_MORE_FILE, MOOD_FINAL_FILE, MOOD_TEXTS_FILE, readMoodFixture, type MoodSample } from '../lib/mood/data';
import { classifyMoodLearned, classifyMoodsLearned } from '../lib/mood/learned';
import { TRAINING_SPLITS } from '../lib/mood/train';
import { MOOD_VALUES, type Mood } from '../lib/moods';

const showErrors = process.argv.includes('--errors');
const splitArg = process.argv.find((a) => a.startsWith('--split='))?.slice('--split='.length);
const LATENCY_TEXTS = 100;

type Result = { perMood: Map<Mood, { right: number; total: number }>; confusion: Map<string, number>; right: number; total: number };

function tally(samples: MoodSample[], predicted: Mood[]): Result {
  const perMood = new Map<Mood, { right: number; total: number }>(MOOD_VALUES.map((m) => [m, { right: 0, total: 0 }]));
  const confusion = new Map<string, number>();
  samples.forEach((s, i) => {
    const row = perMood.get(s.mood)!;
    row.total++;
    if (predicted[i] === s.mood) row.right++;
    confusion.set(`${s.mood}>${predicted[i]}`, (confusion.get(`${s.mood}>${predicted[i]}`) ?? 0) + 1);
  });
  const right = [...perMood.values()].reduce((a, r) => a + r.right, 0);
  return { perMood, confusion, right, total: samples.length };
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1).padStart(5) : '  n/a');

function printConfusion(title: string, r: Result) {
  console.log(`${title} confusion (rows: labelled, columns: predicted)`);
  console.log(`          ${MOOD_VALUES.map((m) => m.padStart(8)).join('')}`);
  for (const a of MOOD_VALUES) console.log(`${a.padEnd(9)} ${MOOD_VALUES.map((b) => String(r.confusion.get(`${a}>${b}`) ?? 0).padStart(8)).join('')}`);
}

async function report(title: string, samples: MoodSample[]) {
  const lexicon = samples.map((s) => classifyMood(s.text).mood);
  const learned = (await classifyMoodsLearned(samples.map((s) => s.text))).map((r) => r.mood);
  const lex = tally(samples, lexicon);
  const ml = tally(samples, learned);
  console.log(`\n${title}: ${samples.length} texts`);
  console.log('mood        lexicon    learned   right/total (learned)');
  for (const m of MOOD_VALUES) {
    const a = lex.perMood.get(m)!;
    const b = ml.perMood.get(m)!;
    console.log(`${m.padEnd(9)}   ${pct(a.right, a.total)}%    ${pct(b.right, b.total)}%   ${b.right}/${b.total}`);
  }
  console.log(`overall     ${pct(lex.right, lex.total)}%    ${pct(ml.right, ml.total)}%   ${ml.right}/${ml.total}`);
  printConfusion('lexicon', lex);
  printConfusion('learned', ml);
  if (showErrors) {
    console.log('\nmisclassified by the learned classifier [labelled -> learned (lexicon)]:');
    samples.forEach((s, i) => {
      if (learned[i] !== s.mood) console.log(`  [${s.mood} -> ${learned[i]} (${lexicon[i]})] ${s.text}`);
    });
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fixtures = [MOOD_TEXTS_FILE, MOOD_EVENTS_FILE, MOOD_EVENTS_MORE_FILE, MOOD_FINAL_FILE].flatMap((f) => {
  const fixture = readMoodFixture(f);
  if (!fixture) console.log(`(${f} not found; skipped)`);
  return fixture ? [fixture] : [];
});

// Load cost first, while the process is otherwise idle.
const rssBefore = process.memoryUsage().rss;
const loadStarted = performance.now();
const first = await classifyMoodLearned('Warm-up entry: coffee, emails, a walk.');
const loadMs = performance.now() - loadStarted;
const rssLoaded = process.memoryUsage().rss;

console.log('Learned offline mood classifier benchmark');
console.log(`source: ${first.source}${process.env.MOOD_ENCODER === 'off' ? ' (MOOD_ENCODER=off)' : ''}`);
for (const fixture of fixtures) {
  console.log(`\n=== ${fixture.file} (training splits: ${(TRAINING_SPLITS[fixture.file] ?? []).join(', ') || 'none'})`);
  for (const [name, about] of Object.entries(fixture.splits)) console.log(`  ${name.padEnd(8)} ${about}`);
  const splits = [...new Set(fixture.samples.map((s) => s.split))].filter((s) => !splitArg || s === splitArg);
  for (const split of splits) {
    const held = TRAINING_SPLITS[fixture.file]?.includes(split) ? 'trained on' : 'HELD OUT';
    await report(
      `${fixture.file} split ${split} (${held})`,
      fixture.samples.filter((s) => s.split === split),
    );
  }
}

// Single-text latency after warm-up, the way the app calls it (one entry per request).
// Spread over both fixtures, so long event entries are timed as well as short ones.
const pool = fixtures.flatMap((f) => f.samples.map((s) => s.text));
const texts = pool.filter((_, i) => i % Math.max(1, Math.floor(pool.length / LATENCY_TEXTS)) === 0).slice(0, LATENCY_TEXTS);
for (const t of texts.slice(0, 5)) await classifyMoodLearned(t);
const times: number[] = [];
for (const t of texts) {
  const started = performance.now();
  await classifyMoodLearned(t);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `\nlatency per text (single calls, ${times.length} texts after warm-up): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
);
// The longest entry the API accepts, timed with the synchronous lexicon classifier the app falls back to.
const longEntry = 'Today was long and I felt tired but calm by the lake. '.repeat(370);
classifyMood(longEntry);
const longStarted = performance.now();
classifyMood(longEntry);
console.log(`20,000-character entry (lexicon classifier): ${(performance.now() - longStarted).toFixed(1)} ms`);
console.log(`load (first call: encoder, heads, tokeniser): ${loadMs.toFixed(0)} ms`);
console.log(`memory: rss ${mb(rssBefore)} before load, +${mb(rssLoaded - rssBefore)} after load, ${mb(process.memoryUsage().rss)} at end`);
