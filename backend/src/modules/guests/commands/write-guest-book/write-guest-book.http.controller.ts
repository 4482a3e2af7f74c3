import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestBookSchema, type GuestBookInput, type GuestView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { VersionedRecord } from '#platform/http/conditional-request';
import { validBody } from '#platform/http/schema.pipe';
import { guestVersion } from '../../http/guest-version';
import { GetGuestQuery } from '../../queries/get-guest/get-guest.query';
import { WriteGuestBookCommand } from './write-guest-book.command';

@ApiTags('guests')
@Controller('guests')
export class WriteGuestBookHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':guestId')
  @VersionedRecord(guestVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: "Oznake ('VIP', 'Stalni gost', 'Rođendan', 'Ne primati' i svoje) i napomena o gostu svog objekta; izostavljeno ostaje, zapisuje se ko i kada." })
  @ApiBody({ schema: { type: 'object', example: { tags: ['VIP', 'Stalni gost'], note: 'Voli separe kod bine' } } })
  async write(
    @Param('guestId') guestId: string,
    @Body(validBody(guestBookSchema)) input: GuestBookInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<GuestView> {
    return this.commands.answer(new WriteGuestBookCommand(guestId, input, caller.firstName, context), new GetGuestQuery(guestId, caller), { readModels: ['guests'] });
  }
}
