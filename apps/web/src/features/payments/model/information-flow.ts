import { PAYMENT_METHODS, type PaymentMethod, type PlanDto } from '@coaching/contracts';
import { memberPaths, paths } from '../../../config/paths';
import { planCreateHref, type PlanSelection } from './purchase-options';

// /payments/information (spec §2, state: plan, game, method, period): what was chosen on /payments, and
// where the member continues once the student information is saved.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The selection from history state, or null when the page was opened directly (or the state is not ours). */
export function selectionFromState(state: unknown): PlanSelection | null {
  if (!isRecord(state) || !isRecord(state.plan) || !isRecord(state.game)) return null;
  const { plan, game, method, period } = state;
  if (typeof plan.id !== 'number' || typeof game.id !== 'number' || typeof game.name !== 'string') return null;
  if (!PAYMENT_METHODS.includes(method as PaymentMethod)) return null;
  if (typeof period !== 'number' || !Number.isInteger(period) || period < 1 || period > 6) return null;
  return { plan: plan as unknown as PlanDto, game: { id: game.id, name: game.name }, method: method as PaymentMethod, period };
}

/** Spec §2: on to the confirmation with the chosen plan, method and period; back to /payments without one. */
export function destinationAfterInformation(selection: PlanSelection | null): string {
  return selection ? planCreateHref({ planId: selection.plan.id, method: selection.method, period: selection.period }) : memberPaths.payments;
}

/** Spec §2: the terms are /rule, or /fortnite-camp/rule for offline lessons. */
export function termsHref(plan: Pick<PlanDto, 'lesson_type'> | null | undefined): string {
  return plan?.lesson_type === 'offline' ? paths.campRule : paths.rule;
}
