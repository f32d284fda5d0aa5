import { Injectable } from '@nestjs/common';
import { walletDecider, walletStreamId, type Wallet, type WalletCommand, type WalletEvent } from '@dating/domain';
import type { Decision } from '@dating/platform';
import { StreamDecisions, type UndatedCommand } from '../event-sourcing/stream-decisions.js';

/** Every member's balance: the one way in to a wallet stream, for purchases, spends, refunds and corrections alike. */
@Injectable()
export class Wallets {
  constructor(private readonly streams: StreamDecisions) {}

  of(memberId: string): Promise<Wallet> {
    return this.streams.load(walletDecider, walletStreamId(memberId));
  }

  /** Decides `command` on the member's wallet; its key makes a retry (of any age) change nothing. */
  execute(command: UndatedCommand<WalletCommand>): Promise<Decision<WalletEvent, Wallet>> {
    return this.streams.decide(walletDecider, walletStreamId(command.data.memberId), command, { idempotencyKey: command.data.key });
  }
}
