// One error type for the whole server. The code `kind:area` fixes the HTTP status; the message is
// what the user reads. Fixed messages live in MESSAGES below, one place for every code, so a
// thrower names the code and the wording stays consistent; a message that carries numbers (seconds
// to wait, a row number) is passed in by the thrower. Responses carry `code` beside `message`, so
// clients can branch on the code instead of the status number.
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

/** Every fixed message, by code. Codes not listed use their kind's default. */
export const MESSAGES = {
  'unauthorized:auth': DEFAULT_MESSAGE.unauthorized,
  'forbidden:admin': 'Admins only.',
  'forbidden:csrf': 'Cross-site request refused.',
  'unavailable:email': 'We could not send the verification email. Please try again in a moment.',
  'unavailable:ai': 'Our AI assistant is temporarily unavailable. Please try again shortly.',
  'unavailable:chat': 'The AI assistant is temporarily unavailable. Your message was saved; please try again shortly.',
  'unavailable:database': 'The service is temporarily unavailable. Please try again shortly.',
  'bad_request:request': 'The request body is not valid JSON.',
  'bad_request:cursor': 'cursor is not valid.',
  'bad_request:tz': 'tz: must be an IANA time zone name such as Europe/Paris.',
  'bad_request:self_delete': 'You cannot delete your own account.',
  'bad_request:same_password': 'The new password must differ from the current one.',
  'bad_request:current_password': 'The current password is not correct.',
  'bad_request:delete_password': 'The password is not correct. Your account was not deleted.',
  'unauthorized:reauth': 'Please log in again to change your password.',
  'not_found:account': 'Account not found.',
  'not_found:admin': 'User not found.',
  'not_found:chat': 'Chat not found.',
  'not_found:review': 'Review not found.',
  'not_found:journal': 'Journal entry not found.',
  'conflict:journal_version': 'This entry was changed somewhere else after you opened it.',
  'not_found:safety_plan': 'No safety plan yet.',
  'not_found:activity': 'Activity not found.',
  'conflict:activity': 'You already have an activity with that name.',
  'bad_request:activity_limit': 'You have as many activities as an account can hold (200). Remove one to add another.',
  'conflict:signup': 'An account with this email already exists. Please log in.',
  'conflict:verified': 'This email is already verified. Please log in.',
  'bad_request:otp': 'This code is wrong or has expired. Check it, or ask for a new code.',
  'bad_request:otp_used_up': 'Too many wrong attempts: this code no longer works. Please ask for a new one.',
  'forbidden:unverified': 'Please verify your email first: enter the code we emailed you, or sign up again to get a new one.',
  'unauthorized:credentials': 'Invalid email or password.',
  'bad_request:same_email': 'That is already the email address of your account.',
  'conflict:email': 'That email address is already in use by another account.',
  'bad_request:unsubscribe': 'This unsubscribe link is not valid. You can turn reminders off in your settings.',
  'unauthorized:cron': 'Missing or wrong cron secret.',
  'bad_request:import_json': 'The file is not valid JSON. Nothing was imported.',
  'bad_request:import_empty': 'The file is empty. Nothing was imported.',
  'bad_request:import_nesting': 'The file is nested more than 32 levels deep, which no export is. Nothing was imported.',
  'payload_too_large:request': DEFAULT_MESSAGE.payload_too_large,
  'unsupported_media_type:request': DEFAULT_MESSAGE.unsupported_media_type,
  'internal:server': DEFAULT_MESSAGE.internal,
} as const satisfies Record<string, string>;

export type KnownCode = keyof typeof MESSAGES;

export function messageFor(code: ErrorCode): string {
  return (MESSAGES as Record<string, string>)[code] ?? DEFAULT_MESSAGE[code.split(':')[0] as ErrorKind];
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly area: string;
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers?: Record<string, string>;
  /** Fields sent beside `message` and `code`, such as the server's copy on an edit conflict. */
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; headers?: Record<string, string>; extra?: Record<string, unknown> }) {
    const [kind, area] = code.split(':') as [ErrorKind, string];
    super(message ?? messageFor(code), { cause: options?.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.area = area;
    this.code = code;
    this.status = STATUS[kind];
    this.headers = options?.headers;
    this.extra = options?.extra;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** The JSON body of an error answer: what the user reads, and the code clients branch on. */
export function errorBody(code: ErrorCode, message = messageFor(code)) {
  return { message, code };
}
