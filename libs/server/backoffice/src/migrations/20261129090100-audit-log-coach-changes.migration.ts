import { Migration } from '@mikro-orm/migrations';

/**
 * The coach changes lessons kept in `lesson_coach_changes` became `StudentCoachAssigned` events (lessons' migration
 * 20261129085900); here they get the audit line the projection gives such an event (one per change, the operator's
 * name as it is now, the summary of audit-summary.ts), so the history of who changed whose coach, and why, stays on
 * the record.
 */
export class Migration20261129090100AuditLogCoachChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into audit_log (event_id, global_position, last_position, recorded_at, operator_id, operator_name, event_type, event_types, stream_type, stream_id, action_id, summary)
      select e.event_id, e.global_position, e.global_position, e.recorded_at, o.id, coalesce(o.name, '不明'), e.type, array[e.type], e.stream_type, e.stream_id,
             coalesce(e.metadata->>'actionId', e.event_id::text),
             case when e.data->>'previousCoachId' is null
                  then '担当コーチを割り当て' || coalesce('（' || nullif(trim(e.data->>'coachName'), '') || '）', '')
                  else '担当コーチを変更（' || coalesce(trim(e.data->>'previousCoachName'), '') || ' → ' || coalesce(trim(e.data->>'coachName'), '')
                       || coalesce('・理由：' || nullif(trim(e.data->>'reason'), ''), '') || '）'
             end
        from events e
        left join operators o on o.id = (e.metadata->'actor'->>'id')::uuid
       where e.type = 'StudentCoachAssigned' and e.metadata->'actor'->>'type' = 'operator'
      on conflict do nothing;
    `);
  }

  override async down(): Promise<void> {
    this.addSql("delete from audit_log where event_type = 'StudentCoachAssigned';");
  }
}
