import { useMessages } from '../../../lib/locale';

/** A user's status as the spec spells it: 'Aktivan' (green) or 'Nekativan' (red). */
export function StatusPill({ active }: { active: boolean }) {
  const t = useMessages();
  return <span className={`status-pill ${active ? 'status-pill--success' : 'status-pill--danger'}`}>{t(active ? 'users.active' : 'users.inactive')}</span>;
}
