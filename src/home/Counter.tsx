import { useEffect, useRef, useState } from 'react';
import { COUNT_UP_MS, countUpValue } from './count-up';

/**
 * A figure that counts up from zero in one second when it comes into view.
 * The prerendered HTML and reduced-motion visitors get the final value at once.
 * The figure is not a live region, so screen readers read it once, when reached.
 */
export function Counter({
  value,
  suffix = '',
  label,
}: {
  value: number;
  suffix?: string;
  label: string;
}) {
  const [shown, setShown] = useState(value);
  const element = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = now - start;
        setShown(countUpValue(value, elapsed));
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <div className="counter">
      {/* The years figure of a page built last year differs from today's: the effect corrects it. */}
      <p ref={element} className="counter__value" suppressHydrationWarning>
        {shown}
        {suffix}
      </p>
      <p className="counter__label">{label}</p>
    </div>
  );
}
