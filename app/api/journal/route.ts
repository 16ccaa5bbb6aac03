import { json, route } from '@/lib/http/route';
import { createEntry } from '@/lib/services/journal';
import { journalCreateSchema } from '@/lib/validation/journal';

// Body limit leaves room for a 20,000-character entry plus its analysis.
export const POST = route({ auth: 'user', body: journalCreateSchema, maxBody: 256 * 1024 }, async ({ user, body }) =>
  json({ entry: await createEntry(user, body) }, 201),
);
