// Retrains the crisis embedding head on the train split of the safety corpora (safety-texts.json and
// the safety-train-*.json files listed in lib/safety/corpus.ts) and writes lib/safety/model/safety-head.json. Deterministic: the same corpus gives the same bytes.
// Usage: npx tsx scripts/train-safety.ts [--check] [--out-of-fold=FILE]
//   --check              fail if the file would change
//   --out-of-fold=FILE   also write each training row's cross-validated probability (JSON) to FILE
import fs from 'node:fs';
import path from 'node:path';
import { trainSafetyHead } from '../lib/safety/train';

async function main() {
  const file = path.join(process.cwd(), 'lib', 'safety', 'model', 'safety-head.json');
  const started = performance.now();
  const { json, outOfFold } = await trainSafetyHead();
  const oofFile = process.argv.find((a) => a.startsWith('--out-of-fold='))?.slice('--out-of-fold='.length);
  if (oofFile) fs.writeFileSync(oofFile, JSON.stringify(outOfFold));
  const head = JSON.parse(json) as { thresholds: unknown; training: { crossValidated: unknown } };
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json;
    console.log(same ? 'safety-head.json is up to date' : 'safety-head.json differs from a fresh training run');
    process.exit(same ? 0 : 1);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  console.log(`wrote ${path.relative(process.cwd(), file)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log('thresholds', head.thresholds, 'cross-validated on train', head.training.crossValidated);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
