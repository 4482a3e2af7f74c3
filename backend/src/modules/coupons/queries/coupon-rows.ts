import type { CouponView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

export type CouponViewer = Pick<AuthenticatedUser, 'role' | 'clubId'>;

export interface CouponRow {
  id: string;
  club_id: string;
  club: string | null;
  name: string;
  code: string;
  limit: number;
  used: number;
  discount: number;
  start_night: string;
  end_night: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export const COUPON_COLUMNS = `c.id, c.club_id, v.name AS club, c.name, c.code, c."limit", c.used, c.discount,
  to_char(c.start_night, 'YYYY-MM-DD') AS start_night, to_char(c.end_night, 'YYYY-MM-DD') AS end_night, c.active, c.created_at, c.updated_at`;

export const COUPON_FROM = 'coupons c LEFT JOIN venues v ON v.id = c.club_id';

/** Admins see every venue's coupons, a manager their own venue's. Adds its parameters to `params`. */
export function visibleCoupons(viewer: CouponViewer, params: unknown[]): string {
  if (viewer.role === 'admin') return 'TRUE';
  params.push(viewer.clubId ?? '');
  return `c.club_id = $${params.length}`;
}

export function toCouponView(row: CouponRow): CouponView {
  return {
    _id: row.id,
    clubId: row.club_id,
    club: row.club ?? '',
    name: row.name,
    code: row.code,
    limit: row.limit,
    used: row.used,
    discount: row.discount,
    startDate: row.start_night,
    endDate: row.end_night,
    status: row.active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
