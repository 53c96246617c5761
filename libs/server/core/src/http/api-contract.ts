import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/** What a route takes and answers, in the contracts' own schemas: the OpenAPI document is generated from it (ADR 0045). */
export interface ApiContractSpec {
  /** One line for the reference, in the reader's words. */
  summary?: string;
  /** The JSON body the handler parses (`parseWith`), when it takes one. */
  body?: z.ZodType;
  /** `multipart/form-data` instead of JSON (a photo upload). */
  multipart?: boolean;
  /** The query string the handler parses. */
  query?: z.ZodType;
  /** The successful answer's body. */
  answer?: z.ZodType;
  /** Other success statuses with the same answer (a purchase repeated with its idempotency key answers 200, not 202). */
  alsoStatuses?: number[];
  /** Another content type than JSON for the answer (a CSV, an event stream, an HTML page, a calendar, a WebP photo, a redirect). */
  answerType?: 'text/csv' | 'text/event-stream' | 'text/html' | 'text/plain' | 'text/calendar' | 'application/xml' | 'image/webp' | 'redirect' | 'none';
}

export const API_CONTRACT = 'coaching:api-contract';

/**
 * Declares a route's request and answer schemas beside the handler. The handler still parses with `parseWith`
 * (the declaration documents, it does not validate); the api's tests validate live answers against the document.
 */
export const ApiContract = (spec: ApiContractSpec) => SetMetadata(API_CONTRACT, spec);
