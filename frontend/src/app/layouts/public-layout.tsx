import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ExternalLinkIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { SITE_NAVIGATION } from '../../lib/links';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteAuthButton } from './site-auth-button';

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
              {SITE_NAVIGATION.map((link) =>
                link.external ? (
                  <Nav.Link key={link.label} href={link.to} target="_blank" rel="noopener noreferrer">
                    {link.label} <ExternalLinkIcon size={12} />
                  </Nav.Link>
                ) : (
                  <Nav.Link key={link.label} as={NavLink} to={link.to} end={link.to === '/'}>
                    {link.label}
                  </Nav.Link>
                ),
              )}
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
