/* global document, requestAnimationFrame, window -- code run in the page */

/**
 * Scrolls the page to its end half a screen at a time, two frames a step (lazy
 * pictures are asked for on the frames after they come near), then waits for
 * every picture the page shows (not one a closed menu hides) to have arrived.
 * The browser tests and the benchmark measure pictures after it alike.
 */
export async function scrollToEnd(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
    }
  });
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.checkVisibility())
      .every((image) => image.complete),
  );
}
