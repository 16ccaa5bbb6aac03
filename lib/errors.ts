// One error type for the whole server. The code `kind:area` fixes the HTTP status; the message is
// what the user reads. Anything that is not an AppError is logged and answered generically.
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limit'
  | 'unavailable'
  | 'internal';

export type ErrorCode = `${ErrorKind}:${string}`;

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limit: 429,
  unavailable: 503,
  internal: 500,
};

const DEFAULT_MESSAGE: Record<ErrorKind, string> = {
  bad_request: 'The request is not valid.',
  unauthorized: 'Please log in first.',
  forbidden: 'You do not have permission to do that.',
  not_found: 'Not found.',
  conflict: 'That already exists.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Send the request body as JSON.',
  rate_limit: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly area: string;
  readonly status: number;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; headers?: Record<string, string> }) {
    const [kind, area] = code.split(':') as [ErrorKind, string];
    super(message ?? DEFAULT_MESSAGE[kind], { cause: options?.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.area = area;
    this.status = STATUS[kind];
    this.headers = options?.headers;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
