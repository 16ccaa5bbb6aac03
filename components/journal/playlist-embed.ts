import { embeddablePlaylistUrl } from '@/lib/playlist-url';

// SPEC section 2: a playlist link containing spotify or youtube plays in the 80px frame. Share
// links (open.spotify.com/playlist/..., youtube.com/watch?v=..., youtu.be/...) refuse to be framed,
// so they are turned into the same content's embed page on the same two hosts the frame policy
// allows. Anything unrecognised stays a plain 'Listen to Playlist' link.

const SPOTIFY_KINDS = new Set(['playlist', 'album', 'track', 'artist', 'episode', 'show']);
const SPOTIFY_ID = /^[A-Za-z0-9]{10,40}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/;
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com']);

function parseHttps(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && !url.username && !url.password && !url.port ? url : null;
  } catch {
    return null;
  }
}

function spotifyEmbed(url: URL): string | null {
  // '/playlist/ID', also under a locale prefix such as '/intl-de/playlist/ID'.
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0]?.startsWith('intl-')) parts.shift();
  const [kind, id, ...rest] = parts;
  if (rest.length || !kind || !id || !SPOTIFY_KINDS.has(kind) || !SPOTIFY_ID.test(id)) return null;
  return `https://open.spotify.com/embed/${kind}/${id}`;
}

function youtubeEmbed(url: URL): string | null {
  const list = url.searchParams.get('list');
  const okList = list && YOUTUBE_ID.test(list) ? list : null;
  const video = (id: string | null | undefined) => (id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}${okList ? `?list=${okList}` : ''}` : null);
  if (url.hostname === 'youtu.be') return video(url.pathname.split('/')[1]);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return video(url.searchParams.get('v'));
  if (url.pathname === '/playlist') return okList ? `https://www.youtube.com/embed/videoseries?list=${okList}` : null;
  const shorts = url.pathname.match(/^\/(?:shorts|live)\/([^/]+)\/?$/);
  return shorts ? video(shorts[1]) : null;
}

/** The URL to frame for a playlist link, or null when it is to be shown as a plain link. */
export function playlistEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (embeddablePlaylistUrl(raw)) return raw;
  const url = parseHttps(raw);
  if (!url) return null;
  if (url.hostname === 'open.spotify.com') return spotifyEmbed(url);
  return youtubeEmbed(url);
}
