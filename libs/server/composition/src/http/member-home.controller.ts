import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import type { CurrentUser } from '@coaching/contracts';
import { currentUserAnswerSchema } from '@coaching/contracts';
import { ApiContract, AllowGuardian, AllowUnverified, MemberGuard, MemberId } from '@coaching/server-core';
import type { Request } from 'express';
import { CurrentUserRead } from './current-user.read';

/** `GET /api/me` (spec §7): the signed-in member, composed from every context that knows something of them. */
@Controller('api')
export class MemberHomeController {
  constructor(@Inject(CurrentUserRead) private readonly currentUserRead: CurrentUserRead) {}

  @ApiContract({ answer: currentUserAnswerSchema })
  @Get('me')
  @UseGuards(MemberGuard)
  @AllowUnverified()
  @AllowGuardian()
  me(@MemberId() memberId: string, @Req() req: Request): Promise<{ data: CurrentUser }> {
    return this.currentUserRead.answer(memberId, req.session);
  }
}
