import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ChargeCaptured, ChargeFailed } from '@coaching/server-billing/events';
import { Metrics, sql } from '@coaching/server-core';
import { CountHeldTrialSeatsQuery } from '@coaching/server-trials/queries';

/**
 * A failed charge whose code says the card was never judged: settled as not carried out after no answer
 * (`NOT_CHARGED`), the provider congested or faulty to the last attempt (`E90…`, `E92…`, billing's retryable codes), or
 * no code at all (`E`). Every other ChargeFailed is a decline: the card company's (`42G…`) or a card the provider
 * does not hold.
 */
const NOT_A_DECLINE = "data->>'code' in ('NOT_CHARGED', 'E') or data->>'code' like 'E90%' or data->>'code' like 'E92%'";

/**
 * The product's figures an operator graphs beside the platform's (ADR 0043), read on scrape: card charges of orders
 * by outcome, from billing's published events in the event store (`events_type_position`: the charge events only),
 * and trial seats held now, from the trials context's published query. Kept 15 s.
 */
@Injectable()
export class BusinessMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.metrics.collected({
      name: 'coaching_charges_total',
      help: "Card charges of orders by outcome: succeeded (ChargeCaptured), declined (the provider refused the card), failed (no answer or not carried out)",
      labelNames: ['outcome'],
      type: 'counter',
      ttlMs: 15_000,
      read: async () => {
        const rows = await sql<{ outcome: string; n: number }>(
          this.em.fork(),
          `select case when type = ? then 'succeeded' when ${NOT_A_DECLINE} then 'failed' else 'declined' end as outcome, count(*)::int as n
           from events where type in (?, ?) group by 1`,
          [ChargeCaptured.name, ChargeCaptured.name, ChargeFailed.name],
        );
        const counted = new Map(rows.map((row) => [row.outcome, row.n]));
        return ['succeeded', 'declined', 'failed'].map((outcome) => ({ labels: { outcome }, value: counted.get(outcome) ?? 0 }));
      },
    });
    this.metrics.collected({
      name: 'coaching_trial_seats_held',
      help: "Free-trial seats held for a member's confirmation now (a hold lapses after TRIAL_HOLD_SECONDS)",
      ttlMs: 15_000,
      read: async () => [{ value: await this.queries.execute(new CountHeldTrialSeatsQuery()) }],
    });
  }
}
