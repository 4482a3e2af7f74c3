import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { floorPlanSchema, type FloorPlanInput, type FloorPlanView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { VersionedRecord } from '#platform/http/conditional-request';
import { validBody } from '#platform/http/schema.pipe';
import { FLOOR_EXAMPLE } from '../../http/floor.openapi';
import { floorVersion } from '../../http/floor-version';
import { GetFloorPlanQuery } from '../../queries/get-floor-plan/get-floor-plan.query';
import { DrawFloorPlanCommand } from './draw-floor-plan.command';

@ApiTags('club')
@Controller('club')
export class DrawFloorPlanHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':clubId/floor')
  @VersionedRecord(floorVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Čuvanje rasporeda svog objekta (admin: bilo kog): zone bez _id su nove, izostavljene se brišu; navedeni stolovi se postavljaju ili pomeraju' })
  @ApiBody({ schema: { type: 'object', example: FLOOR_EXAMPLE } })
  async draw(
    @Param('clubId') clubId: string,
    @Body(validBody(floorPlanSchema)) plan: FloorPlanInput,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<FloorPlanView> {
    return this.commands.answer(new DrawFloorPlanCommand(clubId, plan, context), new GetFloorPlanQuery(clubId, undefined, caller), { readModels: ['floor'] });
  }
}
