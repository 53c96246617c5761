import { isPlanVisible, type GameDto, type PlanDto } from '@coaching/contracts';

// How /payments describes a plan (spec §2, §3 Plan, §5 visibility and 'from' price).

/** Lessons a month: '月4回'. */
export const lessonsLabel = (plan: Pick<PlanDto, 'lesson_count'>) => (plan.lesson_count > 0 ? `月${plan.lesson_count}回` : 'なし');

/** Spec §3: special_coaching_count −1 is unlimited, 0 or less none; the detail text says what the events are. */
export function eventsLabel(plan: Pick<PlanDto, 'special_coaching_count' | 'special_coaching_detail'>): string {
  const detail = plan.special_coaching_detail.trim();
  if (plan.special_coaching_count === -1) return detail || '無制限';
  if (plan.special_coaching_count <= 0) return 'なし';
  return detail || `月${plan.special_coaching_count}回`;
}

/**
 * The games the page offers: non-legacy games, each with its visible plans (spec §5) and purchasable items.
 * The API already filters; this keeps the page right whatever it is given.
 */
export function purchasableGames(games: readonly GameDto[]): GameDto[] {
  return games
    .filter((game) => !game.is_legacy && game.is_purchasable)
    .map((game) => ({ ...game, plans: game.plans.filter((plan) => plan.is_purchasable && isPlanVisible(plan)), items: game.items.filter((item) => item.is_purchasable) }));
}
