import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

/** A Nest application context with no HTTP; SIGINT/SIGTERM finish jobs in flight, then exit. */
async function main(): Promise<void> {
  process.env.SERVICE_NAME ??= 'worker';
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
