'use client';
import { getToken, SESSION_COOKIE_MARKER } from '@/lib/client/auth-store';

/** A non-2xx answer, carrying the server's `message`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data?: unknown,
    /** The server's own `message`, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored token as `Authorization: Bearer` (never the session-cookie marker). */
  bearer?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a delete sent as the tab closes). */
  keepalive?: boolean;
};

type RawOptions = Omit<Options, 'body'> & { body?: BodyInit; contentType?: string; accept?: string };

/** The shared request: one host, cookies included, the bearer token when asked. Errors throw. */
export async function apiRequest(path: string, opts: RawOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: opts.accept ?? 'application/json' };
  if (opts.contentType) headers['content-type'] = opts.contentType;
  if (opts.bearer) {
    const token = getToken();
    if (token && token !== SESSION_COOKIE_MARKER) headers.authorization = `Bearer ${token}`;
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: opts.body,
      credentials: 'include',
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('Network error. Check your connection and try again.', 0);
  }
  if (!res.ok) {
    const text = await res.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    const message = (data as { message?: unknown } | undefined)?.message;
    const serverMessage = typeof message === 'string' && message ? message : undefined;
    throw new ApiError(serverMessage ?? `Request failed (${res.status})`, res.status, data, serverMessage);
  }
  return res;
}

/**
 * Every browser call goes through here: JSON in and out, and errors thrown with the server's
 * message so screens can show it.
 */
export async function apiFetch<T>(path: string, opts: Options = {}): Promise<T> {
  const res = await apiRequest(path, {
    ...opts,
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    contentType: opts.body !== undefined ? 'application/json' : undefined,
  });
  const text = await res.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return undefined as T;
  }
}

/** The server's message from any thrown value, else the fallback the specification names. */
export function messageOf(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.serverMessage ? e.serverMessage : fallback;
}

/**
 * For mutations that replace plain calls: react-query would hold a request while the browser
 * reports being offline; these send it anyway, so the screen shows its own failure message at once.
 */
export const SEND_EVEN_OFFLINE = { networkMode: 'always' } as const;
