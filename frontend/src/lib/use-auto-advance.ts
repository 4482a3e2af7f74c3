import { useEffect, useState } from 'react';

/**
 * The index of the slide to show among `count`, moving on every `intervalMs` and wrapping to the
 * first after the last. Choosing a slide restarts the interval from there.
 */
export function useAutoAdvance(count: number, intervalMs: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const [restartKey, setRestartKey] = useState(0);

  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, restartKey]);

  const shown = count > 0 ? index % count : 0;
  const choose = (next: number) => {
    setIndex(((next % count) + count) % count);
    setRestartKey((key) => key + 1);
  };
  return [shown, choose];
}
