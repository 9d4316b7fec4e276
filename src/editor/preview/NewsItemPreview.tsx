import { newsPreview } from '~/news/views/NewsPreview';
import type { TemplateProps } from './PagePreview';
import { PreviewWidth } from './PreviewWidth';

/** A local news item in the editor's pane (news/views/NewsPreview.tsx), from the form as staff type. */
export function newsItemPreview() {
  const NewsPreview = newsPreview(window as never);
  return function NewsItemPreview({ entry }: TemplateProps) {
    const data = entry.get('data').toJS() as { fecha?: string; body?: string };
    return (
      <PreviewWidth>
        <NewsPreview id={entry.get('slug') || 'nueva'} fecha={data.fecha} text={data.body ?? ''} />
      </PreviewWidth>
    );
  };
}
