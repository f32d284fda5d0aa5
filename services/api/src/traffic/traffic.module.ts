import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { PageBouncesHandler } from './page-bounces.handler.js';
import { RecordPageBounceHandler } from './record-page-bounce.handler.js';
import { PageBounceController, StaffPageBouncesController } from './traffic.controller.js';

/** Where visitors come from and whether they stay: the page-bounce beacon and its report for staff. */
@Module({
  imports: [AuthModule, StaffModule],
  controllers: [PageBounceController, StaffPageBouncesController],
  providers: [RecordPageBounceHandler, PageBouncesHandler],
})
export class TrafficModule {}
