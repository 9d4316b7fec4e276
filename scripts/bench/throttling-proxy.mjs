// A weak signal for the benchmark's moves to the next page: a forwarding
// proxy on loopback that adds 150 ms to every round trip and shares
// 1.6 Mbit/s among all responses (Lighthouse's slow 4G).
import { createServer, request } from 'node:http';

const RTT_MS = 150;
const BYTES_PER_SECOND = 200_000;
/** How long the link carries nothing before a page counts as settled (Puppeteer's networkidle0). */
const QUIET_MS = 500;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A forwarding HTTP proxy with one shared link: each response waits its turn
 * on it. It counts the bytes it carried (and, apart, those of pictures), and
 * the paths asked for (`asked`), and `quiet()` resolves once nothing has
 * crossed it for QUIET_MS, prerendered pages' requests included. `front(site)`
 * opens a port that carries every request to `site` over the same link: a
 * browser that cannot be told to use a proxy for loopback opens the site there.
 */
export function startThrottlingProxy() {
  let linkFreeAt = 0;
  let open = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  const carry = async (req, res) => {
    open++;
    server.asked.push(new URL(req.url).pathname);
    touch();
    res.on('close', () => {
      open--;
      touch();
    });
    await wait(RTT_MS / 2);
    const upstream = request(req.url, { method: req.method, headers: req.headers }, async (up) => {
      await wait(RTT_MS / 2);
      res.writeHead(up.statusCode ?? 502, up.headers);
      const picture = String(up.headers['content-type']).startsWith('image/');
      for await (const chunk of up) {
        const start = Math.max(Date.now(), linkFreeAt);
        linkFreeAt = start + (chunk.length / BYTES_PER_SECOND) * 1000;
        await wait(linkFreeAt - Date.now());
        server.bytes += chunk.length;
        if (picture) server.pictureBytes += chunk.length;
        touch();
        res.write(chunk);
      }
      res.end();
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer(carry);
  server.bytes = 0;
  server.asked = [];
  const fronts = [];
  server.front = (site) => {
    const front = createServer((req, res) => {
      req.url = new URL(req.url, site).href;
      req.headers.host = new URL(site).host;
      return carry(req, res);
    });
    fronts.push(front);
    return new Promise((resolve) =>
      front.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${front.address().port}`)),
    );
  };
  const close = server.close.bind(server);
  server.close = () => {
    for (const front of fronts) front.close();
    return close();
  };
  server.pictureBytes = 0;
  server.quiet = async () => {
    while (open > 0 || Date.now() - lastActivity < QUIET_MS)
      await wait(open > 0 ? 50 : QUIET_MS - (Date.now() - lastActivity));
  };
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
