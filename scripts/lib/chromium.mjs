// Debian's Chromium, as every script and test here launches it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium as a low-end device, its memory or battery saver, or its own
 * limits leave it: it refuses every prerender the speculation rules ask for,
 * and still takes their prefetches.
 */
export const PRERENDER_REFUSED_ARGS = ['--disable-features=Prerender2'];
