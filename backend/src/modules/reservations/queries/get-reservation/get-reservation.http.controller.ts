import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReservationDetailView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { VersionedRead } from '#platform/http/conditional-request';
import { reservationVersion } from '../../http/reservation-version';
import { GetReservationQuery } from './get-reservation.query';

/** One reservation with the mails sent about it, for its guest or its venue. */
@ApiTags('reservations')
@Controller('reservations')
export class GetReservationHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @VersionedRead(reservationVersion)
  @Authenticated()
  @ApiOperation({ operationId: 'ReservationHttpController_detail', summary: 'Rezervacija sa poslatim mejlovima' })
  detail(@Param('id') id: string, @CurrentUser() viewer: AuthenticatedUser): Promise<ReservationDetailView> {
    return this.queryBus.execute(new GetReservationQuery(id, viewer));
  }
}
