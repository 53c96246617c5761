import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { activeTrialIntent, chartEmbedHtml, chartLinkOf, type CurrentUser } from '@coaching/contracts';
import { GetGameSummariesQuery, GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { currentCoursePlan } from '../domain/current-course-plan';
import type { MemberHomeFacts } from '../domain/member-home-facts';
import { MemberHomes } from './member-homes';

/**
 * The member as `GET /api/me` answers it (spec §3): the member's home (`MemberHomes`: identity's account, billing's
 * subscriptions and student information, the lessons context's charts) with the catalogue's names of games and plans.
 * `status` is 'paid' once any subscription has started; `user_plans` are the running ones (their period has not ended,
 * billing's `active`). The current plan is the running one of the member's selected course (identity's
 * `game_users.is_selected`, chosen in the sidebar), else the latest of them, so a member who never chose still sees
 * their plan; an add plan never becomes the current plan while its course's own plan runs (`currentCoursePlan`, issue 34);
 * the chart is that plan's subscription's. A course switch records `MemberAccountChanged` ('courses'), which
 * empties the home, so the next read answers the new course.
 */
@Injectable()
export class CurrentUsers {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(MemberHomes) private readonly homes: MemberHomes,
  ) {}

  /** `signedInVia`: how this session signed in; `is_discord_login` (spec §3) is true only for a linked member who came through Discord. */
  async answer(memberId: string, signedInVia: 'password' | 'discord' | undefined, now = new Date()): Promise<CurrentUser> {
    const facts = await this.homes.factsOf(memberId);
    if (!facts) throw new NotFoundException();
    return this.fromFacts(facts, signedInVia, now);
  }

  /** The answer from facts already read (the fast path reads them once for the standing and the answer). */
  async fromFacts(facts: MemberHomeFacts, signedInVia: 'password' | 'discord' | undefined, now = new Date()): Promise<CurrentUser> {
    const { account, subscriptions } = facts;
    const running = subscriptions.filter((s) => s.endsAt !== null && new Date(s.endsAt) > now);
    const [games, plans] = await Promise.all([
      this.queries.execute(new GetGameSummariesQuery(account.games.map((g) => g.gameId))),
      this.queries.execute(new GetPlanSummariesQuery(running.map((s) => s.planId))),
    ]);
    const selected = new Map(account.games.map((g) => [g.gameId, g.isSelected]));
    const planById = new Map(plans.map((p) => [p.id, p]));
    const heldSubscriptions = running.filter((s) => planById.has(s.planId));
    const held = heldSubscriptions.map((s) => planById.get(s.planId)!);
    const selectedGameId = account.games.find((g) => g.isSelected)?.gameId;
    const currentSubscription = currentCoursePlan(
      heldSubscriptions.map((s) => ({ subscription: s, gameId: planById.get(s.planId)!.game.id, planType: planById.get(s.planId)!.planType })),
      selectedGameId,
    )?.subscription;
    const current = currentSubscription ? planById.get(currentSubscription.planId)! : null;
    const chart = chartOf(facts, currentSubscription?.id);
    const name = [account.lastName, account.firstName].filter(Boolean).join(' ') || null;
    const paid = subscriptions.some((s) => s.startsAt !== null) || account.status === 'paid';
    return {
      id_str: account.publicId,
      account_kind: account.kind ?? 'member',
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
      is_personal_information_completed: facts.personalInformationCompleted,
      discord: account.discordUsername ? { provider_username: account.discordUsername } : null,
      user_plans: held.map((p) => ({ plan: { id: p.id, name: p.name } })),
      game_users: games.map((g) => ({ game_id: g.id, is_selected: selected.get(g.id) ?? false, game: { name: g.name, is_legacy: g.isLegacy, discord_url: g.discordUrl } })),
      current_plan: current
        ? {
            plan: { name: current.name, lesson_type: current.lessonType, game: { id: current.game.id, name: current.game.name, discord_url: current.game.discordUrl } },
            embed: chart ? chartEmbedHtml(chart.link) : null,
            chart_url: chart ? chart.url : null,
          }
        : null,
      suspension: account.suspension,
      // Worked out on each read: an intent lapses with time, which no event marks.
      trial_intent: activeTrialIntent(account.trialIntent, { trialCount: account.trialCount, paid }, now),
    };
  }
}

/** The chart of the current plan's subscription; the embed is derived from the allow-listed link, never stored. */
function chartOf(facts: MemberHomeFacts, subscriptionId: string | undefined) {
  const url = facts.charts.find((c) => c.subscriptionId === subscriptionId)?.chartUrl ?? null;
  const link = chartLinkOf(url);
  return link && url ? { link, url } : null;
}
