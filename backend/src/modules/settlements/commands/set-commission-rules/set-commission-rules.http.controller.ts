import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { commissionRulesSchema, type CommissionRulesInput, type CommissionRulesView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetCommissionRulesQuery } from '../../queries/commission-rules.queries';
import { SetCommissionRulesCommand } from './set-commission-rules.command';

@ApiTags('promoters')
@Controller('club')
export class SetCommissionRulesHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':clubId/commission-rules')
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Provizije promotera objekta (menadžer svog objekta, admin): perListGuest — RSD po gostu sa liste koji je ušao (+N je gost), perTable — RSD po stolu koji je stigao, spendPercent — procenat (0–100) potrošnje tih stolova. Važe za obračun od sada. 400 imenuje polje; 403: drugi objekat; 404: objekat.',
  })
  @ApiBody({ schema: { type: 'object', required: ['perListGuest', 'perTable', 'spendPercent'], example: { perListGuest: 300, perTable: 2000, spendPercent: 5 } } })
  async set(
    @Param('clubId') clubId: string,
    @Body(validBody(commissionRulesSchema)) rules: CommissionRulesInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<CommissionRulesView> {
    return this.commands.answer(new SetCommissionRulesCommand(clubId, rules, caller, context), new GetCommissionRulesQuery(clubId, caller), {
      readModels: ['commission-rules', 'settlement-records'],
    });
  }
}
