import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { personalInformationStream } from '../domain/personal-information';
import { SavePersonalInformationCommand } from './save-personal-information.command';

const COLUMNS = [
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
  'phone_number',
  'birthday',
  'zip_code',
  'address',
  'gender',
  'diff',
  'parent_last_name',
  'parent_first_name',
  'parent_last_name_kana',
  'parent_first_name_kana',
  'parent_birthday',
  'parent_gender',
  'guardian_consent',
] as const;

/**
 * One row per member, replaced on every save. A saved row is a completed one: `GET /api/me` asks
 * `HasPersonalInformationQuery` for `is_personal_information_completed`, and learns of a save by `PersonalInformationSaved`.
 */
@CommandHandler(SavePersonalInformationCommand)
export class SavePersonalInformationHandler implements ICommandHandler<SavePersonalInformationCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ memberId, form }: SavePersonalInformationCommand): Promise<void> {
    await sqlTransaction(this.em, async (tx) => {
      await sql(
        tx,
      `insert into personal_informations (user_id, ${COLUMNS.join(', ')}, agreed_at, updated_at)
       values (?, ${COLUMNS.map(() => '?').join(', ')}, now(), now())
       on conflict (user_id) do update set ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, agreed_at = excluded.agreed_at, updated_at = excluded.updated_at`,
      [memberId, ...COLUMNS.map((column) => form[column])],
      );
      await this.store.record(tx, personalInformationStream(memberId), [{ type: 'PersonalInformationSaved', data: { memberId } }], { actor: { type: 'member', id: memberId } });
    });
  }
}
