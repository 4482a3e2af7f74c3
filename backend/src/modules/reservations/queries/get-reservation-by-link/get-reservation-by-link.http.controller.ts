import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationCancelSchema, type ReservationView } from '@izlazak/contracts';
import { validBody } from '#platform/http/schema.pipe';
import { GuestLinkReservations, withoutMails } from '../../http/guest-link';

/** The reservation a guest's mailed link names, read without an account. */
@ApiTags('reservations')
@Controller('reservations')
export class GetReservationByLinkHttpController {
  constructor(private readonly guestLinks: GuestLinkReservations) {}

  @Get('by-token')
  @ApiOperation({
    operationId: 'ReservationHttpController_byToken',
    summary: "Rezervacija po potpisanom linku iz mejla gosta (bez naloga): link za otkazivanje ili 'Dolazim' iz podsetnika",
  })
  async byToken(@Query(validBody(reservationCancelSchema)) { token }: { token: string }): Promise<ReservationView> {
    return withoutMails(await this.guestLinks.reservationOf(token, 'any'));
  }
}
