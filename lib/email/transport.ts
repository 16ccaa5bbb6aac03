import 'server-only';
import nodemailer from 'nodemailer';
import { serverEnv } from '@/lib/env';

/** `headers`: extra mail headers (List-Unsubscribe on reminders). */
export type EmailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
export type EmailTransport = { name: string; send: (msg: EmailMessage) => Promise<void> };

function from(): string {
  return serverEnv().EMAIL_FROM;
}

function resendTransport(apiKey: string): EmailTransport {
  return {
    name: 'resend',
    async send(msg) {
      const { Resend } = await import('resend');
      const { error } = await new Resend(apiKey).emails.send({ from: from(), ...msg });
      if (error) throw new Error(`Resend: ${error.message}`);
    },
  };
}

function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(msg) {
      await transporter.sendMail({ from: from(), ...msg });
    },
  };
}

/** Development default: nothing leaves the machine. The OTP line is printed by the caller. */
const consoleTransport: EmailTransport = {
  name: 'console',
  async send() {},
};

/** Resend when RESEND_API_KEY is set, SMTP when SMTP_URL is set, otherwise the console. */
export function pickTransport(source?: Record<string, string | undefined>): EmailTransport {
  const env = serverEnv(source);
  if (env.RESEND_API_KEY) return resendTransport(env.RESEND_API_KEY);
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL);
  return consoleTransport;
}
