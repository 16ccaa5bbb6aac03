import http from 'node:http';
import { startSmtpSink } from '../../helpers/smtp-sink';

/**
 * The SMTP sink plus a tiny HTTP API on loopback so test workers (other processes) can read the
 * codes: GET /messages?to=<email>.
 */
export async function startMailSink(smtpPort: number, apiPort: number) {
  const smtp = await startSmtpSink(smtpPort);
  const mails = smtp.mails;
  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = mails.filter((m) => !to || m.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', () => resolve()));
  return {
    close: async () => {
      await smtp.close();
      await new Promise<void>((r) => api.close(() => r()));
    },
  };
}
