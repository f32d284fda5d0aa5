import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { correctionKey, DomainError, MEMBER_ERRORS } from '@dating/domain';
import { RequestKeys, type SqlPort } from '@dating/platform';
import { memberExists } from '@dating/projections';
import { REQUEST_KINDS } from '../http/request-kinds.js';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { Wallets } from '../wallet/wallets.js';
import { CorrectWalletCommand } from './credits.commands.js';

@CommandHandler(CorrectWalletCommand)
export class CorrectWalletHandler implements ICommandHandler<CorrectWalletCommand, { balance: number }> {
  constructor(
    private readonly wallets: Wallets,
    private readonly requestKeys: RequestKeys,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ staffId, request }: CorrectWalletCommand): Promise<{ balance: number }> {
    if (!(await memberExists(this.sql, request.member_id))) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const { correction_id: key, ...correction } = request;
    // The staff member's key, not the id in the member's wallet: it cannot answer for another correction.
    const { id } = await this.requestKeys.claim({ memberId: staffId, kind: REQUEST_KINDS.WALLET_CORRECTION, key, payload: correction }, this.clock.now());
    const { state } = await this.wallets.execute({
      type: 'CorrectCredits',
      data: { memberId: request.member_id, key: correctionKey(id), credits: request.credits, reason: request.reason, staffId },
    });
    return { balance: state.balance };
  }
}
