import { NotFoundHero } from '../../components/sections/not-found-hero';
import { NotFoundLog } from '../../components/behaviours/not-found-log';

/** The catch-all page (spec §8): the hero, and the unknown path logged to the console. */
export default function NotFoundPage() {
  return (
    <>
      <NotFoundHero />
      <NotFoundLog />
    </>
  );
}
