import 'reflect-metadata';
import { createInfrastructure, loadConfig } from '@dating/platform';
import { startRoles } from './runtime/roles.js';
import { systemClock } from './runtime/tokens.js';

const main = async () => {
  const config = loadConfig();
  const infrastructure = await createInfrastructure(config);
  const running = await startRoles(infrastructure, systemClock);
  const where = running.url ? ` on ${running.url}` : '';
  console.log(`roles ${config.roles.join(', ')} running${where}${config.embedded ? ` (embedded default, data in ${config.dataDir})` : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await running.stop();
    await infrastructure.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
