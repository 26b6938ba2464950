import { siteConfig } from '../../config/site';

/** The Hive's mark: a honey hexagon with three comb lines, beside the wordmark. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" width="34" height="38" viewBox="0 0 34 38" aria-hidden="true">
        <path d="M17 1.5 32.5 10.5v17L17 36.5 1.5 27.5v-17z" fill="#f2a516" stroke="#2a1e17" strokeWidth="2" strokeLinejoin="round" />
        <path d="M10 15h14M10 19.5h14M10 24h14" stroke="#2a1e17" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="logo__word">{siteConfig.name}</span>
    </span>
  );
}
