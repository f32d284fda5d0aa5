import { Controller, Get, HttpCode, Inject, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { mailEventRequestSchema, type MailEventRequest, type NotificationsRequest, type PushSubscriptionRequest } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { findMemberContact } from '@dating/projections';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { PERSONAL_FIELDS, SQL } from '../runtime/tokens.js';
import { ChangeNotificationsCommand, RecordMailEventCommand, SavePushSubscriptionCommand } from './account.commands.js';
import { MailWebhookGuard } from './mail-webhook.guard.js';
import { NotificationsBodyPipe } from './notifications-body.pipe.js';
import { PushSubscriptionBodyPipe } from './push-subscription-body.pipe.js';
import { toNotificationsView, type NotificationsView } from './notifications.view.js';
import { PUSH_SUBSCRIPTION_PATH } from './push-subscription.route.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

@Controller('api')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
  ) {}

  @ApiOperation({ summary: 'My mail preferences and why mail stopped, if it did' })
  @ApiResponse({ status: 200, description: '{ preferences, disabled }' })
  @Get('notifications.php')
  @UseGuards(MemberSessionGuard)
  notifications(@CurrentSession() session: MemberSession): Promise<NotificationsView> {
    return this.viewOf(session.memberId);
  }

  @ApiOperation({ summary: 'Change mail preferences; enable_mail clears bounce/complaint/unsubscribe' })
  @ApiResponse({ status: 200, description: '{ preferences, disabled }' })
  @ApiResponse({ status: 400, description: 'NOTIFICATIONS.PREFERENCE_UNKNOWN' })
  @Put('notifications.php')
  @UseGuards(MemberSessionGuard)
  async changeNotifications(@CurrentSession() session: MemberSession, @ValidBody(new NotificationsBodyPipe()) body: NotificationsRequest): Promise<NotificationsView> {
    await this.commands.execute(new ChangeNotificationsCommand(session.memberId, body.preferences, body.enable_mail === true));
    return this.viewOf(session.memberId);
  }

  /** From the member-contact read model, which also forgets why mail stopped once the member moved to a new address. */
  private async viewOf(memberId: string): Promise<NotificationsView> {
    const member = await findMemberContact(this.sql, this.personalFields, memberId);
    return toNotificationsView({ preferences: member!.notificationPreferences, disabled: member!.notificationsDisabled });
  }

  /** Reached as POST /api/user.php?push=1 (see push-subscription.route.ts). */
  @ApiOperation({ summary: 'Save a push subscription (also reachable as POST /api/user.php?push=1)' })
  @ApiResponse({ status: 200, description: '{ ok: true }' })
  @ApiResponse({ status: 400, description: 'NOTIFICATIONS.PUSH_SERVICE_UNKNOWN' })
  @Post(PUSH_SUBSCRIPTION_PATH)
  @HttpCode(200)
  @UseGuards(MemberSessionGuard)
  async savePushSubscription(
    @CurrentSession() session: MemberSession,
    @ValidBody(new PushSubscriptionBodyPipe()) body: PushSubscriptionRequest,
  ): Promise<{ ok: true }> {
    await this.commands.execute(new SavePushSubscriptionCommand(session.memberId, body.subscription));
    return { ok: true };
  }

  /** The mail provider reports bounces, complaints and unsubscribes; unknown addresses get the same answer. */
  @ApiOperation({ summary: "Mail provider's bounces, complaints and unsubscribes (Authorization: Bearer MAIL_WEBHOOK_SECRET)" })
  @ApiResponse({ status: 202, description: '{ ok: true }' })
  @ApiResponse({ status: 403, description: 'MAIL_EVENTS.UNAUTHORIZED' })
  @Post('mail-events.php')
  @HttpCode(202)
  @UseGuards(MailWebhookGuard)
  async mailEvent(@ValidBody(mailEventRequestSchema) body: MailEventRequest): Promise<{ ok: true }> {
    await this.commands.execute(new RecordMailEventCommand(body.email, body.event));
    return { ok: true };
  }
}
