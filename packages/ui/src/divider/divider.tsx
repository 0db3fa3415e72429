import { divider } from './divider.css';

export interface DividerProps {
  /** `subtle` between items of a list; `strong` to close a section or under a table's header. */
  weight?: 'subtle' | 'strong';
}

/** A hairline between groups. The space around it comes from the surrounding Stack. */
export function Divider({ weight = 'subtle' }: DividerProps) {
  return <hr className={divider({ weight })} />;
}
