import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MOOD_VALUES, type Mood } from '@/lib/moods';
import bundledCatalog from './playlists.json';
import { isHttpsUrl } from '@/lib/playlist-url';
import { serverEnv } from '@/lib/env';

export type PlaylistCatalog = Record<Mood, string[]>;

const urlList = z.array(z.string().trim().refine(isHttpsUrl, 'every playlist must be an https URL')).min(1, 'each mood needs at least one playlist');
const catalogSchema = z.object(Object.fromEntries(MOOD_VALUES.map((m) => [m, urlList])) as Record<Mood, typeof urlList>);

/** Validates a catalog; a deployment's replacement file gets the same checks as the bundled one. */
export function parseCatalog(data: unknown): PlaylistCatalog {
  return catalogSchema.parse(data) as PlaylistCatalog;
}

const bundled = parseCatalog(bundledCatalog);
let fromFile: { file: string; mtimeMs: number; catalog: PlaylistCatalog } | undefined;

/**
 * The playlist catalog: PLAYLISTS_FILE (a JSON file shaped like lib/ai/playlists.json) when set,
 * re-read when it changes, otherwise the bundled one. A broken file is reported and ignored, so a
 * bad deploy never breaks the feature.
 */
export function playlistCatalog(source?: Record<string, string | undefined>): PlaylistCatalog {
  const file = serverEnv(source).PLAYLISTS_FILE;
  if (!file) return bundled;
  const resolved = path.resolve(file);
  try {
    const { mtimeMs } = fs.statSync(resolved);
    if (fromFile?.file === resolved && fromFile.mtimeMs === mtimeMs) return fromFile.catalog;
    const catalog = parseCatalog(JSON.parse(fs.readFileSync(resolved, 'utf8')));
    fromFile = { file: resolved, mtimeMs, catalog };
    return catalog;
  } catch (e) {
    console.error(`[playlists] cannot use PLAYLISTS_FILE ${resolved}; using the bundled catalog:`, e instanceof Error ? e.message : e);
    return bundled;
  }
}

// Where each listener is in each mood's list. Bounded: an instance forgets old listeners rather
// than growing forever; a forgotten listener simply starts at a random place again.
const positions = new Map<string, number>();
const MAX_POSITIONS = 50_000;

/**
 * The next playlist for a mood, rotating per listener so repeated requests vary: a random start,
 * then each request moves one step through the mood's list.
 */
export function nextPlaylist(mood: Mood, listenerKey: string, catalog: PlaylistCatalog = playlistCatalog()): string {
  const list = catalog[mood];
  const key = `${listenerKey}:${mood}`;
  const previous = positions.get(key);
  const index = previous === undefined ? Math.floor(Math.random() * list.length) : (previous + 1) % list.length;
  if (positions.size >= MAX_POSITIONS) positions.clear();
  positions.set(key, index);
  return list[index];
}
