import type { VenueDetails } from '../domain/venue.events';

/** Lower case without diacritics, đ as dj: "Kafić Đerdap" and "kafic djerdap" read the same. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the clubs search looks in: name, address, type and city. */
export function searchableText(details: Pick<VenueDetails, 'name' | 'location' | 'type' | 'city'>): string {
  return foldForSearch([details.name, details.location, details.type, details.city].join(' '));
}

/** One LIKE pattern per word of the search: every word must appear somewhere. */
export function searchPatterns(search: string): string[] {
  return foldForSearch(search)
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
