import { campReceiptSignature } from './camp-receipt-link';
import { campCancelSignature, isCampCancelSignature, signedCampCancelHref } from './camp-cancel-link';

describe("the parent's cancel link of an unpaid camp application (issue 34)", () => {
  const secret = 'a-secret-of-at-least-16-characters';
  const id = '0b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b';

  it('given the link the transfer guide mail carries, when it is checked, then it opens that application only', () => {
    const sig = campCancelSignature(secret, id);
    expect(isCampCancelSignature(secret, id, sig)).toBe(true);
    expect(isCampCancelSignature(secret, '1b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b', sig)).toBe(false);
    expect(signedCampCancelHref(secret, id)).toBe(`/fortnite-camp/cancel?application=${id}&sig=${sig}`);
  });

  it("given the receipt's signature of the same application, a forged or a missing one, when it is checked, then it is refused", () => {
    expect(isCampCancelSignature(secret, id, campReceiptSignature(secret, id))).toBe(false);
    expect(isCampCancelSignature(secret, id, 'forged')).toBe(false);
    expect(isCampCancelSignature(secret, id, undefined)).toBe(false);
  });
});
