/** A browser-like client for HTTP tests: keeps the cookies the site sets, like a real visitor. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    // A FormData body (a file upload) sets its own multipart content type.
    const raw = body === undefined || typeof body === 'string' || body instanceof FormData;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      signal,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      body: raw ? (body as string | FormData | undefined) : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  async json<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    const response = await this.request(method, path, body, headers);
    return { status: response.status, body: (await response.json()) as T };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}
