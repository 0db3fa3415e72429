import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { Anchor } from './anchor';

const onNavigate = fn();

const meta = {
  title: 'Composants/Anchor',
  component: Anchor,
  argTypes: { render: { control: false } },
  args: { href: '/about', children: 'Notre histoire' },
} satisfies Meta<typeof Anchor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the app's router: a plain `<a>` with the props it is given, which the browser follows. */
export const PlainLink: Story = {
  args: { title: 'La maison depuis 1998' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notre histoire' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/about');
    await expect(link).toHaveAttribute('title', 'La maison depuis 1998');
  },
};

/** The app's router link as an element: it gets the link's props and keeps its own, and navigates in the app. */
export const RouterLinkElement: Story = {
  args: { render: <FakeRouterLink onNavigate={onNavigate} aria-current="page" /> },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Notre histoire' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/about');
  },
};

/** The app's router link as a function of the link's props, for a router that wants them its own way. */
export const RouterLinkFunction: Story = {
  args: { render: (props) => <FakeRouterLink {...props} onNavigate={onNavigate} /> },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Notre histoire' }));
    await expect(onNavigate).toHaveBeenCalledWith('/about');
  },
};
