import { route } from '@/lib/http/route';
import { listEntries } from '@/lib/services/journal';
import { journalListQuerySchema } from '@/lib/validation/journal';

export const GET = route({ auth: 'user', query: journalListQuerySchema }, async ({ user, query }) => listEntries(user, query));
