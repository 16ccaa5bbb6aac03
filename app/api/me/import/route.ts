import type { NextRequest } from 'next/server';
import { json, route } from '@/lib/http/route';
import { securityHeaders } from '@/lib/http/security-headers';
import { limit, policies } from '@/lib/rate-limit';
import { importJournal } from '@/lib/services/import';
import { tzQuerySchema } from '@/lib/validation/tz';

// The body is a whole file (our JSON export or a Daylio CSV) that the import reads as a stream,
// with its own limits (25 MB, 100,000 entries, nesting), rather than through the wrapper's JSON
// parser. Each attempt counts against the account's imports per hour, before the file is read.
const handler = route({ auth: 'user', query: tzQuerySchema }, async ({ req, user, query }) => {
  await limit(policies.import(), user.id);
  const body = { body: req.body, contentType: req.headers.get('content-type') ?? '', contentLength: req.headers.get('content-length') };
  return json(await importJournal(user, body, query.tz), 201);
});

// proxy.ts skips this path (its body copy stops at 10 MB and would hand a larger file over cut
// short), so the headers it adds to every other answer are set here, on errors as on success.
export async function POST(req: NextRequest, context: Parameters<typeof handler>[1]) {
  const res = await handler(req, context);
  for (const [name, value] of Object.entries(securityHeaders())) res.headers.set(name, value);
  return res;
}
