import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { type ErrorBody, ErrorCode, type ValidationIssue } from '../../contracts/errors.js';
import { HttpError } from '../http-errors.js';

/** A route schema's refusal, as the 400 a handler's own `validationError` would give. */
function schemaRefusal({
  validation,
  validationContext,
}: {
  validation: ZodFastifySchemaValidationError[];
  validationContext?: string;
}): HttpError {
  const issues: ValidationIssue[] = validation.map((v) => ({
    path: [validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
    message: v.message ?? 'Invalid value',
  }));
  return new HttpError(400, issues[0]?.message ?? 'Invalid request', ErrorCode.VALIDATION, issues);
}

/** The answer's body with only the parts it has: no `"code": undefined` on the wire. */
const bodyOf = ({ message, code, issues }: HttpError): ErrorBody => ({
  message,
  ...(code ? { code } : {}),
  ...(issues ? { issues: [...issues] } : {}),
});

/**
 * Every error answer is the contract's `{message, code?, issues?}` (contracts/errors.ts, decision
 * 034). Schema failures are 400 with the schema's own messages; Fastify's own refusals keep their
 * status and message but not their `FST_…` code, which is Fastify's, not the API's; anything
 * unexpected is logged and answered without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const refusal = hasZodFastifySchemaValidationErrors(error) ? schemaRefusal(error) : error;
    if (refusal instanceof HttpError) {
      if (refusal.headers) reply.headers(refusal.headers);
      return reply.code(refusal.statusCode).send(bodyOf(refusal));
    }
    const status = refusal.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: refusal.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' } satisfies ErrorBody);
  });
}
