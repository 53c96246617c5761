import type { CardSchedule, SavedCard } from '@coaching/contracts';
import { formatDayWithWeekday, formatYen } from '@coaching/web-theme';

// The card that pays the remaining monthly payments (issue 32): what its delete dialog says, and where the
// payments can move.

/** The schedules this card pays. */
export const schedulesOn = (card: SavedCard, schedules: readonly CardSchedule[] | undefined) => (schedules ?? []).filter((s) => s.card_seq === card.card_seq);

/** 「VALORANT Lite：残り2回（次回 12月3日(木) 24,200円）」 */
export function scheduleSummary(schedule: CardSchedule): string {
  return `${schedule.title}：残り${schedule.charges_remaining}回（次回 ${formatDayWithWeekday(schedule.next_charge_at)} ${formatYen(schedule.next_amount)}）`;
}

/** The member's other cards, to which the payments can move: the default first. */
export const otherCards = (card: SavedCard, cards: readonly SavedCard[]) =>
  cards.filter((c) => c.card_seq !== card.card_seq).sort((a, b) => Number(b.default_flag === '1') - Number(a.default_flag === '1'));
