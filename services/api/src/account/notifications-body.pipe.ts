import { Injectable, type PipeTransform } from '@nestjs/common';
import { isNotificationPreference, NOTIFICATION_ERRORS, notificationsRequestSchema, type NotificationsRequest } from '@dating/domain';
import { ApiError } from '../http/api-errors.js';
import { ZodValidationPipe } from '../http/zod-validation.pipe.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A preference name the site does not know gets its own code (the browser says which setting does not exist), not a generic one. */
@Injectable()
export class NotificationsBodyPipe implements PipeTransform<unknown, NotificationsRequest> {
  readonly schema = notificationsRequestSchema;
  private readonly shape = new ZodValidationPipe(this.schema);

  transform(value: unknown): NotificationsRequest {
    const preferences = isPlainObject(value) ? value.preferences : undefined;
    const unknown = isPlainObject(preferences) ? Object.keys(preferences).find((name) => !isNotificationPreference(name)) : undefined;
    if (unknown !== undefined) throw new ApiError(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN, { [`preferences.${unknown}`]: NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN });
    return this.shape.transform(value);
  }
}
