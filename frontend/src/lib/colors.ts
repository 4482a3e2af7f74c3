import { DEFAULT_VENUE_COLOR } from '@izlazak/contracts';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A venue's colour as the pages use it: a valid #RRGGBB, else the default blue. */
export function venueColor(color: string | null | undefined): string {
  if (!color || !HEX_COLOR.test(color.trim())) return DEFAULT_VENUE_COLOR;
  const hex = color.trim();
  if (hex.length === 7) return hex.toUpperCase();
  return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toUpperCase();
}

/** "71, 93, 219" for rgba(): CSS needs the channels to lay a colour at half opacity. */
export function rgbChannels(color: string | null | undefined): string {
  const hex = venueColor(color).slice(1);
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ');
}

/** Whether white text reads well on the colour (relative luminance, WCAG). */
export function prefersLightText(color: string | null | undefined): boolean {
  const [r, g, b] = rgbChannels(color)
    .split(', ')
    .map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.45;
}
