import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Suggestions } from '../../domain/suggestions';
import { suggestionsMachine } from './suggestions.machine';

/** One request the machine made: the text asked about, its signal, and the means to answer it. */
interface Request {
  text: string;
  signal: AbortSignal;
  answer: (suggestions: Suggestions) => void;
  fail: (error: Error) => void;
}

const robe: Suggestions = {
  products: [{ id: 'robe-portefeuille', title: 'Robe portefeuille', brand: null, image: null, price: null }],
  categories: [],
  brands: [],
  total: 1,
};
const femme: Suggestions = { products: [], categories: ['femme'], brands: [], total: 0 };

/** The machine on a simulated clock, its requests held until the test answers them. */
function startSuggestions() {
  const requests: Request[] = [];
  const machine = suggestionsMachine.provide({
    actors: {
      loadSuggestions: fromPromise<Suggestions, string>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            requests.push({ text: input, signal, answer: resolve, fail: reject });
          }),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  const type = (text: string) => actor.send({ type: 'suggestions.type', text });
  const answer = () => actor.getSnapshot().context.answer;
  return { actor, clock, requests, type, answer, state: () => actor.getSnapshot().value };
}

describe('header search suggestions', () => {
  it('asks nothing for one character', () => {
    const { clock, requests, type, state } = startSuggestions();
    type('r');
    clock.increment(1000);
    expect(state()).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('asks about two characters once the typing has paused for 180 ms', async () => {
    const { actor, clock, requests, type, answer } = startSuggestions();
    type('r');
    type(' ro');
    clock.increment(179);
    expect(requests).toEqual([]);
    clock.increment(1);
    expect(requests.map((request) => request.text)).toEqual(['ro']);
    requests[0]?.answer(robe);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(answer()).toEqual({ text: 'ro', suggestions: robe });
  });

  it('asks once for a word typed quickly, about the whole word', () => {
    const { clock, requests, type } = startSuggestions();
    type('ro');
    clock.increment(100);
    type('rob');
    clock.increment(100);
    type('robe');
    clock.increment(180);
    expect(requests.map((request) => request.text)).toEqual(['robe']);
  });

  it('cancels a request under way when the text changes, and shows only the answer to the new text', async () => {
    const { actor, clock, requests, type, answer } = startSuggestions();
    type('ro');
    clock.increment(180);
    type('fe');
    const [stale] = requests;
    expect(stale?.signal.aborted).toBe(true);
    clock.increment(180);
    const [, current] = requests;
    expect(current).toMatchObject({ text: 'fe', signal: { aborted: false } });
    stale?.answer(robe);
    current?.answer(femme);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(answer()).toEqual({ text: 'fe', suggestions: femme });
  });

  it('keeps the last answer shown while the next one is on its way', async () => {
    const { actor, clock, requests, type, answer, state } = startSuggestions();
    type('ro');
    clock.increment(180);
    requests[0]?.answer(robe);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    type('rob');
    clock.increment(180);
    expect(state()).toBe('loading');
    expect(answer()).toEqual({ text: 'ro', suggestions: robe });
  });

  it('asks nothing again for the same text with spaces around it', async () => {
    const { actor, clock, requests, type } = startSuggestions();
    type('rob');
    clock.increment(180);
    requests[0]?.answer(robe);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    type('rob ');
    clock.increment(180);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it('forgets the suggestions, and cancels a request, when the text becomes too short', async () => {
    const { actor, clock, requests, type, answer, state } = startSuggestions();
    type('ro');
    clock.increment(180);
    requests[0]?.answer(robe);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    type('rob');
    clock.increment(180);
    type('r');
    expect(requests[1]?.signal.aborted).toBe(true);
    expect(state()).toBe('idle');
    expect(answer()).toBeNull();
  });

  it('asks nothing for text longer than a search the server reads', () => {
    const { clock, requests, type, state } = startSuggestions();
    type('r'.repeat(101));
    clock.increment(180);
    expect(state()).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('shows nothing when the request fails, and asks again for the next text', async () => {
    const { actor, clock, requests, type, answer } = startSuggestions();
    type('ro');
    clock.increment(180);
    requests[0]?.answer(robe);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    type('rob');
    clock.increment(180);
    requests[1]?.fail(new Error('HTTP 503: Service Unavailable'));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(answer()).toBeNull();
    expect(actor.getSnapshot().status).toBe('active');
    type('robe');
    clock.increment(180);
    requests[2]?.answer(robe);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(answer()).toEqual({ text: 'robe', suggestions: robe });
  });
});
