import type { Event } from '../kernel/message.js';

/** A visitor left from the page they landed on; nothing in it names them (no member, no address, no click id). */
export type PageBounced = Event<
  'PageBounced',
  {
    visitId: string;
    path: string;
    secondsOnPage: number;
    network: string | null;
    ref: string | null;
    bouncedAt: string;
  }
>;

export const PAGE_BOUNCE_EVENT_TYPES: readonly PageBounced['type'][] = ['PageBounced'];

/** One stream per landing visit. */
export const pageBounceStreamId = (visitId: string): string => `page-bounce-${visitId}`;

