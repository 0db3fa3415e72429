import type { IconName } from '../icon/icon';
import type { FillTone } from '../tokens/tone';

/** The icon that goes with a message of each tone, so colour is never the only sign. */
export const toneIcon: Record<FillTone, IconName> = {
  neutral: 'info',
  brand: 'sparkle',
  info: 'info',
  positive: 'check',
  caution: 'alert',
  critical: 'alert',
};
