import { escapeHtml, renderEmail } from './layout';
import type { EmailMessage } from './transport';

/** What a code is for: it changes who the email speaks to and what the code does. */
export type OtpPurpose = 'sign-up' | 'password-reset' | 'email-change';

const OTP_WORDING: Record<OtpPurpose, { subject: (code: string) => string; heading: string; asked: string; notYou: string }> = {
  'sign-up': {
    subject: (code) => `Your MoodJournal code: ${code}`,
    heading: 'Your MoodJournal code',
    asked: 'Someone asked to use this email address for MoodJournal.',
    notYou: 'If it was not you, ignore this email: without the code, nothing happens to this address.',
  },
  'password-reset': {
    subject: (code) => `Your MoodJournal password reset code: ${code}`,
    heading: 'Reset your password',
    asked: 'Someone asked to reset the password of the MoodJournal account with this email address.',
    notYou: 'If it was not you, ignore this email: without the code, your password stays as it is.',
  },
  'email-change': {
    subject: (code) => `Your MoodJournal email change code: ${code}`,
    heading: 'Confirm your new email address',
    asked: 'Someone asked to move a MoodJournal account to this email address.',
    notYou: 'If it was not you, ignore this email: without the code, no account uses this address.',
  },
};

/**
 * A one-time code email: the code, how long it lasts, and what to do if it was not you. Anyone
 * can type any address into these forms, so it does not greet the reader as a member: it says
 * someone asked, and that without the code nothing happens.
 */
export function otpMessage(to: string, code: string, minutes: number, purpose: OtpPurpose = 'sign-up'): EmailMessage {
  const w = OTP_WORDING[purpose];
  return renderEmail({
    to,
    subject: w.subject(code),
    blocks: [
      { kind: 'heading', text: w.heading },
      {
        kind: 'raw',
        html: [
          `<p style="margin:0 0 16px">${escapeHtml(w.asked)} Your one-time code is:</p>`,
          `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px">${escapeHtml(code)}</p>`,
          `<p style="margin:0 0 8px">It expires in ${minutes} minutes.</p>`,
        ].join('\n'),
        text: `${w.asked}\n\nYour one-time code is ${code}.\nIt expires in ${minutes} minutes.`,
      },
      { kind: 'small', text: w.notYou },
    ],
  });
}

/**
 * Sent instead of a code when someone signs up with an address that already has a verified
 * account: the sign-up answers exactly as for a new address (so it reveals nothing), and the
 * owner learns what happened.
 */
export function signupNoticeMessage(to: string, loginUrl: string): EmailMessage {
  const tried = 'Someone tried to sign up for MoodJournal with this email address, which already has an account.';
  return renderEmail({
    to,
    subject: 'MoodJournal: a sign-up attempt with your email address',
    blocks: [
      { kind: 'p', text: tried },
      {
        kind: 'raw',
        html: `<p style="margin:0 0 16px">If it was you, log in instead: <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`,
        text: `If it was you, log in instead: ${loginUrl}`,
      },
      { kind: 'small', text: 'If it was not you, you can ignore this email. Your account has not changed.' },
    ],
  });
}

/** After a reset or a change: the owner learns at once if it was not them. */
export function passwordChangedMessage(to: string, resetUrl: string): EmailMessage {
  return renderEmail({
    to,
    subject: 'MoodJournal: your password was changed',
    blocks: [
      { kind: 'heading', text: 'Your password was changed' },
      { kind: 'p', text: 'The password of your MoodJournal account was just changed, and every device that was signed in has been signed out.' },
      { kind: 'p', text: 'If it was you, there is nothing more to do.' },
      { kind: 'p', text: 'If it was not you, reset your password now with a code sent to this address:' },
      { kind: 'button', label: 'Reset my password', href: resetUrl },
    ],
  });
}

/** To the old address once an account moved to a new one. */
export function emailChangedNoticeMessage(to: string, newEmail: string, resetUrl: string): EmailMessage {
  return renderEmail({
    to,
    subject: 'MoodJournal: your account email was changed',
    blocks: [
      { kind: 'heading', text: 'Your account email was changed' },
      { kind: 'p', text: `Your MoodJournal account now uses ${newEmail}. Emails about it will go there from now on.` },
      { kind: 'p', text: 'If it was not you, someone may have your password: reply to this email or reset the password from the login screen.' },
      { kind: 'button', label: 'Go to the login screen', href: resetUrl },
    ],
  });
}
