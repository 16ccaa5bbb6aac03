import { execFileSync } from 'node:child_process';

// Playwright computes the webServer's environment when it loads the config, synchronously, before
// global setup runs; so the mail sink's ports are chosen here, by asking the OS for free ones in a
// short-lived child process (port 0), and handed to the app (SMTP_URL) and the sink through the
// environment, which the workers inherit.

const PICK = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/** A TCP port on 127.0.0.1 that was free a moment ago, other than those in `not`. */
export function freePortSync(not: number[] = []): number {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = Number(execFileSync(process.execPath, ['-e', PICK], { encoding: 'utf8' }).trim());
    if (Number.isInteger(port) && port > 0 && !not.includes(port)) return port;
  }
  throw new Error('could not find a free TCP port');
}

/** The port in `process.env[name]`, choosing a free one and storing it there when unset. */
export function portFromEnv(name: string, not: number[] = []): number {
  const set = Number(process.env[name]);
  if (Number.isInteger(set) && set > 0) return set;
  const port = freePortSync(not);
  process.env[name] = String(port);
  return port;
}
