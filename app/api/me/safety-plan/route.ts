import { route } from '@/lib/http/route';
import { deleteSafetyPlan, getSafetyPlan, saveSafetyPlan } from '@/lib/services/safety-plan';
import { safetyPlanSchema } from '@/lib/validation/safety-plan';

// A full plan is at most 7 x 20 items of 500 characters: about 210 KB of UTF-8 in the worst case.
const MAX_BODY = 256 * 1024;

export const GET = route({ auth: 'user' }, async ({ user }) => ({ plan: await getSafetyPlan(user) }));

export const PUT = route({ auth: 'user', body: safetyPlanSchema, maxBody: MAX_BODY }, async ({ user, body }) => ({
  plan: await saveSafetyPlan(user, body),
  message: 'Safety plan saved.',
}));

export const DELETE = route({ auth: 'user' }, async ({ user }) => {
  await deleteSafetyPlan(user);
  return { message: 'Safety plan deleted.' };
});
