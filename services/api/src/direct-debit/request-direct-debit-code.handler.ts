import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DirectDebitView } from '@dating/domain';
import { UserViews } from '../member/user-views.js';
import { RequestDirectDebitCodeCommand } from './direct-debit.commands.js';
import { DirectDebitMandates } from './direct-debit-mandates.js';

@CommandHandler(RequestDirectDebitCodeCommand)
export class RequestDirectDebitCodeHandler implements ICommandHandler<RequestDirectDebitCodeCommand, DirectDebitView> {
  constructor(
    private readonly mandates: DirectDebitMandates,
    private readonly users: UserViews,
  ) {}

  async execute({ memberId, siteName, form }: RequestDirectDebitCodeCommand): Promise<DirectDebitView> {
    // The SMS speaks the member's language.
    const { language } = await this.users.of(memberId);
    return this.mandates.requestCode({ memberId, language, siteName }, form);
  }
}
