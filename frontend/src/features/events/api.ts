import type { EventList, EventView, VenueListItem } from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';

export interface EventListArgs {
  page: number;
  size: number;
  title?: string;
  clubId?: string;
  type?: string;
  /** A night, yyyy-MM-dd. */
  date?: string;
  /** Sunday 0 … Saturday 6: the coming night on that weekday. */
  dayOfTheWeek?: number;
  eventFromDate?: string;
  nextWeek?: boolean;
  /** The dashboard's list: past events too. */
  all?: boolean;
}

/** The event form as it is sent: multipart, with the picture when one was chosen. */
export interface EventFormBody {
  title: string;
  description: string;
  /** The English title and description; '' for none. */
  titleEn: string;
  descriptionEn: string;
  dateOfEvent: string;
  startTime: string;
  endTime: string;
  type: string;
  ticketPrice: string;
  priority: string;
  /** 'Izvođači' as typed: one per line or separated by commas (the server splits them). */
  performers: string;
  clubId?: string;
  image: File | null;
}

function withParams(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function formData({ image, ...fields }: EventFormBody, id?: string): FormData {
  const body = new FormData();
  if (id) body.append('_id', id);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
  if (image) body.append('image', image, image.name);
  return body;
}

export const eventsApi = api.enhanceEndpoints({ addTagTypes: ['Event'] }).injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<EventList, EventListArgs>({
      query: (args) => withParams('event', { ...args }),
      providesTags: (result) => [{ type: 'Event', id: LIST_ID }, ...(result?.data ?? []).map((event) => ({ type: 'Event' as const, id: event._id }))],
    }),
    getEvent: build.query<EventView, string>({
      query: (eventId) => `event/${encodeURIComponent(eventId)}`,
      providesTags: (_result, _error, eventId) => [{ type: 'Event', id: eventId }],
    }),
    getEventTypes: build.query<string[], string | undefined>({
      query: (clubId) => withParams('event/types', { clubId }),
      providesTags: [{ type: 'Event', id: LIST_ID }],
    }),
    /** The admin's venue picker in the event form. */
    eventVenueOptions: build.query<VenueListItem[], void>({
      query: () => 'club/clubsList',
      providesTags: [{ type: 'Club', id: LIST_ID }],
    }),
    addEvent: build.mutation<EventView, EventFormBody>({
      query: (body) => ({ url: 'event', method: 'POST', body: formData(body) }),
      invalidatesTags: [{ type: 'Event', id: LIST_ID }],
    }),
    changeEvent: build.mutation<EventView, { eventId: string; event: EventFormBody }>({
      query: ({ eventId, event }) => ({ url: `event/${encodeURIComponent(eventId)}`, method: 'PUT', body: formData(event, eventId) }),
      invalidatesTags: (_result, _error, { eventId }) => [
        { type: 'Event', id: LIST_ID },
        { type: 'Event', id: eventId },
      ],
    }),
    deleteEvent: build.mutation<{ _id: string; message: string }, string>({
      query: (eventId) => ({ url: `event/${encodeURIComponent(eventId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, eventId) => [
        { type: 'Event', id: LIST_ID },
        { type: 'Event', id: eventId },
      ],
    }),
  }),
});

export const { useListEventsQuery, useGetEventQuery, useGetEventTypesQuery, useEventVenueOptionsQuery, useAddEventMutation, useChangeEventMutation, useDeleteEventMutation } =
  eventsApi;

/** Where 'Dodaj u kalendar' downloads the event. */
export const eventCalendarUrl = (eventId: string) => `/api/event/${encodeURIComponent(eventId)}/ics`;
