import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { floorQuerySchema, type FloorPlanView, type FloorQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { VersionedRead } from '#platform/http/conditional-request';
import { AnonymousRead, answerFreshWhile } from '#platform/read-cache/public-read';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { validBody } from '#platform/http/schema.pipe';
import { floorVersion } from '../../http/floor-version';
import { GetFloorPlanQuery } from './get-floor-plan.query';

@ApiTags('club')
@Controller('club')
export class GetFloorPlanHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: NightClock,
  ) {}

  @Get(':clubId/floor')
  @VersionedRead(floorVersion)
  // Guests' modals ask it again and again on a busy night; the venue's own people get who holds each table, so only the anonymous answer is kept.
  @AnonymousRead('venues', 'venue_tables', 'reservations', 'floor_plans', 'floor_zones', 'floor_tables')
  @ApiOperation({ summary: 'Raspored objekta: zone, stolovi (neraspoređeni bez x) i da li je svaki sto te noći slobodan ili zauzet; osoblje objekta vidi i ko ga drži' })
  @ApiQuery({ name: 'night', required: false, description: 'noć objekta, yyyy-MM-dd (podrazumevano: večeras)' })
  get(
    @Param('clubId') clubId: string,
    @Query(validBody(floorQuerySchema)) { night }: FloorQuery,
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() req: object,
  ): Promise<FloorPlanView> {
    const theNight = night ?? tonight(this.clock.now());
    if (!night) answerFreshWhile(req, () => tonight(this.clock.now()) === theNight);
    return this.queryBus.execute(new GetFloorPlanQuery(clubId, theNight, viewer));
  }
}
