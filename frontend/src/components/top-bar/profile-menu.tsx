import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../icons';

interface ProfileMenuProps {
  firstName: string;
  onLogout: () => void;
}

export function ProfileMenu({ firstName, onLogout }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="profile-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid="profile-menu-toggle"
      >
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
              setOpen(false);
              onLogout();
            }}
          >
            <LogOutIcon size={16} />
            Izloguj se
          </button>
        </div>
      )}
    </div>
  );
}
