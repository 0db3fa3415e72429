import type { ChatAnswer } from '../../state/chat.machine';
import { demoReply } from '../../state/chat-messages';

let answers: Promise<typeof import('./chat-answers')> | undefined;

/** What the chat knows and how it reads a question (`chat-answers.ts`), downloaded once; again after a failure. */
function loadAnswers(): Promise<typeof import('./chat-answers')> {
  answers ??= import('./chat-answers').catch((error: unknown) => {
    answers = undefined;
    throw error;
  });
  return answers;
}

/**
 * Starts the download when the shopper turns to the chat's field, not with the window, which opens itself two
 * seconds into a first visit whether or not they write. A failure here is answered when they send (`answerOn`).
 */
export function prepareAnswers(): void {
  loadAnswers().catch(() => undefined);
}

/** The answer to `question`; if the answers could not download (the network gone), the demo's own reply. */
export async function answerOn(question: string): Promise<ChatAnswer> {
  try {
    return (await loadAnswers()).answerTo(question);
  } catch {
    return { text: demoReply };
  }
}
