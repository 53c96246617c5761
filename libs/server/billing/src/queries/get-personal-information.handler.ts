import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetPersonalInformationQuery } from './get-personal-information.query';
import { type PersonalInformationAnswer, type PersonalInformationRow, toAnswer } from './personal-information-answer';

/** A timestamptz as ISO 8601 in UTC, as the JSON answers carry times. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

@QueryHandler(GetPersonalInformationQuery)
export class GetPersonalInformationHandler implements IQueryHandler<GetPersonalInformationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: GetPersonalInformationQuery): Promise<PersonalInformationAnswer | null> {
    const [row] = await sql<PersonalInformationRow>(
      this.em.fork(),
      `select last_name, first_name, last_name_kana, first_name_kana, phone_number, to_char(birthday, 'YYYY-MM-DD') as birthday,
              zip_code, address, gender, diff, parent_last_name, parent_first_name, parent_last_name_kana, parent_first_name_kana,
              to_char(parent_birthday, 'YYYY-MM-DD') as parent_birthday, parent_gender, guardian_consent,
              ${iso('agreed_at')} as agreed_at, ${iso('updated_at')} as updated_at
         from personal_informations where user_id = ?`,
      [memberId],
    );
    return row ? toAnswer(row) : null;
  }
}
