import type { Meta, StoryObj } from '@storybook/react-vite';
import { Placeholder } from '../story-helpers/placeholder';
import { Container } from './container';

const meta = {
  title: 'Mise en page/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: <Placeholder>Contenu de la page</Placeholder> },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grids and the header: the widest measure. */
export const Wide: Story = {};

/** Cart, account, checkout. */
export const Medium: Story = { args: { width: 'medium' } };

/** Reading pages (legal, FAQ) and forms. */
export const Narrow: Story = { args: { width: 'narrow' } };
