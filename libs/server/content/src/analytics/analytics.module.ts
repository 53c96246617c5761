import { Module } from '@nestjs/common';
import { PageViewsController } from './page-views.controller';

@Module({ controllers: [PageViewsController] })
export class AnalyticsModule {}
