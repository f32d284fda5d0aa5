import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LiveConnections } from './live-connections.js';
import { LiveHeartbeat } from './live-heartbeat.js';
import { LiveController } from './live.controller.js';
import { Presence } from './presence.js';

/** The open pages of this process and what they hear; the chat sends typing notices through it. */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [LiveController],
  providers: [LiveConnections, LiveHeartbeat, Presence],
  exports: [LiveConnections],
})
export class LiveModule {}
