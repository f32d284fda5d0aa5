import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SettlePaymentCommand } from './credits.commands.js';
import { OrderSettlement } from './order-settlement.js';

@CommandHandler(SettlePaymentCommand)
export class SettlePaymentHandler implements ICommandHandler<SettlePaymentCommand, boolean> {
  constructor(private readonly settlement: OrderSettlement) {}

  execute({ paymentId }: SettlePaymentCommand): Promise<boolean> {
    return this.settlement.settleById(paymentId);
  }
}
