/** yyyy-MM-dd → dd.MM.yyyy */
export const displayNight = (night: string) => night.split('-').reverse().join('.');

/** HH:mm in Belgrade, as the venue and the guest read a time of the night. */
export const belgradeTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** 'mm:ss' left until `until` (0:00 once past). */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The venue's night that is on now, as the server counts it: in Belgrade, until 06:00 it is still last night. */
export function tonight(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(now.getTime() - 6 * 60 * 60 * 1000),
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
