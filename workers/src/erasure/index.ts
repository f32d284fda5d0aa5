export { eraseDueAccount, ERASURE_STEPS } from './account-erasure.js';
export type { AccountErasureDeps, ErasureOutcome, ErasureStep } from './account-erasure.js';
export { sweepDueErasures } from './erasure-sweeper.js';
export type { ErasureSweeperDeps } from './erasure-sweeper.js';
