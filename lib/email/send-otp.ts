import 'server-only';
import { otpMessage, type OtpPurpose } from './otp-message';
import { pickTransport } from './transport';

export async function sendOtpEmail(email: string, code: string, minutes: number, purpose: OtpPurpose = 'sign-up'): Promise<void> {
  const transport = pickTransport();
  if (transport.name === 'console') {
    // The development transport: the code is read from the server log.
    console.log(purpose === 'sign-up' ? `OTP for ${email}: ${code}` : `OTP (${purpose}) for ${email}: ${code}`);
    return;
  }
  await transport.send(otpMessage(email, code, minutes, purpose));
}
