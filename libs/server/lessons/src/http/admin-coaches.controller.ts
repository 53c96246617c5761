import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateCoachSchema } from '@coaching/contracts';
import { domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, sortRows } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { coachScopeOf } from '../commands/acting-operator';
import { UpdateCoachCommand } from '../commands/update-coach.command';
import { LessonErrors } from '../domain/lessons-errors';
import { listAdminCoaches } from '../queries/admin-lesson-rows';
import { operatorOf } from './operator-of';

const coachFilterSchema = z.object({
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
  game_id: z.coerce.number().int().positive().optional(),
  is_active: z.boolean().optional(),
  /** The list's search box: part of the name or the code. */
  q: z.string().trim().max(100).optional(),
});

/** What the list sorts by: the name (the default), or the state, account and students columns, ties kept by name. */
const COACH_SORT_FIELDS = ['name', 'is_active', 'has_account', 'students'] as const;

/** Coaches and their weekly hours; a coach sees and edits only their own record. */
@Controller('admin-api/coaches')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminCoachesController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: COACH_SORT_FIELDS, defaultSort: ['name', 'ASC'], filter: coachFilterSchema });
    const em = this.em.fork();
    // By name as read; another column by its value (ascending: false before true, fewer students first), ties by name.
    const all = await listAdminCoaches(em, await coachScopeOf(em, operatorOf(req)), params.filter);
    const sorted = sortRows(all, params.sort, { field: 'name', order: 'ASC' }, (a, b, field) => Number(a[field as Exclude<typeof field, 'name'>]) - Number(b[field as Exclude<typeof field, 'name'>]));
    const page = sorted.slice(params.range.start, params.range.end + 1);
    setContentRange(res, 'coaches', params.range.start, page.length, all.length);
    return page;
  }

  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.COACH_NOT_FOUND);
    const em = this.em.fork();
    const scope = await coachScopeOf(em, operatorOf(req));
    if (scope && scope !== id) throw domainError(LessonErrors.COACH_NOT_FOUND);
    const [coach] = await listAdminCoaches(em, scope, { id });
    if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
    return coach;
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.COACH_NOT_FOUND);
    const changes = parseWith(updateCoachSchema, body);
    await this.commands.execute(new UpdateCoachCommand(id, changes, operatorOf(req)));
    return this.show(id, req);
  }
}
