import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionSlice } from './session-slice';
import { uiSlice } from './ui-slice';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
