import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { LazyPopup } from '../lazy-popup/lazy-popup';
import { PickerPopup } from './picker-popup';

const onChoose = fn();

/** Quick add's shape: a card's button, and the sizes it opens (its code already there in a story). */
function SizesButton() {
  const trigger = (handlers = {}) => (
    <Button
      variant="secondary"
      size="small"
      icon="bag"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...handlers}
    >
      Ajout rapide
    </Button>
  );
  return (
    <LazyPopup
      preload={() => undefined}
      trigger={(handlers) => trigger(handlers)}
      popup={({ keyboard }) => (
        <PickerPopup
          trigger={trigger()}
          title="Robe portefeuille en soie"
          closeLabel="Fermer"
          keyboard={keyboard}
        >
          {(close) => (
            <div style={{ display: 'flex', gap: 8 }}>
              {['36', '38', '40'].map((size) => (
                <Button
                  key={size}
                  variant="secondary"
                  size="small"
                  onClick={() => {
                    onChoose(size);
                    close();
                  }}
                >
                  {size}
                </Button>
              ))}
            </div>
          )}
        </PickerPopup>
      )}
    />
  );
}

const meta = {
  title: 'Composants/PickerPopup',
  component: SizesButton,
  beforeEach() {
    onChoose.mockClear();
  },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SizesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = () => screen.findByRole('dialog', { name: 'Robe portefeuille en soie' });

/** On a desktop, a popover under its button: Enter opens it on its first choice; a choice closes it. */
export const Popover: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const opened = await picker();
    await waitFor(() => expect(opened).toBeVisible());
    const button = canvas.getByRole('button', { name: 'Ajout rapide' });
    await expect(opened.getBoundingClientRect().top).toBeGreaterThan(button.getBoundingClientRect().bottom);
    await waitFor(() => expect(within(opened).getByRole('button', { name: '36' })).toHaveFocus());
    await userEvent.click(within(opened).getByRole('button', { name: '38' }));
    await expect(onChoose).toHaveBeenCalledWith('38');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes it and gives the focus back to its button. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajout rapide' }));
    await waitFor(async () => expect(await picker()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ajout rapide' })).toHaveFocus();
  },
};

/** On a phone (390 × 844), a sheet from the bottom, full width. */
export const Sheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajout rapide' }));
    const opened = await picker();
    await waitFor(() => {
      const box = opened.getBoundingClientRect();
      expect([box.left, box.width, box.bottom]).toEqual([0, 390, 844]);
    });
    await userEvent.click(within(opened).getByRole('button', { name: '40' }));
    await expect(onChoose).toHaveBeenCalledWith('40');
  },
};
