import { DEFAULT_CARD_CONFIG, type CardProviderConfig } from '../card-config';
import { CardStore } from '../card-store';
import type { GmoAnswer } from '../gmo-form';
import { MemberApi } from '../member-api';
import { TEST_CARDS } from '../test-cards';
import { tokenize } from '../token-service';
import { TradeApi } from '../trade-api';

/** The provider on a clock the test moves by hand, with shortcuts for the calls every test makes. */
export function providerAt(start = Date.parse('2026-11-22T01:00:00Z'), config: CardProviderConfig = DEFAULT_CARD_CONFIG) {
  const clock = { now: start };
  const store = new CardStore(() => clock.now);
  const trades = new TradeApi(store, config);
  const members = new MemberApi(store, config);
  const shop = { ShopID: config.shopId, ShopPass: config.shopPass };
  const site = { SiteID: config.siteId, SitePass: config.sitePass };

  /** One fresh token for a card number (the approving test card by default). */
  const token = (cardno: string = TEST_CARDS.approve, expire = '3012') => {
    const result = tokenize(store, { cardno, expire, securitycode: '123', holdername: 'TARO YAMADA', tokennumber: '' });
    if (!result.tokenObject) throw new Error(`no token: ${result.resultCode}`);
    return result.tokenObject.token[0];
  };

  /** EntryTran that must succeed: its AccessID and AccessPass. */
  const entry = (orderId: string, jobCd = 'AUTH', amount = '1000', tax = '100') => {
    const { AccessID, AccessPass } = fieldsOf(trades.entryTran({ ...shop, OrderID: orderId, JobCd: jobCd, Amount: amount, Tax: tax }));
    return { AccessID, AccessPass };
  };

  return { clock, store, trades, members, shop, site, token, entry, config };
}

/** The fields of an answer that must have succeeded. */
export function fieldsOf(answer: GmoAnswer): Record<string, string> {
  if (!answer.ok) throw new Error(`refused: ${answer.errors.join('|')}`);
  return Object.fromEntries(answer.fields);
}

/** The ErrInfo codes of an answer that must have failed. */
export function errorsOf(answer: GmoAnswer): string[] {
  if (answer.ok) throw new Error(`accepted: ${JSON.stringify(answer.fields)}`);
  return [...answer.errors];
}
