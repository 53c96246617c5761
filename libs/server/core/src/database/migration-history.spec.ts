import { Migration } from '@mikro-orm/migrations';
import { discoverMigrations, discoverReadCaches, mergeMigrationHistories, type ContextMigration } from './migration-history';
import { LEGACY_NAMES } from '../testing/legacy-migration-names';

/** A migration class named as MikroORM's list needs it. */
const migration = (name: string, replaces?: string): ContextMigration => {
  const named = { [name]: class extends Migration { override async up(): Promise<void> {} } };
  return { name, class: named[name], ...(replaces ? { replaces } : {}) };
};

describe('one migration history merged from every context', () => {
  it('orders all contexts’ migrations by timestamp, whatever the order of the lists', () => {
    const merged = mergeMigrationHistories([
      { owner: 'billing', migrations: [migration('Migration20261201000000Subscriptions'), migration('Migration20261122000700BillingMembers')] },
      { owner: 'core', migrations: [migration('Migration20261122000001Platform')] },
      { owner: 'identity', migrations: [migration('Migration20261122000303Users')] },
    ]);
    expect(merged.map((m) => `${m.owner} ${m.name}`)).toEqual([
      'core Migration20261122000001Platform',
      'identity Migration20261122000303Users',
      'billing Migration20261122000700BillingMembers',
      'billing Migration20261201000000Subscriptions',
    ]);
  });

  it('refuses a name listed twice, by one context or two', () => {
    expect(() =>
      mergeMigrationHistories([
        { owner: 'content', migrations: [migration('Migration20261122000302News')] },
        { owner: 'catalogue', migrations: [migration('Migration20261122000302News')] },
      ]),
    ).toThrow('Migration "Migration20261122000302News" is listed by both content and catalogue');
  });

  it('refuses two migrations with one timestamp, as their order would be a matter of spelling', () => {
    expect(() =>
      mergeMigrationHistories([
        { owner: 'content', migrations: [migration('Migration20261122000302News')] },
        { owner: 'identity', migrations: [migration('Migration20261122000302Users')] },
      ]),
    ).toThrow(/share a timestamp/);
  });

  it('refuses a malformed name, a class of another name, and replacing a current migration', () => {
    expect(() => mergeMigrationHistories([{ owner: 'content', migrations: [migration('Migration2026News')] }])).toThrow(/must be named Migration<yyyyMMddHHmmss><Name>/);
    const wrongClass = { ...migration('Migration20261122000302News'), name: 'Migration20261122000302Newz' };
    expect(() => mergeMigrationHistories([{ owner: 'content', migrations: [wrongClass] }])).toThrow(/must list the class of the same name/);
    expect(() =>
      mergeMigrationHistories([
        { owner: 'core', migrations: [migration('Migration20261122000001Platform')] },
        { owner: 'content', migrations: [migration('Migration20261122000302News', 'Migration20261122000001Platform')] },
      ]),
    ).toThrow(/still a current migration/);
  });

  it('finds core’s and every context’s migrations in this repository, in an order that works on an empty database', () => {
    const history = discoverMigrations();
    const names = history.map((m) => m.name);
    expect([...names].sort()).toEqual(names);
    // Later migrations join this list; these must stay in this order (foreign keys point backwards).
    const known = [
      'core Migration20261122000001Platform',
      'backoffice Migration20261122000200Operators',
      'content Migration20261122000201Contacts',
      'catalogue Migration20261122000300Catalogue',
      'lessons Migration20261122000301Coaches',
      'content Migration20261122000302News',
      'identity Migration20261122000303Users',
      'identity Migration20261122000400MemberProfiles',
      'content Migration20261122000500PageViews',
      'catalogue Migration20261122000600Coupons',
      'billing Migration20261122000700BillingMembers',
      'billing Migration20261122000800Payments',
    ];
    expect(history.map((m) => `${m.owner} ${m.name}`).filter((n) => known.includes(n))).toEqual(known);
  });

  it('takes over every name of the history before migrations moved into their contexts', () => {
    const history = discoverMigrations();
    const successors = (old: string) => history.filter((m) => m.replaces === old || m.name === old).map((m) => m.name);
    expect(Object.fromEntries(LEGACY_NAMES.map((old) => [old, successors(old)]))).toEqual({
      Migration20261122000001Platform: ['Migration20261122000001Platform'],
      Migration20261122000002ContentBackoffice: ['Migration20261122000200Operators', 'Migration20261122000201Contacts'],
      Migration20261122000003CataloguePeopleNews: [
        'Migration20261122000300Catalogue',
        'Migration20261122000301Coaches',
        'Migration20261122000302News',
        'Migration20261122000303Users',
      ],
      Migration20261122000004Identity: ['Migration20261122000400MemberProfiles'],
      Migration20261122000005PageViews: ['Migration20261122000500PageViews'],
      Migration20261122000006Coupons: ['Migration20261122000600Coupons'],
      Migration20261122000007BillingMembers: ['Migration20261122000700BillingMembers'],
      Migration20261122000008Payments: ['Migration20261122000800Payments'],
    });
  });

  it('finds the read caches core and the contexts declare beside their migrations, without loading the api', () => {
    // Later caches join this list; each is declared by the context whose tables invalidate it.
    expect(discoverReadCaches().map((d) => `${d.owner} ${d.kind}: ${d.invalidatedBy.map((by) => by.table).join(', ')}`)).toEqual([
      'catalogue catalogue: games, plans',
      'lessons member-lessons: lessons, lessons, lesson_group_members, lesson_students, lesson_standings, lesson_groups, coaches',
      'content news: news',
      'core session: http_sessions',
    ]);
  });
});
