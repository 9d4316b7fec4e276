// The notice staff saved (content/aviso.json): noticeSchema's output, from
// the content store (store.server.ts, through contentStorePlugin). Apart from details.ts so that
// what the news entries read does not change with it.
import saved from '../../content/aviso.json';
import type { Notice } from './notice.ts';

export const savedNotice = saved as Notice;
