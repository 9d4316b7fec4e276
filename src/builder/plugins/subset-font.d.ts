declare module 'subset-font' {
  /** Subsets a TTF/WOFF/WOFF2 font to `text`'s characters with HarfBuzz (wasm). */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; keepFeatures?: string[] },
  ): Promise<Uint8Array>;
}
