import { describe, expect, it } from 'vitest';
import catalogJson from '@/lib/ai/playlists.json';
import { embeddablePlaylistUrl, isHttpsUrl } from '@/lib/playlist-url';
import { nextPlaylist, parseCatalog, playlistCatalog } from '@/lib/ai/playlists';
import { MOOD_VALUES } from '@/lib/moods';

describe('the bundled playlist catalog', () => {
  const catalog = parseCatalog(catalogJson);

  it.each(MOOD_VALUES)('has several framable https playlists for %s, Spotify and YouTube', (mood) => {
    const list = catalog[mood];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(new Set(list).size).toBe(list.length);
    for (const url of list) {
      expect(isHttpsUrl(url)).toBe(true);
      expect(embeddablePlaylistUrl(url)).toBe(true);
      expect(url).toMatch(/^https:\/\/(open\.spotify\.com\/embed\/playlist\/[A-Za-z0-9]{22}|www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11})$/);
    }
    expect(list.some((u) => u.includes('spotify'))).toBe(true);
    expect(list.some((u) => u.includes('youtube'))).toBe(true);
  });

  it('is what playlistCatalog answers without PLAYLISTS_FILE', () => {
    expect(playlistCatalog({} as NodeJS.ProcessEnv)).toEqual(catalog);
  });
});

describe('parseCatalog', () => {
  const valid = Object.fromEntries(MOOD_VALUES.map((m) => [m, [`https://example.com/${m}`]]));

  it('accepts any https links for all five moods', () => {
    expect(parseCatalog(valid).happy).toEqual(['https://example.com/happy']);
  });

  it.each([
    ['a missing mood', { ...valid, sad: undefined }],
    ['an empty list', { ...valid, sad: [] }],
    ['an http link', { ...valid, sad: ['http://example.com'] }],
    ['a non-URL', { ...valid, sad: ['spotify:playlist:1'] }],
  ])('rejects %s', (_name, data) => {
    expect(() => parseCatalog(data)).toThrow();
  });
});

describe('nextPlaylist', () => {
  const catalog = parseCatalog(Object.fromEntries(MOOD_VALUES.map((m) => [m, ['https://a.example/1', 'https://a.example/2', 'https://a.example/3']])));

  it('never repeats the previous playlist and cycles through the whole list', () => {
    const got = Array.from({ length: 6 }, () => nextPlaylist('happy', 'listener-1', catalog));
    for (let i = 1; i < got.length; i++) expect(got[i]).not.toBe(got[i - 1]);
    expect(new Set(got.slice(0, 3)).size).toBe(3);
  });

  it('keeps separate positions per listener and mood', () => {
    const a = nextPlaylist('sad', 'listener-2', catalog);
    const b = nextPlaylist('angry', 'listener-2', catalog);
    expect(catalog.sad).toContain(a);
    expect(catalog.angry).toContain(b);
  });
});

describe('embeddablePlaylistUrl', () => {
  it.each([
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DXdPec7aLTmlC', true],
    ['https://www.youtube.com/embed/jfKfPfyJRdk', true],
    ['https://www.youtube.com/embed/videoseries?list=PL123', true],
    ['https://open.spotify.com/playlist/37i9dQZF1DXdPec7aLTmlC', false],
    ['https://www.youtube.com/watch?v=jfKfPfyJRdk', false],
    ['http://open.spotify.com/embed/playlist/x', false],
    ['https://evil.example/embed/spotify', false],
    ['https://open.spotify.com.evil.example/embed/x', false],
    ['https://user:pw@open.spotify.com/embed/x', false],
    ['not a url', false],
    [null, false],
  ])('%s -> %s', (url, expected) => {
    expect(embeddablePlaylistUrl(url)).toBe(expected);
  });
});
