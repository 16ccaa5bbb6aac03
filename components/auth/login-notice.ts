'use client';

// What the verify screen hands the login screen when a code was right but did not sign this
// browser in (it was not the browser that signed up): the server's message, shown above the form,
// and the address to prefill. Session storage, so it stays in this tab and goes with it.
export const LOGIN_NOTICE_KEY = 'loginNotice';

export type LoginNotice = { message: string; email?: string };

export function saveLoginNotice(notice: LoginNotice) {
  window.sessionStorage.setItem(LOGIN_NOTICE_KEY, JSON.stringify(notice));
}

export function clearLoginNotice() {
  window.sessionStorage.removeItem(LOGIN_NOTICE_KEY);
}

/** The raw stored value (a stable string, for useSyncExternalStore). */
export function readLoginNoticeRaw(): string | null {
  return window.sessionStorage.getItem(LOGIN_NOTICE_KEY);
}

export function parseLoginNotice(raw: string | null): LoginNotice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<LoginNotice>;
    return typeof v.message === 'string' && v.message ? { message: v.message, email: typeof v.email === 'string' ? v.email : undefined } : null;
  } catch {
    return null;
  }
}
