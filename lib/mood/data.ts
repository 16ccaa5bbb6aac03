// The labelled fixtures the mood heads are trained and measured on (tests/fixtures). Node-only:
// used by training, the benchmark and tests, never by the classifier at run time.
import fs from 'node:fs';
import path from 'node:path';
import { isMood, type Mood } from '@/lib/moods';

export type MoodSample = { mood: Mood; text: string; style: string; split: string };
export type MoodFixture = { file: string; splits: Record<string, string>; samples: MoodSample[] };

export const MOOD_TEXTS_FILE = 'mood-texts.json';
export const MOOD_EVENTS_FILE = 'mood-events.json';
/** A second hand-written events corpus (train only), written after the first classifier fell short on events dev. */
export const MOOD_EVENTS_MORE_FILE = 'mood-events-more.json';
/** Written by a different author after all tuning, scored once: the honest figure. Never trained on. */
export const MOOD_FINAL_FILE = 'mood-final.json';
/** Corpora of entries that mostly name no feeling: the lexicon's share is judged on these alone. */
export const EVENT_CORPORA = [MOOD_EVENTS_FILE, MOOD_EVENTS_MORE_FILE];

export function fixturePath(name: string): string {
  return path.join(process.cwd(), 'tests', 'fixtures', name);
}

/** Reads a fixture, or null when it is absent; throws when it exists but is malformed. */
export function readMoodFixture(name: string): MoodFixture | null {
  const file = fixturePath(name);
  if (!fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { splits?: Record<string, string>; samples?: unknown[] };
  if (!Array.isArray(raw.samples)) throw new Error(`${name}: no samples array`);
  const samples = raw.samples.map((s, i) => {
    const o = s as Partial<MoodSample>;
    if (!isMood(o.mood) || typeof o.text !== 'string' || typeof o.split !== 'string') throw new Error(`${name}: sample ${i} is malformed`);
    return { mood: o.mood, text: o.text, style: typeof o.style === 'string' ? o.style : '', split: o.split };
  });
  return { file: name, splits: raw.splits ?? {}, samples };
}
