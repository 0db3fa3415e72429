import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { productArtwork } from '../product-card/product-artwork';
import { tokens } from '../tokens/tokens';
import { ImageViewer, type ImageViewerProps } from './image-viewer';

const { palette } = tokens;
// The artwork is drawn on 200 × 266; the sizes say what a large photo of that ratio would measure.
const photo = (garment: 'coat' | 'scarf' | 'bag', background: string, alt: string) => ({
  src: productArtwork(garment, background),
  width: 1500,
  height: 1995,
  alt,
});
const photos = [
  photo('coat', palette.linen, 'Manteau en laine, de face'),
  photo('coat', palette.sand, 'Manteau en laine, de dos'),
  photo('scarf', palette.blush, 'Détail de la laine double face'),
];

/** Stories only: the product page's part, a button that opens the viewer and the state the page holds. */
function ProductPhotos(props: ImageViewerProps) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(props.index);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Voir les photos en grand
      </Button>
      <ImageViewer
        {...props}
        open={open}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          props.onIndexChange(next);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Commerce/ImageViewer',
  component: ImageViewer,
  argTypes: { photos: { control: false } },
  args: {
    photos,
    open: false,
    index: 0,
    onClose: fn(),
    onIndexChange: fn(),
    label: 'Photos du produit',
    closeLabel: 'Fermer',
    previousLabel: 'Photo précédente',
    nextLabel: 'Photo suivante',
    zoomInLabel: 'Agrandir',
    zoomOutLabel: 'Réduire',
    positionLabel: (position: number, total: number) => `Photo ${position} sur ${total}`,
  },
  render: (args) => <ProductPhotos {...args} />,
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

// The viewer is portalled to the end of the page, so it is queried on the whole screen.

