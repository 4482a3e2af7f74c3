import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { inRequestLanguage } from '#platform/http/request-language';
import { ResendReservationMailCommand } from './resend-reservation-mail.command';

/** 'Pošalji ponovo': the guest's mail again, as the reservation is now. */
@ApiTags('reservations')
@Controller('reservations')
export class ResendReservationMailHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':id/resend-mail')
  @HttpCode(202)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ operationId: 'ReservationHttpController_resendMail', summary: "'Pošalji ponovo': gostu ponovo ide mejl sa rezervacijom kakva je sada" })
  async resendMail(@Param('id') id: string, @Command() context: CommandContext): Promise<{ _id: string; message: string }> {
    await this.commands.run(new ResendReservationMailCommand(id, context));
    return { _id: id, message: inRequestLanguage('refusal.reservations.mailResent') };
  }
}
