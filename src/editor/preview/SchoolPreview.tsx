import type { SchoolDetails } from '~/content/school-details';
import { Counters } from '~/home/Counters';
import { Footer } from '~/layout/Footer/Footer';
import { footerOf, type FooterLink } from '~/site/footer-data';
import { school } from '~/site/identity';
import type { TemplateProps } from './PagePreview';
import { PreviewWidth } from './PreviewWidth';
import { say } from '~/content/messages';

/**
 * The school's details in the editor's pane, where families read them:
 * home's counters and every page's footer, drawn by their own components
 * from the form as staff type. `pageLinks` is the footer's «El colegio»
 * column as the build made it.
 */
export function schoolPreview(pageLinks: FooterLink[]) {
  return function SchoolPreview({ entry }: TemplateProps) {
    const details = entry.get('data').toJS() as Partial<SchoolDetails>;
    const identity = { ...school, ...details, links: { ...school.links, ...details.links } };
    return (
      <PreviewWidth>
        <p className="preview-caption">{say('previewOnHome')}</p>
        <Counters identity={identity} />
        <p className="preview-caption">{say('previewInFooter')}</p>
        <Footer footer={footerOf(identity, pageLinks)} />
      </PreviewWidth>
    );
  };
}
