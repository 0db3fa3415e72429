import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { storageKeys } from '../storage/keys';
import { FakeStorage } from '../testing/fake-storage';
import { chatMachine } from './chat.machine';
import { demoReply, greetings } from './chat-messages';
import { createChatSessionStore } from './chat-session-store';

let sessionStorage: FakeStorage;
beforeEach(() => {
  sessionStorage = new FakeStorage();
});

/** The chat over a fake session storage, started from what it holds, as the app starts it over the real one. */
function startChat(pathname = '/') {
  const clock = new SimulatedClock();
  const session = createChatSessionStore(sessionStorage, new EventTarget());
  const machine = chatMachine.provide({ actions: { rememberOpened: () => void session.write(true) } });
  const actor = createActor(machine, { clock, input: { openedBefore: session.read(), pathname } }).start();
  return {
    clock,
    actor,
    isOpen: () => actor.getSnapshot().matches('open'),
    texts: () => actor.getSnapshot().context.messages.map((message) => [message.sender, message.text]),
  };
}

const demoAnswer = { text: demoReply };

function startOpenChat(pathname = '/') {
  sessionStorage.items.set(storageKeys.chatOpened, 'true');
  const chat = startChat(pathname);
  chat.actor.send({ type: 'chat.open' });
  return chat;
}

