import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENT_UNDO_MINUTES, depositPaymentSchema, type DepositPaymentInput, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetReservationQuery } from '../../../reservations/queries/get-reservation/get-reservation.query';
import { RecordPaymentCommand } from './record-payment.command';

@ApiTags('money')
@Controller('reservations')
export class RecordPaymentHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Post(':id/payment')
  @HttpCode(200)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Uplata primljena' (osoblje objekta, admin): depozit rezervacije koja čeka uplatu je primljen, rezervacija je potvrđena (Complete, deposit.state 'paid', paidAt, paidAmount). " +
      "amount: primljeni iznos (podrazumevano iznos depozita); method: 'cash' ili 'card' kada je plaćeno na ulazu ('Plaćeno na ulazu'), inače uplata na račun; commandId: identifikator komande sa uređaja na ulazu. " +
      `Uplata na račun zabeležena ovde može se poništiti ${PAYMENT_UNDO_MINUTES} minuta (deposit.undoableUntil; POST …/deposit { state: 'unpaid' }); gost dobija mejl o uplati tek kada taj rok prođe. Plaćeno na ulazu (cash, card) važi odmah. ` +
      'Ista uplata ponovo ne menja ništa; 409 kada je rok za uplatu istekao (rezervacija otkazana) ili rezervacija ne traži depozit.',
  })
  @ApiBody({ schema: { type: 'object', example: { amount: 10000, method: 'cash' } } })
  async paid(
    @Param('id') id: string,
    @Body(validBody(depositPaymentSchema)) { amount, method }: DepositPaymentInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ReservationView> {
    const byHand = method === undefined || method === 'bank';
    const command = new RecordPaymentCommand(id, amount, caller.firstName || caller.email, context, undefined, method, byHand);
    await this.commands.run(command);
    const { mails: _mails, ...view } = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(id, caller));
    return view;
  }
}
