import { LANGUAGE_NAMES, LANGUAGE_TAG, LOCALES } from '@izlazak/contracts';
import { useLocale, useMessages } from '../../lib/locale';
import { useLocaleChoice } from '../../lib/locale-choice';

/**
 * Lat · Ћир · EN in the dashboard's top bar: small enough for the door screen held in one hand,
 * each language by its own name (as on the public pages' switch).
 */
export function LocaleChoice({ className = '' }: { className?: string }) {
  const current = useLocale();
  const choose = useLocaleChoice();
  const t = useMessages();
  if (!choose) return null;
  return (
    <div className={`locale-choice ${className}`} role="group" aria-label={t('locale.choice')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={LANGUAGE_TAG[locale]}
          title={LANGUAGE_NAMES[locale].name}
          aria-label={`${LANGUAGE_NAMES[locale].short} — ${LANGUAGE_NAMES[locale].name}`}
          aria-pressed={locale === current}
          className={`locale-choice__option${locale === current ? ' active' : ''}`}
          onClick={() => void choose(locale)}
        >
          {LANGUAGE_NAMES[locale].short}
        </button>
      ))}
    </div>
  );
}
