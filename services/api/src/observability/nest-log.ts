import type { LoggerService } from '@nestjs/common';
import { siteLog } from '@dating/platform';

const contextOf = (params: unknown[]) => (typeof params.at(-1) === 'string' ? { context: params.at(-1) as string } : {});
const text = (message: unknown) => (message instanceof Error ? (message.stack ?? message.message) : String(message));

/** Nest's own messages (start-up, unexpected errors) as JSON lines of the site's logger. */
export const nestLog: LoggerService = {
  // Nest's own `log` lines are start-up chatter (every route mapped): debug, not info.
  log: (message, ...params) => siteLog.debug(contextOf(params), text(message)),
  error: (message, ...params) => siteLog.error(contextOf(params), text(message)),
  warn: (message, ...params) => siteLog.warn(contextOf(params), text(message)),
  debug: (message, ...params) => siteLog.debug(contextOf(params), text(message)),
  verbose: (message, ...params) => siteLog.trace(contextOf(params), text(message)),
  fatal: (message, ...params) => siteLog.fatal(contextOf(params), text(message)),
};
