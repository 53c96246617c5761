import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateCouponHandler } from './commands/create-coupon.handler';
import { CreateGameHandler } from './commands/create-game.handler';
import { CreateItemHandler } from './commands/create-item.handler';
import { CreatePlanHandler } from './commands/create-plan.handler';
import { DeleteCouponHandler } from './commands/delete-coupon.handler';
import { UpdateCouponHandler } from './commands/update-coupon.handler';
import { UpdateGameHandler } from './commands/update-game.handler';
import { UpdateItemHandler } from './commands/update-item.handler';
import { UpdatePlanHandler } from './commands/update-plan.handler';
import { Coupon } from './entities/coupon.entity';
import { Game } from './entities/game.entity';
import { Item } from './entities/item.entity';
import { Plan } from './entities/plan.entity';
import { AdminCouponsController } from './http/admin-coupons.controller';
import { AdminGamesController } from './http/admin-games.controller';
import { AdminItemsController } from './http/admin-items.controller';
import { AdminPlansController } from './http/admin-plans.controller';
import { CatalogueController } from './http/catalogue.controller';
import { CouponUsesModule } from './coupon-uses.module';
import { CatalogueSummaries } from './queries/catalogue-summaries';
import { CheckCouponHandler } from './queries/check-coupon.handler';
import { GetAdminCouponHandler } from './queries/get-admin-coupon.handler';
import { GetAdminGameHandler } from './queries/get-admin-game.handler';
import { GetAdminItemHandler } from './queries/get-admin-item.handler';
import { GetAdminPlanHandler } from './queries/get-admin-plan.handler';
import { GetGameSummariesHandler } from './queries/get-game-summaries.handler';
import { GetItemSummariesHandler } from './queries/get-item-summaries.handler';
import { GetPlanForPurchaseHandler } from './queries/get-plan-for-purchase.handler';
import { GetPlanSummariesHandler } from './queries/get-plan-summaries.handler';
import { GetPurchasableGameHandler } from './queries/get-purchasable-game.handler';
import { GetPurchasableItemHandler } from './queries/get-purchasable-item.handler';
import { GetPurchasablePlanHandler } from './queries/get-purchasable-plan.handler';
import { ListAdminCouponsHandler } from './queries/list-admin-coupons.handler';
import { ListAdminGamesHandler } from './queries/list-admin-games.handler';
import { ListAdminItemsHandler } from './queries/list-admin-items.handler';
import { ListAdminPlansHandler } from './queries/list-admin-plans.handler';
import { ListLandingPlansHandler } from './queries/list-landing-plans.handler';
import { ListPurchasableGamesHandler } from './queries/list-purchasable-games.handler';

const QueryHandlers = [
  ListPurchasableGamesHandler,
  GetPurchasableGameHandler,
  GetPurchasablePlanHandler,
  GetPurchasableItemHandler,
  ListLandingPlansHandler,
  GetPlanForPurchaseHandler,
  GetGameSummariesHandler,
  GetItemSummariesHandler,
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

/**
 * The catalogue context: games, plans, items and coupons; the member queries of spec §7, the back office's editing,
 * and the coupon uses billing claims and gives back (`CouponUsesModule`). Import it as `CatalogueModule.forRoot()`.
 */
@Module({})
export class CatalogueModule {
  static forRoot(): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [MikroOrmModule.forFeature([Game, Plan, Item, Coupon]), CqrsModule, CouponUsesModule],
      controllers: [CatalogueController, AdminGamesController, AdminPlansController, AdminItemsController, AdminCouponsController],
      providers: [CatalogueSummaries, ...QueryHandlers, ...CommandHandlers],
    };
  }
}
