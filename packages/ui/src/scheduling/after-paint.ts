/**
 * Runs `work` once the browser has painted the next frame: what a press changed on screen (a list closing, a choice
 * checked) shows first, and slower work (drawing another list, moving the focus) follows in a task of its own,
 * instead of holding that paint back on a slow phone.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
