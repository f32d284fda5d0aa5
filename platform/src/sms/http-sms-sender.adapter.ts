import type { OutgoingSms, SmsSender } from './sms-sender.port.js';

const TIMEOUT_MS = 10_000;

/**
 * Production's SMS gateway: a JSON POST `{ to, text }` with a bearer key to SMS_URL, the shape most gateways take
 * (or a small relay to one). Anything but a 2xx is an error the caller reports.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
  ) {}

  async send({ to, text }: OutgoingSms): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
