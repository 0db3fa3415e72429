/** One file of the built web app. */
export interface StaticFile {
  size: number;
  /** Last change, in ms since the epoch; with the size it makes the file's validator. */
  modifiedMs: number;
  /** Opens the content; not called for HEAD or 304 answers. */
  open(): ReadableStream<Uint8Array>;
}

/**
 * Where the built web app's files come from. The app only asks; reading a disk (Node) or a bucket (an edge
 * runtime) is the runtime's business, so `createApp` stays portable.
 */
export interface StaticFiles {
  /** `path` is relative to the web root and already checked: no `..`, `.`, empty segment or backslash. */
  find(path: string): Promise<StaticFile | undefined>;
}
