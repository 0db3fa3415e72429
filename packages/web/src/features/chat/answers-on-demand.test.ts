import { describe, expect, it } from 'vitest';
import { answerOn, prepareAnswers } from './answers-on-demand';
import { answerTo } from './chat-answers';

describe('the chat answers on demand', () => {
  it('downloads the answers once, whoever asks first', () => {
    expect(prepareAnswers()).toBe(prepareAnswers());
  });

  it('answers as the answers table does', async () => {
    for (const question of ['Livrez-vous en Suisse ?', 'suivre mon colis', 'Bonjour']) {
      expect(await answerOn(question)).toEqual(answerTo(question));
    }
  });
});
