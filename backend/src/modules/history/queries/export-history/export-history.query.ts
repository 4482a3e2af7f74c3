import type { HistoryExportQuery } from '@izlazak/contracts';
import type { HistoryViewer } from '../../domain/personal-data';

/** Every entry the filters show (up to EXPORT_LIMIT), as CSV text. */
export class ExportHistoryQuery {
  constructor(
    readonly filters: HistoryExportQuery,
    readonly viewer: HistoryViewer,
  ) {}
}
