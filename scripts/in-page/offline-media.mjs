// News items hold pictures on Firebase Storage and YouTube players, which a
// machine without a way out cannot load. The browser tests and the screenshots
// answer them locally: the site's own picture, and a dark "player" page.
import { readFileSync } from 'node:fs';

const photo = readFileSync(new URL('../../public/og-image.png', import.meta.url));
const player =
  '<meta charset="utf-8"><title>Reproductor</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#fff;font:2rem sans-serif">▶ Video</body>';

/** Answers Storage images and the no-cookie YouTube player locally for `page`. */
export async function answerMediaLocally(page) {
  await page.route('https://firebasestorage.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: photo }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: player }),
  );
}
