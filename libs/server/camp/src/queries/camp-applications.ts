import type { AdminCampApplication, CampConsent } from '@coaching/contracts';

/**
 * A `camp_applications` row joined with its camp's name: the back office's fields as the database gives them
 * (timestamps as dates, the consents as stored).
 */
export type CampApplicationRow = Omit<AdminCampApplication, 'due_date' | 'consents' | 'applied_at' | 'paid_at' | 'cancelled_at'> & {
  due_date: string | Date | null;
  consents: { document: CampConsent; version: string; agreedAt: string }[];
  applied_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
};

export const CAMP_APPLICATION_COLUMNS = `a.id, a.camp_event_id, e.name as camp_name, a.name, a.kana, a.email, a.phone_number, a.status, a.method, a.count, a.total,
  a.fee, a.refund, to_char(a.due_date, 'YYYY-MM-DD') as due_date, a.children, a.consents, a.applied_at, a.paid_at, a.cancelled_at`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function adminCampApplicationOf(row: CampApplicationRow): AdminCampApplication {
  return {
    id: row.id,
    camp_event_id: row.camp_event_id,
    camp_name: row.camp_name,
    name: row.name,
    kana: row.kana,
    email: row.email,
    phone_number: row.phone_number,
    status: row.status,
    method: row.method,
    count: row.count,
    total: row.total,
    fee: row.fee,
    refund: row.refund,
    due_date: row.due_date ? String(row.due_date) : null,
    children: row.children,
    consents: row.consents.map((c) => ({ document: c.document, version: c.version, agreed_at: c.agreedAt })),
    applied_at: new Date(row.applied_at).toISOString(),
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
  };
}
