import { Module } from '@nestjs/common';
import { DrawFloorPlanHandler } from './commands/draw-floor-plan/draw-floor-plan.handler';
import { DrawFloorPlanHttpController } from './commands/draw-floor-plan/draw-floor-plan.http.controller';
import { GetFloorPlanHandler } from './queries/get-floor-plan/get-floor-plan.handler';
import { GetFloorPlanHttpController } from './queries/get-floor-plan/get-floor-plan.http.controller';

/** A venue's floor plan (/api/club/{clubId}/floor): zones, tables on the map, each table's state for a night. */
@Module({
  controllers: [GetFloorPlanHttpController, DrawFloorPlanHttpController],
  providers: [DrawFloorPlanHandler, GetFloorPlanHandler],
})
export class FloorModule {}
