import type { Locator, Page } from '@playwright/test';

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus: the keyboard's way to reach a control. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press(key);
    // Found again at each press: a list that renders anew replaces its elements.
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${key} never reached ${target}; the focus is on ${focused}`);
}

/**
 * Checks `radio` the keyboard's way: Tab to the checked radio of its group (the only one Tab reaches), then the
 * arrow keys along the group.
 */
export async function arrowTo(page: Page, radio: Locator) {
  // Radios of one group share their `name`.
  const group = await radio.getAttribute('name');
  const inGroup = `input[type="radio"][name="${group}"]`;
  const [checked, first, to] = await radio.evaluate((target, selector) => {
    const radios = [...document.querySelectorAll<HTMLInputElement>(selector)];
    return [
      radios.findIndex((candidate) => candidate.checked),
      radios.findIndex((candidate) => !candidate.disabled),
      radios.indexOf(target as HTMLInputElement),
    ];
  }, inGroup);
  if (checked === undefined || first === undefined || to === undefined || to < 0) {
    throw new Error(`${radio} has no group to move in`);
  }
  const from = checked >= 0 ? checked : first;
  if (checked >= 0) await tabTo(page, page.locator(`${inGroup}:checked`));
  else {
    // None checked (the sizes, on arrival): Tab lands on the group's first radio, Space chooses it.
    await tabTo(page, page.locator(`${inGroup}:enabled`).first());
    await page.keyboard.press('Space');
  }
  for (let step = 0; step < Math.abs(to - from); step += 1) {
    await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  }
}
