import 'reflect-metadata';
import { createInfrastructure, placesGazetteer, siteLog, type AppConfig } from '@dating/platform';
import { seedDemoSite } from '../demo/seed-demo-site.js';
import { AdjustableClock } from '../dev-clock/adjustable-clock.js';
import { startRoles, type RunningRoles } from './roles.js';
import { systemClock, type Clock } from './tokens.js';

/** Runs the roles `config` names until the process is told to stop: the site `npm start` and the container run. */
export const runSite = async (config: AppConfig): Promise<void> => {
  const infrastructure = await createInfrastructure(config);
  // DEV_CLOCK=1 (refused in production): every role of this process shares one clock that /dev/clock moves.
  const clock: Clock = config.devClock ? new AdjustableClock() : systemClock;
  // Set once the roles run: a signal during the seed has only the infrastructure to close.
  let running: RunningRoles | undefined = undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    siteLog.info({ signal }, 'stopping');
    await running?.stop();
    await infrastructure.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // Before the roles: the seed has the single-connection embedded database to itself, and the
  // site opens with its demo members in place. A Ctrl-C meanwhile is fine: the next start resumes.
  await seedDemoSite(infrastructure, clock.now());
  // Read once here, so the first member who picks a town or is projected into the search does not wait for it.
  if (config.roles.some((role) => role === 'api' || role === 'projections')) placesGazetteer();
  running = await startRoles(infrastructure, clock);
  const where = running.url ? ` on ${running.url}` : '';
  siteLog.info({ roles: config.roles, url: running.url }, `roles ${config.roles.join(', ')} running${where}${config.embedded ? ` (embedded default, data in ${config.dataDir})` : ''}`);
};
