import { Logger } from '@nestjs/common';
import type { Infrastructure } from './infrastructure.js';
import { createHttpApp } from './http-app.js';

export interface RunningRoles {
  stop(): Promise<void>;
}

/** One codebase, three process roles; the embedded default runs them all in one process. */
export const startRoles = async (infrastructure: Infrastructure): Promise<RunningRoles> => {
  const { roles, port } = infrastructure.config;
  const stops: Array<() => Promise<void>> = [];
  if (roles.includes('api')) {
    const app = await createHttpApp(infrastructure);
    await app.listen(port);
    new Logger('api').log(`listening on http://localhost:${port}`);
    stops.push(() => app.close());
  }
  return { stop: async () => { for (const stop of stops.reverse()) await stop(); } };
};
