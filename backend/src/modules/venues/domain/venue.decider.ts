import type { SliderSlot, VenueImageSlot, VenueStatus } from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { VENUE_NOT_FOUND, assertAdmin, assertMayManageVenue } from './venue-access';
import type { VenueDetailsEdit } from './venue-details';
import type { StoredImageRef, VenueDetails, VenueEvent, VenueOwnerContact, WorkingHoursDay } from './venue.events';

export interface VenueState {
  exists: boolean;
  deleted: boolean;
  clubId: string | null;
  status: VenueStatus | null;
  managerId: string | null;
  details: VenueDetails | null;
  signedUpBy: VenueOwnerContact | null;
  workingHours: WorkingHoursDay[];
  images: Partial<Record<VenueImageSlot, StoredImageRef>>;
  sliderImages: Partial<Record<SliderSlot, StoredImageRef>>;
}

export const initialVenueState = (): VenueState => ({
  exists: false,
  deleted: false,
  clubId: null,
  status: null,
  managerId: null,
  details: null,
  signedUpBy: null,
  workingHours: [],
  images: {},
  sliderImages: {},
});

export function evolveVenue(state: VenueState, event: VenueEvent): VenueState {
  switch (event.type) {
    case 'VenueRegistered':
      return {
        ...state,
        exists: true,
        clubId: event.data.clubId,
        status: event.data.status,
        managerId: event.data.managerId,
        details: event.data.details,
        signedUpBy: event.data.signedUpBy,
      };
    case 'VenueApproved':
      return { ...state, status: 'approved' };
    case 'VenueDetailsChanged':
      return { ...state, details: event.data.details };
    case 'VenueImageChanged':
      return { ...state, images: { ...state.images, [event.data.slot]: event.data.image } };
    case 'VenueSliderImagesChanged': {
      const sliderImages = { ...state.sliderImages };
      for (const { slot, ...image } of event.data.images) sliderImages[slot] = image;
      return { ...state, sliderImages };
    }
    case 'VenueWorkingHoursUpdated':
      return { ...state, workingHours: event.data.days };
    case 'VenueDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

/** A venue that can be acted on: registered and not deleted. */
export function assertVenueExists(state: VenueState): asserts state is VenueState & { clubId: string; details: VenueDetails; managerId: string } {
  if (!state.exists || state.deleted || !state.clubId || !state.details) throw notFound(VENUE_NOT_FOUND);
}

// ---------------------------------------------------------------------------------------------

export interface RegisterVenue {
  type: 'RegisterVenue';
  clubId: string;
  uniqueId: string;
  managerId: string;
  /** A null map pin is no pin. */
  details: VenueDetailsEdit & { rang: VenueDetails['rang'] };
  status: VenueStatus;
  signedUpBy: VenueOwnerContact | null;
}

function registerVenue(command: RegisterVenue, state: VenueState): VenueEvent[] {
  if (state.exists) throw conflict('refusal.venues.exists');
  const { type: _, details, ...data } = command;
  return [
    {
      type: 'VenueRegistered',
      data: {
        ...data,
        details: definedFields({
          ...details,
          descriptionEn: details.descriptionEn || undefined,
          latitude: details.latitude ?? undefined,
          longitude: details.longitude ?? undefined,
          ticketCancelHours: details.ticketCancelHours ?? undefined,
        }),
      },
    },
  ];
}

export interface ApproveVenue {
  type: 'ApproveVenue';
  actor: Actor;
}

/** Approving twice is harmless: the second time records nothing. */
function approveVenue(command: ApproveVenue, state: VenueState): VenueEvent[] {
  assertAdmin(command.actor);
  assertVenueExists(state);
  if (state.status === 'approved') return [];
  return [
    {
      type: 'VenueApproved',
      data: { clubId: state.clubId, managerId: state.managerId, name: state.details.name, notify: state.signedUpBy },
    },
  ];
}

export interface ChangeVenueDetails {
  type: 'ChangeVenueDetails';
  actor: Actor;
  /** A missing rang, night setting or map pin leaves it as it is; a null map pin takes the pin away. */
  details: VenueDetailsEdit;
}

/** The rang is the venue's commercial tier: only an admin moves a venue between tiers. */
function changeVenueDetails(command: ChangeVenueDetails, state: VenueState): VenueEvent[] {
  assertVenueExists(state);
  assertMayManageVenue(command.actor, state.clubId);
  // The night's settings are edited on their own screen: a form without them leaves them as they are.
  const details: VenueDetails = definedFields({
    ...command.details,
    rang: command.details.rang ?? state.details.rang,
    // The English description: left out it stays, '' takes it away.
    descriptionEn: (command.details.descriptionEn ?? state.details.descriptionEn) || undefined,
    tableHoldUntil: command.details.tableHoldUntil ?? state.details.tableHoldUntil,
    tableHoldAfterStartMinutes: command.details.tableHoldAfterStartMinutes ?? state.details.tableHoldAfterStartMinutes,
    reminderTime: command.details.reminderTime ?? state.details.reminderTime,
    waitlistOfferMinutes: command.details.waitlistOfferMinutes ?? state.details.waitlistOfferMinutes,
    // So is the map pin (the settings form sends it; an admin's venue form may not).
    latitude: (command.details.latitude !== undefined ? command.details.latitude : state.details.latitude) ?? undefined,
    longitude: (command.details.longitude !== undefined ? command.details.longitude : state.details.longitude) ?? undefined,
    // And the payment details: a form without them leaves them as they are.
    paymentAccount: command.details.paymentAccount ?? state.details.paymentAccount,
    payeeName: command.details.payeeName ?? state.details.payeeName,
    payeePlace: command.details.payeePlace ?? state.details.payeePlace,
    depositHoldMinutes: command.details.depositHoldMinutes ?? state.details.depositHoldMinutes,
    ticketHoldMinutes: command.details.ticketHoldMinutes ?? state.details.ticketHoldMinutes,
    // Left out it stays; null takes the guests' right to cancel away.
    ticketCancelHours: (command.details.ticketCancelHours !== undefined ? command.details.ticketCancelHours : state.details.ticketCancelHours) ?? undefined,
  });
  const isAdmin = command.actor !== 'anonymous' && command.actor.role === 'admin';
  if (!isAdmin && details.rang !== state.details.rang) throw forbidden('refusal.venues.rankByAdmin');
  if (sameJson(details, state.details)) return [];
  return [{ type: 'VenueDetailsChanged', data: { clubId: state.clubId, details } }];
}

/** The payment details alone (money's terms screen saves them with the terms); the rest stays as it is. */
export interface ChangePaymentDetails {
  type: 'ChangePaymentDetails';
  actor: Actor;
  payment: Required<Pick<VenueDetails, 'paymentAccount' | 'payeeName' | 'payeePlace' | 'depositHoldMinutes'>>;
}

function changePaymentDetails(command: ChangePaymentDetails, state: VenueState): VenueEvent[] {
  assertVenueExists(state);
  return changeVenueDetails({ type: 'ChangeVenueDetails', actor: command.actor, details: { ...state.details, ...command.payment } }, state);
}

export interface ChangeVenueImage {
  type: 'ChangeVenueImage';
  actor: Actor;
  slot: VenueImageSlot;
  image: StoredImageRef;
}

function changeVenueImage(command: ChangeVenueImage, state: VenueState): VenueEvent[] {
  assertVenueExists(state);
  assertMayManageVenue(command.actor, state.clubId);
  return [{ type: 'VenueImageChanged', data: { clubId: state.clubId, slot: command.slot, image: command.image } }];
}

export interface ChangeVenueSliderImages {
  type: 'ChangeVenueSliderImages';
  actor: Actor;
  images: ({ slot: SliderSlot } & StoredImageRef)[];
}

function changeVenueSliderImages(command: ChangeVenueSliderImages, state: VenueState): VenueEvent[] {
  assertVenueExists(state);
  assertMayManageVenue(command.actor, state.clubId);
  if (command.images.length === 0) throw badRequest('errors.noImageChosen', 'sliderImages');
  return [{ type: 'VenueSliderImagesChanged', data: { clubId: state.clubId, images: command.images } }];
}

export interface UpdateWorkingHours {
  type: 'UpdateWorkingHours';
  actor: Actor;
  days: WorkingHoursDay[];
}

function updateWorkingHours(command: UpdateWorkingHours, state: VenueState): VenueEvent[] {
  assertVenueExists(state);
  assertMayManageVenue(command.actor, state.clubId);
  if (sameJson(command.days, state.workingHours)) return [];
  return [{ type: 'VenueWorkingHoursUpdated', data: { clubId: state.clubId, days: command.days } }];
}

export interface DeleteVenue {
  type: 'DeleteVenue';
  actor: Actor;
}

function deleteVenue(command: DeleteVenue, state: VenueState): VenueEvent[] {
  assertAdmin(command.actor);
  assertVenueExists(state);
  return [{ type: 'VenueDeleted', data: { clubId: state.clubId, managerId: state.managerId } }];
}

export type VenueCommand = RegisterVenue | ApproveVenue | ChangeVenueDetails | ChangePaymentDetails | ChangeVenueImage | ChangeVenueSliderImages | UpdateWorkingHours | DeleteVenue;

export function decideVenue(command: VenueCommand, state: VenueState): VenueEvent[] {
  switch (command.type) {
    case 'RegisterVenue':
      return registerVenue(command, state);
    case 'ApproveVenue':
      return approveVenue(command, state);
    case 'ChangeVenueDetails':
      return changeVenueDetails(command, state);
    case 'ChangePaymentDetails':
      return changePaymentDetails(command, state);
    case 'ChangeVenueImage':
      return changeVenueImage(command, state);
    case 'ChangeVenueSliderImages':
      return changeVenueSliderImages(command, state);
    case 'UpdateWorkingHours':
      return updateWorkingHours(command, state);
    case 'DeleteVenue':
      return deleteVenue(command, state);
    default:
      return assertNever(command);
  }
}

export const venueDecider: Decider<VenueState, VenueCommand, VenueEvent> = {
  initialState: initialVenueState,
  evolve: evolveVenue,
  decide: decideVenue,
};

/** Whether the actor may act on the venue at all (used before work that must not happen for nothing). */
export function assertMayChangeVenue(actor: Actor, state: VenueState): void {
  assertVenueExists(state);
  assertMayManageVenue(actor, state.clubId);
}

/** Equal as data: key order does not count (the store may hand JSON back with its keys reordered). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const definedFields = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
