import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import { googleVenueSettingsSchema, type GoogleVenueSettingsInput, type GoogleVenueSettingsView } from '@izlazak/contracts';
import { actorOf, type AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { validBody } from '#platform/http/schema.pipe';
import { mayManageVenue } from '../../venues/domain/venue-access';
import { initialGoogleVenueState } from '../domain/google-venue.decider';
import { ChangeGoogleSettingsCommand } from './change-google-settings.handler';

/** The venue's settings for Reserve with Google (docs/google.md), in the dashboard's 'Podešavanja'. */
@ApiTags('google')
@Controller('google/venues')
export class GoogleSettingsHttpController {
  constructor(
    private readonly commands: CommandRunner,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  @Get(':clubId')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Rezervacije preko Google-a: da li objekat prima rezervacije sa Google-a i da li ih potvrđuje ručno (menadžer objekta, admin)' })
  async get(@Param('clubId') clubId: string, @CurrentUser() caller: AuthenticatedUser): Promise<GoogleVenueSettingsView> {
    if (!mayManageVenue(actorOf(caller), clubId)) throw forbidden();
    const { rows } = await this.pool.query<{ enabled: boolean; confirms_by_hand: boolean }>('SELECT enabled, confirms_by_hand FROM google_venues WHERE club_id = $1', [clubId]);
    const settings = rows[0] ? { enabled: rows[0].enabled, confirmsByHand: rows[0].confirms_by_hand } : initialGoogleVenueState();
    return { clubId, enabled: settings.enabled, confirmsByHand: settings.confirmsByHand };
  }

  @Put(':clubId')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Uključuje ili isključuje rezervacije preko Google-a; confirmsByHand: rezervacije sa Google-a čekaju potvrdu objekta' })
  async change(
    @Param('clubId') clubId: string,
    @Body(validBody(googleVenueSettingsSchema)) settings: GoogleVenueSettingsInput,
    @Command() context: CommandContext,
  ): Promise<GoogleVenueSettingsView> {
    await this.commands.run(new ChangeGoogleSettingsCommand(clubId, settings, context), ['google']);
    return { clubId, ...settings };
  }
}
