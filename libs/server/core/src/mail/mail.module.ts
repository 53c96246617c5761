import { EntityManager } from '@mikro-orm/postgresql';
import { Module, type OnModuleDestroy, Inject } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { MailRenderer } from './mail-renderer';
import { createMailTransport } from './mail-transport';
import { MailSender } from './send-mail';
import { SendMailJob } from './send-mail.job';

const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Worker-side mail: templates, SMTP transport and the send-mail job. */
@Module({
  providers: [
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config.SMTP_URL) },
    { provide: MailRenderer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new MailRenderer({ appName: 'GG COACH', appUrl: config.APP_URL }) },
    {
      provide: MailSender,
      inject: [EntityManager, MailRenderer, MAIL_TRANSPORT, APP_CONFIG, { token: Metrics, optional: true }],
      useFactory: (em: EntityManager, renderer: MailRenderer, transport: Transporter, config: AppConfig, metrics?: Metrics) =>
        new MailSender(em, renderer, transport, { from: config.MAIL_FROM, messageIdDomain: new URL(config.APP_URL).hostname }, metrics),
    },
    SendMailJob,
  ],
  exports: [MailRenderer, SendMailJob],
})
export class MailModule implements OnModuleDestroy {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: Transporter) {}

  onModuleDestroy(): void {
    this.transport.close();
  }
}
