import type { Role } from './constants';

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
  profileImage: string | null;
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
