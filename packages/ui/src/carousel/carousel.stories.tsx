import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { productArtwork } from '../product-card/product-artwork';
import { tokens } from '../tokens/tokens';
import { Carousel } from './carousel';

const { palette } = tokens;
const views = [
  { id: 'face', garment: 'coat', background: palette.linen, alt: 'Manteau en laine, de face' },
  { id: 'dos', garment: 'coat', background: palette.sand, alt: 'Manteau en laine, de dos' },
  { id: 'detail', garment: 'scarf', background: palette.blush, alt: 'Détail de la laine double face' },
] as const;

const meta = {
  title: 'Commerce/Carousel',
  component: Carousel,
  argTypes: { slides: { control: false } },
  args: {
    label: 'Images du produit',
    previousLabel: 'Image précédente',
    nextLabel: 'Image suivante',
    slideLabel: (position: number, total: number) => `Image ${position} sur ${total}`,
    onIndexChange: fn(),
    slides: views.map((view) => ({
      id: view.id,
      content: (
        <img
          src={productArtwork(view.garment, view.background)}
          alt={view.alt}
          style={{ display: 'block', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover' }}
        />
      ),
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([inert])');

/** The arrows move one image at a time and wrap around at both ends. */
export const ArrowsWrapAround: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Image précédente' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 3 sur 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 1 sur 3');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

/** The dots jump to an image and say which one is shown. */
export const Dots: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const second = canvas.getByRole('button', { name: 'Image 2 sur 3' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 2 sur 3');
  },
};

/** With focus inside, the left and right arrow keys move it too. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Image précédente' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 3 sur 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 1 sur 3');
  },
};

/** A swipe to the left shows the next image; to the right, the previous one. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const viewport = shown(canvasElement)?.parentElement?.parentElement as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 120 });
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 2 sur 3');
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 300 });
    await expect(shown(canvasElement)).toHaveAccessibleName('Image 1 sur 3');
  },
};

/** A product with one image: no arrows, no dots. */
export const SingleImage: Story = {
  args: {
    slides: [
      {
        id: 'seule',
        content: (
          <img
            src={productArtwork('bag', palette.sand)}
            alt="Sac seau"
            style={{ display: 'block', width: '100%' }}
          />
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
