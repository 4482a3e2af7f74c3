/** yyyy-MM-dd as the dashboard shows it: dd.MM.yyyy. */
export const formatNight = (night: string) => night.split('-').reverse().join('.');
