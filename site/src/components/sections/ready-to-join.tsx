import { readyToJoin } from '../../content/learn-more';
import { CtaBand } from './cta-band';

/** 'Ready to Join The Hive?' on /learn-more: get started, apply (new tab) or contact us. */
export function ReadyToJoin() {
  return (
    <CtaBand
      name="ready-to-join"
      heading={readyToJoin}
      actions={[readyToJoin.getStarted, readyToJoin.apply, readyToJoin.contact]}
    />
  );
}
