import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { settlementPaidSchema, type SettlementPaidInput, type SettlementRowView, type SettlementView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetSettlementQuery } from '../../queries/settlement.queries';
import { MarkSettlementPaidCommand } from './mark-settlement-paid.command';

@ApiTags('promoters')
@Controller('club')
export class MarkSettlementPaidHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':clubId/promoters/:promoterId/settlement/paid')
  @HttpCode(200)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Označava obračun promotera za noći from..to kao plaćen (menadžer svog objekta, admin): upisuje se u istoriju, a obračun tih noći posle pokazuje plaćene iznose (paid: kada i ko). Kasnija ispravka (poništen ulazak, ispravljena potrošnja) ide u sledeći obračun kao korekcija. 409: neka od tih noći je već plaćena; 400 imenuje polje; 403: drugi objekat; 404: objekat ili promoter.',
  })
  @ApiBody({ schema: { type: 'object', required: ['from'], example: { from: '2026-12-01', to: '2026-12-31' } } })
  async markPaid(
    @Param('clubId') clubId: string,
    @Param('promoterId') promoterId: string,
    @Body(validBody(settlementPaidSchema)) body: SettlementPaidInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<SettlementRowView> {
    const to = body.to ?? body.from;
    const settlement = await this.commands.answer<SettlementView>(
      new MarkSettlementPaidCommand(clubId, promoterId, body.from, to, caller, context),
      new GetSettlementQuery(clubId, body.from, to, caller),
      { readModels: ['settlement-records'] },
    );
    return settlement.rows.find((row) => row.promoterId === promoterId)!;
  }
}
