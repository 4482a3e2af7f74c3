import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * The app starts in four tasks instead of one: React DOM, the store (Redux Toolkit, the API's
 * endpoints and the reads a server-rendered page came with), the routes (React Router), then the
 * app itself. Evaluated in one task they held a slow phone's main thread for a quarter of a second
 * right after the first paint; between these the browser paints and answers a tap. index.html
 * fetches them all at once, next to this entry (vite.config.ts, bootPreloads). Each step is a
 * module of the app's own, not a library's name: a library imported whole by name would keep the
 * exports the app never uses.
 */
const BOOT_STEPS: (() => Promise<unknown>)[] = [() => import('react-dom/client'), () => import('./app/store'), () => import('./app/router')];

void BOOT_STEPS.reduce((previous: Promise<unknown>, step) => previous.then(step).then(nextTask), Promise.resolve())
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container));

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
