// Connection-level failures (server down, network cut, pool exhausted) become 503s, not 500s.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

export function isDatabaseUnavailable(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur; i++) {
    const err = cur as { code?: string; message?: string; cause?: unknown };
    if (err.code && CONNECTION_CODES.has(err.code)) return true;
    if (typeof err.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(err.message)) {
      return true;
    }
    cur = err.cause;
  }
  return false;
}

/** Postgres unique violation, possibly wrapped by drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur; i++) {
    if ((cur as { code?: string }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
