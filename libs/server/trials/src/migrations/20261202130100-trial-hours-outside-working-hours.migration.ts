import { Migration } from '@mikro-orm/migrations';

/**
 * A trial window opened outside the coach's weekly hours by an operator's explicit 時間外でも登録 (issue 30): its slots
 * are offered whatever his weekly hours say (never on his days off). Every other window is offered only inside them.
 */
export class Migration20261202130100TrialHoursOutsideWorkingHours extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table trial_hours add column outside_hours boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table trial_hours drop column if exists outside_hours;');
  }
}
