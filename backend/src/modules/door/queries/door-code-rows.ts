import type { Queryable } from '#platform/database/pool';
import { reservationOfDoorToken, tokenOfScannedCode } from '../../reservations/domain/door-code';
import { RESERVATION_COLUMNS, type ReservationRow } from '../../reservations/queries/reservation-rows';

export type CodedReservationRow = ReservationRow & { deleted: boolean };

/**
 * The reservation a door code (the scanned text or the bare token) names, deleted ones included;
 * null for a code that is not one (a forged or changed token, a cancel link, garbage).
 */
export async function reservationOfCode(db: Queryable, linkSecret: string, code: string): Promise<CodedReservationRow | null> {
  const reservationId = reservationOfDoorToken(linkSecret, tokenOfScannedCode(code));
  if (!reservationId) return null;
  const { rows } = await db.query<CodedReservationRow>(`SELECT ${RESERVATION_COLUMNS}, deleted FROM reservations WHERE id = $1`, [reservationId]);
  return rows[0] ?? null;
}
