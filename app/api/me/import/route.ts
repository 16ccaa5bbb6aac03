import { json, route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { readBodyText } from '@/lib/http/body';
import { securityHeaders } from '@/lib/http/security-headers';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB, importJournal } from '@/lib/services/import';
import { tzQuerySchema } from '@/lib/validation/tz';

// The body is a whole file (our JSON export or a Daylio CSV), so it is read here rather than by
// the wrapper's JSON parser, with a larger size limit. proxy.ts skips this path (its body copy
// stops at 10 MB and would hand a larger file over cut short), so the headers it would add are set here.
export const POST = route({ auth: 'user', query: tzQuerySchema }, async ({ req, user, query }) => {
  const tooLarge = () => new AppError('payload_too_large:import', `The file is larger than ${IMPORT_MAX_MB} MB. Nothing was imported.`);
  const body = await readBodyText(req, IMPORT_MAX_BYTES, tooLarge);
  const res = json(await importJournal(user, body, req.headers.get('content-type') ?? '', query.tz), 201);
  for (const [name, value] of Object.entries(securityHeaders())) res.headers.set(name, value);
  return res;
});
