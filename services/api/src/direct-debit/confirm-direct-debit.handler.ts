import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DirectDebitView } from '@dating/domain';
import { ConfirmDirectDebitCommand } from './direct-debit.commands.js';
import { DirectDebitMandates } from './direct-debit-mandates.js';

@CommandHandler(ConfirmDirectDebitCommand)
export class ConfirmDirectDebitHandler implements ICommandHandler<ConfirmDirectDebitCommand, DirectDebitView> {
  constructor(private readonly mandates: DirectDebitMandates) {}

  execute({ memberId, otp }: ConfirmDirectDebitCommand): Promise<DirectDebitView> {
    return this.mandates.confirm(memberId, otp);
  }
}
