import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';
import { TIMINGS } from '@izlazak/contracts';

let mounted = false;

/** The toast library and its container, set up the first time a page has something to say. */
export function toaster(): typeof toast {
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<ToastContainer position="top-right" autoClose={TIMINGS.toastErrorMs} limit={TIMINGS.toastLimit} newestOnTop closeOnClick pauseOnFocusLoss={false} />);
  }
  return toast;
}
