'use client';
import { withSonner } from './lazy-sonner';

// SPEC section 9: success toasts last 2000 ms, errors 4000 ms. Every toast in the app goes through here.
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

/** `description`: a second, smaller line under the specification's text, for a reason worth knowing. */
type Extra = { description?: string };

// sonner loads after the page (lib/client/lazy-sonner.ts); a toast asked for before then waits for it.
export const toast = {
  success: (message: string, extra: Extra = {}) => withSonner(({ toast: t }) => void t.success(message, { duration: TOAST_SUCCESS_MS, ...extra })),
  error: (message: string, extra: Extra = {}) => withSonner(({ toast: t }) => void t.error(message, { duration: TOAST_ERROR_MS, ...extra })),
  info: (message: string, extra: Extra = {}) => withSonner(({ toast: t }) => void t.info(message, { duration: TOAST_SUCCESS_MS, ...extra })),
  warning: (message: string, extra: Extra = {}) => withSonner(({ toast: t }) => void t.warning(message, { duration: TOAST_ERROR_MS, ...extra })),
};

const CARRIED_KEY = 'toastAfterLoad';

/**
 * A success toast for the next page, when this one is about to be replaced by a full page load
 * (OTP verification, SPEC section 4): kept in session storage and shown once by the next page's
 * toaster (showCarriedToast), so the load does not destroy it.
 */
export function carrySuccessToast(message: string) {
  try {
    window.sessionStorage.setItem(CARRIED_KEY, message);
  } catch {
    // Storage blocked: the toast shown on this page is all there is.
  }
}

export function showCarriedToast() {
  let message: string | null = null;
  try {
    message = window.sessionStorage.getItem(CARRIED_KEY);
    window.sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  if (message) toast.success(message);
}
