import type { ReactNode } from 'react';
import './card.css';

/** The visual variants of the one card family. */
export type CardVariant = 'plain' | 'raised' | 'dark' | 'honey' | 'outline';

interface CardProps {
  readonly variant?: CardVariant;
  readonly testId?: string;
  readonly className?: string;
  readonly as?: 'article' | 'li' | 'div';
  /** Extra `data-*` attributes, such as a plan card's `data-popular`. */
  readonly data?: { readonly [name: `data-${string}`]: string };
  readonly children: ReactNode;
}

/** One card: shared radius, padding, border and hover lift; variants, not copies. */
export function Card({ variant = 'plain', testId, className, as: Tag = 'article', data, children }: CardProps) {
  return (
    <Tag {...data} className={className ? `card ${className}` : 'card'} data-variant={variant} data-card="" data-testid={testId}>
      {children}
    </Tag>
  );
}

interface CardGridProps {
  /** Columns on wide screens; the grid steps down to two and then one on narrow ones. */
  readonly columns?: 2 | 3 | 4;
  readonly testId?: string;
  readonly as?: 'div' | 'ul';
  readonly children: ReactNode;
}

/** A responsive grid of cards that rise into view one after another. */
export function CardGrid({ columns = 3, testId, as: Tag = 'div', children }: CardGridProps) {
  return (
    <Tag data-stagger="" className="card-grid" data-columns={columns} data-testid={testId}>
      {children}
    </Tag>
  );
}
