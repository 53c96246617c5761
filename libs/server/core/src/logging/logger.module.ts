import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { currentRequestId, requestIdOf } from '../observability/request-context';

/**
 * Structured JSON logs (pino); cookies, CSRF tokens and passwords never reach the log. Every line written while a
 * request's work runs carries its `requestId`, in whichever process (ADR 0043): the api's request, the relay's
 * move of its outbox rows, the worker's jobs and reactions, the mail sent.
 */
export const StructuredLoggerModule = LoggerModule.forRootAsync({
  imports: [ConfigModule],
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    pinoHttp: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]', '*.password', '*.password_hash'],
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customProps: () => ({ service: process.env.SERVICE_NAME ?? 'coaching' }),
      // The api's HTTP server gives each request its id before anything else runs (apps/api http/request-ids.ts).
      genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? currentRequestId() ?? requestIdOf(req.headers['x-request-id']),
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
  }),
});
