import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectSession = (state: RootState) => state.session;
export const selectCurrentUser = (state: RootState) => state.session.user;
export const selectSearch = (state: RootState) => state.ui.search;
export const selectSidebarOpen = (state: RootState) => state.ui.sidebarOpen;
