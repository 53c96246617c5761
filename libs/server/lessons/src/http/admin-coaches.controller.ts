import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { COACH_PHOTO_MAX_BYTES, CoachDayOffMessages, coachDayOffSchema, updateCoachSchema, listQuerySchema, adminCoachListSchema, adminCoachSchema, coachDaysOffAnswerSchema, coachDaysOffChangedAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, NotAnImageError, OperatorGuard, OperatorRoles, parseListParams, parseWith, PhotoUpload, reencodeSquarePhoto, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AddCoachDayOffCommand } from '../commands/add-coach-day-off.command';
import { RemoveCoachDayOffCommand } from '../commands/remove-coach-day-off.command';
import { SetCoachPhotoCommand } from '../commands/set-coach-photo.command';
import { UpdateCoachCommand } from '../commands/update-coach.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetAdminCoachQuery } from '../queries/get-admin-coach.query';
import { GetCoachPhotoQuery } from '../queries/get-coach-photo.query';
import { ListCoachDaysOffQuery } from '../queries/list-coach-days-off.query';
import { ADMIN_COACH_SORT_FIELDS, ListAdminCoachesQuery } from '../queries/list-admin-coaches.query';
import { sendPhoto } from './send-photo';
import { operatorOf } from './operator-of';

const coachFilterSchema = z.object({
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
  game_id: z.coerce.number().int().positive().optional(),
  is_active: z.boolean().optional(),
  /** The list's search box: part of the name or the code. */
  q: z.string().trim().max(100).optional(),
});

/** Coaches and their weekly hours; a coach sees and edits only their own record. */
@Controller('admin-api/coaches')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminCoachesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminCoachListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_COACH_SORT_FIELDS, defaultSort: ['name', 'ASC'], filter: coachFilterSchema });
    const page = await this.queries.execute(new ListAdminCoachesQuery(operatorOf(req), params));
    setContentRange(res, 'coaches', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminCoachSchema })
  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    const coach = await this.queries.execute(new GetAdminCoachQuery(operatorOf(req), uuidOf(id, LessonErrors.COACH_NOT_FOUND)));
    if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
    return coach;
  }

  @ApiContract({ answer: adminCoachSchema, body: updateCoachSchema })
  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const coachId = uuidOf(id, LessonErrors.COACH_NOT_FOUND);
    const changes = parseWith(updateCoachSchema, body);
    await this.commands.execute(new UpdateCoachCommand(coachId, changes, operatorOf(req)));
    return this.show(coachId, req);
  }

  /** Multipart `photo`: checked by its content and size, stored re-encoded as WebP; answers the coach as `GET :id`. */
  @ApiContract({ answer: adminCoachSchema, multipart: true })
  @Post(':id/photo')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(PhotoUpload('photo', COACH_PHOTO_MAX_BYTES, LessonErrors.COACH_PHOTO_TOO_LARGE, { fields: 5, fieldSize: 1_000 }))
  async uploadPhoto(@Param('id') id: string, @Req() req: Request, @UploadedFile() file?: { buffer: Buffer }) {
    const coachId = uuidOf(id, LessonErrors.COACH_NOT_FOUND);
    if (!file) throw domainError(LessonErrors.COACH_PHOTO_REQUIRED);
    const webp = await reencodeSquarePhoto(file.buffer).catch((error) => {
      throw error instanceof NotAnImageError ? domainError(LessonErrors.COACH_PHOTO_NOT_IMAGE) : error;
    });
    await this.commands.execute(new SetCoachPhotoCommand(coachId, webp, operatorOf(req)));
    return this.show(coachId, req);
  }

  /** The coach's days off (休み, issue 30) from today on; a coach only his own (404 otherwise). */
  @ApiContract({ answer: coachDaysOffAnswerSchema })
  @Get(':id/days-off')
  async daysOff(@Param('id') id: string, @Req() req: Request) {
    const days = await this.queries.execute(new ListCoachDaysOffQuery(operatorOf(req), uuidOf(id, LessonErrors.COACH_NOT_FOUND)));
    if (!days) throw domainError(LessonErrors.COACH_NOT_FOUND);
    return { data: days };
  }

  /** Adds a day off (`{ day: 'YYYY-MM-DD', note }`); answers the days off as `GET :id/days-off`. */
  @ApiContract({ answer: coachDaysOffChangedAnswerSchema, body: coachDayOffSchema })
  @Post(':id/days-off')
  @HttpCode(HttpStatus.CREATED)
  async addDayOff(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const coachId = uuidOf(id, LessonErrors.COACH_NOT_FOUND);
    await this.commands.execute(new AddCoachDayOffCommand(coachId, parseWith(coachDayOffSchema, body), operatorOf(req)));
    return { message: CoachDayOffMessages.added, ...(await this.daysOff(coachId, req)) };
  }

  @ApiContract({ answer: coachDaysOffChangedAnswerSchema })
  @Delete(':id/days-off/:day')
  async removeDayOff(@Param('id') id: string, @Param('day') day: string, @Req() req: Request) {
    const coachId = uuidOf(id, LessonErrors.COACH_NOT_FOUND);
    if (!z.iso.date().safeParse(day).success) throw domainError(LessonErrors.DAY_OFF_NOT_FOUND);
    await this.commands.execute(new RemoveCoachDayOffCommand(coachId, day, operatorOf(req)));
    return { message: CoachDayOffMessages.removed, ...(await this.daysOff(coachId, req)) };
  }

  @ApiContract({ answerType: 'image/webp' })
  @Get(':id/photo')
  async photo(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const webp = await this.queries.execute(new GetCoachPhotoQuery(operatorOf(req), uuidOf(id, LessonErrors.COACH_NOT_FOUND)));
    if (!webp) throw domainError(LessonErrors.COACH_PHOTO_NOT_FOUND);
    sendPhoto(res, webp);
  }
}
