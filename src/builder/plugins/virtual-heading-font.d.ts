declare module 'virtual:heading-font' {
  /** The headings' font, cut down to the characters they use, and its CSS (src/builder/plugins/heading-font.ts). */
  const font: {
    /** @font-face rules (the web font and its scaled fallbacks) and the headings' stacks. */
    css: string;
    /** For pages read without JavaScript: the web font first from the start. */
    noscriptCss: string;
    /** The font shorthand `document.fonts.load` takes. */
    font: string;
    /** The attribute on <html> that puts the web font first. */
    attribute: string;
  };
  export default font;
}
