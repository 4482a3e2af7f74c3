import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GuestView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { VersionedRead } from '#platform/http/conditional-request';
import { guestVersion } from '../../http/guest-version';
import { GetGuestQuery } from './get-guest.query';

@ApiTags('guests')
@Controller('guests')
export class GetGuestHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':guestId')
  @VersionedRead(guestVersion)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: 'Profil gosta svog objekta: dolasci, nedolasci, kasna otkazivanja, dovedene osobe, poslednji dolazak, omiljena zona, oznake i napomena.' })
  get(@Param('guestId') guestId: string, @CurrentUser() viewer: AuthenticatedUser): Promise<GuestView> {
    return this.queryBus.execute(new GetGuestQuery(guestId, viewer));
  }
}
