// Recall and false alarms of the crisis detector on the labelled corpus (lib/safety/corpus.ts), per split
// and per category, for the grammar alone and for grammar + embedding.
// Usage: npx tsx scripts/bench-safety.ts [--errors] [--split=dev] [--grammar-only] [--extra]
//   --errors  list crisis texts read as 'none' and non-crisis texts that raised an alarm
//   --extra   also score the extra training files (safety-train-*.json, reported as split "train-extra");
//             the learned head was fitted on them, so only the grammar columns mean much there
//   --no-mood skip the alarm rate on ordinary diary entries (the mood corpora, none of them crisis)
import fs from 'node:fs';
import path from 'node:path';
import { embed, encoderFailure } from '../lib/ml/encoder';
import { CRISIS_CATEGORIES } from '../lib/safety/categories';
import { loadCorpus, loadExtraTraining, type CorpusSample } from '../lib/safety/corpus';
import { combineSignals, textProbability, type CrisisSignal } from '../lib/safety/detect';
import { analyseGrammar, type GrammarResult } from '../lib/safety/grammar';
import { classifyMoodLearned } from '../lib/mood/learned';
import { isCelebratingMood } from '../lib/moods';

// mood: what the offline analysis would name as the emotion of a crisis text the detector missed
// (at concern or above it is never happy or relaxed, so only misses can be read as a good day).
type Row = { sample: CorpusSample; grammar: GrammarResult; combined: CrisisSignal; mood?: string };

