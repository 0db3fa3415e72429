/** Up to two initials from a name or a nickname: « Claire Dubois » → « CD », « élodie » → « É ». */
export function initials(name: string) {
  return name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('');
}
