import { tokenName, tokenValue } from './foundations.css';

/** A token's semantic name and its value, under each specimen. */
export function TokenLabel({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <div className={tokenName}>{name}</div>
      <div className={tokenValue}>{value}</div>
    </div>
  );
}
