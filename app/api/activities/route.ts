import { json, route } from '@/lib/http/route';
import { createActivity, listActivities } from '@/lib/services/activities';
import { activityCreateSchema } from '@/lib/validation/activities';

export const GET = route({ auth: 'user' }, ({ user }) => listActivities(user));

export const POST = route({ auth: 'user', body: activityCreateSchema }, async ({ user, body }) => json({ activity: await createActivity(user, body) }, 201));
