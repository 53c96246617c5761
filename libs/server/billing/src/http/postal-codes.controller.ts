import { postalAddressesAnswerSchema } from '@coaching/contracts';
import { Controller, Get, Logger, Param, Req } from '@nestjs/common';
import { ApiContract, domainError, RateLimiter, type RateLimit } from '@coaching/server-core';
import type { Request } from 'express';
import { BillingErrors } from '../domain/billing-errors';
import { normalisePostalCode, type PostalAddress } from '../domain/postal-code';
import { PostalCodeLookup, PostalCodeRejected } from '../postal-code/postal-code-lookup';

/** Public (an address for a postal code is public knowledge), so limited per client address: our server is no free proxy. */
export const POSTAL_LOOKUPS_PER_MINUTE: RateLimit = { limit: 60, windowSeconds: 60 };

/** The address lookup behind the personal-information form's postal code field (spec §5). */
@Controller('api/postal-codes')
export class PostalCodesController {
  private readonly logger = new Logger('PostalCodes');

  constructor(
    private readonly lookup: PostalCodeLookup,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answer: postalAddressesAnswerSchema })
  @Get(':zipcode')
  async addresses(@Param('zipcode') input: string, @Req() req: Request): Promise<{ data: PostalAddress[] }> {
    await this.limiter.enforce('postal-code', req.ip ?? 'unknown', POSTAL_LOOKUPS_PER_MINUTE, req.res);
    // Checked here first: a malformed code never leaves for the outside service.
    const zipcode = normalisePostalCode(input);
    if (!zipcode) throw domainError(BillingErrors.POSTAL_CODE_INVALID);
    try {
      return { data: await this.lookup.addressesOf(zipcode) };
    } catch (error) {
      if (error instanceof PostalCodeRejected) throw domainError(BillingErrors.POSTAL_CODE_INVALID);
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'postal-code lookup unavailable');
      throw domainError(BillingErrors.POSTAL_CODE_UNAVAILABLE);
    }
  }
}
