// The notice staff saved (content/aviso.json), checked against noticeSchema
// by the build (through contentFilesPlugin). Apart from details.ts so that
// what the news entries read does not change with it.
import saved from '../../content/aviso.json';
import type { Notice } from './notice.ts';

export const savedNotice = saved as Notice;
