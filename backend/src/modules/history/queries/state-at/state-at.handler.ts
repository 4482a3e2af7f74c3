import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HistoryFloorState, HistoryMenuState, HistoryState } from '@izlazak/contracts';
import { floorDecider, floorStream, type FloorState } from '../../../floor/domain/floor.decider';
import { menuDecider } from '../../../menu/domain/menu/menu.decider';
import { type MenuState } from '../../../menu/domain/menu/menu.state';
import { menuStream } from '../../../menu/domain/menu/menu.events';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { toWorkingHoursView } from '../../../venues/domain/working-hours';
import { VenueReplay } from '../venue-replay';
import { StateAtQuery } from './state-at.query';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'sr', { numeric: true });

function menuView(menu: MenuState): HistoryMenuState {
  const items = Object.entries(menu.items);
  const subcategories = Object.entries(menu.subcategories);
  return {
    categories: Object.entries(menu.categories)
      .map(([categoryId, category]) => ({
        _id: categoryId,
        name: category.name,
        subcategories: subcategories
          .filter(([, sub]) => sub.categoryId === categoryId)
          .map(([subCategoryId, sub]) => ({
            _id: subCategoryId,
            name: sub.name,
            items: items
              .filter(([, item]) => item.subCategoryId === subCategoryId)
              .map(([itemId, item]) => ({ _id: itemId, name: item.name, price: item.price }))
              .sort(byName),
          }))
          .sort(byName),
      }))
      .sort(byName),
  };
}

function floorView(floor: FloorState): HistoryFloorState | null {
  if (!floor.drawn) return null;
  const zones = Object.entries(floor.zones).map(([_id, zone]) => ({ _id, ...zone }));
  const known = new Set(zones.map((zone) => zone._id));
  const tables = Object.entries(floor.tables).map(([_id, { zoneId, ...table }]) => ({ _id, zoneId: zoneId && known.has(zoneId) ? zoneId : null, ...table }));
  return { width: floor.width, height: floor.height, background: floor.background, zones, tables };
}

@QueryHandler(StateAtQuery)
export class StateAtHandler implements IQueryHandler<StateAtQuery, HistoryState> {
  constructor(private readonly replay: VenueReplay) {}

  async execute({ clubId, at, what, viewer }: StateAtQuery): Promise<HistoryState> {
    await this.replay.assertMayReplay(viewer, clubId);
    const answer = { clubId, at: at.toISOString(), what };
    switch (what) {
      case 'menu':
        return { ...answer, menu: menuView(await this.replay.stateAt(menuStream(clubId), menuDecider, at)) };
      case 'hours': {
        const venue = await this.replay.stateAt(venueStream(clubId), venueDecider, at);
        const hours = toWorkingHoursView(venue.workingHours).map(({ day, dayIndex, from, to, closed, alwaysOpen }) => ({ day, dayIndex, from, to, closed, alwaysOpen }));
        return { ...answer, hours };
      }
      case 'tables':
        return { ...answer, tables: await this.replay.tablesAt(clubId, at) };
      case 'floor':
        return { ...answer, floor: floorView(await this.replay.stateAt(floorStream(clubId), floorDecider, at)) };
    }
  }
}
