import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { withRequestId } from '@coaching/server-core';
import { Observable } from 'rxjs';

/**
 * Runs every route's handler inside its request (ADR 0043), whatever Express's middleware did to the async context
 * on the way (a body read from the socket, a session store's callback): the commands it sends append events and
 * write outbox rows that carry the request's id.
 */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const requestId = context.switchToHttp().getRequest<{ id?: string }>()?.id;
    return new Observable((subscriber) => withRequestId(requestId, () => next.handle().subscribe(subscriber)));
  }
}
