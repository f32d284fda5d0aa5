/** The queue of periodic work (sweeps), each a job scheduled in the workers role: one run per tick across replicas. */
export const SWEEP_QUEUE = 'sweeps';
