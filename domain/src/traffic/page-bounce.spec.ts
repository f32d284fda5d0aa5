import { specFor } from '../kernel/given-when-then.js';
import { pageBounceDecider, type RecordPageBounce } from './page-bounce.decider.js';
import type { PageBounced } from './page-bounce.events.js';
import { pageBounceRequestSchema, pageBouncesQuerySchema } from './page-bounce.requests.js';

const VISIT = '7d1e4c52-9a0b-4c3d-8e2f-1a2b3c4d5e6f';
const beacon = { visit_id: VISIT, path: '/', seconds_on_page: 12 };

describe('page bounce beacon', () => {
  it.each([
    ['the home page', beacon],
    ['a lander with its traffic source', { ...beacon, path: '/she/amsterdam', network: 'adnet', ref: 'spring-campaign' }],
  ])('takes %s', (_case, body) => expect(pageBounceRequestSchema.safeParse(body).success).toBe(true));

  it.each([
    ['a visit id that is no UUID', { ...beacon, visit_id: 'visit-1' }],
    ['a path with a query', { ...beacon, path: '/?lb=1' }],
    ['a path that is a whole address', { ...beacon, path: 'https://elsewhere.example/' }],
    ['a path with markup', { ...beacon, path: '/<script>' }],
    ['a path with a line break', { ...beacon, path: '/a\nb' }],
    ['an endless path', { ...beacon, path: `/${'a'.repeat(200)}` }],
    ['a negative stay', { ...beacon, seconds_on_page: -1 }],
    ['a stay of more than a day', { ...beacon, seconds_on_page: 86_401 }],
    ['a fractional stay', { ...beacon, seconds_on_page: 1.5 }],
    ['a network name of a page’s length', { ...beacon, network: 'n'.repeat(101) }],
  ])('refuses %s', (_case, body) => expect(pageBounceRequestSchema.safeParse(body).success).toBe(false));
});

describe('page bounce decider', () => {
  const record = (body: object): RecordPageBounce => ({
    type: 'RecordPageBounce',
    data: pageBounceRequestSchema.parse({ ...beacon, ...body }),
    metadata: { now: '2026-11-27T10:00:00.000Z' },
  });
  const bounced: PageBounced = {
    type: 'PageBounced',
    data: { visitId: VISIT, path: '/', secondsOnPage: 12, network: 'adnet', ref: null, bouncedAt: '2026-11-27T10:00:00.000Z' },
  };
  const given = specFor(pageBounceDecider);

  it('records a visit’s bounce, without an empty traffic source', () => given([]).when(record({ network: ' adnet ', ref: '' })).thenEvents([bounced]));
  it('records it once however often the beacon comes', () => given([bounced]).when(record({ network: 'adnet' })).thenEvents([]));
});

describe('page bounces report query', () => {
  it('takes a range of days', () => expect(pageBouncesQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-27' }).success).toBe(true));
  it.each([
    ['a range that ends before it starts', { from: '2026-11-27', to: '2026-11-01' }],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-01' }],
    ['a time instead of a day', { from: '2026-11-01T00:00:00Z', to: '2026-11-27' }],
  ])('refuses %s', (_case, query) => expect(pageBouncesQuerySchema.safeParse(query).success).toBe(false));
});
