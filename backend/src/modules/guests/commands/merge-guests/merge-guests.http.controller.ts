import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestMergeSchema, type GuestMergeInput, type GuestView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetGuestQuery } from '../../queries/get-guest/get-guest.query';
import { MergeGuestsCommand, SplitGuestsCommand } from './merge-guests.commands';

@ApiTags('guests')
@Controller('guests')
export class MergeGuestsHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':guestId/merge')
  @HttpCode(200)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Spaja profil otherId u ovaj (isti gost): njegovi dolasci se broje ovde.' })
  @ApiBody({ schema: { type: 'object', example: { otherId: '<id profila>' } } })
  merge(
    @Param('guestId') guestId: string,
    @Body(validBody(guestMergeSchema)) input: GuestMergeInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ) {
    return this.answer(new MergeGuestsCommand(guestId, input.otherId, caller.firstName, context), guestId, caller);
  }

  @Post(':guestId/split')
  @HttpCode(200)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Razdvaja pogrešno spojen profil otherId od ovog: ponovo je svoj profil.' })
  @ApiBody({ schema: { type: 'object', example: { otherId: '<id profila>' } } })
  split(
    @Param('guestId') guestId: string,
    @Body(validBody(guestMergeSchema)) input: GuestMergeInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ) {
    return this.answer(new SplitGuestsCommand(guestId, input.otherId, caller.firstName, context), guestId, caller);
  }

  private async answer(command: MergeGuestsCommand | SplitGuestsCommand, guestId: string, caller: AuthenticatedUser): Promise<GuestView> {
    return this.commands.answer(command, new GetGuestQuery(guestId, caller), { readModels: ['guests'] });
  }
}
