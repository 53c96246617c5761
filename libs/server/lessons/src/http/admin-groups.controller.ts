import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { groupSchema, listQuerySchema, adminGroupListSchema, adminGroupSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { SaveGroupCommand } from '../commands/save-group.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetAdminGroupQuery } from '../queries/get-admin-group.query';
import { ADMIN_GROUP_SORT_FIELDS, ListAdminGroupsQuery } from '../queries/list-admin-groups.query';
import { operatorOf } from './operator-of';

/** `id`: react-admin's getMany; `q`: what is typed in the lesson form's group choice, part of the name. */
const groupFilterSchema = z.object({ id: z.union([z.uuid(), z.array(z.uuid()).max(500)]), q: z.string().trim().max(100) }).partial();

/** Groups of the group plans: staff create and change them; a coach reads the groups they teach. */
@Controller('admin-api/groups')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminGroupsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminGroupListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_GROUP_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: groupFilterSchema });
    const page = await this.queries.execute(new ListAdminGroupsQuery(operatorOf(req), params));
    setContentRange(res, 'groups', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminGroupSchema })
  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    const group = await this.queries.execute(new GetAdminGroupQuery(operatorOf(req), uuidOf(id, LessonErrors.GROUP_NOT_FOUND)));
    if (!group) throw domainError(LessonErrors.GROUP_NOT_FOUND);
    return group;
  }

  @ApiContract({ answer: adminGroupSchema, body: groupSchema })
  @Post()
  @OperatorRoles('admin', 'support')
  async create(@Body() body: unknown, @Req() req: Request) {
    const { id } = await this.commands.execute(new SaveGroupCommand(null, parseWith(groupSchema, body), req.session.operator!.id));
    return this.show(id, req);
  }

  @ApiContract({ answer: adminGroupSchema, body: groupSchema })
  @Put(':id')
  @OperatorRoles('admin', 'support')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const groupId = uuidOf(id, LessonErrors.GROUP_NOT_FOUND);
    await this.commands.execute(new SaveGroupCommand(groupId, parseWith(groupSchema, body), req.session.operator!.id));
    return this.show(groupId, req);
  }
}
