import sharp from 'sharp';

/** The site's mark (frontend/public/favicon.svg): the icon Wallet shows in notifications and the logo on the pass. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#475DDB"/><stop offset="1" stop-color="#B14CE0"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M22 16h8v32h-8zM36 16h8l-4 20h-4z" fill="#fff"/><circle cx="40" cy="44" r="4" fill="#fff"/></svg>';

/** Apple's sizes in points (icon 29 × 29; a logo at most 160 × 50), drawn at 1×, 2× and 3×. */
const PICTURES: Record<string, number> = {
  'icon.png': 29,
  'icon@2x.png': 58,
  'icon@3x.png': 87,
  'logo.png': 50,
  'logo@2x.png': 100,
  'logo@3x.png': 150,
};

let drawn: Promise<Record<string, Buffer>> | undefined;

/** The pass's pictures, drawn once per process: every pass carries the same ones. */
export function passImages(): Promise<Record<string, Buffer>> {
  drawn ??= Promise.all(
    Object.entries(PICTURES).map(
      async ([name, side]) =>
        [
          name,
          await sharp(Buffer.from(MARK_SVG), { density: 72 * Math.ceil(side / 64) * 2 })
            .resize(side, side)
            .png()
            .toBuffer(),
        ] as const,
    ),
  ).then(Object.fromEntries, (error: unknown) => {
    drawn = undefined;
    throw error;
  });
  return drawn;
}
