import { route } from '@/lib/http/route';
import { me } from '@/lib/services/auth';

export const GET = route({ auth: 'user' }, async ({ user }) => me(user));
