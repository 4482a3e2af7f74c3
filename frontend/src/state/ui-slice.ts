import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const DESKTOP_MIN_WIDTH = 1024;

export interface UiState {
  sidebarOpen: boolean;
  /** The dashboard top bar's search text, published after the debounce. */
  search: string;
}

function initialUi(): UiState {
  return { sidebarOpen: typeof window === 'undefined' || window.innerWidth >= DESKTOP_MIN_WIDTH, search: '' };
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
  },
});

export const { sidebarToggled, sidebarClosed, searchChanged } = uiSlice.actions;
