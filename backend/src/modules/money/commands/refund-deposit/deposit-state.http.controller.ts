import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENT_UNDO_MINUTES, depositStateSchema, type DepositStateInput, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetReservationQuery } from '../../../reservations/queries/get-reservation/get-reservation.query';
import { RecordPaymentCommand } from '../record-payment/record-payment.command';
import { UndoPaymentCommand } from '../undo-payment/undo-payment.command';
import { RefundDepositCommand } from './refund-deposit.command';

type DepositStep = RecordPaymentCommand | UndoPaymentCommand | RefundDepositCommand;

/** 'Uplata primljena' here is marked by hand: it can be undone for a while. */
function depositStep(id: string, state: DepositStateInput['state'], amount: number | undefined, byName: string, context: CommandContext): DepositStep {
  if (state === 'paid') return new RecordPaymentCommand(id, amount, byName, context, undefined, undefined, true);
  if (state === 'unpaid') return new UndoPaymentCommand(id, byName, context);
  return new RefundDepositCommand(id, byName, context);
}

@ApiTags('money')
@Controller('reservations')
export class DepositStateHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Post(':id/deposit')
  @HttpCode(200)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "Stanje depozita (osoblje objekta, admin): 'paid' je 'Uplata primljena' (kao POST …/payment, amount po želji), " +
      `'unpaid' je 'Poništi' — samo u roku od ${PAYMENT_UNDO_MINUTES} minuta posle uplate zabeležene ovde ili preko POST …/payment bez načina plaćanja (deposit.undoableUntil): rezervacija ponovo čeka uplatu do istog roka, a gost ne dobija mejl o uplati; ` +
      "'refunded' je 'Vraćeno' — samo kada je depozit za povraćaj (deposit.state 'refundDue'). " +
      'Isti korak ponovo ne menja ništa; 409 kada korak ne odgovara stanju depozita ili je rok za poništavanje prošao.',
  })
  @ApiBody({ schema: { type: 'object', example: { state: 'unpaid' } } })
  async set(
    @Param('id') id: string,
    @Body(validBody(depositStateSchema)) { state, amount }: DepositStateInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ReservationView> {
    const byName = caller.firstName || caller.email;
    await this.commands.run(depositStep(id, state, amount, byName, context));
    const { mails: _mails, ...view } = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(id, caller));
    return view;
  }
}
