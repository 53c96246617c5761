import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { markNotificationsReadSchema, type NotificationList, notificationListSchema } from '@coaching/contracts';
import { ApiContract, MemberGuard, MemberId, parseWith } from '@coaching/server-core';
import { GetMemberGameIdsQuery } from '@coaching/server-identity/queries';
import { MarkNotificationsReadCommand } from '../commands/mark-notifications-read.command';
import { ListNotificationsQuery } from '../queries/list-notifications.query';

/** The member header's bell: what happened to the member (payments, lessons) and new news; read when opened. */
@Controller('api/notifications')
@UseGuards(MemberGuard)
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: notificationListSchema })
  @Get()
  async list(@MemberId() memberId: string): Promise<NotificationList> {
    return this.queries.execute(new ListNotificationsQuery(memberId, await this.queries.execute(new GetMemberGameIdsQuery(memberId))));
  }

  /** The bell was opened: what it showed (up to `until`, its newest item) is read for this member; answers the list. */
  @ApiContract({ answer: notificationListSchema, body: markNotificationsReadSchema })
  @Post('read')
  @HttpCode(HttpStatus.OK)
  async read(@MemberId() memberId: string, @Body() body: unknown): Promise<NotificationList> {
    const { until } = parseWith(markNotificationsReadSchema, body);
    await this.commands.execute(new MarkNotificationsReadCommand(memberId, until ? new Date(until) : null));
    return this.list(memberId);
  }
}
