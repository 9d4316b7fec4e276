import { say } from './messages.ts';

/**
 * One problem in a file staff wrote: where, and what, in Spanish. The build's
 * content checks and the preflight find them; the pull request's comment
 * carries them, and the editor's panel shows them.
 */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

/** A problem as a person reads it: "content/x.mdx, línea 12: …". */
export const describeProblem = ({ file, line, message }: ContentProblem) =>
  say('problemAt', file, line, message);

/** The error that stops a build over `problems`, each on its own line after `summary`, in Spanish. */
export class ContentProblemsError extends Error {
  constructor(
    readonly problems: readonly ContentProblem[],
    summary: string,
  ) {
    super([summary, ...problems.map((problem) => `  ${describeProblem(problem)}`)].join('\n'));
    this.name = 'ContentProblemsError';
  }
}
