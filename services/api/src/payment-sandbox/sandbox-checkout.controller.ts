import { Controller, Get, Header, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { requestText } from '@dating/domain';
import { SANDBOX_OUTCOMES, type SandboxPaymentProvider } from '@dating/platform';
import type { Response } from 'express';
import { z } from 'zod';
import { AcceptsFormPost } from '../edge/same-origin.guard.js';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { ZodValidationPipe } from '../http/zod-validation.pipe.js';
import { sandboxCheckoutPage } from './sandbox-checkout.page.js';
import { ValidBody } from '../http/validated-input.js';

export const SANDBOX_PAYMENTS = Symbol('SANDBOX_PAYMENTS');

const paymentIdSchema = requestText(60).regex(/^tr_sandbox_[A-Za-z0-9]{6,40}$/);
const decisionSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES), fail_recurring: z.literal('1').optional() });

/** Embedded default and tests only: the sandbox provider's hosted checkout (never in production). */
@Controller('dev/payments')
export class SandboxCheckoutController {
  constructor(@Inject(SANDBOX_PAYMENTS) private readonly sandbox: SandboxPaymentProvider) {}

  @ApiOperation({ summary: "Sandbox payment provider's hosted checkout (embedded default only)" })
  @ApiResponse({ status: 200, description: 'HTML page' })
  @Get(':id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  // Its own page: its inline stylesheet may apply; scripts still may not run.
  @Header('Content-Security-Policy', "default-src 'self'; style-src 'unsafe-inline'; script-src 'none'; form-action 'self'; frame-ancestors 'none'")
  async page(@Param('id', new ZodValidationPipe(paymentIdSchema)) id: string): Promise<string> {
    const checkout = await this.sandbox.checkout(id);
    if (!checkout) throw new ApiError(API_ERRORS.NOT_FOUND);
    return sandboxCheckoutPage(checkout);
  }

  @ApiOperation({ summary: 'The buyer decides the sandbox payment; the webhook runs, then the buyer returns to the site' })
  @ApiResponse({ status: 303, description: 'to the redirect URL of the payment' })
  @Post(':id')
  @AcceptsFormPost()
  async decide(
    @Param('id', new ZodValidationPipe(paymentIdSchema)) id: string,
    @ValidBody(decisionSchema) body: z.infer<typeof decisionSchema>,
    @Res() response: Response,
  ): Promise<void> {
    const decided = await this.sandbox.decide(id, body.outcome, { failRecurring: body.fail_recurring === '1' });
    if (!decided) throw new ApiError(API_ERRORS.NOT_FOUND);
    response.redirect(303, decided.redirectUrl);
  }
}
