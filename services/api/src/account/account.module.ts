import { Global, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { Infrastructure } from '@dating/platform';
import { AuthModule } from '../auth/auth.module.js';
import { MemberModule } from '../member/member.module.js';
import { PUSH_PUBLIC_KEY } from '../settings/push-public-key.js';
import { AcceptRetentionOfferHandler } from './accept-retention-offer.handler.js';
import { ChangeNotificationsHandler } from './change-notifications.handler.js';
import { ConfirmEmailChangeHandler } from './confirm-email-change.handler.js';
import { EmailChangeController } from './email-change.controller.js';
import { EmailClaims } from './email-claims.js';
import { MailWebhookGuard } from './mail-webhook.guard.js';
import { NotificationsController } from './notifications.controller.js';
import { RecordMailEventHandler } from './record-mail-event.handler.js';
import { RequestEmailChangeHandler } from './request-email-change.handler.js';
import { RetentionOfferController } from './retention-offer.controller.js';
import { routePushSubscription } from './push-subscription.route.js';
import { SavePushSubscriptionHandler } from './save-push-subscription.handler.js';

/**
 * A member's account settings: e-mail address, mail and push notifications, the mail provider's reports, and the
 * discount offered to a member about to leave.
 * Global for the VAPID public key only, which the site settings hand to browsers.
 */
@Global()
@Module({})
export class AccountModule implements NestModule {
  static forInfrastructure({ vapidKeys }: Infrastructure): DynamicModule {
    const pushPublicKey = { provide: PUSH_PUBLIC_KEY, useValue: vapidKeys?.publicKey ?? '' };
    return {
      module: AccountModule,
      imports: [AuthModule, MemberModule],
      controllers: [EmailChangeController, NotificationsController, RetentionOfferController],
      providers: [
        pushPublicKey,
        EmailClaims,
        MailWebhookGuard,
        RequestEmailChangeHandler,
        ConfirmEmailChangeHandler,
        ChangeNotificationsHandler,
        RecordMailEventHandler,
        SavePushSubscriptionHandler,
        AcceptRetentionOfferHandler,
      ],
      exports: [PUSH_PUBLIC_KEY],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(routePushSubscription).forRoutes({ path: 'api/user.php', method: RequestMethod.POST });
  }
}
