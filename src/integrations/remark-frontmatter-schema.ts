import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { parse } from 'yaml';
import { parseFrontmatter } from '../content/page.ts';

/**
 * Fails the build when a content file's YAML frontmatter is missing or does not
 * match the schema. Runs after remark-frontmatter, before remark-mdx-frontmatter.
 */
export function remarkFrontmatterSchema() {
  return (tree: Root, file: VFile) => {
    const name = file.path ? file.path.slice(file.cwd.length + 1) : 'content file';
    const yaml = tree.children.find((node) => node.type === 'yaml');
    if (!yaml)
      throw new Error(`Invalid frontmatter in ${name}: the file has no --- frontmatter --- block`);
    let data: unknown;
    try {
      data = parse(yaml.value);
    } catch (error) {
      throw new Error(`Invalid frontmatter in ${name}: ${(error as Error).message}`);
    }
    // Kept for the plugins that read it (rehype-pictures: the banner).
    file.data.frontmatter = parseFrontmatter(data, name);
  };
}
