import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import type { PostalAddress } from '../domain/postal-code';

/** zipcloud could not be asked or did not answer its protocol. */
export class PostalCodeUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PostalCodeUnavailable';
  }
}

/** zipcloud refused the code (status 400): it is not a postal code it can look up. */
export class PostalCodeRejected extends Error {}

interface ZipcloudAnswer {
  status?: number;
  message?: string | null;
  results?: { zipcode?: string; address1?: string; address2?: string; address3?: string }[] | null;
}

const TIMEOUT_MS = 5000;

/**
 * The public postal-code lookup (PROTOCOLS.md, zipcloud): `GET <POSTAL_CODE_API_URL>?zipcode=1000005`.
 * The sandbox's stand-in locally, zipcloud in production.
 */
@Injectable()
export class PostalCodeLookup {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The addresses of a 7-digit code; none when nothing matches. */
  async addressesOf(zipcode: string): Promise<PostalAddress[]> {
    const url = new URL(this.config.POSTAL_CODE_API_URL);
    url.searchParams.set('zipcode', zipcode);
    let answer: ZipcloudAnswer;
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new PostalCodeUnavailable(`HTTP ${response.status}`);
      answer = (await response.json()) as ZipcloudAnswer;
    } catch (error) {
      if (error instanceof PostalCodeUnavailable) throw error;
      // fetch rejects with DOMExceptions and TypeErrors of its own realm: read them by name, not class.
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      throw new PostalCodeUnavailable(name === 'TimeoutError' ? 'timeout' : (message ?? String(error)));
    }
    // zipcloud answers HTTP 200 and carries its own status in the body.
    if (answer?.status === 400) throw new PostalCodeRejected(answer.message ?? 'rejected');
    if (answer?.status !== 200) throw new PostalCodeUnavailable(`status ${answer?.status}`);
    return (answer.results ?? []).map((row) => {
      const [prefecture, city, town] = [row.address1 ?? '', row.address2 ?? '', row.address3 ?? ''];
      return { zipcode: row.zipcode ?? zipcode, prefecture, city, town, address: `${prefecture}${city}${town}` };
    });
  }
}
