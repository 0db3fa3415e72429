import { type ReactNode, useState } from 'react';
import { Disclosure, type DisclosureProps } from '../disclosure/disclosure';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  headingLevel?: DisclosureProps['headingLevel'];
  /** Ids of the items open at first. */
  defaultOpenIds?: string[];
  /** Opening one closes the others: for long answers where one at a time reads better. */
  exclusive?: boolean;
}

/** A list of Disclosures: the FAQ's questions, a product's details and care. */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenIds = [],
  exclusive = false,
}: AccordionProps) {
  const [openIds, setOpenIds] = useState(defaultOpenIds);
  const toggle = (id: string, open: boolean) =>
    setOpenIds((current) => {
      if (!open) return current.filter((openId) => openId !== id);
      return exclusive ? [id] : [...current, id];
    });
  return (
    <div>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          title={item.title}
          headingLevel={headingLevel}
          open={openIds.includes(item.id)}
          onOpenChange={(open) => toggle(item.id, open)}
        >
          {item.content}
        </Disclosure>
      ))}
    </div>
  );
}
