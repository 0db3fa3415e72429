import { RadioGroup, type RadioOption, Stack } from '@aurele/ui';
import type { Product, Variant } from '../../domain/product';
import { soldOutValue, variantLabel } from './messages';
import { availabilityOf, type ValueAvailability } from './value-availability';
import { optionChoices, valuesOf, variantsWith } from './variant-choice';

interface VariantPickerProps {
  product: Product;
  variant: Variant;
  onChange: (variant: Variant) => void;
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
 */
export function VariantPicker({ product, variant, onChange }: VariantPickerProps) {
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
          if (chosen) onChange(chosen);
        }}
      />
    );
  }
  const chosenValues = valuesOf(variant);
  return (
    <Stack space="large">
      {choices
        // An option with one value is no choice; the variant's title still names it.
        .filter((choice) => choice.values.length > 1)
        .map((choice) => (
          <RadioGroup
            key={choice.id}
            variant="chips"
            label={choice.title}
            options={choice.values.map((value) =>
              chip(value, value, availabilityOf(variantsWith(product, variant, choice.id, value))),
            )}
            value={chosenValues.get(choice.id)}
            onChange={(value) => {
              const [chosen] = variantsWith(product, variant, choice.id, value);
              if (chosen) onChange(chosen);
            }}
          />
        ))}
    </Stack>
  );
}
