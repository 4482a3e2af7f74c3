import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAG, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, pathInLocale, type Locale } from '@izlazak/contracts';
import { useLocale, useMessages } from '../../lib/locale';

/** Keeps the visitor's choice: the server sends a first visit by its Accept-Language only while there is none. */
function rememberChoice(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Latinica, ћирилица, English: the same page in another language. A whole page load on purpose:
 * the server renders the page in that language with its messages, so only one catalog is ever loaded.
 */
export function LanguageSwitch() {
  const current = useLocale();
  const t = useMessages();
  const { pathname, search } = useLocation();
  return (
    <nav className="language-switch" aria-label={t('header.language')}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`${pathInLocale(pathname, locale)}${search}`}
          hrefLang={LANGUAGE_TAG[locale]}
          lang={LANGUAGE_TAG[locale]}
          title={LANGUAGE_NAMES[locale].name}
          // The name holds the visible words (WCAG 2.5.3), then the language's whole name.
          aria-label={`${LANGUAGE_NAMES[locale].short} — ${LANGUAGE_NAMES[locale].name}`}
          aria-current={locale === current ? 'true' : undefined}
          className={`language-switch__option${locale === current ? ' active' : ''}`}
          onClick={() => rememberChoice(locale)}
        >
          {LANGUAGE_NAMES[locale].short}
        </a>
      ))}
    </nav>
  );
}
