import { toast, type ToastOptions } from 'react-toastify';
import { TIMINGS } from '@izlazak/contracts';
import './notify.css';

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  toast.success(message, { autoClose: TIMINGS.toastSuccessMs, ...options });
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  toast.error(message, { autoClose: TIMINGS.toastErrorMs, ...options });
}
