import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Notice } from '../../shared/notice';
import { trackingMachine } from './tracking.machine';

function startTracking() {
  const clock = new SimulatedClock();
  const actor = createActor(trackingMachine, { clock });
  const notices: Notice[] = [];
  actor.on('notice', ({ notice }) => notices.push(notice));
  const withdrawn: string[] = [];
  actor.on('notice.withdrawn', ({ notice }) => withdrawn.push(notice.title));
  actor.start();
  const search = (orderNumber: string) => actor.send({ type: 'tracking.search', orderNumber });
  return { clock, actor, notices, withdrawn, search, state: () => actor.getSnapshot().value };
}

describe('tracking machine', () => {
  it('searches for 1.5 s, then shows the sample order in transit', () => {
    const { clock, actor, notices, search, state } = startTracking();
    search('ZLR-73920');
    expect(state()).toBe('searching');
    clock.increment(1499);
    expect(state()).toBe('searching');
    clock.increment(1);
    expect(state()).toBe('found');
    const order = actor.getSnapshot().context.order;
    expect(order?.status).toBe('En transit');
    expect(order?.history.filter((step) => step.completed)).toHaveLength(4);
    expect(notices).toEqual([]);
  });

  it('finds the delivered sample whatever the case and the spaces around it', () => {
    const { clock, actor, search } = startTracking();
    search('  zlr-73511 ');
    expect(actor.getSnapshot().context.orderNumber).toBe('ZLR-73511');
    clock.increment(1500);
    const order = actor.getSnapshot().context.order;
    expect(order?.status).toBe('Livré');
    expect(order?.history.every((step) => step.completed)).toBe(true);
  });

  it('says « Commande introuvable » after the wait for an unknown number', () => {
    const { clock, notices, search, state } = startTracking();
    search('ZLR-00000');
    clock.increment(1500);
    expect(state()).toBe('notFound');
    expect(notices).toEqual([
      {
        tone: 'critical',
        title: 'Commande introuvable',
        description: 'Aucune commande trouvée pour ce numéro. Veuillez vérifier et réessayer.',
      },
    ]);
  });

  it('withdraws what the last search said as a new one begins, and nothing on a blank number', () => {
    const { clock, withdrawn, search } = startTracking();
    search('ZLR-00000');
    clock.increment(1500);
    expect(withdrawn).toEqual(['Numéro de commande requis', 'Commande introuvable']);
    search('zlr-73920');
    expect(withdrawn).toHaveLength(4);
    search('  ');
    expect(withdrawn).toHaveLength(4);
  });

  it('refuses a blank number at once, without searching', () => {
    const { notices, search, state } = startTracking();
    search('   ');
    expect(state()).toBe('blank');
    expect(notices).toEqual([
      {
        tone: 'critical',
        title: 'Numéro de commande requis',
        description: 'Veuillez entrer un numéro de commande valide.',
      },
    ]);
  });

  it('restarts the wait when a new search starts during one', () => {
    const { clock, actor, search, state } = startTracking();
    search('ZLR-00000');
    clock.increment(1000);
    search('ZLR-73920');
    clock.increment(1000);
    expect(state()).toBe('searching');
    clock.increment(500);
    expect(state()).toBe('found');
    expect(actor.getSnapshot().context.order?.orderId).toBe('ZLR-73920');
  });
});
