import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HISTORY_ENTITY_TYPES, HISTORY_KINDS, historyQuerySchema, type HistoryEntry, type HistoryQuery, type Paged } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { requestLocale } from '#platform/http/request-context';
import { answeredIn } from '#platform/http/request-language';
import { validBody } from '#platform/http/schema.pipe';
import { ListHistoryQuery } from './list-history.query';

/** The query parameters both the list and its CSV twin take. */
export const HistoryFilterDocs = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const decorate of [
    ApiQuery({ name: 'entityType', required: false, enum: Object.keys(HISTORY_ENTITY_TYPES) }),
    ApiQuery({ name: 'entityId', required: false }),
    ApiQuery({ name: 'search', required: false, description: 'kod rezervacije (npr. BAQ6PEDN), ime gosta, naziv zapisa ili njegov id' }),
    ApiQuery({ name: 'actorId', required: false }),
    ApiQuery({ name: 'actor', required: false, description: 'deo imena onoga ko je menjao' }),
    ApiQuery({ name: 'from', required: false, description: 'ISO trenutak' }),
    ApiQuery({ name: 'to', required: false, description: 'ISO trenutak' }),
    ApiQuery({ name: 'kind', required: false, enum: Object.keys(HISTORY_KINDS) }),
    ApiQuery({ name: 'clubId', required: false, description: 'samo admin: jedan objekat' }),
  ])
    decorate(target, key, descriptor);
};

@ApiTags('history')
@Controller('history')
export class ListHistoryHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Istorija izmena, najnovije prvo: ko, kada, šta (polje pre → posle) i kojom rutom; admin sve, menadžer svoj objekat i svoje izmene. Rečenice (summary) i nazivi polja na jeziku zahteva (Accept-Language)',
  })
  @HistoryFilterDocs()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  list(
    @Query(validBody(historyQuerySchema)) filters: HistoryQuery,
    @CurrentUser() viewer: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Paged<HistoryEntry>> {
    answeredIn(response, requestLocale());
    return this.queryBus.execute(new ListHistoryQuery(filters, viewer));
  }
}
