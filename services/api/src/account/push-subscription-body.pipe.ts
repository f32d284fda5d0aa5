import { Injectable, type PipeTransform } from '@nestjs/common';
import { NOTIFICATION_ERRORS, pushServiceEndpoint, pushSubscriptionRequestSchema, type PushSubscriptionRequest } from '@dating/domain';
import { ApiError } from '../http/api-errors.js';
import { ZodValidationPipe } from '../http/zod-validation.pipe.js';

/**
 * A well-formed subscription whose endpoint is not at a push service gets its own code (the browser tells the member
 * their browser's push cannot be used), and an accepted one is kept in the normalised form the server sends to.
 */
@Injectable()
export class PushSubscriptionBodyPipe implements PipeTransform<unknown, PushSubscriptionRequest> {
  readonly schema = pushSubscriptionRequestSchema;
  private readonly shape = new ZodValidationPipe(this.schema);

  transform(value: unknown): PushSubscriptionRequest {
    const { subscription } = this.shape.transform(value);
    const endpoint = pushServiceEndpoint(subscription.endpoint);
    if (endpoint === undefined) {
      throw new ApiError(NOTIFICATION_ERRORS.PUSH_SERVICE_UNKNOWN, { 'subscription.endpoint': NOTIFICATION_ERRORS.PUSH_SERVICE_UNKNOWN });
    }
    return { subscription: { ...subscription, endpoint } };
  }
}
