import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline } from '../inline/inline';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { ButtonLink } from './button-link';

const onNavigate = fn();

const meta = {
  title: 'Composants/ButtonLink',
  component: ButtonLink,
  argTypes: { render: { control: false } },
  args: { href: '/shop', children: 'Découvrir la collection' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hero's call to action: it navigates, so it is a link that looks like a button. */
export const Primary: Story = {
  args: { render: <FakeRouterLink onNavigate={onNavigate} />, icon: 'arrowRight', iconPosition: 'end' },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Découvrir la collection' });
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/shop');
  },
};

/** Empty and error states lead back to the shop with a secondary link. */
export const Variants: Story = {
  render: (args) => (
    <Inline space="large">
      <ButtonLink {...args} variant="secondary">
        Retour à la boutique
      </ButtonLink>
      <ButtonLink {...args} variant="ghost" tone="neutral">
        Suivre mon colis
      </ButtonLink>
    </Inline>
  ),
};
