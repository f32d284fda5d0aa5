const STANDALONE_QUERY = '(display-mode: standalone)';

/** True when the site runs as an installed app (spec §2/§9 hide some chrome and the entry warning there). */
export const useStandaloneMode = (): boolean => window.matchMedia(STANDALONE_QUERY).matches;
