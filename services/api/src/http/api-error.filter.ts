import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError } from '@dating/domain';
import type { Response } from 'express';
import { API_ERRORS, ApiError, ERROR_STATUS, isKnownErrorCode, type ErrorCode } from './api-errors.js';

interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  fields?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, string | number>>;
  authentication_required?: true;
}

/** Every failure leaves as `{ statusCode, code }`; anything unexpected is logged and becomes a 500 without details. */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiErrorFilter.name);

  catch(error: unknown, host: ArgumentsHost): void {
    const body = this.toBody(error);
    if (body.statusCode >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    host.switchToHttp().getResponse<Response>().status(body.statusCode).json(body);
  }

  private toBody(error: unknown): ErrorBody {
    if (error instanceof ApiError) return this.withCode(error.code, error.fields, error.params);
    if (error instanceof DomainError && isKnownErrorCode(error.code)) return this.withCode(error.code, undefined, error.details);
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status === 404) return this.withCode(API_ERRORS.NOT_FOUND);
      // Nest's own 4xx (malformed JSON, payload too large) are input errors too.
      if (status < 500) return { statusCode: status, code: API_ERRORS.INVALID_BODY };
    }
    return this.withCode(API_ERRORS.GENERIC);
  }

  private withCode(code: ErrorCode, fields?: ErrorBody['fields'], params?: ErrorBody['params']): ErrorBody {
    const body: ErrorBody = { statusCode: ERROR_STATUS[code], code };
    if (fields && Object.keys(fields).length) body.fields = fields;
    if (params && Object.keys(params).length) body.params = params;
    if (code === API_ERRORS.AUTHENTICATION_REQUIRED) body.authentication_required = true;
    return body;
  }
}
