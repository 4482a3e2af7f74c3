/** HH:mm in Belgrade, as the door, the mails and the refusals write a time. */
export const belgradeTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
