import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ADMIN_LESSON_SORT_FIELDS,
  adminCancelLessonSchema,
  adminLessonFilterSchema,
  karteNoteSchema,
  recordAttendanceSchema,
  rescheduleLessonSchema,
  scheduleLessonSchema,
  listQuerySchema,
  adminKarteNoteSchema,
  adminLessonListSchema,
  adminLessonSchema,
} from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CancelLessonAsStaffCommand } from '../commands/cancel-lesson-as-staff.command';
import { RecordAttendanceCommand } from '../commands/record-attendance.command';
import { RescheduleLessonCommand } from '../commands/reschedule-lesson.command';
import { ScheduleGroupLessonCommand } from '../commands/schedule-group-lesson.command';
import { ScheduleLessonCommand } from '../commands/schedule-lesson.command';
import { WriteKarteNoteCommand } from '../commands/write-karte-note.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetAdminLessonQuery } from '../queries/get-admin-lesson.query';
import { GetKarteNoteQuery } from '../queries/get-karte-note.query';
import { ListAdminLessonsQuery } from '../queries/list-admin-lessons.query';
import { operatorOf } from './operator-of';

const lessonId = (id: string) => uuidOf(id, LessonErrors.LESSON_NOT_FOUND);

/**
 * Lessons for the back office (ra-data-simple-rest): staff see and act on every lesson, a coach on their own only
 * (scheduling their own students, moving, attendance and the karte; cancelling is the school's, by support).
 */
@Controller('admin-api/lessons')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminLessonsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminLessonListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_LESSON_SORT_FIELDS, defaultSort: ['starts_at', 'DESC'], filter: adminLessonFilterSchema });
    const page = await this.queries.execute(new ListAdminLessonsQuery(operatorOf(req), params));
    setContentRange(res, 'lessons', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminLessonSchema })
  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    return this.answer(lessonId(id), req);
  }

  @ApiContract({ answer: adminLessonSchema, body: scheduleLessonSchema })
  @Post()
  async schedule(@Body() body: unknown, @Req() req: Request) {
    const input = parseWith(scheduleLessonSchema, body);
    const startsAt = new Date(input.starts_at);
    const { lessonId: id } = input.group_id
      ? await this.commands.execute(new ScheduleGroupLessonCommand(input.group_id, startsAt, input.minutes, input.coach_id, operatorOf(req)))
      : await this.commands.execute(new ScheduleLessonCommand(input.member_id!, startsAt, input.minutes, input.coach_id, operatorOf(req), input.outside_hours === true));
    return this.answer(id, req);
  }

  @ApiContract({ answer: adminLessonSchema, body: rescheduleLessonSchema })
  @Put(':id')
  async reschedule(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const input = parseWith(rescheduleLessonSchema, body);
    await this.commands.execute(new RescheduleLessonCommand(lessonId(id), new Date(input.starts_at), input.minutes, operatorOf(req)));
    return this.answer(id, req);
  }

  @ApiContract({ answer: adminLessonSchema, body: adminCancelLessonSchema })
  @Post(':id/cancel')
  @OperatorRoles('admin', 'support')
  @HttpCode(HttpStatus.OK)
  async cancel(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { by, reason } = parseWith(adminCancelLessonSchema, body);
    await this.commands.execute(new CancelLessonAsStaffCommand(lessonId(id), by, reason, operatorOf(req)));
    return this.answer(id, req);
  }

  @ApiContract({ answer: adminLessonSchema, body: recordAttendanceSchema })
  @Post(':id/attendance')
  @HttpCode(HttpStatus.OK)
  async attendance(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { attended } = parseWith(recordAttendanceSchema, body);
    await this.commands.execute(new RecordAttendanceCommand(lessonId(id), attended, operatorOf(req)));
    return this.answer(id, req);
  }

  /** The note, or JSON `null` when none is written yet (Nest would answer an empty body for a bare null, which is no JSON). */
  @ApiContract({ answer: adminKarteNoteSchema })
  @Get(':id/karte')
  async karte(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.json(await this.karteNote(id, req));
  }

  @ApiContract({ answer: adminKarteNoteSchema, body: karteNoteSchema })
  @Put(':id/karte')
  async writeKarte(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const note = parseWith(karteNoteSchema, body);
    await this.commands.execute(new WriteKarteNoteCommand(lessonId(id), note, operatorOf(req)));
    return this.karteNote(id, req);
  }

  private async karteNote(id: string, req: Request) {
    const lesson = await this.answer(lessonId(id), req);
    return this.queries.execute(new GetKarteNoteQuery(lesson.id));
  }

  private async answer(id: string, req: Request) {
    const lesson = await this.queries.execute(new GetAdminLessonQuery(operatorOf(req), id));
    if (!lesson) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    return lesson;
  }
}
