import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import { isIP, type AddressInfo } from 'node:net';
import type { WebPushSubscription } from '@dating/domain';
import ece from 'http_ece';
import { generate } from 'selfsigned';
import { generateVapidKeys } from '../runtime/vapid-keys.js';
import type { PushAddressPolicy, ResolveHost } from './push-address.policy.js';
import { PUSH_OUTCOMES, PushDeliveryError, type PushOptions, type PushPayload } from './push-sender.port.js';
import { WebPushSender, webPushTopic } from './web-push-sender.adapter.js';

const SUBJECT = 'mailto:push@example.com';
const SECONDS_PER_DAY = 24 * 60 * 60;

interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A name the tests' resolver answers for, which the push service's certificate also names. */
const PUSH_SERVICE_NAME = 'push.test';

/** A push service on loopback, over https with a certificate of its own: keeps what it receives, answers `status`. */
const startFakePushService = async () => {
  const { cert, private: key } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
          { type: 2, value: PUSH_SERVICE_NAME },
        ],
      },
    ],
  });
  const received: ReceivedPush[] = [];
  let status = 201;
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    origin: `https://127.0.0.1:${port}`,
    /** Trusted besides the usual authorities: nothing in the test turns certificate checks off. */
    cert,
    answerWith: (answer: number) => {
      status = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The test-only seam: this suite's own push service listens on loopback, which production never lets pushes reach. */
const loopbackPushService: PushAddressPolicy = { mayConnect: (address) => address === '127.0.0.1' };

/** A resolver that answers `address` for every name, as a public name pointed inside a network would. */
const resolvingTo = (address: string): ResolveHost & { calls: string[] } => {
  const calls: string[] = [];
  return Object.assign(async (hostname: string) => (calls.push(hostname), [{ address, family: isIP(address) }]), { calls });
};

/** A browser's side of a subscription: its P-256 key pair and auth secret, which only it holds. */
const subscribeDevice = (origin: string) => {
  const deviceKey = createECDH('prime256v1');
  deviceKey.generateKeys();
  const authSecret = randomBytes(16);
  const subscription: WebPushSubscription = {
    endpoint: `${origin}/push/v1/device-token`,
    keys: { p256dh: deviceKey.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
  };
  return { subscription, deviceKey, authSecret };
};

const decryptAsDevice = (body: Buffer, deviceKey: ECDH, authSecret: Buffer): string =>
  ece.decrypt(body, { version: 'aes128gcm', privateKey: deviceKey, authSecret }).toString('utf8');

const jsonOf = (base64url: string) => JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));

/** The VAPID public key (an uncompressed P-256 point) as a key that verifies ES256 signatures. */
const verifierOf = (publicKey: string) => {
  const point = Buffer.from(publicKey, 'base64url');
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
};

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT as signed, and its parts. */
const vapidOf = (authorization: string | undefined) => {
  const [, token = '', key = ''] = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization ?? '') ?? [];
  const [header = '', claims = '', signature = ''] = token.split('.');
  return { key, header: jsonOf(header), claims: jsonOf(claims), signed: Buffer.from(`${header}.${claims}`), signature: Buffer.from(signature, 'base64url') };
};

