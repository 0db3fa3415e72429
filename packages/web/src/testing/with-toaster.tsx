import type { Decorator } from '@storybook/react-vite';
import { ToasterRegion } from '../state/toaster-region';

/**
 * Shows the app's notices under a story, as the layout does on every page. List it before `withAppProviders`
 * (`decorators: [withToaster, withAppProviders]`), so that it sits inside the app's actors.
 */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <ToasterRegion />
  </>
);
