import { say } from '@izlazak/contracts';
import type { Decider, DomainEvent } from '#platform/commands/decider';
import { DomainError } from '#platform/commands/domain-errors';

/**
 * Given / when / then for a decider, shared by every decider spec:
 *   spec.given([added]).when(changeTable).then([changed])
 *   spec.given([]).when(changeTable).thenRefuses(404, 'Sto nije pronađen')
 */
export function deciderSpecification<State, Command extends { type: string }, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenNothingHappens() {
              expect(decide()).toEqual([]);
            },
            thenRefuses(statusCode: DomainError['statusCode'], message?: string | RegExp) {
              const refusal = refusalOf(decide);
              expect(refusal).toBeInstanceOf(DomainError);
              expect((refusal as DomainError).statusCode).toBe(statusCode);
              // A message named (a catalog id) is matched as its Serbian wording.
              if (message !== undefined) expect((refusal as DomainError).message).toMatch(typeof message === 'string' ? say(message) : message);
            },
          };
        },
      };
    },
  };
}

function refusalOf(decide: () => unknown): unknown {
  try {
    decide();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the decider to refuse the command, but it decided');
}
