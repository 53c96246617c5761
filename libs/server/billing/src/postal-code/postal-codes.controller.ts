import { Controller, Get, HttpException, HttpStatus, Logger, Param, Req, UnprocessableEntityException } from '@nestjs/common';
import { RateLimiter, type RateLimit } from '@coaching/server-core';
import type { Request } from 'express';
import { normalisePostalCode, type PostalAddress, PostalCodeMessages } from './postal-code';
import { PostalCodeLookup, PostalCodeRejected } from './postal-code-lookup';

/** Public (an address for a postal code is public knowledge), so limited per client address: our server is no free proxy. */
export const POSTAL_LOOKUPS_PER_MINUTE: RateLimit = { limit: 60, windowSeconds: 60 };

const invalid = () => new UnprocessableEntityException({ message: PostalCodeMessages.invalid, errors: { zipcode: [PostalCodeMessages.invalid] } });

/** The address lookup behind the personal-information form's postal code field (spec §5). */
@Controller('api/postal-codes')
export class PostalCodesController {
  private readonly logger = new Logger('PostalCodes');

  constructor(
    private readonly lookup: PostalCodeLookup,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':zipcode')
  async addresses(@Param('zipcode') input: string, @Req() req: Request): Promise<{ data: PostalAddress[] }> {
    await this.limiter.enforce('postal-code', req.ip ?? 'unknown', POSTAL_LOOKUPS_PER_MINUTE, req.res);
    // Checked here first: a malformed code never leaves for the outside service.
    const zipcode = normalisePostalCode(input);
    if (!zipcode) throw invalid();
    try {
      return { data: await this.lookup.addressesOf(zipcode) };
    } catch (error) {
      if (error instanceof PostalCodeRejected) throw invalid();
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'postal-code lookup unavailable');
      throw new HttpException({ message: PostalCodeMessages.unavailable }, HttpStatus.SERVICE_UNAVAILABLE);
    }
  }
}
