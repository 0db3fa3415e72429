import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Select } from './select';

const sortOptions = [
  { value: 'featured', label: 'En vedette' },
  { value: 'price-low', label: 'Prix croissant' },
  { value: 'price-high', label: 'Prix décroissant' },
  { value: 'newest', label: 'Nouveautés' },
];

const meta = {
  title: 'Formulaires/Select',
  component: Select,
  args: { label: 'Trier par', options: sortOptions, defaultValue: 'featured', onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: open, pick, and the choice is reported. The option pressed never takes the focus from the list
 * (see SelectPopup): the press costs no round of focus events.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // The list's code comes with the first press: the field the press reached gives way to the full select.
    const select = () => canvas.getByRole('combobox', { name: 'Trier par' });
    await userEvent.click(select());
    const option = await canvas.findByRole('option', { name: 'Prix croissant' });
    const optionFocused = fn();
    option.addEventListener('focus', optionFocused);
    await userEvent.click(option);
    await expect(optionFocused).not.toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenCalledWith('price-low');
    await expect(select()).toHaveTextContent('Prix croissant');
    await waitFor(() => expect(select()).toHaveFocus());
  },
};

/** With the keyboard: an arrow key opens the list, the arrows move, Enter picks, Escape closes without changing. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = () => canvas.getByRole('combobox', { name: 'Trier par' });
    await userEvent.tab();
    await expect(select()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('price-high');
    await waitFor(() => expect(select()).toHaveFocus());
    await expect(select()).toHaveTextContent('Prix décroissant');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('listbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(select()).toHaveFocus());
    await expect(select()).toHaveTextContent('Prix décroissant');
  },
};

/**
 * A press on another field while the list is open closes it and leaves the focus in that field: the select takes it
 * back only when nothing else did (the list closed by a choice, Escape, or a press on the page's background).
 */
export const AnotherFieldPressedWhileOpen: Story = {
  decorators: [
    (Story) => (
      <>
        {Story()}
        <input aria-label="Note" />
      </>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trier par' }));
    await canvas.findByRole('listbox');
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    // The select gives the focus back after the closing paint, in a task of its own: let that moment pass.
    await new Promise((passed) => requestAnimationFrame(() => setTimeout(passed, 100)));
    await expect(note).toHaveFocus();
  },
};

export const Placeholder: Story = {
  args: {
    label: 'Sujet',
    defaultValue: undefined,
    placeholder: 'Choisissez un sujet',
    required: true,
    options: [
      { value: 'commande', label: 'Commande' },
      { value: 'produit', label: 'Produit' },
      { value: 'retour', label: 'Retour' },
      { value: 'partenariat', label: 'Partenariat' },
      { value: 'autre', label: 'Autre' },
    ],
  },
};

export const Invalid: Story = {
  args: { ...Placeholder.args, error: 'Veuillez choisir un sujet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sujet' })).toHaveAccessibleDescription(
      'Veuillez choisir un sujet.',
    );
  },
};

/**
 * On a phone, a field given a narrow word shows it instead of the value (a bar with no room for « Prix croissant »);
 * the value stays the field's text for a screen reader, the open list still marks it, and a dot beside the word
 * (`narrowMarked`) says the value is not the usual one.
 */
export const NarrowLabelOnAPhone: Story = {
  args: { narrowLabel: 'Trier', narrowMarked: true, defaultValue: 'price-low' },
  decorators: [(Story) => <div style={{ width: '6rem', minHeight: 280 }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const select = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(canvas.getByText('Trier')).toBeVisible();
    const value = canvas.getByText('Prix croissant');
    await expect(value.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(select).toHaveTextContent('Prix croissant');
    // The dot that says an order other than the usual one is chosen, beside the word, heard by no one.
    const mark = canvas.getByText('Trier').querySelector('span');
    await expect(mark?.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(canvas.getByText('Trier')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(select);
    await expect(await canvas.findByRole('option', { name: 'Prix croissant' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The open list is as wide as its longest option, not as the narrow field; the field still reads « Trier ».
    const longest = canvas.getByRole('option', { name: 'Prix décroissant' });
    await expect(longest.scrollWidth).toBeLessThanOrEqual(longest.clientWidth);
    await expect(canvas.getByText('Trier')).toBeVisible();
    await expect(
      canvas.getByText('Trier').querySelector('span')?.getBoundingClientRect().width,
    ).toBeGreaterThan(0);
  },
};
