import { route } from '@/lib/http/route';
import { monthReview } from '@/lib/services/analytics';
import { monthReviewQuerySchema } from '@/lib/validation/analytics';

export const GET = route({ auth: 'user', query: monthReviewQuerySchema }, ({ user, query }) => monthReview(user, query));
