import { Module, type DynamicModule } from '@nestjs/common';
import type { SandboxPaymentProvider } from '@dating/platform';
import { SANDBOX_PAYMENTS, SandboxCheckoutController } from './sandbox-checkout.controller.js';

/** Mounted only when the sandbox is the payment provider: the embedded default and tests, never production. */
@Module({})
export class PaymentSandboxModule {
  static forSandbox(sandbox: SandboxPaymentProvider): DynamicModule {
    return { module: PaymentSandboxModule, controllers: [SandboxCheckoutController], providers: [{ provide: SANDBOX_PAYMENTS, useValue: sandbox }] };
  }
}
