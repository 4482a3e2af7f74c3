import {
  PUBLIC_EVENT_SCHEMA_VERSION,
  type MenuChange,
  type PublicEvent,
  type PublicEventData,
  type PublicEventType,
  type PublicGuestListEntry,
  type PublicNightlifeEvent,
  type PublicReservation,
  type VenueChange,
} from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';
import { positionToString, type GlobalPosition, type RecordedEvent } from '#platform/event-store/event-store.port';
import type { NightlifeEventChange, NightlifeEventDetails } from '../../events/domain/nightlife-event.decider';
import type { GuestListEvent, ListGuest } from '../../guest-lists/domain/guest-list/guest-list.events';
import type { MenuEvent } from '../../menu/domain/menu/menu.events';
import type { Reservation, TableNightEvent } from '../../reservations/domain/table-night';
import type { TableEvent } from '../../venues/domain/table.decider';
import type { StoredImageRef, VenueEvent } from '../../venues/domain/venue.events';
import type { ReadScope } from './read-scope';

/**
 * The public events are a translation of the domain events, never the domain events themselves:
 * internal fields (the venue's e-mail on a placement, move bookkeeping, image file names) stay
 * inside, and a renamed domain event does not break an integrator. Each domain event maps to at
 * most one public event, and the public event keeps its id, so the id is stable for de-duplication.
 */

type InternalEvent = VenueEvent | TableEvent | NightlifeEventChange | MenuEvent | TableNightEvent | GuestListEvent;
type Translation = { [Type in PublicEventType]: { type: Type; venueId: string; data: PublicEventData[Type] } }[PublicEventType];
type Translator<Event extends DomainEvent> = (data: Event['data']) => Translation | null;
type Translators = { [Type in InternalEvent['type']]: Translator<Extract<InternalEvent, { type: Type }>> };

const reservation = (r: Reservation): PublicReservation => ({
  reservationId: r.reservationId,
  code: r.uniqueId,
  venueId: r.clubId,
  venueName: r.club,
  tableId: r.tableId,
  tableName: r.tableName,
  night: r.night,
  eventId: r.eventId,
  eventTitle: r.eventTitle,
  persons: r.persons,
  status: r.status,
  placedAt: r.placedAt,
  version: r.version,
  guest: { firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone },
});

const listEntry = (e: { entryId: string; listId: string; clubId: string; night: string; promoterId?: string | null; guest?: ListGuest }): PublicGuestListEntry => ({
  entryId: e.entryId,
  listId: e.listId,
  venueId: e.clubId,
  night: e.night,
  promoterId: e.promoterId ?? null,
  // An arrival recorded before arrivals carried the name has none to give.
  ...(e.guest ? { guest: { firstName: e.guest.firstName, lastName: e.guest.lastName, email: e.guest.email ?? '', phone: e.guest.phone } } : {}),
});

const depositEvent = (r: Reservation): Translation => ({
  type: 'reservation.deposit',
  venueId: r.clubId,
  data: { reservation: reservation(r), deposit: { amount: r.deposit?.amount ?? 0, state: r.deposit?.state ?? 'due', paidAmount: r.deposit?.paidAmount ?? null } },
});

const arrivalData = (r: Reservation) => ({
  arrivedPersons: r.arrival?.persons ?? r.persons,
  arrivedAt: r.arrival?.at ?? r.placedAt,
  walkIn: r.walkIn ?? false,
});

const nightlifeEvent = (e: {
  eventId: string;
  clubId: string;
  details: NightlifeEventDetails;
  image: StoredImageRef | null;
  startsAt: string;
  endsAt: string | null;
}): PublicNightlifeEvent => ({
  eventId: e.eventId,
  venueId: e.clubId,
  title: e.details.title,
  description: e.details.description,
  type: e.details.type,
  night: e.details.dateOfEvent,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  ticketPrice: e.details.ticketPrice,
  performers: e.details.performers ?? [],
  imageUrl: e.image?.url ?? null,
});

const venueChanged = (venueId: string, change: VenueChange, extra: { name?: string; tableId?: string } = {}): Translation => ({
  type: 'venue.changed',
  venueId,
  data: { venueId, change, ...extra },
});

