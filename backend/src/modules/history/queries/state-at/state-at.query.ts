import type { HistoryStateSubject } from '@izlazak/contracts';
import type { HistoryViewer } from '../../domain/personal-data';

/** A venue's menu, working hours or tables as they were at a moment. */
export class StateAtQuery {
  constructor(
    readonly clubId: string,
    readonly at: Date,
    readonly what: HistoryStateSubject,
    readonly viewer: HistoryViewer,
  ) {}
}
