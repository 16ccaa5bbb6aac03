import 'server-only';
import type { Mood } from '@/lib/moods';
import type { SessionUser } from '@/lib/auth/types';
import { nextPlaylist } from '@/lib/ai/playlists';

/** A playlist for the mood, varying from one request to the next for the same user. */
export function playlistFor(user: SessionUser, emotion: Mood): { playlist: string } {
  return { playlist: nextPlaylist(emotion, user.id) };
}
