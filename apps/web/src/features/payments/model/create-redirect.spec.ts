import { PaymentMessages, type GameDto, type PlanDto } from '@coaching/contracts';
import { addPlanRefusal, createPageRedirect, isAddPlanRefusal, ownedPlans } from './create-redirect';

const plan = (id: number, plan_type: 'normal' | 'add', game_id: number) => ({ id, plan_type, game_id }) as PlanDto;
const games = [
  { id: 1, plans: [plan(1, 'normal', 1), plan(2, 'add', 1)] },
  { id: 2, plans: [plan(3, 'normal', 2), plan(4, 'add', 2), plan(5, 'add', 2)] },
] as GameDto[];

describe('ownedPlans', () => {
  it('completes the member plans from the catalogue, and keeps the id of one it no longer sells', () => {
    const userPlans = [{ plan: { id: 4, name: '追加' } }, { plan: { id: 99, name: '旧プラン' } }];
    expect(ownedPlans(userPlans, games)).toEqual([{ id: 4, plan_type: 'add', game_id: 2 }, { id: 99 }]);
    expect(ownedPlans(userPlans, undefined)).toEqual([{ id: 4 }, { id: 99 }]);
  });
});

describe('addPlanRefusal', () => {
  it('lets any normal plan through, owned or not', () => {
    expect(addPlanRefusal(plan(1, 'normal', 1), [{ id: 1, plan_type: 'normal', game_id: 1 }])).toBeNull();
  });

  it('refuses an add plan the member already owns', () => {
    expect(addPlanRefusal(plan(4, 'add', 2), [{ id: 4 }])).toBe(PaymentMessages.planAlreadyPurchased);
  });

  it('refuses a second add plan of the same game, not of another game', () => {
    expect(addPlanRefusal(plan(5, 'add', 2), [{ id: 4, plan_type: 'add', game_id: 2 }])).toBe(PaymentMessages.sameGameAddPlanPurchased);
    expect(addPlanRefusal(plan(5, 'add', 2), [{ id: 2, plan_type: 'add', game_id: 1 }])).toBeNull();
    expect(addPlanRefusal(plan(5, 'add', 2), [{ id: 3, plan_type: 'normal', game_id: 2 }])).toBeNull();
  });
});

describe('createPageRedirect', () => {
  it('sends a member without complete student information to /payments', () => {
    expect(createPageRedirect({ is_personal_information_completed: false }, plan(1, 'normal', 1), [])).toEqual({ to: '/payments', message: PaymentMessages.personalInformationIncomplete });
  });

  it('sends a refused add plan to /mypage with the message', () => {
    expect(createPageRedirect({ is_personal_information_completed: true }, plan(4, 'add', 2), [{ id: 4 }])).toEqual({ to: '/mypage', message: PaymentMessages.planAlreadyPurchased });
  });

  it('lets the member stay otherwise, also while the plan is loading', () => {
    expect(createPageRedirect({ is_personal_information_completed: true }, plan(4, 'add', 2), [])).toBeNull();
    expect(createPageRedirect({ is_personal_information_completed: true }, null, [{ id: 4 }])).toBeNull();
  });

  it('recognises the refusals the purchase call answers', () => {
    expect(isAddPlanRefusal(PaymentMessages.sameGameAddPlanPurchased)).toBe(true);
    expect(isAddPlanRefusal(PaymentMessages.paymentFailed)).toBe(false);
    expect(isAddPlanRefusal(undefined)).toBe(false);
  });
});
