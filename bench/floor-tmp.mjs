import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@dating/platform/testing';
import { startSite } from './dist/processes.js';
import { postJson } from './dist/http-client.js';
import { measureConcurrent, formatRate } from './dist/measure.js';
const db = await createTestDatabase('bench_floor');
const site = await startSite(db.url, randomBytes(32).toString('base64url'), 'api,projections');
try {
  for (let round = 0; round < 2; round++) {
    const r = await measureConcurrent(32, 300, () => postJson(`${site.baseUrl}/api/like.php`, '', { member_id: 'x' }).then((a) => { if (a.status !== 401 && a.status !== 403) throw new Error(a.status + a.body); }));
    console.log(formatRate('unauthenticated like.php (401)', r));
  }
} finally { await site.stop(); await db.drop(); }
