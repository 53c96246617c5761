import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { chartEmbedHtml, chartLinkOf, type CurrentUser } from '@coaching/contracts';
import { GetMemberSubscriptionsQuery, HasPersonalInformationQuery } from '@coaching/server-billing/queries';
import { GetGameSummariesQuery, GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { GetMemberAccountQuery } from '@coaching/server-identity/queries';
import { GetStudentChartsQuery } from '@coaching/server-lessons/queries';

/**
 * The member as `GET /api/me` answers it (spec §3), composed from the owners' published queries: identity's account
 * (the member, their chosen games), billing's subscriptions and student information, the catalogue's names of games
 * and plans, the lessons context's chart of the current plan. `status` is 'paid' once any subscription has started;
 * `user_plans` are the running ones, and the current plan the latest of them.
 */
@Injectable()
export class CurrentUsers {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** `signedInVia`: how this session signed in; `is_discord_login` (spec §3) is true only for a linked member who came through Discord. */
  async answer(memberId: string, signedInVia: 'password' | 'discord' | undefined): Promise<CurrentUser> {
    // Everything that needs only the member's id is asked at once (one wave of queries, then the names).
    const [account, subscriptions, personalInformationCompleted] = await Promise.all([
      this.queries.execute(new GetMemberAccountQuery(memberId)),
      this.queries.execute(new GetMemberSubscriptionsQuery(memberId)),
      this.queries.execute(new HasPersonalInformationQuery(memberId)),
    ]);
    if (!account) throw new NotFoundException();
    const running = subscriptions.filter((s) => s.status === 'active');
    const [games, plans, charts] = await Promise.all([
      this.queries.execute(new GetGameSummariesQuery(account.games.map((g) => g.gameId))),
      this.queries.execute(new GetPlanSummariesQuery(running.map((s) => s.planId))),
      this.queries.execute(new GetStudentChartsQuery(running.map((s) => s.id))),
    ]);
    const selected = new Map(account.games.map((g) => [g.gameId, g.isSelected]));
    const planById = new Map(plans.map((p) => [p.id, p]));
    const heldSubscriptions = running.filter((s) => planById.has(s.planId));
    const held = heldSubscriptions.map((s) => planById.get(s.planId)!);
    const current = held[0] ?? null;
    // The chart of the current plan's subscription; the embed is derived from the allow-listed link, never stored.
    const chartUrl = charts.find((c) => c.subscriptionId === heldSubscriptions[0]?.id)?.chartUrl ?? null;
    const chart = chartLinkOf(chartUrl);
    const name = [account.lastName, account.firstName].filter(Boolean).join(' ') || null;
    return {
      id_str: account.publicId,
      name,
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      discord_id: account.discordId,
      profile_photo_url: account.profilePhotoUrl,
      status: subscriptions.some((s) => s.startsAt !== null) ? 'paid' : account.status,
      trial_count: account.trialCount,
      route: account.route,
      trial_reserve_url: account.trialReserveUrl,
      is_verified: account.isVerified,
      is_discord_login: account.isDiscordLogin && signedInVia === 'discord',
      is_personal_information_completed: personalInformationCompleted,
      discord: account.discordUsername ? { provider_username: account.discordUsername } : null,
      user_plans: held.map((p) => ({ plan: { id: p.id, name: p.name } })),
      game_users: games.map((g) => ({ game_id: g.id, is_selected: selected.get(g.id) ?? false, game: { name: g.name, is_legacy: g.isLegacy, discord_url: g.discordUrl } })),
      current_plan: current
        ? {
            plan: { name: current.name, lesson_type: current.lessonType, game: { name: current.game.name, discord_url: current.game.discordUrl } },
            embed: chart ? chartEmbedHtml(chart) : null,
            chart_url: chart ? chartUrl : null,
          }
        : null,
      suspension: account.suspension,
    };
  }
}
