import type { Role } from '@izlazak/contracts';

export interface HistoryViewer {
  id: string;
  role: Role;
  clubId: string | null;
}

export interface PersonalScope {
  entityType: string;
  clubId: string | null;
  ownerId: string | null;
}

/**
 * Whether the reader may see a guest's e-mail and phone in an entry, as everywhere else: a
 * reservation's to admins, to its venue's manager and staff, and to the guest who placed it
 * (reservations/queries/reservation-rows.ts); any other record's to admins, the venue's manager
 * and its owner.
 */
export function maySeePersonalData(viewer: HistoryViewer, scope: PersonalScope): boolean {
  if (viewer.role === 'admin') return true;
  const runsVenue = (viewer.role === 'manager' || (scope.entityType === 'reservation' && viewer.role === 'staff')) && viewer.clubId !== null && viewer.clubId === scope.clubId;
  if (runsVenue) return true;
  if (scope.entityType === 'reservation' && (viewer.role === 'manager' || viewer.role === 'staff')) return false;
  return scope.ownerId !== null && scope.ownerId === viewer.id;
}

/** 'jovana@gost.test' → 'j***@gost.test'; '+381 64 111 2233' → '***33'. */
export function masked(value: string | null): string | null {
  if (!value) return value;
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  return `***${value.replace(/\D/g, '').slice(-2)}`;
}
