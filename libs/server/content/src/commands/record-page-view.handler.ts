import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, sql } from '@coaching/server-core';
import { toPageViewRow } from '../domain/page-view';
import { RecordPageViewCommand } from './record-page-view.command';

@CommandHandler(RecordPageViewCommand)
export class RecordPageViewHandler implements ICommandHandler<RecordPageViewCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ report }: RecordPageViewCommand): Promise<void> {
    const row = toPageViewRow(report, new URL(this.config.APP_URL).origin);
    await sql(this.em.fork(), 'insert into page_views (path, title, referrer) values (?, ?, ?)', [row.path, row.title, row.referrer]);
  }
}
