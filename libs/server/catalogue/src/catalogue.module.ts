import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateCouponHandler, DeleteCouponHandler, UpdateCouponHandler } from './commands/coupon.handlers';
import { CreateGameHandler, UpdateGameHandler } from './commands/game.handlers';
import { CreateItemHandler, UpdateItemHandler } from './commands/item.handlers';
import { CreatePlanHandler, UpdatePlanHandler } from './commands/plan.handlers';
import { CouponUsageCounter, NoCouponUsesYet } from './coupon-usage-counter';
import { Coupon } from './entities/coupon.entity';
import { Game } from './entities/game.entity';
import { Item } from './entities/item.entity';
import { Plan } from './entities/plan.entity';
import { AdminCouponsController } from './http/admin-coupons.controller';
import { AdminGamesController } from './http/admin-games.controller';
import { AdminItemsController } from './http/admin-items.controller';
import { AdminPlansController } from './http/admin-plans.controller';
import { CatalogueController } from './http/catalogue.controller';
import {
  GetAdminCouponHandler,
  GetAdminGameHandler,
  GetAdminItemHandler,
  GetAdminPlanHandler,
  ListAdminCouponsHandler,
  ListAdminGamesHandler,
  ListAdminItemsHandler,
  ListAdminPlansHandler,
} from './queries/admin-catalogue.handlers';
import { CheckCouponHandler } from './queries/check-coupon.handler';
import { GetGameSummariesHandler, GetPlanSummariesHandler } from './queries/get-catalogue-summaries.handlers';
import { GetPlanForPurchaseHandler } from './queries/get-plan-for-purchase.handler';
import { ListLandingPlansHandler } from './queries/list-landing-plans.handler';
import { GetPurchasableGameHandler, GetPurchasableItemHandler, GetPurchasablePlanHandler, ListPurchasableGamesHandler } from './queries/purchasable-catalogue.handlers';

const QueryHandlers = [
  ListPurchasableGamesHandler,
  GetPurchasableGameHandler,
  GetPurchasablePlanHandler,
  GetPurchasableItemHandler,
  ListLandingPlansHandler,
  GetPlanForPurchaseHandler,
  GetGameSummariesHandler,
  GetPlanSummariesHandler,
  CheckCouponHandler,
  ListAdminGamesHandler,
  GetAdminGameHandler,
  ListAdminPlansHandler,
  GetAdminPlanHandler,
  ListAdminItemsHandler,
  GetAdminItemHandler,
  ListAdminCouponsHandler,
  GetAdminCouponHandler,
];

const CommandHandlers = [CreateGameHandler, UpdateGameHandler, CreatePlanHandler, UpdatePlanHandler, CreateItemHandler, UpdateItemHandler, CreateCouponHandler, UpdateCouponHandler, DeleteCouponHandler];

export interface CatalogueModuleOptions {
  /** Who counts coupon uses (billing, once it records them); by default nothing has used a coupon yet. */
  couponUsageCounter?: Type<CouponUsageCounter>;
}

/**
 * The catalogue context: games, plans, items and coupons; the member queries of spec §7 and the back
 * office's editing. Import it as `CatalogueModule.forRoot()`; see `CouponUsageCounter`.
 */
@Module({})
export class CatalogueModule {
  static forRoot(options: CatalogueModuleOptions = {}): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [MikroOrmModule.forFeature([Game, Plan, Item, Coupon]), CqrsModule],
      controllers: [CatalogueController, AdminGamesController, AdminPlansController, AdminItemsController, AdminCouponsController],
      providers: [...QueryHandlers, ...CommandHandlers, { provide: CouponUsageCounter, useClass: options.couponUsageCounter ?? NoCouponUsesYet }],
      exports: [CouponUsageCounter],
    };
  }
}
