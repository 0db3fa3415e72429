import type { ComponentProps } from 'react';
import { sentFormField, useReplayedSubmission } from './use-replayed-submission';

export interface ReplayedFormProps extends Omit<ComponentProps<'form'>, 'action' | 'method' | 'name'> {
  /** Which of the page's forms the query comes from. */
  name: string;
  /** The form's own page: before the app runs, the browser loads it again with what was typed. */
  action: string;
  /** The fields handed to `onReplay`. */
  fields: readonly string[];
  /** The form's own submit, given the values sent before the app ran. */
  onReplay: (values: Record<string, string>) => void;
}

/**
 * A form that works before the app runs — a real GET to its own page — and whose early submit the page replays
 * once it runs (`useReplayedSubmission`). Its own checks, not the browser's, say what is missing.
 */
export function ReplayedForm({ name, action, fields, onReplay, children, ...form }: ReplayedFormProps) {
  useReplayedSubmission(name, fields, onReplay);
  return (
    <form {...form} action={action} method="get" noValidate>
      <input type="hidden" name={sentFormField} value={name} />
      {children}
    </form>
  );
}
