import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordPageViewHandler } from './commands/record-page-view.handler';
import { PageViewsController } from './http/page-views.controller';
import { ListPageViewStatsHandler } from './queries/list-page-view-stats.handler';

@Module({ imports: [CqrsModule], controllers: [PageViewsController], providers: [RecordPageViewHandler, ListPageViewStatsHandler] })
export class AnalyticsModule {}
