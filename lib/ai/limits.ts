import { limit } from '@/lib/auth/rate-limit';
import { isAppError } from '@/lib/errors';

// Model calls cost money and time, so each user gets a budget per feature.

function analyzeRule() {
  return { keyPrefix: 'rl_ai_analyze', points: Number(process.env.AI_RATE_LIMIT_PER_MIN || 30), duration: 60 };
}

// The insights card is fetched whenever the journal opens; past this many model-written insights
// an hour (AI_INSIGHTS_PER_HOUR) the curated wording answers instead.
function insightsRule() {
  return { keyPrefix: 'rl_ai_insights', points: Number(process.env.AI_INSIGHTS_PER_HOUR || 20), duration: 60 * 60 };
}

export async function limitAnalysis(userId: string): Promise<void> {
  await limit(analyzeRule(), userId, (s) => `You have asked for many analyses in a short time. Please try again in ${s} seconds.`);
}

/** Takes one model-written insight from the user's hourly budget; false once it is spent. */
export async function insightsWithinBudget(userId: string): Promise<boolean> {
  try {
    await limit(insightsRule(), userId);
    return true;
  } catch (e) {
    if (isAppError(e) && e.kind === 'rate_limit') return false;
    throw e;
  }
}
