import { Global, Module } from '@nestjs/common';
import { SettingsController } from './settings.controller.js';
import { SiteResolver } from './site-resolver.js';

@Global()
@Module({ controllers: [SettingsController], providers: [SiteResolver], exports: [SiteResolver] })
export class SettingsModule {}
