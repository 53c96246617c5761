import { Migration } from '@mikro-orm/migrations';

/**
 * A student's coach is assigned and changed on the student's own stream now (`lesson-student-<subscription>`,
 * `StudentCoachAssigned` with the operator as actor and the reason), which the audit log and the member timeline read.
 * `lesson_coach_changes` was written and never read: each change it holds becomes that event (in its order, at its
 * time, by its operator, with the lessons it moved and cancelled), the stream joins the member's index as the
 * `member-streams` projection would have it, and the table goes. The backoffice's next migration gives these events
 * their audit lines.
 */
export class Migration20261129085900CoachChangesAsEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into events (event_id, stream_id, stream_type, version, type, data, metadata, recorded_at)
      select gen_random_uuid(), 'lesson-student-' || c.subscription_id, 'lesson-student',
             row_number() over (partition by c.subscription_id order by c.changed_at, c.id)::int, 'StudentCoachAssigned',
             jsonb_build_object('subscriptionId', c.subscription_id, 'memberId', s.member_id, 'coachId', c.to_coach_id, 'coachName', tc.name,
                                'previousCoachId', c.from_coach_id, 'previousCoachName', fc.name, 'reason', c.reason,
                                'assignedAt', to_jsonb(c.changed_at), 'moved', c.moved, 'cancelled', c.cancelled),
             jsonb_build_object('actor', jsonb_build_object('type', 'operator', 'id', c.operator_id), 'occurredAt', to_jsonb(c.changed_at),
                                'actionId', gen_random_uuid()::text),
             c.changed_at
        from lesson_coach_changes c
        join lesson_students s on s.subscription_id = c.subscription_id
        left join coaches fc on fc.id = c.from_coach_id
        left join coaches tc on tc.id = c.to_coach_id
       order by c.changed_at, c.id;
      insert into event_streams (stream_id, stream_type, version, updated_at)
      select stream_id, stream_type, max(version), max(recorded_at) from events where type = 'StudentCoachAssigned' group by stream_id, stream_type
      on conflict (stream_id) do nothing;
      insert into member_streams (member_id, stream_id, first_position)
      select (data->>'memberId')::uuid, stream_id, min(global_position) from events where type = 'StudentCoachAssigned' group by data->>'memberId', stream_id
      on conflict do nothing;
      drop table lesson_coach_changes;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create table lesson_coach_changes (
        id bigint generated always as identity primary key,
        subscription_id uuid not null references lesson_students (subscription_id),
        from_coach_id uuid references coaches (id),
        to_coach_id uuid not null references coaches (id),
        reason text not null,
        operator_id uuid not null,
        moved integer not null,
        cancelled integer not null,
        changed_at timestamptz not null default now()
      );
    `);
  }
}
