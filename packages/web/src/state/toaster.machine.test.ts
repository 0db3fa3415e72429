import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Notice } from '../shared/notice';
import { toasterMachine } from './toaster.machine';

const saved: Notice = { tone: 'positive', title: 'Adresse enregistrée' };
const failed: Notice = { tone: 'critical', title: 'Erreur de paiement', description: 'Veuillez réessayer.' };

function startToaster() {
  const clock = new SimulatedClock();
  const actor = createActor(toasterMachine, { clock }).start();
  return { clock, actor };
}

describe('toaster machine', () => {
  it('shows a notice, then hides it after 5 seconds', () => {
    const { clock, actor } = startToaster();
    actor.send({ type: 'toaster.show', notice: saved });
    expect(actor.getSnapshot().context.notice).toEqual({ ...saved, id: 1 });
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('replaces the current notice and gives the new one its full 5 seconds', () => {
    const { clock, actor } = startToaster();
    actor.send({ type: 'toaster.show', notice: saved });
    clock.increment(3000);
    actor.send({ type: 'toaster.show', notice: failed });
    expect(actor.getSnapshot().context.notice).toEqual({ ...failed, id: 2 });
    clock.increment(4000);
    expect(actor.getSnapshot().context.notice?.title).toBe('Erreur de paiement');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('can be dismissed before its time', () => {
    const { actor } = startToaster();
    actor.send({ type: 'toaster.show', notice: saved });
    actor.send({ type: 'toaster.dismiss' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
