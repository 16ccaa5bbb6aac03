// The stored learned head (lib/safety/model/safety-head.json) was trained from what is in the tree
// now: the same training rows and labels, windows, words, grammar look-alike flags, settings and
// encoder version, compared through the digest the head keeps. A change to any of them without a
// retrain fails here in seconds. That training reproduces the head byte for byte is checked by
// `npm run train:safety -- --check`, run with every retrain: it embeds some 25,000 texts (about
// fifteen minutes on two cores), which would be half of this suite's time budget.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainingInputs, trainingInputsDigest, type SafetyHeadModel } from '@/lib/safety/train';

describe('the stored crisis head', () => {
  const stored = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'lib/safety/model/safety-head.json'), 'utf8')) as SafetyHeadModel;
  const inputs = trainingInputs();

  it('was trained from the current corpus, rules and settings', () => {
    expect(stored.training.samples).toBe(inputs.rows.length);
    expect(trainingInputsDigest(inputs)).toBe(stored.training.inputs);
  });

  it('would be stale after a label, a text or a look-alike flag changed', () => {
    const flipped = { ...inputs, lookalike: inputs.lookalike.map((f, i) => (i === 0 ? !f : f)) };
    const relabelled = { ...inputs, rows: inputs.rows.map((r, i) => (i === 1 ? { ...r, crisis: !r.crisis } : r)) };
    const edited = { ...inputs, rows: inputs.rows.map((r, i) => (i === 2 ? { ...r, text: `${r.text} ` } : r)) };
    for (const changed of [flipped, relabelled, edited]) expect(trainingInputsDigest(changed)).not.toBe(stored.training.inputs);
  });
}, 300_000);
