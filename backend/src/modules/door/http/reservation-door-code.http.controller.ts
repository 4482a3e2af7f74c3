import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DoorCodeView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { GetDoorCodeQuery } from '../queries/door-code/door-code.query';

/** A reservation's door code for its guest's profile and the venue's screens (docs/door.md). */
@ApiTags('door')
@Controller('reservations')
export class ReservationDoorCodeHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/door-code')
  @Authenticated()
  @ApiOperation({ summary: 'Kod za ulaz rezervacije: token, URL koji QR kod nosi (APP_URL/r/<token>) i putanja PNG slike; gost kome pripada, osoblje objekta, admin' })
  doorCode(@Param('id') id: string, @CurrentUser() viewer: AuthenticatedUser): Promise<DoorCodeView> {
    return this.queryBus.execute(new GetDoorCodeQuery(id, viewer));
  }
}
