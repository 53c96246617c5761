import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contactRequestSchema, createdIdAnswerSchema } from '@coaching/contracts';
import { ApiContract, APP_CONFIG, type AppConfig, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request } from 'express';
import { SubmitContactCommand } from '../commands/submit-contact.command';

/** Acknowledgements one address receives a day, whoever typed it in; the inquiries themselves are still kept. */
const ACKNOWLEDGEMENTS_PER_ADDRESS = { limit: 3, windowSeconds: 24 * 60 * 60 };

/** The public contact form (spec §7 `POST /api/contacts`). CSRF is checked before this runs. */
@Controller('api/contacts')
export class ContactsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiContract({ answer: createdIdAnswerSchema, body: contactRequestSchema })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async submit(@Body() body: unknown, @Req() req: Request): Promise<{ data: { id: string } }> {
    const request = parseWith(contactRequestSchema, body);
    await this.limiter.enforce('contact', req.ip ?? 'unknown', { limit: this.config.CONTACT_LIMIT_PER_HOUR, windowSeconds: 3600 }, req.res);
    const acknowledge = (await this.limiter.hit('contact-ack-address', request.email.toLowerCase(), ACKNOWLEDGEMENTS_PER_ADDRESS)).allowed;
    const data = await this.commands.execute(new SubmitContactCommand(request, req.get('x-request-id') ?? undefined, acknowledge));
    return { data };
  }
}
