/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet parameters
 * (N = 2^17, r = 8, p = 1; 128 MiB, about 0.3 s on the reference machine), run on libuv's thread
 * pool so the event loop never waits. Stored as `scrypt$N$r$p$saltB64$hashB64`.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;
const MAXMEM = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  len: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, len, { N, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, "base64");
  const key = await derive(
    password,
    Buffer.from(saltB64, "base64"),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same work as a real verification, for sign-ins with an unknown e-mail, so that the answer
 * takes about as long as for a wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-9f2c!");
  await verifyPassword(password, await dummy);
}
