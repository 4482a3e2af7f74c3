import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationArrivalSchema, type ReservationArrivalInput, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { doorAnswer } from '../../http/door-answer';
import { RecordArrivalCommand } from './record-arrival.command';

/** The door's 'Stigli': the guests came in. */
@ApiTags('reservations')
@Controller('reservations')
export class RecordArrivalHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':id/arrival')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    operationId: 'ReservationDoorHttpController_arrival',
    summary:
      "'Stigli': gosti su ušli (persons = koliko ih je stvarno došlo; men/women po želji). commandId sa uređaja na ulazu: isti commandId ponovo ne menja ništa. Drugi dolazak → 409 sa vremenom i imenom onoga ko ih je pustio.",
  })
  arrival(
    @Param('id') id: string,
    @Body(validBody(reservationArrivalSchema)) input: ReservationArrivalInput,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<ReservationView> {
    return doorAnswer(this.commands, new RecordArrivalCommand(id, input, viewer.firstName, context), id, viewer);
  }
}
