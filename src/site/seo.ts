import type { MetaDescriptor } from 'react-router';
import { school } from './identity';

/** Title and description tags for one page; the school's name closes every title. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = title === school.name ? title : `${title} | ${school.name}`;
  return [{ title: fullTitle }, { name: 'description', content: description }];
}
