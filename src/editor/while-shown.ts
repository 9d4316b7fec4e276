// Browser code: a task run again while the page is shown (the editor's
// review panel asks GitHub this way).

/**
 * Runs `task` now, then again every `everyMs` while the page is shown, and at
 * once when Sveltia moves to another screen (by the address's #…: a save
 * usually ends on another) or the page is shown again. Answers how to run it
 * now and how to stop.
 */
export function whileShown(task: () => Promise<void>, everyMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    clearTimeout(timer);
    if (stopped) return;
    await task();
    if (document.visibilityState === 'visible') timer = setTimeout(() => void run(), everyMs);
  };
  const again = () => void run();
  const onVisible = () => document.visibilityState === 'visible' && again();
  window.addEventListener('hashchange', again);
  window.addEventListener('focus', again);
  document.addEventListener('visibilitychange', onVisible);
  return {
    run,
    stop() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('hashchange', again);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
