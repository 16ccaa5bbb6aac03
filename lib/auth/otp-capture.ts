import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// Better Auth's change-email request creates the code and hands it to the plugin's send callback,
// which swallows errors. The callback drops the code here instead, and the caller mails it, so a
// failed send reaches the user.
const captured = new AsyncLocalStorage<{ otp?: string }>();

/** Runs `fn`, returning the code the plugin's send callback received during it (if any). */
export async function withCapturedOtp<T>(fn: () => Promise<T>): Promise<{ result: T; otp: string | undefined }> {
  const box: { otp?: string } = {};
  const result = await captured.run(box, fn);
  return { result, otp: box.otp };
}

/** Called by the plugin's send callback: true when a caller is capturing codes. */
export function captureOtp(otp: string): boolean {
  const box = captured.getStore();
  if (!box) return false;
  box.otp = otp;
  return true;
}
