import { BillingTerms } from '@coaching/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mailMessage as coreMailMessage, sql, type OutboxMessage } from '@coaching/server-core';

const METHOD_LABELS = BillingTerms.mailMethods;

interface OrderMailRow {
  user_id: string;
  method: keyof typeof METHOD_LABELS;
  kind: 'plan' | 'item';
  period: number;
  quantity: number;
  game_name: string;
  plan_name: string | null;
  item_name: string | null;
}

/**
 * Who gets the mail about an order's money (its payer: the member, or the guardian who paid for them, ADR 0038; addressed when the mail is sent: core's `MailRecipients`,
 * which identity provides, gives the address and the `name` local) and how the purchase reads in it.
 */
export async function orderMailContext(em: EntityManager, paymentId: string) {
  const [row] = await sql<OrderMailRow>(
    em,
    `select coalesce(p.payer_id, p.user_id) as user_id, p.method, p.kind, p.period, p.quantity, g.name as game_name, pl.name as plan_name, i.name as item_name
       from payments p join games g on g.id = p.game_id
       left join plans pl on pl.id = p.plan_id left join items i on i.id = p.item_id
      where p.id = ?`,
    [paymentId],
  );
  if (!row) throw new Error(`payment ${paymentId} has no read model`);
  const title = row.kind === 'plan' ? `${row.game_name} ${row.plan_name}（${row.period}か月）` : `${row.game_name} ${row.item_name} × ${BillingTerms.itemCount(row.quantity)}`;
  return { memberId: row.user_id, title, methodLabel: METHOD_LABELS[row.method], orderPath: orderPathOf(paymentId), ...(await payerGreeting(em, paymentId)) };
}

/** Where the mail's link opens the order (the web app's /payments/history/{id}, issue 32). */
export const orderPathOf = (paymentId: string) => `/payments/history/${paymentId}`;

/**
 * A money mail greets who pays (issue 32): the purchaser named in the student information (a parent, `diff`) when
 * there is one, as the receipt is addressed; else nothing, and the mail greets the account it is sent to. An order a
 * guardian's own account paid (`payer_id`, ADR 0038) is mailed to that account and greeted by its name, so the
 * purchaser is read only for an order without one.
 */
async function payerGreeting(em: EntityManager, paymentId: string): Promise<{ salutation?: string }> {
  const [purchaser] = await sql<{ name: string }>(
    em,
    `select trim(coalesce(pi.parent_last_name, '') || ' ' || coalesce(pi.parent_first_name, '')) as name
       from payments p join personal_informations pi on pi.user_id = p.user_id
      where p.id = ? and pi.diff and p.payer_id is null`,
    [paymentId],
  );
  return purchaser?.name ? { salutation: `${purchaser.name} 様` } : {};
}

/**
 * A mail to the member about their order, as core's mail service builds it. Only `jobs/charge-payment.job.ts` still
 * calls this; other callers pass `{ template, toMember, locals, correlationId }` to core's `mailMessage` themselves.
 */
export function mailMessage(template: string, memberId: string, locals: Record<string, unknown>, correlationId?: string): OutboxMessage {
  return coreMailMessage({ template, toMember: memberId, locals, correlationId });
}
