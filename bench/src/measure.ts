/** Rate of one measured phase. */
export interface Throughput {
  readonly operations: number;
  readonly seconds: number;
  readonly perSecond: number;
}

/** Runs `writers` concurrent loops, each doing `operation(writer, i)` for i < perWriter, and times them. */
export const measureConcurrent = async (
  writers: number,
  perWriter: number,
  operation: (writer: number, index: number) => Promise<unknown>,
): Promise<Throughput> => {
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let index = 0; index < perWriter; index += 1) await operation(writer, index);
    }),
  );
  return throughput(writers * perWriter, started);
};

/** Times `run`, which reports how many operations it did. */
export const measure = async (run: () => Promise<number>): Promise<Throughput> => {
  const started = process.hrtime.bigint();
  const operations = await run();
  return throughput(operations, started);
};

const throughput = (operations: number, started: bigint): Throughput => {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { operations, seconds, perSecond: operations / seconds };
};

/** Adds phases up (several rounds of one kind) into one rate. */
export const combine = (phases: readonly Throughput[]): Throughput => {
  const operations = phases.reduce((sum, phase) => sum + phase.operations, 0);
  const seconds = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  return { operations, seconds, perSecond: operations / seconds };
};

export const formatRate = (label: string, rate: Throughput): string =>
  `${label.padEnd(34)} ${rate.perSecond.toFixed(0).padStart(8)} /s  (${rate.operations} in ${rate.seconds.toFixed(2)} s)`;
