import { route } from '@/lib/http/route';
import { emotionFrequency } from '@/lib/services/analytics';

export const GET = route({ auth: 'user' }, ({ user }) => emotionFrequency(user));
