import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { SITE_NAVIGATION } from '../../lib/links';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteAuthButton } from './site-auth-button';
import { SiteNavLinks } from './site-nav-links';

export function PublicLayout() {
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // Close the mobile menu after navigating.
    setLastPath(location.pathname);
    setExpanded(false);
  }

  return (
    <div className="public-shell">
      <Navbar expand="lg" variant="dark" className="site-navbar" sticky="top" expanded={expanded} onToggle={setExpanded}>
        <Container>
          <Logo />
          <Navbar.Toggle aria-controls="site-navigation" aria-label="Otvori navigaciju" />
          <Navbar.Collapse id="site-navigation">
            <Nav as="nav" className="mx-auto" aria-label="Glavna navigacija">
              <SiteNavLinks links={SITE_NAVIGATION} homes={['/']} />
            </Nav>
            <SiteAuthButton className="ms-lg-3 my-2 my-lg-0" />
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <main className="public-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
