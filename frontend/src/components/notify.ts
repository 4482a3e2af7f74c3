import type { ToastOptions } from 'react-toastify';
import { TIMINGS } from '@izlazak/contracts';
import './notify.css';

// Most visits never show a toast, so the library loads with the first one.
const loadToaster = () => import('./toaster').then((module) => module.toaster());

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  void loadToaster().then((toast) => toast.success(message, { autoClose: TIMINGS.toastSuccessMs, ...options }));
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  void loadToaster().then((toast) => toast.error(message, { autoClose: TIMINGS.toastErrorMs, ...options }));
}
