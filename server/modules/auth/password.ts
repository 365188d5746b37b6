import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto: no native add-on, no home-made crypto. Parameters are stored with
// each hash so they can be raised later without invalidating existing passwords.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** False for a wrong password and for any stored value that is not a hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!isSaneCost(cost)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A corrupt row must answer "wrong password", not crash the sign-in with a crypto error. */
function isSaneCost({ N, r, p }: { N: number; r: number; p: number }): boolean {
  const powerOfTwo = Number.isInteger(N) && N > 1 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  const small = (v: number) => Number.isInteger(v) && v >= 1 && v <= 16;
  return powerOfTwo && small(r) && small(p);
}

let decoy: Promise<string> | undefined;

/**
 * A hash to verify against when the email is unknown, so that a wrong email and a wrong password
 * take the same time: the answer never tells whether an account exists (decision 003).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
