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
