import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminDashboardController } from './http/admin-dashboard.controller';
import { GetDashboardHandler } from './queries/get-dashboard.handler';

/**
 * The back office's dashboard in the api (staff): a span of Tokyo months composed from billing's, identity's,
 * trials' and lessons' published queries, and its lists as CSV.
 */
@Module({
  imports: [CqrsModule],
  controllers: [AdminDashboardController],
  providers: [GetDashboardHandler],
})
export class DashboardModule {}
