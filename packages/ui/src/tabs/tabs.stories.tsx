import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Text } from '../text/text';
import { Tabs } from './tabs';

const meta = {
  title: 'Composants/Tabs',
  component: Tabs,
  argTypes: { tabs: { control: false } },
  args: {
    label: 'Guide des tailles',
    onSelect: fn(),
    tabs: [
      { id: 'femme', label: 'Femme', content: <Text>Du XS (EU 34) au XL (EU 44-46).</Text> },
      { id: 'homme', label: 'Homme', content: <Text>Du S (EU 44-46) au XXL (EU 58).</Text> },
      {
        id: 'enfant',
        label: 'Enfant',
        content: <Text>De 2-3 ans (92-98 cm) à 10-11 ans (140-146 cm).</Text>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is shown; the arrow keys move between tabs and show each panel. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const femme = canvas.getByRole('tab', { name: 'Femme' });
    await expect(femme).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(femme).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Homme' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Homme' })).toHaveTextContent('Du S (EU 44-46)');
    await expect(args.onSelect).toHaveBeenLastCalledWith('homme');
    await userEvent.click(canvas.getByRole('tab', { name: 'Enfant' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Enfant' })).toBeVisible();
  },
};

/** An admin without the grade: the tab is disabled but reachable, and says why on focus. */
export const DisabledWithReason: Story = {
  args: {
    label: 'Administration',
    tabs: [
      { id: 'produits', label: 'Produits', content: <Text>Catalogue.</Text> },
      { id: 'commandes', label: 'Commandes', content: <Text>Commandes récentes.</Text> },
      {
        id: 'analyses',
        label: 'Analyses',
        content: <Text>Tableaux de bord.</Text>,
        disabled: true,
        disabledReason:
          'Accès Restreint — vous n’avez pas les permissions nécessaires pour voir cette section.',
      },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const analyses = canvas.getByRole('tab', { name: 'Analyses' });
    await expect(analyses).toHaveFocus();
    await expect(analyses).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('tooltip', { hidden: true })).toBeVisible());
    await expect(analyses).toHaveAccessibleDescription(/Accès Restreint/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalledWith('analyses');
  },
};
