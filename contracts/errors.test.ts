import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorCode,
  errorBodySchema,
  errorCodeSchema,
  readErrorBody,
  validationIssueSchema,
} from './errors.js';

describe('error codes', () => {
  // Clients compare these strings: a rename here is a breaking change of the API.
  const onTheWire = [
    'VALIDATION',
    'DISPLAY_NAME_REQUIRED',
    'CROSS_ORIGIN',
    'RATE_LIMITED',
    'VIDEO_TOO_LONG',
    'NOT_AN_ARCHIVE',
    'UNREADABLE_ARCHIVE',
    'UNKNOWN_FORMAT',
    'ENTRY_TOO_LARGE',
    'ARCHIVE_TOO_LARGE',
    'TOO_MANY_ENTRIES',
    'TOO_MANY_RECIPES',
    'ZIP_BOMB',
  ];

  it('are exactly the codes clients know', () => {
    expect(errorCodeSchema.options).toEqual(onTheWire);
  });

  it('are named by themselves, so that ErrorCode.X is the string sent', () => {
    for (const code of onTheWire) expect(ErrorCode[code as ErrorCode]).toBe(code);
  });

  it('refuse a code not in the list', () => {
    expect(errorCodeSchema.safeParse('FST_ERR_CTP_INVALID_JSON_BODY').success).toBe(false);
    expect(errorCodeSchema.safeParse('validation').success).toBe(false);
  });
});

describe('the error answer', () => {
  it('needs only a message', () => {
    expect(errorBodySchema.parse({ message: 'Forbidden' })).toEqual({ message: 'Forbidden' });
  });

  it('carries a code and the issues of a payload that failed its schema', () => {
    const body = {
      message: 'Recipe title is required',
      code: ErrorCode.VALIDATION,
      issues: [{ path: 'body.title', message: 'Recipe title is required' }],
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('refuses an answer without a message, with an unknown code or a malformed issue', () => {
    expect(errorBodySchema.safeParse({ code: ErrorCode.VALIDATION }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x', code: 'NOPE' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x', issues: [{ path: 'title' }] }).success).toBe(
      false,
    );
    expect(validationIssueSchema.safeParse({ path: 1, message: 'x' }).success).toBe(false);
  });

  it('documents every code as a JSON Schema enum, for the API reference', () => {
    expect(z.toJSONSchema(errorBodySchema)).toMatchObject({
      required: ['message'],
      properties: {
        code: { enum: errorCodeSchema.options },
        issues: { items: { required: ['path', 'message'] } },
      },
    });
  });
});

describe('readErrorBody', () => {
  it('reads an error answer whole', () => {
    const body = {
      message: 'Title is required',
      code: ErrorCode.VALIDATION,
      issues: [{ path: 'body.title', message: 'Title is required' }],
    };
    expect(readErrorBody(JSON.stringify(body))).toEqual(body);
  });

  it('keeps the message when the code or the issues are not ones it knows', () => {
    const odd = { message: 'Slow down', code: 'SOMETHING_NEW', issues: [{ path: 1 }] };
    expect(readErrorBody(JSON.stringify(odd))).toEqual({
      message: 'Slow down',
      code: undefined,
      issues: undefined,
    });
  });

  it('is null for a body that is not an error answer', () => {
    const bodies = ['', 'Bad Gateway', '{"message": "half', 'null', '"Forbidden"', '["Forbidden"]'];
    for (const text of [...bodies, '{}', '{"message":403}', '{"error":"x"}']) {
      expect(readErrorBody(text)).toBeNull();
    }
  });
});
