import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { PlanType } from '@coaching/contracts';
import { ClaimCouponUseCommand } from '@coaching/server-catalogue/commands';
import { GetPlanSummariesQuery, GetPurchasableItemQuery } from '@coaching/server-catalogue/queries';
import { HoldMemberAccountCommand } from '@coaching/server-identity/commands';
import { GetLinkedChildQuery } from '@coaching/server-identity/queries';
import { APP_CONFIG, type AppConfig, decideInTransaction, domainError, enqueueInOutbox, EventStore, mailMessage, newStream, type OutboxMessage, QueueName, sql, sqlTransaction } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { SavedCards } from '../card-provider/saved-cards';
import { BANK_ACCOUNT, transferReference } from '../domain/bank-account';
import { BillingErrors } from '../domain/billing-errors';
import type { Charge } from '../domain/charge-plan';
import { chargeSchedule } from '../domain/charge-schedule';
import { checkPurchaseRules, orderDecider, type OrderFacts, type OrderToPlace, type PaymentRequestedData } from '../domain/order.decider';
import { CHARGE_PAYMENT_JOB } from '../jobs/charge-payment.job';
import { memberPayment, type MemberPayment } from '../queries/payment-summaries';
import { QuoteItemQuery } from '../queries/quote-item.query';
import { QuotePlanQuery } from '../queries/quote-plan.query';
import { LeaseTaken, Leases, type LeaseTerms } from './leases';
import { orderMailContext } from './order-mails';
import { paymentStream } from './order-stream';
import { PlaceOrderCommand, type CardChoice, type OrderPayer, type OrderTarget } from './place-order.command';
import { SavePurchaseCardCommand } from './save-purchase-card.command';

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/** The most provider calls a purchase waits for: a new card's save (which may first wait its turn), or the default read. */
const PROVIDER_CALLS_PER_PURCHASE = 10;

/** An order as priced, before it has an id, a time, its charges' due dates and its card; and the coupon it uses (the catalogue's id). */
type PricedOrder = Omit<OrderToPlace, 'paymentId' | 'memberId' | 'method' | 'charges' | 'requestedAt'> & { charges: Charge[]; planType: PlanType | null; couponId: number | null };

type Answer = { payment: MemberPayment; repeated: boolean };

