import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { InsightsController } from './insights.controller.js';
import { InsightsHandler } from './insights.handler.js';
import { LakeInsights } from './lake-insights.js';

/** The operator's insights: figures computed from the analytic lake, never from the live read models, for staff. */
@Module({
  imports: [AuthModule, StaffModule],
  controllers: [InsightsController],
  providers: [InsightsHandler, LakeInsights],
})
export class InsightsModule {}
