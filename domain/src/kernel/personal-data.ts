/**
 * Crypto-shredding: personal fields of events are stored encrypted with a key per data subject,
 * kept outside the log. Once that key is destroyed a field reads as this marker.
 */
export const ERASED = Object.freeze({ erased: true as const });
export type Erased = typeof ERASED;
export type Personal<T> = T | Erased;

export const isErased = (value: unknown): value is Erased =>
  typeof value === 'object' && value !== null && (value as { erased?: unknown }).erased === true;

/** Per event type: whose data it is and which top-level fields of `data` are personal. */
export interface PersonalDataRule {
  readonly subjectIdField: string;
  readonly personalFields: readonly string[];
}
export type PersonalDataPolicy = Readonly<Record<string, PersonalDataRule>>;
