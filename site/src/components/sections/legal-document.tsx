import { legalLabels } from '../../content/legal';
import type { LegalDocument as LegalDocumentContent } from '../../content/types/documents';
import { PageHero } from './page-hero';
import './legal-document.css';

/** A section's anchor id from its heading: '8. Children's privacy' becomes `childrens-privacy`. */
function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface LegalDocumentProps {
  readonly document: LegalDocumentContent;
}

/**
 * A legal page (/terms-of-service, /privacy-policy): a compact hero with the date exactly as
 * the spec gives it, then the text at a readable measure beside a table of contents that
 * stays in view on desktop.
 */
export function LegalDocument({ document }: LegalDocumentProps) {
  const sections = document.sections.map((section) => ({ ...section, id: sectionId(section.heading) }));
  return (
    <>
      <PageHero title={document.title} lede={`${legalLabels.lastUpdated} ${document.lastUpdated}`} size="compact" />
      <div className="legal" data-testid="legal-document">
        <div className="container legal__layout">
          <nav className="legal__toc" aria-labelledby="legal-toc-heading">
            <h2 id="legal-toc-heading" className="legal__toc-title">
              {legalLabels.contents}
            </h2>
            <ol className="legal__toc-list">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="legal__toc-link">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal__body">
            <p className="legal__intro">{document.intro}</p>
            {sections.map((section) => (
              <section key={section.id} id={section.id} className="legal__section">
                <h2 className="legal__heading">{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
