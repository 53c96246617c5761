import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { IdentityMessages, messageAnswerSchema } from '@coaching/contracts';
import { ApiContract, answerFor, APP_CONFIG, type AppConfig, domainError, isDomainError, MemberGuard, MemberId } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LinkDiscordCommand } from '../commands/link-discord.command';
import { SignInWithDiscordCommand } from '../commands/sign-in-with-discord.command';
import { RememberTrialContextCommand } from '../commands/remember-trial-context.command';
import { GetTrialReturnPathQuery } from '../queries/get-trial-return-path.query';
import { UnlinkDiscordCommand } from '../commands/unlink-discord.command';
import { IdentityErrors } from '../domain/identity-errors';
import { DiscordClient } from './discord-client';
import { startMemberSession } from './member-session';

const STATE_TTL_MS = 10 * 60 * 1000;
const sameState = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** The refusal's registered message for the redirect, or the general one. */
const messageOf = (error: unknown) => (isDomainError(error) && answerFor(error)?.body.message) || IdentityMessages.discordFailed;
/** A cookie of the request (the web app's half-day trial context: `from`, `game_id`). */
const cookieOf = (req: Request, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};
const to = (path: string, message: string) => `${path}${path.includes('?') ? '&' : '?'}${path.startsWith('/discord') ? 'msg' : 'error'}=${encodeURIComponent(message)}`;

/**
 * The browser side of Discord (spec §7): `/login/discord?from=login|sns` starts OAuth2 with a state
 * kept in the session; the callback signs in, signs up or links; `POST /sns/discord/disconnect` unlinks
 * (with the CSRF token, checked for every mutating `/sns` request; a GET only asks for confirmation).
 */
@Controller()
export class DiscordController {
  constructor(
    private readonly client: DiscordClient,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiContract({ answerType: 'redirect' })
  @Get('login/discord')
  async start(@Query('from') from: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const purpose = from === 'sns' ? 'sns' : 'login';
    if (purpose === 'sns' && !req.session.userId) return res.redirect(302, '/login');
    const state = randomBytes(24).toString('base64url');
    req.session.discordOAuth = { state, from: purpose, at: Date.now() };
    req.session.createdAt ??= Date.now();
    await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
    res.redirect(302, this.client.authorizeUrl(state));
  }

  @ApiContract({ answerType: 'redirect' })
  @Get('login/discord/callback')
  async callback(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const pending = req.session.discordOAuth;
    delete req.session.discordOAuth;
    const fresh = pending && Date.now() - pending.at < STATE_TTL_MS;
    if (!pending || !fresh || typeof query.state !== 'string' || !sameState(query.state, pending.state)) {
      return res.redirect(302, to('/login', IdentityMessages.discordFailed));
    }
    const back = pending.from === 'sns' ? '/discord' : '/login';
    if (query.error !== undefined || typeof query.code !== 'string') return res.redirect(302, to(back, IdentityMessages.discordCancelled));

    try {
      const discord = await this.client.userForCode(query.code);
      if (pending.from === 'sns') {
        if (!req.session.userId) return res.redirect(302, '/login');
        await this.commands.execute(new LinkDiscordCommand(req.session.userId, discord));
        // The member has just proven the Discord account in this session, as a Discord sign-in would.
        req.session.signedInVia = 'discord';
        // On a trial's way in, the connection was its last step: back to the booking (issue 30). The trial's start
        // keeps the game it was opened with in the half-day cookie, as a Discord sign-in from there does.
        if (cookieOf(req, 'from') === 'trial') await this.commands.execute(new RememberTrialContextCommand(req.session.userId, cookieOf(req, 'game_id')));
        const trial = await this.queries.execute(new GetTrialReturnPathQuery(req.session.userId, 'linked=discord'));
        return res.redirect(302, trial ?? to('/discord', IdentityMessages.discordLinked));
      }
      const userId = await this.commands.execute(new SignInWithDiscordCommand(discord));
      await startMemberSession(req, res, userId, this.config.isProduction, 'discord');
      // From a trial link (spec §2, §4): the member lands on the trial form of the chosen game.
      const trialUrl = cookieOf(req, 'from') === 'trial' ? await this.commands.execute(new RememberTrialContextCommand(userId, cookieOf(req, 'game_id'))) : null;
      // Without the trial link's cookie (another browser), a trial the member set out to book still leads back to it.
      const trial = trialUrl ? new URL(trialUrl).pathname + new URL(trialUrl).search : await this.queries.execute(new GetTrialReturnPathQuery(userId, 'via=discord'));
      res.redirect(302, trial ?? '/mypage?discord=1');
    } catch (error) {
      res.redirect(302, to(back, messageOf(error)));
    }
  }

  /** A link from anywhere changes nothing: it opens the /discord page's confirmation. */
  @ApiContract({ answerType: 'redirect' })
  @Get('sns/discord/disconnect')
  confirmDisconnect(@Res() res: Response): void {
    res.redirect(302, '/discord?confirm=disconnect');
  }

  /** Spec §2 /discord: only a session signed in through Discord may unlink (the page offers 'connect' otherwise). */
  @ApiContract({ answer: messageAnswerSchema })
  @Post('sns/discord/disconnect')
  @HttpCode(HttpStatus.OK)
  @UseGuards(MemberGuard)
  async disconnect(@MemberId() userId: string, @Req() req: Request): Promise<{ message: string }> {
    if (req.session.signedInVia !== 'discord') throw domainError(IdentityErrors.DISCORD_UNLINK_NEEDS_DISCORD_LOGIN);
    await this.commands.execute(new UnlinkDiscordCommand(userId));
    return { message: IdentityMessages.discordUnlinked };
  }
}
