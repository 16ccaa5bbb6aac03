import { route } from '@/lib/http/route';
import { deleteUser } from '@/lib/services/admin';

export const DELETE = route({ auth: 'admin' }, ({ user, params }) => deleteUser(user, params.id ?? ''));
