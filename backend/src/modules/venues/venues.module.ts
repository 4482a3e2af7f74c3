import { Module } from '@nestjs/common';
import { bySpecificity } from '#platform/http/route-order';
import { IdentityModule } from '../identity/identity.module';
import { AddTableHandler } from './commands/add-table/add-table.handler';
import { AddTableHttpController } from './commands/add-table/add-table.http.controller';
import { ApproveVenueHandler } from './commands/approve-venue/approve-venue.handler';
import { ApproveVenueHttpController } from './commands/approve-venue/approve-venue.http.controller';
import { ChangeTableHandler } from './commands/change-table/change-table.handler';
import { ChangeTableHttpController } from './commands/change-table/change-table.http.controller';
import { ChangeVenueDetailsHandler } from './commands/change-venue-details/change-venue-details.handler';
import { ChangeVenueDetailsHttpController } from './commands/change-venue-details/change-venue-details.http.controller';
import { ChangeVenueImageHandler } from './commands/change-venue-image/change-venue-image.handler';
import { ChangeVenueImageHttpController } from './commands/change-venue-image/change-venue-image.http.controller';
import { ChangeVenueSlidersHandler } from './commands/change-venue-sliders/change-venue-sliders.handler';
import { ChangeVenueSlidersHttpController } from './commands/change-venue-sliders/change-venue-sliders.http.controller';
import { CreateVenueHandler } from './commands/create-venue/create-venue.handler';
import { CreateVenueHttpController } from './commands/create-venue/create-venue.http.controller';
import { DeleteVenueHandler } from './commands/delete-venue/delete-venue.handler';
import { DeleteVenueHttpController } from './commands/delete-venue/delete-venue.http.controller';
import { VenueStreamsKnownVenues } from './commands/known-venues';
import { RegisterCompanyHandler } from './commands/register-company/register-company.handler';
import { RegisterCompanyHttpController } from './commands/register-company/register-company.http.controller';
import { RemoveTableHandler } from './commands/remove-table/remove-table.handler';
import { RemoveTableHttpController } from './commands/remove-table/remove-table.http.controller';
import { UpdateVenueWithManagerHandler } from './commands/update-venue-with-manager/update-venue-with-manager.handler';
import { UpdateVenueWithManagerHttpController } from './commands/update-venue-with-manager/update-venue-with-manager.http.controller';
import { UpdateWorkingHoursHandler } from './commands/update-working-hours/update-working-hours.handler';
import { UpdateWorkingHoursHttpController } from './commands/update-working-hours/update-working-hours.http.controller';
import { VenueManagerAccounts } from './manager-accounts';
import { GetVenueManagerHandler } from './queries/get-venue-manager/get-venue-manager.handler';
import { GetVenueManagerHttpController } from './queries/get-venue-manager/get-venue-manager.http.controller';
import { GetVenueHandler } from './queries/get-venue/get-venue.handler';
import { GetVenueHttpController } from './queries/get-venue/get-venue.http.controller';
import { PublicVenueContacts } from './queries/get-venue/venue-contacts';
import { GetVenueTableHandler, ListVenueTablesHandler } from './queries/list-venue-tables/list-venue-tables.handler';
import { ListVenueTablesHttpController } from './queries/list-venue-tables/list-venue-tables.http.controller';
import { ListVenuesHandler } from './queries/list-venues/list-venues.handler';
import { ListVenuesHttpController } from './queries/list-venues/list-venues.http.controller';
import { ListVenueNamesHandler, ListVenueTypesInUseHandler } from './queries/venue-catalogues/venue-catalogues.handler';
import { VenueCataloguesHttpController } from './queries/venue-catalogues/venue-catalogues.http.controller';

/**
 * Venues: clubs, splavovi, restaurants and cafes with their managers, images, sliders, working
 * hours and tables.
 */
@Module({
  imports: [IdentityModule],
  controllers: bySpecificity([
    VenueCataloguesHttpController,
    ListVenuesHttpController,
    GetVenueManagerHttpController,
    ListVenueTablesHttpController,
    CreateVenueHttpController,
    AddTableHttpController,
    ApproveVenueHttpController,
    UpdateVenueWithManagerHttpController,
    ChangeVenueImageHttpController,
    ChangeVenueSlidersHttpController,
    UpdateWorkingHoursHttpController,
    ChangeTableHttpController,
    ChangeVenueDetailsHttpController,
    RemoveTableHttpController,
    DeleteVenueHttpController,
    GetVenueHttpController,
    RegisterCompanyHttpController,
  ]),
  providers: [
    VenueStreamsKnownVenues,
    PublicVenueContacts,
    VenueManagerAccounts,
    CreateVenueHandler,
    RegisterCompanyHandler,
    ApproveVenueHandler,
    ChangeVenueDetailsHandler,
    UpdateVenueWithManagerHandler,
    DeleteVenueHandler,
    ChangeVenueImageHandler,
    ChangeVenueSlidersHandler,
    UpdateWorkingHoursHandler,
    AddTableHandler,
    ChangeTableHandler,
    RemoveTableHandler,
    ListVenuesHandler,
    GetVenueHandler,
    ListVenueTypesInUseHandler,
    ListVenueNamesHandler,
    GetVenueManagerHandler,
    ListVenueTablesHandler,
    GetVenueTableHandler,
  ],
  exports: [VenueStreamsKnownVenues, PublicVenueContacts],
})
export class VenuesModule {}
