import { route } from '@/lib/http/route';
import { moodTrends } from '@/lib/services/analytics';
import { trendQuerySchema } from '@/lib/validation/analytics';

export const GET = route({ auth: 'user', query: trendQuerySchema }, ({ user, query }) => moodTrends(user, query));
