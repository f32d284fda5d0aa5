import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender } from './http-sms-sender.adapter.js';

describe('HttpSmsSender', () => {
  it('sends its key with each message and reports a refusal', async () => {
    const authorizations: Array<string | undefined> = [];
    let status = 202;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        authorizations.push(request.headers.authorization);
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sender = new HttpSmsSender(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, 'gateway-key');
      await sender.send({ dataSubjectId: 'm1', to: '+31612345678', text: 'Your code: 123456' });
      expect(authorizations).toEqual(['Bearer gateway-key']);
      status = 500;
      await expect(sender.send({ dataSubjectId: 'm1', to: '+31612345678', text: 'x' })).rejects.toThrow(/500/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
