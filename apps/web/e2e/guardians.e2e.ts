// Browser journey for issue 31 (guardians, slice 1): a guardian signs up for a guardian's own account and verifies it,
// links two children — one invited by the child from their member area, one added by the guardian and accepted by the
// child — sees both children's next lessons (scheduled by support), and once one child ends the link no longer sees
// that child. The guardian never signs in as a child. Slice 3: the guardian's name given at sign-up is what the child
// and the invitation mail show, and a pending invitation says until when it is valid.
import { GuardianMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { animationsDone, button, heading, overflow, severeViolations, textbox, toast } from './support/pages';
import { signedIn, type Member } from './support/payments';
import { findUrl, waitForMail } from './support/sandbox-mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const children = (page: Page) => page.getByTestId('guardian-child');
const link = (page: Page, text: string) => page.getByTestId('guardian-link').filter({ hasText: text });

describe('guardians: a guardian of their own links two children and follows their lessons', () => {
  let browser: Browser;
  let first: Member;
  let second: Member;
  let admin: Page;
  const guardian: Member = { email: `e2e-guardian-${unique()}@example.jp`, password: 'guardian-pass-123' };
  const slots = [tokyoSlot(9), tokyoSlot(10)];

  beforeAll(async () => {
    browser = await launchBrowser();
    // Two students with a running plan and the demo coach; support schedules a lesson for each.
    ({ member: first, admin } = await studentOfTheDemoCoach(browser, 'guardian-child1'));
    ({ member: second } = await studentOfTheDemoCoach(browser, 'guardian-child2'));
    await scheduleLesson(admin, first.email, slots[0].input);
    await scheduleLesson(admin, second.email, slots[1].input);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs a guardian up and verifies the address, then shows the empty guardian area', async () => {
    const { page } = await newPage(browser, 1280);
    await page.goto(`${e2eUrls.app}/regist`);
    await page.getByRole('link', { name: '保護者として登録' }).click();
    await heading(page, '保護者として登録').waitFor();
    await textbox(page, '姓（任意）').fill('保護');
    await textbox(page, '名（任意）').fill('花子');
    await textbox(page, 'メールアドレス').fill(guardian.email);
    await textbox(page, 'パスワード').fill(guardian.password);
    await button(page, '保護者として登録する').click();
    await page.waitForURL((url) => url.pathname === '/regist/sent');

    const prefix = `${e2eUrls.app}/api/email/verify`;
    const verifyUrl = findUrl(await waitForMail(guardian.email, (m) => m.text.includes(prefix)), prefix);
    await page.goto(verifyUrl!);
    // A guardian's account lands in the guardian area, not the member area.
    await page.waitForURL((url) => url.pathname === '/guardian');
    await heading(page, '保護者ページ').waitFor();
    await page.getByText(GuardianMessages.noChildren).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'guardian-empty-1280', { fullPage: true });
    await page.context().close();
  });

  it('links the child who invites the guardian and the child the guardian adds, and shows both next lessons', async () => {
    // The first child invites the guardian from their member area.
    const child = await signedIn(browser, first, 1280, '/guardians');
    await heading(child, '保護者の連携').waitFor();
    await textbox(child, '保護者のメールアドレス').fill(guardian.email);
    await button(child, '招待メールを送る').click();
    await toast(child, GuardianMessages.invited).waitFor();
    // A pending invitation says its last day.
    await link(child, guardian.email).getByText('承認待ち', { exact: true }).waitFor();
    await link(child, guardian.email).getByText(/この招待は .+ まで有効です。/).waitFor();
    const invitation = await waitForMail(guardian.email, (m) => m.subject.includes('保護者の連携のご招待'));
    expect(findUrl(invitation, `${e2eUrls.app}/guardian`)).toBe(`${e2eUrls.app}/guardian`);
    expect(invitation.text).toMatch(/このご案内は\d{4}年\d{1,2}月\d{1,2}日まで有効です。/);

    // The guardian accepts it, and adds the second child by their address.
    const page = await signedIn(browser, guardian, 1280, '/guardian');
    await link(page, first.email).getByRole('button', { name: '承認する' }).click();
    await toast(page, GuardianMessages.accepted).waitFor();
    await children(page).first().waitFor();
    await textbox(page, 'お子さまのメールアドレス').fill(second.email);
    await button(page, '連携を申請する').click();
    await toast(page, GuardianMessages.invited).waitFor();
    expect(await children(page).count()).toBe(1);

    // The second child accepts in their member area: the request names the guardian by the name given at sign-up.
    const other = await signedIn(browser, second, 1280, '/guardians');
    await link(other, `保護 花子（${guardian.email}）`).getByRole('button', { name: '承認する' }).click();
    await toast(other, GuardianMessages.accepted).waitFor();
    await link(other, guardian.email).getByText('連携中', { exact: true }).waitFor();
    await other.context().close();

    // Both children, each with the lesson support scheduled.
    for (const width of [1280, 375]) {
      const mine = width === 1280 ? page : await signedIn(browser, guardian, width, '/guardian');
      await mine.reload();
      await children(mine).nth(1).waitFor();
      expect(await children(mine).count()).toBe(2);
      for (const [i, slot] of slots.entries()) await children(mine).filter({ hasText: slot.history }).filter({ hasText: [first, second][i].email }).waitFor();
      await children(mine).first().getByText('今月の受講').waitFor();
      expect(await overflow(mine)).toBeLessThanOrEqual(0);
      expect(await severeViolations(mine)).toEqual([]);
      await photograph(mine, `guardian-children-${width}`, { fullPage: true });
      if (width !== 1280) await mine.context().close();
    }
    await child.context().close();
    await page.context().close();
  });

  it('stops showing a child once the child ends the link; the history stays on both sides and with support', async () => {
    const child = await signedIn(browser, first, 375, '/guardians');
    await link(child, guardian.email).getByRole('button', { name: '連携を終了する' }).click();
    const dialog = child.getByRole('dialog', { name: '連携を終了しますか？' });
    await dialog.getByRole('button', { name: '終了する' }).click();
    await toast(child, GuardianMessages.ended).waitFor();
    await link(child, guardian.email).getByText('終了', { exact: true }).waitFor();
    await animationsDone(child);
    await photograph(child, 'guardian-member-links-375', { fullPage: true });
    await child.context().close();

    const page = await signedIn(browser, guardian, 1280, '/guardian');
    await children(page).first().waitFor();
    expect(await children(page).count()).toBe(1);
    await children(page).filter({ hasText: slots[1].history }).waitFor();
    expect(await children(page).filter({ hasText: slots[0].history }).count()).toBe(0);
    await link(page, first.email).getByText('終了', { exact: true }).waitFor();
    await page.context().close();

    // Support reads the history on the member 360: who asked, when it was accepted, who ended it.
    await admin.goto(`${e2eUrls.app}/admin/#/members?filter=${encodeURIComponent(JSON.stringify({ q: first.email }))}`);
    await admin.locator('tbody tr').filter({ hasText: first.email }).click();
    const section = admin.getByRole('region', { name: '保護者の連携' });
    await section.locator('tbody').getByText('終了', { exact: true }).waitFor();
    await section.getByText(guardian.email).waitFor();
    await section.getByText(/（受講生）$/).first().waitFor();
    await photograph(admin, 'guardian-admin-member360-1280', { fullPage: true });
  });
});
