import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitGuard } from './rate-limited.decorator.js';

/** The rate-limit guard and the sessions it counts members by, for every feature's controllers. */
@Global()
@Module({ imports: [AuthModule], providers: [RateLimitGuard], exports: [RateLimitGuard, AuthModule] })
export class EdgeModule {}
