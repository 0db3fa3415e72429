// What a field says when what is typed has not the shape it needs. Apart from shared/messages.ts: only the forms'
// own chunks want these words, not every page's first load.

/** Every form's e-mail field, when what is typed has no e-mail's shape (`looksLikeEmail`). */
export const invalidEmail = 'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.';

/** Every form's phone field, when what is typed has no phone number's shape (`looksLikePhone`). */
export const invalidPhone = 'Saisissez un numéro de téléphone valide, par exemple +32 470 12 34 56.';
