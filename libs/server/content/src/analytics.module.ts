import { Module } from '@nestjs/common';
import { PageViewsController } from './http/page-views.controller';

@Module({ controllers: [PageViewsController] })
export class AnalyticsModule {}
