import { currentCoursePlan, type RunningPlan } from './current-course-plan';

const APEX = 1;
const VALORANT = 2;
const plan = (id: string, gameId: number, planType: 'normal' | 'add' = 'normal'): RunningPlan<string> => ({ subscription: id, gameId, planType });

describe("mypage's current plan (issue 34: an add plan never becomes the course)", () => {
  it('given a base plan and an add plan bought after it for the same game, when mypage is read, then the base plan is the current plan', () => {
    // Newest first: the add plan was bought last.
    expect(currentCoursePlan([plan('add', APEX, 'add'), plan('lite', APEX)], APEX)?.subscription).toBe('lite');
  });

  it('given plans in two courses, when the member selected one, then its own plan is current, not an add plan of it nor the other course', () => {
    const running = [plan('valorant-add', VALORANT, 'add'), plan('apex-standard', APEX), plan('valorant-lite', VALORANT)];
    expect(currentCoursePlan(running, VALORANT)?.subscription).toBe('valorant-lite');
    expect(currentCoursePlan(running, APEX)?.subscription).toBe('apex-standard');
  });

  it('given no course selected, when mypage is read, then the latest base plan is current, never an add plan', () => {
    expect(currentCoursePlan([plan('add', VALORANT, 'add'), plan('newer', APEX), plan('older', VALORANT)], undefined)?.subscription).toBe('newer');
  });

  it('given only an add plan, when mypage is read, then it is shown (there is nothing else to show)', () => {
    expect(currentCoursePlan([plan('add', APEX, 'add')], APEX)?.subscription).toBe('add');
  });

  it('given no running plan, then there is no current plan', () => {
    expect(currentCoursePlan([], APEX)).toBeNull();
  });
});
