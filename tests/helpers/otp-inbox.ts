export const otpInbox: { email: string; code: string; at: number }[] = [];

export function latestOtp(email: string): string {
  for (let i = otpInbox.length - 1; i >= 0; i--) if (otpInbox[i].email === email.toLowerCase()) return otpInbox[i].code;
  throw new Error(`no OTP was sent to ${email}`);
}
