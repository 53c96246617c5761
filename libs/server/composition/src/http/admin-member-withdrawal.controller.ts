import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminMemberDataExport, adminMemberDataExportSchema, adminWithdrawSchema, type WithdrawalPreview, memberWithdrawnSchema, withdrawalPreviewSchema } from '@coaching/contracts';
import { RecordMemberDataExportCommand } from '@coaching/server-identity/commands';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseWith, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CloseMemberAccountCommand } from '../commands/close-member-account.command';
import { CompositionErrors } from '../domain/composition-errors';
import { GetMember360Query } from '../queries/get-member-360.query';
import { GetWithdrawalPreviewQuery } from '../queries/get-withdrawal-preview.query';

const operatorOf = (req: Request) => ({ id: req.session.operator!.id, name: req.session.operator!.name });

/**
 * Support acts on a member's request about their data (APPI; ADR 0042): a withdrawal or deletion asked by mail or phone
 * (audited: `MemberWithdrew` names the operator, the channel and what the member asked; refunds wait for another
 * person's approval), and the export of everything the school keeps about the member (開示) as a JSON file (audited:
 * `MemberDataExported`). Staff only.
 */
@Controller('admin-api/members/:id')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support')
export class AdminMemberWithdrawalController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @ApiContract({ answer: withdrawalPreviewSchema })
  @Get('withdrawal')
  async preview(@Param('id') id: string): Promise<WithdrawalPreview> {
    const preview = await this.queries.execute(new GetWithdrawalPreviewQuery(uuidOf(id, CompositionErrors.MEMBER_NOT_FOUND).toLowerCase()));
    if (!preview) throw domainError(CompositionErrors.MEMBER_NOT_FOUND);
    return preview;
  }

  @ApiContract({ answer: memberWithdrawnSchema, body: adminWithdrawSchema })
  @Post('withdrawal')
  @HttpCode(HttpStatus.OK)
  async withdraw(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<{ id: string; withdrawn: boolean }> {
    const memberId = uuidOf(id, CompositionErrors.MEMBER_NOT_FOUND).toLowerCase();
    const { channel, reason } = parseWith(adminWithdrawSchema, body);
    const { withdrawn } = await this.commands.execute(new CloseMemberAccountCommand(memberId, { type: 'operator', ...operatorOf(req), channel, reason }));
    return { id: memberId, withdrawn };
  }

  @ApiContract({ answer: adminMemberDataExportSchema })
  @Get('export')
  async export(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const memberId = uuidOf(id, CompositionErrors.MEMBER_NOT_FOUND).toLowerCase();
    const member = await this.queries.execute(new GetMember360Query(memberId));
    if (!member) throw domainError(CompositionErrors.MEMBER_NOT_FOUND);
    await this.commands.execute(new RecordMemberDataExportCommand(memberId, operatorOf(req)));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="member-${memberId}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    const file: AdminMemberDataExport = { exported_at: new Date().toISOString(), member };
    return JSON.stringify(file, null, 2);
  }
}
