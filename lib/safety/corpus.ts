// The labelled corpus: tests/fixtures/safety-texts.json (splits "train" and "dev") and, once it
// exists, tests/fixtures/safety-final.json (split "final", written after tuning by someone else).
// Only "train" is ever used to fit or tune; the other splits are for measuring.
import fs from 'node:fs';
import path from 'node:path';
import type { CrisisLevel } from './levels';

export type CorpusSample = { crisis: boolean; level: CrisisLevel; category: string; split: string; text: string };

export const CORPUS_FILES = [path.join('tests', 'fixtures', 'safety-texts.json'), path.join('tests', 'fixtures', 'safety-final.json')];

export function loadCorpus(root = process.cwd()): CorpusSample[] {
  return CORPUS_FILES.map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f))
    .flatMap((f) => {
      const raw = JSON.parse(fs.readFileSync(f, 'utf8')) as { samples?: CorpusSample[] } | CorpusSample[];
      return Array.isArray(raw) ? raw : (raw.samples ?? []);
    });
}
