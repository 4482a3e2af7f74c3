import type { SliderImageView, SliderSlot, VenueStatus, VenueView } from '@izlazak/contracts';
import { DEFAULT_DEPOSIT_HOLD_MINUTES, DEFAULT_REMINDER_TIME, DEFAULT_TICKET_HOLD_MINUTES, DEFAULT_WAITLIST_OFFER_MINUTES, SLIDER_SLOTS } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { StoredImageRef, VenueDetails, WorkingHoursDay } from '../domain/venue.events';
import { toWorkingHoursView } from '../domain/working-hours';

/** Who is looking: the public sees approved venues; an admin sees pending ones too. */
export type Viewer = Pick<AuthenticatedUser, 'role' | 'clubId'> | null;

/** The venue's own fields keep their names as columns, but for social_media. */
export interface VenueRow extends Omit<
  VenueDetails,
  | 'socialMedia'
  | 'descriptionEn'
  | 'tableHoldUntil'
  | 'tableHoldAfterStartMinutes'
  | 'reminderTime'
  | 'waitlistOfferMinutes'
  | 'latitude'
  | 'longitude'
  | 'paymentAccount'
  | 'payeeName'
  | 'payeePlace'
  | 'depositHoldMinutes'
  | 'ticketHoldMinutes'
  | 'ticketCancelHours'
> {
  description_en: string | null;
  payment_account: string | null;
  payee_name: string | null;
  payee_place: string | null;
  deposit_hold_minutes: number | null;
  ticket_hold_minutes: number | null;
  ticket_cancel_hours: number | null;
  table_hold_until: string | null;
  table_hold_after_start_minutes: number | null;
  reminder_time: string | null;
  waitlist_offer_minutes: number | null;
  latitude: number | null;
  longitude: number | null;
  id: string;
  unique_id: string;
  social_media: VenueDetails['socialMedia'];
  status: VenueStatus;
  manager_id: string | null;
  images: Partial<Record<'logo' | 'lightLogo' | 'thumbnail' | 'mapClub', StoredImageRef>>;
  slider_images: Partial<Record<SliderSlot, StoredImageRef>>;
  working_hours: WorkingHoursDay[];
  created_at: Date;
  updated_at: Date;
  /** pg reads a bigint as text. */
  stream_revision: string | null;
}

/**
 * The SQL condition for the venues a viewer may see, appending its parameters to `params`.
 * Deleted venues are never seen; pending sign-ups only by admins (and their own manager).
 */
export function visibleVenues(viewer: Viewer, params: unknown[]): string {
  if (viewer?.role === 'admin') return 'NOT deleted';
  if (viewer?.role === 'manager' && viewer.clubId) {
    params.push(viewer.clubId);
    return `NOT deleted AND (status = 'approved' OR id = $${params.length})`;
  }
  return `NOT deleted AND status = 'approved'`;
}

export function toSliderImages(slots: Partial<Record<SliderSlot, StoredImageRef>>): SliderImageView[] {
  return SLIDER_SLOTS.filter((slot) => slots[slot]).map((slot) => ({ name: slot, link: slots[slot]!.url, smallLink: slots[slot]!.smallUrl }));
}

export function toVenueView(row: VenueRow): VenueView {
  const image = (slot: keyof VenueRow['images'], size: 'url' | 'smallUrl') => row.images[slot]?.[size] ?? null;
  return {
    _id: row.id,
    uniqueId: row.unique_id,
    name: row.name,
    location: row.location,
    type: row.type,
    description: row.description,
    descriptionEn: row.description_en,
    email: row.email,
    phone: row.phone,
    phone2: row.phone2,
    socialMedia: row.social_media,
    city: row.city,
    color: row.color,
    rang: row.rang,
    status: row.status,
    clubLogo: image('logo', 'url'),
    lightLogo: image('lightLogo', 'url'),
    profileImage: image('thumbnail', 'url'),
    clubMap: image('mapClub', 'url'),
    smallImages: {
      clubLogo: image('logo', 'smallUrl'),
      lightLogo: image('lightLogo', 'smallUrl'),
      profileImage: image('thumbnail', 'smallUrl'),
      clubMap: image('mapClub', 'smallUrl'),
    },
    sliderImages: toSliderImages(row.slider_images),
    workingHours: toWorkingHoursView(row.working_hours),
    manager: row.manager_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: versionOf(row.stream_revision),
    tableHoldUntil: row.table_hold_until,
    tableHoldAfterStartMinutes: row.table_hold_after_start_minutes ?? 0,
    reminderTime: row.reminder_time ?? DEFAULT_REMINDER_TIME,
    waitlistOfferMinutes: row.waitlist_offer_minutes ?? DEFAULT_WAITLIST_OFFER_MINUTES,
    latitude: row.latitude,
    longitude: row.longitude,
    paymentAccount: row.payment_account,
    payeeName: row.payee_name ?? '',
    payeePlace: row.payee_place ?? '',
    depositHoldMinutes: row.deposit_hold_minutes ?? DEFAULT_DEPOSIT_HOLD_MINUTES,
    ticketHoldMinutes: row.ticket_hold_minutes ?? DEFAULT_TICKET_HOLD_MINUTES,
    ticketCancelHours: row.ticket_cancel_hours ?? null,
  };
}

/** The stream revision a row shows, as the `version` an edit sends back. */
export const versionOf = (streamRevision: string | null): number | null => (streamRevision === null ? null : Number(streamRevision));
