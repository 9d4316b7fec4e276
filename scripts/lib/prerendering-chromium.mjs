/* global document, location -- code run in the page */
// Chromium as Puppeteer drives it, for the next-page benchmark and the browser
// tests that must see real prerendering. Chromium prerenders
// nothing for a page whose DevTools session is attached to the page itself,
// as Playwright's are (PrerenderingDisabledByDevTools); Puppeteer attaches
// through the tab, so the speculation rules run as in a visitor's browser.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** A phone's viewport in Chromium, as the benchmark's moves and traces take it (Lighthouse's phone width). */
export const PHONE_VIEWPORT = { width: 412, height: 823, isMobile: true, hasTouch: true };

/** Launches Debian's Chromium under Puppeteer, with the project's arguments and `args`. */
export function launchPrerenderingChromium(args = []) {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/** The text of a call of `question` with `arg`, as a page evaluates it. */
const callOf = (question, arg) => `(${question})(${JSON.stringify(arg ?? null)})`;

/**
 * Asks `question` of the page on screen through a DevTools session opened for
 * this question on the tab's target. Once a prerendered page is shown,
 * Puppeteer's Page keeps talking to the session it had, and its `evaluate`
 * may never answer; a new session on the same target answers at once.
 */
async function askThroughNewSession(page, question, arg) {
  const session = await page.target().createCDPSession();
  try {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
      expression: callOf(question, arg),
      awaitPromise: true,
      returnByValue: true,
    });
    return exceptionDetails ? undefined : result.value;
  } finally {
    await session.detach().catch(() => {});
  }
}

/**
 * Runs `question` in the page on screen, again and again until it answers
 * something, each time through a session of its own (askThroughNewSession);
 * a try not answered within a second is given up and asked again.
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
    const answer = await Promise.race([
      askThroughNewSession(page, question, arg),
      unanswered,
    ]).catch(() => undefined);
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

/**
 * The path of the page a target holds, once the target knows it: a prerender
 * can attach before its navigation has begun, with no address yet (seen on a
 * busy machine), and is asked again every 20 ms until it has one. The asking
 * fails once `browser` is detached, or the target gone.
 *
 * @param {import('puppeteer-core').CDPSession} browser a session on the browser
 * @param {{ targetId: string, url: string }} targetInfo as the target attached
 * @returns {Promise<string>}
 */
async function pathOnceKnown(browser, { targetId, url }) {
  while (!url || url === 'about:blank') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    ({ url } = (await browser.send('Target.getTargetInfo', { targetId })).targetInfo);
  }
  return new URL(url).pathname;
}

/**
 * Resolves once the page at `path`, prerendered for the tab that shows
 * `page`, has been parsed while still hidden, with the answer `question`
 * gives, asked of it then with `arg`. A prerendered page is a target of the
 * tab's own, which Puppeteer does not list: it is found through a session on
 * the tab that attaches to what the tab holds, as DevTools does.
 *
 * @template T, A
 * @param {import('puppeteer-core').Page} page
 * @param {string} path
 * @param {(arg: A) => T} question
 * @param {A} [arg]
 * @returns {Promise<T>}
 */
export async function askPrerenderedOnceParsed(page, path, question, arg) {
  const browser = await page.browser().target().createCDPSession();
  let tabSessionId;
  try {
    const { targetInfos } = await browser.send('Target.getTargets', { filter: [{}] });
    const tab = targetInfos.find((t) => t.type === 'tab' && t.url === page.url());
    if (!tab) throw new Error(`No tab shows ${page.url()}`);
    ({ sessionId: tabSessionId } = await browser.send('Target.attachToTarget', {
      targetId: tab.targetId,
      flatten: true,
    }));
    const tabSession = browser.connection().session(tabSessionId);
    const attached = new Promise((resolve) =>
      tabSession.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
        if (targetInfo.subtype !== 'prerender') return;
        // Dropped if it fails: the question is over, or the prerender gone.
        pathOnceKnown(browser, targetInfo).then(
          (shown) => shown === path && resolve(sessionId),
          () => {},
        );
      }),
    );
    await tabSession.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
    });
    const prerendered = browser.connection().session(await attached);
    const { result, exceptionDetails } = await prerendered.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => {
        const ask = () => resolve(${callOf(question, arg)});
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => setTimeout(ask));
        else ask();
      })`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description);
    return result.value;
  } finally {
    if (tabSessionId)
      await browser.send('Target.detachFromTarget', { sessionId: tabSessionId }).catch(() => {});
    await browser.detach().catch(() => {});
  }
}
