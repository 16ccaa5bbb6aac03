import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType, type z } from 'zod';
import { AppError, errorBody, isAppError } from '@/lib/errors';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { logError } from '@/lib/log';
import { assertSameOrigin } from './csrf';
import { readBodyText } from './body';
import { isJsonContentType } from './media-type';
import { findNul } from '@/lib/validation/text';
import type { SessionUser } from '@/lib/auth/types';

type AuthMode = 'none' | 'optional' | 'user' | 'admin';

type UserFor<A extends AuthMode> = A extends 'user' | 'admin' ? SessionUser : A extends 'optional' ? SessionUser | null : null;

type Options<B extends ZodType | undefined, Q extends ZodType | undefined, A extends AuthMode> = {
  auth?: A;
  body?: B;
  query?: Q;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBody?: number;
};

export type RouteContext<B, Q, U> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: Record<string, string>;
  user: U;
};

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

const DEFAULT_MAX_BODY = 64 * 1024;

/** A JSON response with a status (handlers return plain objects for 200). */
export function json(data: unknown, status = 200, init?: ResponseInit) {
  return NextResponse.json(data, { ...init, status });
}

/**
 * Wraps a route handler: parses and validates JSON body and query with zod, resolves the acting
 * user when asked, and turns every failure into `{ message }` with the right status.
 */
export function route<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, A extends AuthMode = 'none'>(
  options: Options<B, Q, A>,
  handler: (ctx: RouteContext<Infer<B>, Infer<Q>, UserFor<A>>) => Promise<unknown> | unknown,
) {
  return async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      const rawParams = (await context?.params) ?? {};
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(rawParams)) params[k] = Array.isArray(v) ? v.join('/') : v;

      assertSameOrigin(req);
      const user = await resolveUser(req, options.auth ?? 'none');
      const body = options.body ? await parseBody(req, options.body, options.maxBody ?? DEFAULT_MAX_BODY) : undefined;
      const query = options.query ? parseWith(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;

      const result = await handler({ req, body, query, params, user } as RouteContext<Infer<B>, Infer<Q>, UserFor<A>>);
      const res = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      // A signed-in answer is someone's own data: no browser or shared cache may keep it.
      if ((options.auth ?? 'none') !== 'none') noStore(res);
      return res;
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** Adds `Cache-Control: no-store` unless the handler chose a policy itself. */
function noStore(res: Response): Response {
  try {
    if (!res.headers.has('cache-control')) res.headers.set('cache-control', 'no-store');
  } catch {
    // Immutable headers (Response.redirect, a fetched response): left as they are.
  }
  return res;
}

async function resolveUser(req: NextRequest, mode: AuthMode): Promise<SessionUser | null> {
  if (mode === 'none') return null;
  // Imported lazily so public routes never load the auth stack.
  const { getSessionUser } = await import('@/lib/auth/session');
  const { requireUser, requireAdmin } = await import('@/lib/auth/guards');
  if (mode === 'optional') return getSessionUser(req.headers);
  return mode === 'admin' ? requireAdmin(req.headers) : requireUser(req.headers);
}

async function parseBody(req: NextRequest, schema: ZodType, maxBody: number) {
  const text = await readBodyText(req, maxBody, () => new AppError('payload_too_large:request'));
  if (text.trim() === '') return parseWith(schema, {});
  // The media type's essence, not "json" anywhere in it: text/plain;json is what a cross-site form
  // or no-cors fetch can send. A body without a type is refused as well.
  if (!isJsonContentType(req.headers.get('content-type'))) throw new AppError('unsupported_media_type:request');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError('bad_request:request');
  }
  return parseWith(schema, data);
}

function parseWith(schema: ZodType, data: unknown) {
  // reportInput lets zodMessage tell a missing field from one of the wrong type.
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw result.error;
  // Checked on the validated value, so a schema that strips control characters (chat) still may.
  const nul = findNul(result.data);
  if (nul !== null) throw new AppError('bad_request:request', `${nul || 'value'}: must not contain the NUL character.`);
  return result.data;
}

/** Names the first bad field, so the client can show something useful. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.length ? issue.path.join('.') : null;
  if (field && issue.code === 'invalid_type' && !('input' in issue && issue.input !== undefined)) {
    return `${field[0].toUpperCase()}${field.slice(1)} is required.`;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The `{ message }` answer for a failure; never cached (it may name the caller's own state). */
export function errorResponse(e: unknown) {
  return noStore(errorAnswer(e));
}

function errorAnswer(e: unknown) {
  if (isAppError(e)) {
    // `extra` first, so it can never replace the message or code.
    return NextResponse.json({ ...e.extra, ...errorBody(e.code, e.message) }, { status: e.status, headers: e.headers });
  }
  if (e instanceof ZodError) {
    return NextResponse.json(errorBody('bad_request:validation', zodMessage(e)), { status: 400 });
  }
  if (isDatabaseUnavailable(e)) {
    logError('[api] database unavailable:', e);
    return NextResponse.json(errorBody('unavailable:database'), { status: 503, headers: { 'Retry-After': '5' } });
  }
  logError('[api] unexpected error:', e);
  return NextResponse.json(errorBody('internal:server'), { status: 500 });
}
