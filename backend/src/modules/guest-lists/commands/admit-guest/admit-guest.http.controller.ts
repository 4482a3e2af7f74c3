import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestListArrivalSchema, type GuestListArrivalInput, type GuestListEntryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { GetGuestListEntryQuery } from '../../queries/guest-list.queries';
import { AdmitListGuestCommand } from './admit-guest.command';

/** The door's 'Ušli' for a name on a guest list. */
@ApiTags('guest-lists')
@Controller('guest-list-entries')
export class AdmitListGuestHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':id/arrival')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "Gost sa liste je ušao (osoblje objekta): persons = koliko ih je stvarno došlo od 1 + plusOnes (400 iznad toga). commandId sa uređaja na ulazu: isti commandId ponovo ne menja ništa. Drugi ulazak → 409 sa vremenom i imenom onoga ko ih je pustio; posle zatvaranja liste → 409 'Lista zatvorena u 00:30 — ulaz po redovnoj ceni'.",
  })
  arrival(
    @Param('id') id: string,
    @Body(validBody(guestListArrivalSchema)) input: GuestListArrivalInput,
    @Command() context: CommandContext,
    @CurrentUser() doorman: AuthenticatedUser,
  ): Promise<GuestListEntryView> {
    return this.commands.answer(new AdmitListGuestCommand(id, input, doorman, context), new GetGuestListEntryQuery(id), { readModels: ['guest-lists'] });
  }
}
