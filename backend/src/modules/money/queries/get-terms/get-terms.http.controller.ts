import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { termsQuerySchema, type AppliedTermsView, type TermsQuery, type VenueTermsView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { GetAppliedTermsQuery, GetTermsQuery } from './get-terms.query';

@ApiTags('money')
@Controller('club')
export class GetTermsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':clubId/terms')
  @ApiOperation({
    summary:
      'Uslovi objekta (svako): sva pravila i podaci primaoca za uplatnicu (broj računa vidi svako dok objekat traži depozit, inače menadžer i admin). ' +
      'Sa tableId (i night ili eventId): uslovi koji važe za taj sto te noći, najspecifičnije pravilo (kao …/terms/for).',
  })
  @ApiQuery({ name: 'tableId', required: false })
  @ApiQuery({ name: 'night', required: false, description: 'noć objekta, yyyy-MM-dd (podrazumevano: večeras)' })
  @ApiQuery({ name: 'eventId', required: false })
  get(
    @Param('clubId') clubId: string,
    @Query(validBody(termsQuerySchema)) query: TermsQuery,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<VenueTermsView | AppliedTermsView> {
    if (query.tableId) return this.queryBus.execute(new GetAppliedTermsQuery(clubId, query));
    return this.queryBus.execute(new GetTermsQuery(clubId, viewer));
  }

  @Get(':clubId/terms/for')
  @ApiOperation({ summary: 'Uslovi koji važe za jedan sto i noć (ili događaj): za formu rezervacije i raspored. terms je null kada objekat nije postavio uslove za taj sto.' })
  @ApiQuery({ name: 'tableId', required: true })
  @ApiQuery({ name: 'night', required: false, description: 'noć objekta, yyyy-MM-dd (podrazumevano: večeras)' })
  @ApiQuery({ name: 'eventId', required: false })
  applied(@Param('clubId') clubId: string, @Query(validBody(termsQuerySchema)) query: TermsQuery): Promise<AppliedTermsView> {
    return this.queryBus.execute(new GetAppliedTermsQuery(clubId, query));
  }
}
