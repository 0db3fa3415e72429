import { RadioGroup, Stack } from '@aurele/ui';
import type { Product, Variant } from '../../domain/product';
import { variantLabel } from './messages';
import { optionChoices, valuesOf, variantWith } from './variant-choice';

interface VariantPickerProps {
  product: Product;
  variant: Variant;
  onChange: (variant: Variant) => void;
}

/**
 * The variant buttons (SPEC §2), shown when there is more than one: one group of chips per option (« Taille »,
 * « Couleur »), or the variants by title when the options do not describe them. Arrow keys move and choose.
 */
export function VariantPicker({ product, variant, onChange }: VariantPickerProps) {
  if (product.variants.length < 2) return null;
  const choices = optionChoices(product);
  if (!choices) {
    return (
      <RadioGroup
        variant="chips"
        label={variantLabel}
        options={product.variants.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
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
            options={choice.values.map((value) => ({ value, label: value }))}
            value={chosenValues.get(choice.id)}
            onChange={(value) => onChange(variantWith(product, variant, choice.id, value))}
          />
        ))}
    </Stack>
  );
}
