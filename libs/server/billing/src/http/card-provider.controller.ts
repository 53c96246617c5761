import { cardProviderAnswerSchema } from '@coaching/contracts';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiContract, APP_CONFIG, type AppConfig } from '@coaching/server-core';

/**
 * Public facts of our contract the browser's card form needs to load the provider's token script (spec §9:
 * the shop id is embedded in the page). No sign-in: members' card forms and the camp's parents (who have no
 * account) both read it. Registered before any `/api/payments/:id` route.
 */
@Controller('api/payments')
export class CardProviderController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiContract({ answer: cardProviderAnswerSchema })
  @Get('card-provider')
  cardProvider(): { data: { script_url: string; shop_id: string } } {
    return { data: { script_url: this.config.CARD_PROVIDER_SCRIPT_URL, shop_id: this.config.CARD_PROVIDER_SHOP_ID } };
  }
}
