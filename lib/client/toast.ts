'use client';
import { toast as sonner } from 'sonner';

// SPEC section 9: success toasts last 2000 ms, errors 4000 ms. Every toast in the app goes through here.
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

export const toast = {
  success: (message: string) => sonner.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => sonner.error(message, { duration: TOAST_ERROR_MS }),
  info: (message: string) => sonner.info(message, { duration: TOAST_SUCCESS_MS }),
  warning: (message: string) => sonner.warning(message, { duration: TOAST_ERROR_MS }),
};
