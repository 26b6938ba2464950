import type { ReactNode } from 'react';

interface PageHeroProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/** The opening band of a page, holding its one `<h1>`. */
export function PageHero({ title, children }: PageHeroProps) {
  return (
    <section className="page-hero" data-testid="page-hero">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
