import type { ElementType } from 'react';
import { LANGUAGE_TAG, type Locale } from '@izlazak/contracts';
import { useLocale, useMessages } from '../lib/locale';
import './venue-text.css';

/**
 * A venue's own words (its description, an event's title or description, a menu item's name) in the
 * page's language: an English page shows the English text the venue wrote, else the Serbian one,
 * which it marks (docs/i18n.md, *Venue content in English*). Serbian pages show the Serbian text.
 */
export function venueText(english: string | null | undefined, serbian: string, locale: Locale): { text: string; inSerbian: boolean } {
  if (locale !== 'en') return { text: serbian, inSerbian: false };
  if (english) return { text: english, inSerbian: false };
  return { text: serbian, inSerbian: serbian !== '' };
}

interface VenueTextProps {
  english: string | null | undefined;
  serbian: string;
  /** The element the text is, 'p' by default. */
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * The text as `venueText` picks it; Serbian on an English page is said to be Serbian (`lang`,
 * WCAG 3.1.2) and carries a small visible 'In Serbian', itself in the page's language.
 */
export function VenueText({ english, serbian, as: Tag = 'p', className, id }: VenueTextProps) {
  const locale = useLocale();
  const t = useMessages();
  const { text, inSerbian } = venueText(english, serbian, locale);
  if (!inSerbian) {
    return (
      <Tag className={className} id={id}>
        {text}
      </Tag>
    );
  }
  return (
    <Tag className={className} id={id} lang={LANGUAGE_TAG['sr-Latn']} data-in-serbian="">
      {text}{' '}
      <small className="venue-text__in-serbian" lang={LANGUAGE_TAG[locale]}>
        {t('content.inSerbian')}
      </small>
    </Tag>
  );
}
