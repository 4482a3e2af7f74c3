import type {
  FloorBackgroundView,
  FloorPlanInput,
  FloorPlanView,
  Paged,
  SliderImageView,
  SliderSlot,
  VenueImageSlot,
  VenueManagerView,
  VenueTableInput,
  VenueTableView,
  VenueUpdateInput,
  VenueView,
  VenueWithManagerInput,
  VenueWithManagerUpdateInput,
  VenueWorkingHoursEntry,
  VenueWorkingHoursEntryInput,
} from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';
import { editedVersionHeaders } from '../../api/versioned-edit';
import { withQuery } from '../../lib/query-string';

export interface VenueTablesArgs {
  clubId: string;
  page: number;
  size: number;
}

const managerTag = (clubId: string) => ({ type: 'Club' as const, id: `manager-${clubId}` });

/**
 * The version of the record an edit form loaded. RTK Query invalidates a mutation's tags when the
 * server refuses it as well, so after a 409 for a stale version the form gets the fresh record.
 */
type FromVersion = { version: number | null };

export const venuesApi = api.enhanceEndpoints({ addTagTypes: ['ClubTable', 'WorkingHours', 'Floor'] }).injectEndpoints({
  endpoints: (build) => ({
    getVenue: build.query<VenueView, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}`,
      providesTags: (_result, _error, clubId) => [{ type: 'Club', id: clubId }],
    }),
    getVenueWorkingHours: build.query<VenueWorkingHoursEntry[], string>({
      query: (clubId) => `club/workingHours/${encodeURIComponent(clubId)}`,
      providesTags: (_result, _error, clubId) => [{ type: 'WorkingHours', id: clubId }],
    }),
    getObjectTypes: build.query<string[], void>({
      query: () => 'club/objectTypes',
    }),
    getVenueTypesInUse: build.query<string[], void>({
      query: () => 'club/typesList',
      providesTags: [{ type: 'Club', id: LIST_ID }],
    }),
    getVenueManager: build.query<VenueManagerView, string>({
      query: (clubId) => `club/manager/${encodeURIComponent(clubId)}`,
      providesTags: (_result, _error, clubId) => [managerTag(clubId)],
    }),

    createVenue: build.mutation<VenueView, VenueWithManagerInput>({
      query: (body) => ({ url: 'club', method: 'POST', body }),
      invalidatesTags: [{ type: 'Club', id: LIST_ID }],
    }),
    updateVenue: build.mutation<VenueView, { clubId: string; club: VenueUpdateInput } & FromVersion>({
      query: ({ clubId, club, version }) => ({
        url: `club/${encodeURIComponent(clubId)}`,
        method: 'PUT',
        body: club,
        headers: editedVersionHeaders(version),
      }),
      invalidatesTags: (_result, _error, { clubId }) => [
        { type: 'Club', id: clubId },
        { type: 'Club', id: LIST_ID },
      ],
    }),
    updateVenueWithManager: build.mutation<VenueView, { clubId: string } & VenueWithManagerUpdateInput & FromVersion>({
      query: ({ clubId, user, club, version }) => ({
        url: `club/updateWithManager/${encodeURIComponent(clubId)}`,
        method: 'PUT',
        body: { user, club },
        headers: editedVersionHeaders(version),
      }),
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'Club', id: clubId }, { type: 'Club', id: LIST_ID }, managerTag(clubId)],
    }),
    deleteVenue: build.mutation<{ _id: string }, string>({
      query: (clubId) => ({ url: `club/${encodeURIComponent(clubId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, clubId) => [
        { type: 'Club', id: clubId },
        { type: 'Club', id: LIST_ID },
      ],
    }),
    approveVenue: build.mutation<VenueView, string>({
      query: (clubId) => ({ url: `club/approve/${encodeURIComponent(clubId)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, clubId) => [
        { type: 'Club', id: clubId },
        { type: 'Club', id: LIST_ID },
      ],
    }),
    uploadVenueImage: build.mutation<VenueView, { clubId: string; imageName: VenueImageSlot; file: File }>({
      query: ({ clubId, imageName, file }) => {
        const body = new FormData();
        body.append('clubId', clubId);
        body.append('imageName', imageName);
        body.append('image', file, file.name);
        return { url: `club/addClubImage/${encodeURIComponent(clubId)}`, method: 'PUT', body };
      },
      invalidatesTags: (_result, _error, { clubId }) => [
        { type: 'Club', id: clubId },
        { type: 'Club', id: LIST_ID },
      ],
    }),
    updateVenueSliders: build.mutation<SliderImageView[], { clubId: string; files: Partial<Record<SliderSlot, File>> }>({
      query: ({ clubId, files }) => {
        const body = new FormData();
        // Only the slots with a chosen file are sent; the others keep their image.
        for (const [slot, file] of Object.entries(files)) if (file) body.append(slot, file, file.name);
        return { url: `club/sliders/${encodeURIComponent(clubId)}`, method: 'PUT', body };
      },
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'Club', id: clubId }],
    }),
    updateWorkingHours: build.mutation<VenueWorkingHoursEntry[], { clubId: string; days: Omit<VenueWorkingHoursEntryInput, '_id'>[] } & FromVersion>({
      query: ({ days, version }) => ({ url: 'club/updateWorkingHours', method: 'PUT', body: days, headers: editedVersionHeaders(version) }),
      invalidatesTags: (_result, _error, { clubId }) => [
        { type: 'WorkingHours', id: clubId },
        { type: 'Club', id: clubId },
      ],
    }),

    listVenueTables: build.query<Paged<VenueTableView>, VenueTablesArgs>({
      query: ({ clubId, page, size }) => withQuery(`club/allTables/${encodeURIComponent(clubId)}`, { page, size }),
      providesTags: (result) => [{ type: 'ClubTable', id: LIST_ID }, ...(result?.data ?? []).map((table) => ({ type: 'ClubTable' as const, id: table._id }))],
    }),
    addVenueTable: build.mutation<VenueTableView, VenueTableInput>({
      query: (body) => ({ url: 'club/table', method: 'POST', body }),
      invalidatesTags: [{ type: 'ClubTable', id: LIST_ID }],
    }),
    changeVenueTable: build.mutation<VenueTableView, { tableId: string; table: VenueTableInput } & FromVersion>({
      query: ({ tableId, table, version }) => ({
        url: `club/table/${encodeURIComponent(tableId)}`,
        method: 'PUT',
        body: table,
        headers: editedVersionHeaders(version),
      }),
      invalidatesTags: (_result, _error, { tableId }) => [{ type: 'ClubTable', id: tableId }],
    }),
    removeVenueTable: build.mutation<{ _id: string }, string>({
      query: (tableId) => ({ url: `club/table/${encodeURIComponent(tableId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, tableId) => [
        { type: 'ClubTable', id: tableId },
        { type: 'ClubTable', id: LIST_ID },
      ],
    }),
    /** Podešavanja → Raspored: the whole plan, from the version it was drawn on (412 when someone saved since). */
    saveFloor: build.mutation<FloorPlanView, { clubId: string; plan: Omit<FloorPlanInput, 'version'> } & FromVersion>({
      query: ({ clubId, plan, version }) => ({
        url: `club/${encodeURIComponent(clubId)}/floor`,
        method: 'PUT',
        body: plan,
        headers: editedVersionHeaders(version),
      }),
      invalidatesTags: (_result, error, { clubId }) => (error ? [] : [{ type: 'Floor', id: clubId }]),
    }),
    /** A picture for the plan's background: stored now, the plan's once the editor saves it. */
    uploadFloorBackground: build.mutation<FloorBackgroundView, { clubId: string; file: File }>({
      query: ({ clubId, file }) => {
        const body = new FormData();
        body.append('image', file, file.name);
        return { url: `club/${encodeURIComponent(clubId)}/floor/background`, method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetVenueQuery,
  useGetVenueWorkingHoursQuery,
  useGetObjectTypesQuery,
  useGetVenueTypesInUseQuery,
  useGetVenueManagerQuery,
  useCreateVenueMutation,
  useUpdateVenueMutation,
  useUpdateVenueWithManagerMutation,
  useDeleteVenueMutation,
  useApproveVenueMutation,
  useUploadVenueImageMutation,
  useUpdateVenueSlidersMutation,
  useUpdateWorkingHoursMutation,
  useListVenueTablesQuery,
  useAddVenueTableMutation,
  useSaveFloorMutation,
  useUploadFloorBackgroundMutation,
  useChangeVenueTableMutation,
  useRemoveVenueTableMutation,
} = venuesApi;
