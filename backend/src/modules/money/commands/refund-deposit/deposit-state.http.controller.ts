import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { depositStateSchema, type DepositStateInput, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { validBody } from '#platform/http/schema.pipe';
import { GetReservationQuery } from '../../../reservations/queries/get-reservation/get-reservation.query';
import { RecordPaymentCommand } from '../record-payment/record-payment.command';
import { RefundDepositCommand } from './refund-deposit.command';

@ApiTags('money')
@Controller('reservations')
export class DepositStateHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post(':id/deposit')
  @HttpCode(200)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "Stanje depozita (osoblje objekta, admin): 'paid' je 'Uplata primljena' (kao POST …/payment, amount po želji), 'refunded' je 'Vraćeno' — samo kada je depozit za povraćaj (deposit.state 'refundDue'). " +
      'Isti korak ponovo ne menja ništa; 409 kada korak ne odgovara stanju depozita.',
  })
  @ApiBody({ schema: { type: 'object', example: { state: 'refunded' } } })
  async set(
    @Param('id') id: string,
    @Body(validBody(depositStateSchema)) { state, amount }: DepositStateInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ReservationView> {
    const byName = caller.firstName || caller.email;
    const command = state === 'paid' ? new RecordPaymentCommand(id, amount, byName, context) : new RefundDepositCommand(id, byName, context);
    const outcome = await this.commandBus.execute<RecordPaymentCommand | RefundDepositCommand, CommandOutcome>(command);
    await this.readYourWrites.after(outcome.position);
    const { mails: _mails, ...view } = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(id, caller));
    return view;
  }
}
