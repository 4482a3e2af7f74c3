import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { RESERVATION_MESSAGES } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome, type StreamState } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import {
  ReservationMovedError,
  tableNightDecider,
  tableNightStream,
  type TableNight,
  type TableNightCommand,
  type TableNightEvent,
  type TableNightState,
} from '../domain/table-night';

/**
 * Finds the table-night stream a reservation lives in (the read model knows where it stood last;
 * a move it has not seen yet is followed through the stream's own ReservationMovedOut) and runs a
 * command there.
 */
@Injectable()
export class ReservationStreams {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async whereIs(reservationId: string): Promise<TableNight> {
    const { rows } = await this.pool.query<{ table_id: string; night: string }>("SELECT table_id, to_char(night, 'YYYY-MM-DD') AS night FROM reservations WHERE id = $1", [
      reservationId,
    ]);
    if (!rows[0]) throw notFound(RESERVATION_MESSAGES.notFound);
    return { tableId: rows[0].table_id, night: rows[0].night };
  }

  load(at: TableNight): Promise<StreamState<TableNightState>> {
    return this.repository.load(tableNightStream(at.tableId, at.night), tableNightDecider);
  }

  decideAt(at: TableNight, command: TableNightCommand, context: CommandContext): Promise<CommandOutcome<TableNightEvent>> {
    return this.repository.decide(tableNightStream(at.tableId, at.night), tableNightDecider, command, context);
  }

  /**
   * Appends the events `decided` on `loaded` if the stream is still where it was; a write meanwhile
   * has `command` decided afresh on what the stream is then (as every lost race is).
   */
  appendDecided(
    at: TableNight,
    loaded: StreamState<TableNightState>,
    decided: TableNightEvent[],
    command: TableNightCommand,
    context: CommandContext,
  ): Promise<CommandOutcome<TableNightEvent>> {
    const decide = (state: TableNightState) => (state === loaded.state ? decided : tableNightDecider.decide(command, state));
    return this.repository.handle(tableNightStream(at.tableId, at.night), tableNightDecider, decide, context, { startFrom: () => Promise.resolve(loaded) });
  }

  /** Runs `command` where the reservation is now, following it if it moved meanwhile. */
  async decide(reservationId: string, command: TableNightCommand, context: CommandContext, knownAt?: TableNight): Promise<CommandOutcome<TableNightEvent> & { at: TableNight }> {
    let at = knownAt ?? (await this.whereIs(reservationId));
    for (let hop = 0; ; hop++) {
      try {
        return { ...(await this.decideAt(at, command, context)), at };
      } catch (error) {
        if (!(error instanceof ReservationMovedError) || hop >= 3) throw error;
        at = error.to;
      }
    }
  }

  /** The reservation's stream state, following moves. */
  async current(reservationId: string, knownAt?: TableNight): Promise<{ at: TableNight; state: TableNightState }> {
    let at = knownAt ?? (await this.whereIs(reservationId));
    for (let hop = 0; hop < 4; hop++) {
      const { state } = await this.load(at);
      const kept = state.reservations[reservationId];
      if (!kept?.movedTo) return { at, state };
      at = kept.movedTo;
    }
    throw notFound(RESERVATION_MESSAGES.notFound);
  }
}
