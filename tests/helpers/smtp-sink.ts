import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { from: string; to: string[]; raw: string; at: number };

/** An SMTP server on loopback that keeps every message it receives (port 0: any free port). */
export async function startSmtpSink(port = 0) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as net.AddressInfo).port,
    mails,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
