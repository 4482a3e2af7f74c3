import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  reservationArrivalSchema,
  reservationNoShowSchema,
  type ReservationArrivalInput,
  type ReservationDetailView,
  type ReservationNoShowInput,
  type ReservationView,
} from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { RecordArrivalCommand } from '../commands/record-arrival/record-arrival.command';
import { RecordNoShowCommand } from '../commands/record-no-show/record-no-show.command';
import { GetReservationQuery } from '../queries/get-reservation/get-reservation.query';

/** The door's record of a reservation: the guests came in, or never did. */
@ApiTags('reservations')
@Controller('reservations')
export class ReservationDoorHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':id/arrival')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Stigli': gosti su ušli (persons = koliko ih je stvarno došlo; men/women po želji). commandId sa uređaja na ulazu: isti commandId ponovo ne menja ništa. Drugi dolazak → 409 sa vremenom i imenom onoga ko ih je pustio.",
  })
  async arrival(
    @Param('id') id: string,
    @Body(validBody(reservationArrivalSchema)) input: ReservationArrivalInput,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<ReservationView> {
    return this.answer(new RecordArrivalCommand(id, input, viewer.firstName, context), id, viewer);
  }

  @Post(':id/no-show')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: "'Nisu došli' / 'Oslobodi sto': gosti nisu došli, sto je odmah slobodan. 409 ako su već ušli." })
  async noShow(
    @Param('id') id: string,
    @Body(validBody(reservationNoShowSchema)) input: ReservationNoShowInput,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<ReservationView> {
    return this.answer(new RecordNoShowCommand(id, context, false, input.commandId), id, viewer);
  }

  /** The door reads the reservation next: only its read model is waited for. */
  private async answer(command: object, id: string, viewer: AuthenticatedUser): Promise<ReservationView> {
    const { mails: _mails, ...view } = await this.commands.answer<ReservationDetailView>(command, new GetReservationQuery(id, viewer), { readModels: ['reservations'] });
    return view;
  }
}
