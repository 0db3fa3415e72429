import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Notice } from '../../shared/notice';
import { returnPortalMachine } from './return-portal.machine';

function startPortal() {
  const clock = new SimulatedClock();
  const actor = createActor(returnPortalMachine, { clock });
  const notices: Notice[] = [];
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.start();
  const submit = (orderNumber: string, email: string) =>
    actor.send({ type: 'returns.submit', orderNumber, email });
  return { clock, notices, submit, state: () => actor.getSnapshot().value };
}

const required = {
  tone: 'critical',
  title: 'Champs requis',
  description: 'Veuillez entrer votre numéro de commande et votre email.',
};
const pending = { tone: 'info', title: 'Demande en cours...' };
const notFound = {
  tone: 'critical',
  title: 'Commande non trouvée',
  description: 'Veuillez vérifier les informations ou contacter notre service client.',
};

describe('return portal machine', () => {
  it.each([
    ['', ''],
    ['ZE-24817', ''],
    ['', 'camille@example.be'],
    ['  ', 'camille@example.be'],
  ])('refuses a request missing a field (%j, %j)', (orderNumber, email) => {
    const { notices, submit, state } = startPortal();
    submit(orderNumber, email);
    expect(state()).toBe('incomplete');
    expect(notices).toEqual([required]);
  });

  it('refuses an e-mail without the shape of one, with no notice: the page marks the field', () => {
    const { notices, submit, state } = startPortal();
    submit('ZE-24817', 'pas-un-email');
    expect(state()).toBe('malformedEmail');
    expect(notices).toEqual([]);
  });

  it('says « Demande en cours... », then after 2 s always « Commande non trouvée »', () => {
    const { clock, notices, submit, state } = startPortal();
    submit('ZE-24817', 'camille@example.be');
    expect(state()).toBe('submitting');
    expect(notices).toEqual([pending]);
    clock.increment(1999);
    expect(state()).toBe('submitting');
    clock.increment(1);
    expect(state()).toBe('notFound');
    expect(notices).toEqual([pending, notFound]);
  });

  it('ignores a second press during the wait, and allows a new request after it', () => {
    const { clock, notices, submit, state } = startPortal();
    submit('ZE-24817', 'camille@example.be');
    clock.increment(1000);
    submit('ZE-24817', 'camille@example.be');
    clock.increment(1000);
    expect(state()).toBe('notFound');
    submit('ZE-25102', 'camille@example.be');
    expect(state()).toBe('submitting');
    expect(notices).toEqual([pending, notFound, pending]);
  });
});
