import { EntityManager } from '@mikro-orm/postgresql';
import type { RegisterRequest } from '@coaching/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { APP_CONFIG, type AppConfig, domainError, enqueueInOutbox, EventStore, hashPassword, sql } from '@coaching/server-core';
import { byEmail, isEmailTaken, User } from '../entities/user.entity';
import { IdentityErrors } from '../domain/identity-errors';
import { recordTrialIntent, trialReserveUrl } from './trial-context';
import { verificationMail } from './verification-mail';
import { RegisterMemberCommand } from './register-member.command';
import { recordAccountChange } from './account-changes';

/** Creates the member, their chosen game and the verification mail in one transaction. */
@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ request: asked, kind, name }: RegisterMemberCommand): Promise<{ userId: string }> {
    // A guardian signs up for the guardian area: no course, no trial (those are a student's).
    const request: RegisterRequest = kind === 'guardian' ? { email: asked.email, password: asked.password } : asked;
    const passwordHash = await hashPassword(request.password);
    // The chosen game is kept only while the catalogue offers it (a legacy game is not chosen any more).
    const [game] = request.game_id ? await this.queries.execute(new GetGameSummariesQuery([request.game_id])) : [];
    const gameId = game && !game.isLegacy ? game.id : null;
    try {
      return await this.em.fork().transactional(async (tx) => {
        if (await tx.count(User, byEmail(request.email))) throw domainError(IdentityErrors.EMAIL_TAKEN);
        const user = tx.create(User, {
          email: request.email,
          passwordHash,
          kind,
          lastName: name?.lastName ?? null,
          firstName: name?.firstName ?? null,
          registeredFrom: request.from ?? null,
          route: request.from === 'trial' ? 'trial' : null,
          trialReserveUrl: request.from === 'trial' ? trialReserveUrl(this.config.APP_URL, request.game_id) : null,
          movieFlg: String(request.movie_flg) === '1',
        });
        await tx.flush();
        if (gameId) await sql(tx, 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true)', [user.id, gameId]);
        if (user.trialReserveUrl) await recordTrialIntent(tx, user.id, Number(request.game_id));
        await enqueueInOutbox(tx, verificationMail(this.config, user));
        await recordAccountChange(this.store, tx, user.id, 'registered');
        return { userId: user.id };
      });
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser hears "taken".
      if (isEmailTaken(error)) throw domainError(IdentityErrors.EMAIL_TAKEN);
      throw error;
    }
  }
}
