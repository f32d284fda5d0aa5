import { Module, type DynamicModule } from '@nestjs/common';
import type { DevSmsOutbox } from '@dating/platform';
import { DEV_SMS_OUTBOX, DevSmsController } from './dev-sms.controller.js';

/** Mounted only with the dev SMS outbox (the embedded default and tests), never with a real gateway. */
@Module({})
export class DevSmsModule {
  static forOutbox(outbox: DevSmsOutbox): DynamicModule {
    return { module: DevSmsModule, controllers: [DevSmsController], providers: [{ provide: DEV_SMS_OUTBOX, useValue: outbox }] };
  }
}
