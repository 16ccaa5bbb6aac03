import 'server-only';
import { appUrl } from '@/lib/config';
import { signupNoticeMessage } from './otp-message';
import { pickTransport } from './transport';

/** Tells the owner of a verified address that someone tried to sign up with it. */
export async function sendSignupNoticeEmail(email: string): Promise<void> {
  const transport = pickTransport();
  if (transport.name === 'console') {
    // The development transport: nothing leaves the machine.
    console.log(`Sign-up notice for ${email} (the address already has an account)`);
    return;
  }
  await transport.send(signupNoticeMessage(email, new URL('/login', appUrl()).toString()));
}
