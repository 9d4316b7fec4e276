// Firebase Storage's downloads (`GET /v0/b/BUCKET/o/NAME?alt=media`), with
// ETags, as the build reaches them through VITE_FIREBASE_STORAGE_EMULATOR_HOST.
import { createHash } from 'node:crypto';

/** A Storage object as the test server holds it: its bytes, or 'down' to drop the connection. */
export const STORAGE_DOWNLOAD = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/;

/**
 * Answers a Storage download as Firebase Storage does: the bytes with an
 * ETag, 304 when the client's If-None-Match is current, 404 for a name it
 * does not hold; an object set to 'down' drops the connection, as an outage does.
 */
export function answerDownload(server, req, res, [, bucket, name]) {
  const object = server.storage[`${decodeURIComponent(bucket)}/${decodeURIComponent(name)}`];
  if (object === 'down') {
    req.socket.destroy();
    return;
  }
  if (!object) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 404, message: 'Not Found.' } }));
    return;
  }
  const etag = `"${createHash('md5').update(object).digest('hex')}"`;
  if (req.headers['if-none-match'] === etag) {
    server.storageUnchanged += 1;
    res.writeHead(304, { etag }).end();
    return;
  }
  server.storageDownloads += 1;
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': object.length, etag });
  res.end(object);
}
