import { route } from '@/lib/http/route';
import { emotionFrequency } from '@/lib/services/analytics';
import { frequencyQuerySchema } from '@/lib/validation/analytics';

export const GET = route({ auth: 'user', query: frequencyQuerySchema }, ({ user, query }) => emotionFrequency(user, query));
