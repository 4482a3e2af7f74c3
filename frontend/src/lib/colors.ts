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

/**
 * A button (or badge) filled with the venue's colour and the text on it, at least 4.5:1 apart (WCAG
 * AA): white or night-blue text on the colour itself when either reads well, else white on the
 * colour darkened as for text (a mid-tone brown reads well with neither).
 */
export function venueFill(color: string | null | undefined): { fill: string; text: string } {
  const channels = channelsOf(color);
  if (contrast(WHITE, channels) >= TEXT_CONTRAST) return { fill: venueColor(color), text: '#FFFFFF' };
  if (contrast(NIGHT, channels) >= TEXT_CONTRAST) return { fill: venueColor(color), text: '#12142A' };
  return { fill: readableOnLight(color), text: '#FFFFFF' };
}

/** The pages' light background (--iz-surface), and the night blue a colour is darkened towards. */
const LIGHT_BACKGROUND = [0xf4, 0xf5, 0xfb];
const NIGHT = [0x12, 0x14, 0x2a];
const WHITE = [0xff, 0xff, 0xff];
/** WCAG 2 AA for normal text, with a little room for rounding. */
const TEXT_CONTRAST = 4.6;

/**
 * The venue's colour as text on the light pages: the colour itself when it reads well there, else
 * darkened towards the night blue just enough to meet WCAG's 4.5:1 (a managers' pastel or brown
 * stays recognisably theirs, and a link in it stays readable).
 */
export function readableOnLight(color: string | null | undefined): string {
  const channels = channelsOf(color);
  for (let share = 0; share <= 1; share += 0.05) {
    const mixed = channels.map((channel, index) => Math.round(channel * (1 - share) + NIGHT[index] * share));
    if (contrast(mixed, LIGHT_BACKGROUND) >= TEXT_CONTRAST) return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  }
  return venueColor('#12142a');
}

function channelsOf(color: string | null | undefined): number[] {
  return rgbChannels(color).split(', ').map(Number);
}

function luminance(channels: number[]): number {
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number[], b: number[]): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}
