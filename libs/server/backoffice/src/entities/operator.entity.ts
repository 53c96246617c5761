import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { OperatorIdentity, OperatorRole } from '@coaching/contracts';
import { randomUUID } from 'node:crypto';

/** A back-office account (admin, support or coach): its own table, apart from members. */
@Entity({ tableName: 'operators' })
export class Operator {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastLoginAt' | 'active' | 'deactivatedAt' | 'passwordHash';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  name!: string;

  /** Null for an invited operator who has not set a password yet. */
  @Property({ type: 'text', hidden: true, nullable: true })
  passwordHash: string | null = null;

  @Property({ type: 'text' })
  role!: OperatorRole;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLoginAt: Date | null = null;

  /** A deactivated operator cannot sign in; their sessions ended when they were deactivated. */
  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deactivatedAt: Date | null = null;

  toIdentity(): OperatorIdentity {
    return { id: this.id, email: this.email, name: this.name, role: this.role };
  }
}
