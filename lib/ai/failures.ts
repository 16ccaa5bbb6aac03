import { APICallError, RetryError } from 'ai';
import { AppError, type ErrorCode } from '@/lib/errors';

// How a failed model call reaches the user: always a 503 (the model's trouble is not the user's
// fault, and never a 500), with a Retry-After the client can honour. When the provider itself said
// how long to wait (429 with retry-after, after the SDK's own retry), that wait is passed on.

const DEFAULT_RETRY_AFTER_S = 10;
const MAX_RETRY_AFTER_S = 3600;

/** The provider's own error behind the SDK's retry wrapper, if any. */
function apiError(e: unknown): APICallError | null {
  if (APICallError.isInstance(e)) return e;
  if (RetryError.isInstance(e)) {
    const last = e.lastError;
    return APICallError.isInstance(last) ? last : null;
  }
  return null;
}

/** Seconds to wait, from `retry-after-ms` or `retry-after` (seconds or an HTTP date). */
export function providerRetryAfter(e: unknown, now = Date.now()): number | null {
  const headers = apiError(e)?.responseHeaders;
  if (!headers) return null;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower['retry-after-ms']);
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  const raw = lower['retry-after'];
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - now) / 1000)) : null;
}

/** True when the model ran out of time (our AI_TIMEOUT_MS signal, or the request was aborted). */
export function isTimeout(e: unknown): boolean {
  const err = e as { name?: string; reason?: string; cause?: unknown } | null;
  if (!err) return false;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return true;
  if (RetryError.isInstance(e) && e.reason === 'abort') return true;
  return err.cause ? isTimeout(err.cause) : false;
}

/** The 503 a failed model call answers with, keeping the provider's wait when it gave one. */
export function modelUnavailable(code: ErrorCode, e: unknown): AppError {
  const wait = Math.min(MAX_RETRY_AFTER_S, Math.max(1, providerRetryAfter(e) ?? DEFAULT_RETRY_AFTER_S));
  return new AppError(code, undefined, { cause: e, headers: { 'Retry-After': String(wait) } });
}
