import { Link, NavLink } from 'react-router-dom';
import type { Role } from '@izlazak/contracts';
import { HelpIcon, LogOutIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useMessages } from '../../../lib/locale';
import { navigationFor } from '../../dashboard-navigation';

interface SidebarProps {
  role: Role;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

export function Sidebar({ role, open, onNavigate, onLogout }: SidebarProps) {
  const items = navigationFor(role);
  const t = useMessages();
  return (
    <aside id="dashboard-sidebar" className={`sidebar ${open ? 'is-open' : 'is-collapsed'}`} aria-label={t('dashboard.sidebar')} data-testid="dashboard-sidebar">
      <div className="sidebar__brand">
        <Logo compact={!open} className="brand-logo--light" />
      </div>

      <nav className="sidebar__nav" aria-label={t('dashboard.sidebarMenu')}>
        {items.length > 0 && (
          <ul className="list-unstyled mb-0">
            {items.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className={({ isActive }) => `sidebar__link ${isActive ? 'is-active' : ''}`} title={open ? undefined : t(label)} onClick={onNavigate}>
                  <Icon size={20} />
                  <span className="sidebar__label">{t(label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>

      <div className="sidebar__footer">
        {/* On a screen shorter than the whole menu with the card, help is one line like the entries above it. */}
        <Link to="/" className="sidebar__link sidebar__help" title={open ? undefined : t('dashboard.help')} onClick={onNavigate}>
          <HelpIcon size={20} />
          <span className="sidebar__label">{t('dashboard.help')}</span>
        </Link>
        {open && (
          <div className="help-card">
            <HelpIcon size={22} className="help-card__icon" />
            <div className="help-card__title">{t('dashboard.helpTitle')}</div>
            <p className="help-card__text">{t('dashboard.helpText')}</p>
            <Link to="/" className="btn btn-light btn-sm w-100 fw-semibold">
              {t('dashboard.helpButton')}
            </Link>
          </div>
        )}
        <button type="button" className="sidebar__link sidebar__logout" onClick={onLogout} title={open ? undefined : t('dashboard.logout')}>
          <LogOutIcon size={20} />
          <span className="sidebar__label">{t('dashboard.logout')}</span>
        </button>
      </div>
    </aside>
  );
}
