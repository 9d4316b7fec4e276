import { describe, expect, it } from 'vitest';
import { BUILD_END } from './index.server';
import * as steps from './steps.server';

const ordered = BUILD_END;

describe("the build's end", () => {
  it('takes its steps in the order listed, each once', () => {
    expect(new Set(ordered.map((each) => each.name)).size).toBe(ordered.length);
    expect(() => steps.checkOrder(ordered)).not.toThrow();
  });

  it('refuses, saying which and why, a step listed before what it needs', () => {
    const swapped = [...ordered];
    const inline = swapped.indexOf(steps.inlinePageStylesheets);
    const policy = swapped.indexOf(steps.addContentSecurityPolicy);
    [swapped[inline], swapped[policy]] = [swapped[policy]!, swapped[inline]!];
    expect(() => steps.checkOrder(swapped)).toThrow(
      "The build's step addContentSecurityPolicy must run after inlinePageStylesheets (the policy allows each inline stylesheet by its hash), and the list (BUILD_END, src/build-end/index.server.ts) has it later. Nothing was published.",
    );
    expect(() => steps.checkOrder(ordered.filter((each) => each !== steps.writeEditor))).toThrow(
      /writeReport must run after writeEditor .+ has no writeEditor/,
    );
  });

  it('names each step as the list and the messages do', () => {
    for (const [name, each] of Object.entries(steps))
      if (typeof each === 'object' && each && 'run' in each) expect(each.name).toBe(name);
  });
});
