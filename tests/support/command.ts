// A command run as a workflow step or a person runs it, for the tests: its
// exit status and everything it printed. Asynchronous, so that a test
// server in the test's own process keeps answering it.
import { spawn } from 'node:child_process';

export interface Ran {
  status: number | null;
  /** Its standard output and error, interleaved as they came. */
  output: string;
}

export function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * git in the folder `dir()` names, as a bot that commits: each call must
 * succeed (the test fails with git's output), and answers what git printed.
 */
export const gitIn =
  (dir: () => string) =>
  async (...args: string[]): Promise<string> => {
    const ran = await runCommand(
      'git',
      ['-c', 'user.name=Prueba', '-c', 'user.email=prueba@example.org', ...args],
      { cwd: dir() },
    );
    if (ran.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${ran.output}`);
    return ran.output.trim();
  };
