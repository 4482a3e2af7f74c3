import { Controller, Delete, Get, Put, type Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { FEATURE_MODULES } from '../../features';
import { bySpecificity, routesOf, shadows, type RouteOf } from './route-order';

@Controller('club')
class VenueById {
  @Get(':clubId') get() {}
  @Put(':clubId') put() {}
  @Delete(':clubId') remove() {}
}

@Controller('club')
class VenueCatalogues {
  @Get('objectTypes') types() {}
  @Get('citiesList') cities() {}
}

@Controller()
class WorkingHours {
  @Put('club/updateWorkingHours') update() {}
}

@Controller('club/table')
class Tables {
  @Put(':id') change() {}
  @Delete(':id') remove() {}
}

function shadowedRoutes(controllers: Type<unknown>[]): string[] {
  const registered: RouteOf[] = controllers.flatMap(routesOf);
  return registered.flatMap((later, index) =>
    registered
      .slice(0, index)
      .filter((earlier) => earlier.method === later.method && shadows(earlier.path, later.path))
      .map((earlier) => `${later.method} ${later.path} behind ${earlier.path}`),
  );
}

describe('routes in specificity order', () => {
  it('given controllers listed with a venue id route first, when ordered, then no fixed path is hidden behind a parameter', () => {
    expect(shadowedRoutes([VenueById, VenueCatalogues, WorkingHours, Tables])).not.toEqual([]);
    expect(shadowedRoutes(bySpecificity([VenueById, VenueCatalogues, WorkingHours, Tables]))).toEqual([]);
    expect(shadowedRoutes(bySpecificity([Tables, WorkingHours, VenueCatalogues, VenueById]))).toEqual([]);
  });

  it('reads the paths Nest registers, method by method', () => {
    expect(routesOf(WorkingHours)).toEqual([{ method: 'PUT', path: 'club/updateWorkingHours' }]);
    expect(routesOf(Tables)).toEqual([
      { method: 'PUT', path: 'club/table/:id' },
      { method: 'DELETE', path: 'club/table/:id' },
    ]);
  });

  it('in the application as registered, feature after feature, no route is hidden behind another', () => {
    const controllers = FEATURE_MODULES.flatMap((module) => (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Type<unknown>[]);
    expect(controllers.length).toBeGreaterThan(30);
    expect(shadowedRoutes(controllers)).toEqual([]);
  });
});
