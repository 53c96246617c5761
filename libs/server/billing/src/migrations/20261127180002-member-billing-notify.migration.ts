import { Migration } from '@mikro-orm/migrations';

/**
 * What `/api/me` asks of billing, forgotten by every api copy when it changes (ADR 0019): a member's subscriptions
 * (`member-subscriptions:<member>`, also when one of their orders changes: an order row names only its
 * subscription, so its trigger looks the member up) and whether their student information is saved
 * (`personal-information:<member>`).
 */
export class Migration20261127180002MemberBillingNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger subscriptions_changed after insert or update or delete on subscriptions for each row
        execute function notify_cache_change('member-subscriptions', 'member_id');
    `);
    this.addSql(`
      create or replace function notify_subscription_order_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('coaching_cache', 'member-subscriptions:' || s.member_id)
           from subscriptions s
          where s.id in (case when tg_op = 'INSERT' then null else old.subscription_id end,
                         case when tg_op = 'DELETE' then null else new.subscription_id end);
        return null;
      end $$;
    `);
    this.addSql(`
      create trigger subscription_orders_changed after insert or update or delete on subscription_orders for each row
        execute function notify_subscription_order_change();
    `);
    this.addSql(`
      create trigger personal_informations_changed after insert or delete on personal_informations for each row
        execute function notify_cache_change('personal-information', 'user_id');
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists subscriptions_changed on subscriptions;');
    this.addSql('drop trigger if exists subscription_orders_changed on subscription_orders;');
    this.addSql('drop function if exists notify_subscription_order_change();');
    this.addSql('drop trigger if exists personal_informations_changed on personal_informations;');
  }
}
