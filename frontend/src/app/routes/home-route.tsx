import { EventsOfTheDay, NextWeekEvents } from '../../features/events/components/home-events';
import { HomePage } from '../../features/site/pages/home-page';

/** The home page (site) with the events of the day and of next week (events). */
export function HomeRoute() {
  return <HomePage eventsOfTheDay={<EventsOfTheDay />} nextWeekEvents={<NextWeekEvents />} />;
}
