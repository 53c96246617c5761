import { eventType } from './event-type';
import { EventSubscriptionsCheck, unknownSubscriptions } from './event-subscriptions-check';
import { ALL_EVENT_TYPES, ProjectionRegistry } from './projection';
import { ReactorRegistry } from '../reactors/reactor';

const Declared = eventType<{ memberId: string }>()('SubscriptionsCheckDeclared');
const projection = (eventTypes: string[]) => ({ name: `read-model-${eventTypes.join('-')}`, eventTypes, apply: async () => undefined, reset: async () => undefined });
const reactor = (name: string, eventTypes: { name: string }[]) => ({ name, eventTypes, react: async () => undefined });

describe('the boot check of event subscriptions', () => {
  it('given subscriptions to declared types and to every event, when the process boots, then it starts', () => {
    const projections = new ProjectionRegistry();
    projections.register(projection(['SubscriptionsCheckDeclared']));
    projections.register(projection([ALL_EVENT_TYPES]));
    const reactors = new ReactorRegistry();
    reactors.register(reactor('greet', [Declared]));
    expect(unknownSubscriptions(projections, reactors)).toEqual([]);
    expect(() => new EventSubscriptionsCheck(projections, reactors).onApplicationBootstrap()).not.toThrow();
  });

  it('given a projection and a reactor naming types no context declares, when the process boots, then it refuses to start, naming both', () => {
    const projections = new ProjectionRegistry();
    projections.register(projection(['SubscriptionsCheckDeclared', 'SubscriptionStartd']));
    const reactors = new ReactorRegistry();
    reactors.register(reactor('mail-on-typo', [{ name: 'LesonScheduled' }]));
    expect(unknownSubscriptions(projections, reactors)).toEqual(['read-model-SubscriptionsCheckDeclared-SubscriptionStartd → SubscriptionStartd', 'mail-on-typo → LesonScheduled']);
    expect(() => new EventSubscriptionsCheck(projections, reactors).onApplicationBootstrap()).toThrow('Subscriptions to event types no context declares: read-model-SubscriptionsCheckDeclared-SubscriptionStartd → SubscriptionStartd, mail-on-typo → LesonScheduled');
  });
});
