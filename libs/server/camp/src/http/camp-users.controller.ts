import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { campApplicantSchema, campHeadcountSchema, CampMessages, campParentCancelSchema, campPaymentSchema, type CampApplicationForToken, type CampCancelView, type CampPaymentResult, type CampPlanAnswer, type CampReceipt, campApplicationForTokenAnswerSchema, campCancelViewAnswerSchema, campCancelledAnswerSchema, campPaymentResultAnswerSchema, campPlanAnswerSchema, createdIdAnswerSchema, paymentReceiptAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, parseWith, RateLimiter } from '@coaching/server-core';
import { CampErrors } from '../domain/camp-errors';
import type { Request } from 'express';
import { z } from 'zod';
import { ApplyForCampCommand } from '../commands/apply-for-camp.command';
import { CancelUnpaidCampApplicationCommand } from '../commands/cancel-unpaid-camp-application.command';
import { GetCampCancelViewQuery } from '../queries/get-camp-cancel-view.query';
import { PayForCampCommand } from '../commands/pay-for-camp.command';
import { GetApplicationForTokenQuery } from '../queries/get-application-for-token.query';
import { GetCampPlanQuery } from '../queries/get-camp-plan.query';
import { GetCampReceiptQuery } from '../queries/get-camp-receipt.query';

/** Applications one address, or one network address, may make: enough for a family, not for a mail cannon. */
const APPLICATIONS_PER_ADDRESS = { limit: 5, windowSeconds: 24 * 60 * 60 };
const APPLICATIONS_PER_IP = { limit: 60, windowSeconds: 60 * 60 };
const PAYMENTS_PER_IP = { limit: 120, windowSeconds: 60 * 60 };

const planQuery = z.object({ count: campHeadcountSchema.optional().default(1) });
const receiptQuery = z.object({
  application: z.uuid({ error: CampMessages.receiptNotFound }),
  sig: z.string({ error: CampMessages.receiptNotFound }).trim().min(1, { error: CampMessages.receiptNotFound }).max(100, { error: CampMessages.receiptNotFound }),
});
const tokenQuery = z.object({ token: z.string({ error: '申し込み用のURLが正しくありません。' }).trim().min(1).max(200) });

/**
 * The camp's public calls (spec §7), for parents without an account; the e-mailed token is what proves an
 * application. CSRF is checked before these run (the double-submit token of a visitor).
 */
@Controller('api/camp_users')
export class CampUsersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  /** `GET /api/camp_users/plan?count=`: `data.data` holds the plan and the total (`calc`). */
  @ApiContract({ answer: campPlanAnswerSchema, query: planQuery })
  @Get('plan')
  async plan(@Query() query: unknown): Promise<{ data: { data: CampPlanAnswer } }> {
    const { count } = parseWith(planQuery, query);
    return { data: { data: await this.queries.execute(new GetCampPlanQuery(count)) } };
  }

  /** What the payment page shows for its token; a forged, used or expired token answers 422 with why. */
  @ApiContract({ answer: campApplicationForTokenAnswerSchema, query: tokenQuery })
  @Get('application')
  async application(@Query() query: unknown): Promise<{ data: CampApplicationForToken }> {
    const { token } = parseWith(tokenQuery, query);
    return { data: await this.queries.execute(new GetApplicationForTokenQuery(token)) };
  }

  /**
   * `GET /api/camp_users/receipt?application=&sig=` (issue 32): a paid application's receipt, for the parent who has no
   * account; the link the camp's mails carry is signed. A forged link, or an application not paid, answers 404.
   */
  @ApiContract({ answer: paymentReceiptAnswerSchema })
  @Get('receipt')
  async receipt(@Query() query: unknown): Promise<{ data: CampReceipt }> {
    const parsed = receiptQuery.safeParse(query);
    if (!parsed.success) throw domainError(CampErrors.RECEIPT_NOT_FOUND);
    return { data: await this.queries.execute(new GetCampReceiptQuery(parsed.data.application, parsed.data.sig)) };
  }

  /** `GET /api/camp_users/cancel?application=&sig=` (issue 34): the unpaid application the transfer guide mail's link cancels. */
  @ApiContract({ answer: campCancelViewAnswerSchema })
  @Get('cancel')
  async cancelView(@Query() query: unknown): Promise<{ data: CampCancelView }> {
    const link = campParentCancelSchema.pick({ application: true, sig: true }).safeParse(query);
    if (!link.success) throw domainError(CampErrors.CANCEL_LINK_INVALID);
    return { data: await this.queries.execute(new GetCampCancelViewQuery(link.data.application, link.data.sig)) };
  }

  /** `POST /api/camp_users/cancel` (issue 34): the parent cancels, from the signed link, an application whose transfer is awaited. */
  @ApiContract({ answer: campCancelledAnswerSchema, body: campParentCancelSchema })
  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  async cancel(@Body() body: unknown, @Req() req: Request): Promise<{ data: { cancelled: true } }> {
    const request = parseWith(campParentCancelSchema, body);
    await this.limiter.enforce('camp-payment', req.ip ?? 'unknown', PAYMENTS_PER_IP, req.res);
    return { data: await this.commands.execute(new CancelUnpaidCampApplicationCommand(request.application, request.reason, { type: 'parent', signature: request.sig })) };
  }

  @ApiContract({ answer: createdIdAnswerSchema, body: campApplicantSchema })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async apply(@Body() body: unknown, @Req() req: Request): Promise<{ data: { id: string } }> {
    const applicant = parseWith(campApplicantSchema, body);
    await this.limiter.enforce('camp-apply', req.ip ?? 'unknown', APPLICATIONS_PER_IP, req.res);
    await this.limiter.enforce('camp-apply-address', applicant.email.toLowerCase(), APPLICATIONS_PER_ADDRESS, req.res);
    const data = await this.commands.execute(new ApplyForCampCommand(applicant, req.get('x-request-id') ?? undefined));
    return { data };
  }

  @ApiContract({ answer: campPaymentResultAnswerSchema, body: campPaymentSchema })
  @Post('payment')
  @HttpCode(HttpStatus.OK)
  async pay(@Body() body: unknown, @Req() req: Request): Promise<{ data: CampPaymentResult }> {
    const request = parseWith(campPaymentSchema, body);
    await this.limiter.enforce('camp-payment', req.ip ?? 'unknown', PAYMENTS_PER_IP, req.res);
    return { data: await this.commands.execute(new PayForCampCommand(request, req.get('x-request-id') ?? undefined)) };
  }
}
