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

function startOpenChat(pathname = '/') {
  sessionStorage.items.set(storageKeys.chatOpened, 'true');
  const chat = startChat(pathname);
  chat.actor.send({ type: 'chat.open' });
  return chat;
}

describe('chat machine', () => {
  it('opens itself after 2 seconds on the first visit of the session, and remembers it', () => {
    const { clock, isOpen } = startChat();
    clock.increment(1999);
    expect(isOpen()).toBe(false);
    clock.increment(1);
    expect(isOpen()).toBe(true);
    expect(sessionStorage.items.get(storageKeys.chatOpened)).toBe('true');
  });

  it("tells whether it opened itself or at the shopper's request", () => {
    const { clock, actor } = startChat();
    const openedItself = () => actor.getSnapshot().context.openedItself;
    clock.increment(2000);
    expect(openedItself()).toBe(true);
    actor.send({ type: 'chat.close' });
    actor.send({ type: 'chat.toggle' });
    expect(openedItself()).toBe(false);
  });

  it('waits for the shopper to leave a dialog or a field before it opens itself, then opens as if on time', () => {
    const { clock, actor, isOpen } = startChat();
    clock.increment(1000);
    actor.send({ type: 'chat.shopperBusy', busy: true });
    clock.increment(10_000);
    expect(isOpen()).toBe(false);
    actor.send({ type: 'chat.shopperBusy', busy: false });
    expect(isOpen()).toBe(true);
    expect(actor.getSnapshot().context.openedItself).toBe(true);
  });

  it('opens itself on time when the shopper was busy only before', () => {
    const { clock, actor, isOpen } = startChat();
    actor.send({ type: 'chat.shopperBusy', busy: true });
    actor.send({ type: 'chat.shopperBusy', busy: false });
    clock.increment(2000);
    expect(isOpen()).toBe(true);
  });

  it('opens at once when the shopper asks, even while busy', () => {
    const { actor, isOpen } = startChat();
    actor.send({ type: 'chat.shopperBusy', busy: true });
    actor.send({ type: 'chat.open' });
    expect(isOpen()).toBe(true);
    expect(actor.getSnapshot().context.openedItself).toBe(false);
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

  it('sends a message and answers with the demo reply a second later', () => {
    const { clock, actor, texts } = startOpenChat('/shop');
    actor.send({ type: 'chat.send', text: '  Avez-vous ce manteau en 38 ?  ' });
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
    actor.send({ type: 'chat.send', text: 'Bonjour' });
    clock.increment(500);
    actor.send({ type: 'chat.send', text: 'Vous êtes là ?' });
    clock.increment(1000);
    expect(texts().map(([sender]) => sender)).toEqual(['bot', 'user', 'user', 'bot', 'bot']);
  });

  it('does not send a blank message', () => {
    const { clock, actor, texts } = startOpenChat();
    actor.send({ type: 'chat.send', text: ' \n\t ' });
    clock.increment(2000);
    expect(texts()).toEqual([['bot', greetings.home]]);
  });

  it('drops a reply due for a page the shopper has left', () => {
    const { clock, actor, texts } = startOpenChat();
    actor.send({ type: 'chat.send', text: 'Bonjour' });
    actor.send({ type: 'chat.route', pathname: '/about' });
    clock.increment(1000);
    expect(texts()).toEqual([['bot', greetings.about]]);
  });

  it('gives every message its own id', () => {
    const { clock, actor } = startOpenChat();
    actor.send({ type: 'chat.send', text: 'Bonjour' });
    clock.increment(1000);
    actor.send({ type: 'chat.route', pathname: '/shop' });
    actor.send({ type: 'chat.send', text: 'Merci' });
    const ids = actor.getSnapshot().context.messages.map((message) => message.id);
    expect(ids).toEqual(['chat-4', 'chat-5']);
  });
});
