import { NavLink } from 'react-router-dom';
import { ExternalLinkIcon } from '../../components/icons';
import type { SiteLink } from '../../lib/links';
import { useMessages } from '../../lib/locale';

/** The header's links: in-app ones highlight the current page (a home page only when it is exact); external ones open a new tab. */
export function SiteNavLinks({ links, homes, label }: { links: readonly SiteLink[]; homes: readonly string[]; label: string }) {
  const t = useMessages();
  return (
    <nav className="navbar-nav mx-auto" aria-label={label}>
      {links.map((link) =>
        link.external ? (
          <a key={link.label} className="nav-link" href={link.to} target="_blank" rel="noopener noreferrer">
            {t(link.label)} <ExternalLinkIcon size={12} />
          </a>
        ) : (
          <NavLink key={link.label} className="nav-link" to={link.to} end={homes.includes(link.to)}>
            {t(link.label)}
          </NavLink>
        ),
      )}
    </nav>
  );
}
