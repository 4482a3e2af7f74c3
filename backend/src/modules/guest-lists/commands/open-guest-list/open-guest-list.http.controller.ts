import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestListSchema, type GuestListInput, type GuestListView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { GetGuestListQuery } from '../../queries/guest-list.queries';
import { OpenGuestListCommand } from './open-guest-list.command';

const EXAMPLE = {
  night: '2026-12-31',
  name: 'Lista — besplatan ulaz do 00:30',
  benefit: 'Besplatan ulaz',
  price: 0,
  capacity: 150,
  perPromoterCapacity: 40,
  maxPlusOnes: 2,
  closesAt: '00:30',
  public: true,
};

@ApiTags('guest-lists')
@Controller('club')
export class OpenGuestListHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':clubId/guest-lists')
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      "Nova lista objekta za noć ili događaj (menadžer svog objekta, admin): šta daje (benefit, price u RSD), broj mesta ukupno i po promoteru, najviše '+N' po imenu, closesAt — HH:mm te noći (pre 06:00 je posle ponoći), public: upis i sa stranice objekta i događaja. 400 imenuje polje; 404: objekat.",
  })
  @ApiBody({ schema: { type: 'object', required: ['night', 'name', 'capacity', 'closesAt'], example: EXAMPLE } })
  async open(
    @Param('clubId') clubId: string,
    @Body(validBody(guestListSchema)) input: GuestListInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<GuestListView> {
    const listId = randomUUID();
    return this.commands.answer(new OpenGuestListCommand(listId, clubId, input, caller, context), new GetGuestListQuery(listId), {
      readModels: ['guest-lists'],
      location: `/api/guest-lists/${listId}`,
    });
  }
}
