// `npm start`: install what is missing, build, and run every role on the embedded default
// (PGlite in .data/, the job queue in there too, dev mailbox) unless DATABASE_URL and friends say otherwise.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, ensureInstalled, workspaceRoot } from './ensure-installed.mjs';

ensureInstalled();
buildAll();
process.chdir(workspaceRoot);
const port = process.env.PORT ?? '3000';
if (!process.env.DATABASE_URL) {
  console.log(`\n  Site:        http://localhost:${port}\n  Dutch site:  http://nl.localhost:${port}\n  Dev mailbox: http://localhost:${port}/dev/mailbox\n  API docs:    http://localhost:${port}/api/docs`);
  if (process.env.DEMO_MEMBERS !== '0') {
    // The seeded logins (created on the first start, with the demo members).
    const { DEMO_MEMBER_ACCOUNT, STAFF_ACCOUNT } = await import(pathToFileURL(join(workspaceRoot, 'services/api/dist/demo/demo-accounts.js')).href);
    console.log(`  Demo login:  ${DEMO_MEMBER_ACCOUNT.email} / ${DEMO_MEMBER_ACCOUNT.password}\n  Staff login: ${STAFF_ACCOUNT.email} / ${STAFF_ACCOUNT.password}`);
  }
  console.log('');
}
await import(pathToFileURL(join(workspaceRoot, 'services/api/dist/main.js')).href);
