// Retrains the learned mood classifier and writes lib/mood/model/*.json. Deterministic: running it
// twice gives byte-identical files. Which fixture splits are used for what: see lib/mood/train.ts.
// Usage: npx tsx scripts/train-mood.ts
import fs from 'node:fs';
import path from 'node:path';
import { trainMoodHeads } from '../lib/mood/train';

const started = performance.now();
const files = await trainMoodHeads();
const dir = path.join(process.cwd(), 'lib', 'mood', 'model');
fs.mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(dir, name), text);
  const heads = JSON.parse(text) as { crossValidation?: Record<string, number>; trainedOn?: unknown; ensemble?: unknown; fallback?: unknown };
  console.log(`wrote lib/mood/model/${name} (${(text.length / 1024).toFixed(0)} KB)`);
  console.log('trained on', JSON.stringify(heads.trainedOn));
  console.log('ensemble', JSON.stringify(heads.ensemble), 'fallback', JSON.stringify(heads.fallback));
  for (const [k, v] of Object.entries(heads.crossValidation ?? {})) console.log(`  cv ${k}: ${(100 * v).toFixed(1)}%`);
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
