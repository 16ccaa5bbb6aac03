import { route } from '@/lib/http/route';
import { deleteEntry } from '@/lib/services/journal';

export const DELETE = route({ auth: 'user' }, async ({ user, params }) => deleteEntry(user, params.id));
