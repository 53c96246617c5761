import { PaymentMessages, type CurrentUser, type GameDto, type PlanDto } from '@coaching/contracts';
import { memberPaths } from '../../../config/paths';

// Spec §2 /payments/create: who may see the confirmation of a plan, decided before anything is shown.

/** What is known of a plan the member already owns: its id always; type and game when the catalogue still lists it. */
export interface OwnedPlan {
  id: number;
  plan_type?: PlanDto['plan_type'];
  game_id?: number;
}

/**
 * The member's plans (`me.user_plans` names only id and name), completed from the catalogue where it still
 * sells them, so the add-plan rule can tell an add plan of the same game.
 */
export function ownedPlans(userPlans: CurrentUser['user_plans'], games: readonly GameDto[] | undefined): OwnedPlan[] {
  const catalogue = new Map<number, PlanDto>();
  for (const game of games ?? []) for (const plan of game.plans) catalogue.set(plan.id, plan);
  return userPlans.map(({ plan }) => {
    const known = catalogue.get(plan.id);
    return known ? { id: plan.id, plan_type: known.plan_type, game_id: known.game_id } : { id: plan.id };
  });
}

/**
 * Spec §2/§8: an add plan can be bought once, and only one add plan per game. The server enforces the same
 * rule (answering these messages with 422); checking first spares the member a form they cannot send.
 */
export function addPlanRefusal(plan: Pick<PlanDto, 'id' | 'plan_type' | 'game_id'>, owned: readonly OwnedPlan[]): string | null {
  if (plan.plan_type !== 'add') return null;
  if (owned.some((o) => o.id === plan.id)) return PaymentMessages.planAlreadyPurchased;
  if (owned.some((o) => o.plan_type === 'add' && o.game_id === plan.game_id)) return PaymentMessages.sameGameAddPlanPurchased;
  return null;
}

export interface Redirect {
  to: string;
  /** Shown as an error toast on arrival. */
  message: string;
}

/** Spec §2: incomplete student information → /payments; a refused add plan → /mypage with the error; else stay. */
export function createPageRedirect(me: Pick<CurrentUser, 'is_personal_information_completed'>, plan: Pick<PlanDto, 'id' | 'plan_type' | 'game_id'> | null, owned: readonly OwnedPlan[]): Redirect | null {
  if (!me.is_personal_information_completed) return { to: memberPaths.payments, message: PaymentMessages.personalInformationIncomplete };
  if (!plan) return null;
  const refusal = addPlanRefusal(plan, owned);
  return refusal ? { to: memberPaths.mypage, message: refusal } : null;
}

/** The purchase answered one of the add-plan refusals (422): the member is sent to /mypage with it (spec §2). */
export function isAddPlanRefusal(message: string | undefined): boolean {
  return message === PaymentMessages.planAlreadyPurchased || message === PaymentMessages.sameGameAddPlanPurchased;
}
