import { limit } from '@/lib/auth/rate-limit';

// Model calls cost money and time, so each user gets a per-minute budget (AI_RATE_LIMIT_PER_MIN).
function analyzeRule() {
  return { keyPrefix: 'rl_ai_analyze', points: Number(process.env.AI_RATE_LIMIT_PER_MIN || 30), duration: 60 };
}

export async function limitAnalysis(userId: string): Promise<void> {
  await limit(analyzeRule(), userId, (s) => `You have asked for many analyses in a short time. Please try again in ${s} seconds.`);
}
