import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestListsOfNightSchema, type GuestListEntryView, type GuestListsOfNightQuery, type GuestListView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { GetGuestListQuery, ListGuestListEntriesQuery, ListGuestListsQuery } from './guest-list.queries';

@ApiTags('guest-lists')
@Controller()
export class GuestListsHttpController {
  constructor(private readonly queries: QueryBus) {}

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
