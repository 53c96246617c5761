import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type GuardianChild,
  guardianChildrenAnswerSchema,
  type GuardianInvitationSent,
  guardianInvitationSentSchema,
  guardianLinksAnswerSchema,
  type GuardianLinkView,
  GuardianMessages,
  guardianAdultAnswerSchema,
  guardianInviteSchema,
  isMinor,
  messageAnswerSchema,
} from '@coaching/contracts';
import { GetPersonalInformationQuery } from '@coaching/server-billing/queries';
import { ApiContract, domainError, GuardianGuard, MemberGuard, MemberId, parseWith, RateLimiter, type RateLimit, uuidOf } from '@coaching/server-core';
import { AcceptGuardianLinkCommand, ConfirmGuardianLinkAsAdultCommand, EndGuardianLinkCommand, RequestGuardianLinkCommand } from '@coaching/server-identity/commands';
import { GetGuardianLinkQuery, ListGuardianLinksQuery } from '@coaching/server-identity/queries';
import { CompositionErrors } from '../domain/composition-errors';
import { GuardianChildren } from '../queries/guardian-children';

type Party = 'member' | 'guardian';

/** Invitation mails one account may send a day (either side): enough for a family, too few to mail strangers with. */
export const INVITATIONS_PER_ACCOUNT: RateLimit = { limit: 10, windowSeconds: 24 * 60 * 60 };

/**
 * Guardian links from both sides (issue 31, ADR 0037): the student's (`/api/guardian-links`, the member guard) and the
 * guardian's (`/api/guardian/links`, the guardian guard), and the guardian area (`/api/guardian/children`). Identity
 * owns the links; an acceptance asks billing's student information whether the student is a minor (spec §5), which is
 * why these routes are composed here.
 */
abstract class GuardianLinkRoutes {
  protected abstract readonly party: Party;

  constructor(
    protected readonly commands: CommandBus,
    protected readonly queries: QueryBus,
    protected readonly limiter: RateLimiter,
  ) {}

  protected list(accountId: string): Promise<GuardianLinkView[]> {
    return this.queries.execute(new ListGuardianLinksQuery({ party: this.party, id: accountId }));
  }

  protected async invite(accountId: string, body: unknown): Promise<GuardianInvitationSent> {
    const { email } = parseWith(guardianInviteSchema, body);
    await this.limiter.enforce('guardian-invitations', accountId, INVITATIONS_PER_ACCOUNT);
    const { linkId, renewed } = await this.commands.execute(new RequestGuardianLinkCommand({ party: this.party, id: accountId }, email));
    return { data: { id: linkId }, message: renewed ? GuardianMessages.invitationRenewed : GuardianMessages.invited };
  }

  protected async accept(accountId: string, id: string): Promise<{ message: string }> {
    const link = await this.queries.execute(new GetGuardianLinkQuery(uuidOf(id, CompositionErrors.GUARDIAN_LINK_NOT_FOUND)));
    if (!link) throw domainError(CompositionErrors.GUARDIAN_LINK_NOT_FOUND);
    const studentId = this.party === 'member' ? accountId : link.memberId;
    await this.commands.execute(new AcceptGuardianLinkCommand(link.id, { party: this.party, id: accountId }, studentId ? (await this.ageOf(studentId)) === 'minor' : false));
    return { message: GuardianMessages.accepted };
  }

  /** The student's age today in Tokyo, from billing's student information (spec §5); `unknown` without a birthday. */
  protected async ageOf(studentId: string): Promise<'minor' | 'adult' | 'unknown'> {
    const information = await this.queries.execute(new GetPersonalInformationQuery(studentId));
    if (!information?.birthday) return 'unknown';
    return isMinor(information.birthday, new Date()) ? 'minor' : 'adult';
  }

  protected async end(accountId: string, id: string): Promise<{ message: string }> {
    await this.commands.execute(new EndGuardianLinkCommand(uuidOf(id, CompositionErrors.GUARDIAN_LINK_NOT_FOUND), { party: this.party, id: accountId }));
    return { message: GuardianMessages.ended };
  }
}

/** The student's side: their guardians and invitations (member area /guardians). */
@Controller('api/guardian-links')
@UseGuards(MemberGuard)
export class MemberGuardianLinksController extends GuardianLinkRoutes {
  protected readonly party = 'member';

