import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Disclosure } from './disclosure';

const meta = {
  title: 'Composants/Disclosure',
  component: Disclosure,
  args: {
    title: 'Composition et entretien',
    children: '100 % cachemire. Lavage à la main à froid, séchage à plat.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; Enter opens it, Space closes it, and the state is announced as expanded or collapsed. */
export const Toggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Composition et entretien' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/100 % cachemire/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const OpenAtFirst: Story = { args: { defaultOpen: true } };
