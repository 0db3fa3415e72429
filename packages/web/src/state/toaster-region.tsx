import { Toaster } from '@aurele/ui';
import { ToasterActor } from './app-actors';
import { toaster } from './toaster-messages';

/**
 * The one place notices appear (docs/product/data-and-states.md#states-and-transitions: one at a time, 5 seconds), fed
 * by the app's toaster machine.
 */
export function ToasterRegion() {
  const notice = ToasterActor.useSelector((snapshot) => snapshot.context.notice);
  const toasterRef = ToasterActor.useActorRef();
  return (
    <Toaster
      toast={notice}
      label={toaster.label}
      dismissLabel={toaster.dismissLabel}
      // Every page has the chat launcher in the corner: the notices rise above it.
      offset="floatingButton"
      onDismiss={() => toasterRef.send({ type: 'toaster.dismiss' })}
    />
  );
}
