import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminStudentFilterSchema, assignCoachSchema, studentChartSchema } from '@coaching/contracts';
import { domainError, MemberDirectory, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { coachScopeOf } from '../commands/acting-operator';
import { AssignCoachCommand } from '../commands/assign-coach.command';
import { SetStudentChartCommand } from '../commands/set-student-chart.command';
import { LessonErrors } from '../domain/lessons-errors';
import { listAdminStudents } from '../queries/admin-lesson-rows';
import { operatorOf } from './operator-of';

/**
 * The running subscriptions the school teaches, with their coach: 未割当 (no coach) first, as support's to-do list.
 * A coach sees their own students only; assigning a coach is the staff's (spec §6: changes via customer support).
 */
@Controller('admin-api/students')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminStudentsController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ['starts_at', 'ends_at'] as const, defaultSort: ['starts_at', 'DESC'], filter: adminStudentFilterSchema });
    const em = this.em.fork();
    const page = await listAdminStudents(em, this.members, await coachScopeOf(em, operatorOf(req)), params);
    setContentRange(res, 'students', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    const em = this.em.fork();
    const page = await listAdminStudents(em, this.members, await coachScopeOf(em, operatorOf(req)), { range: { start: 0, end: 0 }, filter: { id } });
    if (!page.rows[0]) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    return page.rows[0];
  }

  @Put(':id')
  @OperatorRoles('admin', 'support')
  async assign(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    const { coach_id, reason } = parseWith(assignCoachSchema, body);
    const coachChange = await this.commands.execute(new AssignCoachCommand(id, coach_id, reason || undefined, operatorOf(req)));
    return { ...(await this.show(id, req)), coach_change: coachChange };
  }

  /** The chart link the member sees on mypage (spec §3 current_plan chart_url): an allow-listed address, or null to remove it. */
  @Put(':id/chart')
  @OperatorRoles('admin', 'support')
  async setChart(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    const { chart_url } = parseWith(studentChartSchema, body);
    await this.commands.execute(new SetStudentChartCommand(id, chart_url, operatorOf(req)));
    return this.show(id, req);
  }
}
