import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHttpApp } from '../runtime/http-app.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { buildOpenApiDocument } from './openapi.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

type RouterLayer = { route?: { path: string; methods: Record<string, boolean> } };
type Document = { paths: Record<string, Record<string, { summary?: string; requestBody?: unknown; parameters?: { in: string; name: string }[] }>> };

/** Every METHOD path the Express router of the app really serves: the ground truth the document must match. */
const servedRoutes = (app: NestExpressApplication): string[] => {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  return router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).filter((method) => method !== '_all').map((method) => `${method.toUpperCase()} ${layer.route!.path}`) : [],
  );
};
// OpenAPI writes a path parameter as {id}, Express as :id.
const documentedRoutes = (document: Document): string[] =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));

describeWithServices('The OpenAPI document, generated from the routes (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let app: NestExpressApplication;
  beforeAll(async () => {
    site = await startTestSite({ API_DOCS: '1' });
    app = await createHttpApp(site.infrastructure, site.clock);
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    await site?.stop();
  });

  it('lists every route the app serves, and nothing it does not', () => {
    const document = buildOpenApiDocument(app) as unknown as Document;
    const served = servedRoutes(app).filter((route) => !route.includes('/api/docs'));
    expect(served.length).toBeGreaterThan(40);
    expect(documentedRoutes(document).sort()).toEqual([...new Set(served)].sort());
  });

  it('describes each operation and gives each validated request its schema', () => {
    const { paths } = buildOpenApiDocument(app) as unknown as Document;
    for (const [path, methods] of Object.entries(paths)) for (const [method, operation] of Object.entries(methods)) expect(`${method} ${path}: ${operation.summary ?? ''}`).toMatch(/: \S/);
    expect(JSON.stringify(paths['/api/signup.php']!.post!.requestBody)).toContain('date_of_birth');
    expect(paths['/api/search.php']!.get!.parameters!.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['gender', 'country', 'min_age', 'max_age', 'page']));
    expect(paths['/api/profile.php']!.get!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
  });

  it('is served at /api/docs/openapi.json with API_DOCS=1', async () => {
    const served = await new HttpClient(site.url).json<Document>('GET', '/api/docs/openapi.json');
    expect(served.status).toBe(200);
    expect(Object.keys(served.body.paths)).toEqual(expect.arrayContaining(['/api/user.php', '/api/logout.php', '/health/ready']));
  });
});

describeWithServices('API docs in production without API_DOCS (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('are not served', async () => {
    expect((await new HttpClient(site.url).request('GET', '/api/docs/openapi.json')).status).toBe(404);
    expect((await new HttpClient(site.url).request('GET', '/api/docs')).status).toBe(404);
  });
});
