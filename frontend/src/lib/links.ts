import type { MessageId } from '@izlazak/contracts';

/** The 'Paketi' item leads off-site; the address is configuration, not code. */
export const PACKAGES_URL = import.meta.env.VITE_PACKAGES_URL ?? 'https://izlazak.rs/paketi';

export interface SiteLink {
  /** Its words, a catalog message (docs/i18n.md). */
  label: MessageId;
  to: string;
  external?: boolean;
}

const PACKAGES: SiteLink = { label: 'nav.packages', to: PACKAGES_URL, external: true };

/** The public site's main navigation, shared by the header and the footer. */
export const SITE_NAVIGATION: readonly SiteLink[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.events', to: '/events' },
  { label: 'nav.venues', to: '/clubs' },
  PACKAGES,
  { label: 'nav.about', to: '/about' },
  { label: 'nav.contact', to: '/contact' },
];

/** On a venue's pages Naslovna, Događaji and Kontakt are the venue's own; the rest lead back to the site. */
export function venueNavigation(venuePath: string): readonly SiteLink[] {
  return [
    { label: 'nav.home', to: '/' },
    { label: 'nav.venueHome', to: venuePath },
    { label: 'nav.events', to: `${venuePath}/events` },
    { label: 'nav.venues', to: '/clubs' },
    PACKAGES,
    { label: 'nav.about', to: '/about' },
    { label: 'nav.contact', to: `${venuePath}/contact` },
  ];
}

/**
 * A typed-in social link as an address the browser leaves the site for: "instagram.com/izlazak"
 * would otherwise be a path inside the site, and only known schemes are followed as they are.
 */
export function externalHref(link: string): string {
  const trimmed = link.trim();
  return /^(https?:|mailto:|tel:|viber:|whatsapp:)/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** A phone number as typed ("+381 64 123 4567") as a link that dials it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
