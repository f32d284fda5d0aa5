import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { requestText } from '@dating/domain';
import { z } from 'zod';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { AcceptsFormPost } from '../edge/same-origin.guard.js';
import { SettlePaymentCommand } from './credits.commands.js';
import { ValidBody } from '../http/validated-input.js';

/** Providers post `id=<payment id>` form-encoded (Mollie) or as JSON; extra fields are ignored, never trusted. */
const webhookBodySchema = z.object({ id: requestText(100).trim().min(1).regex(/^[A-Za-z0-9_-]+$/) });

@Controller('api')
export class PaymentWebhookController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Answers 200 for any well-formed id, known or not: the provider only needs to know it was heard, and a forger
   * learns nothing. The payment is fetched from the provider before anything changes.
   */
  @ApiOperation({ summary: "Payment provider's webhook: the id of a payment that changed" })
  @ApiResponse({ status: 200, description: '{}' })
  @Post('payment-webhook.php')
  @HttpCode(200)
  @AcceptsFormPost()
  @RateLimited(RATE_LIMITS.paymentWebhooks)
  async changed(@ValidBody(webhookBodySchema) body: z.infer<typeof webhookBodySchema>): Promise<Record<string, never>> {
    await this.commands.execute(new SettlePaymentCommand(body.id));
    return {};
  }
}
