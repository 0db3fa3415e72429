import { describe, expect, it } from 'vitest';
import { answerOn, prepareAnswers } from './answers-on-demand';
import { answerTo } from './chat-answers';

describe('the chat answers on demand', () => {
  it('answers as the answers table does, prepared or not', async () => {
    expect(await answerOn('Livrez-vous en Suisse ?')).toEqual(answerTo('Livrez-vous en Suisse ?'));
    prepareAnswers();
    for (const question of ['suivre mon colis', 'Bonjour']) {
      expect(await answerOn(question)).toEqual(answerTo(question));
    }
  });
});
