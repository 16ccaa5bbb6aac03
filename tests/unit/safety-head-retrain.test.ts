// Retraining the crisis detector's learned head from the corpus reproduces the stored model byte
// for byte. In a file of its own: it reads and embeds about 13,000 texts and 12,000 of their
// windows (shared among worker threads, one per core), the longest unit test.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { trainSafetyHeadJson } from '@/lib/safety/train';

it('retraining reproduces model/safety-head.json byte for byte', async () => {
  const stored = fs.readFileSync(path.join(process.cwd(), 'lib/safety/model/safety-head.json'), 'utf8');
  expect(await trainSafetyHeadJson()).toBe(stored);
  // Each text embedded on its own, as at run time: about ten minutes on two idle cores.
}, 1_800_000);
