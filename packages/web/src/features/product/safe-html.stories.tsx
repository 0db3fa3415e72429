import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as styles from './product-view.css';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'Boutique/Page produit/Description (HTML sanitisé)',
  component: SafeHtml,
  args: { className: styles.richText },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's formatting survives: paragraphs, emphasis, lists. */
export const Formatted: Story = {
  args: {
    html: '<p>Une <strong>robe portefeuille</strong> qui épouse la silhouette.</p><ul><li>Encolure en V croisée</li><li>Longueur mi-mollet</li></ul>',
  },
  play: async ({ canvas }) => {
    // The sanitiser downloads once the page is drawn: the plain text stands until then.
    await expect((await canvas.findByText('robe portefeuille')).tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

declare global {
  interface Window {
    hostileDescriptionRan?: boolean;
  }
}

/** HTML that tries to run code (docs/product/decisions.md#improvements, item 10): scripts, handlers, `javascript:` links and frames are dropped. */
export const Hostile: Story = {
  args: {
    html: [
      '<p>Soie lavée.</p>',
      '<script>window.hostileDescriptionRan = true</script>',
      '<img src="x" onerror="window.hostileDescriptionRan = true">',
      '<p onclick="window.hostileDescriptionRan = true" style="color:red">Cliquez</p>',
      '<a href="javascript:window.hostileDescriptionRan = true">Un lien</a>',
      '<iframe src="https://example.com"></iframe>',
    ].join(''),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Soie lavée.')).toBeVisible();
    await expect(
      canvasElement.querySelector('script, img, iframe, [onclick], [onerror], [style]'),
    ).toBeNull();
    await userEvent.click(canvas.getByText('Un lien'));
    await userEvent.click(canvas.getByText('Cliquez'));
    await expect(canvas.getByText('Un lien')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    await expect(window.hostileDescriptionRan).toBeUndefined();
  },
};
