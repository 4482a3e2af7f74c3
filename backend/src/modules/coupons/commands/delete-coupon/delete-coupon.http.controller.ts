import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { DeleteCouponCommand } from './delete-coupon.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { couponVersion } from '../../http/coupon-version';

@ApiTags('coupons')
@Controller('coupons')
export class DeleteCouponHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':couponId')
  @VersionedRecord(couponVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Brisanje kupona svog objekta (admin: bilo kog): kod se oslobađa, rezervacije zadržavaju popust' })
  async delete(@Param('couponId') couponId: string, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<DeleteCouponCommand, CommandOutcome>(new DeleteCouponCommand(couponId, context));
    await this.readYourWrites.after(outcome.position, ['coupons']);
    return { _id: couponId, message: 'Kupon je obrisan' };
  }
}
