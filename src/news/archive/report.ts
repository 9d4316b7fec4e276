// What a build did with the news, as data: the build report keeps it
// (src/build-end/), and the lines of the build's log are written from it alone.
import type { DownloadStats } from '~/pictures/index.server';
import type { ReadStats } from '../sources/firestore-rest';

/** An item the build left out, or one of its pictures, and why: a line of the log. */
export interface NewsWarning {
  item: string;
  warning: string;
}

export interface NewsReport {
  source: 'firestore' | 'local';
  /** Documents listed, those left out included. */
  listed: number;
  /** Items with a page. */
  items: number;
  /** Entries taken as they were from the archive the last build kept. */
  kept: number;
  /** How the documents were listed. */
  listing: string;
  /** What the reads cost, as Firestore bills them; null for local news. */
  firestore: ReadStats | null;
  /** What was asked of Storage for the news pictures; null for local news. */
  storage: DownloadStats | null;
  /** Each item left out, and each picture left out or kept as it is. */
  warnings: NewsWarning[];
  /**
   * Why Firestore could not be read, when the build went on without the news
   * (ALLOW_NEWS_OUTAGE=1): nothing was listed, and the pages wait for the
   * live answer. Null when the news were read.
   */
  outage: string | null;
}

/** Megabytes as the build's log writes them, one unit for every line: 10⁶ bytes. */
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The line of the build's log for the news read from Firestore. */
const firestoreSentence = (
  { listed, kept, listing }: NewsReport,
  { requests, documents, reads, bytes }: ReadStats,
) =>
  `News: ${listed} items from Firestore, ${kept} of them kept from the last build (${listing}); ${requests} requests, ${documents} documents, ${reads} reads billed, ${megabytes(bytes)} downloaded.`;

/** The line of the build's log for the news pictures asked of Storage. */
const storageSentence = ({ downloads, bytes, unchanged, kept }: DownloadStats) =>
  `Storage: ${downloads} news pictures downloaded (${megabytes(bytes)}), ${unchanged} unchanged (304), ${kept} kept from the last build while Storage was out of reach.`;

/** What the build's log says of the news, every line from `report`: information, then warnings. */
export function newsLog(report: NewsReport): { info: string[]; warnings: string[] } {
  return {
    info: [
      ...(report.firestore ? [firestoreSentence(report, report.firestore)] : []),
      ...(report.storage ? [storageSentence(report.storage)] : []),
    ],
    warnings: [
      ...(report.outage
        ? [
            `Warning: the news could not be read from Firestore while building (${report.outage}); the pages will show the spinner until the live news arrive.`,
          ]
        : []),
      ...report.warnings.map(({ warning }) => `Warning: ${warning}`),
    ],
  };
}
