import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationNoShowSchema, type ReservationNoShowInput, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { doorAnswer } from '../../http/door-answer';
import { RecordNoShowCommand } from './record-no-show.command';

/** The door's 'Nisu došli' / 'Oslobodi sto': the guests never came, the table is free at once. */
@ApiTags('reservations')
@Controller('reservations')
export class RecordNoShowHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':id/no-show')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ operationId: 'ReservationDoorHttpController_noShow', summary: "'Nisu došli' / 'Oslobodi sto': gosti nisu došli, sto je odmah slobodan. 409 ako su već ušli." })
  noShow(
    @Param('id') id: string,
    @Body(validBody(reservationNoShowSchema)) input: ReservationNoShowInput,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<ReservationView> {
    return doorAnswer(this.commands, new RecordNoShowCommand(id, context, false, input.commandId), id, viewer);
  }
}
