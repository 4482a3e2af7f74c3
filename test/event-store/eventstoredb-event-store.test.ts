import { EventStoreDbEventStore } from '../../backend/src/platform/event-store/eventstoredb-event-store';
import { describeEventStoreContract } from './event-store.contract';

jest.setTimeout(30_000);

const eventStoreUrl = process.env.EVENTSTORE_URL;

if (eventStoreUrl) {
  describeEventStoreContract('EventStoreDbEventStore', async () => {
    const store = new EventStoreDbEventStore(eventStoreUrl);
    return { store, dispose: () => store.close() };
  });
} else {
  describe.skip('EventStoreDbEventStore contract: skipped because EVENTSTORE_URL is not set', () => {
    it('runs when EVENTSTORE_URL points at an EventStoreDB server (esdb://...)', () => undefined);
  });
}
