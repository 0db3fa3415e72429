import type { ChatAnswer } from '../../state/chat.machine';
import { demoReply } from '../../state/chat-messages';

let answers: Promise<typeof import('./chat-answers')> | undefined;

/**
 * Downloads what the chat knows and how it reads a question (`chat-answers.ts`). Not with the window, which opens
 * itself two seconds into a first visit whether or not the shopper writes: when they turn to the field.
 */
export function prepareAnswers(): Promise<typeof import('./chat-answers')> {
  answers ??= import('./chat-answers');
  return answers;
}

/** The answer to `question`; if the answers could not download (the network gone), the demo's own reply. */
export async function answerOn(question: string): Promise<ChatAnswer> {
  try {
    return (await prepareAnswers()).answerTo(question);
  } catch {
    answers = undefined;
    return { text: demoReply };
  }
}
