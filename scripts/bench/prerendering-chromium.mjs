/* global document, location -- code run in the page */
// Chromium as Puppeteer drives it, for the next-page benchmark, which must see
// real prerendering. Chromium prerenders
// nothing for a page whose DevTools session is attached to the page itself,
// as Playwright's are (PrerenderingDisabledByDevTools); Puppeteer attaches
// through the tab, so the speculation rules run as in a visitor's browser.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../commands/chromium.mjs';

/** Launches Debian's Chromium under Puppeteer, with the project's arguments and `args`. */
export function launchPrerenderingChromium(args = []) {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/**
 * Runs `question` in the page on screen, again and again until it answers
 * something: showing a prerendered page replaces the tab's DevTools session,
 * and a question sent through the old one fails, or is never answered (each
 * try is given up after a second, and asked again).
 *
 * @template T, A
 * @param {import('puppeteer-core').Page} page
 * @param {(arg: A) => T | Promise<T>} question
 * @param {A} [arg]
 * @returns {Promise<T>}
 */
export async function askPageOnScreen(page, question, arg) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const unanswered = new Promise((resolve) => setTimeout(resolve, 1000));
    const answer = await Promise.race([page.evaluate(question, arg), unanswered]).catch(
      () => undefined,
    );
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The page at ${page.url()} did not answer: ${question}`);
}

/**
 * Resolves once the page on screen is the one at `path`, shown.
 *
 * @param {import('puppeteer-core').Page} page
 * @param {string} path
 */
export const shownAt = (page, path) =>
  askPageOnScreen(page, (want) => location.pathname === want && !document.prerendering, path);
