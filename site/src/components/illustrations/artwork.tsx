import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNames } from '../../content/types/icons';
import { iconDrawings, iconStroke } from './icon-drawings';
import { HeroSkylineArt } from './hero-skyline';
import { CommunityTableArt } from './team-table';
import { TruckEmblemArt } from './truck-emblem';
import { VideoPosterArt } from './video-poster';

/*
 * Build time only (the prerender and the dev server): the SVG file behind each address of
 * illustrations/pictures.tsx, drawn by the same components that once drew inline.
 */

const truckFile = /^truck-([0-6])-([0-9a-f]{6})-([0-9a-f]{6})\.svg$/;

function drawing(file: string): ReactElement | null {
  if (file === 'icons.svg') {
    return (
      <svg>
        {iconNames.map((name) => (
          <symbol key={name} id={name} viewBox="0 0 24 24" {...iconStroke}>
            {iconDrawings[name]}
          </symbol>
        ))}
      </svg>
    );
  }
  if (file === 'community-table.svg') return <CommunityTableArt />;
  if (file === 'hero-skyline.svg') return <HeroSkylineArt />;
  if (file === 'video-poster.svg') return <VideoPosterArt />;
  const truck = truckFile.exec(file);
  if (truck) {
    const [, variant, from, to] = truck;
    return <TruckEmblemArt variant={Number(variant)} colors={[`#${from}`, `#${to}`]} />;
  }
  return null;
}

/** The SVG document for `file` (a name under /illustrations/), or null if there is none. */
export function renderArtwork(file: string): string | null {
  const element = drawing(file);
  if (!element) return null;
  // A standalone SVG file needs its namespace; inline SVG in HTML did not.
  return renderToStaticMarkup(element).replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}
