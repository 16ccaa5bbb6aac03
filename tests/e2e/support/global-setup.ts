import { startMailSink } from './mail-sink';
import { portFromEnv } from './ports';

export default async function globalSetup() {
  // playwright.config.ts has chosen both ports already; this only covers a setup run on its own.
  const smtp = portFromEnv('E2E_SMTP_PORT');
  const sink = await startMailSink(smtp, portFromEnv('E2E_MAIL_API_PORT', [smtp]));
  return async () => {
    await sink.close();
  };
}
