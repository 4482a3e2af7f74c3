import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@izlazak/contracts';
import { initialUiLocale } from '../lib/locale-cookie';

export const DESKTOP_MIN_WIDTH = 1024;

export interface UiState {
  sidebarOpen: boolean;
  /** The dashboard top bar's search text, published after the debounce. */
  search: string;
  /** The language the screens speak now: every API call asks for its answers in it (Accept-Language). */
  locale: Locale;
}

function initialUi(): UiState {
  const browser = typeof window !== 'undefined';
  return { sidebarOpen: !browser || window.innerWidth >= DESKTOP_MIN_WIDTH, search: '', locale: browser ? initialUiLocale(window.location.pathname) : DEFAULT_LOCALE };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUi,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    sidebarClosed(state) {
      state.sidebarOpen = false;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    uiLocaleChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
});

export const { sidebarToggled, sidebarClosed, searchChanged, uiLocaleChanged } = uiSlice.actions;
