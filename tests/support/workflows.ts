// The GitHub workflows as the tests read them: the shape of what they use of
// the YAML, and one reader.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

export const WORKFLOWS_DIR = '.github/workflows';

export interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

export interface Job {
  if?: string;
  uses?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps?: Step[];
  with?: Record<string, unknown>;
}

export interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

/** The workflow `file` of .github/workflows, parsed. */
export const readWorkflow = async (file: string) =>
  parse(await readFile(`${WORKFLOWS_DIR}/${file}`, 'utf8')) as Workflow;
