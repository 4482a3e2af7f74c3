import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import type { SliderSlot, VenueImageSlot, VenueInput, VenueWithManagerInput } from '@izlazak/contracts';
import { systemContext, type CommandContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { comparePositions } from '#platform/event-store/event-store.port';
import { ChangeSiteSlidersCommand } from '../modules/site/commands/change-site-sliders/change-site-sliders.command';
import { AddTableCommand } from '../modules/venues/commands/add-table/add-table.command';
import { ChangeVenueImageCommand } from '../modules/venues/commands/change-venue-image/change-venue-image.command';
import { ChangeVenueSlidersCommand } from '../modules/venues/commands/change-venue-sliders/change-venue-sliders.command';
import { CreateVenueCommand } from '../modules/venues/commands/create-venue/create-venue.command';
import { RegisterCompanyCommand } from '../modules/venues/commands/register-company/register-company.command';
import { UpdateWorkingHours } from '../modules/venues/commands/update-working-hours/update-working-hours.command';
import type { WorkingHoursDay } from '../modules/venues/domain/venue.events';

/** The password of every demo manager (docs/venues.md lists the logins). */
export const DEMO_MANAGER_PASSWORD = 'izlazak-demo';

interface DemoVenue {
  slug: string;
  club: Omit<VenueInput, 'email' | 'phone2' | 'city'>;
  colors: [string, string];
  hours: 'night' | 'raft' | 'restaurant' | 'cafe';
  tables: { name: string; maxPersons: string; area: string }[];
}

const tables = (count: number, area: string, persons: string, prefix = 'Sto') =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}`, maxPersons: persons, area }));

const VENUES: DemoVenue[] = [
  {
    slug: 'ponoc',
    club: {
      name: 'Klub Ponoć',
      type: 'Klub',
      rang: 'Premijum',
      color: '#7B2FF7',
      tableHoldUntil: '00:30',
      location: 'Karađorđeva 2, Savamala',
      description: 'Klub u podrumu stare savamalske zgrade: house i techno petkom, hip-hop subotom, do zore.',
      descriptionEn: 'A club in the cellar of an old Savamala building: house and techno on Fridays, hip-hop on Saturdays, until dawn.',
      phone: '+381 60 100 2000',
      socialMedia: [
        { name: 'Instagram', link: 'https://instagram.com/klubponoc' },
        { name: 'TikTok', link: 'https://tiktok.com/@klubponoc' },
      ],
    },
    colors: ['#7B2FF7', '#F107A3'],
    hours: 'night',
    tables: [...tables(6, 'Separe', '8', 'Separe'), ...tables(8, 'Šank', '4')],
  },
  {
    slug: 'orbit',
    club: {
      name: 'Klub Orbit',
      type: 'Klub',
      rang: 'Regularno',
      color: '#0F9D8A',
      tableHoldUntil: '00:30',
      location: 'Cetinjska 15, Dorćol',
      description: 'Dvorište Cetinjske: živa svirka četvrtkom, elektronika vikendom.',
      descriptionEn: 'A courtyard in Cetinjska street: live bands on Thursdays, electronic music at weekends.',
      phone: '+381 60 100 2001',
      socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/orbit.bg' }],
    },
    colors: ['#0F9D8A', '#1B3A4B'],
    hours: 'night',
    tables: [...tables(10, 'Dvorište', '6')],
  },
  {
    slug: 'talas',
    club: {
      name: 'Splav Talas',
      type: 'Splav',
      rang: 'Premijum',
      color: '#1E88E5',
      tableHoldUntil: '01:00',
      location: 'Kej oslobođenja bb, Zemun',
      description: 'Splav na Dunavu sa pogledom na Veliko ratno ostrvo: narodna i pop muzika, proslave i rođendani.',
      phone: '+381 60 100 2002',
      socialMedia: [
        { name: 'Facebook', link: 'https://facebook.com/splavtalas' },
        { name: 'Viber', link: '+381601002002' },
      ],
    },
    colors: ['#1E88E5', '#00BCD4'],
    hours: 'raft',
    tables: [...tables(5, 'VIP', '10', 'VIP'), ...tables(10, 'Terasa', '6')],
  },
  {
    slug: 'sava',
    club: {
      name: 'Splav Sava Noć',
      type: 'Splav',
      rang: 'Regularno',
      color: '#E65100',
      tableHoldUntil: '01:00',
      location: 'Savski kej bb, Novi Beograd',
      description: 'Letnja terasa na Savi: DJ setovi pri zalasku sunca i žurke do jutra.',
      phone: '+381 60 100 2003',
      socialMedia: [
        { name: 'Instagram', link: 'https://instagram.com/savanoc' },
        { name: 'WhatsApp', link: '+381601002003' },
      ],
    },
    colors: ['#E65100', '#FFB300'],
    hours: 'raft',
    tables: [...tables(12, 'Terasa', '6')],
  },
  {
    slug: 'terasa',
    club: {
      name: 'Restoran Kalemegdanska Terasa',
      type: 'Restoran',
      rang: 'Premijum',
      color: '#8D6E63',
      location: 'Mali Kalemegdan 7',
      description: 'Srpska i mediteranska kuhinja sa pogledom na ušće Save u Dunav; tamburaši petkom uveče.',
      phone: '+381 60 100 2004',
      socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/kalemegdanskaterasa' }],
    },
    colors: ['#8D6E63', '#D7CCC8'],
    hours: 'restaurant',
    tables: [...tables(8, 'Bašta', '4'), ...tables(4, 'Sala', '8', 'Sala')],
  },
  {
    slug: 'ugao',
    club: {
      name: 'Kafić Zlatni Ugao',
      type: 'Kafić',
      rang: 'Regularno',
      color: '#C9A227',
      location: 'Knez Mihailova 30',
      description: 'Kafa, kolači i kokteli u srcu Knez Mihailove; bašta otvorena cele godine.',
      phone: '+381 60 100 2005',
      socialMedia: [{ name: 'Facebook', link: 'https://facebook.com/zlatniugao' }],
    },
    colors: ['#C9A227', '#5D4037'],
    hours: 'cafe',
    tables: [...tables(10, 'Bašta', '4'), ...tables(4, 'Unutra', '2')],
  },
];

/** A venue signed up through the public form, waiting in the admin's list for approval. */
const PENDING_SIGNUP: DemoVenue = {
  slug: 'neon',
  club: {
    name: 'Bar Neon',
    type: 'Bar',
    rang: 'Regularno',
    color: '#FF1744',
    location: 'Strahinjića Bana 21',
    description: 'Koktel bar u Silikonskoj dolini, čeka odobrenje administratora.',
    phone: '+381 60 100 2006',
    socialMedia: [],
  },
  colors: ['#FF1744', '#311B92'],
  hours: 'night',
  tables: [],
};

const HOURS: Record<DemoVenue['hours'], WorkingHoursDay[]> = {
  // Open every night, so a manager who logs in on any day finds tonight's reservations.
  night: week((day) => (day === 5 || day === 6 ? open('23:00', '05:00') : day === 4 ? open('22:00', '03:00') : open('22:00', '02:00'))),
  raft: week((day) => open('20:00', day === 5 || day === 6 ? '05:00' : day === 1 ? '00:00' : '02:00')),
  restaurant: week((day) => open('12:00', day === 0 ? '22:00' : '00:00')),
  cafe: week((day) => (day === 0 ? open('09:00', '22:00') : open('08:00', '23:00'))),
};

/** A demo venue once it exists, for the seeds that fill it further (its menu, its events …). */
export interface SeededDemoVenue {
  slug: string;
  clubId: string;
  name: string;
  type: string;
  tables: { tableId: string; name: string; maxPersons: string; area: string }[];
}

/** Runs a command and keeps its position, so the first start waits until it can be read. */
export type DemoRun = (command: object) => Promise<CommandOutcome>;

/** Adds more to each demo venue right after it is set up. */
export type DemoVenueSeed = (venue: SeededDemoVenue, run: DemoRun, context: CommandContext) => Promise<void>;

const managerEmail = (slug: string) => `menadzer.${slug}@izlazak.rs`;

/**
 * Six Belgrade venues of different types (two clubs, two splavovi, a restaurant, a cafe) with
 * pictures drawn here (gradient plus initials), working hours, tables and a manager each, one
 * sign-up waiting for approval, and the home page slider. Runs through the same commands as the API.
 */
export async function seedDemoVenues(commandBus: CommandBus, ...furtherSeeds: DemoVenueSeed[]): Promise<GlobalPosition | null> {
  const context = systemContext(randomUUID());
  let last: GlobalPosition | null = null;
  const run: DemoRun = async (command) => {
    const outcome = await commandBus.execute<object, CommandOutcome>(command);
    if (outcome.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
    return outcome;
  };

  for (const demo of VENUES) {
    const clubId = randomUUID();
    await run(new CreateVenueCommand(clubId, randomUUID(), venueInput(demo), context));
    for (const slot of ['logo', 'lightLogo', 'thumbnail', 'mapClub'] as VenueImageSlot[]) {
      await run(new ChangeVenueImageCommand(clubId, slot, await venueImage(demo, slot), context));
    }
    const slides = await Promise.all((['image1', 'image2', 'image3'] as SliderSlot[]).map(async (slot, i) => ({ slot, file: await slide(demo, i) })));
    await run(new ChangeVenueSlidersCommand(clubId, slides, context));
    await run(new UpdateWorkingHours(clubId, HOURS[demo.hours], context));
    const tables = demo.tables.map((table) => ({ tableId: randomUUID(), ...table }));
    for (const { tableId, ...table } of tables) await run(new AddTableCommand(tableId, clubId, table, context));
    for (const seed of furtherSeeds) await seed({ slug: demo.slug, clubId, name: demo.club.name, type: demo.club.type, tables }, run, context);
  }

  const signupId = randomUUID();
  const signupContext: CommandContext = { actor: 'anonymous', correlationId: signupId, causationId: signupId };
  await run(new RegisterCompanyCommand(randomUUID(), randomUUID(), venueInput(PENDING_SIGNUP), signupContext));

  const homeSlides = await Promise.all(
    (
      [
        ['image1', '#475DDB', '#7B2FF7'],
        ['image2', '#1E88E5', '#00BCD4'],
        ['image3', '#8D6E63', '#C9A227'],
      ] as const
    ).map(async ([slot, from, to], index) => ({ slot: slot as SliderSlot, file: await backdrop(1920, 700, from, to, index) })),
  );
  await run(new ChangeSiteSlidersCommand(homeSlides, context));
  return last;
}

function venueInput(demo: DemoVenue): VenueWithManagerInput {
  return {
    user: {
      firstName: 'Menadžer',
      lastName: demo.club.name,
      mobilePhone: demo.club.phone || '+381 60 000 0000',
      email: managerEmail(demo.slug),
      password: DEMO_MANAGER_PASSWORD,
      confirmPassword: DEMO_MANAGER_PASSWORD,
    },
    club: { ...demo.club, email: `info.${demo.slug}@izlazak.rs`, phone2: '', city: 'Beograd' as const },
  };
}

function venueImage(demo: DemoVenue, slot: VenueImageSlot): Promise<Buffer> {
  const [from, to] = demo.colors;
  switch (slot) {
    case 'logo':
      return gradient(512, 512, from, to, initials(demo.club.name), 220, '#FFFFFF');
    case 'lightLogo':
      return gradient(512, 512, '#FFFFFF', '#F1F1F1', initials(demo.club.name), 220, from);
    case 'thumbnail':
      return gradient(800, 500, from, to, demo.club.name, 64);
    case 'mapClub':
      return mapPicture(demo);
    default:
      return gradient(800, 500, from, to, demo.club.name, 64);
  }
}

function slide(demo: DemoVenue, index: number): Promise<Buffer> {
  const [from, to] = demo.colors;
  return index % 2 === 0 ? backdrop(1600, 600, from, to, index) : backdrop(1600, 600, to, from, index);
}

/** A slider picture without words (the pages write their own headings over it): a gradient with soft lights. */
async function backdrop(width: number, height: number, from: string, to: string, variant: number): Promise<Buffer> {
  const lights = Array.from({ length: 7 }, (_, i) => {
    const x = ((i * 37 + variant * 23) % 100) / 100;
    const y = ((i * 53 + variant * 41) % 100) / 100;
    const r = height * (0.08 + ((i + variant) % 4) * 0.05);
    return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(r)}" fill="#FFFFFF" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  ${diagonalGradient(from, to)}${lights}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !['Klub', 'Splav', 'Restoran', 'Kafić', 'Bar'].includes(word));
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

function diagonalGradient(from: string, to: string): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>`;
}

