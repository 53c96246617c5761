import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, domainError, enqueueInOutbox, EventStore, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { verificationMail } from './verification-mail';
import { byEmail, isEmailTaken, User } from '../entities/user.entity';
import { UpdateProfileCommand } from './update-profile.command';
import { recordAccountChange } from './account-changes';

/**
 * Saves names, Discord id and photo together. A new e-mail address must be proven again: the member
 * becomes unverified and a verification mail goes to the new address, in the same transaction.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<void> {
    try {
      await this.save(command);
    } catch (error) {
      // Two members taking one address at once: the unique index decides, the loser hears "taken", as at sign-up.
      if (isEmailTaken(error)) throw domainError(IdentityErrors.EMAIL_TAKEN);
      throw error;
    }
  }

  private async save({ userId, update, photo }: UpdateProfileCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE /* FOR UPDATE: concurrent writers wait their turn */ });
      const emailChanged = update.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanged && (await tx.count(User, { ...byEmail(update.email), id: { $ne: user.id } }))) throw domainError(IdentityErrors.EMAIL_TAKEN);
      Object.assign(user, { lastName: update.last_name, firstName: update.first_name, discordId: update.discord_id, email: update.email });
      if (emailChanged) user.emailVerifiedAt = null;
      if (photo) {
        await sql(tx, 'insert into profile_photos (user_id, webp) values (?, ?) on conflict (user_id) do update set webp = excluded.webp, updated_at = now()', [user.id, photo]);
        user.profilePhotoPath = `v${Date.now()}`;
      }
      await tx.flush();
      if (emailChanged) await enqueueInOutbox(tx, verificationMail(this.config, user));
      await recordAccountChange(this.store, tx, user.id, 'profile');
    });
  }
}
