import { route } from '@/lib/http/route';
import { analyzeForUser } from '@/lib/services/analysis';
import { analyzeSchema } from '@/lib/validation/journal';

export const POST = route({ auth: 'user', body: analyzeSchema, maxBody: 128 * 1024 }, async ({ user, body }) => {
  const result = await analyzeForUser(user.id, body.journalText);
  return { analysis: result.analysis, emotion: result.mood, offline: result.provider === 'offline' };
});
