import { Migration } from '@mikro-orm/migrations';

/**
 * Identity records a member's game when their plan is paid (`record-game-when-subscription-started`).
 * Members who paid before that reactor existed get theirs once: the migration queues its reaction for every
 * subscription already started, as the subscriptions migration did for billing's reactors.
 */
export class Migration20261125090018GamesOfPaidPlans extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into outbox (queue, job_name, payload)
      select 'reactions', 'react', jsonb_build_object('reactor', 'record-game-when-subscription-started', 'eventId', e.event_id)
        from events e
       where e.type = 'SubscriptionStarted'
       order by e.global_position;
    `);
  }

  override async down(): Promise<void> {
    // Nothing to undo: the rows it led to are ordinary member games.
  }
}
