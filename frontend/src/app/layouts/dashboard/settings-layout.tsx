import { NavLink, Outlet } from 'react-router-dom';
import { DashboardPage } from '../../../components/dashboard-page';
import { TopBarActions } from '../../../components/top-bar/top-bar-slots';
import { MailingListButton } from '../../../features/site/components/mailing-list-button';
import { useMessages } from '../../../lib/locale';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { SETTINGS_TABS } from '../../dashboard-navigation';

export function SettingsLayout() {
  const user = useAppSelector(selectCurrentUser);
  const t = useMessages();
  const tabs = SETTINGS_TABS.filter((tab) => user && tab.roles.includes(user.role));

  return (
    <DashboardPage title={t('settings.title')}>
      {user?.role === 'admin' && (
        <TopBarActions>
          <MailingListButton />
        </TopBarActions>
      )}
      <nav aria-label={t('settings.title')} className="mb-4">
        <ul className="nav nav-underline settings-tabs">
          {tabs.map((tab) => (
            <li className="nav-item" key={tab.to}>
              <NavLink to={tab.to} end className={({ isActive }) => `nav-link ${isActive ? 'active' : ''}`}>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </DashboardPage>
  );
}
