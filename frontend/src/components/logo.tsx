import { Link } from 'react-router-dom';

interface LogoProps {
  /** Only the mark, for the collapsed sidebar. */
  compact?: boolean;
  className?: string;
  to?: string;
  /** Only a picture, not a link: inside a part of the page hidden from screen readers. */
  decorative?: boolean;
}

export function Logo({ compact = false, className = '', to = '/', decorative = false }: LogoProps) {
  if (decorative) {
    return (
      <span className={`brand-logo ${className}`}>
        <span className="brand-logo__mark">iz</span>
        <span className="brand-logo__word">Izlazak</span>
      </span>
    );
  }
  return (
    <Link to={to} className={`brand-logo ${className}`}>
      <span className="brand-logo__mark" aria-hidden="true">
        iz
      </span>
      {/* The link is named by its visible word, so speech users can say what they see. */}
      {compact ? <span className="visually-hidden">Izlazak — početna</span> : <span className="brand-logo__word">Izlazak</span>}
      {!compact && <span className="visually-hidden"> — početna</span>}
    </Link>
  );
}