const menuChanged = (venueId: string, change: MenuChange, action: 'added' | 'changed' | 'deleted', id: string, extra: { name?: string; price?: number } = {}): Translation => ({
  type: 'menu.changed',
  venueId,
  data: { venueId, change, action, id, ...extra },
});

const reservationEvent =
  (type: 'reservation.placed' | 'reservation.confirmed' | 'reservation.rejected') =>
  (data: { reservation: Reservation }): Translation => ({
    type,
    venueId: data.reservation.clubId,
    data: { reservation: reservation(data.reservation) },
  });

const TRANSLATORS: Translators = {
  ReservationPlaced: reservationEvent('reservation.placed'),
  ReservationConfirmed: reservationEvent('reservation.confirmed'),
  // A deposit received confirms the reservation: for an integrator it is confirmed.
  // A received deposit confirms the reservation, unless the venue confirms paid reservations itself.
  ReservationPaymentReceived: (d) => (d.reservation.status === 'Complete' ? reservationEvent('reservation.confirmed')(d) : depositEvent(d.reservation)),
  ReservationDepositChanged: (d) => depositEvent(d.reservation),
  // Taken back ('Poništi'): the deposit is due again; once it stands nothing an integrator sees changes.
  ReservationPaymentUndone: (d) => depositEvent(d.reservation),
  ReservationPaymentSettled: () => null,
  ReservationRejected: reservationEvent('reservation.rejected'),
  ReservationCancelled: (d) => ({
    type: 'reservation.cancelled',
    venueId: d.reservation.clubId,
    data: { reservation: reservation(d.reservation), cancelledBy: d.byGuest ? 'guest' : 'venue' },
  }),
  // A deleted reservation no longer holds its table: for an integrator the venue cancelled it.
  ReservationDeleted: (d) => ({ type: 'reservation.cancelled', venueId: d.reservation.clubId, data: { reservation: reservation(d.reservation), cancelledBy: 'venue' } }),
  ReservationChanged: (d) => ({ type: 'reservation.changed', venueId: d.reservation.clubId, data: { reservation: reservation(d.reservation), changed: d.changed } }),
  // A move is three domain events; the integrator hears of it once, when it has arrived.
  ReservationMovedIn: (d) => ({
    type: 'reservation.changed',
    venueId: d.reservation.clubId,
    data: {
      reservation: reservation(d.reservation),
      changed: [...(d.from.tableId !== d.reservation.tableId ? ['tableId'] : []), ...(d.from.night !== d.reservation.night ? ['night'] : [])],
    },
  }),
  ReservationMoveStarted: () => null,
  ReservationMovedOut: () => null,
  ReservationMoveAbandoned: () => null,
  ReservationMailResent: () => null,
  ReservationArrived: (d) => ({
    type: 'reservation.arrived',
    venueId: d.reservation.clubId,
    data: { reservation: reservation(d.reservation), ...arrivalData(d.reservation) },
  }),
  ReservationWalkedIn: (d) => ({ type: 'reservation.arrived', venueId: d.reservation.clubId, data: { reservation: reservation(d.reservation), ...arrivalData(d.reservation) } }),
  // What the table spent: for an integrator the reservation changed, its spend among the changes.
  ReservationSpendRecorded: (d) => ({ type: 'reservation.changed', venueId: d.reservation.clubId, data: { reservation: reservation(d.reservation), changed: ['spend'] } }),
  // The guest's answer to the night's reminder: for an integrator the reservation changed, its attendance among the changes.
  ReservationReminderSent: () => null,
  ReservationAttendanceConfirmed: (d) => ({
    type: 'reservation.changed',
    venueId: d.reservation.clubId,
    data: { reservation: reservation(d.reservation), changed: ['attendance'] },
  }),
  ReservationAttendanceUnconfirmed: (d) => ({
    type: 'reservation.changed',
    venueId: d.reservation.clubId,
    data: { reservation: reservation(d.reservation), changed: ['attendance'] },
  }),
  ReservationNoShow: (d) => ({ type: 'reservation.no-show', venueId: d.reservation.clubId, data: { reservation: reservation(d.reservation), released: d.released } }),
  // A waitlist offer's hold is no reservation; the claim that ends it is a reservation.placed.
  TableOfferHeld: () => null,
  TableOfferHoldEnded: () => null,

  EventPublished: (d) => ({ type: 'event.published', venueId: d.clubId, data: { event: nightlifeEvent(d) } }),
  EventChanged: (d) => ({ type: 'event.changed', venueId: d.clubId, data: { event: nightlifeEvent(d) } }),
  EventDeleted: (d) => ({ type: 'event.cancelled', venueId: d.clubId, data: { eventId: d.eventId, venueId: d.clubId } }),

  // A sign-up awaiting approval is not public yet: its approval is its first public change.
  VenueRegistered: (d) => (d.status === 'approved' ? venueChanged(d.clubId, 'registered', { name: d.details.name }) : null),
  VenueApproved: (d) => venueChanged(d.clubId, 'approved', { name: d.name }),
  VenueDetailsChanged: (d) => venueChanged(d.clubId, 'details', { name: d.details.name }),
  VenueImageChanged: (d) => venueChanged(d.clubId, 'images'),
  VenueSliderImagesChanged: (d) => venueChanged(d.clubId, 'images'),
  VenueWorkingHoursUpdated: (d) => venueChanged(d.clubId, 'working-hours'),
  VenueDeleted: (d) => venueChanged(d.clubId, 'deleted'),
  TableAdded: (d) => venueChanged(d.clubId, 'tables', { tableId: d.tableId }),
  TableChanged: (d) => venueChanged(d.clubId, 'tables', { tableId: d.tableId }),
  TableRemoved: (d) => venueChanged(d.clubId, 'tables', { tableId: d.tableId }),

  MenuCategoryAdded: (d) => menuChanged(d.clubId, 'category', 'added', d.categoryId, { name: d.name }),
  MenuCategoryRenamed: (d) => menuChanged(d.clubId, 'category', 'changed', d.categoryId, { name: d.name }),
  MenuCategoryDeleted: (d) => menuChanged(d.clubId, 'category', 'deleted', d.categoryId),
  MenuSubcategoryAdded: (d) => menuChanged(d.clubId, 'subcategory', 'added', d.subCategoryId, { name: d.name }),
  MenuSubcategoryRenamed: (d) => menuChanged(d.clubId, 'subcategory', 'changed', d.subCategoryId, { name: d.name }),
  MenuSubcategoryDeleted: (d) => menuChanged(d.clubId, 'subcategory', 'deleted', d.subCategoryId),
  MenuItemAdded: (d) => menuChanged(d.clubId, 'item', 'added', d.itemId, { name: d.name, price: d.price }),
  MenuItemEdited: (d) => menuChanged(d.clubId, 'item', 'changed', d.itemId, { name: d.name, price: d.price }),
  MenuItemDeleted: (d) => menuChanged(d.clubId, 'item', 'deleted', d.itemId),

  // A list's terms are the venue's own business; its names and arrivals are the integrator's.
  GuestListOpened: () => null,
  GuestListSignedUp: (d) => ({ type: 'guest-list.signed-up', venueId: d.clubId, data: { entry: listEntry(d), plusOnes: d.plusOnes, signedUpAt: d.signedUpAt, again: false } }),
  GuestListEntryChanged: (d) => ({ type: 'guest-list.signed-up', venueId: d.clubId, data: { entry: listEntry(d), plusOnes: d.plusOnes, signedUpAt: d.changedAt, again: true } }),
  // Not yet told to integrators (a public 'guest-list.arrival-undone' is still to come).
  GuestListArrivalUndone: () => null,
  GuestListEntryArrived: (d) => ({ type: 'guest-list.arrived', venueId: d.clubId, data: { entry: listEntry(d), arrivedPersons: d.persons, arrivedAt: d.at } }),
};

