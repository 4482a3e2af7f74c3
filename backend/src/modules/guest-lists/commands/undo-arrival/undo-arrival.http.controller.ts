import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestListArrivalUndoSchema, type GuestListArrivalUndoInput, type GuestListEntryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { GetGuestListEntryQuery } from '../../queries/guest-list.queries';
import { UndoListArrivalCommand } from './undo-arrival.command';

/** The door's 'Poništi ulazak' for a name on a guest list let in by mistake. */
@ApiTags('guest-lists')
@Controller('guest-list-entries')
export class UndoListArrivalHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':id/arrival/undo')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      'Poništava ulazak gosta sa liste (pogrešan dodir na ulazu; osoblje objekta): ime više nije ušlo i može ponovo da uđe; brojevi liste, knjiga gostiju i obračun promotera ga više ne broje (plaćen obračun dobija korekciju u sledećem). commandId sa uređaja: isti ponovo ne menja ništa. 409 kad ime nije ušlo.',
  })
  undo(
    @Param('id') id: string,
    @Body(validBody(guestListArrivalUndoSchema)) input: GuestListArrivalUndoInput,
    @Command() context: CommandContext,
    @CurrentUser() doorman: AuthenticatedUser,
  ): Promise<GuestListEntryView> {
    return this.commands.answer(new UndoListArrivalCommand(id, input, doorman, context), new GetGuestListEntryQuery(id), { readModels: ['guest-lists'] });
  }
}
