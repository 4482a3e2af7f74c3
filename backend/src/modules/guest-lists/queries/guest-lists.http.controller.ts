import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  guestListsOfNightSchema,
  publicGuestListsSchema,
  type GuestListCodeView,
  type GuestListEntryView,
  type GuestListsOfNightQuery,
  type GuestListView,
  type PublicGuestListsParams,
} from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { qrCodePng } from '#platform/qr/qr-code';
import { PublicRead, answerFreshWhile } from '#platform/read-cache/public-read';
import { NightClock } from '#platform/time/night-clock';
import { guestListCodeUrl } from '../domain/guest-list-code';
import { GetGuestListQuery, GuestListCodeQuery, ListGuestListEntriesQuery, ListGuestListsQuery, PublicGuestListsQuery } from './guest-list.queries';

@ApiTags('guest-lists')
@Controller()
export class GuestListsHttpController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
  ) {}

  @Get('club/:clubId/guest-lists')
  @Roles('admin', 'manager', 'staff', 'promoter')
  @ApiOperation({
    summary: 'Liste objekta (osoblje objekta, promoter objekta, admin), za noć kada je night dat: svaka sa signedUp (mesta zauzeta, sa pratiocima) i arrived (gostiju ušlo).',
  })
  lists(
    @Param('clubId') clubId: string,
    @Query(validBody(guestListsOfNightSchema)) query: GuestListsOfNightQuery,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<GuestListView[]> {
    return this.queries.execute(new ListGuestListsQuery(clubId, query.night, caller));
  }

  @Get('guest-lists')
  @GuestOrCaller()
  @ApiOperation({ summary: 'Javne liste koje su još otvorene (bilo ko): objekta (večeras i narednih noći, clubId) ili događaja (eventId), po vremenu zatvaranja; najviše 20.' })
  // The venue's and the event's pages are rendered from it: kept while no list changes and none of these has closed.
  @PublicRead('guest_lists')
  async publicLists(@Query(validBody(publicGuestListsSchema)) query: PublicGuestListsParams, @Req() req: object): Promise<GuestListView[]> {
    const lists = await this.queries.execute<PublicGuestListsQuery, GuestListView[]>(new PublicGuestListsQuery(query.clubId, query.eventId));
    const firstClosing = Math.min(...lists.map((list) => Date.parse(list.closesAtInstant)));
    answerFreshWhile(req, () => this.clock.now().getTime() < firstClosing);
    return lists;
  }

  @Get('guest-list-codes/:code')
  @GuestOrCaller()
  @ApiOperation({ summary: 'Kod za ulaz sa liste (APP_URL/g/<code>; nalog nije potreban): lista, noć, objekat, ime i pratioci, da li su ušli. Bez telefona i mejla.' })
  byCode(@Param('code') code: string): Promise<GuestListCodeView> {
    return this.queries.execute(new GuestListCodeQuery(code));
  }

  @Get('guest-list-codes/:code/qr.png')
  @GuestOrCaller()
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'QR kod za ulaz sa liste (APP_URL/g/<code>) kao PNG slika' })
  async qr(@Param('code') code: string, @Res() response: Response): Promise<void> {
    const entry = await this.queries.execute<GuestListCodeQuery, GuestListCodeView>(new GuestListCodeQuery(code));
    const png = await qrCodePng(guestListCodeUrl(this.config.appUrl, entry.code));
    response.status(200).type('png').setHeader('Cache-Control', 'private, max-age=3600').setHeader('Content-Disposition', 'inline; filename="lista.png"').send(png);
  }

  @Get('guest-lists/:listId')
  @GuestOrCaller()
  @ApiOperation({ summary: 'Lista kakvu gost vidi pre upisa (bilo ko sa linkom): naziv, šta daje, do kada, da li je popunjena ili zatvorena.' })
  list(@Param('listId') listId: string): Promise<GuestListView> {
    return this.queries.execute(new GetGuestListQuery(listId));
  }

  @Get('guest-lists/:listId/entries')
  @Roles('admin', 'manager', 'staff', 'promoter')
  @ApiOperation({ summary: 'Imena na listi (osoblje objekta, admin: sva; promoter objekta: samo svoja), po prezimenu: kod, pratioci, promoter, da li su ušli.' })
  entries(@Param('listId') listId: string, @CurrentUser() caller: AuthenticatedUser): Promise<GuestListEntryView[]> {
    return this.queries.execute(new ListGuestListEntriesQuery(listId, caller));
  }
}
