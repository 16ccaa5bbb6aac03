import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as playlistRoute from '@/app/api/play/playlist/route';
import catalog from '@/lib/ai/playlists.json';
import { MOOD_VALUES } from '@/lib/moods';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser();
});

afterEach(() => {
  delete process.env.PLAYLISTS_FILE;
});

const request = (u: TestUser, body: unknown) => call(playlistRoute.POST, { headers: u.auth, body });

describe('POST /api/play/playlist', () => {
  it.each(MOOD_VALUES)('answers an https playlist from the %s list', async (mood) => {
    const res = await request(alice, { emotion: mood });
    expect(res.status).toBe(200);
    expect(res.json.playlist).toMatch(/^https:\/\//);
    expect((catalog as Record<string, string[]>)[mood]).toContain(res.json.playlist);
  });

  it('accepts the emotion in any case, as parsed from an analysis', async () => {
    const res = await request(alice, { emotion: ' Relaxed ' });
    expect(res.status).toBe(200);
    expect(catalog.relaxed).toContain(res.json.playlist);
  });

  it('varies between repeated requests and reaches every playlist of the mood', async () => {
    const u = await createTestUser();
    const got: string[] = [];
    for (let i = 0; i < catalog.sad.length * 2; i++) got.push((await request(u, { emotion: 'sad' })).json.playlist);
    for (let i = 1; i < got.length; i++) expect(got[i]).not.toBe(got[i - 1]);
    expect(new Set(got)).toEqual(new Set(catalog.sad));
  });

  it.each([[{ emotion: 'joyful' }], [{ emotion: '' }], [{}], [{ emotion: 3 }]])('answers %j with 400', async (body) => {
    const res = await request(alice, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/emotion/i);
  });

  it('needs a signed-in user', async () => {
    expect((await call(playlistRoute.POST, { body: { emotion: 'happy' } })).status).toBe(401);
  });

  it('serves a deployment catalog from PLAYLISTS_FILE, and falls back when it is broken', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playlists-'));
    const file = path.join(dir, 'playlists.json');
    const custom = Object.fromEntries(MOOD_VALUES.map((m) => [m, [`https://music.example.com/${m}/1`, `https://music.example.com/${m}/2`]]));
    fs.writeFileSync(file, JSON.stringify(custom));
    process.env.PLAYLISTS_FILE = file;
    const res = await request(alice, { emotion: 'angry' });
    expect(custom.angry).toContain(res.json.playlist);

    fs.writeFileSync(file, JSON.stringify({ ...custom, angry: ['http://insecure.example.com'] }));
    // A different mtime makes the loader read the file again.
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const fallback = await request(alice, { emotion: 'angry' });
    expect(fallback.status).toBe(200);
    expect(catalog.angry).toContain(fallback.json.playlist);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
