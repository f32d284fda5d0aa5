import { Module } from '@nestjs/common';
import { AppIcons } from './app-icons.js';
import { WebAppController } from './web-app.controller.js';

@Module({ controllers: [WebAppController], providers: [AppIcons] })
export class WebAppModule {}
