import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { feedQuerySchema, type FeedPage, type FeedQuery } from '@izlazak/contracts';
import { validBody } from '#platform/http/schema.pipe';
import { CurrentIntegrator, ForIntegrators } from '../keys/integrator.guard';
import type { Integrator } from '../keys/integration-keys';
import { PublicFeed } from './public-feed';

@ApiTags('integrations')
@Controller('integrations/feed')
export class FeedHttpController {
  constructor(private readonly feed: PublicFeed) {}

  @Get()
  @ForIntegrators()
  @ApiOperation({ summary: 'Javni događaji u globalnom redosledu posle pozicije (API ključ u Authorization: Bearer)' })
  @ApiQuery({ name: 'after', required: false, description: 'pozicija <commit>-<prepare>; bez nje od početka' })
  @ApiQuery({ name: 'limit', required: false, description: '1–500, podrazumevano 100' })
  @ApiQuery({ name: 'types', required: false, description: 'tipovi odvojeni zarezom, npr. reservation.placed,event.published' })
  read(@Query(validBody(feedQuerySchema)) query: FeedQuery, @CurrentIntegrator() integrator: Integrator): Promise<FeedPage> {
    return this.feed.page(integrator.scope, query);
  }
}
