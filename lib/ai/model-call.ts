import { APICallError, RetryError, type LanguageModelUsage } from 'ai';

// What one model call cost, handed to the service that made it (the services own the token
// budget; this layer only talks to models). A call is reported whenever the server answered,
// even when the answer could not be used: a garbled or empty answer is billed all the same.

export type ModelCall = {
  /** The usage the provider reported; fields are undefined when an OpenAI-compatible server reports none. */
  usage: LanguageModelUsage | undefined;
  /** The text sent (system prompt and prompt), to estimate tokens when no usage was reported. */
  prompt: string;
  /** The text received, for the same estimate. */
  reply: string;
};

export type OnModelCall = (call: ModelCall) => void;

/**
 * The server answered 200 but the answer cannot be used: empty, not JSON where JSON was asked
 * for, or a body the provider could not read. Worth asking once more; the server is up.
 */
export class UnusableModelOutput extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnusableModelOutput';
  }
}

/** The provider's own error behind the SDK's retry wrapper. */
function innermost(e: unknown): unknown {
  return RetryError.isInstance(e) ? e.lastError : e;
}

/**
 * A 2xx answer the provider could not parse (a body that is not JSON, or not the Chat Completions
 * shape). A connection that broke off half way is not one: the SDK calls that a network error,
 * retryable, and has retried it already.
 */
export function unreadableSuccess(e: unknown): APICallError | null {
  const inner = innermost(e);
  if (!APICallError.isInstance(inner) || inner.isRetryable) return null;
  const status = inner.statusCode;
  return status !== undefined && status >= 200 && status < 300 ? inner : null;
}

/** The first JSON object in a model's text (models like to wrap JSON in prose or code fences). */
export function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Text that was meant to be JSON (an object or a fenced block), as opposed to free prose. */
export function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return t.startsWith('{') || t.startsWith('```');
}
