import { describe, expect, it } from 'vitest';
import { appendDictation, formatEntryDate, formatEntryDateTime, listTitle } from '@/components/journal/format';
import { playlistEmbedUrl } from '@/components/journal/playlist-embed';

describe('journal list title', () => {
  it('keeps a title of up to 20 characters', () => {
    expect(listTitle('Exactly twenty chars', '2025-03-01T10:00:00Z')).toBe('Exactly twenty chars');
  });
  it('cuts a longer title to 20 characters plus an ellipsis', () => {
    expect(listTitle('A wonderful long title for today', '2025-03-01T10:00:00Z')).toBe('A wonderful long tit...');
  });
  it('puts the ellipsis right after the last letter when the cut ends on a space', () => {
    expect(listTitle('A rather long title number 5', '2025-03-01T10:00:00Z')).toBe('A rather long title...');
  });
  it('shows the creation date when there is no title', () => {
    const date = new Date('2025-03-01T10:00:00Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(listTitle(null, '2025-03-01T10:00:00Z')).toBe(date);
    expect(listTitle('   ', '2025-03-01T10:00:00Z')).toBe(date);
  });
});

describe('entry dates before hydration', () => {
  // The server and the first client render write dates with the same locale and zone (useDateDisplay).
  it('writes the instant in the given zone and locale', () => {
    expect(formatEntryDate('2026-01-15T20:45:00Z', { locale: 'en-US', timeZone: 'Asia/Kolkata' })).toBe('Jan 16, 2026');
    expect(listTitle(null, '2026-01-15T20:45:00Z', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('Jan 15, 2026');
  });
  it('uses plain spaces, as Chromium does, where Node writes a narrow no-break space before AM/PM', () => {
    expect(formatEntryDateTime('2026-01-15T20:45:00Z', { locale: 'en-US', timeZone: 'Asia/Kolkata' })).toBe('Jan 16, 2026, 2:15 AM');
  });
});

describe('dictation', () => {
  it('appends after a space', () => {
    expect(appendDictation('I walked', 'by the river')).toBe('I walked by the river');
  });
  it('adds no second space and nothing to empty text', () => {
    expect(appendDictation('I walked ', 'home')).toBe('I walked home');
    expect(appendDictation('', ' home ')).toBe('home');
    expect(appendDictation('kept', '   ')).toBe('kept');
  });
});

describe('playlist frame', () => {
  it('frames Spotify and YouTube embed links as they are', () => {
    const spotify = 'https://open.spotify.com/embed/playlist/37i9dQZF1DXdPec7aLTmlC';
    expect(playlistEmbedUrl(spotify)).toBe(spotify);
    expect(playlistEmbedUrl('https://www.youtube.com/embed/ZbZSe6N_BXs')).toBe('https://www.youtube.com/embed/ZbZSe6N_BXs');
  });
  it('turns Spotify and YouTube share links into their embed pages', () => {
    expect(playlistEmbedUrl('https://open.spotify.com/playlist/37i9dQZF1DXdPec7aLTmlC?si=abc')).toBe(
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXdPec7aLTmlC',
    );
    expect(playlistEmbedUrl('https://open.spotify.com/intl-de/album/4aawyAB9vmqN3uQ7FjRGTy')).toBe(
      'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy',
    );
    expect(playlistEmbedUrl('https://www.youtube.com/watch?v=ZbZSe6N_BXs&t=10')).toBe('https://www.youtube.com/embed/ZbZSe6N_BXs');
    expect(playlistEmbedUrl('https://youtu.be/ZbZSe6N_BXs')).toBe('https://www.youtube.com/embed/ZbZSe6N_BXs');
    expect(playlistEmbedUrl('https://music.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')).toBe(
      'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    );
  });
  it('leaves every other link unframed', () => {
    expect(playlistEmbedUrl('https://music.example.com/calm-mix')).toBeNull();
    expect(playlistEmbedUrl('http://open.spotify.com/playlist/37i9dQZF1DXdPec7aLTmlC')).toBeNull();
    expect(playlistEmbedUrl('https://open.spotify.com/user/someone')).toBeNull();
    expect(playlistEmbedUrl('https://www.youtube.com/watch?v=%22%3E%3Cscript%3E')).toBeNull();
    expect(playlistEmbedUrl('https://evil.example/open.spotify.com/playlist/37i9dQZF1DXdPec7aLTmlC')).toBeNull();
    expect(playlistEmbedUrl('https://open.spotify.com.evil.example/playlist/37i9dQZF1DXdPec7aLTmlC')).toBeNull();
    expect(playlistEmbedUrl('not a url')).toBeNull();
    expect(playlistEmbedUrl(null)).toBeNull();
  });
});
