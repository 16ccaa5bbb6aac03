import { route } from '@/lib/http/route';
import { deleteActivity, updateActivity } from '@/lib/services/activities';
import { activityUpdateSchema } from '@/lib/validation/activities';

export const PUT = route({ auth: 'user', body: activityUpdateSchema }, async ({ user, params, body }) => ({
  activity: await updateActivity(user, params.id, body),
}));

export const DELETE = route({ auth: 'user' }, ({ user, params }) => deleteActivity(user, params.id));
