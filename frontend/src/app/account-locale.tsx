import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, hasCatalog, type Locale } from '@izlazak/contracts';
import { useChooseLocaleMutation } from '../api/session-api';
import { LocaleProvider, useLocale } from '../lib/locale';
import { LocaleChoiceContext } from '../lib/locale-choice';
import { localeFromCookie, rememberLocale } from '../lib/locale-cookie';
import { selectCurrentUser, useAppDispatch, useAppSelector } from '../state/hooks';
import { accountLocaleChosen } from '../state/session-slice';
import { uiLocaleChanged } from '../state/ui-slice';
import { loadCatalog } from './catalogs';

/** The language this browser chose last, or sr-Latn: what a screen of the account preloads with its code. */
export const browserLocale = (): Locale => localeFromCookie() ?? DEFAULT_LOCALE;

/** Loads a screen's code with the messages it will most likely speak in. */
export function withBrowserCatalog<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), loadCatalog(browserLocale())]).then(([module]) => module);
}

/** `wanted` once its catalog is at hand; meanwhile the language shown before (null before any). */
function useLoadedLocale(wanted: Locale): Locale | null {
  const [loaded, setLoaded] = useState<Locale | null>(() => (hasCatalog(wanted) ? wanted : null));
  useEffect(() => {
    let current = true;
    void loadCatalog(wanted).then(() => {
      if (current) setLoaded(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return hasCatalog(wanted) ? wanted : loaded;
}

/**
 * The dashboard, the door and the account's pages speak the language the account chose; before
 * sign-in (or before choosing) the one this browser chose (the cookie), else sr-Latn. A choice
 * made here is kept in the cookie and, when signed in, on the account.
 */
export function AccountLocale({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const pageLocale = useLocale();
  const [browserChoice, setBrowserChoice] = useState(browserLocale);
  const [saveOnAccount] = useChooseLocaleMutation();
  const shown = useLoadedLocale(user?.locale ?? browserChoice);

  useEffect(() => {
    if (user?.locale) rememberLocale(user.locale);
  }, [user?.locale]);

  useEffect(() => {
    if (shown) dispatch(uiLocaleChanged(shown));
  }, [dispatch, shown]);
  // Back to the page's language only when these screens are left: between two languages of the
  // account's, a moment in the page's would send the calls made meanwhile in it.
  useEffect(() => () => void dispatch(uiLocaleChanged(pageLocale)), [dispatch, pageLocale]);

  const signedIn = Boolean(user);
  const choose = useCallback(
    async (locale: Locale) => {
      await loadCatalog(locale);
      rememberLocale(locale);
      setBrowserChoice(locale);
      // At once, so the call that saves it already asks in the new language.
      dispatch(uiLocaleChanged(locale));
      if (!signedIn) return;
      dispatch(accountLocaleChosen(locale));
      // A failure is toasted by the base query; the screens stay in the chosen language meanwhile.
      await saveOnAccount(locale);
    },
    [dispatch, saveOnAccount, signedIn],
  );

  if (!shown) return null;
  return (
    <LocaleChoiceContext.Provider value={choose}>
      <LocaleProvider locale={shown}>{children}</LocaleProvider>
    </LocaleChoiceContext.Provider>
  );
}