/** The public event (or, for one that depends on the reservation, events) each domain event can become. */
const PUBLIC_TYPE_OF: Record<InternalEvent['type'], PublicEventType | PublicEventType[] | null> = {
  ReservationPlaced: 'reservation.placed',
  ReservationConfirmed: 'reservation.confirmed',
  ReservationPaymentReceived: ['reservation.confirmed', 'reservation.deposit'],
  ReservationDepositChanged: 'reservation.deposit',
  ReservationPaymentUndone: 'reservation.deposit',
  ReservationPaymentSettled: null,
  ReservationRejected: 'reservation.rejected',
  ReservationCancelled: 'reservation.cancelled',
  ReservationDeleted: 'reservation.cancelled',
  ReservationChanged: 'reservation.changed',
  ReservationMovedIn: 'reservation.changed',
  ReservationMoveStarted: null,
  ReservationMovedOut: null,
  ReservationMoveAbandoned: null,
  ReservationMailResent: null,
  ReservationArrived: 'reservation.arrived',
  ReservationWalkedIn: 'reservation.arrived',
  ReservationNoShow: 'reservation.no-show',
  ReservationSpendRecorded: 'reservation.changed',
  ReservationReminderSent: null,
  ReservationAttendanceConfirmed: 'reservation.changed',
  ReservationAttendanceUnconfirmed: 'reservation.changed',
  TableOfferHeld: null,
  TableOfferHoldEnded: null,
  EventPublished: 'event.published',
  EventChanged: 'event.changed',
  EventDeleted: 'event.cancelled',
  VenueRegistered: 'venue.changed',
  VenueApproved: 'venue.changed',
  VenueDetailsChanged: 'venue.changed',
  VenueImageChanged: 'venue.changed',
  VenueSliderImagesChanged: 'venue.changed',
  VenueWorkingHoursUpdated: 'venue.changed',
  VenueDeleted: 'venue.changed',
  TableAdded: 'venue.changed',
  TableChanged: 'venue.changed',
  TableRemoved: 'venue.changed',
  MenuCategoryAdded: 'menu.changed',
  MenuCategoryRenamed: 'menu.changed',
  MenuCategoryDeleted: 'menu.changed',
  MenuSubcategoryAdded: 'menu.changed',
  MenuSubcategoryRenamed: 'menu.changed',
  MenuSubcategoryDeleted: 'menu.changed',
  MenuItemAdded: 'menu.changed',
  MenuItemEdited: 'menu.changed',
  MenuItemDeleted: 'menu.changed',
  GuestListOpened: null,
  GuestListSignedUp: 'guest-list.signed-up',
  GuestListEntryChanged: 'guest-list.signed-up',
  GuestListEntryArrived: 'guest-list.arrived',
  GuestListArrivalUndone: null,
};

