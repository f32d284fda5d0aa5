import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { DecideReportHandler } from './decide-report.handler.js';
import { FileReportHandler } from './file-report.handler.js';
import { MemberBanning } from './member-banning.js';
import { OpenReportsHandler } from './open-reports.handler.js';
import { ReportController } from './report.controller.js';
import { StaffReportsController } from './staff-reports.controller.js';

/** Members report members; staff dismiss, warn or ban. A ban reaches into chat: held messages go back to the sender. */
@Module({
  imports: [AuthModule, StaffModule, ChatModule],
  controllers: [ReportController, StaffReportsController],
  providers: [FileReportHandler, OpenReportsHandler, DecideReportHandler, MemberBanning],
})
export class ReportModule {}
