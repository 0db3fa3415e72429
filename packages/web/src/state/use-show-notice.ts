import { useCallback } from 'react';
import type { Notice } from '../shared/notice';
import { ToasterActor } from './app-actors';

/** Shows a notice in the app's one toaster: the way every notice, a component's or a machine's, reaches it. */
export function useShowNotice(): (notice: Notice) => void {
  const toaster = ToasterActor.useActorRef();
  return useCallback((notice: Notice) => toaster.send({ type: 'toaster.show', notice }), [toaster]);
}
