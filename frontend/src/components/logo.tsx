import { Link } from 'react-router-dom';

interface LogoProps {
  /** Only the mark, for the collapsed sidebar. */
  compact?: boolean;
  className?: string;
  to?: string;
}

export function Logo({ compact = false, className = '', to = '/' }: LogoProps) {
  return (
    <Link to={to} className={`brand-logo ${className}`}>
      <span className="brand-logo__mark" aria-hidden="true">iz</span>
      {/* The link is named by its visible word, so speech users can say what they see. */}
      {compact ? <span className="visually-hidden">Izlazak — početna</span> : <span className="brand-logo__word">Izlazak</span>}
      {!compact && <span className="visually-hidden"> — početna</span>}
    </Link>
  );
}
