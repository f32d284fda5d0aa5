import { createServer, type AddressInfo, type Server } from 'node:net';

const listening = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/**
 * `count` loopback ports nobody listens on now, for servers that must know their ports before they start (their own
 * links). They are held open together while chosen: ports chosen one after the other may come back twice, once the
 * first is let go, and two servers of one site then meet on one port.
 */
export const freePorts = async (count: number): Promise<number[]> => {
  const servers = await Promise.all(Array.from({ length: count }, listening));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
};

/** One such port. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
