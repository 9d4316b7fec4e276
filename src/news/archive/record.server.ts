// Build time only: the publication's record, and what the schedule's question
// decides from it before it asks Firestore anything. Every live publication,
// good or failed, writes the record at its end
// (scripts/commands/record-publication.sh) and keeps it in the workflow's
// cache (name `publication`); the question restores the newest.
//   published=<commit> <epoch>   main's commit the last good publication put live, and when
//   failures=<n> [<epoch> [sign-in]]  publications failed since, when the last ended,
//                                and whether its sign-in to Google failed (then a day's wait)
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PUSH_DEPLOY_MINUTES, retryAfterMinutes } from './schedule';

/** Where the record is kept, from the project's root, unless PUBLICATION_RECORD_DIR names another. */
export const publicationRecordDir = (env: Record<string, string | undefined> = process.env) =>
  path.resolve(env.PUBLICATION_RECORD_DIR ?? '.cache/publication');

export interface PublicationRecord {
  /** main's commit the last good live publication published, and when it ended. */
  published: { commit: string; at: Date } | null;
  /** Live publications failed in a row since, and when the last ended. */
  failures: number;
  lastFailureAt: Date | null;
  /** Whether the last failed one could not sign in to Google. */
  signInFailed: boolean;
}

const epoch = (text: string | undefined) => {
  const date = new Date(Number(text) * 1000);
  return text && !Number.isNaN(date.getTime()) ? date : null;
};

/** The record kept in `dir`, or null when there is none (never written, or evicted). */
export async function readPublicationRecord(dir: string): Promise<PublicationRecord | null> {
  const text = await readFile(path.join(dir, 'record'), 'utf8').catch(() => null);
  if (text === null) return null;
  const field = (name: string) =>
    text
      .match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]
      ?.trim()
      .split(/\s+/) ?? [];
  const [commit, publishedAt] = field('published');
  const [failures, failedAt, cause] = field('failures');
  const at = epoch(publishedAt);
  return {
    published: commit && at ? { commit, at } : null,
    failures: Number(failures) || 0,
    lastFailureAt: epoch(failedAt),
    signInFailed: cause === 'sign-in',
  };
}

/** main as the job checked it out: its commit, and when it was made. */
export interface MainCommit {
  commit: string;
  committedAt: Date;
}

/** The commit checked out in `cwd`, as git tells it. */
export function checkedOutCommit(cwd = process.cwd()): MainCommit {
  const [commit, seconds] = execFileSync('git', ['log', '-1', '--format=%H %ct'], {
    cwd,
    encoding: 'utf8',
  })
    .trim()
    .split(' ');
  return { commit: commit!, committedAt: new Date(Number(seconds) * 1000) };
}

/** What the record decides before Firestore is asked: a deploy due or not, and why. */
interface RecordAnswer {
  changed: boolean;
  summary: string;
}

/** A time of day as the logs say it, in UTC: HH:MM. */
export const clock = (date: Date) => date.toISOString().slice(11, 16);

/**
 * What the record says before Firestore is asked, or null to ask it:
 * - the last publication failed: publish again once its wait is over
 *   (retryAfterMinutes), and until then nothing, the failure still told;
 * - main is not the commit last published: publish, unless the commit is
 *   young enough to be its push deploy's (PUSH_DEPLOY_MINUTES);
 * - no record (never written, or evicted): publish, since nothing says main is live.
 */
export function answerFromRecord(
  record: PublicationRecord | null,
  main: MainCommit,
  now = new Date(),
): RecordAnswer | null {
  if (record && record.failures > 0) {
    const wait = retryAfterMinutes(record.failures, record.signInFailed);
    const next = new Date((record.lastFailureAt?.getTime() ?? 0) + wait * 60_000);
    const failed = `the last ${record.failures === 1 ? 'publication' : `${record.failures} publications`} failed`;
    return now >= next
      ? { changed: true, summary: `${failed}: trying again (${wait} minutes after the last)` }
      : { changed: false, summary: `${failed}: the next try at ${clock(next)} UTC` };
  }
  if (record?.published?.commit === main.commit) return null;
  const age = now.getTime() - main.committedAt.getTime();
  if (age < PUSH_DEPLOY_MINUTES * 60_000)
    return {
      changed: false,
      summary: `main's newest commit (${main.commit.slice(0, 7)}) is ${Math.round(age / 60_000)} minutes old: its push deploy publishes it`,
    };
  return {
    changed: true,
    summary: record?.published
      ? `main (${main.commit.slice(0, 7)}) has moved since the last publication (${record.published.commit.slice(0, 7)})`
      : 'no publication recorded: main may not be live',
  };
}
