import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ContentEventHandlers } from './content-event-handlers';
import { CreateNewsHandler } from './commands/create-news.handler';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read.handler';
import { DeleteNewsHandler } from './commands/delete-news.handler';
import { UpdateNewsHandler } from './commands/update-news.handler';
import { AdminNewsController } from './http/admin-news.controller';
import { NewsController } from './http/news.controller';
import { NotificationsController } from './http/notifications.controller';
import { GetAdminNewsHandler } from './queries/get-admin-news.handler';
import { GetNewsHandler } from './queries/get-news.handler';
import { ListAdminNewsHandler } from './queries/list-admin-news.handler';
import { ListNewsHandler } from './queries/list-news.handler';
import { ListNotificationsHandler } from './queries/list-notifications.handler';

/**
 * News (spec §3, §7): the members' `/api/informations` and the back office's `/admin-api/news`; and the
 * member's notifications (`/api/notifications`, fed by `ContentEventHandlers`' reactors).
 */
@Module({
  imports: [CqrsModule],
  controllers: [NewsController, AdminNewsController, NotificationsController],
  providers: [ListNewsHandler, GetNewsHandler, ListAdminNewsHandler, GetAdminNewsHandler, CreateNewsHandler, UpdateNewsHandler, DeleteNewsHandler, ListNotificationsHandler, MarkNotificationsReadHandler, ContentEventHandlers],
})
export class NewsModule {}
