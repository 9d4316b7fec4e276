declare module 'virtual:heading-font' {
  /** The headings' font, cut down to the characters they use, and its @font-face rule. */
  const font: { url: string; fontFace: string };
  export default font;
}
