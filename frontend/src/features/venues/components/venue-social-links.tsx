import type { VenueView } from '@izlazak/contracts';

/** Links people can follow; a phone number (Viber, WhatsApp) opens the matching app. */
function href(name: string, link: string): string {
  if (/^(https?:|viber:|whatsapp:|tel:|mailto:)/i.test(link)) return link;
  const digits = link.replace(/[^\d+]/g, '');
  if (name === 'WhatsApp') return `https://wa.me/${digits.replace(/^\+/, '')}`;
  if (name === 'Viber') return `viber://chat?number=${encodeURIComponent(digits)}`;
  return `tel:${digits}`;
}

export function VenueSocialLinks({ venue }: { venue: Pick<VenueView, 'socialMedia'> }) {
  if (venue.socialMedia.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 venue-social">
      {venue.socialMedia.map((social) => (
        <li key={social.name}>
          <a href={href(social.name, social.link)} target="_blank" rel="noopener noreferrer" className="venue-social__link">
            {social.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
