import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { ExternalLinkIcon } from '../../components/icons';
import type { SiteLink } from '../../lib/links';

/** The header's links: in-app ones highlight the current page (a home page only when it is exact); external ones open a new tab. */
export function SiteNavLinks({ links, homes }: { links: readonly SiteLink[]; homes: readonly string[] }) {
  return (
    <>
      {links.map((link) =>
        link.external ? (
          <Nav.Link key={link.label} href={link.to} target="_blank" rel="noopener noreferrer">
            {link.label} <ExternalLinkIcon size={12} />
          </Nav.Link>
        ) : (
          <Nav.Link key={link.label} as={NavLink} to={link.to} end={homes.includes(link.to)}>
            {link.label}
          </Nav.Link>
        ),
      )}
    </>
  );
}
