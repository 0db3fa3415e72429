import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { type ResourceMachine, type ResourceState, resourceState } from './resource.machine';

export interface Resource<Output> {
  state: ResourceState<Output>;
  retry: () => void;
}

/**
 * Runs a resource machine for a component. The actor starts in an effect, so a render outside the browser (the
 * build's prerender) shows the loading state and fetches nothing.
 */
export function useResource<Output, Input>(
  machine: ResourceMachine<Output, Input>,
  input: Input,
): Resource<Output> {
  const [snapshot, send] = useMachine(machine, { input: { value: input } });
  const retry = useCallback(() => send({ type: 'resource.retry' }), [send]);
  // One state object per snapshot, so a memoised child skips the renders that change nothing for it.
  const state = useMemo(() => resourceState<Output>(snapshot), [snapshot]);
  return { state, retry };
}
