import type { ErasureStartedView, ErasureStatusView, PersonalDataExport, PrivacyRequestInput } from '@izlazak/contracts';
import { api } from '../../api/api';

type Message = { message: string };

/** The person's own data: mailed links by address, or straight from the signed-in profile. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestDataLink: build.mutation<Message, { kind: 'export' | 'erase' } & PrivacyRequestInput>({
      query: ({ kind, ...body }) => ({ url: `privacy/${kind}`, method: 'POST', body }),
    }),
    checkErasureLink: build.query<Message, string>({
      query: (token) => `privacy/erase/${encodeURIComponent(token)}`,
    }),
    /** Starts the erasure (a job): 202 at once; its status says when it is done. */
    eraseByLink: build.mutation<ErasureStartedView, string>({
      query: (token) => ({ url: `privacy/erase/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
    erasureStatus: build.query<ErasureStatusView, string>({
      query: (token) => `privacy/erase/${encodeURIComponent(token)}/status`,
    }),
    exportOwnData: build.mutation<PersonalDataExport, void>({
      query: () => ({ url: 'privacy/me/export', method: 'GET' }),
    }),
    eraseOwnData: build.mutation<ErasureStartedView, void>({
      query: () => ({ url: 'privacy/me/erase', method: 'POST' }),
    }),
  }),
});

export const { useRequestDataLinkMutation, useCheckErasureLinkQuery, useEraseByLinkMutation, useErasureStatusQuery, useExportOwnDataMutation, useEraseOwnDataMutation } =
  privacyApi;

/** Hands the export to the browser as the file the mailed link would have downloaded. */
export function saveAsFile(data: PersonalDataExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'izlazak-moji-podaci.json' });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
