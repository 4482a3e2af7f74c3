import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { assertMayManageVenue } from '../../venues/domain/venue-access';
import { sameJson } from '../../venues/domain/venue.decider';
import type { StoredImageRef } from '../../venues/domain/venue.events';
import { eventTimes } from './venue-night';

/**
 * A nightlife event lives in its own `event-<id>` stream: editing one never contends with its
 * venue or with other events. Deleting it is recorded; the stream and its history stay.
 */
export interface NightlifeEventDetails {
  title: string;
  description: string;
  /** The title and description in English for the /en/ pages (absent: none; events recorded before them have none). */
  titleEn?: string;
  descriptionEn?: string;
  type: string;
  /** The venue's night, yyyy-MM-dd. */
  dateOfEvent: string;
  /** HH:mm in Europe/Belgrade; '' for no announced end. */
  startTime: string;
  endTime: string;
  ticketPrice: string;
  priority: string;
  gallery: string[];
  possibilityOfShowing: string[];
  /** 'Izvođači' (DJs, bands); absent from events recorded before performers were named: none. */
  performers?: string[];
}

/** The details with their performers always named (none for an event recorded before they were). */
export const withPerformers = (details: NightlifeEventDetails): NightlifeEventDetails & { performers: string[] } => ({ ...details, performers: details.performers ?? [] });

interface Schedule {
  /** UTC ISO instants, fixed when the domain event is recorded so that every reader agrees. */
  startsAt: string;
  endsAt: string | null;
}

export type EventPublished = DomainEvent<'EventPublished', { eventId: string; clubId: string; details: NightlifeEventDetails; image: StoredImageRef | null } & Schedule>;
export type EventChanged = DomainEvent<'EventChanged', { eventId: string; clubId: string; details: NightlifeEventDetails; image: StoredImageRef | null } & Schedule>;
export type EventDeleted = DomainEvent<'EventDeleted', { eventId: string; clubId: string }>;
/** The domain events of a nightlife event's stream. */
export type NightlifeEventChange = EventPublished | EventChanged | EventDeleted;

export const nightlifeEventStream = (eventId: string) => `event-${eventId}`;
export const EVENT_NOT_FOUND = 'refusal.events.notFound';

export interface NightlifeEventState {
  exists: boolean;
  deleted: boolean;
  eventId: string | null;
  clubId: string | null;
  details: NightlifeEventDetails | null;
  image: StoredImageRef | null;
}

export const initialNightlifeEventState = (): NightlifeEventState => ({ exists: false, deleted: false, eventId: null, clubId: null, details: null, image: null });

export function evolveNightlifeEvent(state: NightlifeEventState, event: NightlifeEventChange): NightlifeEventState {
  switch (event.type) {
    case 'EventPublished':
    case 'EventChanged': {
      const { eventId, clubId, details, image } = event.data;
      return { ...state, exists: true, eventId, clubId, details: withPerformers(details), image };
    }
    case 'EventDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

function schedule(details: NightlifeEventDetails): Schedule {
  const { startsAt, endsAt } = eventTimes(details.dateOfEvent, details.startTime, details.endTime);
  return { startsAt: startsAt.toISOString(), endsAt: endsAt?.toISOString() ?? null };
}

export interface PublishEvent {
  type: 'PublishEvent';
  actor: Actor;
  eventId: string;
  clubId: string;
  /** Read from the venue's stream by the handler: a deleted or unknown venue gets no events. */
  venueExists: boolean;
  details: NightlifeEventDetails;
  image: StoredImageRef | null;
}

function publishEvent(command: PublishEvent, state: NightlifeEventState): NightlifeEventChange[] {
  if (!command.venueExists) throw notFound('refusal.events.venueNotFound');
  assertMayManageVenue(command.actor, command.clubId);
  if (state.exists) throw conflict('refusal.events.exists');
  const { eventId, clubId, image } = command;
  const details = withoutBlankEnglish(command.details);
  return [{ type: 'EventPublished', data: { eventId, clubId, details, image, ...schedule(details) } }];
}

export interface ChangeEvent {
  type: 'ChangeEvent';
  actor: Actor;
  venueExists: boolean;
  /** What the edit form left out keeps its value. */
  details: Partial<NightlifeEventDetails>;
  /** A new picture; null keeps the current one. */
  image: StoredImageRef | null;
}

function assertEventExists(state: NightlifeEventState): asserts state is NightlifeEventState & { eventId: string; clubId: string; details: NightlifeEventDetails } {
  if (!state.exists || state.deleted || !state.eventId || !state.clubId || !state.details) throw notFound(EVENT_NOT_FOUND);
}

function changeEvent(command: ChangeEvent, state: NightlifeEventState): NightlifeEventChange[] {
  assertEventExists(state);
  if (!command.venueExists) throw notFound(EVENT_NOT_FOUND);
  assertMayManageVenue(command.actor, state.clubId);
  const defined = Object.fromEntries(Object.entries(command.details).filter(([, value]) => value !== undefined));
  // The English texts too: left out they stay, '' takes them away.
  const details: NightlifeEventDetails = withoutBlankEnglish({ ...state.details, ...defined });
  const image = command.image ?? state.image;
  if (sameJson(details, state.details) && sameJson(image, state.image)) return [];
  return [{ type: 'EventChanged', data: { eventId: state.eventId, clubId: state.clubId, details, image, ...schedule(details) } }];
}

/** An English text set to '' is none: the event records no field for it. */
function withoutBlankEnglish(details: NightlifeEventDetails): NightlifeEventDetails {
  const { titleEn, descriptionEn, ...rest } = details;
  return { ...rest, ...(titleEn ? { titleEn } : {}), ...(descriptionEn ? { descriptionEn } : {}) };
}

export interface DeleteEvent {
  type: 'DeleteEvent';
  actor: Actor;
}

function deleteEvent(command: DeleteEvent, state: NightlifeEventState): NightlifeEventChange[] {
  assertEventExists(state);
  assertMayManageVenue(command.actor, state.clubId);
  return [{ type: 'EventDeleted', data: { eventId: state.eventId, clubId: state.clubId } }];
}

export type NightlifeEventCommand = PublishEvent | ChangeEvent | DeleteEvent;

export function decideNightlifeEvent(command: NightlifeEventCommand, state: NightlifeEventState): NightlifeEventChange[] {
  switch (command.type) {
    case 'PublishEvent':
      return publishEvent(command, state);
    case 'ChangeEvent':
      return changeEvent(command, state);
    case 'DeleteEvent':
      return deleteEvent(command, state);
    default:
      return assertNever(command);
  }
}

export const nightlifeEventDecider: Decider<NightlifeEventState, NightlifeEventCommand, NightlifeEventChange> = {
  initialState: initialNightlifeEventState,
  evolve: evolveNightlifeEvent,
  decide: decideNightlifeEvent,
};
