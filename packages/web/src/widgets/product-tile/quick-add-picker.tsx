import { Button, ColourSwatches, Link, Notice, PickerPopup, Spinner, Stack } from '@aurele/ui';
import { type ReactElement, useState } from 'react';
import { swatchColour } from '../../domain/colour-swatches';
import type { Product, Variant } from '../../domain/product';
import { openingColour, quickChoices } from '../../domain/quick-choices';
import { useResource } from '../../shared/resource/use-resource';
import { RouterLink } from '../../shared/router-link';
import { CartActor } from '../../state/app-actors';
import type { AddPlace } from '../../state/cart-add-request';
import { coloursOf, quickAdd } from './messages';
import * as styles from './quick-add.css';
import { quickAddProductMachine } from './quick-add-product.machine';

interface QuickAddPickerProps {
  /** Quick add's own button, which the popup takes as its own. */
  trigger: ReactElement;
  keyboard: boolean;
  productId: string;
  title: string;
  href: string;
  colour?: string;
  variantId?: string | null;
  from: AddPlace;
}

/** Quick add's picker, downloaded on first want: opens at once, asks for the product's live stock meanwhile. */
export default function QuickAddPicker({ trigger, keyboard, title, ...choice }: QuickAddPickerProps) {
  return (
    <PickerPopup trigger={trigger} title={title} closeLabel={quickAdd.close} keyboard={keyboard}>
      {(close) => <QuickAddBody {...choice} onAdded={close} />}
    </PickerPopup>
  );
}

type BodyProps = Omit<QuickAddPickerProps, 'trigger' | 'keyboard' | 'title'> & { onAdded: () => void };

function QuickAddBody({ productId, href, onAdded, ...rest }: BodyProps) {
  const { state, retry } = useResource(quickAddProductMachine, productId);
  const pageLink = (
    <Link href={href} render={<RouterLink />} variant="standalone">
      {quickAdd.productPage}
    </Link>
  );
  if (state.status === 'loading') {
    return <Spinner label={quickAdd.loading} />;
  }
  if (state.status === 'failed' || !state.data?.purchasable) {
    return (
      <Stack space="medium">
        <Notice tone={state.status === 'failed' ? 'critical' : 'caution'} live>
          {state.status === 'failed' ? quickAdd.failed : quickAdd.gone}
        </Notice>
        {state.status === 'failed' && (
          <div>
            <Button variant="secondary" size="small" onClick={retry}>
              {quickAdd.retry}
            </Button>
          </div>
        )}
        {pageLink}
      </Stack>
    );
  }
  return (
    <div className={styles.body}>
      <Choices product={state.data} onAdded={onAdded} {...rest} />
      {pageLink}
    </div>
  );
}

interface ChoicesProps {
  product: Product;
  colour?: string;
  variantId?: string | null;
  from: AddPlace;
  onAdded: () => void;
}

function Choices({ product, colour, variantId, from, onAdded }: ChoicesProps) {
  const cart = CartActor.useActorRef();
  const [chosenColour, setChosenColour] = useState(() => openingColour(product, { colour, variantId }));
  const { by, colours, choices } = quickChoices(product, chosenColour);
  // The product carries its live stock: the cart decides at once, and the drawer shows what it took.
  const add = (variant: Variant) => {
    cart.send({
      type: 'cart.add',
      request: {
        productId: product.id,
        variantId: variant.id,
        name: product.title,
        quantity: 1,
        from,
        product,
      },
    });
    onAdded();
  };
  return (
    <>
      {colours && (
        <ColourSwatches
          label={coloursOf(product.title)}
          options={colours.values.map((value) => ({ value, label: value, colour: swatchColour(value) }))}
          value={chosenColour}
          onChange={setChosenColour}
        />
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{by === 'size' ? quickAdd.sizes : quickAdd.options}</legend>
        <ul className={styles.choices}>
          {choices.map(({ value, variant, soldOut }) => (
            <li key={variant.id}>
              <button
                type="button"
                className={styles.choice}
                disabled={soldOut}
                aria-label={soldOut ? quickAdd.soldOut(value) : undefined}
                onClick={() => add(variant)}
              >
                {value}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
