import { Inject, Injectable } from '@nestjs/common';
import { walletDecider, WALLET_SNAPSHOT_SCHEMA, walletStreamId, type Wallet, type WalletCommand, type WalletEvent } from '@dating/domain';
import { SnapshottingRepository, type Decision, type SnapshotPolicy } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';

// A wallet load reads at most this many events after its snapshot.
const WALLET_SNAPSHOTS: SnapshotPolicy = { schema: WALLET_SNAPSHOT_SCHEMA, every: 25 };

type WalletCommandData = WalletCommand extends infer C ? (C extends WalletCommand ? Pick<C, 'type' | 'data'> : never) : never;

/** Every member's balance: the one way in to a wallet stream, for purchases, spends, refunds and corrections alike. */
@Injectable()
export class Wallets {
  constructor(
    private readonly repository: SnapshottingRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(memberId: string): Promise<Wallet> {
    return (await this.repository.load(walletDecider, walletStreamId(memberId), WALLET_SNAPSHOTS)).state;
  }

  /** Decides `command` on the member's wallet; its key makes a retry (of any age) change nothing. */
  execute(command: WalletCommandData): Promise<Decision<WalletEvent, Wallet>> {
    const full = { ...command, metadata: { now: this.clock.now().toISOString() } } as WalletCommand;
    return this.repository.execute(walletDecider, walletStreamId(command.data.memberId), full, {
      ...WALLET_SNAPSHOTS,
      idempotencyKey: command.data.key,
    });
  }
}
