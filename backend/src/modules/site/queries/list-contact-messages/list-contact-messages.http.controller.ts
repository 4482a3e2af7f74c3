import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { contactMessagesQuerySchema, type ContactMessagesQuery, type ContactMessageView, type Paged } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListContactMessagesQuery } from './list-contact-messages.query';

@ApiTags('site')
@Controller('site')
export class ListContactMessagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('messages')
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Poruke sa kontakt formi, najnovije prve (admin: sve; menadžer: poruke svog objekta)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  list(@Query(validBody(contactMessagesQuerySchema)) paging: ContactMessagesQuery, @CurrentUser() reader: AuthenticatedUser): Promise<Paged<ContactMessageView>> {
    return this.queryBus.execute(new ListContactMessagesQuery(paging, reader));
  }
}
