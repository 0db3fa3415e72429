import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { TextField } from '../text-field/text-field';
import { Dialog, type DialogProps } from './dialog';

const onSave = fn();

function AddressDialog(props: DialogProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Modifier l'adresse de livraison
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="ghost" tone="neutral" onClick={close}>
              Annuler
            </Button>
            <Button
              onClick={() => {
                onSave();
                close();
              }}
            >
              Enregistrer
            </Button>
          </>
        }
      >
        {props.children}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Composants/Dialog',
  component: Dialog,
  argTypes: { children: { control: false } },
  args: {
    open: false,
    onClose: fn(),
    title: 'Adresse de livraison',
    description: 'Nous livrons dans toute l’Union européenne.',
    closeLabel: 'Fermer',
    children: (
      <Stack space="large">
        <TextField label="Rue" name="street" autoComplete="street-address" />
        <TextField label="Ville" name="city" autoComplete="address-level2" />
      </Stack>
    ),
  },
  render: (args) => <AddressDialog {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of the page, so it is queried on the whole screen.

/** Opens on the button, takes focus, closes on Escape and gives focus back to the button. */
export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: "Modifier l'adresse de livraison" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Adresse de livraison' });
    await expect(dialog).toHaveAccessibleDescription('Nous livrons dans toute l’Union européenne.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A task completed from the keyboard: Tab moves within the dialog only, the footer's action saves. */
export const SaveWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: "Modifier l'adresse de livraison" }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('textbox', { name: 'Rue' }));
    await userEvent.keyboard('54 avenue Louise');
    await userEvent.tab();
    await userEvent.keyboard('Bruxelles');
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The close button in the corner. */
export const CloseButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Modifier l'adresse de livraison" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A side panel, for the mobile menu or filters. */
export const SidePanel: Story = {
  args: {
    placement: 'end',
    title: 'Filtres',
    description: undefined,
    children: <Text>Les filtres de la collection viendraient ici.</Text>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Modifier l'adresse de livraison" }));
    const panel = await screen.findByRole('dialog', { name: 'Filtres' });
    await waitFor(() => expect(panel).toBeVisible());
  },
};

/** A sheet: on a phone it rises from the bottom, full width, and leaves the top of the page in view. */
export const Sheet: Story = {
  args: {
    placement: 'sheet',
    title: 'Votre panier',
    description: undefined,
    children: <Text>Les articles du panier viendraient ici.</Text>,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: "Modifier l'adresse de livraison" }));
    const sheet = await screen.findByRole('dialog', { name: 'Votre panier' });
    await waitFor(() => expect(sheet).toBeVisible());
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      expect(box.bottom).toBeCloseTo(window.innerHeight, 0);
      expect(box.width).toBeCloseTo(window.innerWidth, 0);
      expect(box.top).toBeGreaterThan(0);
    });
  },
};

/** A confirmation with no body: the description says it all, the footer acts. */
export const Confirmation: Story = {
  args: {
    size: 'small',
    title: 'Supprimer cette adresse ?',
    description: 'Elle ne sera plus proposée lors de vos prochaines commandes.',
    children: undefined,
  },
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: "Modifier l'adresse de livraison" }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette adresse ?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Elle ne sera plus proposée lors de vos prochaines commandes.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Stories only: after saving, the focus goes to the confirmation heading rather than back to the button. */
function SavedAddress(props: DialogProps) {
  const confirmation = useRef<HTMLHeadingElement>(null);
  return (
    <Stack space="large">
      <AddressDialog {...props} finalFocus={confirmation} />
      {/* -1: a script may focus the heading without adding a stop for the Tab key. */}
      <h2 tabIndex={-1} ref={confirmation}>
        Adresse de livraison
      </h2>
    </Stack>
  );
}

/** `finalFocus`: on closing, the focus goes where the app says, here the section the dialog changed. */
export const FinalFocus: Story = {
  render: (args) => <SavedAddress {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Modifier l'adresse de livraison" }));
    await screen.findByRole('dialog', { name: 'Adresse de livraison' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Adresse de livraison' })).toHaveFocus());
  },
};

/** `autoFocusOnHide={false}`: the app moves the focus itself (here nowhere), the opener does not take it back. */
export const NoFocusOnHide: Story = {
  args: { autoFocusOnHide: false },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: "Modifier l'adresse de livraison" });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Adresse de livraison' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((settled) => setTimeout(settled, 100));
    await expect(opener).not.toHaveFocus();
  },
};

/**
 * `portal={false}`: the dialog stays inside the region it opens from (here a `main`), still modal — the focus
 * stays inside it and Escape closes it.
 */
export const InPlace: Story = {
  args: { portal: false, placement: 'end' },
  render: (args) => (
    <main>
      <AddressDialog {...args} />
    </main>
  ),
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: "Modifier l'adresse de livraison" });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Adresse de livraison' });
    await expect(canvas.getByRole('main')).toContainElement(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};
