import { useLiveState } from '../api/live';
import { useMessages } from '../lib/locale';

/** 'Uživo' while the dashboard receives changes as they happen, 'Povezivanje…' while it reconnects. */
export function LiveBadge() {
  const state = useLiveState();
  const t = useMessages();
  if (state === 'idle' || state === 'refused') return null;
  const live = state === 'live';
  return (
    <span className={`badge rounded-pill ${live ? 'text-bg-success' : 'text-bg-secondary'}`} role="status" aria-live="polite">
      {live ? t('status.live') : t('status.connecting')}
    </span>
  );
}
