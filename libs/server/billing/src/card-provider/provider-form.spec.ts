import { encodeForm, parseForm, splitList, zipLists } from './provider-form';

describe('the card provider wire format', () => {
  it('encodes a request as a form, leaving out absent parameters', () => {
    expect(encodeForm({ ShopID: 'tshop00000001', Amount: 36300, Tax: 0, CardSeq: undefined, HolderName: 'TARO YAMADA' })).toBe(
      'ShopID=tshop00000001&Amount=36300&Tax=0&HolderName=TARO+YAMADA',
    );
  });

  it('parses a bare answer, keeping `|` lists and empty values', () => {
    expect(parseForm('AccessID=a1b2&AccessPass=c3d4\n')).toEqual({ AccessID: 'a1b2', AccessPass: 'c3d4' });
    expect(parseForm('ErrCode=E01|E01&ErrInfo=E01040010|E01050004')).toEqual({ ErrCode: 'E01|E01', ErrInfo: 'E01040010|E01050004' });
    expect(parseForm('CardName=&Forward=2a99662')).toEqual({ CardName: '', Forward: '2a99662' });
  });

  it('tolerates percent-encoded answers and keeps what does not decode', () => {
    expect(parseForm('HolderName=TARO%20YAMADA&CardNo=*************111&Bad=%E3%81')).toEqual({ HolderName: 'TARO YAMADA', CardNo: '*************111', Bad: '%E3%81' });
  });

  it('splits lists; an empty value is no entry', () => {
    expect(splitList('0|1|2')).toEqual(['0', '1', '2']);
    expect(splitList('')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
  });

  it('zips parallel lists into rows, one per key', () => {
    const answer = parseForm('CardSeq=0|1&DefaultFlag=0|1&CardName=|&CardNo=*1111|*4242&Expire=2812|2901&HolderName=A B|C D&DeleteFlag=1|0');
    expect(zipLists(answer, 'CardSeq', ['CardSeq', 'DefaultFlag', 'CardName', 'CardNo', 'Expire', 'HolderName', 'DeleteFlag'])).toEqual([
      { CardSeq: '0', DefaultFlag: '0', CardName: '', CardNo: '*1111', Expire: '2812', HolderName: 'A B', DeleteFlag: '1' },
      { CardSeq: '1', DefaultFlag: '1', CardName: '', CardNo: '*4242', Expire: '2901', HolderName: 'C D', DeleteFlag: '0' },
    ]);
    expect(zipLists(parseForm('CardSeq=0|1&DeleteFlag=0'), 'CardSeq', ['CardSeq', 'DeleteFlag'])).toEqual([
      { CardSeq: '0', DeleteFlag: '0' },
      { CardSeq: '1', DeleteFlag: '' },
    ]);
  });
});
