import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { promoterCommissionRulesSchema, type PromoterCommissionRulesInput, type PromoterCommissionRulesListView, type PromoterCommissionRulesView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetPromoterCommissionRulesQuery } from '../../queries/promoter-commission-rules.queries';
import { SetPromoterCommissionRulesCommand } from './set-promoter-commission-rules.command';

@ApiTags('promoters')
@Controller('club')
export class SetPromoterCommissionRulesHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':clubId/promoters/:promoterId/commission-rules')
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Provizije jednog promotera (menadžer svog objekta, admin): perListGuest, perTable, spendPercent — null ili izostavljeno: važe pravila objekta; leaderId — promoter koji vodi njegov tim (null: nema); leaderSharePercent — procenat provizije tima koji ovaj promoter dobija kao vođa (null: ne vodi tim). Timovi su jednog nivoa. 400 imenuje polje; 403: drugi objekat; 404: objekat ili promoter.',
  })
  @ApiBody({ schema: { type: 'object', example: { perListGuest: 400, perTable: null, spendPercent: null, leaderId: null, leaderSharePercent: 10 } } })
  async set(
    @Param('clubId') clubId: string,
    @Param('promoterId') promoterId: string,
    @Body(validBody(promoterCommissionRulesSchema)) body: PromoterCommissionRulesInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<PromoterCommissionRulesView> {
    const rules = {
      perListGuest: body.perListGuest ?? null,
      perTable: body.perTable ?? null,
      spendPercent: body.spendPercent ?? null,
      leaderId: body.leaderId?.trim() || null,
      leaderSharePercent: body.leaderSharePercent ?? null,
    };
    const answer = await this.commands.answer<PromoterCommissionRulesListView>(
      new SetPromoterCommissionRulesCommand(clubId, promoterId, rules, caller, context),
      new GetPromoterCommissionRulesQuery(clubId, caller, promoterId),
      { readModels: ['settlement-records'] },
    );
    return answer.rows[0];
  }
}
