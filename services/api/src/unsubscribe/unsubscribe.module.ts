import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { UnsubscribeLinkHandler } from './unsubscribe-link.handler.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeHandler } from './unsubscribe.handler.js';

/** Notification mails' unsubscribe links: the preference changes through the account's own command. */
@Module({
  imports: [MemberModule],
  controllers: [UnsubscribeController],
  providers: [UnsubscribeLinks, UnsubscribeHandler, UnsubscribeLinkHandler],
})
export class UnsubscribeModule {}
