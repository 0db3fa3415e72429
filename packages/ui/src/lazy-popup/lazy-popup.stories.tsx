import type { Meta, StoryObj } from '@storybook/react-vite';
import { cloneElement, lazy } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { button } from '../button/button.css';
import { LazyPopup } from './lazy-popup';

const loadPopover = () => import('../story-helpers/delivery-popover');
const DeliveryPopover = lazy(loadPopover);

const deliveryButton = (
  <button type="button" className={button({ variant: 'secondary', size: 'medium', width: 'auto' })}>
    Livraison
  </button>
);

const meta = {
  title: 'Composants/LazyPopup',
  component: LazyPopup,
  argTypes: { preload: { control: false }, trigger: { control: false }, popup: { control: false } },
  args: {
    preload: fn(loadPopover),
    // What Menu and Select do: a plain button dressed as the popover's own, given LazyPopup's handlers.
    trigger: (handlers) =>
      cloneElement(deliveryButton, { 'aria-haspopup': 'dialog', 'aria-expanded': false, ...handlers }),
    popup: ({ keyboard }) => <DeliveryPopover trigger={deliveryButton} keyboard={keyboard} />,
  },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof LazyPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: 'Livraison' });
const popover = () => screen.queryByRole('dialog', { name: 'Livraison' });

/** Before first use: a plain button, closed, and no popup; pointing at it or focusing it starts the download. */
export const BeforeFirstUse: Story = {
  play: async ({ args, userEvent }) => {
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(popover()).not.toBeInTheDocument();
    await expect(args.preload).not.toHaveBeenCalled();
    await userEvent.hover(trigger());
    await expect(args.preload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await expect(args.preload).toHaveBeenCalledTimes(2);
    // Neither pointing nor focusing opens it.
    await expect(popover()).not.toBeInTheDocument();
  },
};

/** Open, as a click leaves it: the popover's own button now stands where the plain one stood. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(trigger());
    const opened = await screen.findByRole('dialog', { name: 'Livraison' });
    // It fades in: visible once Ariakit has marked it entered.
    await waitFor(() => expect(opened).toBeVisible());
    await expect(screen.getByText('Offerte dès 150 €, sinon 7,90 €.')).toBeVisible();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A click opens it with the focus on the popover itself; a second click on its button closes it. */
export const WithTheMouse: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(trigger());
    const opened = await screen.findByRole('dialog', { name: 'Livraison' });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(opened).toHaveFocus());
    await userEvent.click(trigger());
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter opens it on its first link; Escape closes it and gives the focus back to its button. */
export const WithTheKeyboard: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Livraison' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Questions fréquentes' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};
