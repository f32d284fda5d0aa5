/** A 5xx a member's client saw, when and where: the checks hold it against the fault windows. */
export interface ServerError {
  readonly at: number;
  readonly status: number;
  readonly path: string;
}

export interface Answer<T> {
  readonly status: number;
  readonly body: T;
}

/** How long a client keeps retrying a request that met a fault (a process gone, the database restarting). */
const RETRY_FOR_MS = 60_000;

/**
 * One member's browser as the harness plays it: its cookies, its requests through the proxy, and what a real page
 * does when the site stumbles: retry the same request (same idempotency key) after a network error or a 5xx.
 */
export class SiteClient {
  readonly #cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly serverErrors: ServerError[],
  ) {}

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One attempt; a network error is thrown. */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    // A string is a form post (the payment provider's webhook); FormData (a photo) sets its own multipart type.
    const raw = typeof body === 'string' || body instanceof FormData;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      signal,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...(method === 'GET' ? {} : { origin: this.baseUrl, 'sec-fetch-site': 'same-origin' }),
        ...(this.#cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, separator), pair!.slice(separator + 1)];
      if (value) this.#cookies.set(name, value);
      else this.#cookies.delete(name);
    }
    return response;
  }

  /** The answer (status, headers, text), after retrying network errors and 5xx (each 5xx noted) for up to a minute. */
  async send(method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; text: string }> {
    const deadline = Date.now() + RETRY_FOR_MS;
    for (let pauseMs = 100; ; pauseMs = Math.min(pauseMs * 2, 2_000)) {
      const answer = await this.request(method, path, body)
        .then(async (response) => ({ status: response.status, headers: response.headers, text: await response.text() }))
        // The connection broke before the answer or in the middle of its body (the proxy gave up on a process, or was
        // cut): as a browser, try again.
        .catch(() => undefined);
      if (answer && answer.status < 500) return answer;
      if (answer) this.serverErrors.push({ at: Date.now(), status: answer.status, path });
      if (Date.now() > deadline) throw new Error(`${method} ${path} kept failing for ${RETRY_FOR_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  async json<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const { status, text } = await this.send(method, path, body);
    return { status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as T };
  }
}
