/** One file of the built web app. */
export interface StaticFile {
  /** Bytes, when the source knows them before reading (a disk does; a runtime's asset store may not). */
  size?: number;
  /** Changes whenever the content does (size and date on a disk, the asset's hash at the edge): the validator. */
  version: string;
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
