import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';

/** Structured JSON logs (pino); cookies, CSRF tokens and passwords never reach the log. */
export const StructuredLoggerModule = LoggerModule.forRootAsync({
  imports: [ConfigModule],
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    pinoHttp: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]', '*.password', '*.password_hash'],
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customProps: () => ({ service: process.env.SERVICE_NAME ?? 'coaching' }),
    },
  }),
});
