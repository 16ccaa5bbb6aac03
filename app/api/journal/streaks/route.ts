import { route } from '@/lib/http/route';
import { getStreaks } from '@/lib/services/streaks';
import { tzQuerySchema } from '@/lib/validation/tz';

export const GET = route({ auth: 'user', query: tzQuerySchema }, async ({ user, query }) => getStreaks(user, query.tz));
