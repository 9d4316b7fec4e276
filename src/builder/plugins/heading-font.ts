import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { writeWhole } from '../../lib/write-whole.ts';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2');

/**
 * The characters headings may need: printable ASCII plus Spanish letters and
 * punctuation. Fixed rather than scraped from the pages, so a news heading
 * written tomorrow still finds its letters.
 */
export const HEADING_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  'ÁÉÍÓÚÜÑáéíóúüñ¿¡«»ºª°·–—‘’“”…•€';

/**
 * The OpenType features kept in the cut-down font: those browsers apply to
 * text by default (ligatures such as "fi", kerning, contextual forms), and
 * tabular figures, which the home page's counters ask for. Roboto Slab's
 * other features (small capitals, fractions, old-style figures…) are never
 * asked for by the site's CSS, and leaving them out saves about 1.1 KB.
 */
const HEADING_FEATURES = [
  ...['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn'],
  'tnum',
];

/** The attribute on <html> that puts the web font first in the headings' stack. */
export const HEADING_FONT_READY = 'data-heading-font';

type Face = (typeof metrics)['robotoSlab']['variants']['700'];
/** A family's bold face, as Capsize describes it. */
const bold = (family: { familyName: string; variants: { '700'?: Face } }) => {
  const face = family.variants['700'];
  if (!face) throw new Error(`No bold metrics for ${family.familyName}`);
  return { ...face, familyName: family.familyName };
};
const timesBold = bold(metrics.timesNewRoman);

/**
 * Roboto Slab Bold, then the serif bold each system has, each scaled to Roboto
 * Slab's average width and line metrics (Capsize's size-adjust and overrides)
 * so that a heading takes the same lines in either (a tab's first page keeps the
fallback, its next pages start with the web font):
 * Georgia (iPhone, Mac, Windows), Noto Serif (Android), Times New Roman and
 * Liberation Serif, its metric twin (Linux).
 */
const headingStack = createFontStack(
  [
    bold(metrics.robotoSlab),
    bold(metrics.georgia),
    bold(metrics.notoSerif),
    timesBold,
    {
      ...timesBold,
      familyName: 'Liberation Serif',
      fullName: 'Liberation Serif Bold',
      postscriptName: 'LiberationSerif-Bold',
    },
  ],
  { fontFaceFormat: 'styleString', fontFaceProperties: { fontWeight: 700 } },
);

/**
 * What is set in the headings' face: the page and section headings, the
 * school's name in the navbar and the footer, the home page's counters and
 * the printed pages' header. This is the one place that says so: the
 * stylesheets give these elements their size and weight, not their family.
 */
export const HEADING_ELEMENTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  '.navbar__brand',
  '.footer__brand-link',
  '.counter__value',
  '.print-header',
].join(',');

/**
 * The headings' CSS. Until the web font has loaded, headings use the scaled
 * system serif; the font is fetched after the first paint (src/page-script/boot.ts),
 * and `data-heading-font` on <html>, set before the tab's next page is drawn,
 * puts it first there. Without JavaScript (`noscript`) it is first from the start,
 * fetched as the page is laid out.
 */
export function headingFontCss(url: string) {
  const [web, ...fallbacks] = headingStack.fontFamily.split(/,\s*/);
  const fallback = [...fallbacks, 'serif'].join(',');
  const withWeb = `${web},${fallback}`;
  const elements = `:is(${HEADING_ELEMENTS})`;
  return {
    css: [
      `@font-face{font-family:${web};font-style:normal;font-weight:700;font-display:swap;src:url(${url}) format("woff2")}`,
      headingStack.fontFaces.replace(/\s*\n\s*/g, ''),
      `${elements}{font-family:${fallback}}:root[${HEADING_FONT_READY}] ${elements}{font-family:${withWeb}}`,
    ].join(''),
    noscriptCss: `${elements}{font-family:${withWeb}}`,
    /** What `document.fonts.load` asks for. */
    font: `700 1em ${web}`,
  };
}

const ID = 'virtual:heading-font';
const URL_MARK = '__HEADING_FONT_URL__';

/**
 * Serves `virtual:heading-font`: the headings' font (Roboto Slab 700) cut down
 * to HEADING_CHARACTERS and HEADING_FEATURES (about 8.6 KB instead of 14.2), with its CSS. Vite
 * fingerprints and copies the file like any imported asset.
 */
export function headingFontPlugin({ cacheDir }: { cacheDir: string }): Plugin {
  const file = path.join(cacheDir, 'roboto-slab-700-subset.woff2');
  let made: Promise<void> | undefined;
  const make = async () => {
    const subset = await subsetFont(await readFile(SOURCE), HEADING_CHARACTERS, {
      targetFormat: 'woff2',
      keepFeatures: HEADING_FEATURES,
    });
    await mkdir(cacheDir, { recursive: true });
    // Whole or not at all: the three builds of the tests run side by side and
    // make the same file, and one that read another's half-written file made
    // a page whose font was missing.
    await writeWhole(file, subset);
  };
  return {
    name: 'heading-font',
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ID}`) return;
      await (made ??= make());
      // The CSS is written here; only the file's fingerprinted URL is left to the bundle.
      const { css, noscriptCss, font } = headingFontCss(URL_MARK);
      const [before, after] = css.split(URL_MARK);
      return [
        `import url from ${JSON.stringify(`${file}?url`)};`,
        `const css = ${JSON.stringify(before)} + url + ${JSON.stringify(after)};`,
        `export default { css, noscriptCss: ${JSON.stringify(noscriptCss)}, font: ${JSON.stringify(font)}, attribute: ${JSON.stringify(HEADING_FONT_READY)} };`,
      ].join('\n');
    },
  };
}
