export const ROLES = ['admin', 'manager', 'staff', 'promoter', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PAGE_SIZES = {
  default: 10,
  dashboardEvents: 16,
  reservations: 16,
  staff: 12,
  users: 10,
  tables: 12,
  adminVenues: 12,
  coupons: 11,
  publicEvents: 12,
  publicVenues: 16,
  profileReservations: 10,
  venuePageEvents: 10,
  homeDayTab: 24,
} as const;

export const CITIES = [
  'Beograd',
  'Čačak',
  'Jagodina',
  'Kragujevac',
  'Kraljevo',
  'Kruševac',
  'Leskovac',
  'Niš',
  'Novi Pazar',
  'Novi Sad',
  'Pančevo',
  'Požarevac',
  'Smederevo',
  'Sombor',
  'Subotica',
  'Šabac',
  'Užice',
  'Valjevo',
  'Vranje',
  'Zaječar',
  'Zrenjanin',
] as const;

/** Index as JavaScript's Date#getDay: Sunday 0, Monday 1 … Saturday 6. */
export const WEEKDAYS = ['Nedelja', 'Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota'] as const;

export const SOCIAL_MEDIA_NAMES = ['Facebook', 'Instagram', 'TikTok', 'WhatsApp', 'Viber'] as const;

export const VENUE_RANGS = ['Regularno', 'Premijum'] as const;
export const DEFAULT_VENUE_COLOR = '#475DDB';

export const RESERVATION_STATUSES = {
  Pending: { label: 'Na čekanju', color: 'warning' },
  Complete: { label: 'Potvrđeno', color: 'success' },
  Rejected: { label: 'Odbijeno', color: 'danger' },
} as const;

export const TIMINGS = {
  searchDebounceMs: 500,
  modalSwitchDelayMs: 500,
  homeSliderAdvanceMs: 3000,
  toastErrorMs: 4000,
  toastSuccessMs: 2000,
  toastRemoveAfterDismissMs: 1000,
  toastLimit: 20,
} as const;

export const BUSINESS_TIME_ZONE = 'Europe/Belgrade';
