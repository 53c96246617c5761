import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminCoupon, couponInputSchema, adminCouponListSchema, adminCouponSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseWith, rowIdOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { CreateCouponCommand } from '../commands/create-coupon.command';
import { DeleteCouponCommand } from '../commands/delete-coupon.command';
import { UpdateCouponCommand } from '../commands/update-coupon.command';
import { COUPON_SORT_FIELDS, couponListFilter } from '../queries/admin-list-criteria';
import { GetAdminCouponQuery } from '../queries/get-admin-coupon.query';
import { ListAdminCouponsQuery } from '../queries/list-admin-coupons.query';
import { readAdminList, sendPage } from './admin-list';

/** Coupons in the conventions of ra-data-simple-rest: every operator reads, only admins issue, edit and delete. */
@Controller('admin-api/coupons')
@UseGuards(OperatorGuard)
export class AdminCouponsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminCouponListSchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminCoupon[]> {
    const criteria = readAdminList(query, { sortFields: COUPON_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: couponListFilter });
    return sendPage(res, 'coupons', criteria, await this.queries.execute(new ListAdminCouponsQuery(criteria)));
  }

  @ApiContract({ answer: adminCouponSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminCoupon> {
    const coupon = await this.queries.execute(new GetAdminCouponQuery(rowIdOf(id, CatalogueErrors.COUPON_NOT_FOUND)));
    if (!coupon) throw domainError(CatalogueErrors.COUPON_NOT_FOUND);
    return coupon;
  }

  @ApiContract({ answer: adminCouponSchema, body: couponInputSchema })
  @Post()
  @OperatorRoles('admin')
  async create(@Body() body: unknown, @Req() req: Request): Promise<AdminCoupon> {
    const input = parseWith(couponInputSchema, body);
    return this.commands.execute(new CreateCouponCommand(input, req.session.operator!.id));
  }

  @ApiContract({ answer: adminCouponSchema, body: couponInputSchema })
  @Put(':id')
  @OperatorRoles('admin')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminCoupon> {
    const couponId = rowIdOf(id, CatalogueErrors.COUPON_NOT_FOUND);
    const input = parseWith(couponInputSchema, body);
    return this.commands.execute(new UpdateCouponCommand(couponId, input, req.session.operator!.id));
  }

  @ApiContract({ answer: adminCouponSchema })
  @Delete(':id')
  @OperatorRoles('admin')
  async remove(@Param('id') id: string, @Req() req: Request): Promise<AdminCoupon> {
    const couponId = rowIdOf(id, CatalogueErrors.COUPON_NOT_FOUND);
    return this.commands.execute(new DeleteCouponCommand(couponId, req.session.operator!.id));
  }
}
