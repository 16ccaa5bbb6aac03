import { route } from '@/lib/http/route';
import { analyzeForUser } from '@/lib/services/analysis';
import { toCrisisSignalDto } from '@/lib/safety';
import { analyzeSchema, type AnalyzeResult } from '@/lib/validation/journal';

export const POST = route({ auth: 'user', body: analyzeSchema, maxBody: 128 * 1024 }, async ({ req, user, body }): Promise<AnalyzeResult> => {
  const result = await analyzeForUser(user, body.journalText, {
    chosenMood: body.mood,
    activities: body.activities,
    acceptLanguage: req.headers.get('accept-language'),
  });
  return { analysis: result.analysis, emotion: result.mood, offline: result.provider === 'offline', crisis: toCrisisSignalDto(result) };
});
