import { route } from '@/lib/http/route';
import { moodHeatmap } from '@/lib/services/analytics';
import { heatmapQuerySchema } from '@/lib/validation/analytics';

export const GET = route({ auth: 'user', query: heatmapQuerySchema }, ({ user, query }) => moodHeatmap(user, query));
