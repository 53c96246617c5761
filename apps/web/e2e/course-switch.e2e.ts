// Browser journey for issue 29 ("a member's week"): courses really switch. The seed's two-course member
// (apps/api/src/database/seed/demo-courses.ts) holds an APEX LEGENDS Standard plan and, bought after it, a VALORANT
// Lite plan, each with its own chart, coach and lesson ahead, and an APEX group. Choosing a course in the sidebar turns
// mypage to that course at once: its plan, chart, next lesson (labelled with its game) and groups; a reload keeps it.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, photograph } from '../../../tools/e2e/browser';
import { overflow, severeViolations, toast } from './support/pages';
import { signedIn, type Member } from './support/payments';

const TWO_COURSES: Member = { email: 'two-courses@ggcoach.example', password: 'two-courses-demo-password' };

const COURSES = {
  valorant: { game: 'VALORANT', plan: 'Lite', coach: '渡辺 結衣', chart: '1DemoTwoCoursesValoChart' },
  apex: { game: 'APEX LEGENDS', plan: 'Standard', coach: '佐藤 海斗', chart: '1DemoTwoCoursesApexChart' },
} as const;
type Course = (typeof COURSES)[keyof typeof COURSES];

const courseList = (page: Page) => page.getByRole('region', { name: '受講コース' }).first();

/** Mypage speaks of `course` only: the plan card, the next lesson (its coach and game label), the chart and the group. */
async function showsCourse(page: Page, course: Course, other: Course): Promise<void> {
  await page.locator('#current-plan-game').filter({ hasText: course.game }).waitFor();
  await page.getByText(course.plan, { exact: true }).first().waitFor();
  const next = page.getByTestId('next-lesson');
  await next.getByTestId('next-lesson-coach').filter({ hasText: course.coach }).waitFor();
  expect(await next.getByTestId('lesson-game').innerText()).toBe(course.game);
  expect(await page.getByTestId('chart-embed').getAttribute('src')).toContain(course.chart);
  expect(await next.getByText(other.coach).count()).toBe(0);
  const groups = page.getByTestId('member-group');
  if (course === COURSES.apex) await groups.filter({ hasText: 'チーム GG レッド' }).waitFor();
  else expect(await groups.count()).toBe(0);
}

async function choose(page: Page, course: Course): Promise<void> {
  await courseList(page).getByRole('button', { name: `選択するコース：${course.game}` }).click();
  await toast(page, `${course.game}を選択しました。`).waitFor();
}

describe('courses really switch: the course chosen in the sidebar is the one mypage shows', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member with two courses switches to the other one and sees its plan, chart, next lesson and group, also after a reload', async () => {
    const page = await signedIn(browser, TWO_COURSES, 1280, '/mypage');
    // The seed selected VALORANT (the plan bought last); a run on a reused database may have left APEX chosen.
    await page.locator('#current-plan-game').waitFor();
    if ((await page.locator('#current-plan-game').innerText()).includes(COURSES.apex.game)) await choose(page, COURSES.valorant);
    await showsCourse(page, COURSES.valorant, COURSES.apex);
    expect(await courseList(page).locator('[aria-current="true"]').innerText()).toContain(COURSES.valorant.game);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'course-switch-before-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await showsCourse(page, COURSES.valorant, COURSES.apex);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'course-switch-before-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Choosing APEX: without a reload, the page turns to APEX's plan, chart, next lesson and group.
    await choose(page, COURSES.apex);
    await showsCourse(page, COURSES.apex, COURSES.valorant);
    expect(await courseList(page).locator('[aria-current="true"]').innerText()).toContain(COURSES.apex.game);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'course-switch-after-1280', { fullPage: true });

    // The server remembers it: a reload shows APEX too, and the sidebar agrees.
    await page.reload();
    await showsCourse(page, COURSES.apex, COURSES.valorant);
    expect(await courseList(page).locator('[aria-current="true"]').innerText()).toContain(COURSES.apex.game);
    await page.setViewportSize({ width: 375, height: 812 });
    await showsCourse(page, COURSES.apex, COURSES.valorant);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'course-switch-after-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // /histories lists both courses' lessons, each labelled with its game.
    await page.goto(new URL('/histories', page.url()).toString());
    const upcoming = page.getByTestId('lessons-upcoming').getByTestId('lesson-history-item');
    await upcoming.first().waitFor();
    const labels = await upcoming.getByTestId('lesson-game').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining([COURSES.apex.game, COURSES.valorant.game]));

    // And back: VALORANT again, at once.
    await page.goto(new URL('/mypage', page.url()).toString());
    await choose(page, COURSES.valorant);
    await showsCourse(page, COURSES.valorant, COURSES.apex);
    await page.close();
  });
});
