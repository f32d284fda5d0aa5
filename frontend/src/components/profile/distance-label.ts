/** The server's rounding step (issue 4: distances are rounded up to whole 5 km steps). */
export const DISTANCE_STEP_KM = 5;

export type DistanceLabel = { key: 'near' | 'about'; km: number };

/** One step or less reads "< 5 km"; anything further "about N km" (N is already rounded by the server). */
export const distanceLabel = (km: number): DistanceLabel =>
  km <= DISTANCE_STEP_KM ? { key: 'near', km: DISTANCE_STEP_KM } : { key: 'about', km };
