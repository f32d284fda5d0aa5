import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeLanguageHandler } from './change-language.handler.js';
import { GetCurrentUserHandler } from './get-current-user.handler.js';
import { MemberController } from './member.controller.js';

@Module({ imports: [AuthModule], controllers: [MemberController], providers: [GetCurrentUserHandler, ChangeLanguageHandler] })
export class MemberModule {}
