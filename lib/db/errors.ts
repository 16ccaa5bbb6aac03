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

/** The errors an error wraps (drizzle puts the driver's error in `cause`), outermost first. */
function* causeChain(e: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    yield cur as { code?: unknown; message?: unknown };
    cur = (cur as { cause?: unknown }).cause;
  }
}

/** The first string `code` along the cause chain (a PostgreSQL SQLSTATE or a Node errno). */
export function pgErrorCode(e: unknown): string | undefined {
  for (const err of causeChain(e)) if (typeof err.code === 'string') return err.code;
  return undefined;
}

/** Every message along the cause chain, joined. */
export function errorMessages(e: unknown): string {
  return [...causeChain(e)].map((err) => (typeof err.message === 'string' ? err.message : '')).join(' ');
}

export function isDatabaseUnavailable(e: unknown): boolean {
  for (const err of causeChain(e)) {
    if (typeof err.code === 'string' && CONNECTION_CODES.has(err.code)) return true;
    if (
      typeof err.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(err.message)
    ) {
      return true;
    }
  }
  return false;
}

/** Postgres unique violation, possibly wrapped by drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  return [...causeChain(e)].some((err) => err.code === '23505');
}

/** Postgres foreign-key violation (the parent row is gone), possibly wrapped by drizzle. */
export function isForeignKeyViolation(e: unknown): boolean {
  return [...causeChain(e)].some((err) => err.code === '23503');
}