/** The domain event types that can become one of `types` (all public types when none are named). */
export function domainEventTypesFor(types?: readonly PublicEventType[]): string[] {
  return Object.entries(PUBLIC_TYPE_OF)
    .filter(([, publicType]) => publicType !== null && (!types || types.length === 0 || [publicType].flat().some((type) => types.includes(type))))
    .map(([internalType]) => internalType);
}

/** `<commit>-<prepare>`: safe in a URL and in an SSE id, and ordered like the feed. */
export const feedPositionText = (position: GlobalPosition) => positionToString(position).replace('/', '-');

export function feedPositionFrom(text: string): GlobalPosition {
  const [commit, prepare] = text.split('-');
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

/**
 * The public event a recorded domain event becomes for a reader with `scope`, or null when it
 * is no public event or the scope does not see it. Guests' names and contacts go only to readers
 * allowed to see the venue's guests.
 */
export function toPublicEvent(event: RecordedEvent, scope: ReadScope): PublicEvent | null {
  const translate = (TRANSLATORS as Record<string, ((data: unknown) => Translation | null) | undefined>)[event.type];
  const translated = translate?.(event.data);
  if (!translated || !scope.seesVenue(translated.venueId)) return null;
  const envelope = {
    id: event.metadata.eventId,
    type: translated.type,
    schemaVersion: PUBLIC_EVENT_SCHEMA_VERSION,
    occurredAt: event.metadata.occurredAt,
    position: feedPositionText(event.position),
    venueId: translated.venueId,
    data: translated.data,
  } as PublicEvent;
  return scope.seesGuestsOf(translated.venueId) ? envelope : withoutGuest(envelope);
}

function withoutGuest(event: PublicEvent): PublicEvent {
  if ('entry' in event.data) {
    const { guest: _guest, ...entryWithoutGuest } = event.data.entry;
    return { ...event, data: { ...event.data, entry: entryWithoutGuest } } as PublicEvent;
  }
  if (!('reservation' in event.data)) return event;
  const { guest: _guest, ...reservationWithoutGuest } = event.data.reservation;
  return { ...event, data: { ...event.data, reservation: reservationWithoutGuest } } as PublicEvent;
}
