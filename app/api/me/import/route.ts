import { json, route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { IMPORT_MAX_BYTES, importJournal } from '@/lib/services/import';
import { tzQuerySchema } from '@/lib/validation/tz';

// The body is a whole file (our JSON export or a Daylio CSV), so it is read here rather than by
// the wrapper's JSON parser, with a larger size limit.
export const POST = route({ auth: 'user', query: tzQuerySchema }, async ({ req, user, query }) => {
  const length = Number(req.headers.get('content-length') || 0);
  if (length > IMPORT_MAX_BYTES) throw new AppError('payload_too_large:import', 'The file is larger than 25 MB.');
  const body = await req.text();
  if (body.length > IMPORT_MAX_BYTES) throw new AppError('payload_too_large:import', 'The file is larger than 25 MB.');
  return json(await importJournal(user, body, req.headers.get('content-type') ?? '', query.tz), 201);
});
