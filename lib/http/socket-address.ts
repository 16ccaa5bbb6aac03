import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { registerSocketAddressHeader, socketAddress, socketAddressHeaderName } from '@/lib/rate-limit/client-ip';

export { socketAddress, socketAddressHeaderName };

// The address of the TCP peer, for per-IP limits when no trusted proxy stands in front of the app.
//
// Next.js does not hand a route handler its socket, and it writes X-Forwarded-For from the socket
// only when the client sent none (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so
// under a plain `next start` that header is whatever the client chose. instrumentation.ts therefore
// installs this stamp: every request a Node HTTP(S) server of this process receives gets the socket
// address in a request header whose name is random per process, overwriting anything sent under
// it. A client cannot guess the name, so when the header is present it came from us; when it is
// absent (a request that arrived before start-up finished, a platform that owns the socket such as
// Vercel) nothing is trusted in its place.

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Makes every Node HTTP and HTTPS server in this process stamp the socket address on its incoming
 * requests, before any listener (Next's router) sees them. Idempotent; returns the header name.
 */
export function installSocketAddressStamp(): string {
  const existing = socketAddressHeaderName();
  if (existing) return existing;
  const name = `x-moodjournal-peer-${crypto.randomBytes(12).toString('hex')}`;
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as { emit: Emit };
    const original = proto.emit;
    proto.emit = function emit(this: unknown, event, ...args) {
      if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
        const req = args[0] as http.IncomingMessage | undefined;
        if (req?.headers) {
          const address = req.socket?.remoteAddress;
          if (address) req.headers[name] = address;
          else delete req.headers[name];
        }
      }
      return original.call(this, event, ...args);
    };
  }
  registerSocketAddressHeader(name);
  return name;
}
