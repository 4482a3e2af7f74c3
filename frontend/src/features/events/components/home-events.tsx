import { useRef, useState, type KeyboardEvent } from 'react';
import { PAGE_SIZES, type EventView } from '@izlazak/contracts';
import { useListEventsQuery } from '../api';
import { LazyEventDetailModal } from './lazy-event-detail-modal';
import { EventGrid } from './event-grid';
import '../events.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocale, useMessages } from '../../../lib/locale';
import { weekdayName } from '../../../lib/weekday';

// Day tabs run Monday to Sunday; WEEKDAYS is indexed like Date#getDay (Sunday 0).
const DAY_TAB_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Today's weekday in Belgrade, where a night runs until 06:00. */
function tonightsWeekday(now = new Date()): number {
  // Belgrade's clock by the EU summer-time rule: an Intl formatter with a time zone would load the
  // zone database first, one of the longest tasks of the home page's start on a slow phone.
  const belgrade = new Date(now.getTime() + belgradeOffsetHours(now) * HOUR_MS);
  const day = belgrade.getUTCDay();
  return belgrade.getUTCHours() < 6 ? (day + 6) % 7 : day;
}

const HOUR_MS = 60 * 60 * 1000;

/** +2 from the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC; +1 otherwise. */
function belgradeOffsetHours(now: Date): number {
  const year = now.getUTCFullYear();
  const summerStarts = lastSundayAtOneUtc(year, 2);
  const summerEnds = lastSundayAtOneUtc(year, 9);
  return now.getTime() >= summerStarts && now.getTime() < summerEnds ? 2 : 1;
}

function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** Events of the day: one tab per weekday (tonight's preselected), 24 events each. */
export function EventsOfTheDay() {
  const [day, setDay] = useState(tonightsWeekday);
  const [open, setOpen] = useState<EventView | null>(null);
  const { currentData, isFetching } = useListEventsQuery({ page: 1, size: PAGE_SIZES.homeDayTab, dayOfTheWeek: day });
  const t = useMessages();
  const locale = useLocale();
  const label = t('events.ofTheDay', { weekday: weekdayName(day, locale) });
  return (
    <>
      <DayTabs day={day} onSelect={setDay} />
      <div role="tabpanel" aria-label={label} data-testid="day-tab-events">
        <EventGrid
          events={currentData?.data}
          loading={isFetching && !currentData}
          skeletons={4}
          onOpen={setOpen}
          label={label}
          empty={<p className="mb-0">{t('events.noneThisDay')}</p>}
        />
      </div>
      <LazyEventDetailModal event={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The weekday tabs, Monday first; arrow keys move between them as in any tab list. */
function DayTabs({ day, onSelect }: { day: number; onSelect: (day: number) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The tabs switch once the page is hydrated: a click before would be lost.
  const hydrated = useHydrated();
  const t = useMessages();
  const locale = useLocale();
  function moveWith(event: KeyboardEvent, position: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (position + step + DAY_TAB_ORDER.length) % DAY_TAB_ORDER.length;
    onSelect(DAY_TAB_ORDER[next]);
    tabs.current[next]?.focus();
  }
  return (
    <div className="nav nav-pills day-tabs mb-3" role="tablist" aria-label={t('events.days')}>
      {DAY_TAB_ORDER.map((index, position) => (
        <div className="nav-item" key={index}>
          <button
            ref={(tab) => {
              tabs.current[position] = tab;
            }}
            type="button"
            role="tab"
            className={`nav-link${index === day ? ' active' : ''}`}
            aria-selected={index === day}
            tabIndex={index === day ? 0 : -1}
            disabled={!hydrated}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => moveWith(event, position)}
          >
            {weekdayName(index, locale)}
          </button>
        </div>
      ))}
    </div>
  );
}

/** The seven nights after tonight. */
export function NextWeekEvents() {
  const [open, setOpen] = useState<EventView | null>(null);
  const { data, isLoading } = useListEventsQuery({ page: 1, size: PAGE_SIZES.homeDayTab, nextWeek: true });
  const t = useMessages();
  return (
    <div data-testid="next-week-events">
      <EventGrid events={data?.data} loading={isLoading} skeletons={4} onOpen={setOpen} label={t('home.nextWeek')} empty={<p className="mb-0">{t('events.noneNextWeek')}</p>} />
      <LazyEventDetailModal event={open} onClose={() => setOpen(null)} />
    </div>
  );
}
