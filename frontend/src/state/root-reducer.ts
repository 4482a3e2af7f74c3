import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { keepingMissingAnswers } from '../api/missing-answers';
import { sessionSlice } from './session-slice';
import { uiSlice } from './ui-slice';

export const rootReducer = combineReducers({
  [api.reducerPath]: keepingMissingAnswers(api.reducer),
  [sessionSlice.name]: sessionSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
