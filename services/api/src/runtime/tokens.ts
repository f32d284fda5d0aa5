/** Injection tokens for the infrastructure the composition root (runtime.ts) builds. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const SQL = Symbol('SQL');
export const SITES = Symbol('SITES');
export const APP_SECRET = Symbol('APP_SECRET');
export const CLOCK = Symbol('CLOCK');
export const DEV_MAILBOX = Symbol('DEV_MAILBOX');
export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');
export const PERSONAL_FIELDS = Symbol('PERSONAL_FIELDS');
export const RATE_LIMITER = Symbol('RATE_LIMITER');
export const METRICS = Symbol('METRICS');
export const QUEUE = Symbol('QUEUE');
export const READINESS = Symbol('READINESS');
export const GAZETTEER = Symbol('GAZETTEER');
export const ADDRESS_COUNTRIES = Symbol('ADDRESS_COUNTRIES');
export const LIVE_BUS = Symbol('LIVE_BUS');

/** Time enters the system here, so tests can move it. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
export const SMS = Symbol('SMS');
