/** A coupon's status as the spec shows it: 'Aktivan' in green or 'Neaktivan' in red. */
export function CouponStatus({ active }: { active: boolean }) {
  return <span className={`status-pill ${active ? 'status-pill--success' : 'status-pill--danger'}`}>{active ? 'Aktivan' : 'Neaktivan'}</span>;
}
