import { Agent, request } from 'node:http';

export interface JsonAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * The load generator's requests: node:http over kept-alive connections, as wrk or autocannon send them. The server
 * shares this 2-core machine with its load, and `fetch` spends about twice the CPU per request (1,369 against 776
 * `/health` answers a second here), CPU the server under measurement then lacks.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs `body` as JSON with the member's session cookie and reads the whole answer. */
export const postJson = (url: string, cookie: string, body: unknown): Promise<JsonAnswer> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
