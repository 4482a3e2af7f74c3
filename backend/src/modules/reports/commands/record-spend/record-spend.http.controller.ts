import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { spendSchema, type ReservationDetailView, type ReservationView, type SpendInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { validBody } from '#platform/http/schema.pipe';
import { GetReservationQuery } from '../../../reservations/queries/get-reservation/get-reservation.query';
import { RecordSpendCommand } from './record-spend.command';

@ApiTags('reports')
@Controller('reservations')
export class RecordSpendHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Put(':id/spend')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Potrošnja' (osoblje objekta, admin): koliko je sto potrošio, u celim dinarima, za rezervaciju koja je stigla (ili je potvrđena), od te noći. " +
      'Odgovor je rezervacija sa spend: iznos naspram minimalne potrošnje iz uslova (minimumSpendMet). Ponovni upis ispravlja iznos; 409 za rezervaciju koja nije stigla.',
  })
  @ApiBody({ schema: { type: 'object', example: { amount: 24500 } } })
  async record(
    @Param('id') id: string,
    @Body(validBody(spendSchema)) { amount }: SpendInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ReservationView> {
    const outcome = await this.commandBus.execute<RecordSpendCommand, CommandOutcome>(new RecordSpendCommand(id, amount, caller.firstName || caller.email, context));
    await this.readYourWrites.after(outcome.position);
    const { mails: _mails, ...view } = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(id, caller));
    return view;
  }
}
