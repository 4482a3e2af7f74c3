import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { LanguageSwitch } from './language-switch';
import { useMessages } from '../../lib/locale';

interface SiteNavbarProps {
  /** The id of the part that folds away on a phone (the toggle's aria-controls). */
  id: string;
  brand: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The public pages' header in Bootstrap's own navbar markup: the brand, the language switch (in
 * sight on a phone too), and the links, which fold behind a toggle below the lg breakpoint and
 * close after navigating. Plain markup on purpose:
 * react-bootstrap's Navbar brings its offcanvas, modal and transition code to every public page.
 */
export function SiteNavbar({ id, brand, className = '', children }: SiteNavbarProps) {
  const [expanded, setExpanded] = useState(false);
  const t = useMessages();
  // A tap on the server-rendered toggle before the page has hydrated would be lost: it waits.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setExpanded(false);
  }

  return (
    <nav className={`navbar navbar-expand-lg navbar-dark sticky-top site-navbar ${className}`}>
      <div className="container">
        {brand}
        <LanguageSwitch />
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls={id}
          aria-expanded={expanded}
          aria-label={t('header.openNavigation')}
          disabled={!hydrated}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id={id} className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          {children}
        </div>
      </div>
    </nav>
  );
}
