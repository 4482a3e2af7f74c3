import { Body, Controller, Param, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { spendSchema, type ReservationDetailView, type ReservationView, type SpendInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetReservationQuery } from '../../../reservations/queries/get-reservation/get-reservation.query';
import { RecordSpendCommand } from './record-spend.command';

@ApiTags('reports')
@Controller('reservations')
export class RecordSpendHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Put(':id/spend')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Potrošnja' (osoblje objekta, admin): koliko je sto potrošio, u celim dinarima, za rezervaciju koja je stigla (ili je potvrđena), od te noći. " +
      'Ili stavke sa menija objekta (items: itemId, quantity 1–999): server ih naplaćuje po sadašnjim cenama menija, beleži naziv, cenu i količinu, a iznos je njihov zbir ' +
      '(amount poslat uz stavke mora biti isti, inače 400). Stavka koja nije na meniju objekta: 400 sa poljem items.N.itemId. ' +
      'Odgovor je rezervacija sa spend: iznos i stavke naspram minimalne potrošnje iz uslova (minimumSpendMet). Ponovni upis ispravlja potrošnju; 409 za rezervaciju koja nije stigla.',
  })
  @ApiBody({ schema: { type: 'object', example: { items: [{ itemId: '<_id stavke menija>', quantity: 2 }] } } })
  async record(
    @Param('id') id: string,
    @Body(validBody(spendSchema)) { amount, items }: SpendInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ReservationView> {
    await this.commands.run(new RecordSpendCommand(id, amount, items ?? [], caller.firstName || caller.email, context));
    const { mails: _mails, ...view } = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(id, caller));
    return view;
  }
}
