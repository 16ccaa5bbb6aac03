import { startMailSink } from './mail-sink';

export default async function globalSetup() {
  const sink = await startMailSink(Number(process.env.E2E_SMTP_PORT || 2525), Number(process.env.E2E_MAIL_API_PORT || 2526));
  return async () => {
    await sink.close();
  };
}
