/** Something that sends (a mailer, an SMS sender) with what its far end has recorded so far, oldest first. */
export interface Outbox<Recorded> {
  recorded(): Promise<readonly Recorded[]>;
  dispose(): Promise<void>;
}

/** What a contract's cases get: the outbox, and what was recorded during the running test. */
export interface OutboxCases<O extends Outbox<Recorded>, Recorded> {
  readonly outbox: () => O;
  readonly recorded: () => Promise<Recorded[]>;
  /** A case that runs only when the outbox could be opened. */
  readonly test: (name: string, body: () => Promise<void>) => void;
}

/**
 * The frame of a sender's contract suite: `openOutbox` runs once for the suite and resolves to undefined (after a loud
 * warning; with REQUIRE_SERVICES=1 it throws instead) when its service is not there, and the cases then skip.
 */
export const outboxContract = <O extends Outbox<Recorded>, Recorded>(title: string, openOutbox: () => Promise<O | undefined>, cases: (harness: OutboxCases<O, Recorded>) => void): void => {
  describe(title, () => {
    let outbox: O | undefined;
    let recordedBefore: number;
    beforeAll(async () => {
      outbox = await openOutbox();
    });
    afterAll(() => outbox?.dispose());
    beforeEach(async () => {
      recordedBefore = (await outbox?.recorded())?.length ?? 0;
    });

    cases({
      outbox: () => outbox!,
      recorded: async () => (await outbox!.recorded()).slice(recordedBefore),
      test: (name, body) =>
        it(name, async () => {
          if (outbox) await body();
        }),
    });
  });
};