/**
 * The purchase (ARCHITECTURE.md: payments as event-sourced orders). Nothing is charged here: the charge
 * happens once, in the worker, after this commits. No transaction is open while the card provider is asked.
 * 1. The purchase holds its key's lease (leases.ts), so a duplicate sent meanwhile is refused at once; under it, a
 *    key already used answers its first order.
 * 2. Outside any transaction: price the order (billing's pricing, the only place prices are computed),
 *    check the rules that need no card, then settle the card that pays: a new card is saved at the provider,
 *    or the default card is read from it.
 * 3. One short transaction, one member at a time: gather the facts again, let the decider place the order
 *    (`PaymentRequested`; its projection writes the order the member sees), remember the key, claim the coupon's
 *    use from the catalogue (its limit decided under the coupon's lock, committed with the order or not at all),
 *    and write the side effect to the outbox: the worker's charge job for a card, the transfer-guide mail for a
 *    bank transfer.
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  private readonly keyLease: LeaseTerms;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SavedCards) private readonly cards: SavedCards,
    @Inject(Leases) private readonly leases: Leases,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Outlasts the provider calls a purchase may wait for; a duplicate is refused, never kept waiting.
    this.keyLease = { ttlMs: PROVIDER_CALLS_PER_PURCHASE * config.CARD_PROVIDER_TIMEOUT_MS, waitMs: 0 };
  }

  async execute({ memberId, target, card, idempotencyKey, payer }: PlaceOrderCommand): Promise<Answer> {
    // The key is the payer's: a guardian's ten submits of one purchase are one order, whoever it is for.
    const account = payer?.guardianId ?? memberId;
    try {
      // The key is looked up once, under its lease: a new key (the usual case) costs one read, not two; a key used before
      // takes the lease a moment to answer its first order (ADR 0048).
      return await this.leases.hold(`purchase:${account}:${idempotencyKey}`, this.keyLease, async () => {
        return (await this.answerForKey(account, idempotencyKey)) ?? (await this.place(memberId, target, card, idempotencyKey, payer));
      });
    } catch (error) {
      if (error instanceof LeaseTaken) throw domainError(BillingErrors.DUPLICATE_REQUEST);
      throw error;
    }
  }

  private async place(memberId: string, target: OrderTarget, choice: CardChoice, idempotencyKey: string, payer: OrderPayer | undefined): Promise<Answer> {
    const account = payer?.guardianId ?? memberId;
    if (payer) await this.ensureLinked(payer, memberId);
    // Priced and ruled for the member it is for (their admission fee, their add plans), whoever pays.
    const { planType, couponId, ...priced } = await this.price(memberId, target);
    // The rules that need no card first, so no card is saved for an order they refuse.
    const before = await this.facts(this.em.fork(), memberId);
    if (payer && !before.personalInformationCompleted) throw domainError(BillingErrors.CHILD_INFORMATION_INCOMPLETE);
    checkPurchaseRules(priced, planType, before);
    const card = target.method === 'bank' ? null : await this.cardThatPays(account, choice);

    return sqlTransaction(this.em, async (tx) => {
      // One member's orders are decided one at a time, so two add plans of one game cannot both pass.
      await sql(tx, "select pg_advisory_xact_lock(hashtext('billing-orders'), hashtext(?))", [memberId]);
      // The account stays while this order commits: a withdrawal waits for it (and then for its charge), or this order
      // waits for the withdrawal and is refused. No charge is made for an account that is gone (ADR 0042).
      await this.commands.execute(new HoldMemberAccountCommand(memberId, tx));
      // A guardian's link is live when the order commits: an end of the link waits for it, or this order is refused.
      if (payer) await this.ensureLinked(payer, memberId, tx);
      const facts: OrderFacts = { ...(await this.facts(tx, memberId)), card };
      const now = new Date();
      const order: OrderToPlace = {
        ...priced,
        paymentId: randomUUID(),
        memberId,
        ...(payer ? { payerId: payer.guardianId } : {}),
        method: target.method,
        charges: chargeSchedule(priced.charges, target.method, now),
        requestedAt: now.toISOString(),
      };
      const { decided } = await decideInTransaction(tx, this.store, paymentStream(order.paymentId), orderDecider, { type: 'PlaceOrder', data: { order, planType, facts } }, { actor: { type: 'member', id: account }, correlationId: idempotencyKey }, newStream(orderDecider));
      const key = [account, idempotencyKey, order.paymentId];
      const recorded = await sql(tx, 'insert into purchase_requests (user_id, idempotency_key, payment_id) values (?, ?, ?) on conflict do nothing returning payment_id', key);
      // Only if the key's lease lapsed could another request have recorded the key first: this order rolls back.
      if (recorded.length === 0) throw domainError(BillingErrors.DUPLICATE_REQUEST);
      if (couponId !== null) await this.claimCouponUse(tx, couponId, order, now);
      await enqueueInOutbox(tx, await this.sideEffect(tx, decided[0].data as PaymentRequestedData));
      return { payment: (await memberPayment(tx, account, order.paymentId))!, repeated: false };
    });
  }

  /**
   * The coupon's use, claimed on this transaction as the last thing before the outbox: the coupon's row stays locked
   * until the order commits, so claims of one coupon wait for each other only that long. Refused (its last use went
   * to another order meanwhile, or it was deactivated): the order rolls back and nothing is charged.
   */
  private async claimCouponUse(tx: EntityManager, couponId: number, order: OrderToPlace, now: Date): Promise<void> {
    const claim = await this.commands.execute(new ClaimCouponUseCommand(couponId, order.paymentId, order.planId, tx, now));
    if (!claim.ok) throw domainError(claim.reason === 'used_up' ? BillingErrors.COUPON_USED_UP : BillingErrors.COUPON_INVALID);
  }

  /** The guardian's link to the child is live (on the order's transaction, held until it commits); else 404. */
  private async ensureLinked({ guardianId, linkId }: OrderPayer, memberId: string, tx?: EntityManager): Promise<void> {
    const child = await this.queries.execute(new GetLinkedChildQuery(guardianId, linkId, tx));
    if (child?.memberId !== memberId) throw domainError(BillingErrors.CHILD_NOT_LINKED);
  }

  /** The order a key already placed, as the first answer gave it; null for a new key. */
  private async answerForKey(memberId: string, idempotencyKey: string): Promise<Answer | null> {
    const em = this.em.fork();
    const [previous] = await sql<{ payment_id: string }>(em, 'select payment_id from purchase_requests where user_id = ? and idempotency_key = ?', [memberId, idempotencyKey]);
    return previous ? { payment: (await memberPayment(em, memberId, previous.payment_id))!, repeated: true } : null;
  }

  /** What the purchase rules read of the member, besides the card. */
  private async facts(em: EntityManager, memberId: string): Promise<Omit<OrderFacts, 'card'>> {
    // One statement for both (read twice a purchase: before the card, and in the order's transaction).
    const [{ information, ordered }] = await sql<{ information: boolean; ordered: Array<{ plan_id: number; game_id: number }> }>(
      em,
      `select exists (select 1 from personal_informations where user_id = ?) as information,
              coalesce((select json_agg(json_build_object('plan_id', o.plan_id, 'game_id', o.game_id)) from (
                select distinct plan_id, game_id from payments
                 where user_id = ? and kind = 'plan' and status in ('pending', 'awaiting_transfer', 'authorised', 'captured', 'in_arrears')) o), '[]'::json) as ordered`,
      [memberId, memberId],
    );
    // Which of them are add plans is the catalogue's to say (its published query), not its table's.
    const plans = ordered.length ? await this.queries.execute(new GetPlanSummariesQuery(ordered.map((row) => row.plan_id))) : [];
    const addPlanIds = new Set(plans.filter((plan) => plan.planType === 'add').map((plan) => plan.id));
    const heldAddPlans = ordered.filter((row) => addPlanIds.has(row.plan_id)).map((row) => ({ planId: row.plan_id, gameId: row.game_id }));
    return { personalInformationCompleted: information, heldAddPlans };
  }

  /** What is bought and what it costs, from the pricing domain. */
  private async price(memberId: string, target: OrderTarget): Promise<PricedOrder> {
    if (target.kind === 'plan') {
      const quote = await this.queries.execute(new QuotePlanQuery(memberId, target.planId, { method: target.method, period: target.period, couponCode: target.couponCode }));
      return {
        kind: 'plan',
        planId: quote.plan.id,
        itemId: null,
        gameId: quote.plan.game.id,
        period: target.period,
        quantity: 1,
        charges: quote.charges,
        admissionFee: quote.result.admission_fee - quote.result.discount_admission_fee,
        couponCode: quote.coupon?.code ?? null,
        couponId: quote.coupon?.id ?? null,
        lessonsPerMonth: quote.plan.lessonCount,
        planType: quote.plan.planType,
      };
    }
    const [quote, item] = await Promise.all([
      this.queries.execute(new QuoteItemQuery(target.itemId, { method: target.method, quantity: target.quantity })),
      this.queries.execute(new GetPurchasableItemQuery(target.itemId)),
    ]);
    return { kind: 'item', planId: null, itemId: quote.itemId, gameId: item!.game.id, period: 1, quantity: target.quantity, charges: quote.charges, admissionFee: 0, couponCode: null, couponId: null, planType: null };
  }

  /**
   * The saved card that pays, settled before the order's transaction: a new card is saved first (it becomes
   * the default once its charge is captured, spec §9; removed again if that charge fails), else the default card is read; null when the member
   * has none (the decider refuses the order). The provider's refusals and outages are billing's domain errors already.
   */
  private async cardThatPays(memberId: string, choice: CardChoice): Promise<OrderFacts['card']> {
    if (choice && 'token' in choice) {
      const { cardSeq } = await this.commands.execute(new SavePurchaseCardCommand(memberId, choice.token));
      // Registered for this purchase: not kept should its first charge fail (ADR 0036).
      return { seq: cardSeq, new: true };
    }
    const saved = choice ? await this.cards.defaultCard(memberId) : null;
    return saved ? { seq: saved.card_seq } : null;
  }

  private async sideEffect(tx: EntityManager, order: PaymentRequestedData): Promise<OutboxMessage> {
    if (order.method !== 'bank') return { queue: QueueName.Payments, jobName: CHARGE_PAYMENT_JOB, payload: { paymentId: order.paymentId, n: 0 }, correlationId: order.paymentId };
    const mail = await orderMailContext(tx, order.paymentId);
    // The transfer is made by the payer: a guardian's name is theirs to write (the reference identifies the order).
    const [info] = order.payerId ? [] : await sql<{ last_name_kana: string; first_name_kana: string }>(tx, 'select last_name_kana, first_name_kana from personal_informations where user_id = ?', [order.memberId]);
    return mailMessage({
      template: 'bank-transfer-guide',
      toMember: mail.memberId,
      locals: {
        ...mail,
        amount: order.charges.reduce((sum, c) => sum + c.amount + c.tax, 0),
        dueDate: TOKYO_DATE.format(new Date(order.charges[0].dueAt)),
        bank: BANK_ACCOUNT,
        reference: transferReference(order.paymentId),
        payerKana: info ? `${info.last_name_kana} ${info.first_name_kana}` : '',
      },
      correlationId: order.paymentId,
    });
  }
}
