import 'server-only';
import { appUrl } from '@/lib/config';
import { emailChangedNoticeMessage, passwordChangedMessage, signupNoticeMessage } from './otp-message';
import { pickTransport, type EmailMessage } from './transport';

async function sendNotice(what: string, msg: EmailMessage): Promise<void> {
  const transport = pickTransport();
  if (transport.name === 'console') {
    // The development transport: nothing leaves the machine.
    console.log(`${what} for ${msg.to}`);
    return;
  }
  await transport.send(msg);
}

const link = (path: string) => new URL(path, appUrl()).toString();

/** Tells the owner of a verified address that someone tried to sign up with it. */
export async function sendSignupNoticeEmail(email: string): Promise<void> {
  await sendNotice('Sign-up notice (the address already has an account)', signupNoticeMessage(email, link('/login')));
}

/** "Your password was changed", after a reset by code. */
export async function sendPasswordChangedEmail(email: string): Promise<void> {
  await sendNotice('Password-changed notice', passwordChangedMessage(email, link('/forgot-password')));
}

/** To the old address, once the account moved to `newEmail`. */
export async function sendEmailChangedNotice(oldEmail: string, newEmail: string): Promise<void> {
  await sendNotice('Email-changed notice', emailChangedNoticeMessage(oldEmail, newEmail, link('/login')));
}
