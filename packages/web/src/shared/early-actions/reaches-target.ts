/**
 * Calls `reached` if the event gets to the element it was aimed at. Once the app listens, React answers a click or
 * a submit on what it has hydrated, and first hydrates what it can; an event on a part it cannot hydrate yet — a
 * page whose module is still downloading — it stops on its way down, so that event never gets there.
 */
export function whenEventReachesTarget(event: Event, reached: () => void) {
  const { target, type } = event;
  if (!target) return;
  target.addEventListener(type, reached, { capture: true, once: true });
  // A stopped event never gets there: the next one on that element is not this one.
  setTimeout(() => target.removeEventListener(type, reached, { capture: true }));
}
