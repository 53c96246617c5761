import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GuardianMessages, messageAnswerSchema } from '@coaching/contracts';
import { ApiContract, OperatorGuard, OperatorRoles, uuidOf } from '@coaching/server-core';
import { EndGuardianLinkCommand, ResendGuardianInvitationCommand } from '@coaching/server-identity/commands';
import type { Request } from 'express';
import { CompositionErrors } from '../domain/composition-errors';

/**
 * Support's hand on a guardian link (issue 31), from the member 360: send a pending invitation's mail again, or end a
 * link. Each is an event on the link's stream with the operator as actor, so the audit log has its line (ADR 0023).
 * Staff only, like the member 360.
 */
@Controller('admin-api/guardian-links')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support')
export class AdminGuardianLinksController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiContract({ answer: messageAnswerSchema })
  @Post(':id/resend')
  @HttpCode(HttpStatus.OK)
  async resend(@Param('id') id: string, @Req() req: Request): Promise<{ message: string }> {
    await this.commands.execute(new ResendGuardianInvitationCommand(uuidOf(id, CompositionErrors.GUARDIAN_LINK_NOT_FOUND), operatorOf(req)));
    return { message: GuardianMessages.resent };
  }

  @ApiContract({ answer: messageAnswerSchema })
  @Post(':id/end')
  @HttpCode(HttpStatus.OK)
  async end(@Param('id') id: string, @Req() req: Request): Promise<{ message: string }> {
    await this.commands.execute(new EndGuardianLinkCommand(uuidOf(id, CompositionErrors.GUARDIAN_LINK_NOT_FOUND), { party: 'operator', ...operatorOf(req) }));
    return { message: GuardianMessages.ended };
  }
}

const operatorOf = (req: Request) => ({ id: req.session.operator!.id, name: req.session.operator!.name });
