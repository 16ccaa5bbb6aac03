import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyMood } from '@/lib/ai/offline/classifier';
import { encoderFailure, resetEncoderForTests } from '@/lib/ml/encoder';
import { MOOD_EVENTS_FILE, MOOD_FINAL_FILE, MOOD_TEXTS_FILE, readMoodFixture, type MoodSample } from '@/lib/mood/data';
import type { MoodHeads } from '@/lib/mood/heads';
import { classifyMoodLearned, classifyMoodsLearned, type LearnedMood } from '@/lib/mood/learned';
import { trainMoodHeads } from '@/lib/mood/train';
import { MOOD_VALUES, isMood, type Mood } from '@/lib/moods';

const MODEL_DIR = path.join(process.cwd(), 'lib', 'mood', 'model');
// The encoder loads once per process (~1 s); training re-embeds every training text.
const ENCODER_TIMEOUT = 120_000;
const TRAINING_TIMEOUT = 600_000;

function heldOut(file: string, split: string): MoodSample[] {
  const fixture = readMoodFixture(file);
  if (!fixture) throw new Error(`${file} is missing`);
  return fixture.samples.filter((s) => s.split === split);
}

async function accuracy(samples: MoodSample[]) {
  const got = await classifyMoodsLearned(samples.map((s) => s.text));
  const perMood = Object.fromEntries(
    MOOD_VALUES.map((m) => {
      const idx = samples.flatMap((s, i) => (s.mood === m ? [i] : []));
      return [m, idx.filter((i) => got[i].mood === m).length / idx.length];
    }),
  ) as Record<Mood, number>;
  return { overall: got.filter((g, i) => g.mood === samples[i].mood).length / samples.length, perMood, sources: new Set(got.map((g) => g.source)) };
}

function expectValid(r: LearnedMood) {
  expect(isMood(r.mood)).toBe(true);
  const total = MOOD_VALUES.reduce((a, m) => a + r.probabilities[m], 0);
  expect(total).toBeCloseTo(1, 6);
  for (const m of MOOD_VALUES) expect(r.probabilities[r.mood]).toBeGreaterThanOrEqual(r.probabilities[m]);
}

// Floors sit a little under what the committed heads score (npm run bench:mood prints the details).
// Neither split was used for training or for choosing any setting, so these are honest numbers.
describe('learned mood classifier on held-out text', () => {
  it(
    'mood-texts "final": at least 88% overall and 75% per mood',
    async () => {
      const r = await accuracy(heldOut(MOOD_TEXTS_FILE, 'final'));
      expect(r.sources).toEqual(new Set(['learned']));
      expect(r.overall).toBeGreaterThanOrEqual(0.88);
      for (const m of MOOD_VALUES) expect(r.perMood[m], m).toBeGreaterThanOrEqual(0.75);
    },
    ENCODER_TIMEOUT,
  );

  it(
    'mood-events "dev" (entries naming no feeling): at least 80% overall and 65% per mood',
    async () => {
      const r = await accuracy(heldOut(MOOD_EVENTS_FILE, 'dev'));
      expect(r.overall).toBeGreaterThanOrEqual(0.8);
      for (const m of MOOD_VALUES) expect(r.perMood[m], m).toBeGreaterThanOrEqual(0.65);
    },
    ENCODER_TIMEOUT,
  );

  // Written by another author after all tuning and scored once (86.0%, every mood >= 82.5%); with tokens
  // that no longer depend on what the process read before, 87.0% (every mood >= 80.0%), a second look.
  it(
    'mood-final (written after tuning): at least 85% overall and 75% per mood',
    async () => {
      const r = await accuracy(heldOut(MOOD_FINAL_FILE, 'final'));
      expect(r.overall).toBeGreaterThanOrEqual(0.85);
      for (const m of MOOD_VALUES) expect(r.perMood[m], m).toBeGreaterThanOrEqual(0.75);
    },
    ENCODER_TIMEOUT,
  );

  // Written for this test, in none of the fixtures; each is one the lexicon classifier gets wrong.
  it.each<[Mood, string]>([
    ['angry', 'Landlord kept the whole deposit for a scuff we photographed on move-in day.'],
    ['angry', 'Neighbour parked across our driveway again and just shrugged when I asked him to move.'],
    ['angry', 'Waited in for the engineer all day. He never came and nobody called.'],
    ['angry', 'Fantastic, the train is cancelled again and they still charged me full fare. Just wonderful.'],
    ['sad', "Cleared out Mum's wardrobe today. Her coat still smelled of her perfume."],
    ['sad', 'The vet said there was nothing more they could do for Biscuit.'],
    ['happy', 'Tears all through the scan when we heard the heartbeat for the first time.'],
    ['happy', 'Got the keys to our first flat today! Ate pizza on the floor because we own no chairs.'],
  ])(
    'reads %s in "%s"',
    async (mood, text) => {
      const r = await classifyMoodLearned(text);
      expectValid(r);
      expect(r).toMatchObject({ mood, source: 'learned' });
      expect(classifyMood(text).mood).not.toBe(mood);
    },
    ENCODER_TIMEOUT,
  );

  it(
    'calls empty or blank text neutral without classifying it',
    async () => {
      const [empty, blank, text] = await classifyMoodsLearned(['', '  \n ', 'Dentist at 10, then the post office.']);
      expect(empty.mood).toBe('neutral');
      expect(blank).toEqual(empty);
      expectValid(text);
    },
    ENCODER_TIMEOUT,
  );
});

