/* global document, getComputedStyle -- code run in the page */

/**
 * Draws at once what the page draws only as it comes near the screen
 * (content-visibility: auto, the news cards past the first), as a reader
 * scrolling through sees each part: for a check or a capture that looks at
 * the whole page in one go, where the parts still waiting would be blank.
 */
export async function drawEverything(page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
}
