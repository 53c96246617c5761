import { Controller, Get, Header, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiContract, APP_CONFIG, type AppConfig, domainError, MemberGuard, MemberId, uuidOf } from '@coaching/server-core';
import type { Response } from 'express';
import type { MemberTrial } from '@coaching/contracts';
import { isTrialCalendarSignature, trialCalendar } from '../domain/trial-calendar';
import { TrialErrors } from '../domain/trials-errors';
import { GetMemberTrialQuery } from '../queries/get-member-trial.query';
import { GetTrialOwnerQuery } from '../queries/get-trial-owner.query';

/**
 * Add-to-calendar of a booked free trial (issue 30), as an iCalendar file: the member's own trial from the completion
 * page and /mypage (`GET /api/trials/:id/calendar.ics`, their session), and the booking mail's link
 * (`GET /api/trial-calendar/<id>.ics?sig=`, signed for that trial, since a mail is opened where no one may be signed in).
 * Another member's trial, a bad signature or a trial not booked (held, released) is a 404.
 */
@Controller()
export class TrialCalendarController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiContract({ answerType: 'text/calendar' })
  @Get('api/trials/:id/calendar.ics')
  @UseGuards(MemberGuard)
  @Header('Cache-Control', 'private, no-store')
  async mine(@MemberId() memberId: string, @Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    return this.answer(await this.queries.execute(new GetMemberTrialQuery(memberId, uuidOf(id, TrialErrors.TRIAL_NOT_FOUND))), res);
  }

  @ApiContract({ answerType: 'text/calendar' })
  @Get('api/trial-calendar/:file')
  @Header('Cache-Control', 'private, no-store')
  async signed(@Param('file') file: string, @Query('sig') signature: unknown, @Res({ passthrough: true }) res: Response) {
    const trialId = uuidOf(file.replace(/\.ics$/, ''), TrialErrors.TRIAL_NOT_FOUND);
    if (!isTrialCalendarSignature(this.config.SESSION_SECRET, trialId, signature)) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
    const memberId = await this.queries.execute(new GetTrialOwnerQuery(trialId));
    return this.answer(memberId ? await this.queries.execute(new GetMemberTrialQuery(memberId, trialId)) : null, res);
  }

  private answer(trial: MemberTrial | null, res: Response): string {
    if (!trial || !['booked', 'attended', 'no_show', 'cancelled'].includes(trial.status)) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="ggcoach-trial.ics"');
    return trialCalendar(trial, `${this.config.APP_URL.replace(/\/$/, '')}/mypage`);
  }
}
