import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { OperatorIdentity, OperatorRole } from '@coaching/contracts';
import { randomUUID } from 'node:crypto';

/** A back-office account (admin or support staff): its own table, apart from members. */
@Entity({ tableName: 'operators' })
export class Operator {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastLoginAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'text' })
  role!: OperatorRole;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLoginAt: Date | null = null;

  toIdentity(): OperatorIdentity {
    return { id: this.id, email: this.email, name: this.name, role: this.role };
  }
}
