/**
 * Runs `task` once the page has loaded and painted its first content, when
 * the browser is idle: work that must not compete with what the visitor sees
 * first (the islands). Where the browser cannot tell paints, after load.
 */
export function afterFirstPaint(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 1000 })
      : setTimeout(task);
  const loaded = new Promise<void>((resolve) =>
    document.readyState === 'complete'
      ? resolve()
      : addEventListener('load', () => resolve(), { once: true }),
  );
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(idle);
}
