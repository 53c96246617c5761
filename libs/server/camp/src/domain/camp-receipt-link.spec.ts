import { campReceiptSignature, isCampReceiptSignature, signedCampReceiptHref } from './camp-receipt-link';

describe('a camp receipt link', () => {
  const secret = 'a-secret-of-at-least-16-characters';
  const id = '0b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b';

  it('given the link the mail carries, when it is checked, then it opens that application only', () => {
    const sig = campReceiptSignature(secret, id);
    expect(isCampReceiptSignature(secret, id, sig)).toBe(true);
    expect(isCampReceiptSignature(secret, '1b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b', sig)).toBe(false);
    expect(signedCampReceiptHref(secret, id)).toBe(`/fortnite-camp/receipt?application=${id}&sig=${sig}`);
  });

  it('given a forged, missing or other-secret signature, when it is checked, then it is refused', () => {
    expect(isCampReceiptSignature(secret, id, 'forged')).toBe(false);
    expect(isCampReceiptSignature(secret, id, undefined)).toBe(false);
    expect(isCampReceiptSignature(secret, id, ['x'])).toBe(false);
    expect(isCampReceiptSignature('another-secret-of-16-chars', id, campReceiptSignature(secret, id))).toBe(false);
  });
});
