import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { INTEGRATION_MESSAGES, integrationKeySchema, type CreatedIntegrationKey, type IntegrationKeyInput, type IntegrationKeyView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { validBody } from '#platform/http/schema.pipe';
import { IntegrationWebhooks } from '../webhooks/integration-webhooks';
import { IntegrationKeys } from './integration-keys';
import { venueExists } from './venue-exists';

@ApiTags('integrations')
@Controller('integrations/keys')
export class IntegrationKeysHttpController {
  constructor(
    private readonly keys: IntegrationKeys,
    private readonly webhooks: IntegrationWebhooks,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Novi API ključ (samo za čitanje): menadžer za svoj objekat, admin za bilo koji ili sve (clubId: null). Ključ se prikazuje samo sada.' })
  @ApiBody({ schema: { example: { name: 'Moj POS', clubId: null } } })
  async create(@Body(validBody(integrationKeySchema)) input: IntegrationKeyInput, @CurrentUser() caller: AuthenticatedUser): Promise<CreatedIntegrationKey> {
    if (caller.role !== 'admin' && (input.clubId === null || input.clubId !== caller.clubId)) throw forbidden();
    if (input.clubId !== null && !(await venueExists(this.store, input.clubId))) throw notFound(INTEGRATION_MESSAGES.venueNotFound);
    return this.keys.create(input.name, input.clubId, caller);
  }

  @Get()
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'API ključevi: admin vidi sve, menadžer ključeve svog objekta' })
  list(@CurrentUser() caller: AuthenticatedUser): Promise<IntegrationKeyView[]> {
    return this.keys.listFor(caller);
  }

  @Delete(':id')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Opoziva ključ odmah; njegovi webhook-ovi se gase' })
  async revoke(@Param('id') keyId: string, @CurrentUser() caller: AuthenticatedUser): Promise<IntegrationKeyView> {
    const key = await this.keys.findManagedBy(caller, keyId);
    if (!key) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
    await this.keys.revoke(key._id);
    await this.webhooks.disableAllOfKey(key._id, 'Ključ je opozvan');
    return (await this.keys.findManagedBy(caller, keyId))!;
  }
}
