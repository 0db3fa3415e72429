import { Marquee } from '@aurele/ui';
import { promoBanner } from './messages';

/** docs/product/rules.md#house-constants: the banner's messages go round once every 25 seconds. */
const PROMO_LOOP_SECONDS = 25;

/** The three promises of the house, travelling above the header (held still on hover, focus or reduced motion). */
export function PromoBanner() {
  return (
    <Marquee
      label={promoBanner.label}
      messages={promoBanner.messages}
      duration={PROMO_LOOP_SECONDS}
      pauseLabel={promoBanner.pauseLabel}
      playLabel={promoBanner.playLabel}
    />
  );
}