describe('without the sentence encoder', () => {
  const previous = process.env.MOOD_ENCODER;
  afterEach(() => {
    if (previous === undefined) delete process.env.MOOD_ENCODER;
    else process.env.MOOD_ENCODER = previous;
    resetEncoderForTests();
    vi.doUnmock('@/lib/mood/model/mood-heads.json');
    vi.resetModules();
  });

  it('still classifies with the no-encoder blend chosen in training', async () => {
    process.env.MOOD_ENCODER = 'off';
    resetEncoderForTests();
    const heads = JSON.parse(fs.readFileSync(path.join(MODEL_DIR, 'mood-heads.json'), 'utf8')) as MoodHeads;
    const r = await classifyMoodLearned('Landlord kept the whole deposit for a scuff we photographed on move-in day.');
    expect(encoderFailure()).toBe('MOOD_ENCODER=off');
    expectValid(r);
    expect(r.source).toBe(heads.fallback.naiveBayes > 0 ? 'learned' : 'lexicon');
  });

  it('falls back to the lexicon classifier when training found naive Bayes alone no better', async () => {
    process.env.MOOD_ENCODER = 'off';
    resetEncoderForTests();
    const heads = JSON.parse(fs.readFileSync(path.join(MODEL_DIR, 'mood-heads.json'), 'utf8')) as MoodHeads;
    vi.resetModules();
    vi.doMock('@/lib/mood/model/mood-heads.json', () => ({
      default: { ...heads, fallback: { logistic: 0, naiveBayes: 0, lexicon: 1, naiveBayesTemperature: 1 } },
    }));
    const { classifyMoodLearned: classify } = await import('@/lib/mood/learned');
    const text = 'Furious. He cancelled on me again, an hour before.';
    const r = await classify(text);
    expectValid(r);
    expect(r).toMatchObject({ mood: classifyMood(text).mood, source: 'lexicon' });
  });
});

describe('training', () => {
  it(
    'is deterministic: retraining reproduces the committed heads byte for byte',
    async () => {
      const files = await trainMoodHeads();
      expect(Object.keys(files).length).toBeGreaterThan(0);
      for (const [name, text] of Object.entries(files)) {
        const committed = fs.readFileSync(path.join(MODEL_DIR, name), 'utf8');
        // On failure: the fixtures or the training code changed; run `npx tsx scripts/train-mood.ts`.
        expect(text === committed, `${name} differs from a fresh training run`).toBe(true);
        expect(text.length).toBeLessThan(2 * 1024 * 1024);
      }
    },
    TRAINING_TIMEOUT,
  );
});
