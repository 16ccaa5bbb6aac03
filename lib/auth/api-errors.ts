import 'server-only';
import { isAPIError } from 'better-auth/api';
import { AppError } from '@/lib/errors';

type ApiErrorLike = { statusCode?: number; body?: { code?: string; message?: string } };

/** Better Auth's error code (`INVALID_OTP`, `EMAIL_NOT_VERIFIED`...), when the error carries one. */
export function apiErrorCode(e: unknown): string | undefined {
  return (e as ApiErrorLike | undefined)?.body?.code;
}

/**
 * Turns a Better Auth APIError into our AppError with the matching status and its message, so a
 * client mistake never surfaces as a 500. Server-side failures pass through unchanged.
 */
export function mapAuthError(e: unknown, fallback: string): unknown {
  if (e instanceof AppError) return e;
  if (isAPIError(e)) {
    const err = e as unknown as ApiErrorLike;
    const status = typeof err.statusCode === 'number' ? err.statusCode : 400;
    const message = err.body?.message || fallback;
    if (status === 401) return new AppError('unauthorized:auth', message);
    if (status === 403) return new AppError('forbidden:auth', message);
    if (status === 404) return new AppError('not_found:auth', message);
    if (status === 422 || status === 409) return new AppError('conflict:auth', message);
    if (status === 429) return new AppError('rate_limit:auth', message);
    if (status < 500) return new AppError('bad_request:auth', message);
  }
  return e;
}
