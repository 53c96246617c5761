import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminStudentFilterSchema, assignCoachSchema, studentChartSchema, listQuerySchema, adminStudentAssignedSchema, adminStudentListSchema, adminStudentSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { AssignCoachCommand } from '../commands/assign-coach.command';
import { SetStudentChartCommand } from '../commands/set-student-chart.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetAdminStudentQuery } from '../queries/get-admin-student.query';
import { ADMIN_STUDENT_SORT_FIELDS, ListAdminStudentsQuery } from '../queries/list-admin-students.query';
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
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminStudentListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_STUDENT_SORT_FIELDS, defaultSort: ['starts_at', 'DESC'], filter: adminStudentFilterSchema });
    const page = await this.queries.execute(new ListAdminStudentsQuery(operatorOf(req), params));
    setContentRange(res, 'students', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminStudentSchema })
  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    const student = await this.queries.execute(new GetAdminStudentQuery(operatorOf(req), uuidOf(id, LessonErrors.STUDENT_NOT_FOUND)));
    if (!student) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    return student;
  }

  @ApiContract({ answer: adminStudentAssignedSchema, body: assignCoachSchema })
  @Put(':id')
  @OperatorRoles('admin', 'support')
  async assign(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const studentId = uuidOf(id, LessonErrors.STUDENT_NOT_FOUND);
    const { coach_id, reason } = parseWith(assignCoachSchema, body);
    const coachChange = await this.commands.execute(new AssignCoachCommand(studentId, coach_id, reason || undefined, operatorOf(req)));
    return { ...(await this.show(studentId, req)), coach_change: coachChange };
  }

  /** The chart link the member sees on mypage (spec §3 current_plan chart_url): an allow-listed address, or null to remove it. */
  @ApiContract({ answer: adminStudentSchema, body: studentChartSchema })
  @Put(':id/chart')
  @OperatorRoles('admin', 'support')
  async setChart(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const studentId = uuidOf(id, LessonErrors.STUDENT_NOT_FOUND);
    const { chart_url } = parseWith(studentChartSchema, body);
    await this.commands.execute(new SetStudentChartCommand(studentId, chart_url, operatorOf(req)));
    return this.show(studentId, req);
  }
}
