// What a build did with the news, as data: the build report keeps it
// (src/postbuild/), and the build log's sentence is written from it.

/** What the build's reads cost, as Firestore bills them. */
export interface FirestoreCost {
  requests: number;
  /** Documents in the answers (a listing's projections included). */
  documents: number;
  reads: number;
  bytes: number;
}

/** What the build asked of Storage for the news pictures. */
export interface StorageReport {
  downloads: number;
  bytes: number;
  /** Answered 304: unchanged since the cached copy. */
  unchanged: number;
  /** Taken from the cache while Storage was out of reach. */
  kept: number;
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
  /** Null for local news. */
  firestore: FirestoreCost | null;
  storage: StorageReport | null;
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The build log's line for the news read from Firestore, said before they are prepared. */
export const firestoreSentence = ({
  listed,
  kept,
  listing,
  firestore,
}: Pick<NewsReport, 'listed' | 'kept' | 'listing' | 'firestore'>) =>
  `News: ${listed} items from Firestore, ${kept} of them kept from the last build (${listing}); ${firestore?.requests ?? 0} requests, ${firestore?.documents ?? 0} documents, ${firestore?.reads ?? 0} reads billed, ${megabytes(firestore?.bytes ?? 0)} downloaded.`;

/** The build log's line for the news pictures asked of Storage. */
export const storageSentence = ({ downloads, bytes, unchanged, kept }: StorageReport) =>
  `Storage: ${downloads} news pictures downloaded (${megabytes(bytes)}), ${unchanged} unchanged (304), ${kept} kept from the last build while Storage was out of reach.`;
