import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, safeReturnTo } from './auth.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('safeReturnTo', () => {
  it('keeps same-origin paths, with their query and fragment', () => {
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/recipes')).toBe('/recipes');
    expect(safeReturnTo('/recipe/12?tab=steps#step-3')).toBe('/recipe/12?tab=steps#step-3');
    expect(safeReturnTo('/user/abc/recipes')).toBe('/user/abc/recipes');
  });

  it.each([
    ['protocol-relative URL', '//evil.com'],
    ['protocol-relative URL with a path', '//evil.com/recipes'],
    ['backslash that browsers read as a slash', '/\\evil.com'],
    ['absolute https URL', 'https://evil.com'],
    ['absolute http URL', 'http://evil.com/'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'recipes'],
    ['bare host', 'evil.com'],
    ['empty string', ''],
  ])('refuses a %s and answers /', (_label, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  // Browsers strip tabs and newlines from URLs, so '/\t/evil.com' would become '//evil.com'.
  it.each(['/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com', '/recipes\u0000', '/a\u001fb'])(
    'refuses a path with control characters (%j)',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it.each([undefined, null, 42, ['/recipes'], { path: '/recipes' }])(
    'answers / for a value that is not a string (%j)',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );
});

describe('registerSchema', () => {
  const valid = { email: 'ada@example.com', password: 'correct horse' };

  it('trims and lower-cases the email', () => {
    const parsed = registerSchema.parse({ ...valid, email: '  Ada.Lovelace@Example.COM \n' });
    expect(parsed.email).toBe('ada.lovelace@example.com');
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(registerSchema.parse({ ...valid, password: '  spaced out  ' }).password).toBe(
      '  spaced out  ',
    );
  });

  it('accepts passwords of 8 and of 200 characters', () => {
    expect(registerSchema.safeParse({ ...valid, password: 'x'.repeat(8) }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, password: 'x'.repeat(200) }).success).toBe(true);
  });

  it('refuses a password shorter than 8 characters', () => {
    const result = registerSchema.safeParse({ ...valid, password: 'x'.repeat(7) });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual(['Password must be at least 8 characters']);
  });

  it('refuses a password longer than 200 characters', () => {
    const result = registerSchema.safeParse({ ...valid, password: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual(['Password must be at most 200 characters']);
  });

  it('names a missing email and a missing password', () => {
    expect(messagesOf(registerSchema.safeParse({}))).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  it('refuses an email that is not an address', () => {
    const result = registerSchema.safeParse({ ...valid, email: 'ada at example' });
    expect(messagesOf(result)).toEqual(['Enter a valid email address']);
  });

  it('trims optional names and drops blank ones', () => {
    const parsed = registerSchema.parse({ ...valid, firstName: '  Ada ', lastName: '   ' });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.lastName).toBeUndefined();
  });
});

describe('loginSchema', () => {
  it('trims and lower-cases the email like sign-up does', () => {
    const parsed = loginSchema.parse({ email: ' ADA@example.com ', password: 'correct horse' });
    expect(parsed.email).toBe('ada@example.com');
  });

  it('requires a password', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'ada@example.com', password: '' }))).toEqual([
      'Password is required',
    ]);
    expect(messagesOf(loginSchema.safeParse({ email: 'ada@example.com' }))).toEqual([
      'Password is required',
    ]);
  });

  // A short password must fail as "Invalid email or password", not reveal the sign-up rule.
  it('does not disclose the sign-up length rule', () => {
    expect(loginSchema.safeParse({ email: 'ada@example.com', password: 'short' }).success).toBe(
      true,
    );
  });
});
