const HOUR_MS = 3_600_000;

/** `iso` plus whole hours, as an ISO time (deciders get time from command metadata, never from a clock). */
export const addHours = (iso: string, hours: number): string => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();
