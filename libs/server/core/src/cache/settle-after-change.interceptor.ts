import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { CacheInvalidations } from './cache-invalidations';

/**
 * After a signed-in member's or operator's request that may have changed data (any method but GET and HEAD, or one
 * of the given changing GETs), the answer waits until this copy's read caches have heard every change committed so
 * far (`CacheInvalidations.settle`, one round-trip): their next request here then reads what they just changed, not a
 * cached copy of before. A visitor's request (a contact form) has nothing of theirs cached, and does not wait; sign-up
 * and sign-in settle themselves before they answer. Changes made by the worker reach the caches by the same
 * notifications, as soon as they commit.
 */
export function settleAfterChange(invalidations: CacheInvalidations, changingGetPaths: readonly RegExp[]): NestInterceptor {
  @Injectable()
  class SettleAfterChange implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      if (context.getType() !== 'http') return next.handle();
      const req = context.switchToHttp().getRequest<Request>();
      if (!req.session?.userId && !req.session?.operator) return next.handle();
      const changing = (req.method !== 'GET' && req.method !== 'HEAD') || changingGetPaths.some((path) => path.test(req.path));
      if (!changing) return next.handle();
      return next.handle().pipe(switchMap((answer) => from(invalidations.settle().then(() => answer))));
    }
  }
  return new SettleAfterChange();
}
