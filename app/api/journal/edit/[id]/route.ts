import { route } from '@/lib/http/route';
import { updateEntry } from '@/lib/services/journal';
import { journalUpdateSchema } from '@/lib/validation/journal';

export const PUT = route({ auth: 'user', body: journalUpdateSchema, maxBody: 256 * 1024 }, async ({ user, params, body }) => ({
  entry: await updateEntry(user, params.id, body),
}));
