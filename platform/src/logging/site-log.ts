import { pino, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The process's one structured logger: JSON lines on stdout, which the platform (compose, Kubernetes)
 * collects. What goes in is chosen field by field by the callers; personal data (addresses, names,
 * bodies, cookies, query strings) never does.
 */
export const siteLog: Logger = pino({ level: 'info', base: { service: 'dating' }, timestamp: pino.stdTimeFunctions.isoTime });

export const setLogLevel = (level: LogLevel): void => {
  siteLog.level = level;
};
