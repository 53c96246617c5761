import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, CHANGE_REQUEST_OPTIONS, ChangeRequestGuard, CacheInvalidationsModule, ConfigModule, DatabaseModule, HttpExceptionFilter, MetricsModule, RedisModule, StructuredLoggerModule } from '@coaching/server-core';
import { OperatorsModule } from '@coaching/server-backoffice';
import { BillingModule, OrdersModule, WithdrawalBillingModule } from '@coaching/server-billing';
import { CampModule } from '@coaching/server-camp';
import { CatalogueModule } from '@coaching/server-catalogue';
import { AnalyticsModule, ContactsModule, NewsModule } from '@coaching/server-content';
import { IdentityModule, IdentityPortsModule, MemberWithdrawalModule } from '@coaching/server-identity';
import { CoachAgendaModule, CompositionModule, DashboardModule, GuardiansModule, MemberDeskModule, WithdrawalModule } from '@coaching/server-composition';
import { LessonsModule } from '@coaching/server-lessons';
import { TrialsModule } from '@coaching/server-trials';
import { CsrfCookieController } from './csrf/csrf-cookie.controller';
import { HealthProbe } from './health/health-probe';
import { OperationsModule } from './operations/operations.module';
import { OpenApiModule } from './openapi/openapi.module';
import { QueueDashboard } from './operations/queue-dashboard';
import { SessionPool } from './http/session-pool';
import { changeRequestOptions } from './http/configure-http';
import { RequestIdInterceptor } from './http/request-id.interceptor';

/** The api composes the bounded contexts' HTTP sides; the code lives in libs/. */
@Module({
  imports: [ConfigModule, StructuredLoggerModule, DatabaseModule, RedisModule, CacheInvalidationsModule, CqrsModule.forRoot(), ContactsModule, OperatorsModule, IdentityModule, IdentityPortsModule, AnalyticsModule, NewsModule, CatalogueModule.forRoot(), BillingModule, OrdersModule, LessonsModule, CampModule, TrialsModule, CompositionModule, MemberDeskModule, DashboardModule, CoachAgendaModule, GuardiansModule, MemberWithdrawalModule, WithdrawalBillingModule, WithdrawalModule, OperationsModule, OpenApiModule, MetricsModule.forRoot({ service: 'api', defaultPort: (config) => config.PORT + 90 })],
  controllers: [CsrfCookieController],
  providers: [
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
    // The one rule for requests that change data (token and same-site origin), on the handler the router chose.
    { provide: CHANGE_REQUEST_OPTIONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => changeRequestOptions(config) },
    { provide: APP_GUARD, useClass: ChangeRequestGuard },
    // Each handler runs inside its request, whose id its events, outbox rows and logs carry (ADR 0043).
    { provide: APP_INTERCEPTOR, useClass: RequestIdInterceptor },
    SessionPool,
    QueueDashboard,
    HealthProbe,
  ],
})
export class AppModule {}
