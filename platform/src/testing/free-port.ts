import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nobody listens on now: for a server that must know its port before it starts (its own links). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
