// What the administrator is told (administrator-messages.json, the
// catalogue the shell scripts read too), said with its facts filled in:
// what happened, then what to do. Imports nothing but Node's own: the
// alarm job runs it from a bare checkout, with no package installed.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The catalogue: each message by name, with `{fact}` where a fact goes. */
export const ADMINISTRATOR = JSON.parse(
  readFileSync(new URL('./administrator-messages.json', import.meta.url), 'utf8'),
);

/** The message `name` with each `{fact}` of `facts` filled in, its hint after it. */
export function sayToAdministrator(name, facts = {}) {
  const entry = ADMINISTRATOR[name];
  if (!entry?.message) throw new Error(`No message named "${name}" in administrator-messages.json`);
  const text = entry.hint ? `${entry.message} ${entry.hint}` : entry.message;
  return text.replace(/\{(\w+)\}/g, (whole, fact) =>
    Object.hasOwn(facts, fact) ? String(facts[fact]) : whole,
  );
}

// As a command, for the shell scripts (github-issue.sh, admin_say):
//   node scripts/lib/administrator-messages.mjs NAME [FACT=VALUE]...
// prints the message NAME with its facts filled in.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...facts] = process.argv.slice(2);
  const given = Object.fromEntries(
    facts.map((fact) => [fact.slice(0, fact.indexOf('=')), fact.slice(fact.indexOf('=') + 1)]),
  );
  process.stdout.write(sayToAdministrator(name ?? '', given));
}
