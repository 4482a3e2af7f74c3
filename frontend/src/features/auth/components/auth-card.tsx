import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../lib/locale';
import '../auth.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** For long forms (registration): two fields fit side by side. */
  wide?: boolean;
  /** A round mark above the title on outcome screens (verified, password changed, failed link). */
  status?: 'success' | 'error' | 'pending';
}

const STATUS_MARK = { success: '✓', error: '!', pending: <Spinner animation="border" size="sm" /> } as const;

export function AuthCard({ title, subtitle, children, footer, wide = false, status }: AuthCardProps) {
  return (
    <div className={`auth-card ${wide ? 'auth-card--wide' : ''}`}>
      {status && (
        <div className={`auth-card__status-icon auth-card__status-icon--${status}`} aria-hidden="true">
          {STATUS_MARK[status]}
        </div>
      )}
      <h1 className="auth-card__title">{title}</h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </div>
  );
}

export function BackToLogin() {
  const t = useMessages();
  return (
    <Link to="/auth/login" className="fw-semibold">
      ← {t('auth.backToLogin')}
    </Link>
  );
}

/** The auth form's wide submit button, spinning while it sends. */
export function AuthSubmit({ submitting = false, children }: { submitting?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" className="w-100" disabled={submitting}>
      {submitting && <Spinner animation="border" size="sm" className="me-2" />}
      {children}
    </Button>
  );
}
