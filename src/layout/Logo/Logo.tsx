/**
 * The school's shield, drawn inline (public/logo.svg is the same drawing, for
 * the editor and search engines, and public/favicon.png is it at a tab's
 * size): no request before the first paint.
 */
export function Logo({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M32 3 8 11v20c0 15 10.5 25.5 24 30 13.5-4.5 24-15 24-30V11L32 3Z" fill="#17498f" />
      <path
        d="M32 8 13 14.5V31c0 12 8.2 20.6 19 24.6C42.8 51.6 51 43 51 31V14.5L32 8Z"
        fill="#f0f2f5"
      />
      <path d="M29 15h6v9h9v6h-9v17h-6V30h-9v-6h9z" fill="#17498f" />
      <path
        d="M32 50c-3-2.4-7-4.6-7-8.6 0-2.6 2-4.4 4.2-4.4 1.3 0 2.3.6 2.8 1.5.5-.9 1.5-1.5 2.8-1.5 2.2 0 4.2 1.8 4.2 4.4 0 4-4 6.2-7 8.6Z"
        fill="#c62828"
      />
    </svg>
  );
}
