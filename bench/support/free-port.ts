import { createServer } from 'node:net';

/**
 * Asks the kernel for a port nobody listens on, then releases it for a child process to take.
 * Another process could grab it in between; on one bench machine that risk is accepted.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('the kernel gave no port'));
      });
    });
  });
}
