// Pure rules for playlist links, shared by the server (validation) and the journal screen (display).

/** True for an absolute https URL. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Only Spotify and YouTube embed pages go in a frame (DESIGN section 4); anything else is shown as
 * a plain external link, so an arbitrary page is never framed inside the app.
 */
export function embeddablePlaylistUrl(value: string | null | undefined): boolean {
  if (!value || !isHttpsUrl(value)) return false;
  const url = new URL(value);
  if (url.username || url.password || url.port) return false;
  if (url.hostname === 'open.spotify.com') return url.pathname.startsWith('/embed/');
  if (url.hostname === 'www.youtube.com' || url.hostname === 'www.youtube-nocookie.com') return url.pathname.startsWith('/embed/');
  return false;
}
