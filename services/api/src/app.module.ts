import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { OwnWritesInterceptor } from './event-sourcing/own-writes.js';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountDeletionModule } from './account-deletion/account-deletion.module.js';
import { AccountModule } from './account/account.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BlockModule } from './block/block.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CreditsModule } from './credits/credits.module.js';
import { GiftsModule } from './gifts/gifts.module.js';
import { LikesModule } from './likes/likes.module.js';
import { ChatModule } from './chat/chat.module.js';
import { LiveModule } from './live/live.module.js';
import { DevSmsModule } from './direct-debit/dev-sms.module.js';
import { DirectDebitModule } from './direct-debit/direct-debit.module.js';
import { PaymentSandboxModule } from './payment-sandbox/payment-sandbox.module.js';
import { EdgeModule } from './edge/edge.module.js';
import { SameOriginGuard } from './edge/same-origin.guard.js';
import { SingleValuedQueryGuard } from './edge/single-valued-query.guard.js';
import { DevMailboxModule } from './dev-mailbox/dev-mailbox.module.js';
import { HealthModule } from './health/health.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { ApiErrorFilter } from './http/api-error.filter.js';
import { MemberModule } from './member/member.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { PasswordModule } from './password/password.module.js';
import type { Infrastructure } from '@dating/platform';
import { ProfileModule } from './profile/profile.module.js';
import { ReportModule } from './report/report.module.js';
import { TrafficModule } from './traffic/traffic.module.js';
import { InsightsModule } from './insights/insights.module.js';
import { InfrastructureModule } from './runtime/infrastructure.module.js';
import type { Clock } from './runtime/tokens.js';
import { SearchModule } from './search/search.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SignupModule } from './signup/signup.module.js';
import { StaffModule } from './staff/staff.module.js';
import { UnsubscribeModule } from './unsubscribe/unsubscribe.module.js';
import { WebAppModule } from './web-app/web-app.module.js';

@Module({})
export class AppModule {
  static forInfrastructure(infrastructure: Infrastructure, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(infrastructure, clock),
        SettingsModule,
        WebAppModule,
        AuthModule,
        EdgeModule,
        MemberModule,
        SignupModule,
        AccountModule.forInfrastructure(infrastructure),
        HealthModule,
        ObservabilityModule,
        BlockModule,
        SearchModule,
        CatalogModule,
        CreditsModule,
        GiftsModule,
        LikesModule,
        ChatModule,
        LiveModule,
        DirectDebitModule,
        ProfileModule,
        PhotosModule,
        PasswordModule,
        StaffModule,
        ReportModule,
        TrafficModule,
        InsightsModule,
        AccountDeletionModule,
        UnsubscribeModule,
        ...(infrastructure.devMailbox ? [DevMailboxModule.forMailbox(infrastructure.devMailbox)] : []),
        ...(infrastructure.devSmsOutbox ? [DevSmsModule.forOutbox(infrastructure.devSmsOutbox)] : []),
        ...(infrastructure.sandboxPayments ? [PaymentSandboxModule.forSandbox(infrastructure.sandboxPayments)] : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiErrorFilter },
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: SingleValuedQueryGuard },
        { provide: APP_INTERCEPTOR, useClass: OwnWritesInterceptor },
      ],
    };
  }
}
