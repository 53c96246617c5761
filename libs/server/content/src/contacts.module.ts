import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MarkContactHandledHandler } from './commands/mark-contact-handled.handler';
import { SubmitContactHandler } from './commands/submit-contact.handler';
import { Contact } from './entities/contact.entity';
import { AdminContactsController } from './http/admin-contacts.controller';
import { ContactsController } from './http/contacts.controller';
import { GetContactHandler } from './queries/get-contact.handler';
import { ListContactsHandler } from './queries/list-contacts.handler';
import { ListContactsByEmailHandler } from './queries/list-contacts-by-email.handler';

@Module({
  imports: [MikroOrmModule.forFeature([Contact]), CqrsModule],
  controllers: [ContactsController, AdminContactsController],
  providers: [SubmitContactHandler, MarkContactHandledHandler, ListContactsHandler, GetContactHandler, ListContactsByEmailHandler],
})
export class ContactsModule {}
