/// <reference types="jest" />
import type { Decider, DomainEvent } from '../event-store/event';

/**
 * given/when/then for deciders: given past events, when a command, then these events (or this error).
 *   spec(decider).given([...]).when(cmd).then([...])
 */
export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(error: unknown) {
              expect(run).toThrow(error as never);
            },
          };
        },
      };
    },
  };
}
