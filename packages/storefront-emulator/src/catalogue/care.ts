/** How to look after each family of materials: the « Entretien » tab of a product. */
export const careInstructions = {
  silk: [
    'Nettoyage à sec recommandé.',
    "Repassage à basse température, sur l'envers, sans vapeur.",
    'Évitez le contact prolongé avec le parfum et le soleil direct.',
  ],
  delicate: [
    'Lavage à la main à 30 °C ou programme délicat, dans un filet.',
    "Repassage doux sur l'envers.",
    'Ne pas utiliser de sèche-linge.',
  ],
  wool: [
    'Nettoyage à sec.',
    "Défroissez à la vapeur plutôt qu'au fer.",
    'Rangez sur un cintre large pour préserver la tenue des épaules.',
  ],
  cashmere: [
    "Lavage à la main à l'eau froide avec un savon doux, ou nettoyage à sec.",
    "Séchez à plat, à l'abri de la chaleur.",
    'Rangez plié, jamais sur un cintre ; un peigne à cachemire retire les bouloches.',
  ],
  knit: [
    'Lavage à la main ou programme laine à 30 °C.',
    'Séchez à plat.',
    'Rangez plié pour garder la forme.',
  ],
  cotton: [
    'Lavage en machine à 30 °C, cycle délicat.',
    'Repassage à température moyenne.',
    'Ne pas utiliser de sèche-linge.',
  ],
  linen: [
    'Lavage en machine à 30 °C.',
    "Séchez à l'air libre et repassez légèrement humide.",
    "Le lin se patine et s'assouplit au fil des lavages.",
  ],
  leather: [
    'Nourrissez le cuir deux fois par an avec une crème neutre.',
    'Évitez la pluie et la chaleur directe.',
    'Rangez dans sa housse en coton, garni de papier de soie.',
  ],
  shoes: [
    'Laissez reposer vingt-quatre heures entre deux ports.',
    'Utilisez des embauchoirs en bois et un soin adapté au cuir.',
    'Faites poser un patin de protection par votre cordonnier.',
  ],
  felt: [
    'Brossez le feutre dans le sens du poil.',
    "Tenez-le à l'écart de l'humidité.",
    "Posez-le à l'envers, sur sa calotte, pour préserver le bord.",
  ],
  jewellery: [
    "Évitez le contact avec l'eau, le parfum et les crèmes.",
    "Rangez à l'abri de l'air, dans sa pochette.",
    'Nettoyez avec un chiffon doux et sec.',
  ],
  eyewear: [
    'Nettoyez les verres avec la lingette microfibre fournie.',
    "Rangez dans l'étui rigide.",
    'Ne les laissez pas au soleil derrière un pare-brise.',
  ],
  watch: [
    'Étanche à 5 ATM : résiste aux éclaboussures, pas à la baignade.',
    'Une révision est conseillée tous les cinq ans.',
    'Évitez les champs magnétiques intenses.',
  ],
} as const;

export type CareKey = keyof typeof careInstructions;
