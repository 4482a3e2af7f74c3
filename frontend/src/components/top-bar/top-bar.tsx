import { useMessages } from '../../lib/locale';
import { MenuIcon } from '../icons';
import { LocaleChoice } from './locale-choice';
import { ProfileMenu } from './profile-menu';
import { useTopBarSlots } from './top-bar-slots';
import './top-bar.css';

interface TopBarProps {
  firstName: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

/** The bar over every dashboard screen; screens fill its slots with TopBarActions / TopBarSearch. */
export function TopBar({ firstName, sidebarOpen, onToggleSidebar, onLogout }: TopBarProps) {
  const { setActionsSlot, setSearchSlot } = useTopBarSlots();
  const t = useMessages();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__toggle"
        onClick={onToggleSidebar}
        aria-label={t(sidebarOpen ? 'dashboard.closeMenu' : 'dashboard.openMenu')}
        aria-expanded={sidebarOpen}
        aria-controls="dashboard-sidebar"
      >
        <MenuIcon />
      </button>
      <div className="top-bar__actions" ref={setActionsSlot} />
      <div className="top-bar__right">
        <div className="top-bar__search" ref={setSearchSlot} />
        <LocaleChoice />
        <ProfileMenu firstName={firstName} onLogout={onLogout} />
      </div>
    </header>
  );
}
