import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type GuardianChild, type GuardianLinkView, GuardianMessages, guardianInviteSchema, isMinor } from '@coaching/contracts';
import { GetPersonalInformationQuery } from '@coaching/server-billing/queries';
import { ApiContract, domainError, GuardianGuard, MemberGuard, MemberId, parseWith, RateLimiter, type RateLimit, uuidOf } from '@coaching/server-core';
import { AcceptGuardianLinkCommand, EndGuardianLinkCommand, RequestGuardianLinkCommand } from '@coaching/server-identity/commands';
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

  protected async invite(accountId: string, body: unknown): Promise<{ data: { id: string }; message: string }> {
    const { email } = parseWith(guardianInviteSchema, body);
    await this.limiter.enforce('guardian-invitations', accountId, INVITATIONS_PER_ACCOUNT);
    const { linkId } = await this.commands.execute(new RequestGuardianLinkCommand({ party: this.party, id: accountId }, email));
    return { data: { id: linkId }, message: GuardianMessages.invited };
  }

  protected async accept(accountId: string, id: string): Promise<{ message: string }> {
    const link = await this.queries.execute(new GetGuardianLinkQuery(uuidOf(id, CompositionErrors.GUARDIAN_LINK_NOT_FOUND)));
    if (!link) throw domainError(CompositionErrors.GUARDIAN_LINK_NOT_FOUND);
    const studentId = this.party === 'member' ? accountId : link.memberId;
    const information = studentId ? await this.queries.execute(new GetPersonalInformationQuery(studentId)) : null;
    await this.commands.execute(new AcceptGuardianLinkCommand(link.id, { party: this.party, id: accountId }, information?.birthday ? isMinor(information.birthday, new Date()) : false));
    return { message: GuardianMessages.accepted };
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

  @Get()
  async index(@MemberId() memberId: string): Promise<{ data: GuardianLinkView[] }> {
    return { data: await this.list(memberId) };
  }

  @ApiContract({ body: guardianInviteSchema })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@MemberId() memberId: string, @Body() body: unknown) {
    return this.invite(memberId, body);
  }

  @Post(':id/accept')
  @HttpCode(HttpStatus.OK)
  acceptLink(@MemberId() memberId: string, @Param('id') id: string) {
    return this.accept(memberId, id);
  }

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

  @Get('children')
  async childrenOf(@MemberId() guardianId: string): Promise<{ data: GuardianChild[] }> {
    return { data: await this.children.of(guardianId) };
  }

  @Get('links')
  async index(@MemberId() guardianId: string): Promise<{ data: GuardianLinkView[] }> {
    return { data: await this.list(guardianId) };
  }

  @ApiContract({ body: guardianInviteSchema })
  @Post('links')
  @HttpCode(HttpStatus.CREATED)
  create(@MemberId() guardianId: string, @Body() body: unknown) {
    return this.invite(guardianId, body);
  }

  @Post('links/:id/accept')
  @HttpCode(HttpStatus.OK)
  acceptLink(@MemberId() guardianId: string, @Param('id') id: string) {
    return this.accept(guardianId, id);
  }

  @Post('links/:id/end')
  @HttpCode(HttpStatus.OK)
  endLink(@MemberId() guardianId: string, @Param('id') id: string) {
    return this.end(guardianId, id);
  }
}
