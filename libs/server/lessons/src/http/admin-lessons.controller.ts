import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ADMIN_LESSON_SORT_FIELDS,
  adminCancelLessonSchema,
  adminLessonFilterSchema,
  karteNoteSchema,
  recordAttendanceSchema,
  rescheduleLessonSchema,
  scheduleLessonSchema,
} from '@coaching/contracts';
import { domainError, MemberDirectory, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, sql } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { coachScopeOf } from '../commands/acting-operator';
import { CancelLessonAsStaffCommand } from '../commands/cancel-lesson-as-staff.command';
import { RecordAttendanceCommand } from '../commands/record-attendance.command';
import { RescheduleLessonCommand } from '../commands/reschedule-lesson.command';
import { ScheduleGroupLessonCommand } from '../commands/schedule-group-lesson.command';
import { ScheduleLessonCommand } from '../commands/schedule-lesson.command';
import { WriteKarteNoteCommand } from '../commands/write-karte-note.command';
import { LessonErrors } from '../domain/lessons-errors';
import { getAdminLesson, listAdminLessons } from '../queries/admin-lesson-rows';
import { operatorOf } from './operator-of';

const lessonId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw domainError(LessonErrors.LESSON_NOT_FOUND);
  return id;
};

/**
 * Lessons for the back office (ra-data-simple-rest): staff see and act on every lesson, a coach on their own only
 * (scheduling their own students, moving, attendance and the karte; cancelling is the school's, by support).
 */
@Controller('admin-api/lessons')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminLessonsController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_LESSON_SORT_FIELDS, defaultSort: ['starts_at', 'DESC'], filter: adminLessonFilterSchema });
    const em = this.em.fork();
    const page = await listAdminLessons(em, this.members, await coachScopeOf(em, operatorOf(req)), params);
    setContentRange(res, 'lessons', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    return this.answer(lessonId(id), req);
  }

  @Post()
  async schedule(@Body() body: unknown, @Req() req: Request) {
    const input = parseWith(scheduleLessonSchema, body);
    const startsAt = new Date(input.starts_at);
    const { lessonId: id } = input.group_id
      ? await this.commands.execute(new ScheduleGroupLessonCommand(input.group_id, startsAt, input.minutes, input.coach_id, operatorOf(req)))
      : await this.commands.execute(new ScheduleLessonCommand(input.member_id!, startsAt, input.minutes, input.coach_id, operatorOf(req)));
    return this.answer(id, req);
  }

  @Put(':id')
  async reschedule(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const input = parseWith(rescheduleLessonSchema, body);
    await this.commands.execute(new RescheduleLessonCommand(lessonId(id), new Date(input.starts_at), input.minutes, operatorOf(req)));
    return this.answer(id, req);
  }

  @Post(':id/cancel')
  @OperatorRoles('admin', 'support')
  @HttpCode(HttpStatus.OK)
  async cancel(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { by, reason } = parseWith(adminCancelLessonSchema, body);
    await this.commands.execute(new CancelLessonAsStaffCommand(lessonId(id), by, reason, operatorOf(req)));
    return this.answer(id, req);
  }

  @Post(':id/attendance')
  @HttpCode(HttpStatus.OK)
  async attendance(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { attended } = parseWith(recordAttendanceSchema, body);
    await this.commands.execute(new RecordAttendanceCommand(lessonId(id), attended, operatorOf(req)));
    return this.answer(id, req);
  }

  @Get(':id/karte')
  async karte(@Param('id') id: string, @Req() req: Request) {
    await this.answer(lessonId(id), req);
    const [note] = await sql(this.em.fork(), 'select worked_on, homework, ratings, written_at, updated_at from lesson_notes where lesson_id = ?', [id]);
    return note ?? null;
  }

  @Put(':id/karte')
  async writeKarte(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const note = parseWith(karteNoteSchema, body);
    await this.commands.execute(new WriteKarteNoteCommand(lessonId(id), note, operatorOf(req)));
    return this.karte(id, req);
  }

  private async answer(id: string, req: Request) {
    const em = this.em.fork();
    const lesson = await getAdminLesson(em, this.members, await coachScopeOf(em, operatorOf(req)), id);
    if (!lesson) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    return lesson;
  }
}
