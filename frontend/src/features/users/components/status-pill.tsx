/** A user's status as the spec spells it: 'Aktivan' (green) or 'Nekativan' (red). */
export function StatusPill({ active }: { active: boolean }) {
  return <span className={`status-pill ${active ? 'status-pill--success' : 'status-pill--danger'}`}>{active ? 'Aktivan' : 'Nekativan'}</span>;
}
