import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../packages/ui/src/tokens/global-styles';
import { loadWebFonts } from '../packages/ui/src/tokens/web-fonts';
import { houseTheme } from './house-theme';

// Every story speaks French, as the shop does; screen readers and hyphenation follow the page language.
document.documentElement.lang = 'fr';

// A story waits up to 5 s for what it finds (Testing Library's 1 s is too short for two cores running every
// story, the BFF's stubs and Chromium at once); what never comes still fails the story.
configure({ asyncUtilTimeout: 5000 });

// The shop adds its web fonts after its first paint (boot.ts); stories have no first paint to protect.
void loadWebFonts();

const preview: Preview = {
  loaders: [mswLoader()],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // A violation fails the story's test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
    // The shop's two reference screens: a story opens at one with `globals: { viewport: { value: 'phone' } }`.
    viewport: {
      options: {
        phone: { name: 'Téléphone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: {
          name: 'Ordinateur (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    docs: { theme: houseTheme, toc: true },
    options: {
      storySort: {
        order: [
          'Fondations',
          ['Introduction', 'Couleurs', 'Typographie', 'Espacements et formes', 'Icônes'],
          'Typographie',
          'Mise en page',
          'Formulaires',
          'Composants',
          'Commerce',
          'Chat',
        ],
      },
    },
  },
};

export default preview;
