import { Body, Controller, Delete, Get, Param, Put, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { waitlistPositionSchema, waitlistQuerySchema, type WaitlistEntryView, type WaitlistPositionInput, type WaitlistQuery, type WaitlistView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { editedVersion } from '#platform/commands/edited-version';
import { CommandRunner } from '#platform/commands/command-runner';
import { matchedVersion, VersionedRecord } from '#platform/http/conditional-request';
import { validBody } from '#platform/http/schema.pipe';
import { MoveWaitlistEntryCommand, RemoveWaitlistEntryCommand } from '../commands/edit-entry/edit-entry.commands';
import { GetWaitlistEntryQuery } from '../queries/get-entry/get-entry.query';
import { ListWaitlistQuery } from '../queries/list-waitlist/list-waitlist.query';
import { waitlistEntryVersion } from './waitlist-entry-version';

/** The version an edit was made from: If-Match's (checked by @VersionedRecord), else the body's `version`. */
function expectedVersionOf(request: Request): number | undefined {
  const matched = matchedVersion(request);
  if (matched !== undefined) return matched;
  const body = editedVersion(request.body);
  return body === undefined ? undefined : Number(body);
}

/** The venue's side of the night's waitlist: the queue, taking a guest off it, and moving one up or down. */
@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      'Lista čekanja objekta za noć, po redu (menadžer i osoblje objekta, admin): stanje svakog gosta (waiting, offered do offeredUntil sa stolom, booked sa rezervacijom, expired, removed)',
  })
  list(@Query(validBody(waitlistQuerySchema)) { clubId, night }: WaitlistQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<WaitlistView> {
    return this.queryBus.execute(new ListWaitlistQuery(clubId, night, viewer));
  }

  @Delete(':id')
  @VersionedRecord(waitlistEntryVersion)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: 'Uklanja gosta sa liste čekanja; otvorena ponuda se povlači i sto ide sledećem gostu. If-Match ili version: verzija koju je objekat video (412/409).' })
  async remove(@Param('id') id: string, @Req() request: Request, @Command() context: CommandContext, @CurrentUser() viewer: AuthenticatedUser): Promise<WaitlistEntryView> {
    await this.run(new RemoveWaitlistEntryCommand(id, expectedVersionOf(request), context));
    return this.entry(id, viewer);
  }

  @Put(':id/position')
  @VersionedRecord(waitlistEntryVersion)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: 'Pomera gosta na drugo mesto na listi čekanja (1 je prvo; dalje od kraja: poslednje). If-Match ili version: verzija koju je objekat video (412/409).' })
  async move(
    @Param('id') id: string,
    @Body(validBody(waitlistPositionSchema)) input: WaitlistPositionInput,
    @Req() request: Request,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<WaitlistEntryView> {
    await this.run(new MoveWaitlistEntryCommand(id, input.position, expectedVersionOf(request), context));
    return this.entry(id, viewer);
  }

  private async run(command: object): Promise<void> {
    await this.commands.run(command, ['waitlist']);
  }

  /** The entry as the list now shows it. */
  private entry(id: string, viewer: AuthenticatedUser): Promise<WaitlistEntryView> {
    return this.queryBus.execute(new GetWaitlistEntryQuery(id, viewer));
  }
}
