import { useMessages } from '../../../lib/locale';

/** A coupon's status as the spec shows it: 'Aktivan' in green or 'Neaktivan' in red. */
export function CouponStatus({ active }: { active: boolean }) {
  const t = useMessages();
  return <span className={`status-pill ${active ? 'status-pill--success' : 'status-pill--danger'}`}>{t(active ? 'coupons.active' : 'coupons.inactive')}</span>;
}
