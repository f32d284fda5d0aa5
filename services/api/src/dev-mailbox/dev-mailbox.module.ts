import { Module, type DynamicModule } from '@nestjs/common';
import type { DevMailbox } from '@dating/platform';
import { DEV_MAILBOX } from '../runtime/tokens.js';
import { DevMailboxController } from './dev-mailbox.controller.js';

@Module({})
export class DevMailboxModule {
  static forMailbox(mailbox: DevMailbox): DynamicModule {
    return { module: DevMailboxModule, controllers: [DevMailboxController], providers: [{ provide: DEV_MAILBOX, useValue: mailbox }] };
  }
}
