import Spinner from 'react-bootstrap/Spinner';
import { useMessages } from '../lib/locale';

interface LoadingIndicatorProps {
  label?: string;
  /** Centre in the whole viewport (while the session is being determined). */
  fullscreen?: boolean;
}

export function LoadingIndicator({ label, fullscreen = false }: LoadingIndicatorProps) {
  const t = useMessages();
  return (
    <div className={`loading-indicator ${fullscreen ? 'loading-indicator--fullscreen' : ''}`} role="status" aria-live="polite" data-testid="loading-indicator">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
