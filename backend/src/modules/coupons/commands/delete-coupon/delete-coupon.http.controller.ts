import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DeleteCouponCommand } from './delete-coupon.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { couponVersion } from '../../http/coupon-version';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('coupons')
@Controller('coupons')
export class DeleteCouponHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Delete(':couponId')
  @VersionedRecord(couponVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Brisanje kupona svog objekta (admin: bilo kog): kod se oslobađa, rezervacije zadržavaju popust' })
  async delete(@Param('couponId') couponId: string, @Command() context: CommandContext) {
    await this.commands.run(new DeleteCouponCommand(couponId, context), ['coupons']);
    return { _id: couponId, message: inRequestLanguage('refusal.coupons.deleted') };
  }
}
