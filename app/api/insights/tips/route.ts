import { route } from '@/lib/http/route';
import { weeklyInsights } from '@/lib/services/insights';

export const GET = route({ auth: 'user' }, ({ user }) => weeklyInsights(user));
