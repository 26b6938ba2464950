import type { ReactNode } from 'react';
import './page-hero.css';

interface PageHeroProps {
  readonly title: string;
  readonly eyebrow?: string;
  readonly lede?: string;
  /** Buttons and links under the lede. */
  readonly actions?: ReactNode;
  /** An illustration or figures beside the text on wide screens, under it on narrow ones. */
  readonly aside?: ReactNode;
  /** Anything under the hero's text block, such as a stats row. */
  readonly children?: ReactNode;
  readonly tone?: 'cream' | 'dark' | 'honey';
  /** `compact` suits legal and utility pages. */
  readonly size?: 'full' | 'compact';
}

/** The opening band of a page, holding its one `<h1>`. */
export function PageHero({ title, eyebrow, lede, actions, aside, children, tone = 'cream', size = 'full' }: PageHeroProps) {
  return (
    <section className="page-hero" data-tone={tone} data-size={size} data-has-aside={aside ? 'true' : undefined} data-testid="page-hero">
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title">{title}</h1>
          {lede ? <p className="page-hero__lede">{lede}</p> : null}
          {actions ? <div className="button-row page-hero__actions">{actions}</div> : null}
        </div>
        {aside ? <div className="page-hero__aside">{aside}</div> : null}
      </div>
      {children ? <div className="container page-hero__extra">{children}</div> : null}
    </section>
  );
}
