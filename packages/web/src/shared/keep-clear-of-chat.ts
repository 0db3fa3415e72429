/**
 * Spread on what a page must never have covered by the chat opening itself on a phone (its first screen's call to
 * action, the purchase panel): `<div {...keepClearOfChat}>`.
 */
export const keepClearOfChat = { 'data-keep-clear-of-chat': '' } as const;

export const keepClearOfChatSelector = '[data-keep-clear-of-chat]';
