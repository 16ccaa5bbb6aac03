'use client';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PublicUser } from '@/lib/auth/types';

// SPEC section 4: the client keeps `token` and `user` in local storage; being logged in follows the token.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const PENDING_SIGNUP_KEY = 'pendingSignupEmail';
/** Stored as the token after OTP verification: the session itself lives in the cookie. */
export const SESSION_COOKIE_MARKER = 'session-cookie';

export type AuthSnapshot = { token: string | null; user: PublicUser | null };

const listeners = new Set<() => void>();
let cached: { raw: string; snap: AuthSnapshot } | undefined;
const EMPTY: AuthSnapshot = { token: null, user: null };

function read(): AuthSnapshot {
  if (typeof window === 'undefined') return EMPTY;
  const token = window.localStorage.getItem(TOKEN_KEY);
  const userRaw = window.localStorage.getItem(USER_KEY);
  const raw = `${token}\u0000${userRaw}`;
  if (cached?.raw === raw) return cached.snap;
  let user: PublicUser | null = null;
  try {
    user = userRaw ? (JSON.parse(userRaw) as PublicUser) : null;
  } catch {
    user = null;
  }
  cached = { raw, snap: { token, user } };
  return cached.snap;
}

function emit() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  return typeof window === 'undefined' ? null : window.localStorage.getItem(TOKEN_KEY);
}

export function saveSession(token: string, user: PublicUser | null) {
  window.localStorage.setItem(TOKEN_KEY, token);
  if (user) window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function saveUser(user: PublicUser) {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

// When the app itself ends the session (logout, account deletion) it navigates on its own; the
// auth guard on the page being left must not also alert 'please login first' and go to /login.
const SIGN_OUT_GRACE_MS = 5_000;
let signedOutAt = 0;

/** Logout removes only the token, as the specification says. Marks the sign-out as deliberate. */
export function clearToken() {
  signedOutAt = Date.now();
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

/** The server no longer knows the session (expired or revoked elsewhere): drop the token, and let guards alert. */
export function forgetExpiredToken() {
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

/** True once, right after clearToken(): the caller is already taking the user somewhere. */
export function consumeDeliberateSignOut(): boolean {
  const recent = Date.now() - signedOutAt < SIGN_OUT_GRACE_MS;
  signedOutAt = 0;
  return recent;
}

export type PendingSignup = { email: string; name?: string };

/** The sign-up form's data for /verify-otp (the router has no navigation state), kept for this tab only. */
export function savePendingSignup(pending: PendingSignup) {
  window.sessionStorage.setItem(PENDING_SIGNUP_KEY, JSON.stringify(pending));
}

export function readPendingSignup(): PendingSignup | null {
  if (typeof window === 'undefined') return null;
  const raw = window.sessionStorage.getItem(PENDING_SIGNUP_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingSignup> | null;
    return typeof parsed?.email === 'string' && parsed.email ? { email: parsed.email, name: parsed.name } : null;
  } catch {
    return null;
  }
}

export function clearPendingSignup() {
  window.sessionStorage.removeItem(PENDING_SIGNUP_KEY);
}

/**
 * The session as the server saw it (the verified session cookie), for the server render and the
 * first client render, which must match it. Signed in, it stands for the cookie session, which is
 * what the stored marker means.
 */
export function serverAuthSnapshot(user: PublicUser | null): AuthSnapshot {
  return user ? { token: SESSION_COOKIE_MARKER, user } : EMPTY;
}

/** Provided by app/providers.tsx with the request's session (app/layout.tsx). */
export const ServerAuthContext = createContext<AuthSnapshot>(EMPTY);

/**
 * The server render and the first client render show the session the server read from the cookie,
 * so a signed-in page arrives with its signed-in header; once hydrated, the stored token decides
 * (SPEC section 4), as it always did.
 */
export function useAuthState(): AuthSnapshot & { isLoggedIn: boolean; isAdmin: boolean; hydrated: boolean } {
  const server = useContext(ServerAuthContext);
  const snap = useSyncExternalStore(subscribe, read, () => server);
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return { ...snap, isLoggedIn: Boolean(snap.token), isAdmin: Boolean(snap.token) && snap.user?.role === 'admin', hydrated };
}

/**
 * One value of the session, for components that need no more: a boolean or an id is the same
 * object on the server and in the browser, so when the stored session agrees with the cookie the
 * component does not render again after hydration (useAuthState's snapshot object and its
 * `hydrated` flag always differ, and React then re-renders every consumer in one task).
 */
function useAuthValue<T extends string | boolean | null>(select: (s: AuthSnapshot) => T): T {
  const server = useContext(ServerAuthContext);
  return useSyncExternalStore(
    subscribe,
    () => select(read()),
    () => select(server),
  );
}

const selectLoggedIn = (s: AuthSnapshot) => Boolean(s.token);
const selectAdmin = (s: AuthSnapshot) => Boolean(s.token) && s.user?.role === 'admin';
const selectUserId = (s: AuthSnapshot) => s.user?._id ?? null;

/** Whether a token is stored (SPEC section 4), as useAuthState().isLoggedIn. */
export function useIsLoggedIn(): boolean {
  return useAuthValue(selectLoggedIn);
}

/** As useAuthState().isAdmin. */
export function useIsAdmin(): boolean {
  return useAuthValue(selectAdmin);
}

/** The stored user's id, as useAuthState().user?._id. */
export function useAuthUserId(): string | null {
  return useAuthValue(selectUserId);
}
