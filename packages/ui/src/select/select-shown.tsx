import { Icon } from '../icon/icon';
import {
  chevron,
  narrowMark,
  narrowWord,
  placeholder as placeholderStyle,
  value,
  valueBesideNarrowWord,
} from './select.css';

interface SelectShownProps {
  /** The chosen option's label; undefined while nothing is chosen. */
  label: string | undefined;
  placeholder: string | undefined;
  narrowLabel: string | undefined;
  narrowMarked: boolean | undefined;
}

/** What the closed field shows, the same before and after the list's code arrives: its choice, and the chevron. */
export function SelectShown({ label, placeholder, narrowLabel, narrowMarked }: SelectShownProps) {
  return (
    <>
      {label !== undefined ? (
        <span className={narrowLabel ? valueBesideNarrowWord : value}>{label}</span>
      ) : (
        <span className={placeholderStyle}>{placeholder}</span>
      )}
      {narrowLabel && (
        <span className={narrowWord} aria-hidden="true">
          {narrowLabel}
          {narrowMarked && <span className={narrowMark} />}
        </span>
      )}
      <span className={chevron}>
        <Icon name="chevronDown" size="small" />
      </span>
    </>
  );
}
