// Sample emails for /dev/emails: every template with made-up data, so wording and layout can be
// checked in a browser without sending anything.
import type { EmailMessage } from './transport';
import { emailChangedNoticeMessage, otpMessage, passwordChangedMessage, signupNoticeMessage } from './otp-message';
import { recapMessage, reminderMessage, type ReminderLinks } from './reminder-message';

export function emailPreviews(baseUrl: string): Array<{ name: string; message: EmailMessage }> {
  const to = 'sam@example.com';
  const url = (p: string) => new URL(p, baseUrl).toString();
  const links: ReminderLinks = {
    journalUrl: url('/journal'),
    settingsUrl: url('/settings'),
    unsubscribeUrl: url('/unsubscribe?token=preview'),
    oneClickUrl: url('/api/reminders/unsubscribe?token=preview'),
  };
  return [
    { name: 'Sign-up code', message: otpMessage(to, '042917', 10) },
    { name: 'Password reset code', message: otpMessage(to, '042917', 10, 'password-reset') },
    { name: 'Email change code', message: otpMessage(to, '042917', 10, 'email-change') },
    { name: 'Sign-up notice', message: signupNoticeMessage(to, url('/login')) },
    { name: 'Password changed', message: passwordChangedMessage(to, url('/forgot-password')) },
    { name: 'Email changed (to the old address)', message: emailChangedNoticeMessage(to, 'sam.new@example.com', url('/login')) },
    { name: 'Reminder', message: reminderMessage(to, 'Sam', links) },
    {
      name: 'Weekly recap',
      message: recapMessage(
        to,
        'Sam',
        {
          entries: 5,
          topMood: 'relaxed',
          streak: 3,
          days: [
            { date: '2025-06-02', label: 'Mon', score: 4, mood: 'relaxed', entries: 1 },
            { date: '2025-06-03', label: 'Tue', score: 2, mood: 'sad', entries: 1 },
            { date: '2025-06-04', label: 'Wed', score: null, mood: null, entries: 0 },
            { date: '2025-06-05', label: 'Thu', score: 3, mood: 'neutral', entries: 1 },
            { date: '2025-06-06', label: 'Fri', score: null, mood: null, entries: 0 },
            { date: '2025-06-07', label: 'Sat', score: 5, mood: 'happy', entries: 1 },
            { date: '2025-06-08', label: 'Sun', score: 4, mood: 'relaxed', entries: 1 },
          ],
        },
        links,
      ),
    },
  ];
}
