// Browser journeys for /payments/card (spec §2, §4, §9: up to 5 saved cards, new cards become the default),
// against the running stack and the sandbox card provider.
import { CardMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, photograph } from '../../../tools/e2e/browser';
import { button, heading, overflow } from './support/pages';
import { fillCard, registerMember, signedIn, type Member } from './support/payments';

let browser: Browser;
let member: Member;

/** Five numbers the sandbox tokenises and saves (any well-formed number other than its special test cards). */
const CARDS = ['4111111111111111', '5555555555554444', '3530111333300000', '4242424242424242', '378282246310005'];
const BRANDS = ['Visa', 'Mastercard', 'JCB', 'Visa', 'American Express'];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(browser, 'pay-cards');
});

afterAll(async () => {
  await browser?.close();
});

const cardList = (page: Page) => page.getByRole('list', { name: '登録済みのカード' });
/** The server words its own success messages; what matters is that the toast is a success. */
const successToast = (page: Page) => page.locator('.MuiSnackbar-root .MuiAlert-colorSuccess');
/** How a saved card is listed: the provider masks all but the last four digits (`************1111`). */
const shownAs = (number: string) => `•••• ${number.slice(-4)}`;

describe('saved cards', () => {
  it('checks the card form in the browser: digits only, then the schema messages', async () => {
    const page = await signedIn(browser, member, 1280, '/payments/card');
    await heading(page, '登録カードの管理').waitFor();
    await page.getByText('登録済みのカードはありません。').waitFor();
    const form = page.getByRole('form', { name: 'カード情報' });
    const number = form.getByRole('textbox', { name: 'カード番号', exact: true });
    await number.fill('4111-1111 abc');
    // Spec §5: non-digits are stripped as typed; the digits show in groups of four (issue 32), with the brand.
    await expect(number.inputValue()).resolves.toBe('4111 1111');
    await form.getByTestId('card-brand').filter({ hasText: 'Visa' }).waitFor();
    // A number pasted with spaces and hyphens (19 characters) keeps all 16 digits: stripped first, then limited.
    await number.fill('');
    await number.focus();
    await page.keyboard.insertText('4111 1111-1111 1111');
    await expect(number.inputValue()).resolves.toBe('4111 1111 1111 1111');
    await page.keyboard.insertText('99');
    await expect(number.inputValue()).resolves.toBe('4111 1111 1111 1111');
    // American Express reads 4-6-5; Mastercard, JCB and Diners Club are named as their first digits are typed.
    for (const [typed, shown, brand] of [
      ['378282246310005', '3782 822463 10005', 'American Express'],
      ['5555555555554444', '5555 5555 5555 4444', 'Mastercard'],
      ['3530111333300000', '3530 1113 3330 0000', 'JCB'],
      ['30569309025904', '3056 930902 5904', 'Diners Club'],
    ]) {
      await number.fill(typed);
      await expect(number.inputValue()).resolves.toBe(shown);
      await form.getByTestId('card-brand').filter({ hasText: brand }).waitFor();
    }
    await photograph(page, 'payments-card-brand-1280', { fullPage: true });
    await number.fill('4111-1111 abc');
    await button(page, 'カードを登録する').click();
    await form.getByText('カード番号を正しく入力してください。').waitFor();
    await form.getByText('カード名義を入力してください。').waitFor();
    await form.getByText('有効期限を入力してください。').waitFor();
    // A month above 12 is refused with the spec's words.
    await form.getByRole('textbox', { name: '月', exact: true }).fill('13');
    await form.getByRole('textbox', { name: '年', exact: true }).fill('40');
    await button(page, 'カードを登録する').click();
    await form.getByText('有効期限を正しく入力してください。').waitFor();
    await page.context().close();
  });

  it('registers cards up to five; the newest is the default; at five the form gives way to the warning', async () => {
    const page = await signedIn(browser, member, 1280, '/payments/card');
    await heading(page, '登録カードの管理').waitFor();

    for (const [index, number] of CARDS.entries()) {
      await fillCard(page, number, 'HANAKO SATO');
      await button(page, 'カードを登録する').click();
      await successToast(page).waitFor();
      const item = cardList(page).getByRole('listitem').filter({ hasText: shownAs(number) });
      await item.waitFor();
      // Spec §9: a new card becomes the default.
      await item.getByText('デフォルト', { exact: true }).waitFor();
      // The brand the provider returns for the saved card (its Brand), in the member's words.
      await expect(item.getByTestId('saved-card-brand').innerText()).resolves.toBe(BRANDS[index]);
      await expect(cardList(page).getByRole('listitem').count()).resolves.toBe(index + 1);
      // The fields are emptied for the next card; the number never stays on screen.
      if (index < CARDS.length - 1) await expect(page.getByRole('textbox', { name: 'カード番号', exact: true }).inputValue()).resolves.toBe('');
    }

    await page.getByText(CardMessages.limitReached, { exact: false }).waitFor();
    expect(await page.getByRole('form', { name: 'カード情報' }).count()).toBe(0);
    await photograph(page, 'payments-card-1280', { fullPage: true });

    // Another card becomes the default.
    const first = cardList(page).getByRole('listitem').filter({ hasText: shownAs(CARDS[0]) });
    await first.getByRole('button', { name: 'デフォルトに設定' }).click();
    await successToast(page).waitFor();
    await first.getByText('デフォルト', { exact: true }).waitFor();
    await expect(cardList(page).getByText('デフォルト', { exact: true }).count()).resolves.toBe(1);

    // Deleting asks first; cancelling keeps the card.
    const last = cardList(page).getByRole('listitem').filter({ hasText: shownAs(CARDS[4]) });
    await last.getByRole('button', { name: '削除' }).click();
    const confirm = page.getByRole('dialog', { name: 'カードを削除しますか？' });
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(cardList(page).getByRole('listitem').count()).resolves.toBe(5);

    await last.getByRole('button', { name: '削除' }).click();
    await confirm.getByRole('button', { name: '削除する' }).click();
    await successToast(page).waitFor();
    // While the dialog is open (and closing) the page behind it is hidden from the accessibility tree.
    await confirm.waitFor({ state: 'hidden' });
    await last.waitFor({ state: 'detached' });
    await expect(cardList(page).getByRole('listitem').count()).resolves.toBe(4);
    // Below the limit the form is back.
    await page.getByRole('form', { name: 'カード情報' }).waitFor();
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await signedIn(browser, member, 375, '/payments/card');
    await cardList(page).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'payments-card-375', { fullPage: true });
    await page.context().close();
  });
});
