import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { chartEmbedHtml, chartLinkOf, type CurrentUser, type SuspensionGround } from '@coaching/contracts';
import { GetMemberSubscriptionsQuery, HasPersonalInformationQuery } from '@coaching/server-billing/queries';
import { GetGameSummariesQuery, GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { GetStudentChartsQuery } from '@coaching/server-lessons/queries';
import { suspensionOf } from '../domain/member-suspension';

/** A member's row with their chosen games, as `MEMBER_ROW` reads it. */
interface MemberRow {
  public_id: string;
  email: string;
  last_name: string | null;
  first_name: string | null;
  email_verified_at: Date | null;
  status: string;
  trial_count: number;
  discord_id: string | null;
  discord_username: string | null;
  is_discord_login: boolean;
  profile_photo_path: string | null;
  route: string | null;
  trial_reserve_url: string | null;
  suspended_at: Date | null;
  suspension_ground: SuspensionGround | null;
  suspension_reason: string | null;
  games: { game_id: number; is_selected: boolean }[] | null;
}

const MEMBER_ROW = `select u.public_id, u.email, u.last_name, u.first_name, u.email_verified_at, u.status, u.trial_count, u.discord_id,
       u.discord_username, u.is_discord_login, u.profile_photo_path, u.route, u.trial_reserve_url,
       u.suspended_at, u.suspension_ground, u.suspension_reason,
       (select json_agg(json_build_object('game_id', g.game_id, 'is_selected', g.is_selected)) from game_users g where g.user_id = u.id) as games
  from users u where u.id = ?`;

/** The fields of `User` this answer reads, from the row. */
const memberOf = (row: MemberRow) => ({
  publicId: row.public_id,
  email: row.email,
  lastName: row.last_name,
  firstName: row.first_name,
  isVerified: row.email_verified_at !== null,
  status: row.status,
  trialCount: row.trial_count,
  discordId: row.discord_id,
  discordUsername: row.discord_username,
  isDiscordLogin: row.is_discord_login,
  profilePhotoPath: row.profile_photo_path,
  route: row.route,
  trialReserveUrl: row.trial_reserve_url,
  suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
  suspensionGround: row.suspension_ground,
  suspensionReason: row.suspension_reason,
});

/**
 * The member as `GET /api/me` answers it (spec §3). Identity's own rows (the member, their chosen games)
 * plus what other contexts publish: billing's subscriptions and student information, the catalogue's
 * names of games and plans. `status` is 'paid' once any subscription has started; `user_plans` are the
 * running ones, and the current plan the latest of them. The chart link of the current plan is the lessons context's (published `GetStudentChartsQuery`).
 */
@Injectable()
export class CurrentUsers {
  /**
   * The member's row, answered from this api copy's memory between changes: `users` and `game_users` triggers notify
   * `member-row:<id>` (migration 20261127180001, ADR 0019). Billing, lessons and the catalogue cache their own answers.
   */
  private readonly rows: ReadCache<MemberRow>;

  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.rows = caches.create<MemberRow>('member-row');
  }

  /** `signedInVia`: how this session signed in; `is_discord_login` (spec §3) is true only for a linked member who came through Discord. */
  async answer(em: EntityManager, userId: string, signedInVia: 'password' | 'discord' | undefined): Promise<CurrentUser> {
    // Everything that needs only the member's id is asked at once (one wave of queries, then the names).
    // Identity's own part in one statement (the member and their chosen games), read as plain rows: /api/me is asked
    // on every page a member opens, and a round-trip and an entity hydration less is measurable there (issue 15).
    const [row, subscriptions, personalInformationCompleted] = await Promise.all([
      this.rows.get(userId, async () => (await sql<MemberRow>(em, MEMBER_ROW, [userId]))[0] ?? null, inTransaction(em)),
      this.queries.execute(new GetMemberSubscriptionsQuery(userId)),
      this.queries.execute(new HasPersonalInformationQuery(userId)),
    ]);
    if (!row) throw new NotFoundException();
    const user = memberOf(row);
    const chosen = row.games ?? [];
    const running = subscriptions.filter((s) => s.status === 'active');
    const [games, plans, charts] = await Promise.all([
      this.queries.execute(new GetGameSummariesQuery(chosen.map((g) => g.game_id))),
      this.queries.execute(new GetPlanSummariesQuery(running.map((s) => s.planId))),
      this.queries.execute(new GetStudentChartsQuery(running.map((s) => s.id))),
    ]);
    const selected = new Map(chosen.map((g) => [g.game_id, g.is_selected]));
    const planById = new Map(plans.map((p) => [p.id, p]));
    const heldSubscriptions = running.filter((s) => planById.has(s.planId));
    const held = heldSubscriptions.map((s) => planById.get(s.planId)!);
    const current = held[0] ?? null;
    // The chart of the current plan's subscription; the embed is derived from the allow-listed link, never stored.
    const chartUrl = charts.find((c) => c.subscriptionId === heldSubscriptions[0]?.id)?.chartUrl ?? null;
    const chart = chartLinkOf(chartUrl);
    const name = [user.lastName, user.firstName].filter(Boolean).join(' ') || null;
    return {
      id_str: user.publicId,
      name,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      discord_id: user.discordId,
      profile_photo_url: user.profilePhotoPath ? `/api/profile/photo/${user.publicId}?${user.profilePhotoPath}` : null,
      status: subscriptions.some((s) => s.startsAt !== null) ? 'paid' : user.status,
      trial_count: user.trialCount,
      route: user.route,
      trial_reserve_url: user.trialReserveUrl,
      is_verified: user.isVerified,
      is_discord_login: user.isDiscordLogin && signedInVia === 'discord',
      is_personal_information_completed: personalInformationCompleted,
      discord: user.discordUsername ? { provider_username: user.discordUsername } : null,
      user_plans: held.map((p) => ({ plan: { id: p.id, name: p.name } })),
      game_users: games.map((g) => ({ game_id: g.id, is_selected: selected.get(g.id) ?? false, game: { name: g.name, is_legacy: g.isLegacy, discord_url: g.discordUrl } })),
      current_plan: current
        ? { plan: { name: current.name, lesson_type: current.lessonType, game: { name: current.game.name, discord_url: current.game.discordUrl } },
            embed: chart ? chartEmbedHtml(chart) : null,
            chart_url: chart ? chartUrl : null,
          }
        : null,
      suspension: suspensionOf(user),
    };
  }
}
