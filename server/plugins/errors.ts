import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors.js';

interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * CONTRACT "Errors": every error answer is `{message, code?, issues?}`. Schema failures are 400
 * with the schema's own messages; anything unexpected is logged and answered without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .code(400)
        .send({ message: issues[0]?.message ?? 'Invalid request', code: 'VALIDATION', issues });
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      const issues = error instanceof HttpError ? error.issues : undefined;
      if (error instanceof HttpError && error.headers) reply.headers(error.headers);
      return reply.code(status).send({
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(issues ? { issues } : {}),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });
}
