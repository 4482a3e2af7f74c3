import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HistoryNight, HistoryNightTable } from '@izlazak/contracts';
import { nightOf } from '../../../events/domain/venue-night';
import { activeReservation, tableNightDecider, tableNightStream } from '../../../reservations/domain/table-night';
import { VenueReplay, type TableAt } from '../venue-replay';
import { NightAtQuery } from './night-at.query';

@QueryHandler(NightAtQuery)
export class NightAtHandler implements IQueryHandler<NightAtQuery, HistoryNight> {
  constructor(private readonly replay: VenueReplay) {}

  async execute({ clubId, at, viewer, night = nightOf(at) }: NightAtQuery): Promise<HistoryNight> {
    await this.replay.assertMayReplay(viewer, clubId);
    const tables = await this.replay.tablesAt(clubId, at);
    return { clubId, at: at.toISOString(), night, tables: await Promise.all(tables.map((table) => this.heldAt(table, night, at))) };
  }

  /** The table's `table-night` stream up to the moment: who held it then, and with what status. */
  private async heldAt(table: TableAt, night: string, at: Date): Promise<HistoryNightTable> {
    const state = await this.replay.stateAt(tableNightStream(table.tableId, night), tableNightDecider, at);
    const holder = activeReservation(state);
    return {
      ...table,
      reservation: holder
        ? { _id: holder.reservationId, uniqueId: holder.uniqueId, name: `${holder.firstName} ${holder.lastName}`, status: holder.status, persons: holder.persons }
        : null,
    };
  }
}
