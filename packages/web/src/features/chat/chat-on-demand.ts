/**
 * What the chat downloads when it is first wanted, as one file: the look at the page it makes before opening itself,
 * and the window it then opens (which the shopper's own press on the launcher wants too). Two seconds into a first
 * visit the chat would otherwise ask for two files one after the other.
 */
export { ChatWindow } from './chat-window';
export { pageHasRoomForChat } from './page-has-room';
