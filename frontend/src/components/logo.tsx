import { Link } from 'react-router-dom';
import { BRAND_MARK, BRAND_NAME } from '../lib/brand';
import { useMessages } from '../lib/locale';

interface LogoProps {
  /** Only the mark, for the collapsed sidebar. */
  compact?: boolean;
  className?: string;
  to?: string;
  /** Only a picture, not a link: inside a part of the page hidden from screen readers. */
  decorative?: boolean;
}

export function Logo({ compact = false, className = '', to = '/', decorative = false }: LogoProps) {
  const t = useMessages();
  if (decorative) {
    return (
      <span className={`brand-logo ${className}`}>
        <span className="brand-logo__mark">{BRAND_MARK}</span>
        <span className="brand-logo__word">{BRAND_NAME}</span>
      </span>
    );
  }
  return (
    <Link to={to} className={`brand-logo ${className}`}>
      <span className="brand-logo__mark" aria-hidden="true">
        {BRAND_MARK}
      </span>
      {/* The link is named by its visible word, so speech users can say what they see. */}
      {compact ? <span className="visually-hidden">{t('brand.home', { brand: BRAND_NAME })}</span> : <span className="brand-logo__word">{BRAND_NAME}</span>}
      {!compact && <span className="visually-hidden">{t('brand.homeAfter')}</span>}
    </Link>
  );
}
