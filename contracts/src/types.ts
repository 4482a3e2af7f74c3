import type { Role } from './constants';
import type { Locale } from './i18n/locales';
import type { ReservationView } from './schemas/reservation.schema';
import type { DoorTicketView } from './schemas/ticket.schema';

/** The user as the API returns it: never the password hash. */
export interface UserView {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
  status: boolean;
  role: Role;
  clubId: string | null;
  uniqueId: string;
  numberOfReservations: number;
  isVerified: boolean;
  /** A new address asked for and not yet confirmed by the link mailed to it; null when none. */
  pendingEmail: string | null;
  profileImage: string | null;
  /** The language the owner chose for the dashboard and the account's pages; null until chosen. */
  locale: Locale | null;
}

export interface LoginResponse {
  token: string;
  user: UserView;
}

export interface ApiError {
  statusCode: number;
  message: string;
  field?: string;
  errors?: { field: string; message: string }[];
  correlationId?: string;
  /** POST /api/door/scan's 409: the reservation the scanned code is for, so the door can show it. */
  reservation?: ReservationView;
  /** A ticket's 409 at the door (already in, another night, a double entry): the ticket, so the door can show it. */
  ticket?: DoorTicketView;
}

export interface PaginationData {
  page: number;
  size: number;
  total_records: number;
  total_pages: number;
}

export interface Paged<T> {
  data: T[];
  paginationData: PaginationData;
}