const openViewer = async (
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Voir les photos en grand' }));
  const dialog = await screen.findByRole('dialog', { name: 'Photos du produit' });
  // Gestures start once it has faded in, as a shopper's would.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** The photo on screen and the stage that takes its gestures. */
const shownPhoto = () => screen.getByRole('img') as HTMLImageElement;
const stageOf = () => shownPhoto().parentElement as HTMLElement;
const scaleOf = () => Number(/scale\(([\d.]+)\)/.exec(shownPhoto().style.transform)?.[1] ?? 1);
const translateOf = () =>
  /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(shownPhoto().style.transform)?.slice(1).map(Number);

/** A point of the stage, as a fraction of its width and height from its top left corner. */
const at = (fx: number, fy: number) => {
  const rect = stageOf().getBoundingClientRect();
  return { clientX: rect.left + rect.width * fx, clientY: rect.top + rect.height * fy };
};
const touch = (pointerId: number, point: { clientX: number; clientY: number }) => ({
  pointerId,
  pointerType: 'touch',
  isPrimary: pointerId === 1,
  ...point,
});
const tap = (point: { clientX: number; clientY: number }) => {
  fireEvent.pointerDown(stageOf(), touch(1, point));
  fireEvent.pointerUp(stageOf(), touch(1, point));
};

/**
 * From the keyboard: the viewer opens from a button with nothing drawn before, the arrow keys go from photo to
 * photo (wrapping at both ends) and say where they are, Escape closes and gives the focus back.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // Closed, it draws nothing: not one large photo is asked for before the shopper opens it.
    await expect(document.querySelector('img')).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Voir les photos en grand' });
    const dialog = await openViewer(canvas, userEvent);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(screen.getByText('Photo 1 sur 3')).toHaveAttribute('aria-live', 'polite');
    await expect(shownPhoto()).toHaveAttribute('sizes', '100vw');
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByText('Photo 2 sur 3')).toBeVisible();
    await expect(shownPhoto()).toHaveAccessibleName('Manteau en laine, de dos');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(screen.getByText('Photo 3 sur 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Photo suivante' }));
    await expect(screen.getByText('Photo 1 sur 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The close button closes it too, and the focus goes back to the button that opened it. */
export const CloseButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Voir les photos en grand' })).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * The zoom button, « + » and « − »: the photo grows and the button says it now zooms out; zoomed, the arrow keys
 * move the photo instead of changing it.
 */
export const ZoomFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Agrandir' }));
    await expect(scaleOf()).toBe(2.5);
    await expect(screen.getByRole('button', { name: 'Réduire' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen.getByText('Photo 1 sur 3')).toBeVisible();
    await expect(translateOf()?.[0]).toBeGreaterThan(0);
    await userEvent.keyboard('-');
    await expect(scaleOf()).toBe(1);
    await expect(translateOf()).toEqual([0, 0]);
    await expect(screen.getByRole('button', { name: 'Agrandir' })).toBeVisible();
    await userEvent.keyboard('+');
    await expect(scaleOf()).toBe(2.5);
  },
};

/** On a touch screen, a double tap zooms in at the tapped point, and another zooms back out. */
export const DoubleTap: Story = {
  play: async ({ canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    const point = at(0.3, 0.5);
    tap(point);
    await expect(scaleOf()).toBe(1);
    tap(point);
    await waitFor(() => expect(scaleOf()).toBe(2.5));
    // Tapped left of the centre: the photo moves right, keeping the tapped point under the finger.
    await expect(translateOf()?.[0]).toBeGreaterThan(0);
    tap(point);
    tap(point);
    await waitFor(() => expect(scaleOf()).toBe(1));
  },
};

/** Two fingers spreading zoom in; zoomed, one finger moves the photo and no longer swipes to the next one. */
export const Pinch: Story = {
  play: async ({ canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    const stage = stageOf();
    fireEvent.pointerDown(stage, touch(1, at(0.45, 0.5)));
    fireEvent.pointerDown(stage, touch(2, at(0.55, 0.5)));
    fireEvent.pointerMove(stage, touch(1, at(0.35, 0.5)));
    fireEvent.pointerMove(stage, touch(2, at(0.65, 0.5)));
    fireEvent.pointerUp(stage, touch(1, at(0.35, 0.5)));
    fireEvent.pointerUp(stage, touch(2, at(0.65, 0.5)));
    await waitFor(() => expect(scaleOf()).toBeCloseTo(3));
    await expect(screen.getByRole('button', { name: 'Réduire' })).toBeVisible();
    fireEvent.pointerDown(stage, touch(1, at(0.5, 0.5)));
    fireEvent.pointerMove(stage, touch(1, at(0.2, 0.5)));
    fireEvent.pointerUp(stage, touch(1, at(0.2, 0.5)));
    await waitFor(() => expect(translateOf()?.[0]).toBeLessThan(0));
    await expect(screen.getByText('Photo 1 sur 3')).toBeVisible();
  },
};

/** A swipe to the left shows the next photo; to the right, the previous one. */
export const Swipe: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    fireEvent.pointerDown(stageOf(), touch(1, at(0.8, 0.5)));
    fireEvent.pointerUp(stageOf(), touch(1, at(0.2, 0.52)));
    await expect(await screen.findByText('Photo 2 sur 3')).toBeVisible();
    fireEvent.pointerDown(stageOf(), touch(1, at(0.2, 0.5)));
    fireEvent.pointerUp(stageOf(), touch(1, at(0.8, 0.5)));
    await expect(await screen.findByText('Photo 1 sur 3')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

/**
 * On a desktop (1280 × 800), with a mouse: a click zooms in where it lands, the zoomed photo follows the pointer,
 * and a click zooms out.
 */
export const ClickAndFollow: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    await expect(window.innerWidth).toBe(1280);
    const mouse = (point: { clientX: number; clientY: number }) => ({
      pointerId: 1,
      pointerType: 'mouse',
      ...point,
    });
    fireEvent.pointerDown(stageOf(), mouse(at(0.5, 0.5)));
    fireEvent.pointerUp(stageOf(), mouse(at(0.5, 0.5)));
    await waitFor(() => expect(scaleOf()).toBe(2.5));
    await expect(translateOf()).toEqual([0, 0]);
    fireEvent.pointerMove(stageOf(), mouse(at(0.1, 0.9)));
    // Towards the bottom left corner: the photo moves right and up to show it.
    await waitFor(() => expect(translateOf()?.[0]).toBeGreaterThan(0));
    await expect(translateOf()?.[1]).toBeLessThan(0);
    // A press that ends off the stage (the button released over the toolbar) leaves the photo following still.
    fireEvent.pointerDown(stageOf(), mouse(at(0.1, 0.9)));
    // React draws its pointerleave from the native pointerout, given where the pointer went.
    fireEvent.pointerOut(stageOf(), {
      ...mouse(at(0.9, 0)),
      relatedTarget: screen.getByRole('button', { name: 'Fermer' }),
    });
    fireEvent.pointerMove(stageOf(), mouse(at(0.9, 0.1)));
    await waitFor(() => expect(translateOf()?.[0]).toBeLessThan(0));
    fireEvent.pointerDown(stageOf(), mouse(at(0.1, 0.9)));
    fireEvent.pointerUp(stageOf(), mouse(at(0.1, 0.9)));
    await waitFor(() => expect(scaleOf()).toBe(1));
  },
};

/** One photo: nothing to step through, so no previous and next buttons and no position. */
export const SinglePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvas, userEvent }) => {
    await openViewer(canvas, userEvent);
    await expect(screen.queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
    await expect(screen.queryByText(/sur/)).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownPhoto()).toHaveAccessibleName('Manteau en laine, de face');
  },
};

/** On a phone (390 × 844): full screen, every control a target of at least 44 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openViewer(canvas, userEvent);
    await expect(window.innerWidth).toBe(390);
    await waitFor(() => expect(dialog.getBoundingClientRect()).toMatchObject({ width: 390, height: 844 }));
    for (const button of within(dialog).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height), button.outerHTML).toBeGreaterThanOrEqual(44);
    }
  },
};
