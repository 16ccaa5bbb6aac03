import 'server-only';
import { otpMessage } from './otp-message';
import { pickTransport } from './transport';

export async function sendOtpEmail(email: string, code: string, minutes: number): Promise<void> {
  const transport = pickTransport();
  if (transport.name === 'console') {
    // The development transport: the code is read from the server log.
    console.log(`OTP for ${email}: ${code}`);
    return;
  }
  await transport.send(otpMessage(email, code, minutes));
}
