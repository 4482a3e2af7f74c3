/** A coupon's status as the spec shows it: 'Aktivan' in green or 'Neaktivan' in red. */
export function CouponStatus({ active }: { active: boolean }) {
  return <span className={`coupon-status ${active ? 'coupon-status--active' : 'coupon-status--inactive'}`}>{active ? 'Aktivan' : 'Neaktivan'}</span>;
}
