/**
 * A push service for the tests: an HTTP server on 127.0.0.1 that takes what the server pushes and
 * reads it as the browser would, with the subscription's own keys (RFC 8291: ECDH P-256, HKDF-SHA256,
 * the aes128gcm content coding of RFC 8188). Each subscription made by `subscription()` has its own
 * endpoint path and key pair; `answer` sets the status the service replies with.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The payload decrypted with the subscription's keys (null when it could not be). */
  text: string | null;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

export type PushEndpoint = {
  url: string;
  received: Received[];
  /** The status the service answers with (201 by default). */
  answer: number;
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
};

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** Decrypts an aes128gcm push body for the subscription whose keys are `k` (RFC 8291 §3.4, RFC 8188 §2). */
export function decrypt(body: Buffer, k: Keys): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = k.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), k.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(k.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record: the text, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not a final record");
  return padded.subarray(0, end).toString("utf8");
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const keys = new Map<string, Keys>();
  const received: Received[] = [];
  const self: PushEndpoint = {
    url: "",
    received,
    answer: 201,
    subscription() {
      const path = `/push/${randomBytes(8).toString("hex")}`;
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(path, { ecdh, auth });
      return {
        endpoint: `${self.url}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const k = keys.get(req.url ?? "");
      let text: string | null = null;
      try {
        if (k) text = decrypt(Buffer.concat(chunks), k);
      } catch {
        text = null;
      }
      received.push({ path: req.url ?? "", headers: req.headers, text });
      res.writeHead(self.answer).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return self;
}
