import { ChevronDownIcon, LogOutIcon, UserIcon } from '../icons';
import { useMessages } from '../../lib/locale';
import { usePopupMenu } from '../../lib/use-popup-menu';

interface ProfileMenuProps {
  firstName: string;
  onLogout: () => void;
}

export function ProfileMenu({ firstName, onLogout }: ProfileMenuProps) {
  const { open, rootRef, menuId, close, toggleProps } = usePopupMenu();
  const t = useMessages();

  return (
    <div className="profile-menu" ref={rootRef}>
      <button className="profile-menu__toggle" {...toggleProps} data-testid="profile-menu-toggle">
        <span className="profile-menu__avatar" aria-hidden="true">
          <UserIcon size={18} />
        </span>
        <span className="profile-menu__name">{firstName}</span>
        <ChevronDownIcon size={16} className={`profile-menu__chevron ${open ? 'is-open' : ''}`} />
      </button>
      {open && (
        <div className="profile-menu__dropdown" role="menu" id={menuId}>
          <button
            type="button"
            role="menuitem"
            className="profile-menu__item"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <LogOutIcon size={16} />
            {t('dashboard.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
