import type { PlanDto } from '@coaching/contracts';
import { destinationAfterInformation, selectionFromState, termsHref } from './information-flow';

const plan = { id: 9, lesson_type: 'online' } as PlanDto;
const state = { plan, game: { id: 2, name: 'VALORANT' }, method: 'bulk', period: 3 };

describe('selectionFromState', () => {
  it('reads the selection /payments put in history state', () => {
    expect(selectionFromState(state)).toEqual({ plan, game: { id: 2, name: 'VALORANT' }, method: 'bulk', period: 3 });
  });

  it.each([
    ['nothing', null],
    ['another page state', { email: 'a@example.jp' }],
    ['an unknown method', { ...state, method: 'cash' }],
    ['a period out of range', { ...state, period: 7 }],
    ['a fractional period', { ...state, period: 1.5 }],
    ['a plan without id', { ...state, plan: { name: 'x' } }],
  ])('answers null for %s', (_label, value) => {
    expect(selectionFromState(value)).toBeNull();
  });
});

describe('destinationAfterInformation', () => {
  it('continues to the confirmation, or back to /payments without a selection', () => {
    expect(destinationAfterInformation({ plan, game: { id: 2, name: 'VALORANT' }, method: 'split', period: 2 })).toBe('/payments/create?plan_id=9&method=split&period=2');
    expect(destinationAfterInformation(null)).toBe('/payments');
  });
});

describe('termsHref', () => {
  it('links the camp terms for offline lessons only', () => {
    expect(termsHref({ lesson_type: 'offline' })).toBe('/fortnite-camp/rule');
    expect(termsHref({ lesson_type: 'online' })).toBe('/rule');
    expect(termsHref(null)).toBe('/rule');
  });
});
