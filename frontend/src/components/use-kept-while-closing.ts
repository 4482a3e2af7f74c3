import { useState } from 'react';

/**
 * What a modal shows: the record it is open for, and, while it fades out after closing, still the
 * one it was open for (its parent has usually forgotten it by then).
 */
export function useKeptWhileClosing<T>(show: boolean, current: T): T {
  const [kept, setKept] = useState(current);
  if (show && kept !== current) setKept(current);
  return show ? current : kept;
}
