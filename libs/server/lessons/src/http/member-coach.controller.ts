import { memberCoachAnswerSchema } from '@coaching/contracts';
import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { MemberCoachAnswer } from '@coaching/contracts';
import { ApiContract, domainError, MemberGuard, MemberId } from '@coaching/server-core';
import type { Response } from 'express';
import { LessonErrors } from '../domain/lessons-errors';
import { GetMemberCoachPhotoQuery } from '../queries/get-member-coach-photo.query';
import { GetMemberCoachQuery } from '../queries/get-member-coach.query';
import { sendPhoto } from './send-photo';

/**
 * The member's own coach (issue 29): mypage's card and the coach's photo. Read only, scoped to the signed-in member:
 * no route names a coach, so a member can neither read another coach's card nor walk the photos.
 */
@Controller('api/coach')
@UseGuards(MemberGuard)
export class MemberCoachController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** `{ data: null }` until support assigns a coach to the member's current plan. */
  @ApiContract({ answer: memberCoachAnswerSchema })
  @Get()
  async show(@MemberId() memberId: string): Promise<MemberCoachAnswer> {
    return { data: await this.queries.execute(new GetMemberCoachQuery(memberId)) };
  }

  /** Always an image (re-encoded WebP); `nosniff` is set for every answer by helmet. */
  @ApiContract({ answerType: 'image/webp' })
  @Get('photo')
  async photo(@MemberId() memberId: string, @Res() res: Response): Promise<void> {
    const webp = await this.queries.execute(new GetMemberCoachPhotoQuery(memberId));
    if (!webp) throw domainError(LessonErrors.COACH_PHOTO_NOT_FOUND);
    sendPhoto(res, webp);
  }
}
