import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetPurchasableItemQuery } from '@coaching/server-catalogue/queries';
import { domainError, EventStore, QueueName, sql, type OutboxMessage, enqueueInOutbox } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { SaveCardCommand } from './save-card.command';
import { SavedCards } from '../card-provider/saved-cards';
import { BillingErrors } from '../domain/billing-errors';
import { QuoteItemQuery } from '../queries/quote-item.query';
import { QuotePlanQuery } from '../queries/quote-plan.query';
import { BANK_ACCOUNT, transferReference } from '../domain/bank-account';
import { chargeSchedule } from '../domain/charge-schedule';
import { orderDecider, type PaymentRequestedData } from '../domain/order.decider';
import { CHARGE_PAYMENT_JOB } from '../jobs/charge-payment.job';
import { mailMessage, orderMailContext } from './order-mails';
import { paymentStream } from './order-stream';
import { memberPayment } from '../queries/payment-summaries';
import { PlaceOrderCommand, type CardChoice, type OrderTarget } from './place-order.command';

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The purchase (ARCHITECTURE.md: payments as event-sourced orders). In one transaction, under a lock on
 * (member, idempotency key): answer the first result for a key already used; otherwise price the purchase
 * (billing's pricing, the only place prices are computed), check the add-plan rules, settle which saved
 * card pays, append `PaymentRequested` (its projection writes the payment the member sees) and write the
 * side effect to the outbox: the worker's charge job for a card, the transfer-guide mail for a bank transfer.
 * Nothing is charged here: the charge happens once, in the worker, after this commits.
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SavedCards) private readonly cards: SavedCards,
  ) {}

  async execute({ memberId, target, card, idempotencyKey }: PlaceOrderCommand) {
    return this.em.fork().transactional(async (tx) => {
      const [{ locked }] = await sql<{ locked: boolean }>(tx, "select pg_try_advisory_xact_lock(hashtext('purchase'), hashtext(? || ':' || ?)) as locked", [memberId, idempotencyKey]);
      if (!locked) throw domainError(BillingErrors.DUPLICATE_REQUEST);
      const [previous] = await sql<{ payment_id: string }>(tx, 'select payment_id from purchase_requests where user_id = ? and idempotency_key = ?', [memberId, idempotencyKey]);
      if (previous) return { payment: (await memberPayment(tx, memberId, previous.payment_id))!, repeated: true };

      // Spec §2: a plan is bought after the student's information is complete (/payments/create redirects otherwise).
      if (target.kind === 'plan') await this.requirePersonalInformation(tx, memberId);
      const order = await this.price(tx, memberId, target);
      const cardSeq = target.method === 'bank' ? null : await this.cardFor(memberId, card);
      const paymentId = randomUUID();
      const now = new Date();
      const requested: PaymentRequestedData = {
        ...order,
        paymentId,
        memberId,
        method: target.method,
        charges: chargeSchedule(order.charges, target.method, now),
        cardSeq,
        requestedAt: now.toISOString(),
      };
      const events = orderDecider.decide({ type: 'PlaceOrder', data: requested }, orderDecider.initialState());
      await this.store.append(tx, paymentStream(paymentId), 0, events, { actor: { type: 'member', id: memberId }, correlationId: idempotencyKey });
      await sql(tx, 'insert into purchase_requests (user_id, idempotency_key, payment_id) values (?, ?, ?)', [memberId, idempotencyKey, paymentId]);
      await enqueueInOutbox(tx, await this.sideEffect(tx, requested));
      return { payment: (await memberPayment(tx, memberId, paymentId))!, repeated: false };
    });
  }

  private async requirePersonalInformation(tx: EntityManager, memberId: string): Promise<void> {
    const saved = await sql(tx, 'select 1 from personal_informations where user_id = ?', [memberId]);
    if (saved.length === 0) throw domainError(BillingErrors.PERSONAL_INFORMATION_INCOMPLETE);
  }

  /** What is bought and what it costs, from the pricing domain; the add-plan rules of spec §2/§8. */
  private async price(tx: EntityManager, memberId: string, target: OrderTarget) {
    if (target.kind === 'plan') {
      const quote = await this.queries.execute(new QuotePlanQuery(memberId, target.planId, { method: target.method, period: target.period, couponCode: target.couponCode }));
      if (quote.plan.planType === 'add') await this.checkAddPlanRules(tx, memberId, quote.plan.id, quote.plan.game.id);
      return {
        kind: 'plan' as const,
        planId: quote.plan.id,
        itemId: null,
        gameId: quote.plan.game.id,
        period: target.period,
        quantity: 1,
        charges: quote.charges,
        admissionFee: quote.result.admission_fee - quote.result.discount_admission_fee,
        couponCode: quote.coupon?.code ?? null,
        lessonsPerMonth: quote.plan.lessonCount,
      };
    }
    const [quote, item] = await Promise.all([
      this.queries.execute(new QuoteItemQuery(target.itemId, { method: target.method, quantity: target.quantity })),
      this.queries.execute(new GetPurchasableItemQuery(target.itemId)),
    ]);
    return { kind: 'item' as const, planId: null, itemId: quote.itemId, gameId: item!.game.id, period: 1, quantity: target.quantity, charges: quote.charges, admissionFee: 0, couponCode: null };
  }

  private async checkAddPlanRules(tx: EntityManager, memberId: string, planId: number, gameId: number): Promise<void> {
    const owned = await sql<{ plan_id: number }>(
      tx,
      `select p.id as plan_id from payments pay join plans p on p.id = pay.plan_id
        where pay.user_id = ? and pay.kind = 'plan' and p.plan_type = 'add' and p.game_id = ?
          and pay.status in ('pending', 'awaiting_transfer', 'authorised', 'captured', 'in_arrears')`,
      [memberId, gameId],
    );
    if (owned.some((row) => row.plan_id === planId)) throw domainError(BillingErrors.PLAN_ALREADY_PURCHASED);
    if (owned.length > 0) throw domainError(BillingErrors.SAME_GAME_ADD_PLAN_PURCHASED);
  }

  /**
   * The saved card that pays: a new card is saved first (it becomes the default, spec §9). The card
   * provider's refusals and outages are billing's domain errors already (BILLING.CARD_REFUSED, PROVIDER_UNAVAILABLE).
   */
  private async cardFor(memberId: string, card: CardChoice): Promise<string> {
    if (card && 'token' in card) {
      const cards = await this.commands.execute(new SaveCardCommand(memberId, card.token));
      const saved = cards.find((c) => c.default_flag === '1');
      if (!saved) throw domainError(BillingErrors.CARD_REGISTRATION_FAILED);
      return saved.card_seq;
    }
    const saved = await this.cards.defaultCard(memberId);
    if (!saved) throw domainError(BillingErrors.NO_DEFAULT_CARD);
    return saved.card_seq;
  }

  private async sideEffect(tx: EntityManager, order: PaymentRequestedData): Promise<OutboxMessage> {
    if (order.method !== 'bank') return { queue: QueueName.Payments, jobName: CHARGE_PAYMENT_JOB, payload: { paymentId: order.paymentId, n: 0 }, correlationId: order.paymentId };
    const mail = await orderMailContext(tx, order.paymentId);
    const [info] = await sql<{ last_name_kana: string; first_name_kana: string }>(tx, 'select last_name_kana, first_name_kana from personal_informations where user_id = ?', [order.memberId]);
    return mailMessage(
      'bank-transfer-guide',
      mail.to,
      {
        ...mail,
        amount: order.charges.reduce((sum, c) => sum + c.amount + c.tax, 0),
        dueDate: TOKYO_DATE.format(new Date(order.charges[0].dueAt)),
        bank: BANK_ACCOUNT,
        reference: transferReference(order.paymentId),
        payerKana: info ? `${info.last_name_kana} ${info.first_name_kana}` : '',
      },
      order.paymentId,
    );
  }
}
