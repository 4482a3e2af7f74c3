import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { TIMINGS } from '@izlazak/contracts';
import { store } from './store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TIMINGS.toastErrorMs}
        limit={TIMINGS.toastLimit}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
      />
    </Provider>
  );
}
