import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { LANDING_PLANS_PATH } from '@coaching/contracts';
import { ListLandingPlansQuery } from '@coaching/server-catalogue';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { SessionPool } from './http/session-pool';
import { configureHttp, installFinalErrorHandler } from './http/configure-http';

/** Builds the api, ready to listen: used by main.ts and by the integration tests. */
export async function createApi(): Promise<NestExpressApplication> {
  // Paths are matched as written: one spelling per route (a path that differs only in case is a 404), so that every
  // check and every log line sees the path the router routes.
  const server = express().set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, new ExpressAdapter(server), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const config = app.get<AppConfig>(APP_CONFIG);
  const queries = app.get(QueryBus);
  // The top page is rendered with the catalogue's plans; the other public pages need no data.
  const initialData = async (path: string) => (path === '/' ? { [LANDING_PLANS_PATH]: await queries.execute(new ListLandingPlansQuery()) } : {});
  configureHttp(app, config, app.get(SessionPool).pool, initialData);
  try {
    // The boot checks run here (event subscriptions, the read caches' triggers): a refusal closes what was opened.
    await app.init();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  installFinalErrorHandler(app);
  return app;
}
