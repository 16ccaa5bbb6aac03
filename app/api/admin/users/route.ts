import { route } from '@/lib/http/route';
import { listUsers } from '@/lib/services/admin';
import { adminUsersQuerySchema } from '@/lib/validation/admin';

export const GET = route({ auth: 'admin', query: adminUsersQuerySchema }, ({ query }) => listUsers(query));
