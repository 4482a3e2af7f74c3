import type { HistoryQuery } from '@izlazak/contracts';
import type { HistoryViewer } from '../../domain/personal-data';

export class ListHistoryQuery {
  constructor(
    readonly filters: HistoryQuery,
    readonly viewer: HistoryViewer,
  ) {}
}
