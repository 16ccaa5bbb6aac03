import { route } from '@/lib/http/route';
import { weeklyInsights } from '@/lib/services/insights';
import { tzQuerySchema } from '@/lib/validation/tz';

export const GET = route({ auth: 'user', query: tzQuerySchema }, ({ user, query }) => weeklyInsights(user, query.tz));
