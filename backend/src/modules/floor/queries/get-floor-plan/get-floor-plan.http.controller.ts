import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { floorQuerySchema, type FloorPlanView, type FloorQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { VersionedRead } from '#platform/http/conditional-request';
import { validBody } from '#platform/http/schema.pipe';
import { floorVersion } from '../../http/floor-version';
import { GetFloorPlanQuery } from './get-floor-plan.query';

@ApiTags('club')
@Controller('club')
export class GetFloorPlanHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':clubId/floor')
  @VersionedRead(floorVersion)
  @ApiOperation({ summary: 'Raspored objekta: zone, stolovi (neraspoređeni bez x) i da li je svaki sto te noći slobodan ili zauzet; osoblje objekta vidi i ko ga drži' })
  @ApiQuery({ name: 'night', required: false, description: 'noć objekta, yyyy-MM-dd (podrazumevano: večeras)' })
  get(
    @Param('clubId') clubId: string,
    @Query(validBody(floorQuerySchema)) { night }: FloorQuery,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<FloorPlanView> {
    return this.queryBus.execute(new GetFloorPlanQuery(clubId, night, viewer));
  }
}
