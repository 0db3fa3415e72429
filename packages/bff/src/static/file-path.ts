import { errorMessages, HttpError } from '../http/errors.js';

/**
 * The request path as a path relative to the web root (`/shop/` → `shop`, `/` → ``), or a 400 for anything that
 * could step out of it or alias another file: `..`, `.`, `//`, backslashes, NUL, encoded slashes.
 */
export function toRelativeFilePath(pathname: string): string {
  if (/%2f|%5c|%00/i.test(pathname)) throw invalidPath();
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw invalidPath();
  }
  const segments = decoded.slice(1).split('/');
  // A trailing slash names the directory itself.
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  const unsafe = (segment: string) =>
    segment === '..' || segment === '.' || (segment === '' && segments.length > 1) || /[\\\0]/.test(segment);
  if (segments.some(unsafe)) throw invalidPath();
  return segments.join('/');
}

const invalidPath = () => new HttpError(400, errorMessages.invalidPath);
