const UNIQUE_VIOLATION = '23505';

/** The unique key (constraint name) a failed statement would have broken, or undefined for any other failure. */
export const violatedUniqueKey = (error: unknown): string | undefined => {
  const { code, constraint } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : undefined;
};
