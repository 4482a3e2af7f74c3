import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { comparePositions, type GlobalPosition } from '#platform/event-store/event-store.port';
import { PublishEventCommand } from '../modules/events/commands/publish-event/publish-event.command';
import type { NightlifeEventDetails } from '../modules/events/domain/nightlife-event.decider';
import { addDays, tonight, weekdayOf } from '../modules/events/domain/venue-night';
import type { PublishedDemoEvent } from './seed-demo-tickets';

/** A venue's weekly programme: on these weekdays (Sunday 0 … Saturday 6), this event. */
interface Programme {
  weekdays: number[];
  title: string;
  description: string;
  /** The English texts where the venue wrote them (the /en/ pages show the Serbian ones, marked, otherwise). */
  titleEn?: string;
  descriptionEn?: string;
  type: string;
  startTime: string;
  endTime: string;
  ticketPrice: string;
  priority: string;
  colors: [string, string];
  /** 'Izvođači' (invented names); none where the night has no announced line-up. */
  performers?: string[];
}

const PROGRAMMES: Record<string, Programme[]> = {
  ponoc: [
    {
      weekdays: [5],
      title: 'House petak',
      description: 'Rezidenti Ponoći puštaju house do zore; separei uz rezervaciju.',
      titleEn: 'House Friday',
      descriptionEn: "Ponoć's resident DJs play house until dawn; booths by reservation.",
      type: 'Žurka',
      startTime: '23:00',
      endTime: '05:00',
      ticketPrice: '1000',
      priority: '8',
      colors: ['#7B2FF7', '#F107A3'],
      performers: ['DJ Vukašin Noćni', 'DJ Lola Dunav'],
    },
    {
      weekdays: [6],
      title: 'Hip-hop subota',
      description: 'Domaći i strani hip-hop, gost DJ svake subote.',
      titleEn: 'Hip-hop Saturday',
      type: 'Žurka',
      startTime: '23:00',
      endTime: '05:00',
      ticketPrice: '1200',
      priority: '7',
      colors: ['#F107A3', '#7B2FF7'],
      performers: ['MC Čvor', 'DJ Sova Zemunska'],
    },
    {
      weekdays: [3, 4],
      title: 'Techno u podrumu',
      description: 'Srednja nedelja, tamna sala i techno do tri.',
      type: 'DJ veče',
      startTime: '23:00',
      endTime: '03:00',
      ticketPrice: '600',
      priority: '2',
      colors: ['#311B92', '#7B2FF7'],
      performers: ['Betonski Bas'],
    },
  ],
  orbit: [
    {
      weekdays: [4],
      title: 'Živa svirka u dvorištu',
      description: 'Bendovi sa Dorćola uživo, ulaz slobodan do 22h.',
      type: 'Koncert',
      startTime: '21:00',
      endTime: '01:00',
      ticketPrice: '500',
      priority: '4',
      colors: ['#0F9D8A', '#1B3A4B'],
    },
    {
      weekdays: [5, 6],
      title: 'Orbit elektronika',
      description: 'Elektronska muzika pod otvorenim nebom dvorišta.',
      type: 'DJ veče',
      startTime: '22:00',
      endTime: '04:00',
      ticketPrice: '800',
      priority: '5',
      colors: ['#1B3A4B', '#0F9D8A'],
      performers: ['DJ Miloš Zora', 'Dorćol Disko Klub'],
    },
    {
      weekdays: [0, 1],
      title: 'Džem sešn',
      description: 'Otvorena bina: ponesi instrument i pridruži se.',
      type: 'Nastup uživo',
      startTime: '20:00',
      endTime: '00:00',
      ticketPrice: '0',
      priority: '1',
      colors: ['#26A69A', '#004D40'],
    },
  ],
  talas: [
    {
      weekdays: [5, 6],
      title: 'Narodna noć na Talasu',
      description: 'Orkestar uživo, narodna i pop muzika do jutra.',
      type: 'Nastup uživo',
      startTime: '23:00',
      endTime: '05:00',
      ticketPrice: '1500',
      priority: '9',
      colors: ['#1E88E5', '#00BCD4'],
      performers: ['Orkestar Zlatni Talas'],
    },
    {
      weekdays: [2, 3],
      title: 'Karaoke na Dunavu',
      description: 'Mikrofon je vaš: hitovi osamdesetih do danas.',
      type: 'Karaoke',
      startTime: '21:00',
      endTime: '01:00',
      ticketPrice: '0',
      priority: '2',
      colors: ['#00BCD4', '#1E88E5'],
    },
    {
      weekdays: [0],
      title: 'Nedeljni zalazak',
      description: 'Lagana muzika i kokteli dok sunce zalazi nad ostrvom.',
      type: 'DJ veče',
      startTime: '19:00',
      endTime: '23:00',
      ticketPrice: '0',
      priority: '1',
      colors: ['#0D47A1', '#4FC3F7'],
    },
  ],
  sava: [
    {
      weekdays: [2, 3, 4, 0],
      title: 'Sunset DJ na Savi',
      description: 'DJ set pri zalasku sunca na terasi splava.',
      type: 'DJ veče',
      startTime: '19:00',
      endTime: '00:00',
      ticketPrice: '0',
      priority: '3',
      colors: ['#E65100', '#FFB300'],
    },
    {
      weekdays: [5, 6],
      title: 'Sava do jutra',
      description: 'Najveći hitovi leta, žurka do pet ujutru.',
      type: 'Žurka',
      startTime: '23:30',
      endTime: '05:00',
      ticketPrice: '1000',
      priority: '6',
      colors: ['#FFB300', '#E65100'],
      performers: ['DJ Teodora Kej', 'DJ Bane Splavar'],
    },
  ],
  terasa: [
    {
      weekdays: [5],
      title: 'Tamburaši na Terasi',
      description: 'Večera uz tamburaški orkestar i pogled na ušće.',
      type: 'Nastup uživo',
      startTime: '20:00',
      endTime: '00:00',
      ticketPrice: '0',
      priority: '5',
      colors: ['#8D6E63', '#D7CCC8'],
      performers: ['Tamburaši Ravnica'],
    },
    {
      weekdays: [3],
      title: 'Degustacija vina',
      description: 'Pet vina sa Fruške gore uz sir i pršut, uz sommelijera.',
      type: 'Tematsko veče',
      startTime: '19:00',
      endTime: '22:00',
      ticketPrice: '3500',
      priority: '3',
      colors: ['#6D4C41', '#BCAAA4'],
    },
    {
      weekdays: [1, 2],
      title: 'Džez uz večeru',
      description: 'Džez trio svira od osam, preporučujemo rezervaciju.',
      type: 'Koncert',
      startTime: '20:00',
      endTime: '23:00',
      ticketPrice: '0',
      priority: '2',
      colors: ['#5D4037', '#A1887F'],
    },
  ],
  ugao: [
    {
      weekdays: [1],
      title: 'Kviz ponedeljkom',
      description: 'Ekipe do šest članova, nagrade za prva tri mesta.',
      type: 'Kviz',
      startTime: '20:00',
      endTime: '22:30',
      ticketPrice: '300',
      priority: '4',
      colors: ['#C9A227', '#5D4037'],
    },
    {
      weekdays: [4, 0],
      title: 'Akustika u Zlatnom uglu',
      description: 'Gitara i glas u bašti, uz kafu ili koktel.',
      type: 'Nastup uživo',
      startTime: '19:30',
      endTime: '22:00',
      ticketPrice: '0',
      priority: '1',
      colors: ['#5D4037', '#C9A227'],
    },
    {
      weekdays: [6],
      title: 'Stand-up subotom',
      description: 'Mladi komičari, jedan sat smeha pre izlaska.',
      type: 'Stand-up',
      startTime: '19:00',
      endTime: '20:30',
      ticketPrice: '700',
      priority: '3',
      colors: ['#FFCA28', '#6D4C41'],
    },
  ],
};

