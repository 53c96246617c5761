import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule, DatabaseModule, HttpExceptionFilter, RedisModule, StructuredLoggerModule } from '@coaching/server-core';
import { OperatorsModule } from '@coaching/server-backoffice';
import { BillingModule, OrdersModule } from '@coaching/server-billing';
import { CatalogueModule } from '@coaching/server-catalogue';
import { AnalyticsModule, ContactsModule } from '@coaching/server-content';
import { IdentityModule, MemberDirectoryModule } from '@coaching/server-identity';
import { CsrfCookieController } from './csrf/csrf-cookie.controller';
import { HealthController } from './health/health.controller';
import { ParkedReactionsController } from './operations/parked-reactions.controller';
import { SessionPool } from './http/session-pool';

/** The api composes the bounded contexts' HTTP sides; the code lives in libs/. */
@Module({
  imports: [ConfigModule, StructuredLoggerModule, DatabaseModule, RedisModule, CqrsModule.forRoot(), ContactsModule, OperatorsModule, IdentityModule, MemberDirectoryModule, AnalyticsModule, CatalogueModule.forRoot(), BillingModule, OrdersModule],
  controllers: [HealthController, CsrfCookieController, ParkedReactionsController],
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }, SessionPool],
})
export class AppModule {}
