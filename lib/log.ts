// Journals are health data. A failed query's error carries its parameters (drizzle's
// DrizzleQueryError message is "Failed query: ... params: <values>", and the stack repeats it), so
// logging the error as is would copy journal text, emails, session tokens or password hashes into
// the server log. Errors are reduced to what helps a developer: names, SQLSTATE codes, the SQL text
// (placeholders only) and where it happened.

type Loggable = { name: string; message?: string; query?: string; code?: string; at?: string; cause?: Loggable | string };

function describe(e: unknown, depth: number): Loggable | string {
  if (!(e instanceof Error)) return typeof e === 'string' ? e : Object.prototype.toString.call(e);
  const query = (e as { query?: unknown }).query;
  const out: Loggable = { name: e.name };
  if (typeof query === 'string') out.query = query;
  // drizzle's wrapper message is the query followed by its parameters; the driver's own message
  // (the cause) says what went wrong without them.
  if (!e.message.startsWith('Failed query:')) out.message = e.message;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  // The stack opens with the message (all its lines); the frames alone say where.
  const frames = e.stack
    ?.split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at '))
    .slice(0, 5);
  if (frames?.length) out.at = frames.join(' < ');
  const cause = (e as { cause?: unknown }).cause;
  if (cause !== undefined && cause !== e && depth < 4) out.cause = describe(cause, depth + 1);
  return out;
}

/** An error as it may be written to the server log: never the values a query carried. */
export function loggable(e: unknown): Loggable | string {
  return describe(e, 0);
}

export function logError(prefix: string, e: unknown): void {
  const d = loggable(e);
  console.error(prefix, typeof d === 'string' ? d : JSON.stringify(d));
}
