import { RadioGroup, type RadioOption, Stack } from '@aurele/ui';
import type { Product, Variant } from '../../domain/product';
import { availabilityOf, type ValueAvailability } from '../../domain/value-availability';
import { optionChoices, preferredOf, sizeChoice, valuesOf, variantsWith } from '../../domain/variant-choice';
import { addFormVariant } from '../../state/add-form';
import { soldOutValue, variantLabel } from './messages';
import { SizeGuide } from './size-guide';

interface VariantPickerProps {
  product: Product;
  variant: Variant;
  /** Whether the shopper chose the size: until then no size chip is checked. */
  sizeChosen: boolean;
  /** Said under the sizes when « Choisissez une taille » was pressed without one. */
  sizeError?: string;
  /** `sized`: the choice names a size. */
  onChange: (variant: Variant, sized: boolean) => void;
}

/** A value as a chip: struck through and read « épuisé » when sold out, disabled when the store does not sell it. */
function chip(value: string, label: string, availability: ValueAvailability): RadioOption {
  return {
    value,
    label,
    disabled: availability === 'not-sold',
    unavailable: availability === 'sold-out' ? soldOutValue : undefined,
  };
}

/**
 * The variant buttons (docs/product/screens.md), shown when there is more than one: one group of chips per option (« Taille »,
 * « Couleur »), or the variants by title when the options do not describe them. Arrow keys move and choose. Each
 * value says what choosing it leads to, the other choices kept: a sold-out value can still be chosen, to read its
 * page; a combination the store does not sell cannot.
 *
 * The size is the shopper's to choose (issue 27): none is checked until they pick one, and its chips are the
 * form's `variant` field, each valued with the variant it leads to, required: before the app runs, the browser
 * itself sends the size picked, or refuses to send none.
 */
export function VariantPicker({ product, variant, sizeChosen, sizeError, onChange }: VariantPickerProps) {
  if (product.variants.length < 2) return null;
  const choices = optionChoices(product);
  if (!choices) {
    return (
      <RadioGroup
        variant="chips"
        label={variantLabel}
        options={product.variants.map((candidate) =>
          chip(candidate.id, candidate.title, availabilityOf([candidate])),
        )}
        value={variant.id}
        onChange={(id) => {
          const chosen = product.variants.find((candidate) => candidate.id === id);
          if (chosen) onChange(chosen, true);
        }}
      />
    );
  }
  const chosenValues = valuesOf(variant);
  const size = sizeChoice(product);
  // Before the size is chosen, a colour leads to its variants in any size.
  const unchosen = size && !sizeChosen ? size.id : undefined;
  return (
    <Stack space="large">
      {size && (
        <Stack space="small">
          <RadioGroup
            variant="chips"
            label={size.title}
            name={addFormVariant}
            required
            error={sizeError}
            options={size.values.map((value) => {
              const [reached] = variantsWith(product, variant, size.id, value);
              return chip(reached?.id ?? value, value, availabilityOf(reached ? [reached] : []));
            })}
            value={sizeChosen ? variant.id : ''}
            onChange={(id) => {
              const chosen = product.variants.find((candidate) => candidate.id === id);
              if (chosen) onChange(chosen, true);
            }}
          />
          <div>
            <SizeGuide product={product} size={sizeChosen ? chosenValues.get(size.id) : undefined} />
          </div>
        </Stack>
      )}
      {choices
        // An option with one value is no choice; the variant's title still names it.
        .filter((choice) => choice.values.length > 1 && choice.id !== size?.id)
        .map((choice) => (
          <RadioGroup
            key={choice.id}
            variant="chips"
            label={choice.title}
            options={choice.values.map((value) =>
              chip(value, value, availabilityOf(variantsWith(product, variant, choice.id, value, unchosen))),
            )}
            value={chosenValues.get(choice.id)}
            onChange={(value) => {
              const reached = variantsWith(product, variant, choice.id, value, unchosen);
              const chosen = unchosen ? preferredOf(reached, variant, unchosen) : reached[0];
              if (chosen) onChange(chosen, sizeChosen);
            }}
          />
        ))}
    </Stack>
  );
}
