import { Link } from 'react-router-dom';

interface LogoProps {
  /** Only the mark, for the collapsed sidebar. */
  compact?: boolean;
  className?: string;
  to?: string;
}

export function Logo({ compact = false, className = '', to = '/' }: LogoProps) {
  return (
    <Link to={to} className={`brand-logo ${className}`} aria-label="Izlazak — početna">
      <span className="brand-logo__mark" aria-hidden="true">iz</span>
      {!compact && <span className="brand-logo__word">Izlazak</span>}
    </Link>
  );
}
