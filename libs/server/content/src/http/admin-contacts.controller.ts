import { Body, Controller, Get, Param, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CONTACT_STATUSES, type ContactInquiry, listQuerySchema, contactInquiryListSchema, contactInquirySchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, parseListParams, parseWith, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ContentErrors } from '../domain/content-errors';
import { MarkContactHandledCommand } from '../commands/mark-contact-handled.command';
import { GetContactQuery } from '../queries/get-contact.query';
import { CONTACT_SORT_FIELDS, ListContactsQuery } from '../queries/list-contacts.query';

const listFilter = z.object({ q: z.string().trim().max(200).optional(), status: z.enum(CONTACT_STATUSES).optional() }).partial();
const updateBody = z.object({ status: z.literal('handled', { error: '状態は「対応済み」のみ変更できます。' }) });

/** Contact inquiries in the conventions of ra-data-simple-rest, for signed-in operators only. */
@Controller('admin-api/contacts')
@UseGuards(OperatorGuard)
export class AdminContactsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: contactInquiryListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ContactInquiry[]> {
    const params = parseListParams(query, { sortFields: CONTACT_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: listFilter });
    const { rows, total } = await this.queries.execute(new ListContactsQuery({ ...params.filter, sort: params.sort, range: params.range }));
    const end = rows.length ? params.range.start + rows.length - 1 : params.range.start;
    res.setHeader('Content-Range', `contacts ${params.range.start}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @ApiContract({ answer: contactInquirySchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<ContactInquiry> {
    const contact = await this.queries.execute(new GetContactQuery(uuidOf(id, ContentErrors.CONTACT_NOT_FOUND)));
    if (!contact) throw domainError(ContentErrors.CONTACT_NOT_FOUND);
    return contact;
  }

  @ApiContract({ answer: contactInquirySchema, body: updateBody })
  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<ContactInquiry> {
    parseWith(updateBody, body);
    const contactId = uuidOf(id, ContentErrors.CONTACT_NOT_FOUND);
    const updated = await this.commands.execute(new MarkContactHandledCommand(contactId, req.session.operator!));
    if (!updated) throw domainError(ContentErrors.CONTACT_NOT_FOUND);
    return updated;
  }
}
