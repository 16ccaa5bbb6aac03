import net from 'node:net';

/**
 * A port the OS says is free now. Benchmarks and the end-to-end server bind these, never fixed
 * ports: something else on the machine may hold 3000 or 2525.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