const args = process.argv.slice(2);
const showErrors = args.includes('--errors');
const grammarOnly = args.includes('--grammar-only');
const splitArg = args.find((a) => a.startsWith('--split='))?.slice('--split='.length);
const withExtra = args.includes('--extra');
const withMood = !args.includes('--no-mood');
// Ordinary diary entries written for the mood classifier (none is crisis language; one, "I feel like
// a burden to everyone", is passive ideation by this detector's own definition). Some of them are
// training rows for the learned head (lib/safety/train.ts), so this rate is a little optimistic.
const MOOD_FILES = ['mood-texts.json', 'mood-events.json'];

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1).padStart(5)}%` : '   n/a');
const isCrisisCategory = (c: string) => (CRISIS_CATEGORIES as readonly string[]).includes(c);

async function main() {
  const extra = withExtra ? loadExtraTraining().map((s) => ({ ...s, split: 'train-extra' })) : [];
  const all = [...loadCorpus(), ...extra].filter((s) => !splitArg || s.split === splitArg);
  const splits = [...new Set(all.map((s) => s.split))];

  let started = performance.now();
  const grammar = all.map((s) => analyseGrammar(s.text));
  const grammarMs = (performance.now() - started) / Math.max(1, all.length);

  let embedMs = 0;
  let loadMs = 0;
  let probs: Array<number | null> = all.map(() => null);
  if (!grammarOnly) {
    started = performance.now();
    const warm = await embed(['warm up']);
    loadMs = performance.now() - started;
    if (warm) {
      started = performance.now();
      probs = [];
      for (const s of all) probs.push(await textProbability(s.text));
      embedMs = (performance.now() - started) / Math.max(1, all.length);
    } else console.log(`encoder unavailable (${encoderFailure()}); grammar only`);
  }
  const rows: Row[] = all.map((sample, i) => ({ sample, grammar: grammar[i], combined: combineSignals(grammar[i], probs[i]) }));
  // As lib/services/analysis.ts: a text read with doubt is never called happy or relaxed.
  if (!grammarOnly)
    for (const r of rows)
      if (r.sample.crisis && r.combined.level === 'none') {
        const mood = (await classifyMoodLearned(r.sample.text)).mood;
        r.mood = r.combined.doubt && isCelebratingMood(mood) ? 'neutral' : mood;
      }

  console.log('Crisis detector benchmark (tests/fixtures/safety-texts.json, safety-final.json when present, --extra: safety-train-*.json)');
  console.log(`latency: grammar ${grammarMs.toFixed(2)} ms/text; embedding ${embedMs.toFixed(1)} ms/text (encoder load ${loadMs.toFixed(0)} ms)`);
  for (const split of splits)
    report(
      `split ${split}`,
      rows.filter((r) => r.sample.split === split),
    );
  if (splits.length > 1) report('all splits', rows);
  if (withMood) await moodAlarms(probs.some((p) => p !== null));
}

async function moodAlarms(withEncoder: boolean) {
  const texts = MOOD_FILES.map((f) => path.join(process.cwd(), 'tests', 'fixtures', f))
    .filter((f) => fs.existsSync(f))
    .flatMap((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as { samples: Array<{ text: string }> }).samples.map((s) => s.text));
  let grammarAlarms = 0;
  let combinedAlarms = 0;
  const alarms: string[] = [];
  for (const t of texts) {
    const g = analyseGrammar(t);
    if (g.level !== 'none') grammarAlarms++;
    const c = combineSignals(g, withEncoder ? await textProbability(t) : null);
    if (c.level !== 'none') {
      combinedAlarms++;
      alarms.push(`  [${c.level} via ${c.source.join('+')}] ${t.replace(/\s+/g, ' ')}`);
    }
  }
  console.log(`\nordinary diary entries (${MOOD_FILES.join(', ')}): ${texts.length} texts`);
  console.log(`alarms: grammar ${pct(grammarAlarms, texts.length)} (${grammarAlarms})  combined ${pct(combinedAlarms, texts.length)} (${combinedAlarms})`);
  if (showErrors) for (const a of alarms) console.log(a);
}

function report(title: string, rows: Row[]) {
  const crisis = rows.filter((r) => r.sample.crisis);
  const calm = rows.filter((r) => !r.sample.crisis);
  const flagged = (r: Row, which: 'grammar' | 'combined') => r[which].level !== 'none';
  console.log(`\n${title}: ${rows.length} texts (${crisis.length} crisis, ${calm.length} not)`);
  console.log('category          kind           n   grammar  combined');
  const cats = [...new Set(rows.map((r) => r.sample.category))].sort((a, b) => Number(isCrisisCategory(b)) - Number(isCrisisCategory(a)) || a.localeCompare(b));
  for (const c of cats) {
    const set = rows.filter((r) => r.sample.category === c);
    const crisisCat = set[0].sample.crisis;
    const hit = (w: 'grammar' | 'combined') => set.filter((r) => flagged(r, w) === crisisCat).length;
    console.log(
      `${c.padEnd(17)} ${(crisisCat ? 'recall' : 'no alarm').padEnd(12)} ${String(set.length).padStart(3)}  ${pct(hit('grammar'), set.length)}  ${pct(hit('combined'), set.length)}`,
    );
  }
  for (const w of ['grammar', 'combined'] as const) {
    const tp = crisis.filter((r) => flagged(r, w)).length;
    const fp = calm.filter((r) => flagged(r, w)).length;
    const exact = crisis.filter((r) => r[w].level === r.sample.level).length;
    console.log(
      `${w.padEnd(9)} recall ${pct(tp, crisis.length)} (${tp}/${crisis.length})  false alarms ${pct(fp, calm.length)} (${fp}/${calm.length})  exact level on crisis texts ${pct(exact, crisis.length)}`,
    );
  }
  const goodDay = crisis.filter((r) => isCelebratingMood(r.mood));
  if (!grammarOnly) console.log(`crisis texts the offline analysis would read as happy or relaxed: ${goodDay.length}/${crisis.length}`);
  if (showErrors) {
    const missed = crisis.filter((r) => !flagged(r, 'combined'));
    console.log(`\ncrisis texts read as level none (${missed.length}):`);
    for (const r of missed)
      console.log(`  [${r.sample.category}/${r.sample.level}${r.mood ? `, read as ${r.mood}` : ''}] ${r.sample.text.replace(/\s+/g, ' ')}`);
    const alarms = calm.filter((r) => flagged(r, 'combined'));
    console.log(`\nfalse alarms (${alarms.length}):`);
    for (const r of alarms)
      console.log(
        `  [${r.sample.category} -> ${r.combined.level} via ${r.combined.source.join('+')}${r.combined.categories.length ? ` ${r.combined.categories.join(',')}` : ''}] ${r.sample.text.replace(/\s+/g, ' ')}`,
      );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
