import { z } from 'zod';
import { intQueryParam, textQueryParam } from './query-params';
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_MAX } from '@/lib/limits';

export { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_MAX };

// GET /api/admin/users answers a plain array (the specification's shape), so paging is by offset:
// the client asks for the next page when a page comes back full.
export const adminUsersQuerySchema = z.object({
  q: textQueryParam(254),
  limit: intQueryParam({ min: 1, max: ADMIN_USERS_PAGE_MAX, default: ADMIN_USERS_PAGE_SIZE }),
  offset: intQueryParam({ min: 0, max: 1_000_000, default: 0 }),
});

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
