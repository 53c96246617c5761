// Browser journey for issue 29 ("a member's week"): the coach, known. Support writes the demo coach's profile and
// uploads their photo in the back office; the demo member (seed: apps/api/src/database/seed/demo-lessons.ts, whose
// plan support assigned to 伊藤 蓮) then sees the coach's card on mypage: photo, name, game and the profile as
// plain text with its line breaks (markup typed into it stays text).
import { COACH_PROFILE_MAX_LENGTH, CoachProfileMessages } from '@coaching/contracts';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, launchBrowser, photograph, searchBackOfficeList } from '../../../tools/e2e/browser';
import { overflow, severeViolations } from './support/pages';
import { signedIn, type Member } from './support/payments';

const DEMO_MEMBER: Member = { email: 'member@ggcoach.example', password: 'member-demo-password' };
const SUPPORT = { email: 'support@ggcoach.example', password: 'support-demo-password' };
const COACH_NAME = '伊藤 蓮';
const PROFILE = 'イモータル到達。デュエリスト・イニシエーターを中心に指導します。\n定点とラウンド設計を、一緒に言語化していきましょう。<script>alert(1)</script>';

/** A photo as a coach might send it: a JPEG larger than what is kept (the server crops it to a 512 px WebP). */
const photo = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 52, g: 81, b: 209 } } })
    .composite([{ input: Buffer.from('<svg width="900" height="700"><circle cx="450" cy="300" r="170" fill="#f4c7a1"/><rect x="230" y="470" width="440" height="260" rx="200" fill="#1d2340"/></svg>') }])
    .jpeg()
    .toBuffer();

/** The profile form of the coach's record, opened from the list. */
async function openCoach(page: Page): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/coaches'));
  await searchBackOfficeList(page, COACH_NAME);
  await page.locator('tbody tr').filter({ hasText: COACH_NAME }).click();
  await page.waitForURL(/#\/coaches\/[0-9a-f-]{36}$/);
  await page.getByLabel('プロフィール', { exact: true }).waitFor();
}

describe('the coach, known: support writes the coach profile, the member sees the coach card on mypage', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('support saves the profile and photo (too long is refused in Japanese), and the demo member reads the card', async () => {
    const admin = await backOfficePage(browser, SUPPORT, 1280, 30_000);
    await openCoach(admin);
    // The coach's game is shown on their record.
    expect(await admin.getByLabel('指導ゲーム').inputValue()).toBe('VALORANT');
    // A file that is not an image is refused before upload; a photo is saved at once and shown.
    await admin.getByTestId('coach-photo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await admin.getByRole('alert').filter({ hasText: CoachProfileMessages.photoNotImage }).waitFor();
    await admin.getByTestId('coach-photo-file').setInputFiles({ name: 'coach.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await admin.getByText('コーチの写真を保存しました').waitFor();
    const adminPhoto = admin.getByRole('img', { name: `${COACH_NAME}コーチの写真` });
    await adminPhoto.waitFor();
    await admin.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 512, await adminPhoto.elementHandle());

    const profile = admin.getByLabel('プロフィール', { exact: true });
    await profile.fill('あ'.repeat(COACH_PROFILE_MAX_LENGTH + 1));
    await admin.getByRole('button', { name: '保存' }).click();
    await admin.getByText(CoachProfileMessages.profileTooLong).waitFor();
    await profile.fill(PROFILE);
    await admin.getByRole('button', { name: '保存' }).click();
    await admin.getByText('更新しました').first().waitFor();
    // Saved: the record opened again shows the profile as written and the photo.
    await openCoach(admin);
    expect(await admin.getByLabel('プロフィール', { exact: true }).inputValue()).toBe(PROFILE);
    await admin.getByRole('img', { name: `${COACH_NAME}コーチの写真` }).waitFor();
    // axe on the edit form (the back office's app bar has a finding of its own, its red "GG" on navy, not this slice's).
    expect(await severeViolations(admin, 'form')).toEqual([]);
    await photograph(admin, 'coach-profile-admin-1280', { fullPage: true });
    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.getByLabel('プロフィール', { exact: true }).scrollIntoViewIfNeeded();
    expect(await overflow(admin)).toBeLessThanOrEqual(0);
    await photograph(admin, 'coach-profile-admin-375', { fullPage: true });
    await admin.context().close();

    for (const width of [1280, 375]) {
      const page = await signedIn(browser, DEMO_MEMBER, width);
      const card = page.getByTestId('coach-card');
      await card.getByTestId('coach-name').filter({ hasText: COACH_NAME }).waitFor();
      expect(await card.getByRole('heading', { name: '担当コーチ' }).count()).toBe(1);
      expect(await card.getByRole('list', { name: '指導するゲーム' }).innerText()).toBe('VALORANT');
      // Plain text: the two lines as written, the markup as characters, no element made of it.
      expect(await card.getByTestId('coach-profile').innerText()).toBe(PROFILE);
      expect(await card.locator('script').count()).toBe(0);
      const img = card.getByRole('img', { name: `${COACH_NAME}コーチの写真` });
      await img.waitFor();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
      expect(await severeViolations(page)).toEqual([]);
      expect(await severeViolations(page, '[data-testid="coach-card"]')).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await photograph(card, `coach-card-mypage-${width}`);
      await photograph(page, `coach-card-mypage-page-${width}`, { fullPage: true });
      await page.context().close();
    }
  });
});
