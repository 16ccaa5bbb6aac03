import { route } from '@/lib/http/route';
import { activityCorrelations } from '@/lib/services/correlations';
import { correlationQuerySchema } from '@/lib/validation/analytics';

export const GET = route({ auth: 'user', query: correlationQuerySchema }, ({ user, query }) => activityCorrelations(user, query));
