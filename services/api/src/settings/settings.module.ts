import { Global, Module } from '@nestjs/common';
import { SettingsController } from './settings.controller.js';
import { SiteResolver } from './site-resolver.js';
import { SiteSettingsViews } from './site-settings-views.js';

@Global()
@Module({ controllers: [SettingsController], providers: [SiteResolver, SiteSettingsViews], exports: [SiteResolver, SiteSettingsViews] })
export class SettingsModule {}
