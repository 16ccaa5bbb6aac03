'use client';
import { ExternalLink } from 'lucide-react';
import { playlistEmbedUrl } from './playlist-embed';

/**
 * Spotify and YouTube links play in an 80px frame (SPEC section 9); any other link is a plain
 * external 'Listen to Playlist' link, so no arbitrary page is framed.
 */
export function PlaylistPlayer({ url }: { url: string }) {
  const embed = playlistEmbedUrl(url);
  if (embed) {
    return (
      <div className="space-y-1">
        <iframe
          data-testid="playlist-frame"
          title="Playlist player"
          src={embed}
          height={80}
          className="block h-[80px] w-full min-w-0 max-w-full rounded-xl border-0 bg-slate-100 dark:bg-slate-800"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs text-slate-500 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
        >
          Open in a new tab <ExternalLink aria-hidden className="h-3 w-3" />
        </a>
      </div>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="btn-secondary">
      Listen to Playlist <ExternalLink aria-hidden className="h-4 w-4" />
    </a>
  );
}
