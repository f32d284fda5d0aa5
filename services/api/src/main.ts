import 'reflect-metadata';
import { loadConfig, siteLog } from '@dating/platform';
import { runSite } from './runtime/run-site.js';

runSite(loadConfig()).catch((error: unknown) => {
  siteLog.fatal(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
