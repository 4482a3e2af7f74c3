import { useState, type CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, Outlet, useParams } from 'react-router-dom';
import { DEFAULT_VENUE_COLOR } from '@izlazak/contracts';
import { Logo } from '../../components/logo';
import { Modal } from '../../components/modal';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteAuthButton } from './site-auth-button';

/** A venue's own pages: its colour, its navigation and a 'Rezerviši' button. */
export function VenueLayout() {
  const { id = '' } = useParams();
  const [reserving, setReserving] = useState(false);
  const base = `/club/${encodeURIComponent(id)}`;

  return (
    <div className="public-shell venue-shell" style={{ '--venue-color': DEFAULT_VENUE_COLOR } as CSSProperties}>
      <Navbar expand="lg" variant="dark" className="site-navbar venue-navbar" sticky="top" collapseOnSelect>
        <Container>
          <Logo />
          <Navbar.Toggle aria-controls="venue-navigation" aria-label="Otvori navigaciju" />
          <Navbar.Collapse id="venue-navigation">
            <Nav as="nav" className="mx-auto" aria-label="Navigacija objekta">
              <Nav.Link as={NavLink} to={base} end>
                Naslovna
              </Nav.Link>
              <Nav.Link as={NavLink} to={`${base}/events`}>
                Događaji
              </Nav.Link>
              <Nav.Link as={NavLink} to={`${base}/contact`}>
                Kontakt
              </Nav.Link>
              <Nav.Link as={Link} to="/clubs">
                Svi objekti
              </Nav.Link>
            </Nav>
            <div className="d-flex gap-2 my-2 my-lg-0">
              <Button className="btn-venue" onClick={() => setReserving(true)}>
                Rezerviši
              </Button>
              <SiteAuthButton />
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <header className="venue-band" aria-hidden="true" />
      <main className="public-main">
        <Outlet />
      </main>
      <SiteFooter showSubscribe={false} />
      <Modal show={reserving} title="Rezervacija stola" onClose={() => setReserving(false)}>
        <p className="mb-0">Rezervacija stola za ovaj objekat biće dostupna uskoro.</p>
      </Modal>
    </div>
  );
}
