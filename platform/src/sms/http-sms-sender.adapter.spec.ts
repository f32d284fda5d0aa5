import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender } from './http-sms-sender.adapter.js';

describe('HttpSmsSender', () => {
  it('posts the number and text with the key, and reports a refusal', async () => {
    const received: { authorization?: string; body: string }[] = [];
    let status = 202;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sender = new HttpSmsSender(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, 'gateway-key');
      await sender.send({ dataSubjectId: 'm1', to: '+31612345678', text: 'Your code: 123456' });
      expect(received).toEqual([{ authorization: 'Bearer gateway-key', body: JSON.stringify({ to: '+31612345678', text: 'Your code: 123456' }) }]);
      status = 500;
      await expect(sender.send({ dataSubjectId: 'm1', to: '+31612345678', text: 'x' })).rejects.toThrow(/500/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
