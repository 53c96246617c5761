import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import type { User } from './user.entity';

interface GameUserRow {
  game_id: number;
  is_selected: boolean;
  name: string;
  is_legacy: boolean;
  discord_url: string | null;
}

interface UserPlanRow {
  plan_id: number;
  plan_name: string;
  lesson_type: string;
  game_name: string;
  discord_url: string | null;
  is_current: boolean;
}

/**
 * The member as `GET /api/me` answers it (spec §3). Plans come from the billing context's `user_plans`
 * read model (a settled payment gives the plan for its period); the current plan is the latest one still
 * running. Charts join when the lessons context lands.
 */
export async function toCurrentUser(em: EntityManager, user: User): Promise<CurrentUser> {
  const games = await sql<GameUserRow>(
    em,
    'select gu.game_id, gu.is_selected, g.name, g.is_legacy, g.discord_url from game_users gu join games g on g.id = gu.game_id where gu.user_id = ? order by g.sort_order',
    [user.id],
  );
  const plans = await sql<UserPlanRow>(
    em,
    `select up.plan_id, p.name as plan_name, p.lesson_type, g.name as game_name, g.discord_url, (now() between up.starts_at and up.ends_at) as is_current
       from user_plans up join plans p on p.id = up.plan_id join games g on g.id = p.game_id
      where up.user_id = ? and up.ends_at > now()
      order by up.starts_at desc`,
    [user.id],
  );
  const current = plans.find((p) => p.is_current) ?? null;
  const name = [user.lastName, user.firstName].filter(Boolean).join(' ') || null;
  return {
    id_str: user.publicId,
    name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    discord_id: user.discordId,
    profile_photo_url: user.profilePhotoPath ? `/api/profile/photo/${user.publicId}?${user.profilePhotoPath}` : null,
    status: user.status,
    trial_count: user.trialCount,
    route: user.route,
    trial_reserve_url: user.trialReserveUrl,
    is_verified: user.isVerified,
    is_discord_login: user.isDiscordLogin,
    is_personal_information_completed: user.personalInformationCompletedAt !== null,
    discord: user.discordUsername ? { provider_username: user.discordUsername } : null,
    user_plans: plans.map((p) => ({ plan: { id: p.plan_id, name: p.plan_name } })),
    game_users: games.map((g) => ({ game_id: g.game_id, is_selected: g.is_selected, game: { name: g.name, is_legacy: g.is_legacy, discord_url: g.discord_url } })),
    current_plan: current
      ? { plan: { name: current.plan_name, lesson_type: current.lesson_type, game: { name: current.game_name, discord_url: current.discord_url } }, embed: null, chart_url: null }
      : null,
  };
}
