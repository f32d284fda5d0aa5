import { Module } from '@nestjs/common';
import { DevClockController } from './dev-clock.controller.js';

/** POST/DELETE /dev/clock; the composition root mounts it only when the clock is an AdjustableClock (DEV_CLOCK=1). */
@Module({ controllers: [DevClockController] })
export class DevClockModule {}
