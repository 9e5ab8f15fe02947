// A push service for the browser tests, on 127.0.0.1, and subscriptions to it whose keys only
// the test holds: headless Chromium has no push service of its own. The test reads each push
// as the browser would — it decrypts the payload itself (RFC 8291 `aes128gcm`: ECDH, HKDF,
// AES-128-GCM, the padding delimiter) — and can then hand it to the service worker.
//
//   const service = await startPushService();
//   const subscriber = service.subscriber('w');   // subscriber.json: as PushSubscription.toJSON()
//   const [push] = await service.until('w', 1);
//   const payload = subscriber.decrypt(push.body); // the JSON text the server sent
//   await service.close();

import http from 'node:http';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** Starts the service; resolves to `{ origin, subscriber(id), received(id), until(id, n), close() }`. */
export async function startPushService() {
  /** @type {{ id: string, headers: import('node:http').IncomingHttpHeaders, body: Buffer }[]} */
  const received = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const found = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !found) {
        response.writeHead(404).end();
        return;
      }
      received.push({ id: found[1], headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://127.0.0.1:${address.port}`;
  const receivedBy = (id) => received.filter((r) => r.id === id);
  return {
    origin,
    subscriber: (id) => subscriber(`${origin}/push/${id}`),
    received: receivedBy,
    /** Waits (at most `ms`) until `count` pushes for `id` have come; them. */
    async until(id, count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (receivedBy(id).length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return receivedBy(id);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/** A browser's subscription at `endpoint`: a P-256 key pair and a 16-byte auth secret. */
function subscriber(endpoint) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    endpoint,
    json: { endpoint, expirationTime: null, keys: { p256dh: b64url(uaPublic), auth: b64url(auth) } },
    /** The plaintext of an `aes128gcm` body (RFC 8188 header, one record), as a string. */
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const asPublic = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zeros of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter in the push');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