async function gradient(width: number, height: number, from: string, to: string, text: string, fontSize: number, textColor = '#FFFFFF'): Promise<Buffer> {
  // Bold DejaVu is about 0.65 em per letter: long names get a smaller size so they fit.
  const size = Math.min(fontSize, Math.floor((width * 0.9) / (text.length * 0.65)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  ${diagonalGradient(from, to)}
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold"
    font-size="${size}" fill="${textColor}">${escapeXml(text)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A little street map: blocks, a river and a pin, enough for the venue's contact page. */
async function mapPicture(demo: DemoVenue): Promise<Buffer> {
  const [pin] = demo.colors;
  const blocks = Array.from({ length: 24 }, (_, i) => {
    const x = 20 + (i % 6) * 190;
    const y = 20 + Math.floor(i / 6) * 150;
    return `<rect x="${x}" y="${y}" width="160" height="120" rx="8" fill="#E8E4DA"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="640">
  <rect width="100%" height="100%" fill="#F6F3EC"/>${blocks}
  <path d="M0 560 C 300 500, 600 640, 1200 520 L1200 640 L0 640 Z" fill="#9CC7E8"/>
  <circle cx="600" cy="300" r="34" fill="${pin}"/><circle cx="600" cy="300" r="12" fill="#FFFFFF"/>
  <text x="600" y="370" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#333">${escapeXml(demo.club.location)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function week(dayOf: (dayIndex: number) => Omit<WorkingHoursDay, 'dayIndex'>): WorkingHoursDay[] {
  return [1, 2, 3, 4, 5, 6, 0].map((dayIndex) => ({ dayIndex, ...dayOf(dayIndex) }));
}

function open(from: string, to: string) {
  return { from, to, closed: false, alwaysOpen: false };
}
