import { route } from '@/lib/http/route';
import { moodSummary } from '@/lib/services/analytics';
import { summaryQuerySchema } from '@/lib/validation/analytics';

export const GET = route({ auth: 'user', query: summaryQuerySchema }, ({ user, query }) => moodSummary(user, query));
