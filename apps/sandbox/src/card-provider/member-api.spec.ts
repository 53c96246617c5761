import { MAX_CARDS_PER_MEMBER } from './card-config';
import { TEST_CARDS } from './test-cards';
import { errorsOf, fieldsOf, providerAt } from './testing/provider-at';
import { cardBrand } from './member-api';

/** A provider with member user-1 already saved. */
function withMember() {
  const provider = providerAt();
  fieldsOf(provider.members.saveMember({ ...provider.site, MemberID: 'user-1', MemberName: '山田 太郎' }));
  const saveCard = (extra: Record<string, string> = {}, cardno: string = TEST_CARDS.approve) =>
    provider.members.saveCard({ ...provider.site, MemberID: 'user-1', SeqMode: '0', Token: provider.token(cardno), ...extra });
  const searchCard = (extra: Record<string, string> = {}) => provider.members.searchCard({ ...provider.site, MemberID: 'user-1', SeqMode: '0', ...extra });
  return { ...provider, saveCard, searchCard };
}

describe('MemberApi', () => {
  describe('SaveMember and SearchMember', () => {
    it('saves a member once and finds it again', () => {
      const { members, site } = providerAt();
      expect(fieldsOf(members.saveMember({ ...site, MemberID: 'user-1', MemberName: '山田 太郎' }))).toEqual({ MemberID: 'user-1' });
      expect(errorsOf(members.saveMember({ ...site, MemberID: 'user-1' }))).toEqual(['E01390010']);
      expect(fieldsOf(members.searchMember({ ...site, MemberID: 'user-1' }))).toEqual({ MemberID: 'user-1', MemberName: '山田 太郎', DeleteFlag: '0' });
      expect(errorsOf(members.searchMember({ ...site, MemberID: 'user-2' }))).toEqual(['E01390002']);
    });

    it('checks the site and the MemberID format', () => {
      const { members, site } = providerAt();
      expect(errorsOf(members.saveMember({}))).toEqual(['E01190001', 'E01200001', 'E01220001']);
      expect(errorsOf(members.saveMember({ ...site, MemberID: 'a'.repeat(61) }))).toEqual(['E01220005']);
      expect(errorsOf(members.saveMember({ ...site, MemberID: 'user 1' }))).toEqual(['E01220008']);
      expect(errorsOf(members.saveMember({ ...site, MemberID: 'user-1', MemberName: 'あ'.repeat(86) }))).toEqual(['E01430012']);
      expect(errorsOf(members.saveMember({ ...site, SitePass: 'wrong', MemberID: 'user-1' }))).toEqual(['E01210002']);
      expect(fieldsOf(members.saveMember({ ...site, MemberID: 'a.b-c_d@example.jp' }))).toEqual({ MemberID: 'a.b-c_d@example.jp' });
    });
  });

  describe('SaveCard', () => {
    it('saves the card behind a token, masked in the answer', () => {
      const { saveCard, store } = withMember();
      expect(fieldsOf(saveCard({ DefaultFlag: '1' }))).toEqual({ CardSeq: '0', CardNo: '************1111', Forward: '2a99662', Brand: 'VISA' });
      expect(store.getMember('user-1')?.cards[0]).toMatchObject({ seq: 0, isDefault: true, card: { cardNo: TEST_CARDS.approve, expire: '3012', holderName: 'TARO YAMADA' } });
    });

    it('makes a card saved with DefaultFlag=1 the only default', () => {
      const { saveCard, searchCard } = withMember();
      fieldsOf(saveCard({ DefaultFlag: '1' }));
      fieldsOf(saveCard({ DefaultFlag: '0' }, TEST_CARDS.decline));
      expect(fieldsOf(searchCard())).toMatchObject({ CardSeq: '0|1', DefaultFlag: '1|0' });
      fieldsOf(saveCard({ DefaultFlag: '1' }, '5555555555554444'));
      expect(fieldsOf(searchCard())).toMatchObject({ CardSeq: '0|1|2', DefaultFlag: '0|0|1', CardNo: '************1111|************0002|************4444' });
    });

    it('replaces the card at CardSeq when one is given', () => {
      const { saveCard, searchCard } = withMember();
      fieldsOf(saveCard({ DefaultFlag: '1', CardName: 'メイン' }));
      expect(fieldsOf(saveCard({ CardSeq: '0' }, '5555555555554444'))).toMatchObject({ CardSeq: '0', CardNo: '************4444' });
      expect(fieldsOf(searchCard())).toMatchObject({ CardSeq: '0', DefaultFlag: '1', CardName: 'メイン', CardNo: '************4444' });
      expect(errorsOf(saveCard({ CardSeq: '5' }))).toEqual(['E01240002']);
    });

    it(`keeps at most ${MAX_CARDS_PER_MEMBER} cards, without using up the refused token`, () => {
      const { saveCard, members, site, token, store } = withMember();
      for (let i = 0; i < MAX_CARDS_PER_MEMBER; i++) fieldsOf(saveCard());
      const spare = token();
      expect(errorsOf(members.saveCard({ ...site, MemberID: 'user-1', Token: spare }))).toEqual(['E01230009']);
      expect(store.listTokens().find((issued) => issued.token === spare)?.usedAt).toBeNull();
    });

    it('takes tokens only, each once, and only for known members', () => {
      const { members, site, token, saveCard } = withMember();
      const once = token();
      fieldsOf(members.saveCard({ ...site, MemberID: 'user-1', Token: once }));
      expect(errorsOf(members.saveCard({ ...site, MemberID: 'user-1', Token: once }))).toEqual(['E61010002']);
      expect(errorsOf(members.saveCard({ ...site, MemberID: 'user-1', CardNo: TEST_CARDS.approve, Expire: '3012' }))).toEqual(['E61040001']);
      expect(errorsOf(members.saveCard({ ...site, MemberID: 'user-1' }))).toEqual(['E01170001']);
      expect(errorsOf(members.saveCard({ ...site, MemberID: 'user-2', Token: token() }))).toEqual(['E01390002']);
      expect(errorsOf(saveCard({ SeqMode: '2' }))).toEqual(['E01470008']);
    });
  });

  describe('the brand GMO answers (Brand)', () => {
    it('names the five brands by their leading digits, and none for another', () => {
      expect(['4111111111111111', '5555555555554444', '2221000000000009', '3530111333300000', '378282246310005', '30569309025904', '6011111111111117'].map(cardBrand)).toEqual([
        'VISA',
        'MASTER',
        'MASTER',
        'JCB',
        'AMEX',
        'DINERS',
        '',
      ]);
    });
  });

  describe('SearchCard and DeleteCard', () => {
    it('lists every field joined by |', () => {
      const { saveCard, searchCard } = withMember();
      fieldsOf(saveCard({ DefaultFlag: '1', CardName: 'メイン' }));
      fieldsOf(saveCard({}, TEST_CARDS.decline));
      expect(fieldsOf(searchCard())).toEqual({
        CardSeq: '0|1',
        DefaultFlag: '1|0',
        CardName: 'メイン|',
        CardNo: '************1111|************0002',
        Expire: '3012|3012',
        HolderName: 'TARO YAMADA|TARO YAMADA',
        DeleteFlag: '0|0',
        Brand: 'VISA|VISA',
      });
      expect(fieldsOf(searchCard({ CardSeq: '1' }))).toMatchObject({ CardSeq: '1', CardNo: '************0002' });
    });

    it('deletes a card: gone in logical mode, flagged in physical mode, its CardSeq not reused', () => {
      const { saveCard, searchCard, members, site } = withMember();
      fieldsOf(saveCard({ DefaultFlag: '1' }));
      fieldsOf(saveCard({}, TEST_CARDS.decline));
      expect(fieldsOf(members.deleteCard({ ...site, MemberID: 'user-1', SeqMode: '0', CardSeq: '0' }))).toEqual({ CardSeq: '0' });
      expect(fieldsOf(searchCard())).toMatchObject({ CardSeq: '1', DefaultFlag: '0' });
      expect(fieldsOf(searchCard({ SeqMode: '1' }))).toMatchObject({ CardSeq: '0|1', DeleteFlag: '1|0', DefaultFlag: '0|0' });
      expect(fieldsOf(saveCard())).toMatchObject({ CardSeq: '2' });
      expect(errorsOf(members.deleteCard({ ...site, MemberID: 'user-1', CardSeq: '0' }))).toEqual(['E01240002']);
      expect(errorsOf(members.deleteCard({ ...site, MemberID: 'user-1' }))).toEqual(['E01230001']);
    });

    it('answers E01240002 when the member has no cards', () => {
      const { searchCard } = withMember();
      expect(errorsOf(searchCard())).toEqual(['E01240002']);
    });
  });
});
