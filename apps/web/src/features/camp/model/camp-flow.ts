import { CampMessages, type CampChildInput, type CampPaymentMethod } from '@coaching/contracts';
import { campPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { campEbizruleNotice } from '../../legal/content/camp-ebizrule';

/** The payment page's steps (spec §2, §4): payment → card → confirm for a card; a transfer submits from payment. */
export type CampStep = 'payment' | 'card' | 'confirm';

export const emptyChild = (): CampChildInput => ({ name: '', kana: '', grade: '' as CampChildInput['grade'], notes: '', emergency_name: '', emergency_phone: '' });

/** The children's forms for a head-count: what was typed is kept, new ones are empty, extra ones dropped. */
export function childrenFor(count: number, children: readonly CampChildInput[]): CampChildInput[] {
  return Array.from({ length: count }, (_, i) => children[i] ?? emptyChild());
}

/** Where the parent lands once it is done (spec §4: complete with token and method). */
export function completeHref(token: string, method: CampPaymentMethod): string {
  return `${campPaths.complete}?${new URLSearchParams({ token, method }).toString()}`;
}

/** The step a back link returns to (spec §2: from confirm to card, from card to payment). */
export function previousStep(step: CampStep): CampStep {
  return step === 'confirm' ? 'card' : 'payment';
}

/** Spec §8: the plan lookup failing means the application period has ended. */
export const planFailureMessage = (): string => CampMessages.periodEnded;

/** Spec §8: the server's message, else '申し込みに失敗しました。'. */
export function applicationFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage && error.status < 500 ? error.serverMessage : CampMessages.applicationFailed;
}

/** Spec §8: the provider's or the server's words (a full camp, a used link), else '決済に失敗しました。お問い合わせください'. */
export function paymentFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage && error.status < 500 ? error.serverMessage : CampMessages.paymentFailed;
}

/** The token of the e-mailed URL; none or a blank one is no token. */
export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

export function methodFrom(search: string): CampPaymentMethod | null {
  const method = new URLSearchParams(search).get('method');
  return method === 'bulk' || method === 'bank' ? method : null;
}

/**
 * The camp's cancellation fees as the final confirmation lists them (issue 32): the camp's legal notice's own words
 * and table (/fortnite-camp/ebizrule), so the two never differ.
 */
export function campCancellationLines(): string[] {
  const row = campEbizruleNotice.rows.find((r) => r.label === 'キャンセル・返金');
  const lines: string[] = [];
  for (const paragraph of row?.content ?? []) {
    if (typeof paragraph === 'string') lines.push(paragraph);
    else {
      lines.push(paragraph.text);
      if (paragraph.table) lines.push(...paragraph.table.rows.map((cells) => cells.join('：')));
    }
  }
  return lines;
}
