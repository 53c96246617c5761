import { Migration } from '@mikro-orm/migrations';

/** Deactivating an operator ends their sessions (`endOperatorSessions`): found by the operator id inside the session. */
export class Migration20261126130001HttpSessionsByOperator extends Migration {
  override async up(): Promise<void> {
    this.addSql("create index http_sessions_operator on http_sessions ((sess->'operator'->>'id')) where sess->'operator' is not null;");
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists http_sessions_operator;');
  }
}