/** Nights before tonight (a week: every weekday's programme has a past night on the dashboard, whatever today is) and after it. */
const PAST_NIGHTS = 7;
const COMING_NIGHTS = 14;

/**
 * Events on the nights around the day the product first starts, so the home page's tabs, the next
 * week and /events are full whatever the day; through the same command as the dashboard's form.
 * Each event published is added to `published` (the tickets are sold for them, seed-demo-tickets.ts).
 */
export async function seedDemoEvents(commandBus: CommandBus, venues: Map<string, string>, now = new Date(), published: PublishedDemoEvent[] = []): Promise<GlobalPosition | null> {
  const context = systemContext(randomUUID());
  const current = tonight(now);
  let last: GlobalPosition | null = null;
  for (const [slug, programmes] of Object.entries(PROGRAMMES)) {
    const clubId = venues.get(slug);
    if (!clubId) continue;
    for (const programme of programmes) {
      const picture = await poster(programme);
      for (let offset = -PAST_NIGHTS; offset < COMING_NIGHTS; offset++) {
        const night = addDays(current, offset);
        if (!programme.weekdays.includes(weekdayOf(night))) continue;
        const { colors: _, weekdays: __, performers = [], ...fields } = programme;
        const details: NightlifeEventDetails = { ...fields, dateOfEvent: night, gallery: [], possibilityOfShowing: ['Rezervacija stola'], performers };
        const eventId = randomUUID();
        const outcome = await commandBus.execute<PublishEventCommand, CommandOutcome>(new PublishEventCommand(eventId, clubId, details, picture, context));
        published.push({ eventId, slug, night, ticketPrice: Number(programme.ticketPrice) || 0 });
        if (outcome.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
      }
    }
  }
  return last;
}

/** A poster without a photograph: the programme's colours and title. */
function poster(programme: Programme): Promise<Buffer> {
  const [from, to] = programme.colors;
  const size = Math.min(72, Math.floor(1080 / (programme.title.length * 0.62)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="980" cy="140" r="220" fill="#FFFFFF" fill-opacity="0.08"/><circle cx="160" cy="600" r="160" fill="#FFFFFF" fill-opacity="0.06"/>
  <text x="600" y="320" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="#FFFFFF">${escapeXml(programme.title)}</text>
  <text x="600" y="400" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#FFFFFF" fill-opacity="0.85">${escapeXml(`${programme.type} · od ${programme.startTime}`)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
