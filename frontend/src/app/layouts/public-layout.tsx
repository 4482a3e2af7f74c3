import { Outlet } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { SITE_NAVIGATION } from '../../lib/links';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteAuthButton } from './site-auth-button';
import { SiteNavLinks } from './site-nav-links';
import { SiteNavbar } from './site-navbar';
import { useMessages } from '../../lib/locale';

export function PublicLayout() {
  const t = useMessages();
  return (
    <div className="public-shell">
      <SiteNavbar id="site-navigation" brand={<Logo />}>
        <SiteNavLinks links={SITE_NAVIGATION} homes={['/']} label={t('header.navigation')} />
        <SiteAuthButton className="ms-lg-3 my-2 my-lg-0" />
      </SiteNavbar>
      <main className="public-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
