import { READ_AFTER_HEADER, WRITE_POSITION_HEADER, isPositionText, laterPosition, type PositionText } from '@izlazak/contracts';

/**
 * Read-your-writes across requests, on this tab's side: the newest position a command's answer
 * named (X-Izlazak-Position) is kept, in memory and in sessionStorage (a reload keeps it, another
 * tab has its own), and sent back on every later API request (X-Izlazak-After): the server then
 * answers a read only once it shows that write, on any screen of the tab.
 */
const STORAGE_KEY = 'izlazak.lastWrite';

let lastWrite: PositionText | null = null;

function stored(): PositionText | null {
  try {
    const value = globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? null;
    return isPositionText(value) ? value : null;
  } catch {
    return null; // storage can be unavailable (private mode): memory still holds it
  }
}

/** The newest write this tab was told of (null: none yet). */
export function lastWritePosition(): PositionText | null {
  lastWrite = laterPosition(lastWrite, stored());
  return lastWrite;
}

/** Keeps the position an answer names, when it is newer than the one kept. */
export function rememberWritePosition(response: Pick<Response, 'headers'> | undefined): void {
  const named = response?.headers.get(WRITE_POSITION_HEADER) ?? null;
  if (!isPositionText(named)) return;
  lastWrite = laterPosition(lastWritePosition(), named);
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, lastWrite!);
  } catch {
    // see stored()
  }
}

/** Adds the kept position to a request's headers. */
export function sendLastWritePosition(headers: Headers): Headers {
  const position = lastWritePosition();
  if (position && !headers.has(READ_AFTER_HEADER)) headers.set(READ_AFTER_HEADER, position);
  return headers;
}
