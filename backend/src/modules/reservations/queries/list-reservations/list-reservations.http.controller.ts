import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reservationListQuerySchema, type Paged, type ReservationListQuery, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListReservationsQuery } from './list-reservations.query';

@ApiTags('reservations')
@Controller('reservations')
export class ListReservationsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Rezervacije: bez all samo današnja noć (do jutra); menadžer i osoblje svog objekta, admin sve, korisnik svoje' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'all', required: false })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'sort', required: false, enum: ['firstName', 'date', 'status'] })
  @ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] })
  @ApiQuery({ name: 'clubId', required: false })
  list(@Query(validBody(reservationListQuerySchema)) filters: ReservationListQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<Paged<ReservationView>> {
    return this.queryBus.execute(new ListReservationsQuery(filters, viewer));
  }
}
