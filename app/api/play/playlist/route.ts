import { route } from '@/lib/http/route';
import { playlistFor } from '@/lib/services/playlists';
import { playlistRequestSchema } from '@/lib/validation/journal';

export const POST = route({ auth: 'user', body: playlistRequestSchema }, ({ user, body }) => playlistFor(user, body.emotion));