describe('chat machine', () => {
  it('greets an idle first visitor after 2 seconds, once the page leaves it room, and remembers it', () => {
    const { clock, actor, isOpen } = startChat();
    clock.increment(1999);
    expect(actor.getSnapshot().matches({ closed: 'openingSoon' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ closed: 'due' })).toBe(true);
    expect(isOpen()).toBe(false);
    actor.send({ type: 'chat.pageChecked', clear: true });
    expect(isOpen()).toBe(true);
    expect(actor.getSnapshot().context.openedItself).toBe(true);
    expect(sessionStorage.items.get(storageKeys.chatOpened)).toBe('true');
  });

  it('gives up opening itself for the session when the shopper acts first', () => {
    const { clock, actor, isOpen } = startChat();
    clock.increment(1500);
    actor.send({ type: 'chat.shopperActed' });
    expect(sessionStorage.items.get(storageKeys.chatOpened)).toBe('true');
    clock.increment(10_000);
    actor.send({ type: 'chat.pageChecked', clear: true });
    expect(isOpen()).toBe(false);
    expect(startChat().actor.getSnapshot().matches({ closed: 'resting' })).toBe(true);
  });

  it('gives up when the shopper goes to another page, and greets that page', () => {
    const { clock, actor, isOpen, texts } = startChat('/');
    clock.increment(500);
    actor.send({ type: 'chat.route', pathname: '/shop' });
    expect(texts()).toEqual([['bot', greetings.shop]]);
    clock.increment(10_000);
    actor.send({ type: 'chat.pageChecked', clear: true });
    expect(isOpen()).toBe(false);
    expect(sessionStorage.items.get(storageKeys.chatOpened)).toBe('true');
  });

  it('gives up when the shopper acts between its two seconds and the look at the page', () => {
    const { clock, actor, isOpen } = startChat();
    clock.increment(2000);
    actor.send({ type: 'chat.shopperActed' });
    actor.send({ type: 'chat.pageChecked', clear: true });
    expect(isOpen()).toBe(false);
  });

  it('never opens itself over a page that has no room for it (a dialog, a picker, a call to action)', () => {
    const { clock, actor, isOpen } = startChat();
    clock.increment(2000);
    actor.send({ type: 'chat.pageChecked', clear: false });
    expect(isOpen()).toBe(false);
    expect(actor.getSnapshot().matches({ closed: 'resting' })).toBe(true);
    expect(sessionStorage.items.get(storageKeys.chatOpened)).toBe('true');
  });

  it('opens at once when the shopper asks, and stays open whatever they do next', () => {
    const { clock, actor, isOpen } = startChat();
    clock.increment(500);
    actor.send({ type: 'chat.open' });
    expect(isOpen()).toBe(true);
    expect(actor.getSnapshot().context.openedItself).toBe(false);
    actor.send({ type: 'chat.shopperActed' });
    actor.send({ type: 'chat.route', pathname: '/cart' });
    expect(isOpen()).toBe(true);
  });

  it('stays closed on later visits of the session', () => {
    sessionStorage.items.set(storageKeys.chatOpened, 'true');
    const { clock, isOpen } = startChat();
    clock.increment(10_000);
    expect(isOpen()).toBe(false);
  });

  it('does not reopen itself once the shopper opened and closed it', () => {
    const { clock, actor, isOpen } = startChat();
    actor.send({ type: 'chat.toggle' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'chat.close' });
    clock.increment(10_000);
    actor.send({ type: 'chat.pageChecked', clear: true });
    expect(isOpen()).toBe(false);
  });

  it('greets the page it starts on, and each page the shopper goes to', () => {
    const { actor, texts } = startChat('/product/prod_1');
    expect(texts()).toEqual([['bot', greetings.product]]);
    actor.send({ type: 'chat.route', pathname: '/cart' });
    expect(texts()).toEqual([['bot', greetings.cart]]);
    actor.send({ type: 'chat.route', pathname: '/faq' });
    expect(texts()).toEqual([['bot', greetings.generic]]);
  });

  it('gives the answer the message came with, its link included', () => {
    const { clock, actor } = startOpenChat('/shop');
    const answer = { text: 'Offerte dès 150 €.', link: { href: '/shipping-returns', label: 'Livraison' } };
    actor.send({ type: 'chat.send', text: 'Livraisons ?', answer });
    clock.increment(1000);
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ id: 'chat-3', sender: 'bot', ...answer });
  });

  it('sends a message and answers a second later', () => {
    const { clock, actor, texts } = startOpenChat('/shop');
    actor.send({ type: 'chat.send', text: '  Avez-vous ce manteau en 38 ?  ', answer: demoAnswer });
    expect(texts()).toEqual([
      ['bot', greetings.shop],
      ['user', 'Avez-vous ce manteau en 38 ?'],
    ]);
    clock.increment(999);
    expect(texts()).toHaveLength(2);
    clock.increment(1);
    expect(texts().at(-1)).toEqual(['bot', demoReply]);
  });

  it('answers every message', () => {
    const { clock, actor, texts } = startOpenChat();
    actor.send({ type: 'chat.send', text: 'Bonjour', answer: demoAnswer });
    clock.increment(500);
    actor.send({ type: 'chat.send', text: 'Vous êtes là ?', answer: demoAnswer });
    clock.increment(1000);
    expect(texts().map(([sender]) => sender)).toEqual(['bot', 'user', 'user', 'bot', 'bot']);
  });

  it('does not send a blank message', () => {
    const { clock, actor, texts } = startOpenChat();
    actor.send({ type: 'chat.send', text: ' \n\t ', answer: demoAnswer });
    clock.increment(2000);
    expect(texts()).toEqual([['bot', greetings.home]]);
  });

  it('drops a reply due for a page the shopper has left', () => {
    const { clock, actor, texts } = startOpenChat();
    actor.send({ type: 'chat.send', text: 'Bonjour', answer: demoAnswer });
    actor.send({ type: 'chat.route', pathname: '/about' });
    clock.increment(1000);
    expect(texts()).toEqual([['bot', greetings.about]]);
  });

  it('gives every message its own id', () => {
    const { clock, actor } = startOpenChat();
    actor.send({ type: 'chat.send', text: 'Bonjour', answer: demoAnswer });
    clock.increment(1000);
    actor.send({ type: 'chat.route', pathname: '/shop' });
    actor.send({ type: 'chat.send', text: 'Merci', answer: demoAnswer });
    const ids = actor.getSnapshot().context.messages.map((message) => message.id);
    expect(ids).toEqual(['chat-4', 'chat-5']);
  });
});
