import { createContext, useContext } from 'react';
import type { Locale } from '@izlazak/contracts';

/** Switches the account's screens to another language (app/account-locale.tsx provides it). */
export type ChooseLocale = (locale: Locale) => Promise<void>;

export const LocaleChoiceContext = createContext<ChooseLocale | null>(null);

/** The dashboard's and account pages' language control; null outside them (the public pages switch by address). */
export const useLocaleChoice = (): ChooseLocale | null => useContext(LocaleChoiceContext);
