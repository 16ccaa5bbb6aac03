// Accuracy of the offline mood classifier on the labelled journal texts in tests/fixtures.
// Usage: npm run bench:mood [-- --errors] [-- --split=holdout]
import fs from 'node:fs';
import path from 'node:path';
import { classifyMood } from '../lib/ai/offline/classifier';
import { MOOD_VALUES, type Mood } from '../lib/moods';

type Sample = { mood: Mood; text: string; style: string; split: string };

const file = path.join(process.cwd(), 'tests', 'fixtures', 'mood-texts.json');
const fixture = JSON.parse(fs.readFileSync(file, 'utf8')) as { splits: Record<string, string>; samples: Sample[] };
const all = fixture.samples;
const showErrors = process.argv.includes('--errors');
const splitArg = process.argv.find((a) => a.startsWith('--split='))?.slice('--split='.length);

function evaluate(samples: Sample[]) {
  const perMood = new Map<Mood, { right: number; total: number }>(MOOD_VALUES.map((m) => [m, { right: 0, total: 0 }]));
  const confusion = new Map<string, number>();
  const errors: Array<{ sample: Sample; got: Mood }> = [];
  const started = performance.now();
  for (const s of samples) {
    const got = classifyMood(s.text).mood;
    const row = perMood.get(s.mood)!;
    row.total++;
    if (got === s.mood) row.right++;
    else errors.push({ sample: s, got });
    confusion.set(`${s.mood}>${got}`, (confusion.get(`${s.mood}>${got}`) ?? 0) + 1);
  }
  const ms = performance.now() - started;
  const right = [...perMood.values()].reduce((a, r) => a + r.right, 0);
  return { perMood, confusion, errors, right, total: samples.length, ms };
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1).padStart(5) : '  n/a');

function report(title: string, samples: Sample[]) {
  const r = evaluate(samples);
  console.log(`\n${title}: ${samples.length} texts`);
  console.log('mood      accuracy   right/total');
  for (const m of MOOD_VALUES) {
    const row = r.perMood.get(m)!;
    console.log(`${m.padEnd(9)} ${pct(row.right, row.total)}%    ${row.right}/${row.total}`);
  }
  console.log(`overall   ${pct(r.right, r.total)}%    ${r.right}/${r.total}   (${(r.ms / Math.max(1, r.total)).toFixed(2)} ms per text)`);
  console.log('\nconfusion (rows: labelled, columns: predicted)');
  console.log(`          ${MOOD_VALUES.map((m) => m.padStart(8)).join('')}`);
  for (const a of MOOD_VALUES) console.log(`${a.padEnd(9)} ${MOOD_VALUES.map((b) => String(r.confusion.get(`${a}>${b}`) ?? 0).padStart(8)).join('')}`);
  if (showErrors) {
    console.log('\nmisclassified:');
    for (const e of r.errors) console.log(`  [${e.sample.mood} -> ${e.got}] ${e.sample.text}`);
  }
  return r;
}

const splits = [...new Set(all.map((s) => s.split))];
console.log('Offline mood classifier benchmark (tests/fixtures/mood-texts.json)');
for (const [name, about] of Object.entries(fixture.splits)) console.log(`  ${name.padEnd(8)} ${about}`);
if (splitArg) report(`split ${splitArg}`, all.filter((s) => s.split === splitArg));
else {
  for (const split of splits) report(`split ${split}`, all.filter((s) => s.split === split));
  if (splits.length > 1) report('all splits', all);
}
