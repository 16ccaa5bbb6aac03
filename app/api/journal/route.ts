import { json, route } from '@/lib/http/route';
import { createEntry } from '@/lib/services/journal';
import { journalCreateSchema } from '@/lib/validation/journal';

// Body limit leaves room for a 20,000-character entry plus its analysis. With a `clientId` this user
// already sent, the answer is the same 201 with the entry stored then (nothing written): a retry
// after a lost response reads exactly like the first answer.
export const POST = route({ auth: 'user', body: journalCreateSchema, maxBody: 256 * 1024 }, async ({ user, body }) =>
  json({ entry: await createEntry(user, body) }, 201),
);
