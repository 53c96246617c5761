import type { QueryBus } from '@nestjs/cqrs';
import type { AdminMemberRow } from '@coaching/contracts';
import { GetPersonalInformationQuery } from '@coaching/server-billing/queries';
import type { MemberProfile } from '@coaching/server-identity/queries';

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ') || null;

/** Search rows of these members: identity's profile, billing's student information for the kana, phone and a missing name. */
export async function memberRowsOf(queries: QueryBus, profiles: readonly MemberProfile[]): Promise<AdminMemberRow[]> {
  const informations = await Promise.all(profiles.map((p) => queries.execute(new GetPersonalInformationQuery(p.id))));
  return profiles.map((p, i) => {
    const info = informations[i];
    return {
      id: p.id,
      name: joined(p.lastName, p.firstName) ?? (info ? joined(info.last_name, info.first_name) : null),
      kana: info ? joined(info.last_name_kana, info.first_name_kana) : null,
      email: p.email,
      phone_number: info?.phone_number ?? null,
      discord_username: p.discordUsername,
      email_verified: p.emailVerifiedAt !== null,
      account_kind: p.kind,
      created_at: p.createdAt.toISOString(),
    };
  });
}
