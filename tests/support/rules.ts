// firestore.rules read as Firestore reads the few expressions it uses, for
// the tests (the emulator that would run them needs a Java download): a
// `match` block's `allow` conditions and the functions they call, evaluated
// with the language's short-circuits, a missing field being an error, and an
// error denying the request.

type Value = unknown;

/** A request's fields; reading one it lacks is an error, as in the rules language. */
function strict(value: Value, where: string): Value {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value as object, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (!(key in target)) throw new Error(`Property ${key} is undefined on object ${where}`);
      return strict((target as Record<string, Value>)[key], `${where}.${key}`);
    },
  });
}

/** The expression in rules syntax as JavaScript: the same operators, short-circuits included. */
const javascript = (expression: string) =>
  expression.replace(/\s+/g, ' ').replace(/==/g, '===').replace(/!=/g, '!==');

export interface Rules {
  /** Whether the rules allow `method` ("list", "get", "create"…) on `path`'s block for `request`. */
  allows(block: string, method: string, request: Record<string, Value>): boolean;
}

export function readRules(text: string): Rules {
  const functions = [...text.matchAll(/function (\w+)\(\) \{\s*return ([^;]+);\s*\}/g)].map(
    ([, name, body]) => `const ${name} = () => (${javascript(body!)});`,
  );
  return {
    allows(block, method, request) {
      const at = text.indexOf(`match ${block} {`);
      if (at < 0) throw new Error(`No match ${block} in the rules`);
      const inside = text.slice(at, text.indexOf('\n    }', at));
      const conditions = [...inside.matchAll(/allow ([\w, ]+): if ([^;]+);/g)].flatMap(
        ([, methods, condition]) =>
          methods!
            .split(',')
            .map((m) => m.trim())
            .includes(method)
            ? [condition!]
            : [],
      );
      return conditions.some((condition) => {
        try {
          const test = new Function(
            'request',
            `${functions.join('\n')}\nreturn ${javascript(condition)};`,
          );
          return test(strict(request, 'request')) === true;
        } catch {
          return false;
        }
      });
    },
  };
}
