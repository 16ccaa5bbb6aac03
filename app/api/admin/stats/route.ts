import { route } from '@/lib/http/route';
import { adminStats } from '@/lib/services/admin';

export const GET = route({ auth: 'admin' }, () => adminStats());
