import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@dating/platform/testing';
import { chromium, type Browser } from '@playwright/test';
import { startSite } from './processes.js';

const LOADS = 5;
// Debian's Chromium, as the browser tests use it; never a downloaded one.
const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] };

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/** The baseline: a page with one heading and nothing else, from a bare node:http server on the same machine. */
const BARE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare</title></head><body><h1>Meet people near you</h1></body></html>';
const serveStatic = (html: string) =>
  new Promise<Server>((resolve) => {
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/**
 * The home page as plain static HTML: the markup the site sends, its style sheets inlined, no script. What the site's
 * page costs beyond that (its scripts, its style sheet's request, rendering on the server) is what the ratio shows.
 */
const staticCopyOf = async (baseUrl: string): Promise<string> => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  let copy = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  for (const [tag, href] of sheets) {
    const css = await (await fetch(new URL(href!, baseUrl))).text();
    copy = copy.replace(tag, () => `<style>${css}</style>`);
  }
  // Images and icons the markup names still come from the site.
  return copy.replace('<head>', `<head><base href="${baseUrl}/">`);
};
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

// Runs in the page (this package is compiled without the DOM's types).
const LARGEST_CONTENTFUL_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((entries) => {
    const last = entries.getEntries().at(-1);
    if (last) resolve(last.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** One cold load (fresh context, empty cache): script bytes as they crossed the wire, and the LCP. */
const loadCold = async (browser: Browser, url: string) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcp = Number(await page.evaluate(LARGEST_CONTENTFUL_PAINT));
  const scriptBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  const files = scripts.length;
  await context.close();
  return { lcp, scriptBytes, files };
};

/**
 * A visitor's first view of the home page in Chromium: compressed script bytes it loads and its largest
 * contentful paint, against the LCP of a bare one-heading page and of the same home page as plain static HTML, both
 * served beside it. Prints `home js gzip: X KB, lcp: Y ms` with the ratio to the bare page, then
 * `lcp ratio to static: X` (site LCP / its static copy's LCP).
 */
export const runWebBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_web');
  const site = await startSite(database.url, randomBytes(32).toString('base64url'), 'api,projections');
  const bare = await serveStatic(BARE_PAGE);
  const staticHome = await serveStatic(await staticCopyOf(site.baseUrl));
  const browser = await chromium.launch(CHROMIUM);
  try {
    const home = [];
    const baseline = [];
    const staticCopy = [];
    for (let load = 0; load < LOADS; load += 1) {
      home.push(await loadCold(browser, `${site.baseUrl}/`));
      baseline.push(await loadCold(browser, urlOf(bare)));
      staticCopy.push(await loadCold(browser, urlOf(staticHome)));
    }
    const homeLcp = median(home.map((load) => load.lcp));
    const bareLcp = median(baseline.map((load) => load.lcp));
    const staticLcp = median(staticCopy.map((load) => load.lcp));
    const { scriptBytes, files } = home.at(-1)!;
    console.log(`home page: ${files} script files, ${(scriptBytes / 1024).toFixed(1)} KB over the wire (brotli or gzip)`);
    console.log(`home js gzip: ${(scriptBytes / 1024).toFixed(1)} KB, lcp: ${homeLcp.toFixed(0)} ms (bare page lcp: ${bareLcp.toFixed(0)} ms, ratio ${(homeLcp / bareLcp).toFixed(2)})`);
    console.log(`home as static html lcp: ${staticLcp.toFixed(0)} ms`);
    console.log(`lcp ratio to static: ${(homeLcp / staticLcp).toFixed(2)}`);
  } finally {
    await browser.close();
    bare.close();
    staticHome.close();
    await site.stop();
    await database.drop();
  }
};
