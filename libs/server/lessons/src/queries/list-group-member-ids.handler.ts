import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { lessonRecipients } from '../reactors/lesson-mail';
import { ListGroupMemberIdsQuery } from './list-group-member-ids.query';

@QueryHandler(ListGroupMemberIdsQuery)
export class ListGroupMemberIdsHandler implements IQueryHandler<ListGroupMemberIdsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ groupId }: ListGroupMemberIdsQuery): Promise<string[]> {
    // The same recipients as the group lesson's own mails.
    return lessonRecipients(this.em.fork(), { member_id: null, group_id: groupId });
  }
}