  constructor(@Inject(CommandBus) commands: CommandBus, @Inject(QueryBus) queries: QueryBus, @Inject(RateLimiter) limiter: RateLimiter) {
    super(commands, queries, limiter);
  }

  /**
   * The student's links. A link accepted with a minor's consent whose student is 18 now asks, once, whether it
   * continues (ADR 0046): worked out here on read, from billing's birthday, so no job has to watch birthdays.
   */
  @ApiContract({ answer: guardianLinksAnswerSchema })
  @Get()
  async index(@MemberId() memberId: string): Promise<{ data: GuardianLinkView[] }> {
    const links = await this.list(memberId);
    const askable = links.filter((l) => l.status === 'active' && l.minor_consent_at !== null && l.adult_confirmed_at === null);
    if (askable.length === 0 || (await this.ageOf(memberId)) !== 'adult') return { data: links };
    return { data: links.map((l) => (askable.includes(l) ? { ...l, needs_adult_confirmation: true } : l)) };
  }

  /** The adult student's answer: 続ける records it; 連携を終了する records it and ends the link (one append). */
  @ApiContract({ body: guardianAdultAnswerSchema, answer: messageAnswerSchema })
  @Post(':id/adult-answer')
  @HttpCode(HttpStatus.OK)
  async adultAnswer(@MemberId() memberId: string, @Param('id') id: string, @Body() body: unknown): Promise<{ message: string }> {
    const linkId = uuidOf(id, CompositionErrors.GUARDIAN_LINK_NOT_FOUND);
    const answer = parseWith(guardianAdultAnswerSchema, body);
    const adult = (await this.ageOf(memberId)) === 'adult';
    await this.commands.execute(new ConfirmGuardianLinkAsAdultCommand(linkId, memberId, adult, answer.continue));
    return { message: answer.continue ? GuardianMessages.adultContinued : GuardianMessages.ended };
  }

  @ApiContract({ body: guardianInviteSchema, answer: guardianInvitationSentSchema })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@MemberId() memberId: string, @Body() body: unknown) {
    return this.invite(memberId, body);
  }

  @ApiContract({ answer: messageAnswerSchema })
  @Post(':id/accept')
  @HttpCode(HttpStatus.OK)
  acceptLink(@MemberId() memberId: string, @Param('id') id: string) {
    return this.accept(memberId, id);
  }

  @ApiContract({ answer: messageAnswerSchema })
  @Post(':id/end')
  @HttpCode(HttpStatus.OK)
  endLink(@MemberId() memberId: string, @Param('id') id: string) {
    return this.end(memberId, id);
  }
}

/** The guardian's side: their children's links and the guardian area (/guardian). */
@Controller('api/guardian')
@UseGuards(GuardianGuard)
export class GuardianAreaController extends GuardianLinkRoutes {
  protected readonly party = 'guardian';

  constructor(
    @Inject(CommandBus) commands: CommandBus,
    @Inject(QueryBus) queries: QueryBus,
    @Inject(RateLimiter) limiter: RateLimiter,
    @Inject(GuardianChildren) private readonly children: GuardianChildren,
  ) {
    super(commands, queries, limiter);
  }

  @ApiContract({ answer: guardianChildrenAnswerSchema })
  @Get('children')
  async childrenOf(@MemberId() guardianId: string): Promise<{ data: GuardianChild[] }> {
    return { data: await this.children.of(guardianId) };
  }

  @ApiContract({ answer: guardianLinksAnswerSchema })
  @Get('links')
  async index(@MemberId() guardianId: string): Promise<{ data: GuardianLinkView[] }> {
    return { data: await this.list(guardianId) };
  }

  @ApiContract({ body: guardianInviteSchema, answer: guardianInvitationSentSchema })
  @Post('links')
  @HttpCode(HttpStatus.CREATED)
  create(@MemberId() guardianId: string, @Body() body: unknown) {
    return this.invite(guardianId, body);
  }

  @ApiContract({ answer: messageAnswerSchema })
  @Post('links/:id/accept')
  @HttpCode(HttpStatus.OK)
  acceptLink(@MemberId() guardianId: string, @Param('id') id: string) {
    return this.accept(guardianId, id);
  }

  @ApiContract({ answer: messageAnswerSchema })
  @Post('links/:id/end')
  @HttpCode(HttpStatus.OK)
  endLink(@MemberId() guardianId: string, @Param('id') id: string) {
    return this.end(guardianId, id);
  }
}
