import { cacheTriggersOf, createCacheTriggerSql } from './cache-triggers';
import { declareReadCache, mergeReadCacheDeclarations, type ReadCacheDeclaration } from './read-cache-declaration';

const LESSONS = declareReadCache({
  kind: 'member-lessons',
  invalidatedBy: [
    { table: 'lessons', key: 'member_id' },
    { table: 'lessons', key: 'group_id', via: { table: 'lesson_group_members', match: 'group_id', key: 'member_id' } },
    { table: 'lesson_students', key: 'member_id', columns: ['member_id', 'game_id'] },
    { table: 'coaches', key: '*', on: ['update', 'delete'] },
  ],
});

describe('a read cache declared once', () => {
  it('refuses a kind, a table or a column spelt so that its trigger could not say it', () => {
    const by = [{ table: 'news', key: '*' }];
    expect(() => declareReadCache({ kind: 'News', invalidatedBy: by })).toThrow('Read cache "News": a kind is lower-case words joined by "-"');
    expect(() => declareReadCache({ kind: 'member_row', invalidatedBy: by })).toThrow(/lower-case words joined by "-"/);
    expect(() => declareReadCache({ kind: 'settle', invalidatedBy: by })).toThrow(/CacheInvalidations.settle/);
    expect(() => declareReadCache({ kind: 'news', invalidatedBy: [] })).toThrow(/at least one table/);
    expect(() => declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news; drop table users', key: '*' }] })).toThrow(/not a plain lower-case identifier/);
    expect(() => declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: "id'" }] })).toThrow(/key column of news/);
    expect(() => declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: 'id', columns: ['title'], on: ['insert'] }] })).toThrow(/columns are for updates/);
    expect(() => declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: '*', via: { table: 'a', match: 'b', key: 'c' } }] })).toThrow(/looks nothing up/);
    expect(() => declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: 'id' }, { table: 'news', key: 'id' }] })).toThrow(/named twice/);
  });

  it('refuses a kind whose trigger names would be longer than PostgreSQL keeps', () => {
    const kind = 'a-very-long-kind-of-read-cache-that-nobody-should-ever-write';
    expect(() => declareReadCache({ kind, invalidatedBy: [{ table: 'news', key: 'member_id' }] })).toThrow(/longer than 63 characters/);
  });

  it('asks for one trigger per table and key, named after the kind and the key, and one for truncate where rows are keyed', () => {
    expect(cacheTriggersOf([LESSONS]).map((t) => `${t.table}.${t.name}`)).toEqual([
      'coaches.cache_member_lessons_all',
      'lesson_students.cache_member_lessons_by_member_id',
      'lesson_students.cache_member_lessons_truncated',
      'lessons.cache_member_lessons_by_group_id_via_lesson_group_members',
      'lessons.cache_member_lessons_by_member_id',
      'lessons.cache_member_lessons_truncated',
    ]);
  });

  it('writes each trigger on notify_cache_change with the kind, the key, the watched columns and the lookup', () => {
    const sql = Object.fromEntries(cacheTriggersOf([LESSONS]).map((t) => [`${t.table}.${t.name}`, createCacheTriggerSql(t)]));
    expect(sql['coaches.cache_member_lessons_all']).toBe(
      "create or replace trigger cache_member_lessons_all after update or delete or truncate on coaches for each statement execute function notify_cache_change('member-lessons', '*')",
    );
    expect(sql['lesson_students.cache_member_lessons_by_member_id']).toBe(
      "create or replace trigger cache_member_lessons_by_member_id after insert or update of game_id, member_id or delete on lesson_students for each row execute function notify_cache_change('member-lessons', 'member_id', 'game_id,member_id')",
    );
    expect(sql['lessons.cache_member_lessons_by_group_id_via_lesson_group_members']).toBe(
      "create or replace trigger cache_member_lessons_by_group_id_via_lesson_group_members after insert or update or delete on lessons for each row execute function notify_cache_change('member-lessons', 'group_id', '', 'lesson_group_members', 'group_id', 'member_id')",
    );
    expect(sql['lessons.cache_member_lessons_truncated']).toBe(
      "create or replace trigger cache_member_lessons_truncated after truncate on lessons for each statement execute function notify_cache_change('member-lessons', '*')",
    );
  });

  it('merges the contexts’ declarations: one per kind, a shared one once, a kind of two owners or two shapes refused', () => {
    const news = declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: '*' }] });
    const merged = mergeReadCacheDeclarations([
      { owner: 'lessons', readCaches: [LESSONS, LESSONS] },
      { owner: 'content', readCaches: [news] },
    ]);
    expect(merged.map((d) => `${d.owner} ${d.kind}`)).toEqual(['lessons member-lessons', 'content news']);

    expect(() => mergeReadCacheDeclarations([{ owner: 'content', readCaches: [news] }, { owner: 'catalogue', readCaches: [news] }])).toThrow(
      'Read cache "news" is declared by both content and catalogue',
    );
    const otherNews: ReadCacheDeclaration = { kind: 'news', invalidatedBy: [{ table: 'news', key: 'id' }] };
    expect(() => mergeReadCacheDeclarations([{ owner: 'content', readCaches: [news, otherNews] }])).toThrow('Read cache "news" is declared twice by content, differently');
  });
});
