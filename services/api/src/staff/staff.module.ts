import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { DecidePhotoHandler } from './decide-photo.handler.js';
import { ModerationQueueHandler } from './moderation-queue.handler.js';
import { StaffController } from './staff.controller.js';
import { StaffGuard } from './staff.guard.js';

/** The staff's work: moderating photos (reports have their own module, behind the same guard). Staff are members with the staff role (`npm run grant-staff -- <email>`). */
@Module({
  imports: [AuthModule, PhotosModule],
  controllers: [StaffController],
  providers: [StaffGuard, ModerationQueueHandler, DecidePhotoHandler],
  exports: [StaffGuard],
})
export class StaffModule {}
