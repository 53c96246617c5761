import { CAMP_GRADE_LABELS, CAMP_METHOD_LABELS, fromTokyo } from '@coaching/contracts';
import type { CampPaymentRequestedData } from '../domain/camp-application.decider';
import type { CampEventRow } from '../queries/camp-events';

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });

/** `2026-12-25` as 2026年12月25日(金). */
export const tokyoDateLabel = (date: string) => TOKYO_DATE.format(fromTokyo(date));

/** What every payment mail shows: the camp, the children and the total (the paid mail, the guide, the release). */
export function paymentMailLocals(name: string, camp: CampEventRow, payment: CampPaymentRequestedData) {
  return {
    name,
    campName: camp.name,
    venue: camp.venue,
    startsAt: new Date(camp.starts_at).toISOString(),
    endsAt: new Date(camp.ends_at).toISOString(),
    count: payment.count,
    total: payment.total,
    methodLabel: CAMP_METHOD_LABELS[payment.method],
    children: payment.children.map((child) => ({ name: child.name, grade: CAMP_GRADE_LABELS[child.grade] })),
  };
}
