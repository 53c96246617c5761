import { Migration } from '@mikro-orm/migrations';

/**
 * The member index of the event store (`MemberStreamsProjection`): which streams are about which member,
 * so the back office's member timeline reads one member's events through an index instead of scanning
 * `events`. Filled here from the events already stored (the same rule as the projection: `data.memberId`
 * or each of `data.memberIds`), then kept by the projection in each append's transaction.
 */
export class Migration20261126110000MemberStreams extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_streams (
        member_id uuid not null,
        stream_id text not null,
        first_position bigint not null,
        primary key (member_id, stream_id)
      );
      insert into member_streams (member_id, stream_id, first_position)
        select named.member_id::uuid, e.stream_id, min(e.global_position)
          from events e
          cross join lateral (
            select e.data->>'memberId' as member_id
            union
            select jsonb_array_elements_text(case when jsonb_typeof(e.data->'memberIds') = 'array' then e.data->'memberIds' else '[]'::jsonb end)
          ) named
         where named.member_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         group by named.member_id::uuid, e.stream_id;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists member_streams;');
  }
}
