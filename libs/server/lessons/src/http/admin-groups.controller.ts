import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { groupSchema } from '@coaching/contracts';
import { domainError, MemberDirectory, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, sortRows } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { coachScopeOf } from '../commands/acting-operator';
import { SaveGroupCommand } from '../commands/save-group.command';
import { LessonErrors } from '../domain/lessons-errors';
import { listAdminGroups } from '../queries/admin-group-rows';
import { operatorOf } from './operator-of';

const groupId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.GROUP_NOT_FOUND);
  return id;
};

/** `id`: react-admin's getMany; `q`: what is typed in the lesson form's group choice, part of the name. */
const groupFilterSchema = z.object({ id: z.union([z.uuid(), z.array(z.uuid()).max(500)]), q: z.string().trim().max(100) }).partial();

/** What the list sorts by: newest first by default, or by the name or kind columns (and the lesson form's group choice). */
const GROUP_SORT_FIELDS = ['created_at', 'name', 'type_label'] as const;
const japanese = new Intl.Collator('ja');

/** Groups of the group plans: staff create and change them; a coach reads the groups they teach. */
@Controller('admin-api/groups')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminGroupsController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: GROUP_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: groupFilterSchema });
    const em = this.em.fork();
    const ids = params.filter.id === undefined ? undefined : Array.isArray(params.filter.id) ? params.filter.id : [params.filter.id];
    // Newest first as read; a text column sorts in Japanese order, ties kept newest first.
    const newestFirst = await listAdminGroups(em, this.members, await coachScopeOf(em, operatorOf(req)), ids, params.filter.q);
    const all = sortRows(newestFirst, params.sort, { field: 'created_at', order: 'DESC' }, (a, b, field) => japanese.compare(a[field as 'name' | 'type_label'], b[field as 'name' | 'type_label']));
    const page = all.slice(params.range.start, params.range.end + 1);
    setContentRange(res, 'groups', params.range.start, page.length, all.length);
    return page;
  }

  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    const em = this.em.fork();
    const [group] = await listAdminGroups(em, this.members, await coachScopeOf(em, operatorOf(req)), [groupId(id)]);
    if (!group) throw domainError(LessonErrors.GROUP_NOT_FOUND);
    return group;
  }

  @Post()
  @OperatorRoles('admin', 'support')
  async create(@Body() body: unknown, @Req() req: Request) {
    const { id } = await this.commands.execute(new SaveGroupCommand(null, parseWith(groupSchema, body), req.session.operator!.id));
    return this.show(id, req);
  }

  @Put(':id')
  @OperatorRoles('admin', 'support')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    await this.commands.execute(new SaveGroupCommand(groupId(id), parseWith(groupSchema, body), req.session.operator!.id));
    return this.show(id, req);
  }
}