describe(WebPushSender.name, () => {
  const vapidKeys = generateVapidKeys();
  const payload: PushPayload = {
    title: 'Annabel',
    body: 'Hoi! Zin in een drankje? 🍹',
    check_url: '/chat/m-2',
    open_url: '/login?redirect=%2Fchat%2Fm-2',
    tag: 'chat-m-2',
  };
  const options: PushOptions = { ttlSeconds: 3600, urgency: 'high', topic: 'new-messages:m-1:m-2' };
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let sut: WebPushSender;

  beforeEach(async () => {
    service = await startFakePushService();
    sut = new WebPushSender({ vapidKeys, subject: SUBJECT, ca: service.cert, addresses: loopbackPushService });
  });
  afterEach(() => service.close());

  describe('when the push service takes the message', () => {
    it('delivers the payload encrypted for the device alone, which decrypts it to the exact JSON', async () => {
      const { subscription, deviceKey, authSecret } = subscribeDevice(service.origin);

      expect(await sut.send(subscription, payload, options)).toBe(PUSH_OUTCOMES.DELIVERED);

      const [push] = service.received;
      expect(push?.path).toBe('/push/v1/device-token');
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(push?.body.toString('utf8')).not.toContain('Annabel');
      expect(decryptAsDevice(push!.body, deviceKey, authSecret)).toBe(JSON.stringify(payload));
      const otherDevice = subscribeDevice(service.origin);
      expect(() => decryptAsDevice(push!.body, otherDevice.deviceKey, otherDevice.authSecret)).toThrow();
    });

    it("signs the request with the site's VAPID key for this push service, with a claim that has not expired", async () => {
      const { subscription } = subscribeDevice(service.origin);
      await sut.send(subscription, payload, options);

      const vapid = vapidOf(service.received[0]?.headers.authorization);
      expect(vapid.key).toBe(vapidKeys.publicKey);
      expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
      expect(verify('sha256', vapid.signed, { key: verifierOf(vapidKeys.publicKey), dsaEncoding: 'ieee-p1363' }, vapid.signature)).toBe(true);
      expect(verify('sha256', vapid.signed, { key: verifierOf(generateVapidKeys().publicKey), dsaEncoding: 'ieee-p1363' }, vapid.signature)).toBe(false);
      const nowSeconds = Date.now() / 1000;
      expect(vapid.claims).toMatchObject({ aud: service.origin, sub: SUBJECT });
      expect(vapid.claims.exp).toBeGreaterThan(nowSeconds);
      expect(vapid.claims.exp).toBeLessThanOrEqual(nowSeconds + SECONDS_PER_DAY);
    });

    it('asks the push service to keep the message for its TTL, at its urgency, under a topic it accepts', async () => {
      const { subscription } = subscribeDevice(service.origin);
      await sut.send(subscription, payload, options);

      const { headers } = service.received[0]!;
      expect(headers).toMatchObject({ ttl: '3600', urgency: 'high', topic: webPushTopic(options.topic!) });
      expect(headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    });

    it('sends no topic when the caller gives none, so nothing replaces the message', async () => {
      const { subscription } = subscribeDevice(service.origin);
      await sut.send(subscription, payload, { ttlSeconds: 0, urgency: 'very-low' });

      expect(service.received[0]?.headers).toMatchObject({ ttl: '0', urgency: 'very-low' });
      expect(service.received[0]?.headers).not.toHaveProperty('topic');
    });
  });

  describe('when the push service no longer knows the subscription', () => {
    it.each([410, 404])('tells the caller that it is gone (%i)', async (status) => {
      service.answerWith(status);
      expect(await sut.send(subscribeDevice(service.origin).subscription, payload, options)).toBe(PUSH_OUTCOMES.GONE);
    });
  });

  describe('when the push service fails', () => {
    it.each([500, 503, 429])('throws an error worth retrying (%i), naming the host and not the endpoint', async (status) => {
      service.answerWith(status);
      const failure = await sut.send(subscribeDevice(service.origin).subscription, payload, options).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(PushDeliveryError);
      expect(failure).toMatchObject({ retryable: true, statusCode: status });
      expect((failure as Error).message).toContain(new URL(service.origin).host);
      expect((failure as Error).message).not.toContain('device-token');
    });

    it.each([400, 403, 413])('throws an error not worth retrying when it refuses the message itself (%i)', async (status) => {
      service.answerWith(status);
      await expect(sut.send(subscribeDevice(service.origin).subscription, payload, options)).rejects.toMatchObject({ retryable: false, statusCode: status });
    });

    it('throws an error worth retrying when the push service cannot be reached', async () => {
      const { subscription } = subscribeDevice(service.origin);
      await service.close();

      await expect(sut.send(subscription, payload, options)).rejects.toMatchObject({ name: 'PushDeliveryError', retryable: true });
    });

    it('refuses a push service whose certificate nobody vouches for', async () => {
      const trustingNoOne = new WebPushSender({ vapidKeys, subject: SUBJECT, addresses: loopbackPushService });

      await expect(trustingNoOne.send(subscribeDevice(service.origin).subscription, payload, options)).rejects.toMatchObject({
        name: 'PushDeliveryError',
        message: expect.stringMatching(/certificate/),
      });
      expect(service.received).toEqual([]);
    });
  });

  describe('when the endpoint leads inside a network', () => {
    // Production's sender: no address policy given, so public addresses only; it trusts the test service's certificate.
    const productionSender = (resolve?: ResolveHost) => new WebPushSender({ vapidKeys, subject: SUBJECT, ca: service.cert, ...(resolve && { resolve }) });
    const deviceAt = (origin: string) => ({ ...subscribeDevice(service.origin).subscription, endpoint: `${origin}/push/v1/device-token` });

    it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::ffff:127.0.0.1'])(
      'refuses a name that resolves to %s at send time, without connecting, and says retrying will not help',
      async (address) => {
        const resolve = resolvingTo(address);
        const failure = productionSender(resolve).send(deviceAt(`https://${PUSH_SERVICE_NAME}:${service.port}`), payload, options);

        await expect(failure).rejects.toMatchObject({ name: 'PushDeliveryError', retryable: false, message: expect.stringContaining(PUSH_SERVICE_NAME) });
        expect(resolve.calls).toEqual([PUSH_SERVICE_NAME]);
        expect(service.received).toEqual([]);
      },
    );

    it('refuses a name the system resolver puts on loopback', async () => {
      await expect(productionSender().send(deviceAt(`https://localhost:${service.port}`), payload, options)).rejects.toMatchObject({ retryable: false });
      expect(service.received).toEqual([]);
    });

    it.each([`https://127.0.0.1`, `https://[::ffff:127.0.0.1]`, 'https://0x7f.1'])('refuses an address written into the endpoint (%s)', async (host) => {
      const resolve = resolvingTo('192.0.2.1');
      await expect(productionSender(resolve).send(deviceAt(`${host}:${service.port}`), payload, options)).rejects.toMatchObject({ retryable: false });
      expect(service.received).toEqual([]);
    });

    it('connects to the address it checked, resolving the name once', async () => {
      const resolve = resolvingTo('127.0.0.1');
      const sender = new WebPushSender({ vapidKeys, subject: SUBJECT, ca: service.cert, addresses: loopbackPushService, resolve });

      expect(await sender.send(deviceAt(`https://${PUSH_SERVICE_NAME}:${service.port}`), payload, options)).toBe(PUSH_OUTCOMES.DELIVERED);
      expect(resolve.calls).toEqual([PUSH_SERVICE_NAME]);
      expect(service.received).toHaveLength(1);
    });
  });
});
