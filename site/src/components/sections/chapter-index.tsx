import type { LinkCta } from '../../content/types/links';
import { SmartLink } from '../ui/smart-link';
import './chapter-index.css';

interface ChapterIndexProps {
  readonly title: string;
  readonly items: readonly (LinkCta & { readonly id: string })[];
}

/** A numbered 'On this page' list of links to a long page's sections, for a hero's aside. */
export function ChapterIndex({ title, items }: ChapterIndexProps) {
  return (
    <nav className="chapter-index" aria-labelledby="chapter-index-title" data-testid="chapter-index">
      <p id="chapter-index-title" className="chapter-index__title">
        {title}
      </p>
      <ol className="chapter-index__list">
        {items.map((item, index) => (
          <li key={item.id}>
            <SmartLink target={item.target} className="chapter-index__link">
              <span className="chapter-index__number tabular" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
